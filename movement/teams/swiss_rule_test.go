package teams

import (
	"context"
	"errors"
	"fmt"
	"math/bits"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/movegen/movegen/internal/longtest"
)

// ruleCase is one standings of the exhaustive test: team i ranked i-th
// (victory points falling with the number), met as an adjacency matrix,
// byes per team.
type ruleCase struct {
	n    int
	met  [][]bool
	byes []int
}

func (c ruleCase) standings() []Standing {
	ss := make([]Standing, c.n)
	for i := range ss {
		t := i + 1
		ss[i] = Standing{Team: t, VP: float64(100 - t), Byes: c.byes[t]}
		for u := 1; u <= c.n; u++ {
			if c.met[t][u] {
				ss[i].Met = append(ss[i].Met, u)
			}
		}
	}
	return ss
}

// fewest is the fewest rematches of any pairing of the teams of mask
// (bit t for team t), by plain recursion over every pairing, memoised:
// written for the test, apart from the matching PairSwiss uses.
func (c ruleCase) fewest(mask uint, memo []int) int {
	if mask == 0 {
		return 0
	}
	if v := memo[mask]; v > 0 {
		return v - 1
	}
	a := bits.TrailingZeros(mask)
	best := 1 << 30
	for rest := mask &^ (1 << a); rest != 0; rest &= rest - 1 {
		b := bits.TrailingZeros(rest)
		r := c.fewest(mask&^(1<<a|1<<b), memo)
		if c.met[a][b] {
			r++
		}
		best = min(best, r)
	}
	memo[mask] = best + 1
	return best
}

var (
	reBye   = regexp.MustCompile(`^Bye: team (\d+) \([\d.]+ VP\), (.*)\.$`)
	reMatch = regexp.MustCompile(`^Match (\d+): team (\d+) \([\d.]+ VP\) v team (\d+) \([\d.]+ VP\): (.*)\.$`)
	reList  = `team ([\d, ]+)`
)

var (
	rx0 = regexp.MustCompile(`^next in the bye order \((\d+) byes so far\) after ` + reList + `, which come first \(fewer byes, or as few and ranked lower\), but a bye to any of them (leaves no pairing without a rematch|forces more than the fewest rematches possible \((\d+)\))$`)
	rx1 = regexp.MustCompile(`^team (\d+) has already met ` + reList + `$`)
	rx2 = regexp.MustCompile(`^a match against ` + reList + ` would (leave the teams not yet paired no pairing without a rematch|give the round more than the fewest rematches possible \((\d+)\))$`)
	rx3 = regexp.MustCompile(`^a rematch: team (\d+) has met every team not yet paired$`)
	rx4 = regexp.MustCompile(`^a rematch: a match of team (\d+) against any team it has not met \(` + reList + `\) would give the round more than the fewest rematches possible \((\d+)\)$`)
	rx5 = regexp.MustCompile(`^meeting ` + reList + ` again would too$`)
)

func ints(s string) []int {
	var out []int
	for _, f := range strings.Split(s, ", ") {
		v, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil {
			panic(fmt.Sprintf("list %q", s))
		}
		out = append(out, v)
	}
	return out
}

