package teams_test

import (
	"context"
	"fmt"

	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/teams"
)

// A round robin of four teams: three rounds of two matches, each match at
// two tables on the round's set.
func ExampleRoundRobin() {
	m, err := teams.RoundRobin(teams.RoundRobinOptions{Teams: 4, BoardsPerMatch: 8})
	if err != nil {
		panic(err)
	}
	fmt.Println(m.Name)
	for _, x := range movement.TeamMatches(m) {
		fmt.Printf("round %d: team %d (NS at table %d) v team %d (NS at table %d), boards %d-%d\n",
			x.HomeRound, x.Home, x.HomeTable, x.Away, x.AwayTable, (x.Set-1)*m.BoardsPerSet+1, x.Set*m.BoardsPerSet)
	}
	for _, l := range teams.RoundRobinNotes(teams.RoundRobinOptions{Teams: 4, BoardsPerMatch: 8}, m) {
		fmt.Println(l)
	}
	// Output:
	// Round robin, 4 teams
	// round 1: team 1 (NS at table 1) v team 4 (NS at table 2), boards 1-8
	// round 1: team 2 (NS at table 3) v team 3 (NS at table 4), boards 1-8
	// round 2: team 3 (NS at table 1) v team 1 (NS at table 2), boards 9-16
	// round 2: team 4 (NS at table 3) v team 2 (NS at table 4), boards 9-16
	// round 3: team 1 (NS at table 1) v team 2 (NS at table 2), boards 17-24
	// round 3: team 3 (NS at table 3) v team 4 (NS at table 4), boards 17-24
	// Complete round robin (Berger's tables): every two teams meet exactly once, in 3 rounds; match k of a round is at tables 2k−1 and 2k.
	// Home team: its NS pair sits at the first table of the match; every team is home 1 to 2 times and never more than once more often than away.
	// Boards: 3 sets of 8 boards, one set a match; the two tables of a match start with half the boards each and exchange them halfway; 2 copies of each set.
}

// The three-way match: three teams at three tables in two rounds, every
// team meeting each of the others on one set, the set travelling between
// the two halves of a match.
func ExampleAmericanWhist() {
	m, err := teams.AmericanWhist(teams.AmericanWhistOptions{Teams: 3, BoardsPerMatch: 12})
	if err != nil {
		panic(err)
	}
	m.Sort()
	for _, p := range m.Play {
		fmt.Printf("round %d table %d: %s v %s, set %d\n", p.Round, p.Table, m.Label(p.Seats[0]), m.Label(p.Seats[1]), p.Set)
	}
	for _, l := range movement.AnalyzeTeams(m).Lines() {
		fmt.Println(l)
	}
	// Output:
	// round 1 table 1: 1 NS v 3 EW, set 2
	// round 1 table 2: 2 NS v 1 EW, set 3
	// round 1 table 3: 3 NS v 2 EW, set 1
	// round 2 table 1: 1 NS v 2 EW, set 3
	// round 2 table 2: 2 NS v 3 EW, set 1
	// round 2 table 3: 3 NS v 1 EW, set 2
	// 3 teams, 3 matches in 3 meetings.
	// Every two teams meet exactly once.
	// Two teams that meet are compared on 12 boards.
	// Every team is compared on 24 boards in all.
	// Home matches (NS at the first table): 1 to 1 a team; away: 1 to 1.
	// No team has a bye.
	// Every pair keeps its direction all session.
	// Boards: one copy of each set is enough.
}

