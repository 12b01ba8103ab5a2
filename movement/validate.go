package movement

// Validate checks m's structure and returns every problem found, errors
// first in round, table order, then notes. An empty or note-only result means
// the movement can be played as written.
func Validate(m *Movement) Problems {
	return nil // being written
}