// checkRule pairs c with and without rematches allowed and checks, by
// the test's own exhaustive search, that the bye, every match and every
// sentence of the reasons follow SwissRule, and that the number of
// rematches is the fewest possible.
func checkRule(t *testing.T, c ruleCase) {
	t.Helper()
	n := c.n
	memo := make([]int, 1<<(n+1))
	all := uint(0)
	for i := 1; i <= n; i++ {
		all |= 1 << i
	}
	// The bye order and the expected bye.
	var order []int
	want := c.fewest(all, memo)
	bye := 0
	if n%2 == 1 {
		for i := n; i >= 1; i-- {
			order = append(order, i)
		}
		slices.SortStableFunc(order, func(a, b int) int { return c.byes[a] - c.byes[b] })
		want = 1 << 30
		for _, x := range order {
			if f := c.fewest(all&^(1<<x), memo); f < want {
				want, bye = f, x
			}
		}
	}
	fail := func(format string, args ...any) {
		t.Helper()
		t.Fatalf("%d teams, met %v, byes %v: %s", n, c.met, c.byes, fmt.Sprintf(format, args...))
	}
	strict, err := PairSwiss(context.Background(), SwissOptions{Standings: c.standings()})
	if (err != nil) != (want > 0) {
		fail("fewest rematches %d, but without --rematches err = %v", want, err)
	}
	if err != nil && !errors.Is(err, ErrNoPairing) {
		fail("err %v, want ErrNoPairing", err)
	}
	p, err := PairSwiss(context.Background(), SwissOptions{Standings: c.standings(), Rematches: true})
	if err != nil {
		fail("%v", err)
	}
	if strict != nil && !slices.Equal(strict.Matches, p.Matches) {
		fail("the pairing changes with --rematches: %v and %v", strict.Matches, p.Matches)
	}
	if p.Bye != bye {
		fail("bye %d, want %d (the first of the bye order %v leaving %d rematches)", p.Bye, bye, order, want)
	}
	re := 0
	for _, x := range p.Matches {
		if x.Rematch != c.met[x.Home][x.Away] {
			fail("match %v: rematch flag", x)
		}
		if x.Rematch {
			re++
		}
	}
	if re != want || p.Fewest != want {
		fail("%d rematches (Fewest %d), the fewest possible is %d", re, p.Fewest, want)
	}
	reasons := p.Reasons
	// The bye's sentence.
	if bye != 0 {
		m := reBye.FindStringSubmatch(reasons[0].String())
		if m == nil || m[1] != strconv.Itoa(bye) {
			fail("bye reason %q", reasons[0])
		}
		passed := order[:slices.Index(order, bye)]
		why := m[2]
		switch {
		case why == "the lowest-ranked that has not had a bye":
			if c.byes[bye] != 0 || len(passed) != 0 {
				fail("%q: team %d has %d byes, passed %v", why, bye, c.byes[bye], passed)
			}
		case strings.HasPrefix(why, "the lowest-ranked with the fewest byes ("):
			k, _ := strconv.Atoi(strings.TrimSuffix(strings.TrimPrefix(why, "the lowest-ranked with the fewest byes ("), ")"))
			if k != c.byes[bye] || len(passed) != 0 || slices.Min(c.byes[1:]) != k {
				fail("%q: team %d has %d byes, passed %v", why, bye, c.byes[bye], passed)
			}
		default:
			m := rx0.FindStringSubmatch(why)
			if m == nil {
				fail("bye reason %q", why)
			}
			if k, _ := strconv.Atoi(m[1]); k != c.byes[bye] {
				fail("%q: team %d has %d byes", why, bye, c.byes[bye])
			}
			listed := ints(m[2])
			if !slices.Equal(listed, passed) {
				fail("%q: passed over %v, want %v", why, listed, passed)
			}
			for _, x := range listed {
				if c.byes[x] > c.byes[bye] || c.byes[x] == c.byes[bye] && x < bye {
					fail("%q: team %d does not come before %d", why, x, bye)
				}
				f := c.fewest(all&^(1<<x), memo)
				if m[4] == "" && f == 0 || m[4] != "" && f <= want {
					fail("%q: a bye to team %d leaves %d rematches", why, x, f)
				}
			}
			if m[4] != "" && m[4] != strconv.Itoa(want) {
				fail("%q: the fewest is %d", why, want)
			}
		}
		reasons = reasons[1:]
	}
	if len(reasons) != len(p.Matches) {
		fail("%d match reasons for %d matches", len(reasons), len(p.Matches))
	}
	// Every match, in order, against the rule, and its sentence.
	free := all &^ (1 << bye)
	used := 0 // rematches so far
	for k, x := range p.Matches {
		a := bits.TrailingZeros(free)
		if x.Home != a || x.Table != k+1 {
			fail("match %d: %v, but team %d is the highest not yet paired", k+1, x, a)
		}
		// The rule: those not met in order, then those met; the first
		// keeping the fewest.
		var cands []int
		for b := a + 1; b <= n; b++ {
			if free&(1<<b) != 0 && !c.met[a][b] {
				cands = append(cands, b)
			}
		}
		for b := a + 1; b <= n; b++ {
			if free&(1<<b) != 0 && c.met[a][b] {
				cands = append(cands, b)
			}
		}
		total := func(b int) int {
			r := used + c.fewest(free&^(1<<a|1<<b), memo)
			if c.met[a][b] {
				r++
			}
			return r
		}
		wantB := 0
		for _, b := range cands {
			if total(b) == want {
				wantB = b
				break
			}
		}
		if x.Away != wantB {
			fail("match %d: %d v %d, the rule gives %d v %d", k+1, a, x.Away, a, wantB)
		}
		m := reMatch.FindStringSubmatch(reasons[k].String())
		if m == nil || m[1] != strconv.Itoa(k+1) || m[2] != strconv.Itoa(a) || m[3] != strconv.Itoa(x.Away) {
			fail("match reason %q", reasons[k])
		}
		// Teams ranked between home and away, free: each must be
		// explained.
		var between, explained []int
		for b := a + 1; b < x.Away; b++ {
			if free&(1<<b) != 0 {
				between = append(between, b)
			}
		}
		for _, part := range strings.Split(m[4], "; ") {
			if part == "the two highest-ranked not yet paired" {
				if len(between) != 0 {
					fail("%q, but %v are between", reasons[k], between)
				}
				continue
			}
			if mm := rx1.FindStringSubmatch(part); mm != nil {
				for _, b := range ints(mm[2]) {
					if !c.met[a][b] || !slices.Contains(between, b) {
						fail("%q: %d", reasons[k], b)
					}
					explained = append(explained, b)
				}
				continue
			}
			if mm := rx2.FindStringSubmatch(part); mm != nil {
				for _, b := range ints(mm[1]) {
					f := c.fewest(free&^(1<<a|1<<b), memo)
					if c.met[a][b] || !slices.Contains(between, b) || mm[3] == "" && f == 0 || mm[3] != "" && (total(b) <= want || mm[3] != strconv.Itoa(want)) {
						fail("%q: %d (rest %d)", reasons[k], b, f)
					}
					explained = append(explained, b)
				}
				continue
			}
			if mm := rx3.FindStringSubmatch(part); mm != nil {
				for b := 1; b <= n; b++ {
					if b != a && free&(1<<b) != 0 && !c.met[a][b] || !x.Rematch {
						fail("%q: team %d not met", reasons[k], b)
					}
				}
				continue
			}
			if mm := rx4.FindStringSubmatch(part); mm != nil {
				var unmet []int
				for b := 1; b <= n; b++ {
					if b != a && free&(1<<b) != 0 && !c.met[a][b] {
						unmet = append(unmet, b)
					}
				}
				if !x.Rematch || !slices.Equal(ints(mm[2]), unmet) || mm[3] != strconv.Itoa(want) {
					fail("%q: unmet %v", reasons[k], unmet)
				}
				for _, b := range unmet {
					if total(b) <= want {
						fail("%q: %d leaves %d", reasons[k], b, total(b))
					}
				}
				explained = append(explained, unmet...)
				continue
			}
			if mm := rx5.FindStringSubmatch(part); mm != nil {
				for _, b := range ints(mm[1]) {
					if !c.met[a][b] || !slices.Contains(between, b) || total(b) <= want {
						fail("%q: %d", reasons[k], b)
					}
					explained = append(explained, b)
				}
				continue
			}
			fail("unknown reason %q", part)
		}
		for _, b := range between {
			if !slices.Contains(explained, b) && !(x.Rematch && c.met[a][b] && total(b) <= want) {
				fail("%q: team %d, ranked between, is not explained", reasons[k], b)
			}
		}
		if x.Rematch {
			used++
		}
		free &^= 1<<a | 1<<x.Away
	}
}

