package whist

import (
	"context"
	"fmt"
	"slices"
	"testing"
	"time"

	"github.com/movegen/movegen/internal/longtest"
	"github.com/movegen/movegen/movement"
)

// TestStoredBases: every stored base is a whist base (Check), and the
// counts searched as directed are directed.
func TestStoredBases(t *testing.T) {
	for _, v := range Counts() {
		b := baseFor(v)
		if b == nil {
			t.Fatalf("%d players: no base", v)
		}
		if err := b.Check(); err != nil {
			t.Errorf("%d players: %v", v, err)
		}
		if b.Players() != v {
			t.Errorf("base for %d players seats %d", v, b.Players())
		}
		if got := b.Directed(); got != bases[v].directed {
			t.Errorf("%d players: Directed() = %v, stored as searched directed %v", v, got, bases[v].directed)
		}
	}
	if Exists(10) || Exists(36) || !Exists(33) {
		t.Error("Exists: want false for 10 and 36, true for 33")
	}
}

// TestSearchFindsStoredBases: the search, run with the arguments recorded
// beside each small base, finds exactly that base again: the stored data
// is what the documented search produces.
func TestSearchFindsStoredBases(t *testing.T) {
	for _, v := range []int{8, 9, 12, 13, 16, 17} {
		s := bases[v]
		b, err := Search(context.Background(), s.group, s.inf, SearchOptions{Directed: s.directed, Seed: s.seed, Nodes: s.nodes, NoSets: true})
		if err != nil {
			t.Fatalf("%d players: %v", v, err)
		}
		if !slices.Equal(b.Tables, s.tables) {
			t.Errorf("%d players: search found %v, stored %v", v, b.Tables, s.tables)
		}
		if err := b.Check(); err != nil {
			t.Errorf("%d players: %v", v, err)
		}
	}
}

// TestSearchNone: the search proves by exhaustion that no directed
// Z-cyclic base exists for 8 players with a fixed player, and no base
// with circulating set offsets for 9 over Z_3×Z_3 (any two tables of
// different rounds share a player).
func TestSearchNone(t *testing.T) {
	if _, err := Search(context.Background(), Group{7}, true, SearchOptions{Directed: true, NoSets: true}); err != ErrNotFound {
		t.Errorf("directed Wh(8) over Z_7: err %v, want ErrNotFound", err)
	}
	if _, err := Search(context.Background(), Group{3, 3}, false, SearchOptions{}); err != ErrNotFound {
		t.Errorf("Wh(9) with set offsets: err %v, want ErrNotFound", err)
	}
}

// TestSearchWithSets: for 13 players the search finds a base whose set
// offsets let every table play its own set, nobody twice (checked by
// Base.Check, which recounts the offsets).
func TestSearchWithSets(t *testing.T) {
	b, err := Search(context.Background(), Group{13}, false, SearchOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if b.Sets == nil {
		t.Fatal("no set offsets")
	}
	if err := b.Check(); err != nil {
		t.Fatal(err)
	}
}

// TestSearchCancelled: a cancelled search returns the context's error.
func TestSearchCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err := Search(ctx, Group{33}, false, SearchOptions{Directed: true, NoSets: true})
	if err != context.Canceled && err != ErrNotFound {
		t.Errorf("err %v", err)
	}
}

// TestDirected: from a directed base, every player has every other once
// on the left and once on the right (the table turns keep this).
func TestDirected(t *testing.T) {
	for _, v := range []int{9, 13, 17, 21, 25, 29} {
		res, err := Generate(context.Background(), Options{Players: v})
		if err != nil {
			t.Fatal(err)
		}
		if !res.Directed {
			t.Fatalf("%d players: not directed", v)
		}
		left := map[[2]int]int{}
		for _, p := range res.Movement.Play {
			for i, x := range p.Seats {
				left[[2]int{x, p.Seats[(i+1)%4]}]++ // the next seat clockwise is on x's left
			}
		}
		for i := 1; i <= v; i++ {
			for j := 1; j <= v; j++ {
				if i != j && left[[2]int{i, j}] != 1 {
					t.Fatalf("%d players: %d has %d on the left %d times", v, i, j, left[[2]int{i, j}])
				}
			}
		}
	}
}

// TestFixedSeat: --seats fixed keeps the last player North at table 1.
func TestFixedSeat(t *testing.T) {
	for _, v := range []int{8, 16, 32} {
		res, err := Generate(context.Background(), Options{Players: v, Seats: Fixed})
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range res.Movement.Play {
			if p.Table == 1 && p.Seats[0] != v {
				t.Fatalf("%d players, round %d: table 1 North is %d", v, p.Round, p.Seats[0])
			}
		}
	}
}

