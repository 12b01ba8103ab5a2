package howell

import (
	"errors"
	"fmt"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/movegen/movegen/internal/gencheck"
	goldenfile "github.com/movegen/movegen/internal/golden"
	"github.com/movegen/movegen/movement"
)

var update = goldenfile.UpdateFlag()

// analyze generates opts and returns the movement and its report, failing
// the test when the validator finds any error.
func analyze(t testing.TB, opts Options) (*movement.Movement, *movement.Report) {
	t.Helper()
	return gencheck.Analyze(t, Generate, opts)
}

func TestCompleteHowell(t *testing.T) {
	for P := 4; P <= MaxPairs; P += 2 {
		t.Run(fmt.Sprint(P), func(t *testing.T) {
			m, rep := analyze(t, Options{Pairs: P})
			if m.Rounds != P-1 || m.Tables != P/2 || m.Contestants != P {
				t.Fatalf("%d rounds, %d tables, %d pairs", m.Rounds, m.Tables, m.Contestants)
			}
			s := rep.Summary
			if s.Meetings.Min != 1 || s.Meetings.Max != 1 || s.NeverMeet != 0 {
				t.Errorf("meetings %d..%d, %d never meet; want every two pairs once", s.Meetings.Min, s.Meetings.Max, s.NeverMeet)
			}
			if !slices.Contains(rep.Properties, movement.PropEverySetOnce) {
				t.Errorf("not every pair plays every set once: %v", rep.Properties)
			}
			for _, st := range rep.Contestants {
				if st.Rests != 0 || st.Sets != P-1 {
					t.Errorf("pair %d: %d rests, %d sets", st.Contestant, st.Rests, st.Sets)
				}
			}
			relay := false
			for _, p := range movement.Validate(m) {
				relay = relay || p.Code == movement.CodeRelay
			}
			if relay != (P <= 6) {
				t.Errorf("relay notes: %v; want them only for 4 and 6 pairs", relay)
			}
		})
	}
}

// TestBalanced proves Balanced against the report for every supported
// count, and pins which even counts are balanced: those where q = P−1 has a
// Hadamard difference set (Paley for prime powers q ≡ 3 mod 4, twin primes
// for 15 and 35), plus four pairs.
func TestBalanced(t *testing.T) {
	var even []int
	for P := MinPairs; P <= MaxPairs; P++ {
		_, rep := analyze(t, Options{Pairs: P})
		c := rep.Summary.Comparisons
		equal := len(rep.Fields) == 1 && c.Min == c.Max && c.Min > 0
		if got := Balanced(P); got != equal {
			t.Errorf("%d pairs: Balanced = %v, report comparisons %d..%d in %d fields", P, got, c.Min, c.Max, len(rep.Fields))
		}
		if equal != slices.Contains(rep.Properties, movement.PropEqualComparisons) {
			t.Errorf("%d pairs: equal-comparisons property disagrees", P)
		}
		if equal && P%2 == 0 {
			even = append(even, P)
		}
	}
	want := []int{4, 8, 12, 16, 20, 24, 28, 32, 36}
	if !slices.Equal(even, want) {
		t.Errorf("balanced even counts %v, want %v", even, want)
	}
	for _, P := range []int{8, 12, 16} {
		_, rep := analyze(t, Options{Pairs: P})
		if rep.Verdict != movement.Perfect {
			t.Errorf("%d pairs: verdict %s, want perfect", P, rep.Verdict)
		}
		// n−1 sets for n tables.
		if want := (P/2 - 1) * DefaultBoardsPerRound(P-1); rep.Summary.Comparisons.Min != want {
			t.Errorf("%d pairs: compared on %d boards, want %d", P, rep.Summary.Comparisons.Min, want)
		}
	}
	if Balanced(3) || Balanced(41) {
		t.Error("Balanced accepts unsupported counts")
	}
}

