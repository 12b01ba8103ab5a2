package replan_test

import (
	"context"
	"errors"
	"os"
	"slices"
	"testing"

	"github.com/movegen/movegen/export/jsonfile"
	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/howell"
	"github.com/movegen/movegen/movement/mitchell"
	"github.com/movegen/movegen/movement/preferans"
	"github.com/movegen/movegen/movement/replan"
)

// realCase is one of the sessions and what happens to it.
type realCase struct {
	name string
	m    func(t testing.TB) *movement.Movement
	opt  replan.Options
}

func mitchellOf(tables, pairs int) func(t testing.TB) *movement.Movement {
	return func(t testing.TB) *movement.Movement {
		m, err := mitchell.Generate(mitchell.Options{Tables: tables, Pairs: pairs})
		if err != nil {
			t.Fatal(err)
		}
		return m
	}
}

func howellOf(pairs int) func(t testing.TB) *movement.Movement {
	return func(t testing.TB) *movement.Movement {
		m, err := howell.Generate(howell.Options{Pairs: pairs})
		if err != nil {
			t.Fatal(err)
		}
		return m
	}
}

func preferansOf(tables int) func(t testing.TB) *movement.Movement {
	return func(t testing.TB) *movement.Movement {
		r, err := preferans.Generate(context.Background(), preferans.Options{Tables: tables, Method: preferans.Rotation})
		if err != nil {
			t.Fatal(err)
		}
		return r.Movement
	}
}

func fileOf(path string) func(t testing.TB) *movement.Movement {
	return func(t testing.TB) *movement.Movement {
		f, err := os.Open(path)
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		m, err := jsonfile.Read(f, path)
		if err != nil {
			t.Fatal(err)
		}
		return m
	}
}

// realCases are the sessions of issue 14's "done when".
func realCases() []realCase {
	return []realCase{
		{"mitchell7-late-15th-pair-round2", mitchellOf(7, 14), replan.Options{From: 2, Add: 1}},
		{"howell12-pair-leaves-after-round4", howellOf(12), replan.Options{From: 5, Remove: []int{3}}},
		{"mitchell13-missing-pair-arrives-round3", mitchellOf(7, 13), replan.Options{From: 3, Add: 1}},
		{"preferans7-player-leaves-after-round3", preferansOf(7), replan.Options{From: 4, Remove: []int{10}}},
		{"seating20-table-lost-after-round2", fileOf("testdata/seating20.json"), replan.Options{From: 3, RemoveTables: []int{2}}},
	}
}

// TestRealCases re-plans each case and checks the hard rules on the
// result, independently of the search's own scoring.
func TestRealCases(t *testing.T) {
	for _, tc := range realCases() {
		t.Run(tc.name, func(t *testing.T) {
			m := tc.m(t)
			res, err := replan.Replan(context.Background(), m, tc.opt)
			if err != nil {
				t.Fatal(err)
			}
			checkHardRules(t, m, res.Movement, tc.opt)
			t.Logf("before: repeats %d, balance %.2f, max rests %d; after: repeats %d, balance %.2f, max rests %d; %d tables and %d contestants changed",
				res.Before.Repeats, res.Before.Summary.BalanceIndex, res.Before.MaxRests,
				res.After.Repeats, res.After.Summary.BalanceIndex, res.After.MaxRests, len(res.Changes.Tables), len(res.Changes.Contestants))
			for _, n := range res.Notes {
				t.Log(n)
			}
			if res.After.Verdict == movement.Invalid {
				t.Errorf("after: verdict invalid")
			}
			if res.Stopped {
				t.Errorf("stopped before its budget without a deadline")
			}
		})
	}
}

