package movement

import (
	"reflect"
	"slices"
	"strings"
	"testing"
)

// fourTeams is a hand-built three-round round robin of four teams at four
// tables (the textbook 1–2 3–4 / 1–3 2–4 / 1–4 2–3), team t's pairs 2t−1
// (NS) and 2t (EW), every match of round r on set r, the lower team home
// at tables 1 and 3.
func fourTeams() *Movement {
	m := &Movement{
		Name: "four teams", Kind: Pairs, Game: Bridge, Seats: PairSeats(),
		Contestants: 8, Tables: 4, Rounds: 3, Sets: 3, BoardsPerSet: 8,
		Teams: &Teams{Pairs: [][2]int{{1, 2}, {3, 4}, {5, 6}, {7, 8}}, Boards: BoardsExchange},
	}
	rounds := [][2][2]int{{{1, 2}, {3, 4}}, {{1, 3}, {2, 4}}, {{1, 4}, {2, 3}}}
	for r, ms := range rounds {
		for k, x := range ms {
			home, away := x[0], x[1]
			m.Play = append(m.Play,
				Play{Round: r + 1, Table: 2*k + 1, Set: r + 1, Seats: []int{2*home - 1, 2 * away}},
				Play{Round: r + 1, Table: 2*k + 2, Set: r + 1, Seats: []int{2*away - 1, 2 * home}})
		}
	}
	return m
}

func codes(ps Problems) []Code {
	var out []Code
	for _, p := range ps {
		out = append(out, p.Code)
	}
	return out
}

func TestTeamsValid(t *testing.T) {
	m := fourTeams()
	ps := Validate(m)
	if !ps.Valid() {
		t.Fatalf("problems: %v", ps)
	}
	// The only notes: each set is in use at two matches at once (one copy
	// a match when the tables exchange), no relay notes.
	for _, p := range ps {
		if p.Code != CodeCopies {
			t.Errorf("unexpected %v", p)
		}
	}
	if got, want := Copies(m), []int{2, 2, 2}; !slices.Equal(got, want) {
		t.Errorf("copies (exchange) = %v, want %v", got, want)
	}
	m.Teams.Boards = BoardsCopies
	if got, want := Copies(m), []int{4, 4, 4}; !slices.Equal(got, want) {
		t.Errorf("copies (copies) = %v, want %v", got, want)
	}
	ms := TeamMatches(m)
	if len(ms) != 6 {
		t.Fatalf("%d matches, want 6: %+v", len(ms), ms)
	}
	want := TeamMatch{Set: 2, Home: 2, Away: 4, HomeRound: 2, HomeTable: 3, AwayRound: 2, AwayTable: 4, HomePairs: [2]int{3, 4}, AwayPairs: [2]int{7, 8}}
	if ms[3] != want {
		t.Errorf("match 4 = %+v, want %+v", ms[3], want)
	}
	if h, a, ok := ms[3].Halves(m); !ok || h != [2]int{9, 12} || a != [2]int{13, 16} {
		t.Errorf("halves of set 2: %v %v %v, want 9–12 and 13–16", h, a, ok)
	}
	m.BoardsPerSet = 7
	if h, a, ok := ms[0].Halves(m); !ok || h != [2]int{1, 4} || a != [2]int{5, 7} {
		t.Errorf("halves of 7 boards: %v %v %v, want 1–4 and 5–7", h, a, ok)
	}
	m.BoardsPerSet = 1
	if _, _, ok := ms[0].Halves(m); ok {
		t.Error("halves of one board")
	}
	m.BoardsPerSet = 8
	rep := AnalyzeTeams(m)
	for _, p := range []Property{PropTeamsAllMeetOnce, PropTeamsNoRematch, PropTeamsEqualByes, PropTeamsEqualBoards, PropPairsFixedDirections} {
		if !rep.Has(p) {
			t.Errorf("report lacks %s: %v", p, rep.Properties)
		}
	}
	// The lower team is always home here: team 1 three times, team 4 never.
	if !slices.Equal(rep.Home, []int{3, 2, 1, 0}) || rep.Has(PropTeamsHomeBalanced) {
		t.Errorf("home = %v, properties %v; want [3 2 1 0] and not balanced", rep.Home, rep.Properties)
	}
	if rep.Boards.At(1, 4) != 8 || rep.TeamBoards[2] != 24 || rep.MeetCount.At(2, 3) != 1 {
		t.Errorf("boards 1–4 %d, team 3 %d, meetings 2–3 %d; want 8, 24, 1", rep.Boards.At(1, 4), rep.TeamBoards[2], rep.MeetCount.At(2, 3))
	}
	if AnalyzeTeams(&Movement{}) != nil {
		t.Error("AnalyzeTeams of a movement without teams is not nil")
	}
}

