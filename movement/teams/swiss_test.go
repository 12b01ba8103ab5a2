package teams

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/movegen/movegen/movement"
)

// canPair reports, by plain exhaustive search written for the test,
// whether the teams can all be paired with nobody meeting a team it has
// met.
func canPair(ts []int, met map[[2]int]bool) bool {
	if len(ts) == 0 {
		return true
	}
	a := ts[0]
	for i := 1; i < len(ts); i++ {
		b := ts[i]
		if met[[2]int{a, b}] {
			continue
		}
		rest := append(slices.Clone(ts[1:i]), ts[i+1:]...)
		if canPair(rest, met) {
			return true
		}
	}
	return false
}

// swissRound pairs one round, checks the pairing and its movement
// independently, and returns the pairing.
func swissRound(t *testing.T, ss []Standing, round int, rematches bool) (*Pairing, error) {
	t.Helper()
	n := len(ss)
	o := SwissOptions{Standings: ss, Round: round, Rematches: rematches}
	p, err := PairSwiss(context.Background(), o)
	if err != nil {
		return nil, err
	}
	by := map[int]Standing{}
	met := map[[2]int]bool{}
	for _, s := range ss {
		by[s.Team] = s
		for _, x := range s.Met {
			met[[2]int{s.Team, x}], met[[2]int{x, s.Team}] = true, true
		}
	}
	// The ranking: VP down, then team number.
	rank := make([]int, 0, n)
	for _, s := range ss {
		rank = append(rank, s.Team)
	}
	slices.SortFunc(rank, func(a, b int) int { return cmp.Or(cmp.Compare(by[b].VP, by[a].VP), cmp.Compare(a, b)) })
	if !slices.Equal(rank, p.Ranking) {
		t.Fatalf("round %d: ranking %v, want %v", round, p.Ranking, rank)
	}
	// Everybody once; the bye only with an odd number, to a team with the
	// fewest byes, the lowest-ranked such team unless giving it to a lower
	// one leaves no pairing without a rematch.
	seen := map[int]int{}
	for _, x := range p.Matches {
		seen[x.Home]++
		seen[x.Away]++
		if x.Rematch != met[[2]int{x.Home, x.Away}] {
			t.Fatalf("round %d: match %+v, rematch flag wrong", round, x)
		}
		if x.Rematch && !rematches {
			t.Fatalf("round %d: rematch %+v", round, x)
		}
	}
	if (p.Bye != 0) != (n%2 == 1) || seen[p.Bye] != 0 {
		t.Fatalf("round %d: bye %d with %d teams", round, p.Bye, n)
	}
	for _, s := range ss {
		if s.Team != p.Bye && seen[s.Team] != 1 {
			t.Fatalf("round %d: team %d in %d matches", round, s.Team, seen[s.Team])
		}
	}
	if p.Bye != 0 && !rematches {
		// The candidates in order: fewest byes, then lowest-ranked; every
		// one before the team chosen must leave no pairing.
		cands := slices.Clone(rank)
		slices.Reverse(cands)
		slices.SortStableFunc(cands, func(a, b int) int { return cmp.Compare(by[a].Byes, by[b].Byes) })
		for _, c := range cands {
			if c == p.Bye {
				break
			}
			rest := slices.DeleteFunc(slices.Clone(rank), func(x int) bool { return x == c })
			if canPair(rest, met) {
				t.Errorf("round %d: bye to team %d (%d byes), but team %d (%d byes) could have had it", round, p.Bye, by[p.Bye].Byes, c, by[c].Byes)
			}
		}
	}
	// Top against next: each match's home team is the highest-ranked team
	// not yet paired; its opponent the highest-ranked free team it has not
	// met, unless that would leave the others no pairing free of rematches.
	free := slices.DeleteFunc(slices.Clone(rank), func(x int) bool { return x == p.Bye })
	for k, x := range p.Matches {
		if x.Home != free[0] {
			t.Fatalf("round %d match %d: home %d, but %d is the highest free team", round, k+1, x.Home, free[0])
		}
		if !rematches {
			for _, b := range free[1:] {
				if b == x.Away {
					break
				}
				if met[[2]int{x.Home, b}] {
					continue
				}
				rest := slices.DeleteFunc(slices.Clone(free), func(y int) bool { return y == x.Home || y == b })
				if canPair(rest, met) {
					t.Fatalf("round %d match %d: %d v %d, but %d v %d left a pairing", round, k+1, x.Home, x.Away, x.Home, b)
				}
			}
		}
		free = slices.DeleteFunc(free, func(y int) bool { return y == x.Home || y == x.Away })
	}
	if len(p.Reasons) != len(p.Matches)+n%2 {
		t.Errorf("round %d: %d reasons for %d matches", round, len(p.Reasons), len(p.Matches))
	}
	// The round as a movement: every match head to head on set 1 at
	// tables 2k−1 and 2k, the bye team seated nowhere.
	m, err := p.Movement(o)
	if err != nil {
		t.Fatalf("round %d: %v", round, err)
	}
	f := check(t, m, n)
	if f.rounds != 1 || f.tables != 2*len(p.Matches) || len(f.meetings) != len(p.Matches) {
		t.Fatalf("round %d: %d rounds, %d tables, %d meetings", round, f.rounds, f.tables, len(f.meetings))
	}
	for k, x := range p.Matches {
		if f.nsAt[0][2*k] != 2*x.Home-1 || f.ewAt[0][2*k] != 2*x.Away || f.nsAt[0][2*k+1] != 2*x.Away-1 || f.ewAt[0][2*k+1] != 2*x.Home {
			t.Fatalf("round %d: match %+v at tables %d–%d: NS %d EW %d, NS %d EW %d", round, x, 2*k+1, 2*k+2, f.nsAt[0][2*k], f.ewAt[0][2*k], f.nsAt[0][2*k+1], f.ewAt[0][2*k+1])
		}
	}
	if p.Bye != 0 && f.byes[p.Bye-1] != 1 {
		t.Fatalf("round %d: bye team %d is seated", round, p.Bye)
	}
	if !movement.Validate(m).Valid() {
		t.Fatalf("round %d: %v", round, movement.Validate(m).Errors())
	}
	return p, nil
}