func TestOddPairs(t *testing.T) {
	for P := 5; P < MaxPairs; P += 2 {
		m, rep := analyze(t, Options{Pairs: P})
		if m.Rounds != P || m.Contestants != P {
			t.Errorf("%d pairs: %d rounds, %d contestants", P, m.Rounds, m.Contestants)
		}
		s := rep.Summary
		if s.Meetings.Min != 1 || s.Meetings.Max != 1 || s.RepeatedSets != 0 {
			t.Errorf("%d pairs: meetings %d..%d, %d repeated sets", P, s.Meetings.Min, s.Meetings.Max, s.RepeatedSets)
		}
		for _, st := range rep.Contestants {
			if st.Rests != 1 {
				t.Errorf("%d pairs: pair %d sits out %d rounds, want 1", P, st.Contestant, st.Rests)
			}
		}
	}
}

func TestPartialHowell(t *testing.T) {
	tests := []struct{ pairs, rounds int }{{8, 5}, {10, 7}, {13, 9}, {16, 11}, {24, 17}, {40, 30}}
	for _, tt := range tests {
		m, rep := analyze(t, Options{Pairs: tt.pairs, Rounds: tt.rounds})
		if m.Rounds != tt.rounds {
			t.Fatalf("%+v: %d rounds", tt, m.Rounds)
		}
		s := rep.Summary
		if s.Meetings.Max > 1 || s.RepeatedSets != 0 {
			t.Errorf("%+v: meetings up to %d, %d repeated sets", tt, s.Meetings.Max, s.RepeatedSets)
		}
		// The search starts from the first rounds, so it is never worse.
		sc, err := complete(tt.pairs + tt.pairs%2)
		if err != nil {
			t.Fatal(err)
		}
		first := newScorer(sc, phantomOf(sc, tt.pairs))
		for r := range tt.rounds {
			first.add(r)
		}
		if s.BalanceIndex+0.01 < first.index() {
			t.Errorf("%+v: index %.2f below the first rounds' %.2f", tt, s.BalanceIndex, first.index())
		}
		chosen, err := ChooseRounds(tt.pairs, tt.rounds)
		if err != nil || len(chosen) != tt.rounds || !slices.IsSorted(chosen) {
			t.Errorf("%+v: ChooseRounds = %v, %v", tt, chosen, err)
		}
	}
}

// TestScorerMatchesAnalyze checks that the fast search scorer computes the
// balance index exactly as movement.Analyze does.
func TestScorerMatchesAnalyze(t *testing.T) {
	for _, tt := range []struct{ pairs, rounds int }{{6, 3}, {9, 4}, {12, 6}, {20, 10}, {27, 20}} {
		_, rep := analyze(t, Options{Pairs: tt.pairs, Rounds: tt.rounds})
		sc, _ := complete(tt.pairs + tt.pairs%2)
		chosen, _ := ChooseRounds(tt.pairs, tt.rounds)
		s := newScorer(sc, phantomOf(sc, tt.pairs))
		for _, r := range chosen {
			s.add(r - 1)
		}
		if d := s.index() - rep.Summary.BalanceIndex; d > 0.006 || d < -0.006 {
			t.Errorf("%+v: scorer %.4f, Analyze %.2f", tt, s.index(), rep.Summary.BalanceIndex)
		}
	}
}

func TestDeterministic(t *testing.T) {
	for _, o := range []Options{{Pairs: 28}, {Pairs: 17, Rounds: 12}, {Pairs: 6}} {
		a, _ := Generate(o)
		b, _ := Generate(o)
		if !reflect.DeepEqual(a, b) {
			t.Errorf("%+v: two runs differ", o)
		}
	}
}

func TestOptionsCheck(t *testing.T) {
	tests := []struct {
		opts Options
		want string // part of the error, "" for none
	}{
		{Options{Pairs: 8}, ""},
		{Options{Pairs: 3}, "want 4 to 40"},
		{Options{Pairs: 41}, "want 4 to 40"},
		{Options{Pairs: 8, Rounds: 8}, "want 1 to 7"},
		{Options{Pairs: 9, Rounds: 9}, ""},
		{Options{Pairs: 8, Rounds: -1}, "want 1 to 7 for 8 pairs"},
		{Options{Pairs: 8, BoardsPerRound: 101}, "want 1 to 100"},
	}
	for _, tt := range tests {
		err := tt.opts.Check()
		if (err == nil) != (tt.want == "") || (err != nil && !strings.Contains(err.Error(), tt.want)) {
			t.Errorf("%+v: %v, want %q", tt.opts, err, tt.want)
		}
		if _, gerr := Generate(tt.opts); (gerr == nil) != (err == nil) {
			t.Errorf("%+v: Generate error %v disagrees with Check %v", tt.opts, gerr, err)
		}
	}
}

