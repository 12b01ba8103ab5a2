package preferans

import (
	"context"
	"fmt"
	"slices"
	"testing"
	"time"

	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/design"
)

// noPerfect lists the table counts up to 40 with no perfect schedule
// known, by table size: 4 and 6 cannot be perfect at tables of four, 10 and
// 22 are open (only 2 and 3 MOLS known); 6 cannot be perfect at tables of
// three and 10 is open.
var noPerfect = map[int][]int{4: {4, 6, 10, 22}, 3: {6, 10}}

// checkPerfect proves the perfect promise for a schedule of t tables of k
// with movement.Analyze, figure by figure: every two players of different
// lines meet exactly once, two of one line never, every player plays T
// rounds, T sets and deals once in each.
func checkPerfect(t *testing.T, m *movement.Movement, tables, k int) {
	t.Helper()
	rep := movement.Analyze(m)
	if !rep.Problems.Valid() {
		t.Fatalf("invalid: %v", rep.Problems)
	}
	n := tables * k
	if m.Contestants != n || m.Rounds != tables || m.Sets != tables || m.Tables != tables {
		t.Fatalf("%d players, %d tables, %d rounds, %d sets; want %d, %d, %d, %d", m.Contestants, m.Tables, m.Rounds, m.Sets, n, tables, tables, tables)
	}
	lines := make([]movement.Seat, n+1)
	for i := 1; i <= n; i++ {
		if lines[i] = lineOf(m, i); lines[i] == "" {
			t.Fatalf("%s changes seat", m.Label(i))
		}
	}
	wrong := 0
	for i := 1; i <= n; i++ {
		for j := i + 1; j <= n; j++ {
			want := 1
			if lines[i] == lines[j] {
				want = 0
			}
			if got := rep.Meetings.At(i, j); got != want {
				wrong++
				if wrong < 5 {
					t.Errorf("%s and %s meet %d times, want %d", m.Label(i), m.Label(j), got, want)
				}
			}
		}
		if st := rep.Contestants[i-1]; st.Sets != tables || st.Rounds != tables || st.Dealer != tables || st.Rests != 0 {
			t.Errorf("%s: %d sets, %d rounds, %d deals dealt, %d rests; want %d, %d, %d, 0", m.Label(i), st.Sets, st.Rounds, st.Dealer, st.Rests, tables, tables, tables)
		}
	}
	if wrong > 0 {
		t.Errorf("%d pairs meet the wrong number of times", wrong)
	}
	if rep.Summary.RepeatedSets != 0 || rep.Summary.MeetMoreThanOnce != 0 || rep.Summary.NeverMeet != 0 {
		t.Errorf("summary: %d repeated sets, %d pairs meet more than once, %d never", rep.Summary.RepeatedSets, rep.Summary.MeetMoreThanOnce, rep.Summary.NeverMeet)
	}
	if rep.Verdict != movement.Perfect || !slices.Contains(rep.Properties, movement.PropEverySetOnce) {
		t.Errorf("verdict %s, properties %v; want perfect with every-set-once", rep.Verdict, rep.Properties)
	}
}

// TestPerfectEveryTableCount covers every table count from 5 (4 at tables
// of three) to 40 but the ones in noPerfect: auto returns a schedule that
// Analyze proves perfect.
func TestPerfectEveryTableCount(t *testing.T) {
	for _, k := range []int{4, 3} {
		for tables := k + 1; tables <= 40; tables++ {
			if slices.Contains(noPerfect[k], tables) {
				continue
			}
			t.Run(fmt.Sprintf("%d tables of %d", tables, k), func(t *testing.T) {
				res := generate(t, Options{Tables: tables, Seats: k})
				if !res.Perfect || res.Search != nil {
					t.Fatalf("%s: Perfect %v", res.Method, res.Perfect)
				}
				if want := []Method{Rotation, Field, Mols}; !slices.Contains(want, res.Method) {
					t.Errorf("method %s", res.Method)
				}
				checkLabels(t, res.Movement)
				checkPerfect(t, res.Movement, tables, k)
			})
		}
	}
}

