package schedules

import (
	"cmp"
	"context"
	"slices"

	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/teams"
)

// TeamsRequest is a teams-of-four session to plan: the number of teams,
// the time (0: no limit), the start and the pace, and whether each table
// of a match plays its own copy of the boards.
type TeamsRequest struct {
	Teams  int
	Budget int // minutes
	Start  movement.Clock
	Pace   Pace
	Copies bool
	// TablesAvailable, when positive, leaves out the forms that need more
	// tables than the room holds.
	TablesAvailable int
	// Pivot plans a pivot teams (the players of a team changing partners
	// at two scoring breaks; teams.Pivot, 3 or 5 teams) and lists only its
	// form. Without it pivot teams is never listed: it is an event of its
	// own that a director announces, not another way to run teams of
	// fixed pairs.
	Pivot bool
}

// TeamsOption is one way to run the session: a form of movement/teams
// (Form, its figures measured on the movement by teams.NewForm), whether
// every two teams meet, its timetable, and whether it fits the time.
type TeamsOption struct {
	Number int
	Form   teams.Form
	// Complete: every two teams meet exactly once; otherwise the first
	// rounds of the complete form (no two teams meet twice).
	Complete bool
	// Meetings is the number of pairs of teams that meet, of Pairs.
	Meetings, Pairs int
	Timetable       *movement.Timetable
	FitsTime        bool
}

// Name names the option: the movement's name.
func (o TeamsOption) Name() string { return o.Form.Movement.Name }

// TeamsPlan is the ranked options for a teams session and why the first
// is marked.
type TeamsPlan struct {
	Request TeamsRequest
	Options []TeamsOption
	Reason  movement.Text
}

// TeamsTarget is the boards a team plays in a usual session, the target
// of the boards a match (teams.DefaultBoards).
const TeamsTarget = 26

// The fewest boards a match the planner offers: a complete form (every
// two teams meet on a short match, as in a flower or an American whist)
// down to 2, which a head-to-head match can still exchange halfway; fewer
// rounds of it only at 4 or more, which makes a match worth its round.
const (
	minCompleteBoards = 2
	minTeamsBoards    = 4
)