func TestDefaultBoardsPerRound(t *testing.T) {
	tests := []struct{ rounds, want int }{{0, 1}, {3, 9}, {4, 6}, {5, 5}, {7, 4}, {8, 3}, {9, 3}, {13, 2}, {15, 2}, {19, 1}, {39, 1}}
	for _, tt := range tests {
		if got := DefaultBoardsPerRound(tt.rounds); got != tt.want {
			t.Errorf("DefaultBoardsPerRound(%d) = %d, want %d", tt.rounds, got, tt.want)
		}
	}
}

// TestGolden pins the seating of a few movements so that a change to the
// search shows up in review; the properties are proved above.
func TestGolden(t *testing.T) {
	for _, o := range []Options{{Pairs: 8}, {Pairs: 6}, {Pairs: 9, Rounds: 6}} {
		m, err := Generate(o)
		if err != nil {
			t.Fatal(err)
		}
		var b strings.Builder
		fmt.Fprintf(&b, "%s: %d tables, %d rounds, %d sets of %d boards\n", m.Name, m.Tables, m.Rounds, m.Sets, m.BoardsPerSet)
		for r, row := range m.Grid() {
			fmt.Fprintf(&b, "round %2d:", r+1)
			for _, p := range row {
				fmt.Fprintf(&b, "  %2d-%-2d s%-2d", p.Seats[0], p.Seats[1], p.Set)
			}
			b.WriteString("\n")
		}
		path := filepath.Join("testdata", fmt.Sprintf("howell_%d_%d.golden", o.Pairs, o.Rounds))
		goldenfile.Check(t, path, []byte(b.String()), *update)
	}
}

func BenchmarkGenerate20Tables(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Generate(Options{Pairs: 40}); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkGenerate14Tables(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Generate(Options{Pairs: 28}); err != nil {
			b.Fatal(err)
		}
	}
}

// TestOneBoardNeedsNoRelay: SharesSets says exactly which pair counts give
// relays (checked with the validator), and Check refuses one board a round
// for them.
func TestOneBoardNeedsNoRelay(t *testing.T) {
	for P := MinPairs; P <= 12; P++ {
		m, err := Generate(Options{Pairs: P, BoardsPerRound: 2})
		if err != nil {
			t.Fatal(err)
		}
		relay := false
		for _, p := range movement.Validate(m) {
			relay = relay || p.Code == movement.CodeRelay
		}
		if got := SharesSets(P); got != relay {
			t.Errorf("%d pairs: SharesSets = %v, validator finds relays: %v", P, got, relay)
		}
		err = Options{Pairs: P, BoardsPerRound: 1}.Check()
		if relay != (err != nil) {
			t.Errorf("%d pairs, 1 board a round, relays %v: Check() = %v", P, relay, err)
		}
	}
}

// TestUnsupportedSize: a number of pairs no Howell is built for is
// "not supported at this size", not an internal error; a bad number of
// rounds is neither.
func TestUnsupportedSize(t *testing.T) {
	for _, pairs := range []int{MinPairs - 1, MaxPairs + 1} {
		_, err := Generate(Options{Pairs: pairs})
		if !errors.Is(err, movement.ErrUnsupported) || errors.Is(err, movement.ErrInternal) {
			t.Errorf("%d pairs: %v, want ErrUnsupported", pairs, err)
		}
	}
	if err := (Options{Pairs: 8, Rounds: 99}).Check(); err == nil || errors.Is(err, movement.ErrUnsupported) {
		t.Errorf("99 rounds for 8 pairs: %v, want a plain range error", err)
	}
}