// TestMolsMethod checks --method mols on its own: where the array exists
// it is perfect; where it does not the request error says how many
// squares are known.
func TestMolsMethod(t *testing.T) {
	for _, tt := range []struct{ tables, seats int }{{7, 4}, {12, 4}, {20, 4}, {36, 4}, {10, 3}} {
		if tt.tables == 10 {
			_, err := Generate(context.Background(), Options{Tables: 10, Seats: 3, Method: Mols})
			if !IsRequestError(err) || err.Error() != "preferans: a perfect schedule at 10 tables of three needs 3 mutually orthogonal Latin squares of order 10, and only 2 are known (try auto)" {
				t.Errorf("10 tables of three: %v", err)
			}
			continue
		}
		res := generate(t, Options{Tables: tt.tables, Seats: tt.seats, Method: Mols})
		if res.Method != Mols || res.Movement.Family != FamilyOA {
			t.Errorf("%d tables: method %s family %s", tt.tables, res.Method, res.Movement.Family)
		}
		checkPerfect(t, res.Movement, tt.tables, tt.seats)
	}
	_, err := Generate(context.Background(), Options{Tables: 6, Method: Mols})
	if !IsRequestError(err) || err.Error() != "preferans: a perfect schedule at 6 tables of four needs 4 mutually orthogonal Latin squares of order 6, and no two orthogonal Latin squares of order 6 exist (Tarry 1900) (try auto)" {
		t.Errorf("6 tables: %v", err)
	}
}

// TestNoPerfectList checks that noPerfect is exactly where design knows
// too few squares, so the README table cannot drift from the code.
func TestNoPerfectList(t *testing.T) {
	for _, k := range []int{4, 3} {
		var got []int
		for tables := 2; tables <= 40; tables++ {
			if !rotationWorks(tables, k) && !fieldWorks(tables, k) && !molsWorks(tables, k) {
				got = append(got, tables)
			}
		}
		want := append([]int{2, 3}, noPerfect[k]...)
		if k == 3 {
			want = append([]int{2, 3}, noPerfect[k]...)
		}
		if !slices.Equal(got, want) {
			t.Errorf("tables of %d: no perfect schedule for %v, want %v", k, got, want)
		}
	}
}

// TestSearch checks the search where no perfect schedule is known: valid,
// nobody plays a set twice, every player plays every set once, the
// repeats it reports are the ones Analyze counts and never below the
// bound, and the bound is the proven one.
func TestSearch(t *testing.T) {
	tests := []struct {
		tables, seats, bound int
		impossible           bool
	}{
		{4, 4, 1, true}, {6, 4, 3, true}, {10, 4, 0, false}, {22, 4, 0, false},
		{6, 3, 2, true}, {10, 3, 0, false}, {2, 3, 1, true}, {3, 4, 1, true},
	}
	for _, tt := range tests {
		t.Run(fmt.Sprintf("%d tables of %d", tt.tables, tt.seats), func(t *testing.T) {
			res := generate(t, Options{Tables: tt.tables, Seats: tt.seats, Effort: 20_000, Seed: 5})
			if res.Method != Search || res.Perfect || res.Search == nil {
				t.Fatalf("method %s, perfect %v", res.Method, res.Perfect)
			}
			s := res.Search
			if s.Bound != tt.bound || s.Impossible != tt.impossible || s.Interrupted || s.BoundText.IsZero() {
				t.Errorf("bound %d impossible %v interrupted %v; want %d %v false", s.Bound, s.Impossible, s.Interrupted, tt.bound, tt.impossible)
			}
			m := res.Movement
			rep := movement.Analyze(m)
			if !rep.Problems.Valid() || rep.Summary.RepeatedSets != 0 || !slices.Contains(rep.Properties, movement.PropEverySetOnce) {
				t.Fatalf("problems %v, repeated sets %d, properties %v", rep.Problems, rep.Summary.RepeatedSets, rep.Properties)
			}
			repeats, never := 0, 0
			for i := 1; i <= m.Contestants; i++ {
				for j := i + 1; j <= m.Contestants; j++ {
					if lineOf(m, i) == lineOf(m, j) {
						continue
					}
					mt := rep.Meetings.At(i, j)
					repeats += max(0, mt-1)
					if mt == 0 {
						never++
					}
				}
			}
			if repeats != s.Repeats {
				t.Errorf("Analyze counts %d repeats, the search %d", repeats, s.Repeats)
			}
			// Every cross-line meeting is new or a repeat; with as many
			// meetings as pairs every repeat leaves a pair unmet.
			if repeats != never {
				t.Errorf("%d repeats but %d pairs never meet", repeats, never)
			}
			if repeats < tt.bound {
				t.Errorf("%d repeats is below the proven bound %d", repeats, tt.bound)
			}
			checkLabels(t, m)
		})
	}
}