// play records seeded results: the home team scores x VP of 20, the away
// team 20−x, the bye 12.
func play(ss []Standing, p *Pairing, rng *rand.Rand) {
	at := map[int]int{}
	for i, s := range ss {
		at[s.Team] = i
	}
	for _, x := range p.Matches {
		v := float64(rng.IntN(2001)) / 100
		h, a := &ss[at[x.Home]], &ss[at[x.Away]]
		h.VP += v
		a.VP += 20 - v
		h.Met = append(h.Met, x.Away)
		a.Met = append(a.Met, x.Home)
	}
	if p.Bye != 0 {
		ss[at[p.Bye]].VP += 12
		ss[at[p.Bye]].Byes++
	}
}

// TestSwissSimulated: Swiss events of 8 to 40 teams over 3 to 8 rounds
// with seeded results. Every round is checked independently; a round that
// cannot be paired without a rematch must be provably so (the test's own
// exhaustive search finds no pairing), and is then paired allowing the
// fewest rematches. Small fields over many rounds run into such rounds
// (8 teams in round 8 always: each has met the other seven).
func TestSwissSimulated(t *testing.T) {
	var forced []string
	for n := 8; n <= 40; n++ {
		for rounds := 3; rounds <= 8; rounds++ {
			rng := rand.New(rand.NewPCG(uint64(n), uint64(rounds)))
			ss := make([]Standing, n)
			for i := range ss {
				ss[i].Team = i + 1
			}
			// Teams listed in a shuffled order: the file's order must not
			// matter.
			rng.Shuffle(n, func(i, j int) { ss[i], ss[j] = ss[j], ss[i] })
			rematches := 0
			for r := 1; r <= rounds; r++ {
				p, err := swissRound(t, ss, r, false)
				if errors.Is(err, ErrNoPairing) {
					met := map[[2]int]bool{}
					var all []int
					for _, s := range ss {
						all = append(all, s.Team)
						for _, x := range s.Met {
							met[[2]int{s.Team, x}] = true
						}
					}
					// Odd fields: no team may take the bye and leave a
					// pairing; even fields: no pairing at all.
					for _, c := range all {
						rest := all
						if n%2 == 1 {
							rest = slices.DeleteFunc(slices.Clone(all), func(x int) bool { return x == c })
						}
						if canPair(rest, met) {
							t.Fatalf("%d teams round %d: %v, but a pairing exists", n, r, err)
						}
						if n%2 == 0 {
							break
						}
					}
					forced = append(forced, fmt.Sprintf("%d teams round %d of %d", n, r, rounds))
					p, err = swissRound(t, ss, r, true)
					for _, x := range p.Matches {
						if x.Rematch {
							rematches++
						}
					}
				}
				if err != nil {
					t.Fatalf("%d teams round %d: %v", n, r, err)
				}
				play(ss, p, rng)
			}
			// Rematches only in the forced rounds.
			twice := 0
			for _, s := range ss {
				seen := map[int]bool{}
				for _, x := range s.Met {
					if seen[x] {
						twice++
					}
					seen[x] = true
				}
			}
			if twice != 2*rematches {
				t.Errorf("%d teams, %d rounds: %d repeated meetings, %d forced rematches", n, rounds, twice/2, rematches)
			}
		}
	}
	t.Logf("rounds that could not be paired without a rematch: %d: %v", len(forced), forced)
	// Every such round is in the field of 8 teams (with these seeds, 9 to
	// 40 teams over at most 8 rounds never got stuck).
	for _, f := range forced {
		var n int
		fmt.Sscanf(f, "%d", &n)
		if n > 8 {
			t.Errorf("forced rematch in a large field: %s", f)
		}
	}
}

