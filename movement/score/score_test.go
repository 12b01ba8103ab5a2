package score_test

import (
	"context"
	"errors"
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	_ "github.com/movegen/movegen/internal/golden"
	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/howell"
	"github.com/movegen/movegen/movement/mitchell"
	"github.com/movegen/movegen/movement/preferans"
	"github.com/movegen/movegen/movement/score"
)

func TestMatchpoints(t *testing.T) {
	for _, tc := range []struct {
		in   []int
		want []float64
	}{
		{nil, []float64{}},
		{[]int{5}, []float64{0}},
		{[]int{10, 20}, []float64{0, 2}},
		{[]int{20, 20}, []float64{1, 1}},
		{[]int{10, 20, 20, 30}, []float64{0, 3, 3, 6}},
		{[]int{-50, 420, -50, 420, 170}, []float64{1, 7, 1, 7, 4}},
		{[]int{3, 3, 3}, []float64{2, 2, 2}},
	} {
		got := score.Matchpoints(tc.in)
		if !slices.Equal(got, tc.want) {
			t.Errorf("Matchpoints(%v) = %v, want %v", tc.in, got, tc.want)
		}
		// The matchpoints of a line always add up to n·(n−1): every
		// comparison hands out 2.
		sum := 0.0
		for _, v := range got {
			sum += v
		}
		if n := float64(len(tc.in)); sum != n*(n-1) {
			t.Errorf("Matchpoints(%v) sums to %v, want %v", tc.in, sum, n*(n-1))
		}
	}
}

func TestNeuberg(t *testing.T) {
	for _, tc := range []struct {
		m    float64
		n, N int
		want float64
	}{
		{4, 3, 3, 4},           // the whole line: unchanged
		{4, 3, 4, 5*4.0/3 - 1}, // top of 3 results on a board of 4
		{0, 1, 7, 7 - 1},       // a lone result gets the average of the line
		{2, 2, 4, 5},
	} {
		if got := score.Neuberg(tc.m, tc.n, tc.N); math.Abs(got-tc.want) > 1e-12 {
			t.Errorf("Neuberg(%v, %d, %d) = %v, want %v", tc.m, tc.n, tc.N, got, tc.want)
		}
	}
	// A top in a group stays a top in the whole line, a bottom a bottom
	// shifted by the same formula: the range of the group maps into the
	// line's.
	if got := score.Neuberg(2*(3-1), 3, 7); got > 2*(7-1) {
		t.Errorf("Neuberg top of 3 in 7 = %v, above the line's top %d", got, 2*(7-1))
	}
}

// randomRows fills one row per (deal, round, table) played in m with
// random scores that sum to zero: vists for preferans, NS = −EW for pairs.
func randomRows(m *movement.Movement, rng *rand.Rand) []score.Row {
	var rows []score.Row
	for _, p := range m.Play {
		if !p.InPlay() || p.Set == 0 {
			continue
		}
		first, last := m.Boards(p.Set)
		for d := first; d <= last; d++ {
			r := score.Row{Deal: d, Round: p.Round, Table: p.Table, Scores: make([]int, len(m.Seats))}
			if m.Game == movement.Preferans {
				sum := 0
				var filled []int
				for s, c := range p.Seats {
					if c != 0 {
						filled = append(filled, s)
					}
				}
				for _, s := range filled[:len(filled)-1] {
					r.Scores[s] = rng.IntN(9) - 4 // few values, so ties happen
					sum += r.Scores[s]
				}
				r.Scores[filled[len(filled)-1]] = -sum
			} else {
				ns := 10 * (rng.IntN(7) - 3)
				for s, seat := range m.Seats {
					if p.Seats[s] == 0 {
						continue
					}
					if seat.Direction() == movement.NS {
						r.Scores[s] = ns
					} else {
						r.Scores[s] = -ns
					}
				}
			}
			rows = append(rows, r)
		}
	}
	rng.Shuffle(len(rows), func(i, j int) { rows[i], rows[j] = rows[j], rows[i] })
	return rows
}

// reference scores the rows as the rules read, with nothing shared with
// the package: for every deal, every two records of the same line are
// compared directly (the line: the seat at preferans, the direction of the
// cards held at bridge).
func reference(m *movement.Movement, rows []score.Row) (mp, top map[int]float64) {
	type rec struct{ c, v int }
	lines := map[[2]any][]rec{}
	grid := m.Grid()
	for _, r := range rows {
		p := grid[r.Round-1][r.Table-1]
		for s, seat := range m.Seats {
			c := p.Seats[s]
			if c == 0 {
				continue
			}
			line := seat
			if m.Game != movement.Preferans {
				line = seat.Direction()
				if p.Switched {
					line = line.Opposite()
				}
			}
			k := [2]any{r.Deal, line}
			lines[k] = append(lines[k], rec{c, r.Scores[s]})
		}
	}
	mp, top = map[int]float64{}, map[int]float64{}
	for _, recs := range lines {
		for i, a := range recs {
			top[a.c] += float64(2 * (len(recs) - 1))
			for j, b := range recs {
				switch {
				case i == j:
				case a.v > b.v:
					mp[a.c] += 2
				case a.v == b.v:
					mp[a.c]++
				}
			}
		}
	}
	return mp, top
}

