package mitchell

import (
	"fmt"
	"testing"

	"github.com/movegen/movegen/movement"
)

// TestWeb generates every web Mitchell from 6 to 40 tables with every
// allowed number of sets, odd and even, and proves what GenerateWeb promises: valid, no
// rests, every pair plays every set exactly once, nobody meets anybody
// twice, and every EW pair meets exactly Sets NS pairs.
func TestWeb(t *testing.T) {
	for T := MinWebTables; T <= 40; T += 2 {
		for S := T / 2; S < T; S++ {
			t.Run(fmt.Sprintf("%d-tables-%d-sets", T, S), func(t *testing.T) {
				m, err := GenerateWeb(WebOptions{Tables: T, Sets: S})
				if err != nil {
					t.Fatal(err)
				}
				rep := movement.Analyze(m)
				if rep.Verdict == movement.Invalid {
					t.Fatalf("invalid: %v", rep.Problems.Errors())
				}
				if m.Rounds != S || m.Tables != T || m.Contestants != 2*T || len(m.Sections) != 2 {
					t.Fatalf("%d rounds, %d tables, %d pairs, %d sections", m.Rounds, m.Tables, m.Contestants, len(m.Sections))
				}
				for _, st := range rep.Contestants {
					if st.Rests != 0 || st.Sets != S || st.Rounds != S {
						t.Errorf("%s: %d rests, %d sets, %d rounds; want 0, %d, %d", st.Label, st.Rests, st.Sets, st.Rounds, S, S)
					}
				}
				if s := rep.Summary; s.MeetMoreThanOnce != 0 || s.RepeatedSets != 0 {
					t.Errorf("%d pairs meet twice, %d sets repeated", s.MeetMoreThanOnce, s.RepeatedSets)
				}
				// Every two NS pairs are compared on every board (the copies
				// carry the same deals).
				for i := 1; i <= T; i++ {
					for j := i + 1; j <= T; j++ {
						if got := rep.Comparisons.At(i, j); got != S*m.BoardsPerSet {
							t.Fatalf("NS %d and %d compared on %d boards, want %d", i, j, got, S*m.BoardsPerSet)
						}
					}
				}
				// Each copy: a set is at most once in a section per round.
				for r := 1; r <= S; r++ {
					seen := map[[2]int]bool{}
					for _, p := range m.Play {
						sec, _ := m.SectionOf(p.Table)
						if p.Round == r {
							if seen[[2]int{sec, p.Set}] {
								t.Fatalf("round %d: set %d twice in section %d", r, p.Set, sec)
							}
							seen[[2]int{sec, p.Set}] = true
						}
					}
				}
			})
		}
	}
}

// TestWebSourceExample checks the first round of the published 10-table
// example with 7 sets: tables 1–5 play sets 1–5, tables 6–10 play sets 4,
// 3, 2, 1, 7 (sets 6 and 7 of A and 5 and 6 of B wait on the stands).
func TestWebSourceExample(t *testing.T) {
	m, err := GenerateWeb(WebOptions{Tables: 10, Sets: 7})
	if err != nil {
		t.Fatal(err)
	}
	want := []int{1, 2, 3, 4, 5, 4, 3, 2, 1, 7}
	for _, p := range m.Play {
		if p.Round == 1 && p.Set != want[p.Table-1] {
			t.Errorf("round 1, table %d: set %d, want %d", p.Table, p.Set, want[p.Table-1])
		}
		if p.Round == 2 && p.Table == 10 && p.Set != 6 {
			t.Errorf("round 2, table 10: set %d, want 6 (from the stand)", p.Set)
		}
	}
}

// TestWebRefuses: odd tables, even or out-of-range sets are refused
// naming the field.
func TestWebRefuses(t *testing.T) {
	for _, c := range []struct {
		o     WebOptions
		field string
	}{
		{WebOptions{Tables: 4}, "Tables"},
		{WebOptions{Tables: 101}, "Tables"},
		{WebOptions{Tables: 9, Sets: 4}, "Sets"}, // even sets at an odd number of tables
		{WebOptions{Tables: 9, Sets: 1}, "Sets"},
		{WebOptions{Tables: 9, Sets: 9}, "Sets"},  // no tables for sections D and F
		{WebOptions{Tables: 15, Sets: 3}, "Sets"}, // D and F of 6 tables, more than the sets
		{WebOptions{Tables: 10, Sets: 4}, "Sets"},
		{WebOptions{Tables: 10, Sets: 10}, "Sets"},
		{WebOptions{Tables: 10, Sets: 11}, "Sets"},
		{WebOptions{Tables: 10, BoardsPerRound: -1}, "BoardsPerRound"},
	} {
		_, err := GenerateWeb(c.o)
		oe, ok := err.(*OptionError)
		if !ok || oe.Field != c.field {
			t.Errorf("%+v: %v, want an OptionError on %s", c.o, err, c.field)
		}
	}
}

