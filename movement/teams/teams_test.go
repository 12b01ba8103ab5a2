package teams

import (
	"errors"
	"slices"
	"testing"

	_ "github.com/movegen/movegen/internal/golden"
	"github.com/movegen/movegen/movement"
)

// facts are what the independent check finds in a teams movement of this
// package, counted from the plays alone (no call to movement.Validate or
// the teams functions of package movement).
type facts struct {
	rounds, tables int
	// meetings[{a,b}] lists the sets on which teams a < b are compared.
	meetings map[[2]int][]int
	// halves[{a,b}] lists the rounds of the two halves of each of their
	// matches: the round a's NS pair played b's EW pair, then the other.
	halves     map[[2]int][][2]int
	byes       []int // per team
	home, away []int // per team, head-to-head matches: NS at the lower table
	// tablesOfSet[r-1][s] counts the tables playing set s in round r.
	tablesOfSet []map[int]int
	nsAt        [][]int // nsAt[r-1][t-1]: the NS pair at table t in round r, 0 idle
	ewAt        [][]int
	setAt       [][]int
}

// check reads m independently and fails t on any fault of a teams
// movement: a pair in the wrong direction, two pairs of a team at a table,
// a pair seated twice in a round or playing a set twice, a set that two
// teams do not play once each way, half a team playing.
func check(t *testing.T, m *movement.Movement, n int) facts {
	t.Helper()
	if m.Kind != movement.Pairs || m.Game != movement.Bridge || m.Contestants != 2*n || m.Teams == nil || len(m.Teams.Pairs) != n {
		t.Fatalf("%s: kind %s, game %s, %d contestants, teams %+v; want pairs bridge, %d teams of two", m.Name, m.Kind, m.Game, m.Contestants, m.Teams, n)
	}
	for i, p := range m.Teams.Pairs {
		if p != [2]int{2*i + 1, 2*i + 2} {
			t.Fatalf("%s: team %d is %v", m.Name, i+1, p)
		}
	}
	f := facts{rounds: m.Rounds, tables: m.Tables, meetings: map[[2]int][]int{}, halves: map[[2]int][][2]int{},
		byes: make([]int, n), home: make([]int, n), away: make([]int, n)}
	type half struct{ round, table int }
	seen := map[[3]int][]half{} // ns team, ew team, set
	played := map[[2]int]int{}  // pair, set → round
	for r := 1; r <= m.Rounds; r++ {
		f.tablesOfSet = append(f.tablesOfSet, map[int]int{})
		f.nsAt = append(f.nsAt, make([]int, m.Tables))
		f.ewAt = append(f.ewAt, make([]int, m.Tables))
		f.setAt = append(f.setAt, make([]int, m.Tables))
	}
	seated := map[[2]int]bool{} // round, pair
	for _, p := range m.Play {
		if p.Round < 1 || p.Round > m.Rounds || p.Table < 1 || p.Table > m.Tables || p.Set < 1 || p.Set > m.Sets || len(p.Seats) != 2 || p.Switched {
			t.Fatalf("%s: bad play %+v", m.Name, p)
		}
		ns, ew := p.Seats[0], p.Seats[1]
		if ns%2 != 1 || ew%2 != 0 || ew < 2 || ew > 2*n || ns > 2*n {
			t.Fatalf("%s: round %d table %d seats %d NS and %d EW: NS pairs are odd, EW even", m.Name, p.Round, p.Table, ns, ew)
		}
		a, b := (ns+1)/2, ew/2
		if a == b {
			t.Fatalf("%s: round %d table %d: team %d against itself", m.Name, p.Round, p.Table, a)
		}
		for _, c := range p.Seats {
			if seated[[2]int{p.Round, c}] {
				t.Fatalf("%s: round %d: pair %d seated twice", m.Name, p.Round, c)
			}
			seated[[2]int{p.Round, c}] = true
			if r, ok := played[[2]int{c, p.Set}]; ok {
				t.Fatalf("%s: pair %d plays set %d in rounds %d and %d", m.Name, c, p.Set, r, p.Round)
			}
			played[[2]int{c, p.Set}] = p.Round
		}
		if f.nsAt[p.Round-1][p.Table-1] != 0 {
			t.Fatalf("%s: round %d table %d listed twice", m.Name, p.Round, p.Table)
		}
		f.nsAt[p.Round-1][p.Table-1], f.ewAt[p.Round-1][p.Table-1], f.setAt[p.Round-1][p.Table-1] = ns, ew, p.Set
		f.tablesOfSet[p.Round-1][p.Set]++
		k := [3]int{a, b, p.Set}
		seen[k] = append(seen[k], half{p.Round, p.Table})
	}
	for k, hs := range seen {
		back := seen[[3]int{k[1], k[0], k[2]}]
		if len(hs) != 1 || len(back) != 1 {
			t.Fatalf("%s: team %d NS v team %d EW on set %d at %v, the other way round at %v: want one each", m.Name, k[0], k[1], k[2], hs, back)
		}
		if k[0] > k[1] {
			continue
		}
		pair := [2]int{k[0], k[1]}
		f.meetings[pair] = append(f.meetings[pair], k[2])
		f.halves[pair] = append(f.halves[pair], [2]int{hs[0].round, back[0].round})
		if hs[0].round == back[0].round {
			h, w := k[0], k[1]
			if back[0].table < hs[0].table {
				h, w = w, h
			}
			f.home[h-1]++
			f.away[w-1]++
		}
	}
	for r := 1; r <= m.Rounds; r++ {
		for team := 1; team <= n; team++ {
			a, b := seated[[2]int{r, 2*team - 1}], seated[[2]int{r, 2 * team}]
			if a != b {
				t.Fatalf("%s: round %d: one pair of team %d plays, the other not", m.Name, r, team)
			}
			if !a {
				f.byes[team-1]++
			}
		}
	}
	return f
}

