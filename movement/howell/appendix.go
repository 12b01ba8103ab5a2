package howell

import (
	"fmt"
	"slices"

	"github.com/movegen/movegen/movement"
)

// The appendix Howell (Options.Appendix) follows Ian McKinnon's
// "Appendix tables" (bridgecentral.com/MvtHTML/appendixtables.htm): a
// table of a complete Howell at which no pair is stationary (the
// appendage table) gets a second table beside it (the appendix table) and
// the two share that table's boards every round. The pair that would sit
// EW at the appendage table plays EW at the appendix table instead,
// keeping its number and direction; the two vacant seats take two new
// pairs, numbered one and two above the Howell's highest, who stay put all
// session (EW at the appendage table, NS at the appendix table). The
// moving pairs who would have met at the appendage table do not meet, so
// it is no longer a complete Howell; every pair still plays every round's
// boards. McKinnon names 4½, 5½ and 6½ tables as its use ("Small
// movements and half tables"); which pair is missing at a half table he
// does not say: movegen leaves out the NS pair of the appendix table (the
// highest number), so whoever arrives EW at the appendage table sits out.

// appendixBase returns the even pair count of the complete Howell an
// appendix Howell of pairs pairs is built on.
func appendixBase(pairs int) int { return pairs + pairs%2 - 2 }

// checkAppendix checks the options of an appendix Howell.
func (o Options) checkAppendix() error {
	if o.Barometer || o.Interwoven {
		return &movement.OptionError{Generator: "howell", Field: "Appendix",
			Text: movement.Say("an appendix table goes on a plain Howell, not a barometer or an interwoven Howell")}
	}
	q := appendixBase(o.Pairs)
	if q < MinPairs || q > MaxPairs {
		return &movement.OptionError{Generator: "howell", Field: "Pairs", Unsupported: true,
			Text: movement.Say("an appendix Howell wants %d to %d pairs", MinPairs+1, MaxPairs+2)}
	}
	if full := CompleteRounds(q); o.Rounds < 0 || o.Rounds > full {
		return &movement.OptionError{Generator: "howell", Field: "Rounds",
			Text: movement.Say("want 1 to %d for %d pairs", full, o.Pairs)}
	}
	if o.BoardsPerRound < 0 || o.BoardsPerRound > movement.MaxBoardsPerSet {
		return &movement.OptionError{Generator: "howell", Field: "BoardsPerRound",
			Text: movement.Say("want 1 to %d", movement.MaxBoardsPerSet)}
	}
	if o.BoardsPerRound == 1 {
		return &movement.OptionError{Generator: "howell", Field: "BoardsPerRound",
			Text: movement.Say("the appendix table shares its neighbour's set every round, and one board cannot be at two tables at once; want at least 2")}
	}
	return nil
}

// appendageTable returns the 0-based table of sc that takes the appendix:
// the highest-numbered table at which no pair sits in every round.
func appendageTable(sc *schedule) int {
	for t := len(sc.rounds[0]) - 1; t >= 0; t-- {
		stationary := false
		for _, p := range []int{sc.rounds[0][t].ns, sc.rounds[0][t].ew} {
			all := true
			for _, r := range sc.rounds {
				if r[t].ns != p && r[t].ew != p {
					all = false
					break
				}
			}
			stationary = stationary || all
		}
		if !stationary {
			return t
		}
	}
	return -1
}

// generateAppendix builds the appendix Howell for opts (Check passed).
func generateAppendix(opts Options) (*movement.Movement, error) {
	P, q := opts.Pairs, appendixBase(opts.Pairs)
	sc, err := complete(q)
	if err != nil {
		return nil, err
	}
	a := appendageTable(sc)
	if a < 0 {
		return nil, movement.Internalf("howell: %d pairs: every table has a stationary pair", q)
	}
	full := len(sc.rounds)
	R, B := opts.roundsAndBoards(full)
	chosen := chooseRounds(sc, 0, R)
	s1, s2 := q+1, q+2
	if P%2 == 1 {
		s2 = 0
	}
	T := len(sc.rounds[0]) + 1
	m := &movement.Movement{
		Name:         fmt.Sprintf("Appendix Howell, %d pairs", P),
		Family:       movement.Howell,
		Kind:         movement.Pairs,
		Game:         movement.Bridge,
		Seats:        slices.Clone(movement.PairSeats()),
		Contestants:  P,
		Tables:       T,
		Rounds:       R,
		Sets:         sc.sets,
		BoardsPerSet: B,
	}
	if R < full {
		m.Name += fmt.Sprintf(", %d of %d rounds", R, full)
	}
	for i, r := range chosen {
		for t, tb := range sc.rounds[r] {
			ew := tb.ew
			if t == a {
				ew = s1
			}
			m.Play = append(m.Play, movement.Play{Round: i + 1, Table: t + 1, Set: tb.set, Seats: []int{tb.ns, ew}})
		}
		tb := sc.rounds[r][a]
		m.Play = append(m.Play, movement.Play{Round: i + 1, Table: T, Set: tb.set, Seats: []int{s2, tb.ew}})
	}
	if errs := movement.Validate(m).Errors(); len(errs) > 0 {
		return nil, movement.Internalf("howell: appendix, %d pairs, %d rounds: the movement is invalid: %v", P, R, errs[0])
	}
	return m, nil
}

// AppendageTable returns the table (numbered from 1) that the appendix
// Howell for pairs pairs shares its boards with; the appendix table is
// the last one. It returns 0 when pairs is out of range.
func AppendageTable(pairs int) int {
	q := appendixBase(pairs)
	if q < MinPairs || q > MaxPairs {
		return 0
	}
	sc, err := complete(q)
	if err != nil {
		return 0
	}
	return appendageTable(sc) + 1
}

// appendixNotes explains an appendix Howell.
func appendixNotes(o Options, m *movement.Movement) []movement.Text {
	q := appendixBase(o.Pairs)
	a := AppendageTable(o.Pairs)
	lines := []movement.Text{
		say("Appendix Howell: the Howell for %d pairs with table %d added beside table %d; the two share table %d's boards every round.", q, m.Tables, a, a),
		say("Pair %d stays EW at table %d and pair %d stays NS at table %d for the whole session; the pair who would sit EW at table %d plays at table %d instead.", q+1, a, q+2, m.Tables, a, m.Tables),
		say("The two moving pairs who would have met at table %d do not meet, so not every two pairs meet (McKinnon, Appendix tables).", a),
	}
	if m.Rounds < CompleteRounds(q) {
		lines = append(lines, say("Short appendix Howell: %d of the complete %d rounds.", m.Rounds, CompleteRounds(q)))
	}
	if o.Pairs%2 == 1 {
		lines = append(lines, say("Odd number of pairs: pair %d's seat at table %d is empty; whoever arrives there sits out.", q+2, m.Tables))
	}
	return append(lines, movement.BoardsNote(m, o.BoardsPerRound == 0, false))
}
