package mitchell

import (
	"fmt"
	"slices"

	"github.com/movegen/movegen/movement"
)

// The rover Mitchell (the "replacement Mitchell" of D. A. Sweet, extended
// by Sam Gold in 1961; bridgecentral.com, "Rover Mitchell",
// MvtHTML/rovermitchell.htm) seats an odd pair, or one that arrives late,
// in a full Mitchell: the rover sits out round 1 and from round 2 takes the
// NS seat of a different table each round, moving up two tables a round
// (from table 2); the NS pair it displaces sits out that round and returns
// to its table for the next. With a number of tables prime to 6 the rule
// gives the rover a new set and a new EW opponent every round. For other
// numbers movegen looks for the rover's tables round by round (two tables
// up first), keeping its sets new and its EW opponents new where it can;
// the directors' tables note that at some sizes the rover must meet an EW
// pair twice. The search is bounded, so the repeats it reports are the
// fewest it found, not proved the fewest possible.

// MaxRoverTables is the largest Mitchell GenerateRover seats a rover in:
// the search for its tables answers at once up to here (BenchmarkGenerate
// Rover: about 0.08 s at 30 tables with the skip).
const MaxRoverTables = 30

// RoverOptions describe a Mitchell with a rover pair.
type RoverOptions struct {
	// Tables, Rounds, BoardsPerRound and Even are those of the Mitchell
	// the rover joins (see Options); it has 2×Tables pairs, and the rover
	// makes 2×Tables+1.
	Tables, Rounds, BoardsPerRound int
	Even                           EvenMethod
}

// base returns the Options of the Mitchell the rover joins.
func (o RoverOptions) base() Options {
	return Options{Tables: o.Tables, Rounds: o.Rounds, BoardsPerRound: o.BoardsPerRound, Even: o.Even}
}

// Check returns nil when o describes a movement GenerateRover can build,
// else an *OptionError naming the field.
func (o RoverOptions) Check() error {
	if o.Tables > MaxRoverTables {
		return optionErr("Tables", "want %d to %d with a rover (a larger field is better split into sections)", MinTables, MaxRoverTables)
	}
	if err := o.base().Check(); err != nil {
		return err
	}
	n := o.base().normalized()
	if n.Rounds < 2 {
		return optionErr("Rounds", "the rover sits out round 1 and plays from round 2; want at least 2 rounds")
	}
	if _, _, ok := roverTables(n); !ok {
		return optionErr("Tables", "no rover schedule keeps the rover off boards it has played")
	}
	return nil
}

// roverBudget bounds the search for the rover's tables at each number of
// EW repeats allowed, so that it answers at once; past it, more repeats
// are allowed, and the last try (any repeats) may take roverLastBudget
// steps. Counts, not a clock, keep the result deterministic.
const (
	roverBudget     = 5000
	roverLastBudget = 2000000
)

// roverTables returns the table (1-based) whose NS seat the rover takes in
// each round (0 in round 1, when it sits out), and how many times it meets
// an EW pair again (meetings past the first, over all EW pairs); false
// when the search found no schedule that gives it a new set every round.
func roverTables(o Options) ([]int, int, bool) {
	rounds, C := layout(o)
	return roverSearch(rounds, C)
}

// roverSearch finds the rover's tables in a Mitchell-like schedule,
// rounds[r][t] being table t+1 of round r+1 and C the highest contestant
// number: the table (1-based) whose NS seat the rover takes in each round
// (0 in round 1), a different one every round, on a set it has not
// played, with the fewest EW meetings again the bounded search finds.
func roverSearch(rounds [][]table, C int) ([]int, int, bool) {
	R := len(rounds)
	if R == 0 {
		return nil, 0, false
	}
	T := len(rounds[0])
	S := 0
	for _, row := range rounds {
		for _, tb := range row {
			S = max(S, tb.set)
		}
	}
	for _, repeats := range []int{0, 1, 2, 3, 5, 8, 13, R} {
		budget := roverBudget
		if repeats == R {
			budget = roverLastBudget
		}
		path := make([]int, R)
		sets := make([]bool, S+1)
		ews := make([]int, C+1)
		used := make([]bool, T+1)
		extra, nodes := 0, 0
		var try func(r int) bool
		try = func(r int) bool {
			if r == R {
				return true
			}
			if nodes++; nodes > budget {
				return false // give up this many repeats; allow more
			}
			prev := 0
			if r > 1 {
				prev = path[r-1]
			}
			// Two tables up from the last one first (table 2 in round 2),
			// then every other table in order; a new EW opponent before
			// one met already.
			var order, later []int
			for i := range T {
				t := (prev+1+i)%T + 1
				if ews[rounds[r][t-1].ew] == 0 {
					order = append(order, t)
				} else {
					later = append(later, t)
				}
			}
			for _, t := range append(order, later...) {
				tb := rounds[r][t-1]
				if used[t] || sets[tb.set] {
					continue
				}
				rep := min(ews[tb.ew], 1)
				if extra+rep > repeats {
					continue
				}
				used[t], sets[tb.set] = true, true
				ews[tb.ew]++
				extra += rep
				path[r] = t
				if try(r + 1) {
					return true
				}
				used[t], sets[tb.set] = false, false
				ews[tb.ew]--
				extra -= rep
			}
			return false
		}
		if try(1) {
			return path, extra, true
		}
	}
	return nil, 0, false
}

// GenerateRover builds the Mitchell of o with a rover pair and validates
// it. Pairs 1..T are NS, pair T+1 is the rover (labelled "T+1 NS", as the
// directors number it: one more than the highest table), pairs T+2..2T+1
// are EW pairs 1..T.
func GenerateRover(o RoverOptions) (*movement.Movement, error) {
	if err := o.Check(); err != nil {
		return nil, err
	}
	n := o.base().normalized()
	base, err := Generate(o.base())
	if err != nil {
		return nil, err
	}
	path, _, _ := roverTables(n)
	return finish(withRover(base, path, base.Name+", rover"))
}

// withRover returns base, a movement of T NS pairs 1..T and T EW pairs
// T+1..2T, with a rover pair seated: pair T+1 (labelled "T+1 NS", as the
// directors number it) takes the NS seat of table path[r] in round r+1
// (none when 0), the EW pairs becoming T+2..2T+1. The result is not yet
// validated.
func withRover(base *movement.Movement, path []int, name string) *movement.Movement {
	T := base.Tables
	rover := T + 1
	m := newPairs(name, T, base.Rounds, base.Sets, base.BoardsPerSet, 2*T+1)
	m.Sections = slices.Clone(base.Sections)
	for c := 1; c <= T; c++ {
		m.Labels[c] = fmt.Sprintf("%d NS", c)
		m.Labels[T+1+c] = fmt.Sprintf("%d EW", c)
	}
	m.Labels[rover] = fmt.Sprintf("%d NS", rover)
	for _, p := range base.Play {
		q := p
		q.Seats = slices.Clone(p.Seats)
		if q.Seats[1] > T {
			q.Seats[1]++ // EW pairs after the rover
		}
		if path[p.Round-1] == p.Table {
			q.Seats[0] = rover
		}
		m.Play = append(m.Play, q)
	}
	return m
}

// RoverPath returns the tables whose NS seat the rover of o takes, round by
// round (0 in round 1, when it sits out), and how many times it meets an
// EW pair again (meetings past the first, over all EW pairs).
func RoverPath(o RoverOptions) ([]int, int, error) {
	if err := o.Check(); err != nil {
		return nil, 0, err
	}
	path, repeats, _ := roverTables(o.base().normalized())
	return path, repeats, nil
}