// TestWebEvenSets checks the source's even-sets web (Web.htm): at least
// half the tables in sets, and "the E-W pairs must skip after playing
// half the" sets. At every even size from 6 to 100 tables: the EW pairs
// move up one table a round except once, two tables after round S/2; the
// movement is valid and every pair plays every set once, meeting nobody
// twice.
func TestWebEvenSets(t *testing.T) {
	for T := MinWebTables; T <= MaxTables; T += 2 {
		for S := T / 2; S < T; S++ {
			if S%2 == 1 {
				continue
			}
			m, err := GenerateWeb(WebOptions{Tables: T, Sets: S})
			if err != nil {
				t.Fatalf("%d tables, %d sets: %v", T, S, err)
			}
			table := map[[2]int]int{} // (EW pair, round) -> table
			sets := map[[2]int]bool{} // (pair, set)
			met := map[[2]int]bool{}  // (NS, EW)
			for _, p := range m.Play {
				ns, ew := p.Seats[0], p.Seats[1]
				table[[2]int{ew, p.Round}] = p.Table
				for _, c := range p.Seats {
					if sets[[2]int{c, p.Set}] {
						t.Fatalf("%d tables, %d sets: pair %d plays set %d twice", T, S, c, p.Set)
					}
					sets[[2]int{c, p.Set}] = true
				}
				if met[[2]int{ns, ew}] {
					t.Fatalf("%d tables, %d sets: %d and %d meet twice", T, S, ns, ew)
				}
				met[[2]int{ns, ew}] = true
			}
			if len(sets) != 2*T*S {
				t.Fatalf("%d tables, %d sets: %d pair-sets, want %d", T, S, len(sets), 2*T*S)
			}
			for ew := T + 1; ew <= 2*T; ew++ {
				for r := 1; r < S; r++ {
					step := (table[[2]int{ew, r + 1}] - table[[2]int{ew, r}] + T) % T
					want := 1
					if r == S/2 {
						want = 2
					}
					if step != want {
						t.Fatalf("%d tables, %d sets: pair %d moves up %d tables after round %d, want %d", T, S, ew, step, r, want)
					}
				}
			}
		}
	}
}

// TestWebRover seats the rover of the rover Mitchell in every web
// GenerateWeb builds up to MaxRoverTables tables (every size, every
// number of sets): the rover sits out round 1 and then takes the NS seat
// of a different table each round, never on a set it has played; the NS
// pair it displaces sits out that round only; every EW pair still plays
// every set once and nobody meets an EW pair twice except where the
// notes say the rover does.
func TestWebRover(t *testing.T) {
	t.Parallel()
	webs, again := 0, 0
	for T := MinWebTables; T <= MaxRoverTables; T++ {
		lo, hi := T/2, T-1
		if T%2 == 1 {
			lo, hi = WebSetRange(T)
		}
		for S := lo; S <= hi; S++ {
			if T%2 == 1 && S%2 == 0 {
				continue
			}
			o := WebOptions{Tables: T, Sets: S, Rover: true}
			m, err := GenerateWeb(o)
			if err != nil {
				t.Fatalf("%d tables, %d sets: %v", T, S, err)
			}
			webs++
			rover := T + 1
			if m.Contestants != 2*T+1 || m.Labels[rover] != fmt.Sprintf("%d NS", rover) {
				t.Fatalf("%d tables, %d sets: %d contestants, rover labelled %q", T, S, m.Contestants, m.Labels[rover])
			}
			roverRounds := map[int]int{} // round -> table
			sets := map[[2]int]bool{}    // (pair, set)
			out := map[int]int{}         // NS pair -> rounds sat out
			plays := map[int]int{}
			meets := map[[2]int]int{}
			for _, p := range m.Play {
				ns, ew := p.Seats[0], p.Seats[1]
				if ns == rover {
					roverRounds[p.Round] = p.Table
					out[p.Table]++
				}
				for _, c := range p.Seats {
					plays[c]++
					if sets[[2]int{c, p.Set}] {
						t.Fatalf("%d tables, %d sets: pair %d plays set %d twice", T, S, c, p.Set)
					}
					sets[[2]int{c, p.Set}] = true
				}
				meets[[2]int{ns, ew}]++
			}
			if _, ok := roverRounds[1]; ok || len(roverRounds) != S-1 {
				t.Fatalf("%d tables, %d sets: the rover plays rounds %v; want 2–%d", T, S, roverRounds, S)
			}
			for tb, n := range out {
				if n != 1 || plays[tb] != S-1 {
					t.Fatalf("%d tables, %d sets: NS %d sits out %d rounds, plays %d", T, S, tb, n, plays[tb])
				}
			}
			for ew := rover + 1; ew <= 2*T+1; ew++ {
				if plays[ew] != S {
					t.Fatalf("%d tables, %d sets: EW pair %d plays %d rounds, want all %d", T, S, ew, plays[ew], S)
				}
			}
			extra := 0
			for k, n := range meets {
				if n > 1 && k[0] != rover {
					t.Fatalf("%d tables, %d sets: %d and %d meet %d times", T, S, k[0], k[1], n)
				}
				extra += n - 1
			}
			_, said, _ := roverSearch(webRounds(o))
			if extra != said {
				t.Fatalf("%d tables, %d sets: the rover meets EW pairs again %d times, the notes say %d", T, S, extra, said)
			}
			if extra > 0 {
				again++
			}
		}
	}
	t.Logf("%d webs with a rover; in %d the rover meets an EW pair again", webs, again)
}