// allMeetOnce fails unless every two of n teams are compared on exactly
// one set.
func (f facts) allMeetOnce(t *testing.T, name string, n int) {
	t.Helper()
	if len(f.meetings) != n*(n-1)/2 {
		t.Errorf("%s: %d pairs of teams meet, want all %d", name, len(f.meetings), n*(n-1)/2)
	}
	f.noRematch(t, name)
}

func (f facts) noRematch(t *testing.T, name string) {
	t.Helper()
	for k, sets := range f.meetings {
		if len(sets) != 1 {
			t.Errorf("%s: teams %v meet on sets %v", name, k, sets)
		}
	}
}

func (f facts) homeBalanced(t *testing.T, name string) {
	t.Helper()
	for i := range f.home {
		if d := f.home[i] - f.away[i]; d < -1 || d > 1 {
			t.Errorf("%s: team %d home %d, away %d", name, i+1, f.home[i], f.away[i])
		}
	}
}

func spreadOf(xs []int) (int, int) { return slices.Min(xs), slices.Max(xs) }

// TestRoundRobin: every size 3–16, complete and with every smaller number
// of rounds.
func TestRoundRobin(t *testing.T) {
	for n := 3; n <= 16; n++ {
		full := CompleteRounds(n)
		for rounds := 1; rounds <= full; rounds++ {
			for _, share := range []movement.BoardSharing{movement.BoardsExchange, movement.BoardsCopies} {
				o := RoundRobinOptions{Teams: n, Boards: share}
				if rounds < full {
					o.Rounds = rounds
				}
				m, err := RoundRobin(o)
				if err != nil {
					t.Fatalf("%+v: %v", o, err)
				}
				f := check(t, m, n)
				if f.rounds != rounds || f.tables != 2*(n/2) || m.Sets != rounds {
					t.Errorf("%s: %d rounds, %d tables, %d sets; want %d, %d, %d", m.Name, f.rounds, f.tables, m.Sets, rounds, 2*(n/2), rounds)
				}
				f.noRematch(t, m.Name)
				f.homeBalanced(t, m.Name)
				if lo, hi := spreadOf(f.byes); hi > n%2 || (rounds == full && lo != n%2) {
					t.Errorf("%s: byes %v", m.Name, f.byes)
				}
				// Every match of round r on set r, at both its tables in
				// that round; copies: one a match (exchange) or a table.
				copies := n / 2
				if share == movement.BoardsCopies {
					copies = 2 * (n / 2)
				}
				for r, bySet := range f.tablesOfSet {
					if len(bySet) != 1 || bySet[r+1] != 2*(n/2) {
						t.Errorf("%s: round %d plays sets %v", m.Name, r+1, bySet)
					}
				}
				for s, c := range movement.Copies(m) {
					if c != copies {
						t.Errorf("%s: set %d needs %d copies, want %d", m.Name, s+1, c, copies)
					}
				}
				for k, hs := range f.halves {
					if hs[0][0] != hs[0][1] {
						t.Errorf("%s: teams %v play their halves in rounds %v", m.Name, k, hs[0])
					}
				}
				if rounds == full {
					f.allMeetOnce(t, m.Name, n)
				}
				rep := movement.AnalyzeTeams(m)
				if !rep.Valid || rep.Has(movement.PropTeamsAllMeetOnce) != (rounds == full) || !rep.Has(movement.PropTeamsHomeBalanced) || !rep.Has(movement.PropTeamsNoRematch) {
					t.Errorf("%s: report valid %v, properties %v", m.Name, rep.Valid, rep.Properties)
				}
			}
		}
	}
}

