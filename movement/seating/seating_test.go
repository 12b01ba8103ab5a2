package seating

import (
	"bytes"
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/movegen/movegen/export/jsonfile"
	"github.com/movegen/movegen/internal/longtest"
	"github.com/movegen/movegen/movement"

	"github.com/movegen/movegen/internal/golden"
)

var update = golden.UpdateFlag()

func tables(k, g int) []int {
	out := make([]int, g)
	for i := range out {
		out[i] = k
	}
	return out
}

func hasCode(b *Bounds, c StatementCode) bool {
	return slices.ContainsFunc(b.Statements, func(s Statement) bool { return s.Code == c })
}

// TestBoundsKnownCases checks the figures and statements on cases whose
// answer is known from the literature or from counting by hand.
func TestBoundsKnownCases(t *testing.T) {
	tests := []struct {
		name       string
		p          Problem
		golfer     int
		minRepeats int
		lo, hi     int
		impossible bool
		codes      []StatementCode
	}{
		{"8-4-9 social golfer", Problem{Players: 32, TableSizes: tables(4, 8), Rounds: 9}, 10, 0, 0, 1, false,
			[]StatementCode{StmtGolfer, StmtNoRepeatsPossible}},
		// 11 rounds: 528 meetings among 496 pairs, and every player meets
		// 33 others > 31, so 32 repeats at least.
		{"8-4-11 beyond the bound", Problem{Players: 32, TableSizes: tables(4, 8), Rounds: 11}, 10, 32, 1, 2, true,
			[]StatementCode{StmtRepeatsForced}},
		{"AG(2,4)", Problem{Players: 16, TableSizes: tables(4, 4), Rounds: 5}, 5, 0, 1, 1, false,
			[]StatementCode{StmtAffine, StmtResolvable4}},
		{"no pair of orthogonal Latin squares of order 6", Problem{Players: 36, TableSizes: tables(6, 6), Rounds: 4}, 7, 0, 0, 1, true,
			[]StatementCode{StmtLatinSix}},
		{"Kirkman 15", Problem{Players: 15, TableSizes: tables(3, 5), Rounds: 7}, 7, 0, 1, 1, false,
			[]StatementCode{StmtKirkman}},
		// Round 2 seats 3 players drawn from 2 round-1 tables at each
		// table: one pair at each sat together before.
		{"6 players at 2 tables of 3", Problem{Players: 6, TableSizes: tables(3, 2), Rounds: 2}, 2, 2, 0, 1, true,
			[]StatementCode{StmtSmallCase}},
		// 13 rounds × 3 tables × 6 = 234 meetings = 3 × 78 pairs.
		{"one rest, 13 players", Problem{Players: 13, TableSizes: tables(4, 3), Rounds: 13}, 4, 156, 3, 3, true,
			[]StatementCode{StmtOneRest}},
		{"22 players at 5 tables of 4", Problem{Players: 22, TableSizes: tables(4, 5), Rounds: 7}, 7, 0, 0, 1, false,
			[]StatementCode{StmtNoRepeatsPossible}},
		{"preferans 6 tables", Problem{Players: 24, TableSizes: tables(4, 6), Rounds: 6, Lines: true, Sets: true}, 6, 0, 1, 1, true,
			[]StatementCode{StmtLinesPerfect}},
		// 16 players, 12 ordered pairs of different sets in any two
		// rounds: 4 pairs of players meet in both, 24 over the 6 pairs of
		// rounds, and a pair meeting m ≤ 4 times makes at most 2(m−1) of
		// them: 12 repeats.
		{"preferans 4 tables", Problem{Players: 16, TableSizes: tables(4, 4), Rounds: 4, Lines: true, Sets: true}, 4, 12, 1, 1, true,
			[]StatementCode{StmtLinesPerfect}},
		{"preferans 5 tables", Problem{Players: 20, TableSizes: tables(4, 5), Rounds: 5, Lines: true, Sets: true}, 5, 0, 1, 1, false,
			[]StatementCode{StmtLinesPerfect}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b, err := BoundsOf(tt.p)
			if err != nil {
				t.Fatal(err)
			}
			if b.GolferRounds != tt.golfer || b.MinRepeats != tt.minRepeats || b.LambdaLow != tt.lo || b.LambdaHigh != tt.hi {
				t.Errorf("golfer %d, min repeats %d, λ %d..%d; want %d, %d, %d..%d",
					b.GolferRounds, b.MinRepeats, b.LambdaLow, b.LambdaHigh, tt.golfer, tt.minRepeats, tt.lo, tt.hi)
			}
			if b.PerfectImpossible != tt.impossible {
				t.Errorf("PerfectImpossible = %v, want %v", b.PerfectImpossible, tt.impossible)
			}
			for _, c := range tt.codes {
				if !hasCode(b, c) {
					t.Errorf("no %s statement in %+v", c, b.Statements)
				}
			}
		})
	}
}