// Pairing the third round of a seven-team Swiss from the standings.
func ExamplePairSwiss() {
	// Round 1: 1 v 3, 2 v 6, 7 v 5, 4 bye; round 2: 1 v 5, 3 v 4, 2 v 7,
	// 6 bye.
	standings := []teams.Standing{
		{Team: 1, Name: "Smith", VP: 27.4, Met: []int{3, 5}},
		{Team: 2, VP: 22.1, Met: []int{6, 7}},
		{Team: 3, VP: 24.0, Met: []int{1, 4}},
		{Team: 4, VP: 16.0, Met: []int{3}, Byes: 1},
		{Team: 5, VP: 18.5, Met: []int{7, 1}},
		{Team: 6, VP: 12.0, Met: []int{2}, Byes: 1},
		{Team: 7, VP: 20.0, Met: []int{5, 2}},
	}
	o := teams.SwissOptions{Standings: standings}
	p, err := teams.PairSwiss(context.Background(), o)
	if err != nil {
		panic(err)
	}
	for _, r := range p.Reasons {
		fmt.Println(r)
	}
	m, err := p.Movement(o)
	if err != nil {
		panic(err)
	}
	fmt.Printf("%s: %d tables, valid %v\n", m.Name, m.Tables, movement.Validate(m).Valid())
	// Output:
	// Bye: team 5 (18.50 VP), the lowest-ranked that has not had a bye.
	// Match 1: team 1 Smith (27.40 VP) v team 2 (22.10 VP): team 1 Smith has already met team 3.
	// Match 2: team 3 (24.00 VP) v team 7 (20.00 VP): the two highest-ranked not yet paired.
	// Match 3: team 4 (16.00 VP) v team 6 (12.00 VP): the two highest-ranked not yet paired.
	// Swiss teams, round 3: 6 tables, valid true
}

// The Stagger for 8 teams: sets 1 to 4 before the scoring break after
// round 3, sets 5 to 8 after it, table t sharing with table t+4.
func ExampleStagger() {
	o := teams.StaggerOptions{Teams: 8}
	m, err := teams.Stagger(o)
	if err != nil {
		panic(err)
	}
	fmt.Println(m.Name, "- break after round", teams.StaggerBreak(8))
	g := m.Grid()
	for r, row := range g {
		fmt.Printf("round %d:", r+1)
		for _, p := range row {
			fmt.Printf(" %s-%s/%d", m.Label(p.Seats[0]), m.Label(p.Seats[1]), p.Set)
		}
		fmt.Println()
	}
	// Output:
	// Stagger, 8 teams - break after round 3
	// round 1: 1 NS-3 EW/1 2 NS-4 EW/2 3 NS-5 EW/3 4 NS-6 EW/4 5 NS-7 EW/1 6 NS-8 EW/2 7 NS-1 EW/3 8 NS-2 EW/4
	// round 2: 1 NS-5 EW/2 2 NS-6 EW/3 3 NS-7 EW/4 4 NS-8 EW/1 5 NS-1 EW/2 6 NS-2 EW/3 7 NS-3 EW/4 8 NS-4 EW/1
	// round 3: 1 NS-7 EW/3 2 NS-8 EW/4 3 NS-1 EW/1 4 NS-2 EW/2 5 NS-3 EW/3 6 NS-4 EW/4 7 NS-5 EW/1 8 NS-6 EW/2
	// round 4: 1 NS-8 EW/5 2 NS-1 EW/6 3 NS-2 EW/7 4 NS-3 EW/8 5 NS-4 EW/5 6 NS-5 EW/6 7 NS-6 EW/7 8 NS-7 EW/8
	// round 5: 1 NS-2 EW/6 2 NS-3 EW/7 3 NS-4 EW/8 4 NS-5 EW/5 5 NS-6 EW/6 6 NS-7 EW/7 7 NS-8 EW/8 8 NS-1 EW/5
	// round 6: 1 NS-4 EW/7 2 NS-5 EW/8 3 NS-6 EW/5 4 NS-7 EW/6 5 NS-8 EW/7 6 NS-1 EW/8 7 NS-2 EW/5 8 NS-3 EW/6
	// round 7: 1 NS-6 EW/8 2 NS-7 EW/5 3 NS-8 EW/6 4 NS-1 EW/7 5 NS-2 EW/8 6 NS-3 EW/5 7 NS-4 EW/6 8 NS-5 EW/7
}