// TestAmericanWhist: every odd size 3–15, complete and with every smaller
// even number of rounds; the movement follows the textbook rule.
func TestAmericanWhist(t *testing.T) {
	for n := 3; n <= 15; n += 2 {
		for rounds := 2; rounds <= n-1; rounds += 2 {
			o := AmericanWhistOptions{Teams: n}
			if rounds < n-1 {
				o.Rounds = rounds
			}
			m, err := AmericanWhist(o)
			if err != nil {
				t.Fatalf("%+v: %v", o, err)
			}
			f := check(t, m, n)
			if f.rounds != rounds || f.tables != n || m.Sets != n {
				t.Errorf("%s: %d rounds, %d tables, %d sets; want %d, %d, %d", m.Name, f.rounds, f.tables, m.Sets, rounds, n, n)
			}
			f.noRematch(t, m.Name)
			if _, hi := spreadOf(f.byes); hi != 0 {
				t.Errorf("%s: byes %v", m.Name, f.byes)
			}
			// Each team plays the same number of matches: rounds.
			per := make([]int, n)
			for k := range f.meetings {
				per[k[0]-1]++
				per[k[1]-1]++
			}
			if lo, hi := spreadOf(per); lo != rounds || hi != rounds {
				t.Errorf("%s: matches a team %d to %d, want %d", m.Name, lo, hi, rounds)
			}
			if rounds == n-1 {
				f.allMeetOnce(t, m.Name, n)
			}
			// The rule: NS pair of team t stays at table t; from one
			// round to the next the EW pairs move down two tables and the
			// sets down one, except once after round rounds/2 (the skip).
			orig := WhistRounds(n, rounds)
			for r := range rounds {
				for tb := range n {
					if f.nsAt[r][tb] != 2*tb+1 {
						t.Fatalf("%s: round %d table %d: NS pair %d", m.Name, r+1, tb+1, f.nsAt[r][tb])
					}
					if r == 0 || orig[r]-orig[r-1] != 1 {
						continue
					}
					if f.ewAt[r][tb] != f.ewAt[r-1][(tb+2)%n] || f.setAt[r][tb] != f.setAt[r-1][(tb+1)%n] {
						t.Fatalf("%s: round %d table %d: EW %d set %d after EW %d at table %d, set %d at table %d", m.Name, r+1, tb+1,
							f.ewAt[r][tb], f.setAt[r][tb], f.ewAt[r-1][(tb+2)%n], (tb+2)%n+1, f.setAt[r-1][(tb+1)%n], (tb+1)%n+1)
					}
				}
				if len(f.tablesOfSet[r]) != n {
					t.Errorf("%s: round %d: %d different sets at %d tables", m.Name, r+1, len(f.tablesOfSet[r]), n)
				}
			}
			// The halves of a match: rounds r and n−r of the complete
			// movement.
			for k, hs := range f.halves {
				if a, b := orig[hs[0][0]-1], orig[hs[0][1]-1]; a+b != n {
					t.Errorf("%s: teams %v play their halves in rounds %d and %d of the complete movement", m.Name, k, a, b)
				}
			}
			if c := movement.Copies(m); slices.Max(c) != 1 {
				t.Errorf("%s: copies %v, want one of each set", m.Name, c)
			}
			rep := movement.AnalyzeTeams(m)
			if !rep.Valid || rep.Has(movement.PropTeamsAllMeetOnce) != (rounds == n-1) || !rep.Has(movement.PropTeamsEqualBoards) {
				t.Errorf("%s: report valid %v, properties %v", m.Name, rep.Valid, rep.Properties)
			}
		}
	}
}