func TestScoreAgreesWithDirectComparison(t *testing.T) {
	ctx := context.Background()
	var cases []struct {
		name string
		m    *movement.Movement
	}
	add := func(name string, m *movement.Movement, err error) {
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		cases = append(cases, struct {
			name string
			m    *movement.Movement
		}{name, m})
	}
	for _, tables := range []int{5, 7} {
		res, err := preferans.Generate(ctx, preferans.Options{Tables: tables})
		if err != nil {
			t.Fatal(err)
		}
		add("preferans "+res.Movement.Name, res.Movement, nil)
	}
	res3, err := preferans.Generate(ctx, preferans.Options{Tables: 5, Seats: 3})
	if err != nil {
		t.Fatal(err)
	}
	add("preferans 3-seat", res3.Movement, nil)
	m7, err := mitchell.Generate(mitchell.Options{Tables: 7})
	add("mitchell 7", m7, err)
	m7s, err := mitchell.Generate(mitchell.Options{Tables: 7, ArrowSwitch: []int{6, 7}})
	add("mitchell 7 switched", m7s, err)
	mm, err := mitchell.Generate(mitchell.Options{Tables: 7, Pairs: 13})
	add("mitchell 7, 13 pairs", mm, err)
	h9, err := howell.Generate(howell.Options{Pairs: 9})
	add("howell 9", h9, err)

	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			rng := rand.New(rand.NewPCG(7, uint64(tc.m.Contestants)))
			for trial := range 5 {
				rows := randomRows(tc.m, rng)
				got, err := score.Score(ctx, tc.m, rows, score.Options{Rank: score.Overall})
				if err != nil {
					t.Fatalf("trial %d: %v", trial, err)
				}
				mp, top := reference(tc.m, rows)
				seen := 0
				for _, rk := range got.Rankings {
					for i, st := range rk.Standings {
						seen++
						if st.Matchpoints != mp[st.Contestant] || st.Top != top[st.Contestant] {
							t.Fatalf("trial %d: contestant %d: %v of %v, want %v of %v", trial, st.Contestant, st.Matchpoints, st.Top, mp[st.Contestant], top[st.Contestant])
						}
						if want := 100 * mp[st.Contestant] / top[st.Contestant]; math.Abs(st.Percent-want) > 1e-9 {
							t.Fatalf("contestant %d: %v%%, want %v%%", st.Contestant, st.Percent, want)
						}
						// Places: one more than the number of contestants
						// with a strictly higher percentage.
						higher := 0
						for _, o := range rk.Standings {
							if o.Percent > st.Percent+1e-9 {
								higher++
							}
						}
						if st.Place != higher+1 {
							t.Fatalf("contestant %d (%.4f%%) placed %d, want %d", st.Contestant, st.Percent, st.Place, higher+1)
						}
						if i > 0 && rk.Standings[i-1].Percent < st.Percent-1e-9 {
							t.Fatalf("standings out of order at %d", i)
						}
					}
				}
				if seen != len(mp) {
					t.Fatalf("%d contestants ranked, %d played", seen, len(mp))
				}
			}
		})
	}
}

func TestScoreRanksByField(t *testing.T) {
	// A two-winner Mitchell ranks NS and EW apart, the book's rotation
	// each seat line apart (a line meets every other line's players but is
	// compared only within itself).
	ctx := context.Background()
	m, err := mitchell.Generate(mitchell.Options{Tables: 5})
	if err != nil {
		t.Fatal(err)
	}
	rows := randomRows(m, rand.New(rand.NewPCG(1, 2)))
	res, err := score.Score(ctx, m, rows, score.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Rankings) != 2 || len(res.Rankings[0].Standings) != 5 || len(res.Rankings[1].Standings) != 5 {
		t.Fatalf("two-winner Mitchell: %d rankings, want 2 of 5", len(res.Rankings))
	}
	p, err := preferans.Generate(ctx, preferans.Options{Tables: 7})
	if err != nil {
		t.Fatal(err)
	}
	res, err = score.Score(ctx, p.Movement, randomRows(p.Movement, rand.New(rand.NewPCG(3, 4))), score.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Rankings) != 4 {
		t.Fatalf("preferans rotation, 7 tables: %d rankings, want the 4 lines", len(res.Rankings))
	}
}