func TestSwissReasons(t *testing.T) {
	ss := []Standing{
		{Team: 1, Name: "Smith", VP: 31.5, Met: []int{2}},
		{Team: 2, VP: 28, Met: []int{1}},
		{Team: 3, VP: 25, Met: []int{4}},
		{Team: 4, VP: 20, Met: []int{3}},
		{Team: 5, VP: 12, Byes: 1},
	}
	p, err := PairSwiss(context.Background(), SwissOptions{Standings: ss})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, r := range p.Reasons {
		got = append(got, r.String())
	}
	want := []string{
		"Bye: team 4 (20.00 VP), the lowest-ranked that has not had a bye.",
		"Match 1: team 1 Smith (31.50 VP) v team 3 (25.00 VP): team 1 Smith has already met team 2.",
		"Match 2: team 2 (28.00 VP) v team 5 (12.00 VP): the two highest-ranked not yet paired.",
	}
	if p.Round != 2 || !slices.Equal(got, want) {
		t.Errorf("round %d, reasons:\n%s\nwant:\n%s", p.Round, strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

func TestSwissCancel(t *testing.T) {
	// 40 teams in two groups of 19 and 21 that have met every team of the
	// other group: no pairing without a rematch exists (each group is odd).
	n := 40
	ss := make([]Standing, n)
	for i := range ss {
		ss[i].Team = i + 1
		for j := 1; j <= n; j++ {
			if (i+1 <= 19) != (j <= 19) {
				ss[i].Met = append(ss[i].Met, j)
			}
		}
	}
	// The odd groups show at once that no pairing exists.
	_, err := PairSwiss(context.Background(), SwissOptions{Standings: ss})
	if !errors.Is(err, ErrNoPairing) || strings.Contains(err.Error(), "search limit") {
		t.Errorf("err %v, want ErrNoPairing, proved", err)
	}
	// Allowed rematches, it pairs with the fewest: one team of each group
	// crosses.
	p, err := PairSwiss(context.Background(), SwissOptions{Standings: ss, Rematches: true})
	if err != nil {
		t.Fatal(err)
	}
	re := 0
	for _, x := range p.Matches {
		if x.Rematch {
			re++
		}
	}
	if re != 1 {
		t.Errorf("%d rematches, want 1", re)
	}
	// A stopped context stops the search.
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := PairSwiss(ctx, SwissOptions{Standings: ss, Rematches: true}); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled: err %v, want context.Canceled", err)
	}
}

// TestSwissFewest: the issue-38 case, 12 teams in which every two have
// met except 1–3 and 2–4: those two matches and four rematches (6 was the
// old search's answer).
func TestSwissFewest(t *testing.T) {
	n := 12
	ss := make([]Standing, n)
	for i := range ss {
		ss[i] = Standing{Team: i + 1, VP: float64(100 - i)}
		for j := 1; j <= n; j++ {
			if j != i+1 && !(min(i+1, j) == 1 && max(i+1, j) == 3) && !(min(i+1, j) == 2 && max(i+1, j) == 4) {
				ss[i].Met = append(ss[i].Met, j)
			}
		}
	}
	_, err := PairSwiss(context.Background(), SwissOptions{Standings: ss})
	if !errors.Is(err, ErrNoPairing) || !strings.Contains(err.Error(), "at least 4") {
		t.Errorf("err %v, want ErrNoPairing with at least 4", err)
	}
	p, err := PairSwiss(context.Background(), SwissOptions{Standings: ss, Rematches: true})
	if err != nil {
		t.Fatal(err)
	}
	re := 0
	for _, x := range p.Matches {
		if x.Rematch {
			re++
		}
	}
	if re != 4 || p.Fewest != 4 {
		t.Errorf("%d rematches (Fewest %d), want 4: %v", re, p.Fewest, p.Matches)
	}
	if p.Matches[0].Home != 1 || p.Matches[0].Away != 3 || p.Matches[1].Home != 2 || p.Matches[1].Away != 4 {
		t.Errorf("matches %v, want 1 v 3 and 2 v 4 first", p.Matches)
	}
}

// TestSwissLateRounds: a round robin's first n−3 rounds as the
// standings (every team has two teams left to meet): a pairing without a
// rematch exists (the round robin's next round), and PairSwiss finds one.
// The old depth-first search said none existed for 80 teams after 75
// rounds and up to 500 after 497.
func TestSwissLateRounds(t *testing.T) {
	for _, n := range []int{10, 80, 200} {
		rounds := bergerRounds(n)
		ss := make([]Standing, n)
		for i := range ss {
			ss[i] = Standing{Team: i + 1, VP: float64((i * 7919) % 101)}
		}
		for _, r := range rounds[:n-3] {
			for _, m := range r {
				ss[m[0]-1].Met = append(ss[m[0]-1].Met, m[1])
				ss[m[1]-1].Met = append(ss[m[1]-1].Met, m[0])
			}
		}
		p, err := PairSwiss(context.Background(), SwissOptions{Standings: ss})
		if err != nil {
			t.Fatalf("%d teams: %v", n, err)
		}
		if p.Fewest != 0 || len(p.Matches) != n/2 {
			t.Errorf("%d teams: fewest %d, %d matches", n, p.Fewest, len(p.Matches))
		}
		for _, x := range p.Matches {
			if x.Rematch {
				t.Errorf("%d teams: rematch %v", n, x)
			}
		}
	}
}

// TestSwissRecordedRematch: a standings that lists two teams as met
// twice (a forced rematch) is paired.
func TestSwissRecordedRematch(t *testing.T) {
	ss := []Standing{
		{Team: 1, VP: 30, Met: []int{2, 2}},
		{Team: 2, VP: 20, Met: []int{1, 1}},
		{Team: 3, VP: 25, Met: []int{4}},
		{Team: 4, VP: 10, Met: []int{3}},
	}
	p, err := PairSwiss(context.Background(), SwissOptions{Standings: ss})
	if err != nil {
		t.Fatal(err)
	}
	if p.Round != 3 || p.Matches[0].Home != 1 || p.Matches[0].Away != 3 {
		t.Errorf("round %d, %v", p.Round, p.Matches)
	}
}

// TestSwissDanish: Danish pairs down the ranking, rematches and all.
func TestSwissDanish(t *testing.T) {
	ss := []Standing{
		{Team: 1, VP: 30, Met: []int{2}},
		{Team: 2, VP: 28, Met: []int{1}},
		{Team: 3, VP: 25, Met: []int{4}},
		{Team: 4, VP: 10, Met: []int{3}},
		{Team: 5, VP: 5, Byes: 1},
	}
	p, err := PairSwiss(context.Background(), SwissOptions{Standings: ss, Danish: true, Pairs: true})
	if err != nil {
		t.Fatal(err)
	}
	if p.Bye != 4 || len(p.Matches) != 2 || p.Matches[0] != (SwissMatch{Table: 1, Home: 1, Away: 2, Rematch: true}) || p.Matches[1] != (SwissMatch{Table: 2, Home: 3, Away: 5}) {
		t.Errorf("bye %d, %v", p.Bye, p.Matches)
	}
	if got := p.Reasons[1].String(); got != "Match 1: pair 1 (30.00 VP) v pair 2 (28.00 VP): Danish: the next two in the ranking, meeting again." {
		t.Errorf("reason %q", got)
	}
	m, err := p.Movement(SwissOptions{Standings: ss, Pairs: true})
	if err != nil {
		t.Fatal(err)
	}
	// Pair 4 has the bye: pair 5 is the movement's contestant 4,
	// labelled 5.
	if m.Tables != 2 || m.Teams != nil || len(m.Play) != 2 || m.Play[1].Seats[0] != 3 || m.Play[1].Seats[1] != 4 || m.Label(4) != "5" {
		t.Errorf("movement: %d tables, %+v", m.Tables, m.Play)
	}
}

// TestSwissTriangleOptions: the triangle is refused for teams and for an
// odd number of boards a match; an even field has none; Danish turns its
// bye into a triangle too; the bye order counts a triangle in the bye's
// place (Odd) as a bye.
func TestSwissTriangleOptions(t *testing.T) {
	t.Parallel()
	five := []Standing{{Team: 1, VP: 40}, {Team: 2, VP: 30}, {Team: 3, VP: 20}, {Team: 4, VP: 10}, {Team: 5, VP: 0}}
	for _, tc := range []struct {
		o     SwissOptions
		field string
	}{
		{SwissOptions{Standings: five, Triangle: true}, "Triangle"},
		{SwissOptions{Standings: five, Triangle: true, Pairs: true, BoardsPerMatch: 7}, "BoardsPerMatch"},
	} {
		var oe *movement.OptionError
		if err := tc.o.Check(); !errors.As(err, &oe) || oe.Field != tc.field {
			t.Errorf("%+v: %v, want an error on %s", tc.o, err, tc.field)
		}
	}
	p, err := PairSwiss(context.Background(), SwissOptions{Standings: five[:4], Pairs: true, Triangle: true})
	if err != nil || p.Triangle != -1 || p.Bye != 0 {
		t.Errorf("4 pairs: triangle %d, bye %d, %v", p.Triangle, p.Bye, err)
	}
	p, err = PairSwiss(context.Background(), SwissOptions{Standings: five, Pairs: true, Triangle: true, Danish: true})
	if err != nil || p.Triangle != 1 || p.Matches[1].Odd != 5 || p.Matches[1].Pivot != 3 {
		t.Errorf("Danish: %+v, %v", p, err)
	}
	odd := slices.Clone(five)
	odd[4].Odd = 1 // pair 5 was the odd pair last round
	p, err = PairSwiss(context.Background(), SwissOptions{Standings: odd, Pairs: true, Triangle: true, Rematches: true})
	if err != nil || p.Matches[p.Triangle].Odd != 4 {
		t.Errorf("after a triangle: %+v, %v", p, err)
	}
}
