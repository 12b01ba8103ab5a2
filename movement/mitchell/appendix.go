package mitchell

import (
	"fmt"

	"github.com/movegen/movegen/movement"
)

// The appendix Mitchell plays more tables than rounds with one set of
// boards: a core Mitchell of N tables and N sets, and appendix tables set
// beside some of its tables, each sharing the boards of the table it
// stands by. Sources:
//
//   - EBU Pairs Scorer movement manual (PSMoveManual, [M13d] "Appendix
//     Mitchell Movement"): for a large number of tables and 26 boards, a
//     core circuit of 13 tables; additional tables turn part of the circuit
//     into a "dual carriageway"; 13 NS pairs and 13 EW pairs circulate in
//     opposite directions, keeping to their own side on the dual section,
//     the other pairs stationary along it; the boards are shared across the
//     two carriageways.
//   - Ian McKinnon, Movements (bridgecentral.com, "Appendix Mitchell", the
//     Beynon appendix Mitchell): the base Mitchell has a prime number of
//     tables N (5, 7, 11, 13, 17, 19); one to N appendix tables are added,
//     appendix table N+i beside table i; each appended table and its
//     appendix table hold one stationary pair, NS at the base table and EW
//     at the appendix table; the boards move down one table within the
//     base and never move to an appendix table; one line moves up one
//     table a round and the other two tables.
//
// movegen's move, from those facts: the boards move down one table a round
// round the core (table N+i plays the set of table i); the moving NS pairs
// move up one place a round round the core and the moving EW pairs down
// two, the two lines in opposite directions as the EBU's manual says. At a
// place with an appendix table the moving NS pair plays at the appendix
// table against its stationary EW pair and the moving EW pair plays at the
// core table against its stationary NS pair. Because the lines and the
// boards move 1, −2 and −1 places a round, every two of them meet at most
// once in N rounds when N shares no factor with 2 or 3 (every prime from 5
// on; 25 too), so nobody meets anybody twice and every pair plays every set
// once. Pairs are numbered by their table in round 1: NS i and EW i start
// at table i. TestAppendixEBU13 and TestAppendixMcKinnon check the
// published facts; TestAppendixRange proves every base from 5 to 49.

// MinAppendixBase is the smallest core of an appendix Mitchell: 5 tables.
const MinAppendixBase = 5

// EBUAppendixBase is the EBU movement manual's core: 13 tables, 26 boards.
const EBUAppendixBase = 13

// AppendixOptions describe an appendix Mitchell: Base rounds of Base sets
// at Tables tables.
type AppendixOptions struct {
	// Tables is T: Base+1 to 2×Base (one appendix table to one beside every
	// core table).
	Tables int
	// Base is N, the core Mitchell's tables, sets and rounds: at least
	// MinAppendixBase, odd and not a multiple of 3 (5, 7, 11, 13, 17, 19,
	// 23, 25, …). 0 means DefaultAppendixBase(Tables).
	Base int
	// BoardsPerRound is the boards in each set; 0 means
	// DefaultBoardsPerRound for Base rounds with shared sets (2 for 13).
	BoardsPerRound int
	// Pairs is 2T (0 means 2T) or 2T−1: the stationary EW pair of the
	// last appendix table missing (a half table), so the moving NS pair
	// arriving there sits out that round, each in turn, and that table's
	// set is not shared.
	Pairs int
	// Winners is 1 or 2 (0 means 2). One winner arrow-switches whole
	// rounds, chosen as for a Mitchell (every choice of whole rounds up to
	// ExhaustiveRounds) unless ArrowSwitch names them.
	Winners int
	// ArrowSwitch lists the rounds to arrow-switch for one winner.
	ArrowSwitch []int
}

// AppendixBaseOK reports whether an appendix Mitchell can have a core of n
// tables: n at least MinAppendixBase and prime to 6.
func AppendixBaseOK(n int) bool {
	return n >= MinAppendixBase && n%2 != 0 && n%3 != 0
}