// TestSearchDeterministic: the same seed and effort give the same
// schedule; another seed is still valid.
func TestSearchDeterministic(t *testing.T) {
	o := Options{Tables: 10, Effort: 30_000, Seed: 9}
	a, b := generate(t, o), generate(t, o)
	if !slices.EqualFunc(a.Movement.Play, b.Movement.Play, func(x, y movement.Play) bool {
		return x.Round == y.Round && x.Table == y.Table && x.Set == y.Set && slices.Equal(x.Seats, y.Seats)
	}) || a.Search.Repeats != b.Search.Repeats {
		t.Error("two runs with the same seed differ")
	}
}

// TestSearchCancelled: a context that ends returns the best so far,
// valid, and says so.
func TestSearchCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	calls := 0
	res, err := Generate(ctx, Options{Tables: 22, Effort: 1 << 30, Progress: func(done, total int) {
		if calls++; calls == 3 {
			cancel()
		}
	}})
	if err != nil {
		t.Fatal(err)
	}
	if !res.Search.Interrupted || res.Search.Moves >= 1<<30 {
		t.Errorf("interrupted %v after %d moves", res.Search.Interrupted, res.Search.Moves)
	}
}

// TestRestLayouts proves the orthogonal-array rest layouts: N stays and
// never rests, everybody else rests exactly once, nobody meets anybody
// twice or plays a set twice.
func TestRestLayouts(t *testing.T) {
	for _, tt := range []struct{ players, seats, tables int }{{11, 3, 3}, {14, 3, 4}, {38, 3, 12}, {50, 3, 16}, {35, 4, 8}, {31, 4, 7}} {
		res := generate(t, Options{Players: tt.players, Seats: tt.seats})
		m := res.Movement
		if res.Method != Mols || !res.Perfect || m.Tables != tt.tables || m.Rounds != tt.tables+1 || m.Contestants != tt.players {
			t.Fatalf("%d players: %s perfect %v, %d tables, %d rounds", tt.players, res.Method, res.Perfect, m.Tables, m.Rounds)
		}
		rep := movement.Analyze(m)
		if !rep.Problems.Valid() || rep.Summary.RepeatedSets != 0 || rep.Summary.MeetMoreThanOnce != 0 {
			t.Fatalf("%d players: problems %v, %d repeated sets, %d pairs meet twice", tt.players, rep.Problems, rep.Summary.RepeatedSets, rep.Summary.MeetMoreThanOnce)
		}
		for c := 1; c <= m.Contestants; c++ {
			st := rep.Contestants[c-1]
			want := 1
			if lineOf(m, c) == movement.N {
				want = 0
			}
			if st.Rests != want || st.Sets != m.Rounds-want {
				t.Errorf("%d players: %s rests %d, plays %d sets; want %d, %d", tt.players, m.Label(c), st.Rests, st.Sets, want, m.Rounds-want)
			}
		}
		if _, err := Instructions(m); err != nil {
			t.Errorf("%d players: %v", tt.players, err)
		}
	}
}

// BenchmarkPerfectSlowest builds the perfect schedule of every table
// count up to 40 (both table sizes) once per iteration and reports the
// slowest single build as ns/slowest.
func BenchmarkPerfectSlowest(b *testing.B) {
	var slowest time.Duration
	var which string
	for range b.N {
		for _, k := range []int{4, 3} {
			for tables := k + 1; tables <= 40; tables++ {
				if slices.Contains(noPerfect[k], tables) {
					continue
				}
				start := time.Now()
				if _, err := Generate(context.Background(), Options{Tables: tables, Seats: k}); err != nil {
					b.Fatal(err)
				}
				if d := time.Since(start); d > slowest {
					slowest, which = d, fmt.Sprintf("%d tables of %d", tables, k)
				}
			}
		}
	}
	b.ReportMetric(float64(slowest.Nanoseconds()), "ns/slowest")
	b.Logf("slowest: %s, %v", which, slowest)
}

// BenchmarkOA measures the arrays behind the slowest orders.
func BenchmarkOA(b *testing.B) {
	for range b.N {
		if _, err := design.OrthogonalArray(6, 40); err != nil {
			b.Fatal(err)
		}
	}
}