// TestSixPlayersCannotPlayTwoRounds proves the small-case statement by
// trying every second round: 6 players at 2 tables of 3 after the round
// {1,2,3} {4,5,6}.
func TestSixPlayersCannotPlayTwoRounds(t *testing.T) {
	first := [2][]int{{0, 1, 2}, {3, 4, 5}}
	group := func(x int) int { return x / 3 }
	for mask := range 1 << 6 {
		if bitsSet(mask) != 3 {
			continue
		}
		// The table holding the players in mask: some two come from the
		// same first-round table.
		var count [2]int
		for x := range 6 {
			if mask&(1<<x) != 0 {
				count[group(x)]++
			}
		}
		if count[0] < 2 && count[1] < 2 {
			t.Fatalf("table %06b repeats no meeting of %v", mask, first)
		}
	}
	b, _ := BoundsOf(Problem{Players: 6, TableSizes: tables(3, 2), Rounds: 2})
	if !hasCode(b, StmtSmallCase) {
		t.Fatal("the bounds do not state the small case")
	}
	res, err := Solve(context.Background(), Problem{Players: 6, TableSizes: tables(3, 2), Rounds: 2}, Options{Seed: 1, Effort: 2000})
	if err != nil {
		t.Fatal(err)
	}
	if res.Score.Repeats == 0 || res.Optimal {
		t.Errorf("6 players, 2 rounds: score %v, optimal %v; a repeat is unavoidable", res.Score, res.Optimal)
	}
}

func bitsSet(x int) int {
	n := 0
	for ; x > 0; x &= x - 1 {
		n++
	}
	return n
}

// meetings counts, from the result's tables, how often each pair meets,
// without trusting the planner's own counts.
func meetings(res *Result) map[[2]int]int {
	l, _ := newLayout(res.Problem)
	out := map[[2]int]int{}
	for _, row := range res.Tables {
		for _, players := range row {
			for i, a := range players {
				for _, b := range players[:i] {
					if a == 0 || b == 0 || (l.lines > 0 && l.line[a-1] == l.line[b-1]) {
						continue
					}
					out[[2]int{min(a, b), max(a, b)}]++
				}
			}
		}
	}
	return out
}

func repeatsOf(res *Result) int {
	n := 0
	for _, m := range meetings(res) {
		n += max(0, m-1)
	}
	return n
}

// TestGolferSolved solves the small social golfer instances and proves,
// from the tables and with movement.Analyze when the tables fit a
// movement, that nobody meets twice.
func TestGolferSolved(t *testing.T) {
	for _, in := range golferInstances[:7] { // up to 7-3-10
		t.Run(fmt.Sprintf("%d-%d-%d", in.g, in.s, in.w), func(t *testing.T) {
			res, err := Solve(context.Background(), golfer(in.g, in.s, in.w), Options{Seed: 1, Effort: 2_000_000})
			if err != nil {
				t.Fatal(err)
			}
			if r := repeatsOf(res); r != 0 || res.Score.Repeats != 0 || !res.Optimal {
				t.Fatalf("%s: %d repeats (score %v, optimal %v)", res.Method, r, res.Score, res.Optimal)
			}
			if res.Seats == nil {
				return
			}
			m, err := res.Movement()
			if err != nil {
				t.Fatal(err)
			}
			rep := movement.Analyze(m)
			if !slices.Contains(rep.Properties, movement.PropNoRepeatMeetings) {
				t.Errorf("Analyze does not find no-repeat-meetings: %v", rep.Properties)
			}
		})
	}
}