// TestWebOdd checks the web at an odd number of tables (bridge-results.de,
// "Web Mitchell", odd number of tables) at every odd size from 7 to
// MaxTables and every number of sets WebSetRange allows: three sections
// of R, S and S tables (S = (T−R)/2), the EW pairs moving up one table
// every round through all of them, every pair playing every set once and
// nobody meeting twice; and the source's example, 7 tables and 3 rounds,
// with section F playing the sets in reverse order.
func TestWebOdd(t *testing.T) {
	t.Parallel()
	webs := 0
	for T := 7; T <= MaxTables; T += 2 {
		lo, hi := WebSetRange(T)
		for R := lo; R <= hi; R += 2 {
			m, err := GenerateWeb(WebOptions{Tables: T, Sets: R})
			if err != nil {
				t.Fatalf("%d tables, %d sets: %v", T, R, err)
			}
			webs++
			S := (T - R) / 2
			if len(m.Sections) != 3 || m.Sections[0].Tables != R || m.Sections[1].Tables != S || m.Sections[2].Tables != S {
				t.Fatalf("%d tables, %d sets: sections %+v, want %d, %d, %d", T, R, m.Sections, R, S, S)
			}
			if S > R || S < 1 {
				t.Fatalf("%d tables, %d sets: sections D and F of %d tables", T, R, S)
			}
			sets := map[[2]int]bool{}
			met := map[[2]int]bool{}
			at := map[[2]int]int{} // (EW, round) -> table
			for _, p := range m.Play {
				for _, c := range p.Seats {
					if sets[[2]int{c, p.Set}] {
						t.Fatalf("%d tables, %d sets: pair %d plays set %d twice", T, R, c, p.Set)
					}
					sets[[2]int{c, p.Set}] = true
				}
				k := [2]int{p.Seats[0], p.Seats[1]}
				if met[k] {
					t.Fatalf("%d tables, %d sets: %v meet twice", T, R, k)
				}
				met[k] = true
				at[[2]int{p.Seats[1], p.Round}] = p.Table
			}
			if len(sets) != 2*T*R {
				t.Fatalf("%d tables, %d sets: %d pair-sets, want %d", T, R, len(sets), 2*T*R)
			}
			for ew := T + 1; ew <= 2*T; ew++ {
				for r := 1; r < R; r++ {
					if step := (at[[2]int{ew, r + 1}] - at[[2]int{ew, r}] + T) % T; step != 1 {
						t.Fatalf("%d tables, %d sets: pair %d moves up %d tables after round %d", T, R, ew, step, r)
					}
				}
			}
		}
	}
	// The source's example: 7 tables, 3 rounds; sections of 3, 2 and 2
	// tables; F's last table starts on the last set, the one before it on
	// set 1, and F plays them in descending order.
	m, err := GenerateWeb(WebOptions{Tables: 7, Sets: 3})
	if err != nil {
		t.Fatal(err)
	}
	g := m.Grid()
	for _, c := range []struct{ round, table, set int }{
		{1, 1, 1}, {1, 2, 2}, {1, 3, 3}, {1, 4, 1}, {1, 5, 2}, {1, 6, 1}, {1, 7, 3},
		{2, 6, 3}, {2, 7, 2}, {3, 6, 2}, {3, 7, 1},
	} {
		if got := g[c.round-1][c.table-1].Set; got != c.set {
			t.Errorf("7 tables, 3 rounds: round %d, table %s plays set %d, want %d", c.round, m.TableName(c.table), got, c.set)
		}
	}
	if webs == 0 {
		t.Fatal("no web built")
	}
	t.Logf("%d webs at an odd number of tables", webs)
}
