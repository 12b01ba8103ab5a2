package mitchell

import (
	"fmt"
	"slices"
	"strconv"

	"github.com/movegen/movegen/movement"
)

// MaxSections is the most sections GenerateSections splits a field into.
const MaxSections = 26

// SectionOptions describe a pairs field played as several Mitchell
// sections side by side.
type SectionOptions struct {
	// Pairs is the whole field.
	Pairs int
	// Sections is how many sections, 2..MaxSections.
	Sections int
	// Rounds is how many rounds every section plays; 0 means all the
	// rounds of SectionRounds.
	Rounds int
	// BoardsPerRound is the boards in each set; 0 means the default for
	// the rounds played (see DefaultBoardsPerRound).
	BoardsPerRound int
	// Winners is 1 or 2 (0 means 2), in every section.
	Winners int
	// ShareBoards has every section play the same boards: set k of one
	// section is a copy of set k of every other, so fewer different boards
	// are in play and pairs of different sections are compared on them.
	ShareBoards bool
}

// SectionTables returns the tables of each section for pairs pairs in n
// sections: the ⌈pairs/2⌉ tables split as evenly as they go, the larger
// sections first (30 pairs in 2: 8 and 7). Every table is full but, with
// an odd field, the last table of the last section.
func SectionTables(pairs, n int) []int {
	T := (pairs + 1) / 2
	out := make([]int, n)
	for i := range out {
		out[i] = T / n
		if i < T%n {
			out[i]++
		}
	}
	return out
}

// SectionRounds returns the rounds every section plays when the sections
// have tables tables each, and the even-table method of each: all play as
// many rounds as the smallest section's complete Mitchell; a section one
// table larger with an even count skips, so it plays that many too.
func SectionRounds(tables []int) (int, []EvenMethod) {
	small := slices.Min(tables)
	rounds := small // odd: T rounds; even with the relay: T rounds
	evens := make([]EvenMethod, len(tables))
	for i, t := range tables {
		switch {
		case t%2 == 1:
		case t == small:
			evens[i] = Relay
		default:
			evens[i] = Skip // t−1 = small rounds when t = small+1
		}
	}
	return rounds, evens
}

// CheckSections returns nil when o describes a field GenerateSections can
// build, else an *OptionError naming the field.
func (o SectionOptions) CheckSections() error {
	if o.Sections < 2 || o.Sections > MaxSections {
		return optionErr("Sections", "want 2 to %d", MaxSections)
	}
	// Every section has MinTables to MaxTables tables, and the whole
	// field at most movement.MaxTables.
	most := min(2*MaxTables*o.Sections, 2*movement.MaxTables)
	if least := 2 * MinTables * o.Sections; o.Pairs < least-1 || o.Pairs > most {
		return optionErr("Pairs", "want %d to %d in %d sections (at least %d tables a section, at most %d tables in all)", least-1, most, o.Sections, MinTables, movement.MaxTables)
	}
	if o.Winners < 0 || o.Winners > 2 {
		return optionErr("Winners", "want 1 or 2")
	}
	if o.BoardsPerRound < 0 || o.BoardsPerRound > movement.MaxBoardsPerSet {
		return optionErr("BoardsPerRound", "want 1 to %d", movement.MaxBoardsPerSet)
	}
	return nil
}

// GenerateSections builds a field of o.Pairs pairs as o.Sections Mitchell
// sections of nearly equal size (SectionTables) that seat everyone: every
// table is full but, with an odd field, one. The sections are named A, B, …
// (movement.Section); tables are numbered within their section ("A3") and
// pairs section by section, labelled with their section ("A1 NS", "B2 EW").
// Without ShareBoards each section has its own sets; with it, every section
// plays the same sets in the same rounds (each section its own copy), so
// the boards in play are those of the largest section.
func GenerateSections(o SectionOptions) (*movement.Movement, error) {
	if err := o.CheckSections(); err != nil {
		return nil, err
	}
	tables := SectionTables(o.Pairs, o.Sections)
	rounds, evens := SectionRounds(tables)
	if o.Rounds > rounds || o.Rounds < 0 {
		return nil, optionErr("Rounds", "want 1 to %d in sections of %s tables", rounds, tablesText(tables))
	}
	if o.Rounds > 0 {
		rounds = o.Rounds
	}
	relay := slices.Contains(evens, Relay)
	b := o.BoardsPerRound
	if b == 0 {
		b = DefaultBoardsPerRound(rounds, relay)
	}
	if b == 1 && relay {
		return nil, optionErr("BoardsPerRound", "a section of %d tables shares a set between two tables (a relay); want at least 2", slices.Min(tables))
	}
	parts := make([]*movement.Movement, len(tables))
	left := o.Pairs
	for i, t := range tables {
		pairs := min(2*t, left)
		left -= pairs
		part, err := Generate(Options{Tables: t, Pairs: pairs, Rounds: rounds, BoardsPerRound: b, Even: evens[i], Winners: o.Winners})
		if err != nil {
			return nil, fmt.Errorf("section %s: %w", movement.SectionLetter(i), err)
		}
		parts[i] = part
	}
	m, err := movement.Join(parts, movement.JoinOptions{Sections: true, ShareSets: o.ShareBoards, LabelPrefix: movement.SectionLetter})
	if err != nil {
		return nil, movement.Internalf("mitchell: %d sections: %v", o.Sections, err)
	}
	m.Name = fmt.Sprintf("Mitchell, %d sections of %s tables", o.Sections, tablesText(tables))
	m.Family = movement.Mitchell
	if o.ShareBoards {
		m.Name += ", shared boards"
	}
	if o.Winners == 1 {
		m.Name += ", one winner"
	}
	if errs := movement.Validate(m).Errors(); len(errs) > 0 {
		return nil, movement.Internalf("mitchell: %d sections: the movement is invalid: %v", o.Sections, errs[0])
	}
	return m, nil
}

// tablesText says the section sizes: "8" or "7-8".
func tablesText(tables []int) string {
	lo, hi := slices.Min(tables), slices.Max(tables)
	if lo == hi {
		return strconv.Itoa(lo)
	}
	return fmt.Sprintf("%d-%d", lo, hi)
}