// forGraphs calls f with every graph on n teams (every set of past
// meetings).
func forGraphs(n int, f func(met [][]bool)) {
	var edges [][2]int
	for a := 1; a <= n; a++ {
		for b := a + 1; b <= n; b++ {
			edges = append(edges, [2]int{a, b})
		}
	}
	met := make([][]bool, n+1)
	for i := range met {
		met[i] = make([]bool, n+1)
	}
	for mask := 0; mask < 1<<len(edges); mask++ {
		for i, e := range edges {
			v := mask&(1<<i) != 0
			met[e[0]][e[1]], met[e[1]][e[0]] = v, v
		}
		f(met)
	}
}

// TestSwissRuleExhaustive: every set of past meetings of 2 to 5 teams
// (and, for 3 and 5, every pattern of 0 or 1 byes), each checked by
// checkRule; TestSwissRuleExhaustiveLong adds 6 teams (every graph), 7
// (every graph, byes as an event has them) and 8 (every standings the
// rule can reach, and every union of up to 3 rounds however paired, and
// every late standings with at most 6 pairs not yet met).
func TestSwissRuleExhaustive(t *testing.T) {
	cases := 0
	exhaustive(t, 2, 5, &cases)
	t.Logf("%d standings of 2 to 5 teams", cases)
}

// exhaustive checks every graph of lo to hi teams, with every pattern of
// 0 or 1 byes for an odd number.
func exhaustive(t *testing.T, lo, hi int, cases *int) {
	for n := lo; n <= hi; n++ {
		forGraphs(n, func(met [][]bool) {
			if n%2 == 0 {
				checkRule(t, ruleCase{n: n, met: met, byes: make([]int, n+1)})
				*cases++
				return
			}
			for bm := 0; bm < 1<<n; bm++ {
				byes := make([]int, n+1)
				for i := 1; i <= n; i++ {
					byes[i] = bm >> (i - 1) & 1
				}
				checkRule(t, ruleCase{n: n, met: met, byes: byes})
				*cases++
			}
		})
	}
}