func TestTeamsFaults(t *testing.T) {
	tests := []struct {
		name  string
		edit  func(m *Movement)
		codes []Code // every problem but copies, idle-table and phantom notes, in Validate's order
	}{
		{"valid", func(m *Movement) {}, nil},
		{"individual", func(m *Movement) {
			m.Kind, m.Seats = Individual, CompassSeats()
			for i := range m.Play {
				m.Play[i].Seats = append(m.Play[i].Seats, 0, 0)
			}
		}, []Code{CodeTeamsLayout}},
		{"one team", func(m *Movement) { m.Teams.Pairs = m.Teams.Pairs[:1] }, []Code{CodeTeamsLayout}},
		{"unknown sharing", func(m *Movement) { m.Teams.Boards = "photocopies" }, []Code{CodeTeamsLayout}},
		{"pair out of range", func(m *Movement) { m.Teams.Pairs[3][1] = 9 }, []Code{CodeTeamsLayout}},
		{"pair in two teams", func(m *Movement) { m.Teams.Pairs[3][1] = 1 }, []Code{CodeTeamsLayout}},
		{"name for no team", func(m *Movement) { m.Teams.Names = map[int]string{5: "Ghosts"} }, []Code{CodeTeamsLayout}},
		{"own team", func(m *Movement) {
			// Round 1, table 1: team 1's NS pair against its own EW pair;
			// table 2 loses its opponent too.
			m.Play[0].Seats = []int{1, 2}
		}, []Code{CodeOwnTeam, CodeUncompared, CodeSeatedTwice, CodeTeamHalf}},
		{"uncompared", func(m *Movement) { m.Play[1].Set = 2 }, []Code{CodeUncompared, CodeUncompared, CodeRepeatSet, CodeRepeatSet}},
		{"same pair at both tables", func(m *Movement) {
			// Team 2 fields pair 3 at both halves of its match with team 1
			// on set 1, the second half in a fourth round: pair 3 plays
			// set 1 twice, pair 4 never.
			m.Play[0].Seats = []int{1, 3}
			m.Play = slices.Delete(m.Play, 1, 2)
			m.Rounds = 4
			m.Play = append(m.Play, Play{Round: 4, Table: 1, Set: 1, Seats: []int{3, 2}})
		}, []Code{CodeMatchSeats, CodeRepeatSet, CodeTeamHalf, CodeTeamHalf, CodeTeamHalf, CodeTeamHalf, CodeTeamBye, CodeTeamBye}},
		{"bye and rematch", func(m *Movement) {
			// A fourth round: teams 1 and 2 meet again on set 4, teams 3
			// and 4 sit out.
			m.Rounds, m.Sets = 4, 4
			m.Play = append(m.Play,
				Play{Round: 4, Table: 1, Set: 4, Seats: []int{1, 4}},
				Play{Round: 4, Table: 2, Set: 4, Seats: []int{3, 2}})
		}, []Code{CodeTeamBye, CodeTeamBye, CodeTeamRematch}},
		{"no team", func(m *Movement) {
			m.Contestants = 10
			m.Rounds = 4
			m.Play = append(m.Play, Play{Round: 4, Table: 1, Set: 1, Seats: []int{9, 10}})
		}, []Code{CodeNoTeam, CodeNoTeam, CodeTeamBye, CodeTeamBye, CodeTeamBye, CodeTeamBye}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := fourTeams()
			tt.edit(m)
			var got []Code
			for _, p := range Validate(m) {
				if p.Code != CodeCopies && p.Code != CodeIdleTable && p.Code != CodePhantom {
					got = append(got, p.Code)
				}
			}
			if !slices.Equal(got, tt.codes) {
				t.Errorf("codes %v, want %v\n%v", got, tt.codes, Validate(m))
			}
		})
	}
}

