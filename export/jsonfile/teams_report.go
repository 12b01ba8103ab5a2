package jsonfile

import "github.com/movegen/movegen/movement"

// TeamsReport is the JSON form of a teams movement's fairness report
// (movement.AnalyzeTeams), the "teams" key of a Report. Per-team lists are
// indexed by team number − 1.
type TeamsReport struct {
	Teams      int          `json:"teams"`
	Summary    TeamsSummary `json:"summary"`
	Matches    []TeamMatch  `json:"matches"`
	Meetings   [][]int      `json:"meetings"`
	Boards     [][]int      `json:"boards_compared"`
	Byes       [][]int      `json:"byes"`
	Home       []int        `json:"home"`
	Away       []int        `json:"away"`
	TeamBoards []int        `json:"team_boards"`
	Copies     []int        `json:"copies"`
	Properties []string     `json:"properties"`
}

// TeamsSummary is the headline figures of a teams report
// (movement.TeamsSummary): ranges are [least, most].
type TeamsSummary struct {
	PairsOfTeams     int    `json:"pairs_of_teams"`
	NeverMeet        int    `json:"never_meet"`
	MeetMoreThanOnce int    `json:"meet_more_than_once"`
	BoardsCompared   [2]int `json:"boards_compared"`
	TeamBoards       [2]int `json:"team_boards"`
	Home             [2]int `json:"home"`
	Away             [2]int `json:"away"`
	Byes             [2]int `json:"byes"`
	MostCopies       int    `json:"most_copies"`
}

// TeamMatch is one match: two teams compared on one set, the home team's
// NS pair against the away team's EW pair at the home table and the other
// way round at the away table.
type TeamMatch struct {
	Set       int `json:"set"`
	Home      int `json:"home"`
	Away      int `json:"away"`
	HomeRound int `json:"home_round"`
	HomeTable int `json:"home_table"`
	AwayRound int `json:"away_round"`
	AwayTable int `json:"away_table"`
}

// NewTeamsReport converts the teams report of m into its JSON form; nil
// when m has no teams.
func NewTeamsReport(m *movement.Movement) *TeamsReport {
	rep := movement.AnalyzeTeams(m)
	if rep == nil {
		return nil
	}
	sum := rep.Summary()
	out := &TeamsReport{Teams: rep.Teams, Summary: TeamsSummary{PairsOfTeams: sum.PairsOfTeams, NeverMeet: sum.NeverMeet, MeetMoreThanOnce: sum.MeetMoreThanOnce,
		BoardsCompared: sum.Compared, TeamBoards: sum.TeamBoards, Home: sum.Home, Away: sum.Away, Byes: sum.Byes, MostCopies: sum.MostCopies}, Matches: []TeamMatch{}, Meetings: rows(rep.MeetCount), Boards: rows(rep.Boards),
		Byes: [][]int{}, Home: nonNil(rep.Home), Away: nonNil(rep.Away), TeamBoards: nonNil(rep.TeamBoards), Copies: nonNil(rep.Copies), Properties: []string{}}
	for _, x := range rep.Matches {
		out.Matches = append(out.Matches, TeamMatch{Set: x.Set, Home: x.Home, Away: x.Away, HomeRound: x.HomeRound, HomeTable: x.HomeTable, AwayRound: x.AwayRound, AwayTable: x.AwayTable})
	}
	for _, b := range rep.Byes {
		out.Byes = append(out.Byes, nonNil(b))
	}
	for _, p := range rep.Properties {
		out.Properties = append(out.Properties, string(p))
	}
	return out
}

func nonNil(xs []int) []int {
	if xs == nil {
		return []int{}
	}
	return xs
}