// DefaultAppendixBase returns the core for T tables: the EBU's 13 from 14
// to 26 tables, else the largest good core below T that leaves no more
// appendix tables than core tables; 0 if there is none.
func DefaultAppendixBase(tables int) int {
	if tables > EBUAppendixBase && tables <= 2*EBUAppendixBase {
		return EBUAppendixBase
	}
	for n := tables - 1; n >= MinAppendixBase; n-- {
		if AppendixBaseOK(n) && tables <= 2*n {
			return n
		}
	}
	return 0
}

// Check returns nil when o describes an appendix Mitchell GenerateAppendix
// can build, else an *OptionError naming the field.
func (o AppendixOptions) Check() error {
	T := o.Tables
	if T < MinAppendixBase+1 || T > MaxTables {
		return optionErr("Tables", "an appendix Mitchell wants %d to %d tables (a core Mitchell of at least %d tables and appendix tables beside it)", MinAppendixBase+1, MaxTables, MinAppendixBase)
	}
	n := o.Base
	if n == 0 {
		n = DefaultAppendixBase(T)
	}
	if !AppendixBaseOK(n) {
		return optionErr("Base", "the core of an appendix Mitchell is an odd number of tables, at least %d and not a multiple of 3 (5, 7, 11, 13, 17, 19, 23, 25, …), not %d", MinAppendixBase, n)
	}
	if T <= n || T > 2*n {
		return optionErr("Base", "a core of %d tables takes %d to %d tables (one appendix table to one beside every core table), not %d", n, n+1, 2*n, T)
	}
	if o.Pairs != 0 && o.Pairs != 2*T && o.Pairs != 2*T-1 {
		return optionErr("Pairs", "an appendix Mitchell at %d tables seats %d pairs, or %d with the EW seat of table %d empty", T, 2*T, 2*T-1, T)
	}
	if o.BoardsPerRound < 0 || o.BoardsPerRound > movement.MaxBoardsPerSet {
		return optionErr("BoardsPerRound", "want 1 to %d", movement.MaxBoardsPerSet)
	}
	if o.BoardsPerRound == 1 {
		return optionErr("BoardsPerRound", "each appendix table shares the set of its core table, and one board cannot be at two tables at once; want at least 2")
	}
	if o.Winners < 0 || o.Winners > 2 {
		return optionErr("Winners", "want 1 or 2")
	}
	return checkSwitches(o.Winners, o.ArrowSwitch, n)
}

// normalized fills in the defaults of checked options.
func (o AppendixOptions) normalized() AppendixOptions {
	if o.Base == 0 {
		o.Base = DefaultAppendixBase(o.Tables)
	}
	if o.Pairs == 0 {
		o.Pairs = 2 * o.Tables
	}
	if o.Winners == 0 {
		o.Winners = 2
		if len(o.ArrowSwitch) > 0 {
			o.Winners = 1
		}
	}
	if o.BoardsPerRound == 0 {
		o.BoardsPerRound = DefaultBoardsPerRound(o.Base, true)
	}
	return o
}

// mod1 returns x reduced to 1..n.
func mod1(x, n int) int { return ((x-1)%n+n)%n + 1 }

// appendixLayout computes the appendix Mitchell for normalized options:
// rounds[r][t]. Contestants 1..T are NS 1..T, T+1..2T are EW 1..T.
func appendixLayout(o AppendixOptions) [][]table {
	T, N := o.Tables, o.Base
	k := T - N // places 1..k have an appendix table
	var rounds [][]table
	for r := 1; r <= N; r++ {
		row := make([]table, T)
		for p := 1; p <= N; p++ {
			set := mod1(p+r-1, N)         // boards move down one place a round
			nsStart := mod1(p-(r-1), N)   // the moving NS pair here started at place nsStart
			ewStart := mod1(p+2*(r-1), N) // the moving EW pair here started at place ewStart
			ns := nsStart                 // its number: its round-1 table
			if nsStart <= k {
				ns = N + nsStart // it started at the appendix table
			}
			ew := T + ewStart
			if p > k {
				row[p-1] = table{set: set, ns: ns, ew: ew}
				continue
			}
			still := T + N + p // the stationary EW pair N+p
			if still > o.Pairs {
				still = 0 // the missing pair of a half table
			}
			row[p-1] = table{set: set, ns: p, ew: ew} // the stationary NS pair p
			row[N+p-1] = table{set: set, ns: ns, ew: still}
		}
		rounds = append(rounds, row)
	}
	return rounds
}

