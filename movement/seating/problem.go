package seating

import (
	"slices"

	"github.com/movegen/movegen/movement"
)

// Limits on the problems Solve accepts; they keep the meeting matrix and
// the search state small.
const (
	MaxPlayers = 512
	MaxRounds  = 256
)

// Problem describes the seating wanted.
type Problem struct {
	// Players is N: players are numbered 1..N.
	Players int
	// TableSizes lists the tables in play in every round and how many
	// players sit at each, such as [4 4 4 4 4] or [4 4 3]. Players who do
	// not fit rest, in turn: round 1 rests the last ones, and each later
	// round the ones numbered just below.
	TableSizes []int
	// Rounds is R.
	Rounds int
	// Lines makes seats matter as in preferans: every player holds one seat
	// letter (line) all session, every table has one player of each line,
	// and only meetings across lines count (two players of one line never
	// meet). All tables must have the same size k. The players are dealt
	// into k lines of consecutive numbers, the first N mod k lines one
	// player longer; in every line the players who do not fit the tables
	// rest, in turn.
	Lines bool
	// Sets circulates one board set per table: there are as many sets as
	// tables, each round every table plays a different set, and nobody plays
	// a set twice. Without Sets every table gets a fresh set every round, so
	// no board is ever replayed.
	Sets bool
	// Game is bridge or preferans; empty picks preferans when Lines is set
	// or every table has 3 players, and bridge otherwise.
	Game movement.Game
	// BoardsPerSet is the number of boards (deals) in a set; 0 picks the
	// table size for preferans (each player deals once a round) and 3 for
	// bridge.
	BoardsPerSet int
}

// layout is a checked Problem with the derived figures the planner uses.
type layout struct {
	p       Problem
	n       int   // players
	rounds  int   // rounds
	sizes   []int // table sizes
	off     []int // first slot of each table in a round's slot list
	slots   int   // seated players per round
	lines   int   // number of lines (0 when seats do not matter)
	longest int   // players in the longest line
	// lineStart[ℓ] is the first player of line ℓ; lineStart[lines] = n.
	lineStart []int
	sets      int // number of sets when p.Sets, else 0
	// rest[r] lists the players (0-based) resting in round r, in turn.
	rest [][]int
	// seated[r] lists the players seated in round r, in increasing order.
	seated [][]int
	// line[x] is the line of player x (0 when there are no lines).
	line []int
}

// lineLen returns the number of players in line ln.
func (l *layout) lineLen(ln int) int { return l.lineStart[ln+1] - l.lineStart[ln] }

// lineOf returns the line of player x (0-based), or 0 without lines.
func (l *layout) lineOf(x int) int { return l.line[x] }

// canMeet reports whether players a and b (0-based) can ever sit at one
// table as opponents that count.
func (l *layout) canMeet(a, b int) bool {
	return a != b && (l.lines == 0 || l.line[a] != l.line[b])
}

// newLayout checks p and derives the layout. Errors name the field at
// fault, in words the command line can pass on.
func newLayout(p Problem) (*layout, error) {
	if p.Players < 2 || p.Players > MaxPlayers {
		return nil, fieldErr("players", "want 2 to %d", MaxPlayers)
	}
	if p.Rounds < 1 || p.Rounds > MaxRounds {
		return nil, fieldErr("rounds", "want 1 to %d", MaxRounds)
	}
	if len(p.TableSizes) == 0 {
		return nil, fieldErr("table sizes", "at least one table is needed")
	}
	l := &layout{p: p, n: p.Players, rounds: p.Rounds, sizes: slices.Clone(p.TableSizes)}
	for i, k := range l.sizes {
		if k < 2 {
			return nil, fieldErr("table sizes", "table %d has %d players; a table needs at least 2", i+1, k)
		}
		l.off = append(l.off, l.slots)
		l.slots += k
	}
	if l.slots > l.n {
		return nil, fieldErr("table sizes", "%d seats need %d players, only %d given", l.slots, l.slots, l.n)
	}
	switch p.Game {
	case "", movement.Bridge, movement.Preferans:
	default:
		return nil, fieldErr("game", "%q is not bridge or preferans", p.Game)
	}
	if p.BoardsPerSet < 0 {
		return nil, fieldErr("boards per set", "%d is negative", p.BoardsPerSet)
	}
	l.line = make([]int, l.n)
	if p.Lines {
		k := l.sizes[0]
		for i, s := range l.sizes {
			if s != k {
				return nil, fieldErr("table sizes", "with lines every table needs the same size; table %d has %d, table 1 has %d", i+1, s, k)
			}
		}
		if k > 16 {
			return nil, fieldErr("table sizes", "with lines a table has at most 16 seats, not %d", k)
		}
		if l.n < k*len(l.sizes) {
			return nil, fieldErr("players", "with lines of %d seats, %d tables need %d players, only %d given", k, len(l.sizes), k*len(l.sizes), l.n)
		}
		l.lines, l.longest = k, (l.n+k-1)/k
		for ln := range k {
			l.lineStart = append(l.lineStart, ln*(l.n/k)+min(ln, l.n%k))
		}
		l.lineStart = append(l.lineStart, l.n)
		for ln := range k {
			for x := l.lineStart[ln]; x < l.lineStart[ln+1]; x++ {
				l.line[x] = ln
			}
		}
	}
	l.rest = make([][]int, l.rounds)
	l.seated = make([][]int, l.rounds)
	for r := range l.rounds {
		resting := make([]bool, l.n)
		if l.lines > 0 {
			for ln := range l.lines {
				first, size := l.lineStart[ln], l.lineLen(ln)
				z := size - len(l.sizes)
				for j := range z {
					i := ((size-z*(r+1)+j)%size + size) % size
					resting[first+i] = true
				}
			}
		} else {
			z := l.n - l.slots
			for j := range z {
				resting[((l.n-z*(r+1)+j)%l.n+l.n)%l.n] = true
			}
		}
		for x := range l.n {
			if resting[x] {
				l.rest[r] = append(l.rest[r], x)
			} else {
				l.seated[r] = append(l.seated[r], x)
			}
		}
	}
	played := make([]int, l.n)
	for r := range l.rounds {
		for _, x := range l.seated[r] {
			played[x]++
		}
	}
	if least := slices.Min(played); least == 0 {
		return nil, fieldErr("rounds", "too few rounds (%d) for %d players resting in turn: somebody would never play", l.rounds, l.n-l.slots)
	}
	if p.Sets {
		l.sets = len(l.sizes)
		if most := slices.Max(played); most > l.sets {
			return nil, fieldErr("rounds", "with one set per table there are %d sets, but a player would play %d rounds and so repeat a set", l.sets, most)
		}
	}
	return l, nil
}

// game returns the game the movement is for.
func (l *layout) game() movement.Game {
	if l.p.Game != "" {
		return l.p.Game
	}
	if l.lines > 0 || l.maxSize() == 3 {
		return movement.Preferans
	}
	return movement.Bridge
}

// minSize and maxSize return the smallest and largest table.
func (l *layout) minSize() int { return slices.Min(l.sizes) }
func (l *layout) maxSize() int { return slices.Max(l.sizes) }

// uniform reports whether every table has the same size and nobody rests.
func (l *layout) full() bool { return l.slots == l.n && l.minSize() == l.maxSize() }