// TestHardRulesOnRandomInstances solves random problems with a small
// effort and checks the rules every schedule must keep, whatever its
// score: a seat per player per round at most, rests in turn, sets never
// repeated with Sets, one player per line at every table with Lines, the
// score matching the tables, and never better than the bounds.
func TestHardRulesOnRandomInstances(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 5))
	for i := range 40 {
		p := randomProblem(rng)
		t.Run(fmt.Sprintf("%d-%dp-%v-r%d-lines%v-sets%v", i, p.Players, p.TableSizes, p.Rounds, p.Lines, p.Sets), func(t *testing.T) {
			res, err := Solve(context.Background(), p, Options{Seed: uint64(i), Effort: 3000})
			if err != nil {
				t.Fatal(err)
			}
			checkResult(t, res)
		})
	}
}

func randomProblem(rng *rand.Rand) Problem {
	for {
		k := 3 + rng.IntN(2)
		g := 1 + rng.IntN(6)
		p := Problem{TableSizes: tables(k, g), Rounds: 1 + rng.IntN(8)}
		switch rng.IntN(3) {
		case 0: // lines and sets, as preferans
			p.Lines, p.Sets = true, true
			p.Players = k * (g + rng.IntN(2))
			p.Rounds = min(p.Rounds, g)
		case 1: // mixed sizes with rests
			if g > 1 {
				p.TableSizes[g-1] = 3
			}
			p.Players = k*g + rng.IntN(4)
			p.Sets = rng.IntN(2) == 0
			if p.Sets {
				p.Rounds = min(p.Rounds, g)
			}
		default:
			p.Players = k*g + rng.IntN(3)
		}
		if _, err := BoundsOf(p); err == nil {
			return p
		}
	}
}

func checkResult(t *testing.T, res *Result) {
	t.Helper()
	p := res.Problem
	l, _ := newLayout(p)
	rests := make([]int, p.Players+1)
	for r, row := range res.Tables {
		seen := make([]bool, p.Players+1)
		for ti, players := range row {
			n := 0
			for si, x := range players {
				if x == 0 {
					continue
				}
				n++
				if seen[x] {
					t.Fatalf("round %d: player %d seated twice", r+1, x)
				}
				seen[x] = true
				if l.lines > 0 && l.line[x-1] != si {
					t.Fatalf("round %d table %d: player %d of line %d in seat %d", r+1, ti+1, x, l.line[x-1], si)
				}
			}
			if n != p.TableSizes[ti] {
				t.Fatalf("round %d table %d: %d players, want %d", r+1, ti+1, n, p.TableSizes[ti])
			}
		}
		for _, x := range res.Rests[r] {
			if seen[x] {
				t.Fatalf("round %d: player %d rests and plays", r+1, x)
			}
			seen[x] = true
			rests[x]++
		}
		for x := 1; x <= p.Players; x++ {
			if !seen[x] {
				t.Fatalf("round %d: player %d neither plays nor rests", r+1, x)
			}
		}
	}
	if d := slices.Max(rests[1:]) - slices.Min(rests[1:]); d > 1 || d != res.Score.RestSpread {
		t.Errorf("rests differ by %d (score says %d); want at most 1", d, res.Score.RestSpread)
	}
	if r := repeatsOf(res); r != res.Score.Repeats || r < res.Bounds.MinRepeats {
		t.Errorf("tables repeat %d meetings, score says %d, bound %d", r, res.Score.Repeats, res.Bounds.MinRepeats)
	}
	if res.Seats == nil {
		return
	}
	m, err := res.Movement()
	if err != nil {
		t.Fatal(err)
	}
	rep := movement.Analyze(m)
	if !rep.Problems.Valid() {
		t.Fatalf("invalid movement: %v", rep.Problems.Errors())
	}
	if p.Sets && res.Score.SetRepeats == 0 {
		if rep.Summary.RepeatedSets != 0 {
			t.Errorf("Analyze finds %d repeated sets, score says none", rep.Summary.RepeatedSets)
		}
		if !slices.Contains(rep.Properties, movement.PropNoRepeatSets) {
			t.Errorf("no-repeat-sets missing from %v", rep.Properties)
		}
	}
	if p.Sets && res.Score.SetRepeats != 0 {
		t.Errorf("%d set repeats left", res.Score.SetRepeats)
	}
	// Analyze counts opponents and (individual bridge) partners apart;
	// together they are the rounds two players share a table.
	met := meetings(res)
	for i := 1; i <= p.Players; i++ {
		for j := i + 1; j <= p.Players; j++ {
			together := rep.Meetings.At(i, j)
			if rep.Partnerships.N > 0 {
				together += rep.Partnerships.At(i, j)
			}
			if together != met[[2]int{i, j}] {
				t.Fatalf("players %d and %d: Analyze has them together %d times, the tables %d", i, j, together, met[[2]int{i, j}])
			}
		}
	}
}

