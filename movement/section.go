package movement

import (
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"
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

// sectionLetters are the letters sections are named by, in order: no
// letter that reads as a seat in English or Russian (N E S W; С В Ю З and
// their Latin look-alikes B and C), as a digit (B 8, G 6, I and L 1, O and
// Q 0, S 5, Z 2) or as the rest mark P.
const sectionLetters = "ADFHKMRTUVXY"

// SectionLetter returns the name of the i-th section (0-based): A, D, F,
// H, K, M, R, T, U, V, X, Y, then the same letters doubled (AA, DD, …)
// and so on. No name reads as a seat letter in either language or as a
// digit, so "D3 EW" never reads as table 83 or a seat.
func SectionLetter(i int) string {
	if i < 0 {
		i = 0
	}
	n := len(sectionLetters)
	return strings.Repeat(string(sectionLetters[i%n]), i/n+1)
}

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

// SectionReport is the fairness of one section of a movement played on its
// own: Analyze of the section's plays alone.
type SectionReport struct {
	Name string
	// Tables is the section's table count; Contestants are the contestant
	// numbers seated in it, ascending.
	Tables      int
	Contestants []int
	Verdict     Verdict
	// BalanceIndex is the section's balance index within itself.
	BalanceIndex float64
	// Shared lists the contestants seated in this section who also play
	// in another section, ascending, and Also names those other sections
	// in table order. When Shared is not empty the section is not a field
	// by itself: BalanceIndex compares those contestants only on the
	// boards they play here (the 9-table interwoven Howell's section A,
	// whose first table hosts each EW pair once, gives 0), so a report
	// leaves it out and says why.
	Shared []int
	Also   []string
}

// SectionMovement returns section i (0-based) of m as a movement of its
// own: its tables numbered from 1, its contestants and sets numbered from 1
// in order of their numbers in m, and the map from its contestant numbers
// to m's. It returns nil when m has no section i.
func (m *Movement) SectionMovement(i int) (*Movement, []int) {
	if i < 0 || i >= len(m.Sections) {
		return nil, nil
	}
	first := 0
	for _, s := range m.Sections[:i] {
		first += s.Tables
	}
	sec := m.Sections[i]
	var plays []Play
	cs, sets := map[int]bool{}, map[int]bool{}
	for _, p := range m.Play {
		if p.Table > first && p.Table <= first+sec.Tables {
			plays = append(plays, p)
			sets[p.Set] = true
			for _, c := range p.Seats {
				if c != 0 {
					cs[c] = true
				}
			}
		}
	}
	orig := slices.Sorted(maps.Keys(cs))
	setList := slices.Sorted(maps.Keys(sets))
	cNew := map[int]int{}
	for k, c := range orig {
		cNew[c] = k + 1
	}
	sNew := map[int]int{}
	for k, s := range setList {
		sNew[s] = k + 1
	}
	out := &Movement{
		Name: m.Name + ", " + sec.Name, Family: m.Family, Kind: m.Kind, Game: m.Game,
		Seats: slices.Clone(m.Seats), Contestants: len(orig), Labels: map[int]string{},
		Tables: sec.Tables, Rounds: m.Rounds, Sets: len(setList), BoardsPerSet: m.BoardsPerSet,
	}
	for k, c := range orig {
		out.Labels[k+1] = m.Label(c)
	}
	for _, p := range plays {
		q := p
		q.Table -= first
		q.Set = sNew[p.Set]
		q.Seats = slices.Clone(p.Seats)
		for k, c := range q.Seats {
			if c != 0 {
				q.Seats[k] = cNew[c]
			}
		}
		out.Play = append(out.Play, q)
	}
	out.Sort()
	return out, orig
}

// SectionReports analyses every section of m on its own, in order; nil
// when m has no sections.
func SectionReports(m *Movement) []SectionReport {
	var out []SectionReport
	// in[c] is the set of sections (indices) contestant c plays in.
	in := map[int]map[int]bool{}
	first := 0
	for i, s := range m.Sections {
		for _, p := range m.Play {
			if p.Table <= first || p.Table > first+s.Tables {
				continue
			}
			for _, c := range p.Seats {
				if c == 0 {
					continue
				}
				if in[c] == nil {
					in[c] = map[int]bool{}
				}
				in[c][i] = true
			}
		}
		first += s.Tables
	}
	for i, s := range m.Sections {
		sm, orig := m.SectionMovement(i)
		rep := Analyze(sm)
		sr := SectionReport{Name: s.Name, Tables: s.Tables, Contestants: orig, Verdict: rep.Verdict, BalanceIndex: rep.Summary.BalanceIndex}
		also := map[int]bool{}
		for _, c := range orig {
			shared := false
			for j := range in[c] {
				if j != i {
					also[j], shared = true, true
				}
			}
			if shared {
				sr.Shared = append(sr.Shared, c)
			}
		}
		for j, o := range m.Sections {
			if also[j] {
				sr.Also = append(sr.Also, o.Name)
			}
		}
		out = append(out, sr)
	}
	return out
}

// SectionsAreOneField reports whether m's sections are one field: m has
// sections and some contestant plays in more than one of them, as in a
// web Mitchell (each section a copy of the boards) or a twin Mitchell
// (the EW pairs change sections half way). Such a movement is scored as
// one section of all its tables; sections no contestant leaves are
// fields of their own.
func (m *Movement) SectionsAreOneField() bool {
	if len(m.Sections) == 0 {
		return false
	}
	in := map[int]int{} // contestant -> 1 + the first section it plays in
	for _, p := range m.Play {
		s, _ := m.SectionOf(p.Table)
		for _, c := range p.Seats {
			if c == 0 {
				continue
			}
			switch first := in[c]; {
			case first == 0:
				in[c] = s + 1
			case first != s+1:
				return true
			}
		}
	}
	return false
}

// TablesAcross says where each section of m after the first begins in a
// numbering of the tables 1..Tables across the room, as "D1 → 6, F1 → 9":
// how a file with no sections names them.
func (m *Movement) TablesAcross() string {
	var out []string
	first := 0
	for i, s := range m.Sections {
		if i > 0 {
			out = append(out, fmt.Sprintf("%s → %d", m.TableName(first+1), first+1))
		}
		first += s.Tables
	}
	return strings.Join(out, ", ")
}

// AcrossTheRoom is m as a scorer's file with no sections holds it: when
// m's sections are one field (SectionsAreOneField), a copy of m without
// its sections, the tables numbered 1..Tables across the room (the plays
// are shared with m, not copied); otherwise m itself.
func (m *Movement) AcrossTheRoom() *Movement {
	if !m.SectionsAreOneField() {
		return m
	}
	flat := *m
	flat.Sections = nil
	return &flat
}

// SectionNamesLost is the note a front end prints when it writes m
// across the room to a file with no sections ("section names (the file
// numbers the tables 1 to 15 across the room: D1 → 14, F1 → 15)"), and
// false when m's sections are not one field.
func (m *Movement) SectionNamesLost() (Text, bool) {
	if !m.SectionsAreOneField() {
		return Text{}, false
	}
	return Say("section names (the file numbers the tables 1 to %d across the room: %s)", m.Tables, m.TablesAcross()), true
}