// GenerateAppendix builds the appendix Mitchell described by o and
// validates it.
func GenerateAppendix(o AppendixOptions) (*movement.Movement, error) {
	if err := o.Check(); err != nil {
		return nil, err
	}
	o = o.normalized()
	T, N := o.Tables, o.Base
	rounds := appendixLayout(o)
	s := newScorer(rounds, o.Pairs)
	if o.Winners == 1 {
		list := o.ArrowSwitch
		if len(list) == 0 {
			list = chooseSwitches(rounds, o.Pairs).Rounds
		}
		for _, r := range list {
			s.flipRound(r - 1)
		}
	}
	name := fmt.Sprintf("Appendix Mitchell, %d tables, %d-table core", T, N)
	if o.Pairs == 2*T-1 {
		name += ", EW pair missing"
	}
	if o.Winners == 1 {
		name += ", one winner"
	}
	m := newPairs(name, T, N, N, o.BoardsPerRound, o.Pairs)
	for i := 1; i <= T; i++ {
		m.Labels[i] = fmt.Sprintf("%d NS", i)
		if T+i <= o.Pairs {
			m.Labels[T+i] = fmt.Sprintf("%d EW", i)
		}
	}
	appendPlays(m, rounds, s.sw)
	return finish(m)
}

// AppendixStationary returns the stationary pairs of the appendix Mitchell
// o describes: NS 1..k at core tables 1..k and EW N+1..N+k at appendix
// tables N+1..N+k, k = Tables−Base.
func AppendixStationary(o AppendixOptions) (ns, ew []int) {
	o = o.normalized()
	for p := 1; p <= o.Tables-o.Base; p++ {
		ns = append(ns, p)
		ew = append(ew, o.Base+p)
	}
	return ns, ew
}

// appendixNotes explains an appendix Mitchell in words.
func appendixNotes(o AppendixOptions, m *movement.Movement) []movement.Text {
	n := o.normalized()
	T, N := n.Tables, n.Base
	k := T - N
	lines := []movement.Text{
		say("Appendix Mitchell: a %d-table core Mitchell with %d appendix tables; appendix table %d stands beside table 1 and shares its set, and so on to table %d beside table %d.", N, k, N+1, T, k),
		say("The %d sets move down one table a round round tables %d to 1 and never leave the core; an appendix table plays the set of the table it stands beside.", N, N),
		say("The NS pairs at tables 1 to %d and the EW pairs at tables %d to %d stay; the other NS pairs move up one table a round round the core and the other EW pairs down two, playing at the appendix table or the core table where the core is doubled (NS at the appendix, EW at the core table).", k, N+1, T),
	}
	if n.Pairs == 2*T-1 {
		lines = append(lines,
			say("The EW seat of table %d is empty: the moving NS pair arriving there sits out that round, each in turn, and table %d shares with nobody.", T, T),
			say("Every pair plays every set at most once and nobody meets anybody twice; the stationary pairs meet every moving pair of the other line."))
	} else {
		lines = append(lines, say("Every pair plays every set once, nobody sits out and nobody meets anybody twice; the stationary pairs meet every moving pair of the other line."))
	}
	if n.Winners == 1 {
		lines = append(lines, wholeRoundsNote(n.ArrowSwitch, func() SwitchChoice { return chooseSwitches(appendixLayout(n), n.Pairs) }, m))
	}
	raised := o.BoardsPerRound == 0 && m.BoardsPerSet > DefaultBoardsPerRound(m.Rounds, false)
	return append(lines, movement.BoardsNote(m, o.BoardsPerRound == 0, raised))
}