func TestScoreRefusesBadRows(t *testing.T) {
	ctx := context.Background()
	res, err := preferans.Generate(ctx, preferans.Options{Tables: 5})
	if err != nil {
		t.Fatal(err)
	}
	m := res.Movement
	good := randomRows(m, rand.New(rand.NewPCG(5, 6)))
	for i := range good {
		good[i].Line = i + 2
	}
	for _, tc := range []struct {
		name string
		edit func([]score.Row) []score.Row
		want string
	}{
		{"sum", func(r []score.Row) []score.Row { r[3].Scores[0]++; return r }, "vists sum to 1, want 0"},
		{"missing", func(r []score.Row) []score.Row { return r[1:] }, "no result from table"},
		{"twice", func(r []score.Row) []score.Row { return append(r, r[0]) }, "is given twice"},
		{"not played", func(r []score.Row) []score.Row {
			r[0].Table = r[0].Table%m.Tables + 1 // the same deal at the next table, same round: another set there
			return r
		}, "is not played at table"},
		{"no such deal", func(r []score.Row) []score.Row { r[0].Deal = 999; return r }, "deal 999 is not in the movement"},
		{"seats", func(r []score.Row) []score.Row { r[0].Scores = r[0].Scores[:2]; return r }, "2 scores, want one for each of the 4 seats"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			rows := tc.edit(slices.Clone(cloneRows(good)))
			_, err := score.Score(ctx, m, rows, score.Options{})
			var se *score.Error
			if !errors.As(err, &se) {
				t.Fatalf("err = %v, want *score.Error", err)
			}
			if !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("err = %q, want it to say %q", err, tc.want)
			}
			for _, p := range se.Problems {
				if p.Deal == 0 {
					t.Errorf("problem %q names no deal", p.Text)
				}
			}
		})
	}
}

func cloneRows(rows []score.Row) []score.Row {
	out := make([]score.Row, len(rows))
	for i, r := range rows {
		out[i] = r
		out[i].Scores = slices.Clone(r.Scores)
	}
	return out
}

func TestScoreFouledDeal(t *testing.T) {
	// A 7-table Mitchell: board 1 is played by all 7 tables. The judge
	// splits it: tables' results in group 1 (4 rows) and group 2 (3 rows).
	ctx := context.Background()
	m, err := mitchell.Generate(mitchell.Options{Tables: 7})
	if err != nil {
		t.Fatal(err)
	}
	rows := randomRows(m, rand.New(rand.NewPCG(9, 9)))
	var board1 []int
	for i, r := range rows {
		if r.Deal == 1 {
			board1 = append(board1, i)
		}
	}
	if len(board1) != 7 {
		t.Fatalf("board 1 played %d times, want 7", len(board1))
	}
	// Group 1: NS scores 100, 200, 200, 300; group 2: 50, 60, 70.
	ns := []int{100, 200, 200, 300, 50, 60, 70}
	for k, i := range board1 {
		rows[i].Scores = []int{ns[k], -ns[k]}
		rows[i].Group = 1 + k/4
	}
	res, err := score.Score(ctx, m, rows, score.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Fouled) != 1 || res.Fouled[0].Deal != 1 || !slices.Equal(res.Fouled[0].Sizes, []int{4, 3}) {
		t.Fatalf("fouled = %+v, want board 1 in groups of 4 and 3", res.Fouled)
	}
	// Within group 1 the NS raw scores are 0, 3, 3, 6 of a top of 6 among
	// 4; Neuberg to 7: (m+1)·7/4 − 1. Group 2: 0, 2, 4 among 3: (m+1)·7/3 − 1.
	want := map[int]float64{}
	raw := []float64{0, 3, 3, 6, 0, 2, 4}
	for k := range ns {
		n := 4.0
		if k >= 4 {
			n = 3
		}
		want[k] = (raw[k]+1)*7/n - 1
	}
	got := map[int]float64{}
	for _, rec := range res.Records {
		if rec.Deal == 1 && rec.Line == movement.NS {
			for k, i := range board1 {
				if rows[i].Round == rec.Round && rows[i].Table == rec.Table {
					got[k] = rec.Matchpoints
				}
			}
			if rec.Top != 12 {
				t.Errorf("top %v, want 12 (7 results)", rec.Top)
			}
		}
	}
	for k, w := range want {
		if math.Abs(got[k]-w) > 1e-9 {
			t.Errorf("board 1, result %d (NS %d): %v matchpoints, want %v", k, ns[k], got[k], w)
		}
	}
}

func TestScoreRefusesMovementsWithoutMatchpoints(t *testing.T) {
	m := &movement.Movement{Kind: movement.Pairs, Game: movement.Bridge, Seats: movement.PairSeats(), Contestants: 2, Tables: 1, Rounds: 1,
		Play: []movement.Play{{Round: 1, Table: 1, Seats: []int{1, 2}}}}
	_, err := score.Score(context.Background(), m, nil, score.Options{})
	var oe *movement.OptionError
	if !errors.As(err, &oe) {
		t.Fatalf("seating plan: err = %v, want an OptionError", err)
	}
	if _, err := score.Score(context.Background(), m, nil, score.Options{Rank: "best"}); !errors.As(err, &oe) || oe.Field != "Rank" {
		t.Fatalf("bad rank: err = %v", err)
	}
}