// NewTeamsPlan lists the forms of movement/teams that run n teams in the
// session, ranked: those that finish in time first, then those in which
// every two teams meet, then the fewest byes, the boards a team plays
// nearest to TeamsTarget, every match played head to head in one round
// (a round robin or a flower before the Stagger, which plays most matches
// in two halves in different rounds: a director running a club teams
// night wants full matches unless the boards are short, EBUScore's "Club
// 8 Teams" entries offering the Stagger for its two copies), the fewest
// copies of the boards, and the name. The Stagger is offered complete
// only: fewer rounds would leave matches with one half played.
// For each form it offers the complete movement, with the boards a match
// brought down to fit the time when need be (never below 2), and, when
// that needs matches of fewer than 4 boards or does not fit at all, the
// most rounds of it that fit at 4 boards or more ("fewer rounds": no two
// teams meet twice). With Pivot only the pivot teams form is listed,
// complete (its matches are split over each stanza). Every option is generated and measured
// (teams.NewForm). A number of teams no form takes
// is a *TeamsCountError.
func NewTeamsPlan(ctx context.Context, req TeamsRequest) (*TeamsPlan, error) {
	n := req.Teams
	if n < teams.MinRoundRobinTeams || n > teams.MaxRoundRobinTeams {
		return nil, &TeamsCountError{Teams: n, Pivot: req.Pivot}
	}
	if req.Pace.MinutesPerBoard <= 0 {
		req.Pace = DefaultPace(movement.Bridge)
	}
	var forms []teams.Form
	var err error
	if req.Pivot {
		if forms, err = teams.PivotForms(n, TeamsTarget); err == nil && len(forms) == 0 {
			return nil, &TeamsCountError{Teams: n, Pivot: true}
		}
	} else {
		forms, err = teams.Forms(n, TeamsTarget, req.Copies)
	}
	if err != nil {
		return nil, err
	}
	share := movement.BoardsExchange
	if req.Copies {
		share = movement.BoardsCopies
	}
	plan := &TeamsPlan{Request: req}
	pairs := n * (n - 1) / 2
	fewest := 0 // the fewest tables a form needs, for the room's error
	add := func(f teams.Form, complete bool) error {
		if need := f.Movement.Tables; fewest == 0 || need < fewest {
			fewest = need
		}
		if req.TablesAvailable > 0 && f.Movement.Tables > req.TablesAvailable {
			return nil // the room is too small for it
		}
		tt, err := SessionTimetable(f.Movement, req.Start, req.Pace)
		if err != nil {
			return err
		}
		plan.Options = append(plan.Options, TeamsOption{Form: f, Complete: complete, Pairs: pairs, Timetable: tt,
			FitsTime: req.Budget <= 0 || tt.Minutes() <= req.Budget, Meetings: f.Meetings})
		return nil
	}
	// fit is the most boards a match, at most want, that rounds rounds
	// play within the budget; 0 when not even minTeamsBoards do.
	fit := func(rounds, want, least, pause int) int {
		if req.Budget <= 0 {
			return want
		}
		for b := want; b >= least; b-- {
			if SessionMinutes(rounds, b, req.Pace)+pause <= req.Budget {
				return b
			}
		}
		return 0
	}
	for _, f := range forms {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		full := f.Rounds
		complete := f // listed over time when even the shortest matches do not fit
		pause := 0    // what a scoring break adds to the session
		if bs := ScoringBreaks(f.Movement); len(bs) > 0 {
			pause = len(bs) * (ScoringBreakMinutes - req.Pace.MoveMinutes)
		}
		b := fit(full, f.BoardsPerMatch, min(minCompleteBoards, f.BoardsPerMatch), pause)
		if b > 0 && b != f.BoardsPerMatch {
			if complete, err = teams.NewForm(f.Family, n, 0, b, share); err != nil {
				return nil, err
			}
		}
		if err := add(complete, true); err != nil {
			return nil, err
		}
		if b >= minTeamsBoards || f.Family == teams.FamilyStagger || f.Family == teams.FamilyPivot {
			continue
		}
		// Short matches or none in time: also the most rounds of the form
		// that fit at 4 boards a match or more.
		step := 1
		if f.Family == teams.FamilyAmericanWhist {
			step = 2 // every match in two halves
		}
		for r := full - step; r >= step; r -= step {
			if b := fit(r, teams.DefaultBoards(r, minTeamsBoards), minTeamsBoards, 0); b > 0 {
				fewer, err := teams.NewForm(f.Family, n, r, b, share)
				if err != nil {
					return nil, err
				}
				if err := add(fewer, false); err != nil {
					return nil, err
				}
				break
			}
		}
	}
	if len(plan.Options) == 0 && req.TablesAvailable > 0 {
		return nil, &TeamsRoomError{Teams: n, Tables: req.TablesAvailable, Need: fewest}
	}
	slices.SortStableFunc(plan.Options, compareTeams)
	for i := range plan.Options {
		plan.Options[i].Number = i + 1
	}
	plan.Reason = teamsReason(plan)
	return plan, nil
}

// TeamsRoomError is NewTeamsPlan's error when every form needs more
// tables than the room holds (TeamsRequest.TablesAvailable).
type TeamsRoomError struct{ Teams, Tables, Need int }

// Error returns the sentence in English.
func (e *TeamsRoomError) Error() string { return e.Text().String() }

// Text is the sentence.
func (e *TeamsRoomError) Text() movement.Text {
	return say("%d teams need at least %d tables; the room holds %d", e.Teams, e.Need, e.Tables)
}

func abs26(x int) int {
	if x < TeamsTarget {
		return TeamsTarget - x
	}
	return x - TeamsTarget
}