// TestCompareSeats: --seats compare evens out comparisons: for 8 and 13
// players every two players are then compared on the same number of
// boards (balance index 100); so does --seats fixed for 8, while the best
// of all balanced seatings for 8 (every combination of turns is tried)
// reaches 34.53, as the README says.
func TestCompareSeats(t *testing.T) {
	res, err := Generate(context.Background(), Options{Players: 8})
	if err != nil {
		t.Fatal(err)
	}
	if bi := movement.Analyze(res.Movement).Summary.BalanceIndex; bi != 34.53 {
		t.Errorf("8 players, balanced seats: balance index %.2f, want 34.53", bi)
	}
	for _, tt := range []struct {
		v     int
		seats Seating
	}{{8, Compare}, {13, Compare}, {8, Fixed}} {
		v := tt.v
		res, err := Generate(context.Background(), Options{Players: v, Seats: tt.seats})
		if err != nil {
			t.Fatal(err)
		}
		rep := movement.Analyze(res.Movement)
		if rep.Summary.BalanceIndex != 100 || rep.Verdict != movement.Perfect {
			t.Errorf("%d players: %s, balance index %.2f", v, rep.Verdict, rep.Summary.BalanceIndex)
		}
	}
}

// TestSetsCirculate proves the boards promise with movement.Analyze: nobody
// plays a set twice, every set is played at every table of its round (all
// players of the round play it), and everybody is in one field, so every
// two players are compared.
func TestSetsCirculate(t *testing.T) {
	for _, v := range []int{8, 13, 16, 10} {
		res, err := Generate(context.Background(), Options{Players: v})
		if err != nil {
			t.Fatal(err)
		}
		m := res.Movement
		rep := movement.Analyze(m)
		if !slices.Contains(rep.Properties, movement.PropNoRepeatSets) || rep.Summary.RepeatedSets != 0 {
			t.Errorf("%d players: a set is repeated", v)
		}
		if len(rep.Fields) != 1 || rep.Summary.Comparisons.Pairs != v*(v-1)/2 {
			t.Errorf("%d players: fields %v", v, rep.Fields)
		}
		tablesOf := map[[2]int]int{}
		for _, p := range m.Play {
			tablesOf[[2]int{p.Round, p.Set}]++
		}
		for k, n := range tablesOf {
			if n != m.Tables {
				t.Errorf("%d players, round %d: set %d at %d tables, want %d", v, k[0], k[1], n, m.Tables)
			}
		}
		for _, st := range rep.Contestants {
			if st.Sets != st.Rounds {
				t.Errorf("%d players: player %d plays %d sets in %d rounds", v, st.Contestant, st.Sets, st.Rounds)
			}
		}
	}
}

// TestPartial: the best R rounds keep partners unrepeated and opponents
// at most twice, list the rounds chosen, and are valid, not perfect.
func TestPartial(t *testing.T) {
	for _, tt := range []struct{ v, r int }{{16, 12}, {13, 9}, {8, 4}, {33, 20}} {
		res, err := Generate(context.Background(), Options{Players: tt.v, Rounds: tt.r})
		if err != nil {
			t.Fatal(err)
		}
		m := res.Movement
		if res.Kind != Partial || m.Rounds != tt.r || len(res.Chosen) != tt.r {
			t.Fatalf("%d players, %d rounds: kind %s, %d rounds, chosen %v", tt.v, tt.r, res.Kind, m.Rounds, res.Chosen)
		}
		c := count(m)
		for k, n := range c.partner {
			if n > 1 {
				t.Errorf("%d players: %v partners %d times", tt.v, k, n)
			}
		}
		for k, n := range c.opp {
			if n > 2 {
				t.Errorf("%d players: %v opponents %d times", tt.v, k, n)
			}
		}
		if f := res.Figures; f.PartnersRepeated != 0 || f.Verdict != movement.Valid {
			t.Errorf("%d players: figures %+v", tt.v, f)
		}
	}
	if _, err := Generate(context.Background(), Options{Players: 16, Rounds: 16}); err == nil {
		t.Error("16 rounds for 16 players: want an error")
	}
}

// TestSpread: counts without a whist tournament sit players out in turn
// (everybody equally often), never repeat partners (the bound allows it
// for these counts), and say the bound.
func TestSpread(t *testing.T) {
	for _, v := range []int{10, 11, 14, 18} {
		if v > 11 && !longtest.Enabled() {
			continue // about a second each: MOVEGEN_LONG=1
		}
		res, err := Generate(context.Background(), Options{Players: v, Seed: 1})
		if err != nil {
			t.Fatal(err)
		}
		m := res.Movement
		f := res.Figures
		if res.Kind != Spread || m.Rounds != DefaultRounds(v) {
			t.Errorf("%d players: %s, %d rounds", v, res.Kind, m.Rounds)
		}
		if f.RestsMin != f.RestsMax || f.RestsMin == 0 {
			t.Errorf("%d players: sit-outs %d to %d", v, f.RestsMin, f.RestsMax)
		}
		c := count(m)
		repeats, _, _, _ := Bound(v, m.Tables, m.Rounds, c.rests[1:])
		if repeats != 0 || f.PartnersRepeated != 0 {
			t.Errorf("%d players: bound %d repeats, schedule %d", v, repeats, f.PartnersRepeated)
		}
		for k, n := range c.setPlays {
			if n > 1 {
				t.Errorf("%d players: %v played %d times", v, k, n)
			}
		}
	}
}