// TestTwentyTwoPlayers is the case: 22 players at 5 tables of 4
// for 7 rounds, 2 resting each round, rests shared out evenly.
func TestTwentyTwoPlayers(t *testing.T) {
	p := Problem{Players: 22, TableSizes: tables(4, 5), Rounds: 7}
	res, err := Solve(context.Background(), p, Options{Seed: 1, Effort: 20_000})
	if err != nil {
		t.Fatal(err)
	}
	checkResult(t, res)
	for r, rest := range res.Rests {
		if len(rest) != 2 {
			t.Errorf("round %d: %d resting, want 2", r+1, len(rest))
		}
	}
	if res.Bounds.MinRepeats != 0 || res.Score.Repeats < res.Bounds.MinRepeats {
		t.Errorf("bound %d, repeats %d", res.Bounds.MinRepeats, res.Score.Repeats)
	}
	m, err := res.Movement()
	if err != nil {
		t.Fatal(err)
	}
	rep := movement.Analyze(m)
	rests := map[int]bool{}
	for _, c := range rep.Contestants {
		rests[c.Rests] = true
	}
	if len(rests) > 2 || (len(rests) == 2 && !(rests[0] && rests[1])) {
		t.Errorf("Analyze: rest counts %v, want 0 and 1 only", rests)
	}
}

// TestDeterministic: the same seed and effort give byte-identical JSON,
// whether the runs go one at a time or two at once. 22 players for 7
// rounds (the constructions' seeded base-round searches first, about 2 s
// a run) with MOVEGEN_LONG=1; 18 players with 2 resting (the search from
// the start, milliseconds) always.
func TestDeterministic(t *testing.T) {
	problems := []Problem{
		{Players: 18, TableSizes: tables(4, 4), Rounds: 7},
		{Players: 24, TableSizes: tables(4, 6), Rounds: 6, Lines: true, Sets: true},
	}
	if longtest.Enabled() {
		problems = append(problems, Problem{Players: 22, TableSizes: tables(4, 5), Rounds: 7})
	}
	for _, p := range problems {
		var outs [][]byte
		for _, workers := range []int{1, 2} {
			outs = append(outs, solvedJSON(t, p, Options{Seed: 42, Effort: 1_000, Workers: workers}))
		}
		for i := 1; i < len(outs); i++ {
			if !bytes.Equal(outs[0], outs[i]) {
				t.Errorf("%d players: run %d differs from run 0", p.Players, i)
			}
		}
	}
}

// TestInterrupted: a cancelled context still returns a valid schedule,
// flagged as interrupted.
func TestInterrupted(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	// 26 players at 6 tables of 4 for 8 rounds: no construction fits, so
	// the search is what the cancelled context stops.
	res, err := Solve(ctx, Problem{Players: 26, TableSizes: tables(4, 6), Rounds: 8}, Options{Seed: 1, Effort: 1_000_000})
	if err != nil {
		t.Fatal(err)
	}
	if !res.Interrupted {
		t.Error("not flagged as interrupted")
	}
	checkResult(t, res)
}

// TestPreferans checks the schedule the preferans generator falls back on:
// 6 tables of 4, nobody plays a set twice, lines kept, cross-line
// meetings no better than the bound allows.
func TestPreferans(t *testing.T) {
	for _, tc := range []struct{ tables, seats int }{{6, 4}, {4, 4}, {6, 3}} {
		t.Run(fmt.Sprintf("%dx%d", tc.tables, tc.seats), func(t *testing.T) {
			m, res, err := Preferans(context.Background(), tc.tables, tc.seats, 0, Options{Seed: 1, Effort: 10_000})
			if err != nil {
				t.Fatal(err)
			}
			checkResult(t, res)
			rep := movement.Analyze(m)
			if m.Game != movement.Preferans || rep.Summary.RepeatedSets != 0 {
				t.Errorf("game %s, %d repeated sets", m.Game, rep.Summary.RepeatedSets)
			}
			if !slices.Contains(rep.Properties, movement.PropEverySetOnce) {
				t.Errorf("every-set-once missing from %v", rep.Properties)
			}
		})
	}
	if _, _, err := Preferans(context.Background(), 6, 5, 0, Options{}); err == nil {
		t.Error("5 seats accepted")
	}
}