func TestSwissRuleExhaustiveLong(t *testing.T) {
	longtest.Skip(t, "every graph of 6 and 7 teams, and of 8 every standings the rule can reach, after up to 3 rounds of any pairing, or with at most 6 meetings left")
	cases := 0
	exhaustive(t, 6, 6, &cases)
	forGraphs(7, func(met [][]bool) {
		// Byes as a real event has them: every team has played R rounds,
		// R the most matches any has played.
		byes := make([]int, 8)
		deg := make([]int, 8)
		for a := 1; a <= 7; a++ {
			for b := 1; b <= 7; b++ {
				if met[a][b] {
					deg[a]++
				}
			}
		}
		r := slices.Max(deg)
		for a := 1; a <= 7; a++ {
			byes[a] = r - deg[a]
		}
		checkRule(t, ruleCase{n: 7, met: met, byes: byes})
		cases++
	})
	t.Logf("%d standings of 6 and 7 teams", cases)
	// 8 teams (an even field has no bye), three sets of meetings:
	//   - every standings an event paired by this rule can reach: from no
	//     meetings, each round adds any pairing with the fewest rematches
	//     possible (a superset of what the rule picks, since the test
	//     proves the rule's pairing has the fewest), every ranking, until
	//     nothing new appears: 47,994 sets of meetings (ruleReachable);
	//   - every union of up to 3 pairings, however chosen (an event that
	//     began under another rule, or Danish);
	//   - every set with at most 6 of the 28 pairs not yet met (the late
	//     rounds, where rematches are forced).
	// Every union of pairings of 8, however chosen, is 73,098,488 sets of
	// meetings; at about 70 µs a standings that is 85 minutes, so the
	// test covers the three sets above and not all of those.
	index := map[[2]int]int{}
	var pairs [][2]int
	for a := 1; a <= 8; a++ {
		for b := a + 1; b <= 8; b++ {
			index[[2]int{a, b}] = len(index)
			pairs = append(pairs, [2]int{a, b})
		}
	}
	var matchings []uint32
	var gen func(left []int, cur uint32)
	gen = func(left []int, cur uint32) {
		if len(left) == 0 {
			matchings = append(matchings, cur)
			return
		}
		for i := 1; i < len(left); i++ {
			rest := append(slices.Clone(left[1:i]), left[i+1:]...)
			gen(rest, cur|1<<index[[2]int{left[0], left[i]}])
		}
	}
	gen([]int{1, 2, 3, 4, 5, 6, 7, 8}, 0)
	seen := map[uint32]bool{}
	level := []uint32{0}
	seen[0] = true
	for round := 1; round <= 3; round++ {
		var next []uint32
		for _, g := range level {
			for _, m := range matchings {
				if h := g | m; !seen[h] {
					seen[h] = true
					next = append(next, h)
				}
			}
		}
		level = next
	}
	var unmet func(from int, left int, g uint32)
	unmet = func(from, left int, g uint32) {
		seen[g] = true
		if left == 0 {
			return
		}
		for i := from; i < len(pairs); i++ {
			unmet(i+1, left-1, g&^(1<<i))
		}
	}
	unmet(0, 6, 1<<len(pairs)-1)
	reach := ruleReachable(matchings)
	if len(reach) != 47994 {
		t.Fatalf("%d sets of meetings reachable by the rule, want 47994", len(reach))
	}
	for _, g := range reach {
		seen[g] = true
	}
	graphs := make([]uint32, 0, len(seen))
	for g := range seen {
		graphs = append(graphs, g)
	}
	slices.Sort(graphs)
	for _, g := range graphs {
		met := make([][]bool, 9)
		for i := range met {
			met[i] = make([]bool, 9)
		}
		for i, e := range pairs {
			if g&(1<<i) != 0 {
				met[e[0]][e[1]], met[e[1]][e[0]] = true, true
			}
		}
		checkRule(t, ruleCase{n: 8, met: met, byes: make([]int, 9)})
	}
	t.Logf("%d standings of 8 teams", len(graphs))
}

// ruleReachable returns every set of meetings (a bit a pair of teams, as
// matchings holds them) that an event can reach when each round adds a
// pairing with the fewest rematches possible: the closure from no
// meetings, round by round, over every pairing in matchings that meets
// the fewest teams again. Rankings need no enumeration: the sets hold
// every labelling, and a pairing of the fewest is allowed whatever the
// ranking.
func ruleReachable(matchings []uint32) []uint32 {
	seen := map[uint32]bool{0: true}
	out := []uint32{0}
	for level := []uint32{0}; len(level) > 0; {
		var next []uint32
		for _, g := range level {
			fewest := 1 << 30
			for _, m := range matchings {
				fewest = min(fewest, bits.OnesCount32(m&g))
			}
			for _, m := range matchings {
				if h := g | m; bits.OnesCount32(m&g) == fewest && !seen[h] {
					seen[h] = true
					next = append(next, h)
				}
			}
		}
		out = append(out, next...)
		level = next
	}
	slices.Sort(out)
	return out
}
