package movement

import (
	"fmt"
	"strconv"
)

// Section is a group of consecutive tables that plays as one part of the
// room, named by a letter: a large pairs field plays in sections side by
// side. Movement.Sections lists them in table order: the first section
// holds tables 1..Tables of the movement, the next the tables after them,
// and so on; on cards and charts a table is named by its section and its
// number within it ("A3").
type Section struct {
	// Name is the section's letter, such as "A".
	Name string `json:"name"`
	// Tables is how many tables the section has.
	Tables int `json:"tables"`
}

// SectionLetter returns the letter of the i-th section (0-based): A..Z.
func SectionLetter(i int) string { return string(rune('A' + i%26)) }

// SectionOf returns the index (0-based) of the section of table t (1-based)
// and t's number within it; with no sections, 0 and t.
func (m *Movement) SectionOf(t int) (section, local int) {
	first := 0
	for i, s := range m.Sections {
		if t <= first+s.Tables {
			return i, t - first
		}
		first += s.Tables
	}
	return 0, t
}

// TableName is how cards and charts name table t: "A3" in a movement with
// sections, "3" otherwise.
func (m *Movement) TableName(t int) string {
	if len(m.Sections) == 0 {
		return strconv.Itoa(t)
	}
	i, local := m.SectionOf(t)
	return m.Sections[i].Name + strconv.Itoa(local)
}

// SectionName returns the name of the section of table t, or "" with no
// sections.
func (m *Movement) SectionName(t int) string {
	if len(m.Sections) == 0 {
		return ""
	}
	i, _ := m.SectionOf(t)
	return m.Sections[i].Name
}

// CheckSections returns nil when m has no sections or when its sections
// have names, each once, and hold every table exactly once (their tables
// add up to m.Tables); otherwise an error saying what is wrong.
func (m *Movement) CheckSections() error {
	if len(m.Sections) == 0 {
		return nil
	}
	sum := 0
	seen := map[string]bool{}
	for i, s := range m.Sections {
		if s.Name == "" {
			return fmt.Errorf("section %d has no name", i+1)
		}
		if seen[s.Name] {
			return fmt.Errorf("section %s is listed twice", s.Name)
		}
		seen[s.Name] = true
		if s.Tables < 1 {
			return fmt.Errorf("section %s has %d tables, want at least 1", s.Name, s.Tables)
		}
		sum += s.Tables
	}
	if sum != m.Tables {
		return fmt.Errorf("the sections hold %d tables, the movement has %d", sum, m.Tables)
	}
	return nil
}