// TestFlower: every size 3–16 (the multi-team movement for 5–15 and the
// three- and four-team forms), complete and with fewer rounds, copies and
// exchange.
func TestFlower(t *testing.T) {
	for n := 3; n <= 16; n++ {
		k := FlowerRounds(n)
		for rounds := 1; rounds <= k; rounds++ {
			for _, share := range []movement.BoardSharing{movement.BoardsExchange, movement.BoardsCopies} {
				o := FlowerOptions{Teams: n, Boards: share}
				if rounds < k {
					o.Rounds = rounds
				}
				m, err := Flower(o)
				if err != nil {
					t.Fatalf("%+v: %v", o, err)
				}
				f := check(t, m, n)
				if f.rounds != rounds || f.tables != n || m.Sets != rounds {
					t.Errorf("%s: %d rounds, %d tables, %d sets; want %d, %d, %d", m.Name, f.rounds, f.tables, m.Sets, rounds, n, rounds)
				}
				f.noRematch(t, m.Name)
				if lo, hi := spreadOf(f.byes); hi > n%2 || (rounds == k && lo != n%2) {
					t.Errorf("%s: byes %v", m.Name, f.byes)
				}
				if rounds == k {
					f.allMeetOnce(t, m.Name, n)
				}
				step := o.step()
				playing := n - n%2 // tables in play each round
				for r := range rounds {
					if len(f.tablesOfSet[r]) != 1 || f.tablesOfSet[r][r+1] != playing {
						t.Errorf("%s: round %d plays sets %v", m.Name, r+1, f.tablesOfSet[r])
					}
					for tb := range n {
						if ns := f.nsAt[r][tb]; ns != 0 && ns != 2*tb+1 {
							t.Fatalf("%s: round %d table %d: NS pair %d is not the home team's", m.Name, r+1, tb+1, ns)
						}
						// EW pairs on the circle move up step tables.
						if r > 0 && tb < k {
							prev := f.ewAt[r-1][((tb-step)%k+k)%k]
							if cur := f.ewAt[r][tb]; cur != 0 && prev != 0 && cur != 2*n && prev != 2*n && cur != prev {
								t.Fatalf("%s: round %d table %d: EW pair %d, but pair %d was %d tables below", m.Name, r+1, tb+1, cur, prev, step)
							}
						}
					}
				}
				copies := playing / 2
				if share == movement.BoardsCopies {
					copies = playing
				}
				if c := movement.Copies(m); slices.Min(c) != copies || slices.Max(c) != copies {
					t.Errorf("%s: copies %v, want %d", m.Name, c, copies)
				}
				if rep := movement.AnalyzeTeams(m); !rep.Valid || rep.Has(movement.PropTeamsAllMeetOnce) != (rounds == k) {
					t.Errorf("%s: report valid %v, properties %v", m.Name, rep.Valid, rep.Properties)
				}
			}
		}
	}
}

func TestOptionsCheck(t *testing.T) {
	tests := []struct {
		name        string
		err         error
		field       string
		unsupported bool
	}{
		{"round robin 2", RoundRobinOptions{Teams: 2}.Check(), "Teams", true},
		{"round robin 41", RoundRobinOptions{Teams: 41}.Check(), "Teams", true},
		{"round robin rounds", RoundRobinOptions{Teams: 6, Rounds: 6}.Check(), "Rounds", false},
		{"round robin boards", RoundRobinOptions{Teams: 6, BoardsPerMatch: 101}.Check(), "BoardsPerMatch", false},
		{"round robin one board exchanged", RoundRobinOptions{Teams: 6, BoardsPerMatch: 1}.Check(), "BoardsPerMatch", false},
		{"round robin sharing", RoundRobinOptions{Teams: 6, Boards: "xerox"}.Check(), "Boards", false},
		{"whist even", AmericanWhistOptions{Teams: 6}.Check(), "Teams", true},
		{"whist odd rounds", AmericanWhistOptions{Teams: 7, Rounds: 3}.Check(), "Rounds", false},
		{"whist rounds", AmericanWhistOptions{Teams: 7, Rounds: 8}.Check(), "Rounds", false},
		{"flower 41", FlowerOptions{Teams: 41}.Check(), "Teams", true},
		{"flower step", FlowerOptions{Teams: 7, EWStep: 7}.Check(), "EWStep", false},
		{"flower step factor", FlowerOptions{Teams: 10, EWStep: 3}.Check(), "EWStep", false},
		{"flower rounds", FlowerOptions{Teams: 10, Rounds: 10}.Check(), "Rounds", false},
		{"swiss one team", SwissOptions{Standings: []Standing{{Team: 1}}}.Check(), "Standings", false},
		{"swiss numbering", SwissOptions{Standings: []Standing{{Team: 1}, {Team: 3}}}.Check(), "Standings", false},
		{"swiss met", SwissOptions{Standings: []Standing{{Team: 1, Met: []int{1}}, {Team: 2}}}.Check(), "Standings", false},
	}
	for _, tt := range tests {
		var oe *movement.OptionError
		if !errors.As(tt.err, &oe) || oe.Field != tt.field || errors.Is(tt.err, movement.ErrUnsupported) != tt.unsupported {
			t.Errorf("%s: %v (%#v), want field %s, unsupported %v", tt.name, tt.err, oe, tt.field, tt.unsupported)
		}
	}
	for _, err := range []error{RoundRobinOptions{Teams: 16}.Check(), AmericanWhistOptions{Teams: 15, Rounds: 6}.Check(), FlowerOptions{Teams: 16, EWStep: 4}.Check()} {
		if err != nil {
			t.Errorf("valid options: %v", err)
		}
	}
	if _, err := RoundRobin(RoundRobinOptions{Teams: 2}); err == nil {
		t.Error("RoundRobin for 2 teams: no error")
	}
}