// TestNoTeamsUnchanged: the teams check runs only with Teams set, and a
// pairs movement keeps its relay notes.
func TestNoTeamsUnchanged(t *testing.T) {
	m := fourTeams()
	m.Teams = nil
	got := codes(Validate(m))
	want := []Code{CodeRelay, CodeRelay, CodeRelay} // one a round: set r at all four tables
	if !slices.Equal(got, want) {
		t.Errorf("without teams: %v, want %v", got, want)
	}
	if TeamMatches(m) != nil {
		t.Error("TeamMatches without teams is not nil")
	}
}

// TestTeamsNeverPlays: a team with a bye in the only round is noted, not
// an error (a Swiss round); a pair in no team that never plays still is.
func TestTeamsNeverPlays(t *testing.T) {
	m := fourTeams()
	m.Rounds, m.Sets = 1, 1
	m.Play = m.Play[:2]
	m.Teams.Pairs = m.Teams.Pairs[:3]
	got := codes(Validate(m))
	want := []Code{CodeNeverPlays, CodeNeverPlays, CodeTeamBye, CodeIdleTable, CodeIdleTable}
	if !slices.Equal(got, want) {
		t.Errorf("codes %v, want %v", got, want)
	}
}

func TestTeamMeetings(t *testing.T) {
	ms := []TeamMatch{
		{Set: 1, Home: 4, Away: 6, HomeRound: 1, AwayRound: 1},
		{Set: 2, Home: 6, Away: 4, HomeRound: 2, AwayRound: 2}, // a second stanza: the same meeting
		{Set: 5, Home: 4, Away: 6, HomeRound: 5, AwayRound: 5}, // later: another meeting
		{Set: 3, Home: 1, Away: 2, HomeRound: 1, AwayRound: 4}, // halves rounds apart
		{Set: 4, Home: 2, Away: 1, HomeRound: 3, AwayRound: 3}, // inside the first's span
		// Pivot teams: a match in two halves beginning the round after
		// the last one ended is another meeting (the next stanza), and so
		// is a head-to-head match following a split one.
		{Set: 6, Home: 1, Away: 2, HomeRound: 5, AwayRound: 8},
		{Set: 7, Home: 1, Away: 2, HomeRound: 9, AwayRound: 9},
		{Set: 8, Home: 3, Away: 5, HomeRound: 1, AwayRound: 1},
		{Set: 9, Home: 5, Away: 3, HomeRound: 2, AwayRound: 3}, // split after head to head
	}
	got := TeamMeetings(ms)
	want := []TeamMeeting{
		{A: 1, B: 2, First: 1, Last: 4, Sets: []int{3, 4}},
		{A: 1, B: 2, First: 5, Last: 8, Sets: []int{6}},
		{A: 1, B: 2, First: 9, Last: 9, Sets: []int{7}},
		{A: 3, B: 5, First: 1, Last: 1, Sets: []int{8}},
		{A: 3, B: 5, First: 2, Last: 3, Sets: []int{9}},
		{A: 4, B: 6, First: 1, Last: 2, Sets: []int{1, 2}},
		{A: 4, B: 6, First: 5, Last: 5, Sets: []int{5}},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("meetings %+v, want %+v", got, want)
	}
}

func TestTeamsCloneAndNames(t *testing.T) {
	m := fourTeams()
	m.Teams.Names = map[int]string{2: "Jones"}
	c := m.Clone()
	c.Teams.Pairs[0][0] = 99
	c.Teams.Names[2] = "Smith"
	if m.Teams.Pairs[0][0] != 1 || m.Teams.Names[2] != "Jones" {
		t.Error("Clone shares the teams")
	}
	if m.TeamName(2) != "Jones" || m.TeamName(3) != "3" || m.TeamOf(6) != 3 || m.TeamOf(9) != 0 {
		t.Errorf("TeamName/TeamOf: %q %q %d %d", m.TeamName(2), m.TeamName(3), m.TeamOf(6), m.TeamOf(9))
	}
}

