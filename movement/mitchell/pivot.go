package mitchell

import (
	"fmt"
	"strconv"

	"github.com/movegen/movegen/movement"
)

// The pivot Mitchell plays R½ tables (2R+1 pairs) in R rounds with R sets
// and no shared boards. Sources: bridge-results.de, "Paarturnier
// Movements in Merlin" (Movements/merlin-mitchell.html), on the
// Merlin scorer's Mitchell types: "Das Pivot Mitchell ist ein Mitchell
// mit zusätzlichen halben Tisch, T = R + ½. Der letzte Tisch ist der
// Pivot-Tisch, O/W vom letzten Tisch hat eine Aussetzrunde und wechselt
// dann an N/S am letzten Tisch, bevor es zu 1O/W wechselt. Das Movement
// kommt ohne Boardaustausch aus" (a Mitchell with an extra half table;
// the last table is the pivot table; the EW pair of the last table sits
// out a round, then plays NS at the last table before going to EW 1; no
// boards are shared), and the same site's "Paarturnier – 1 Durchgang"
// (Movements/1dg_01.html): for T = R + ½ with R odd, "im Pivot Mitchell
// werden das letzte N/S-Paar und das Paar am halben Tisch zum Laufpaar"
// (the last NS pair and the pair of the half table become moving pairs).
// Magic Contest lists a Pivot Mitchell and its curtailed form among its
// movements (magicscoring.com, movements/jannersten, and version 4.14.2's
// "26 / 13 / 2 … Curtailed Pivot Mitchell"); its help page was not among
// the stored pages, so its text is not reproduced here.
//
// So for R odd: NS pairs 1..R−1 stay; the R EW pairs, NS pair R and the
// half-table pair (R+2 moving pairs) go round a cycle of R+2 places: EW
// at tables 1..R, a sit-out, NS at table R, then EW at table 1 again. The
// R sets move down one table a round as in a Mitchell, one on each table.
// A moving pair's set goes up two places a round at the EW seats and from
// EW R over the sit-out to NS R, so with R odd it never plays a set twice;
// it is at each place at most once in R rounds, so it meets no pair
// twice; every round one pair sits out. The moving pairs play both
// directions, so it is a one-winner movement: whole rounds arrow-switched
// at every table but the pivot table, chosen over every choice as for a
// Mitchell unless ArrowSwitch names them. Fewer rounds (Rounds) curtail
// it, as Magic's curtailed form does.

// MinPivotTables is the smallest pivot Mitchell: 3½ tables.
const MinPivotTables = 3

// PivotOptions describe a pivot Mitchell.
type PivotOptions struct {
	// Tables is R, the full tables (the half table is the sit-out): odd,
	// MinPivotTables..MaxTables; 2R+1 pairs play.
	Tables int
	// Rounds is the rounds to play, 2..R; 0 means R.
	Rounds int
	// BoardsPerRound is the boards in each set; 0 means
	// DefaultBoardsPerRound for the rounds.
	BoardsPerRound int
	// ArrowSwitch names the rounds arrow-switched at every table but the
	// pivot; nil means the best choice (Choose's measure).
	ArrowSwitch []int
}

// Check returns nil when o describes a pivot Mitchell GeneratePivot can
// build, else an *OptionError naming the field.
func (o PivotOptions) Check() error {
	R := o.Tables
	if R < MinPivotTables || R > MaxTables || R%2 == 0 {
		return optionErr("Tables", "a pivot Mitchell wants an odd number of full tables from %d to %d (and a half table: 2×tables+1 pairs)", MinPivotTables, MaxTables-1)
	}
	if o.Rounds != 0 && (o.Rounds < 2 || o.Rounds > R) {
		return optionErr("Rounds", "want 2 to %d", R)
	}
	if o.BoardsPerRound < 0 || o.BoardsPerRound > movement.MaxBoardsPerSet {
		return optionErr("BoardsPerRound", "want 1 to %d", movement.MaxBoardsPerSet)
	}
	return checkSwitches(1, o.ArrowSwitch, o.rounds())
}

// rounds returns the rounds played.
func (o PivotOptions) rounds() int {
	if o.Rounds == 0 {
		return o.Tables
	}
	return o.Rounds
}

