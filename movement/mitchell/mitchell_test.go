package mitchell

import (
	"bytes"
	"errors"
	"fmt"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/movegen/movegen/export/jsonfile"
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

// TestEveryTableCount proves the properties of the full two-winner
// Mitchell for every T in 3..30 and both even-table methods, and that each
// survives a JSON round trip as a valid movement (what movegen check does).
func TestEveryTableCount(t *testing.T) {
	for T := 3; T <= 30; T++ {
		methods := []EvenMethod{""}
		if T%2 == 0 {
			methods = []EvenMethod{Relay, Skip}
		}
		for _, e := range methods {
			t.Run(fmt.Sprintf("%d-%s", T, e), func(t *testing.T) {
				m, rep := analyze(t, Options{Tables: T, Even: e})
				s := rep.Summary
				if s.RepeatedSets != 0 {
					t.Errorf("%d repeated sets", s.RepeatedSets)
				}
				if s.Meetings.Max != 1 || s.MeetMoreThanOnce != 0 {
					t.Errorf("meetings up to %d", s.Meetings.Max)
				}
				// NS pairs never meet NS pairs, nor EW pairs EW pairs.
				if s.Meetings.Pairs != T*T {
					t.Errorf("%d pairs can meet, want %d", s.Meetings.Pairs, T*T)
				}
				if e == Skip {
					if m.Rounds != T-1 || s.NeverMeet != T {
						t.Errorf("skip: %d rounds, %d pairs never meet; want %d and %d", m.Rounds, s.NeverMeet, T-1, T)
					}
				} else {
					if m.Rounds != T || s.NeverMeet != 0 || s.Meetings.Min != 1 {
						t.Errorf("%d rounds, %d pairs never meet", m.Rounds, s.NeverMeet)
					}
					if rep.Verdict != movement.Perfect || !slices.Contains(rep.Properties, movement.PropEverySetOnce) {
						t.Errorf("verdict %s, properties %v", rep.Verdict, rep.Properties)
					}
				}
				relay := 0
				for _, p := range rep.Problems {
					if p.Code == movement.CodeRelay {
						relay++
					}
				}
				if wantRelay := T%2 == 0 && e == Relay; (relay > 0) != wantRelay {
					t.Errorf("%d relay notes; relay expected: %v", relay, wantRelay)
				}
				var buf bytes.Buffer
				if err := jsonfile.Write(&buf, m); err != nil {
					t.Fatal(err)
				}
				back, err := jsonfile.Read(&buf, "mitchell.json")
				if err != nil {
					t.Fatal(err)
				}
				if !movement.Validate(back).Valid() || movement.Analyze(back).Verdict != rep.Verdict {
					t.Errorf("the JSON round trip does not check as %s", rep.Verdict)
				}
			})
		}
	}
}

func TestMissingPair(t *testing.T) {
	for T := 3; T <= 30; T++ {
		for _, miss := range []movement.Seat{movement.NS, movement.EW} {
			for _, e := range []EvenMethod{"", Relay, Skip} {
				if (T%2 == 1) != (e == "") {
					continue
				}
				m, rep := analyze(t, Options{Tables: T, Pairs: 2*T - 1, Missing: miss, Even: e})
				if m.Contestants != 2*T-1 || rep.Summary.RepeatedSets != 0 || rep.Summary.Meetings.Max != 1 {
					t.Errorf("T=%d %s %s: %d pairs, %d repeated sets", T, miss, e, m.Contestants, rep.Summary.RepeatedSets)
				}
				// The pairs of the other line sit out once each, except
				// with the skip the one pair whose skipped table is the
				// empty one; the missing pair's line never sits out.
				full := 0
				for _, st := range rep.Contestants {
					isNS := strings.HasSuffix(st.Label, "NS")
					other := isNS == (miss == movement.EW)
					switch {
					case !other && st.Rests != 0:
						t.Errorf("T=%d missing %s %s: %s sits out %d rounds", T, miss, e, st.Label, st.Rests)
					case other && st.Rests == 0:
						full++
					case other && st.Rests != 1:
						t.Errorf("T=%d missing %s %s: %s sits out %d rounds", T, miss, e, st.Label, st.Rests)
					}
				}
				wantFull := 0
				if T%2 == 0 && e == Skip {
					wantFull = 1
				}
				if full != wantFull {
					t.Errorf("T=%d missing %s %s: %d pairs of the other line never sit out, want %d", T, miss, e, full, wantFull)
				}
			}
		}
	}
}

func TestFewerRounds(t *testing.T) {
	for _, tt := range []struct{ tables, rounds int }{{5, 3}, {8, 6}, {10, 8}, {13, 9}, {30, 12}} {
		m, rep := analyze(t, Options{Tables: tt.tables, Rounds: tt.rounds})
		s := rep.Summary
		if m.Rounds != tt.rounds || s.RepeatedSets != 0 || s.Meetings.Max != 1 {
			t.Errorf("%+v: %d rounds, %d repeated sets, meetings up to %d", tt, m.Rounds, s.RepeatedSets, s.Meetings.Max)
		}
		for _, st := range rep.Contestants {
			if st.Rounds != tt.rounds {
				t.Errorf("%+v: %s plays %d rounds", tt, st.Label, st.Rounds)
			}
		}
	}
}

func TestOneWinner(t *testing.T) {
	for _, o := range []Options{{Tables: 5}, {Tables: 7}, {Tables: 8}, {Tables: 8, Even: Skip}, {Tables: 9, Rounds: 6}, {Tables: 11, Pairs: 21}, {Tables: 13}, {Tables: 24}} {
		o.Winners = 1
		m, rep := analyze(t, o)
		sw := SwitchedRounds(m)
		chosen, err := ChooseSwitches(o)
		if err != nil || !slices.Equal(sw, chosen) || len(sw) == 0 {
			t.Errorf("%+v: switched %v, ChooseSwitches %v, %v", o, sw, chosen, err)
		}
		if len(rep.Fields) != 1 {
			t.Errorf("%+v: %d fields, want one", o, len(rep.Fields))
		}
		// The fast scorer must agree with the report.
		rounds, C := layout(o.normalized())
		s := newScorer(rounds, C)
		for _, r := range sw {
			s.flipRound(r - 1)
		}
		if d := s.index() - rep.Summary.BalanceIndex; d > 0.006 || d < -0.006 {
			t.Errorf("%+v: scorer %.4f, report %.2f", o, s.index(), rep.Summary.BalanceIndex)
		}
		// No single other switch does better: the exhaustive choice (or,
		// at 24 tables, the local search) beats adding any one round, and
		// beats switching round 1 alone.
		for r := 1; r <= m.Rounds; r++ {
			if slices.Contains(sw, r) || len(sw)+1 == m.Rounds {
				continue
			}
			alt := append(slices.Clone(sw), r)
			o2 := o
			o2.ArrowSwitch = alt
			_, rep2 := analyze(t, o2)
			if rep2.Summary.BalanceIndex > rep.Summary.BalanceIndex+0.01 {
				t.Errorf("%+v: adding round %d raises the index to %.2f from %.2f", o, r, rep2.Summary.BalanceIndex, rep.Summary.BalanceIndex)
			}
		}
		single := o
		single.ArrowSwitch = []int{1}
		if _, rep1 := analyze(t, single); rep1.Summary.BalanceIndex > rep.Summary.BalanceIndex+0.01 {
			t.Errorf("%+v: one switched round beats the choice", o)
		}
	}
}

func TestExplicitSwitches(t *testing.T) {
	m, rep := analyze(t, Options{Tables: 9, ArrowSwitch: []int{3, 7}})
	for _, p := range m.Play {
		if p.Switched != (p.Round == 3 || p.Round == 7) {
			t.Fatalf("round %d table %d: switched = %v", p.Round, p.Table, p.Switched)
		}
	}
	if len(rep.Fields) != 1 {
		t.Errorf("%d fields, want 1", len(rep.Fields))
	}
	for _, st := range rep.Contestants {
		if st.Switched != 2 {
			t.Errorf("%s played %d switched rounds, want 2", st.Label, st.Switched)
		}
	}
}

func TestLargeOneWinner(t *testing.T) {
	m, rep := analyze(t, Options{Tables: 45, Winners: 1})
	if len(SwitchedRounds(m)) == 0 || len(rep.Fields) != 1 || rep.Summary.BalanceIndex <= 0 {
		t.Errorf("45 tables, one winner: switched %v, %d fields, index %.2f", SwitchedRounds(m), len(rep.Fields), rep.Summary.BalanceIndex)
	}
}

func TestOptionsCheck(t *testing.T) {
	tests := []struct {
		opts Options
		want string
	}{
		{Options{Tables: 7}, ""},
		{Options{Tables: 2}, "want 3 to 100"},
		{Options{Tables: 101}, "want 3 to 100"},
		{Options{Tables: 7, Pairs: 12}, "13 or 14 pairs"},
		{Options{Tables: 7, Pairs: 13}, ""},
		{Options{Tables: 8, Even: "howell"}, "want relay or skip"},
		{Options{Tables: 7, Even: Relay}, "only for an even number of tables"},
		{Options{Tables: 7, Missing: movement.EW}, "only with an odd number of pairs"},
		{Options{Tables: 7, Missing: movement.N}, "want NS or EW"},
		{Options{Tables: 8, Even: Skip, Rounds: 8}, "want 1 to 7"},
		{Options{Tables: 8, Rounds: 8}, ""},
		{Options{Tables: 7, BoardsPerRound: 101}, "want 1 to 100"},
		{Options{Tables: 7, Winners: 3}, "want 1 or 2"},
		{Options{Tables: 7, Winners: -1}, "want 1 or 2"},
		{Options{Tables: 7, Winners: 2, ArrowSwitch: []int{2}}, "two winners"},
		{Options{Tables: 7, ArrowSwitch: []int{8}}, "round 8"},
		{Options{Tables: 7, ArrowSwitch: []int{2, 2}}, "twice"},
		{Options{Tables: 3, ArrowSwitch: []int{1, 2, 3}}, "all 3 rounds"},
	}
	for _, tt := range tests {
		err := tt.opts.Check()
		if (err == nil) != (tt.want == "") || (err != nil && !strings.Contains(err.Error(), tt.want)) {
			t.Errorf("%+v: %v, want %q", tt.opts, err, tt.want)
		}
		if _, gerr := Generate(tt.opts); (gerr == nil) != (err == nil) {
			t.Errorf("%+v: Generate %v disagrees with Check %v", tt.opts, gerr, err)
		}
	}
}

func TestDefaultBoardsPerRound(t *testing.T) {
	tests := []struct {
		rounds int
		shared bool
		want   int
	}{{3, false, 9}, {4, false, 6}, {7, false, 4}, {8, true, 3}, {9, false, 3}, {13, false, 2}, {20, false, 1}, {20, true, 2}, {0, false, 1}}
	for _, tt := range tests {
		if got := DefaultBoardsPerRound(tt.rounds, tt.shared); got != tt.want {
			t.Errorf("DefaultBoardsPerRound(%d, %v) = %d, want %d", tt.rounds, tt.shared, got, tt.want)
		}
	}
}

func TestDeterministic(t *testing.T) {
	o := Options{Tables: 12, Winners: 1, Pairs: 23}
	a, _ := Generate(o)
	b, _ := Generate(o)
	if !reflect.DeepEqual(a, b) {
		t.Error("two runs differ")
	}
}

func TestGolden(t *testing.T) {
	for _, o := range []Options{{Tables: 8}, {Tables: 8, Even: Skip}, {Tables: 5, Pairs: 9, Winners: 1}} {
		m, err := Generate(o)
		if err != nil {
			t.Fatal(err)
		}
		var b strings.Builder
		fmt.Fprintf(&b, "%s: %d rounds, %d sets of %d boards\n", m.Name, m.Rounds, m.Sets, m.BoardsPerSet)
		for r, row := range m.Grid() {
			fmt.Fprintf(&b, "round %2d:", r+1)
			for _, p := range row {
				sw := " "
				if p.Switched {
					sw = "*"
				}
				fmt.Fprintf(&b, "  %5s-%-5s s%d%s", m.Label(p.Seats[0]), m.Label(p.Seats[1]), p.Set, sw)
			}
			b.WriteString("\n")
		}
		name := strings.NewReplacer(" ", "", ",", "_").Replace(m.Name)
		path := filepath.Join("testdata", name+".golden")
		goldenfile.Check(t, path, []byte(b.String()), *update)
	}
}

func BenchmarkGenerate40Tables(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Generate(Options{Tables: 40}); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkGenerate40TablesOneWinner(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Generate(Options{Tables: 40, Winners: 1}); err != nil {
			b.Fatal(err)
		}
	}
}

// TestOneBoardNeedsNoRelay: one board a round is refused exactly when the
// movement plays a set at two tables in a round, which the validator
// reports as a relay.
func TestOneBoardNeedsNoRelay(t *testing.T) {
	for _, tt := range []struct {
		tables int
		even   EvenMethod
	}{{7, ""}, {8, Relay}, {8, Skip}, {20, Relay}, {20, Skip}, {21, ""}} {
		t.Run(fmt.Sprintf("%d tables %s", tt.tables, tt.even), func(t *testing.T) {
			m, err := Generate(Options{Tables: tt.tables, Even: tt.even, BoardsPerRound: 2})
			if err != nil {
				t.Fatal(err)
			}
			relay := false
			for _, p := range movement.Validate(m) {
				relay = relay || p.Code == movement.CodeRelay
			}
			if got := SharesSets(tt.tables, tt.even); got != relay {
				t.Fatalf("SharesSets = %v, validator finds relays: %v", got, relay)
			}
			err = Options{Tables: tt.tables, Even: tt.even, BoardsPerRound: 1}.Check()
			if relay != (err != nil) {
				t.Errorf("1 board a round with relays %v: Check() = %v", relay, err)
			}
			if relay && DefaultBoardsPerRound(m.Rounds, true) < 2 {
				t.Errorf("default boards with a relay below 2")
			}
		})
	}
}

// TestCheckErrors: Check names the field that is wrong, and a table count
// outside the range is "not supported at this size".
func TestCheckErrors(t *testing.T) {
	tests := []struct {
		o           Options
		field       string
		unsupported bool
	}{
		{Options{Tables: MinTables - 1}, "Tables", true},
		{Options{Tables: MaxTables + 1}, "Tables", true},
		{Options{Tables: 7, Pairs: 11}, "Pairs", false},
		{Options{Tables: 7, Rounds: 8}, "Rounds", false},
		{Options{Tables: 7, ArrowSwitch: []int{9}}, "ArrowSwitch", false},
		{Options{Tables: 7, Winners: 2, ArrowSwitch: []int{2}}, "ArrowSwitch", false},
	}
	for _, tt := range tests {
		err := tt.o.Check()
		var oe *OptionError
		if !errors.As(err, &oe) || oe.Field != tt.field {
			t.Errorf("%+v: %v, want an OptionError for %s", tt.o, err, tt.field)
			continue
		}
		if got := errors.Is(err, movement.ErrUnsupported); got != tt.unsupported {
			t.Errorf("%+v: unsupported = %v, want %v", tt.o, got, tt.unsupported)
		}
		if !strings.HasPrefix(err.Error(), "mitchell: ") {
			t.Errorf("%+v: %q, want the package named", tt.o, err)
		}
	}
}