// checkHardRules checks the hard rules on the revised movement n
// of m: it validates (nobody plays a set twice, one seat a round), rounds
// before From are unchanged, every play from From on plays the set the
// original plan has at that table in that round, leavers and lost tables
// are gone, and newcomers play from From on.
func checkHardRules(t *testing.T, m, n *movement.Movement, o replan.Options) {
	t.Helper()
	rep := movement.Analyze(n)
	if errs := rep.Problems.Errors(); len(errs) > 0 {
		t.Fatalf("invalid: %v", errs)
	}
	if rep.Summary.RepeatedSets != 0 {
		t.Errorf("%d sets played twice", rep.Summary.RepeatedSets)
	}
	og, ng := m.Grid(), n.Grid()
	for r := 1; r <= m.Rounds; r++ {
		for tb := 1; tb <= m.Tables; tb++ {
			op, np := og[r-1][tb-1], ng[r-1][tb-1]
			if r < o.From {
				if (op == nil) != (np == nil) || op != nil && (op.Set != np.Set || op.Switched != np.Switched || !slices.Equal(op.Seats, np.Seats)) {
					t.Errorf("round %d, table %d changed before round %d: %v → %v", r, tb, o.From, op, np)
				}
				continue
			}
			if np == nil {
				continue
			}
			if op == nil || op.Set != np.Set {
				t.Errorf("round %d, table %d: set moved (plan %v, now %v)", r, tb, op, np)
			}
			if slices.Contains(o.RemoveTables, tb) {
				t.Errorf("round %d: lost table %d is in use", r, tb)
			}
			for _, c := range o.Remove {
				if slices.Contains(np.Seats, c) {
					t.Errorf("round %d: contestant %d left but sits at table %d", r, c, tb)
				}
			}
		}
	}
	if n.Contestants != m.Contestants+o.Add {
		t.Errorf("contestants %d, want %d", n.Contestants, m.Contestants+o.Add)
	}
	for c := m.Contestants + 1; c <= n.Contestants; c++ {
		for _, pos := range n.Itinerary(c) {
			if pos.Round < o.From && pos.Table != 0 {
				t.Errorf("newcomer %d seated in round %d, before round %d", c, pos.Round, o.From)
			}
		}
	}
}

func TestBadRequests(t *testing.T) {
	m := mitchellOf(7, 14)(t)
	for _, tc := range []struct {
		name  string
		opt   replan.Options
		field string
	}{
		{"round 0", replan.Options{From: 0, Add: 1}, replan.FieldFrom},
		{"round past the end", replan.Options{From: 8, Add: 1}, replan.FieldFrom},
		{"contestant not in the movement", replan.Options{From: 2, Remove: []int{15}}, replan.FieldRemove},
		{"contestant named twice", replan.Options{From: 2, Remove: []int{3, 3}}, replan.FieldRemove},
		{"leaver who never played", replan.Options{From: 1, Remove: []int{3}}, replan.FieldRemove},
		{"table not in the movement", replan.Options{From: 2, RemoveTables: []int{9}}, replan.FieldRemoveTables},
		{"last table", replan.Options{From: 2, RemoveTables: []int{1, 2, 3, 4, 5, 6, 7}}, replan.FieldRemoveTables},
		{"nothing", replan.Options{From: 2}, replan.FieldAdd},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := replan.Replan(context.Background(), m, tc.opt)
			var oe *movement.OptionError
			if !errors.As(err, &oe) || oe.Field != tc.field {
				t.Fatalf("err %v, want an OptionError on %s", err, tc.field)
			}
		})
	}
}

// TestContext: a context that has ended before the start gives its
// error; one that ends during the search gives the best schedule so far,
// valid and marked Stopped.
func TestContext(t *testing.T) {
	m := howellOf(12)(t)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := replan.Replan(ctx, m, replan.Options{From: 5, Remove: []int{3}}); !errors.Is(err, context.Canceled) {
		t.Fatalf("cancelled before the start: err %v", err)
	}
	ctx, cancel = context.WithCancel(context.Background())
	defer cancel()
	o := replan.Options{From: 5, Remove: []int{3}, Effort: 1 << 30, Progress: func(done, total int) {
		if done > 0 {
			cancel()
		}
	}}
	res, err := replan.Replan(ctx, m, o)
	if err != nil {
		t.Fatal(err)
	}
	if !res.Stopped || res.Moves >= o.Effort {
		t.Errorf("stopped %v after %d moves", res.Stopped, res.Moves)
	}
	checkHardRules(t, m, res.Movement, o)
}