// normalized fills in the defaults of checked options.
func (o PivotOptions) normalized() PivotOptions {
	o.Rounds = o.rounds()
	if o.BoardsPerRound == 0 {
		o.BoardsPerRound = DefaultBoardsPerRound(o.Rounds, false)
	}
	return o
}

// pivotLayout computes the plain pivot Mitchell (no switches). Contestant
// t ≤ R starts NS at table t, R+t EW at table t, 2R+1 is the half-table
// pair, sitting out in round 1.
func pivotLayout(o PivotOptions) (rounds [][]table, contestants int) {
	R := o.Tables
	L := R + 2
	start := make([]int, L) // the pair at each place in round 1
	for q := range R {
		start[q] = R + q + 1 // EW at table q+1
	}
	start[R] = 2*R + 1 // the sit-out
	start[R+1] = R     // NS at table R
	for r := range o.rounds() {
		row := make([]table, R)
		for t := range R {
			row[t] = table{set: (t+r)%R + 1, ns: t + 1}
		}
		for q, c := range start {
			switch p := (q + r) % L; {
			case p < R:
				row[p].ew = c
			case p == R+1:
				row[R-1].ns = c
			}
		}
		rounds = append(rounds, row)
	}
	return rounds, 2*R + 1
}

// pivotFixed marks the pivot table, never arrow-switched.
func pivotFixed(R int) []bool {
	f := make([]bool, R)
	f[R-1] = true
	return f
}

// GeneratePivot builds the pivot Mitchell described by o and validates
// it.
func GeneratePivot(o PivotOptions) (*movement.Movement, error) {
	if err := o.Check(); err != nil {
		return nil, err
	}
	o = o.normalized()
	R := o.Tables
	rounds, C := pivotLayout(o)
	s := newScorer(rounds, C)
	s.fixed = pivotFixed(R)
	list := o.ArrowSwitch
	if len(list) == 0 {
		list = chooseSwitchesExcept(rounds, C, s.fixed).Rounds
	}
	for _, r := range list {
		s.flipRound(r - 1)
	}
	name := fmt.Sprintf("Pivot Mitchell, %d½ tables, one winner", R)
	if o.Rounds < R {
		name = fmt.Sprintf("Pivot Mitchell, %d½ tables, one winner, %d of %d rounds", R, o.Rounds, R)
	}
	m := newPairs(name, R, o.Rounds, R, o.BoardsPerRound, C)
	// The moving pairs play both lines, so no label names a line.
	for c := 1; c <= C; c++ {
		m.Labels[c] = strconv.Itoa(c)
	}
	appendPlays(m, rounds, s.sw)
	return finish(m)
}

// pivotNotes explains a pivot Mitchell in words.
func pivotNotes(o PivotOptions, m *movement.Movement) []movement.Text {
	n := o.normalized()
	R := n.Tables
	lines := []movement.Text{
		say("Pivot Mitchell: %d½ tables, %d pairs; NS pairs 1–%d stay; the moving pairs move up one table a round as EW, and after EW at table %d (the pivot table) they sit out a round, then play NS at table %d, before going on as EW at table 1.", R, 2*R+1, R-1, R, R),
		say("The %d sets move down one table a round, one on each table, as in a Mitchell; no table shares a set.", R),
		say("Every round one pair sits out; nobody plays a set twice and nobody meets anybody twice, in %d rounds.", m.Rounds),
	}
	sw := SwitchedRounds(m)
	bi := movement.Analyze(m).Summary.BalanceIndex
	how := say("as given")
	if len(n.ArrowSwitch) == 0 {
		rounds, C := pivotLayout(n)
		c := chooseSwitchesExcept(rounds, C, pivotFixed(R))
		how = say("the best of all %d choices of whole rounds", c.Tried)
		if !c.Exhaustive {
			how = say("found by a local search of %d choices, not proved best", c.Tried)
		}
	}
	if len(sw) == 1 {
		lines = append(lines, say("One winner: round %s arrow-switched at every table but table %d (%s; balance index %.2f).", movement.JoinInts(sw, ", "), R, how, bi))
	} else {
		lines = append(lines, say("One winner: rounds %s arrow-switched at every table but table %d (%s; balance index %.2f).", movement.JoinInts(sw, ", "), R, how, bi))
	}
	return append(lines, movement.BoardsNote(m, o.BoardsPerRound == 0, false))
}