// compareTeams ranks two options (see NewTeamsPlan).
func compareTeams(a, b TeamsOption) int {
	bool2 := func(x bool) int {
		if x {
			return 0
		}
		return 1
	}
	return cmp.Or(
		cmp.Compare(bool2(a.FitsTime), bool2(b.FitsTime)),
		cmp.Compare(b.Meetings, a.Meetings),
		cmp.Compare(a.Form.Byes, b.Form.Byes),
		cmp.Compare(abs26(a.Form.BoardsPerTeam), abs26(b.Form.BoardsPerTeam)),
		cmp.Compare(bool2(a.Form.Split == 0), bool2(b.Form.Split == 0)),
		cmp.Compare(a.Form.Copies, b.Form.Copies),
		cmp.Compare(a.Name(), b.Name()),
	)
}

// teamsReason says why option 1 is marked, and, when a form listed after
// it needs fewer copies of the boards at the price of split matches (the
// Stagger after a flower), what that trade is.
func teamsReason(plan *TeamsPlan) movement.Text {
	if len(plan.Options) == 0 {
		return movement.Text{}
	}
	o := plan.Options[0]
	fits := say("finishes at %s, in time", o.Timetable.Finish().String())
	if !o.FitsTime {
		fits = say("is the closest to the time, finishing at %s; no option fits", o.Timetable.Finish().String())
	} else if plan.Request.Budget <= 0 {
		fits = say("finishes at %s", o.Timetable.Finish().String())
	}
	meet := say("every two teams meet")
	if o.Form.Family == teams.FamilyPivot {
		meet = say("every two teams meet once a stanza, with new partners each time")
	} else if o.Meetings < o.Pairs {
		meet = say("%d of the %d pairs of teams meet, none twice", o.Meetings, o.Pairs)
	}
	byes := say("no team has a bye")
	if o.Form.Byes > 0 {
		byes = say("at most %d byes a team", o.Form.Byes)
	}
	copies := say("one copy of each set")
	if o.Form.Copies > 1 {
		copies = say("%d copies of each set", o.Form.Copies)
	}
	// The name as a sentence without arguments: the printer translates it
	// part by part, as a movement's name (i18n MovementName).
	name := movement.Text{Format: o.Name()}
	if o.Form.Split >= o.Meetings && o.Meetings > 0 {
		copies = say("%s; every match is played in two halves, in different rounds", copies)
	} else if o.Form.Split > 0 {
		copies = say("%s; %d of the %d matches are played in two halves, in different rounds", copies, o.Form.Split, o.Meetings)
	}
	why := say("%s %s; %s; each team plays %d boards in matches of %d; %s; %s.", name, fits, meet, o.Form.BoardsPerTeam, o.Form.BoardsPerMatch, byes, copies)
	for _, x := range plan.Options[1:] {
		if x.Form.Split > 0 && o.Form.Split == 0 && x.Form.Copies < o.Form.Copies && x.FitsTime == o.FitsTime && x.Meetings == o.Meetings {
			why = say("%s Option %d, %s, needs %d copies of each set against %d, but plays %d of its %d matches in two halves, in different rounds.",
				why, x.Number, movement.Text{Format: x.Name()}, x.Form.Copies, o.Form.Copies, x.Form.Split, x.Meetings)
			break
		}
	}
	return why
}

// TeamsCountError is a number of teams no teams form takes (Pivot: no
// pivot teams form).
type TeamsCountError struct {
	Teams int
	Pivot bool
}

// Error returns the sentence in English.
func (e *TeamsCountError) Error() string { return e.Text().String() }

// Text is the sentence.
func (e *TeamsCountError) Text() movement.Text {
	if e.Pivot {
		return say("%d teams: pivot teams takes %d or %d teams", e.Teams, teams.MinPivotTeams, teams.MaxPivotTeams)
	}
	return say("%d teams: the teams movements take %d to %d teams", e.Teams, teams.MinRoundRobinTeams, teams.MaxRoundRobinTeams)
}