func TestTeamsLines(t *testing.T) {
	var got []string
	for _, l := range AnalyzeTeams(fourTeams()).Lines() {
		got = append(got, l.String())
	}
	want := []string{
		"4 teams, 6 matches in 6 meetings.",
		"Every two teams meet exactly once.",
		"Two teams that meet are compared on 8 boards.",
		"Every team is compared on 24 boards in all.",
		"Home matches (NS at the first table): 0 to 3 a team; away: 0 to 3.",
		"No team has a bye.",
		"Every pair keeps its direction all session.",
		"Boards: up to 2 copies of a set are in use at once.",
	}
	if !slices.Equal(got, want) {
		t.Errorf("lines:\n%q\nwant\n%q", got, want)
	}
}

// FuzzValidateTeams: Validate and AnalyzeTeams never panic on a teams
// movement, whatever its plays and team list hold.
func FuzzValidateTeams(f *testing.F) {
	f.Add([]byte{1, 2, 3, 4, 5, 6, 7, 8}, []byte{1, 1, 1, 1, 2, 4, 1, 2, 1, 3, 2, 1})
	f.Add([]byte{0, 9, 1, 1}, []byte{0, 0, 0, 0, 255, 255, 1, 1, 1, 1})
	f.Fuzz(func(t *testing.T, pairs, plays []byte) {
		m := fourTeams()
		m.Teams.Pairs = nil
		for i := 0; i+1 < len(pairs) && i < 40; i += 2 {
			m.Teams.Pairs = append(m.Teams.Pairs, [2]int{int(pairs[i]) - 1, int(pairs[i+1])})
		}
		m.Play = nil
		for i := 0; i+4 < len(plays) && i < 400; i += 5 {
			m.Play = append(m.Play, Play{Round: int(plays[i]) % 6, Table: int(plays[i+1]) % 6, Set: int(plays[i+2]) % 5, Seats: []int{int(plays[i+3]) % 11, int(plays[i+4]) % 11}})
		}
		ps := Validate(m)
		rep := AnalyzeTeams(m)
		if rep.Valid != ps.Valid() {
			t.Fatalf("report valid %v, Validate %v", rep.Valid, ps.Valid())
		}
		_ = rep.Lines()
	})
}

func TestTeamLines(t *testing.T) {
	m := fourTeams()
	m.Teams.Names = map[int]string{2: "Jones"}
	// A fourth round in which team 1 meets team 2 again, 3 and 4 sit out.
	m.Rounds, m.Sets = 4, 4
	m.Play = append(m.Play,
		Play{Round: 4, Table: 1, Set: 4, Seats: []int{1, 4}},
		Play{Round: 4, Table: 2, Set: 4, Seats: []int{3, 2}})
	var got []string
	rep := AnalyzeTeams(m)
	for _, l := range rep.TeamLines(m) {
		got = append(got, l.String())
	}
	want := []string{
		"Team 1: meets Jones (round 1), Jones (round 4), 3 (round 2), 4 (round 3); home 4, away 0; no bye; compared on 32 boards.",
		"Team Jones: meets 1 (round 1), 1 (round 4), 3 (round 3), 4 (round 2); home 2, away 2; no bye; compared on 32 boards.",
		"Team 3: meets 1 (round 2), Jones (round 3), 4 (round 1); home 1, away 2; bye: round 4; compared on 24 boards.",
		"Team 4: meets 1 (round 3), Jones (round 2), 3 (round 1); home 0, away 3; bye: round 4; compared on 24 boards.",
	}
	if !slices.Equal(got, want) {
		t.Errorf("team lines:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if rep.MeetCount.At(1, 2) != 2 || rep.Has(PropTeamsNoRematch) || rep.Has(PropTeamsEqualByes) {
		t.Errorf("meetings 1–2 %d, properties %v", rep.MeetCount.At(1, 2), rep.Properties)
	}
}