// TestBound checks the bound against counts worked by hand: 10 players at
// 2 tables for 10 rounds use 40 of 45 partnerships; in 12 rounds each
// plays 10 rounds with only 9 possible partners, so each of the 10 has a
// repeated partner and at least 5 partnerships repeat (more than the 48 −
// 45 = 3 the total gives); 8 players in 8 rounds play one round more than
// they have partners: 4 repeats.
func TestBound(t *testing.T) {
	rests := func(v, r int) []int { return slices.Repeat([]int{r}, v) }
	for _, tt := range []struct{ v, T, R, rest, repeats, lo, hi int }{
		{10, 2, 10, 2, 0, 1, 2},
		{10, 2, 12, 2, 5, 2, 3},
		{8, 2, 8, 0, 4, 2, 3},
	} {
		rep, lo, hi, _ := Bound(tt.v, tt.T, tt.R, rests(tt.v, tt.rest))
		if rep != tt.repeats || lo != tt.lo || hi != tt.hi {
			t.Errorf("Bound(%d, %d, %d) = %d, %d..%d; want %d, %d..%d", tt.v, tt.T, tt.R, rep, lo, hi, tt.repeats, tt.lo, tt.hi)
		}
	}
}

// TestDeterministic: the same options give the same schedule.
func TestDeterministic(t *testing.T) {
	for _, v := range []int{12, 11} {
		a, _ := Generate(context.Background(), Options{Players: v, Seed: 7})
		b, _ := Generate(context.Background(), Options{Players: v, Seed: 7})
		if fmt.Sprint(a.Movement.Play) != fmt.Sprint(b.Movement.Play) {
			t.Errorf("%d players: two runs differ", v)
		}
	}
}

// TestCancelled: a cancelled search still returns a valid schedule and
// says it stopped early.
func TestCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	res, err := Generate(ctx, Options{Players: 18})
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for _, n := range res.Notes {
		found = found || n.Format == "The search was stopped early; this is the best schedule found so far."
	}
	if !found {
		t.Error("no note that the search stopped early")
	}
}

// TestBadOptions: requests out of range are refused with ErrPlayers.
func TestBadOptions(t *testing.T) {
	for _, o := range []Options{{Players: 7}, {Players: 65}, {Players: 16, BoardsPerSet: -1}, {Players: 16, Seats: "sideways"}, {Players: 16, Rounds: -1}} {
		if _, err := Generate(context.Background(), o); err == nil {
			t.Errorf("%+v: no error", o)
		}
	}
}

// TestSpreadStopsAtDeadline: a search whose time runs out still returns
// a valid schedule (it is not a timing test; BenchmarkGenerate has the
// figures).
func TestSpreadStopsAtDeadline(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	if _, err := Generate(ctx, Options{Players: 22}); err != nil {
		t.Fatal(err)
	}
}

// BenchmarkGenerate times the full tournament for each count with a
// whist tournament and three without.
func BenchmarkGenerate(b *testing.B) {
	for _, v := range append(Counts(), 10, 14, 18) {
		b.Run(fmt.Sprint(v), func(b *testing.B) {
			for b.Loop() {
				if _, err := Generate(context.Background(), Options{Players: v}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// TestCyclotomic: the primes ≡ 1 (mod 4) above 33 get the directed
// cyclotomic base, a whole whist tournament certified by the independent
// counter.
func TestCyclotomic(t *testing.T) {
	for _, v := range []int{13, 37, 41, 53, 61} {
		b := cyclotomic(v)
		if err := b.Check(); err != nil || !b.Directed() {
			t.Fatalf("%d: %v, directed %v", v, err, b.Directed())
		}
	}
	res, err := Generate(context.Background(), Options{Players: 37})
	if err != nil {
		t.Fatal(err)
	}
	c := count(res.Movement)
	for i := 1; i <= 37; i++ {
		for j := i + 1; j <= 37; j++ {
			if c.partner[[2]int{i, j}] != 1 || c.opp[[2]int{i, j}] != 2 {
				t.Fatalf("37 players: %d and %d partners %d, opponents %d", i, j, c.partner[[2]int{i, j}], c.opp[[2]int{i, j}])
			}
		}
	}
	if res.Kind != Full || !res.Directed {
		t.Errorf("37 players: %s, directed %v", res.Kind, res.Directed)
	}
}