// TestOrient: home and away within one on graphs that are not unions of
// round-robin rounds too.
func TestOrient(t *testing.T) {
	rounds := [][][2]int{{{1, 2}, {3, 4}}, {{1, 3}}, {{1, 4}, {2, 3}}, {{2, 4}, {1, 2}}, {{5, 1}}}
	out := orient(5, rounds)
	home, away := make([]int, 6), make([]int, 6)
	for r, ms := range out {
		for i, p := range ms {
			q := rounds[r][i]
			if !(p == q || p == [2]int{q[1], q[0]}) {
				t.Fatalf("round %d match %d: %v from %v", r, i, p, q)
			}
			home[p[0]]++
			away[p[1]]++
		}
	}
	for v := 1; v <= 5; v++ {
		if d := home[v] - away[v]; d < -1 || d > 1 {
			t.Errorf("team %d: home %d away %d", v, home[v], away[v])
		}
	}
}

func TestDefaultBoards(t *testing.T) {
	for _, tt := range []struct{ matches, least, want int }{
		{3, 4, 9}, {7, 4, 4}, {15, 4, 4}, {2, 2, 13}, {4, 2, 6}, {6, 2, 4}, {12, 2, 2}, {0, 2, 2},
	} {
		if got := DefaultBoards(tt.matches, tt.least); got != tt.want {
			t.Errorf("DefaultBoards(%d, %d) = %d, want %d", tt.matches, tt.least, got, tt.want)
		}
	}
}

func TestNotes(t *testing.T) {
	m, err := RoundRobin(RoundRobinOptions{Teams: 5})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, l := range RoundRobinNotes(RoundRobinOptions{Teams: 5}, m) {
		got = append(got, l.String())
	}
	want := []string{
		"Complete round robin (Berger's tables): every two teams meet exactly once, in 5 rounds; match k of a round is at tables 2k−1 and 2k.",
		"Odd number of teams: one team has a bye each round, and no team more than one.",
		"Home team: its NS pair sits at the first table of the match; every team is home 2 to 2 times and never more than once more often than away.",
		"Boards: 5 sets of 6 boards, one set a match (default: the nearest to 26 boards a team); the two tables of a match start with half the boards each and exchange them halfway; 2 copies of each set.",
	}
	if !slices.Equal(got, want) {
		t.Errorf("notes:\n%q\nwant\n%q", got, want)
	}
	w, _ := AmericanWhist(AmericanWhistOptions{Teams: 9, Rounds: 4})
	if l := AmericanWhistNotes(AmericanWhistOptions{Teams: 9, Rounds: 4}, w); len(l) != 4 || l[2].String() != "4 of the 8 rounds: rounds 1, 2, 7, 8 of the complete movement, so after round 2 the EW pairs skip ahead; every match is still complete and no two teams meet twice." {
		t.Errorf("whist notes: %q", l)
	}
	fl, _ := Flower(FlowerOptions{Teams: 6, Boards: movement.BoardsCopies})
	if l := FlowerNotes(FlowerOptions{Teams: 6}, fl); len(l) != 4 || l[3].String() != "Boards: 5 sets of 5 boards, one set a match (default: the nearest to 26 boards a team); every table has its own copy; 6 copies of each set." {
		t.Errorf("flower notes: %q", l)
	}
}