// TestProblemErrors checks that bad problems are refused with a message
// naming the field.
func TestProblemErrors(t *testing.T) {
	tests := []struct {
		p    Problem
		want string
	}{
		{Problem{Players: 1, TableSizes: []int{4}, Rounds: 1}, "players: want 2 to 512"},
		{Problem{Players: 8, TableSizes: []int{4, 4, 4}, Rounds: 1}, "table sizes: 12 seats need 12 players, only 8 given"},
		{Problem{Players: 8, TableSizes: []int{4, 1}, Rounds: 1}, "table sizes: table 2 has 1 player"},
		{Problem{Players: 8, TableSizes: []int{4}, Rounds: 0}, "rounds: want 1 to 256"},
		{Problem{Players: 10, TableSizes: []int{4, 3}, Rounds: 2, Lines: true}, "with lines every table needs the same size"},
		{Problem{Players: 8, TableSizes: []int{4, 4}, Rounds: 3, Sets: true}, "there are 2 sets, but a player would play 3 rounds"},
	}
	for _, tt := range tests {
		_, err := Solve(context.Background(), tt.p, Options{})
		if err == nil || !bytes.Contains([]byte(err.Error()), []byte(tt.want)) {
			t.Errorf("%+v: error %v, want %q", tt.p, err, tt.want)
		}
	}
}

// TestGoldenAffine pins the text of a constructed schedule (AG(2,3)); run
// with -update to rewrite it.
func TestGoldenAffine(t *testing.T) {
	res, err := Solve(context.Background(), Problem{Players: 9, TableSizes: tables(3, 3), Rounds: 4}, Options{Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	fmt.Fprintf(&b, "method: %s\nscore: %v\noptimal: %v\n", res.Method, res.Score, res.Optimal)
	for r, row := range res.Tables {
		fmt.Fprintf(&b, "round %d: %v\n", r+1, row)
	}
	golden := filepath.Join("testdata", "affine9.golden")
	if *update {
		if err := os.WriteFile(golden, b.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(b.Bytes(), want) {
		t.Errorf("got\n%s\nwant\n%s", b.Bytes(), want)
	}
	if repeatsOf(res) != 0 {
		t.Error("AG(2,3) repeats a meeting")
	}
}

// TestInterruptedSets512: with circulating sets the stopped search still
// hands back a legal schedule (nobody plays a set twice) for the largest
// problem, 512 players at 128 tables with 128 sets; the legal start it
// falls back on is a matching per round (see BenchmarkFeasibleStart for
// its cost).
func TestInterruptedSets512(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	res, err := Solve(ctx, Problem{Players: 512, TableSizes: tables(4, 128), Rounds: 128, Sets: true}, Options{Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	if !res.Interrupted || res.Score.SetRepeats != 0 {
		t.Errorf("interrupted %v, set repeats %d; want true, 0", res.Interrupted, res.Score.SetRepeats)
	}
	checkResult(t, res)
}

// TestFeasibleStartStops: the matching gives up at once when its context
// has ended, instead of matching every round, and the edge colouring
// (colour.go) still gives a legal start, so that a stopped search keeps
// a valid schedule (issue 38).
func TestFeasibleStartStops(t *testing.T) {
	l, err := newLayout(Problem{Players: 512, TableSizes: tables(4, 128), Rounds: 128, Sets: true})
	if err != nil {
		t.Fatal(err)
	}
	b := l.bounds()
	s := newState(l, b)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	s.ctx = ctx
	if s.tryFeasible(newRun(s, 1, b.target()).rng) {
		t.Error("the matching went on with an ended context")
	}
	if !s.feasibleStart(newRun(s, 1, b.target()).rng) || s.hard != 0 {
		t.Errorf("feasibleStart with an ended context: set repeats %d", s.hard)
	}
	s.ctx = nil
	if !s.feasibleStart(newRun(s, 1, b.target()).rng) || s.hard != 0 {
		t.Errorf("feasibleStart without a context: set repeats %d", s.hard)
	}
}

// solvedJSON solves p with opt and returns the movement's JSON, for the
// tests that compare runs byte for byte.
func solvedJSON(t *testing.T, p Problem, opt Options) []byte {
	t.Helper()
	res, err := Solve(context.Background(), p, opt)
	if err != nil {
		t.Fatal(err)
	}
	m, err := res.Movement()
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := jsonfile.Write(&b, m); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}