// TestFixed: contestants named in Fixed keep the seats their cards give
// them in every re-planned round, while the others are moved around them.
// The fixed ones are those a first re-plan without Fixed did move, so the
// constraint is what keeps them.
func TestFixed(t *testing.T) {
	for _, tc := range realCases()[:2] {
		t.Run(tc.name, func(t *testing.T) {
			m := tc.m(t)
			free, err := replan.Replan(context.Background(), m, tc.opt)
			if err != nil {
				t.Fatal(err)
			}
			var moved []int
			for _, c := range free.Changes.ContestantNumbers() {
				if c <= m.Contestants && len(moved) < 3 {
					moved = append(moved, c)
				}
			}
			if len(moved) == 0 {
				t.Fatal("the free re-plan moved nobody")
			}
			o := tc.opt
			o.Fixed = moved
			res, err := replan.Replan(context.Background(), m, o)
			if err != nil {
				t.Fatal(err)
			}
			checkHardRules(t, m, res.Movement, o)
			for _, c := range moved {
				before, after := m.Itinerary(c), res.Movement.Itinerary(c)
				for r := o.From; r <= m.Rounds; r++ {
					if before[r-1].Table != after[r-1].Table || before[r-1].Seat != after[r-1].Seat {
						t.Errorf("fixed %d: round %d at %d%s, the card says %d%s", c, r, after[r-1].Table, after[r-1].Seat, before[r-1].Table, before[r-1].Seat)
					}
				}
			}
		})
	}
}

// TestTinyEffort: with a budget of one move (as when a time limit stops
// the search at once) every case still gets a schedule that keeps the
// hard rules, newcomers seated at least once; so does a pair arriving
// for the last round.
func TestTinyEffort(t *testing.T) {
	cases := realCases()
	cases = append(cases, realCase{"mitchell7-late-pair-last-round", mitchellOf(7, 14), replan.Options{From: 7, Add: 1}})
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			m := tc.m(t)
			o := tc.opt
			o.Effort = 1
			res, err := replan.Replan(context.Background(), m, o)
			if err != nil {
				t.Fatal(err)
			}
			checkHardRules(t, m, res.Movement, o)
		})
	}
}

// TestLinesAndSectionsKept: in a two-section Mitchell that loses a table
// of section B, every pair stays in its section and on its line (NS or
// EW), as the original plan has it, and the hard rules hold.
func TestLinesAndSectionsKept(t *testing.T) {
	m, err := mitchell.GenerateSections(mitchell.SectionOptions{Pairs: 30, Sections: 2})
	if err != nil {
		t.Fatal(err)
	}
	o := replan.Options{From: 3, RemoveTables: []int{m.Sections[0].Tables + 2}}
	res, err := replan.Replan(context.Background(), m, o)
	if err != nil {
		t.Fatal(err)
	}
	checkHardRules(t, m, res.Movement, o)
	for c := 1; c <= m.Contestants; c++ {
		start := m.Itinerary(c)[0]
		sec, _ := m.SectionOf(start.Table)
		for _, pos := range res.Movement.Itinerary(c) {
			if pos.Table == 0 {
				continue
			}
			if s, _ := m.SectionOf(pos.Table); s != sec || pos.Seat != start.Seat {
				t.Errorf("pair %s: round %d at table %d %s, started in section %d %s", m.Label(c), pos.Round, pos.Table, pos.Seat, sec, start.Seat)
			}
		}
	}
}
