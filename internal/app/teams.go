package app

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/export/standings"
	"github.com/movegen/movegen/export/text"
	"github.com/movegen/movegen/internal/request"
	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/teams"
	"github.com/movegen/movegen/schedules"
)

// The teams-of-four family (issue 31): a round robin, an American whist
// or a flower movement of N teams, and the next round of a Swiss event
// from its standings.

// The forms the teams family builds, by the value of its form field.
const (
	FormRoundRobin    = "round-robin"
	FormAmericanWhist = "american-whist"
	FormFlower        = "flower"
	FormThurner       = "thurner"
	FormStagger       = "stagger"
	FormPivot         = "pivot"
)

// TeamsForms lists the values of the form field.
func TeamsForms() []string {
	return []string{FormRoundRobin, FormAmericanWhist, FormFlower, FormThurner, FormStagger, FormPivot}
}

func teamsFamily() *Family {
	return &Family{Name: "teams", run: runTeams, Fields: []Field{
		{Name: "teams", Label: "Teams", Kind: Int, Lib: "Teams", Required: true,
			Help: fmt.Sprintf("number of teams of four: %d to %d (round robin, flower), odd %d to %d (American whist), even %d to %d (stagger), 6 (thurner), %d or %d (pivot)", teams.MinRoundRobinTeams, teams.MaxRoundRobinTeams, teams.MinWhistTeams, teams.MaxWhistTeams, teams.MinStaggerTeams, teams.MaxStaggerTeams, teams.MinPivotTeams, teams.MaxPivotTeams)},
		{Name: "form", Label: "Form", Kind: Choice, Choices: TeamsForms(), Default: FormRoundRobin,
			Help: "round-robin: head-to-head matches, every two teams once (Berger's tables); american-whist: NS pairs stay, EW pairs move down two tables and the boards down one, each match played in two halves (odd numbers of teams; 3 teams: the three-way match); flower: home tables, every match head to head at the two teams' home tables; thurner: EBUScore's club movement for 6 teams, 5 rounds, table 6 sharing a different table's boards each round; stagger: EBUScore's club movement for an even number of teams (the manual's 8), two rows of tables sharing boards across, EW down two and the boards down one, a scoring break and new boards after round n/2−1; pivot: pivot teams for 3 or 5 teams, three stanzas each a complete American whist on new boards, the players changing partners at the two scoring breaks so that each plays one stanza with each teammate"},
		{Name: "rounds", Label: "Rounds", Kind: Int, Lib: "Rounds",
			Help: "rounds to play (default: all, every two teams meet once); fewer rounds keep the event fair: no two teams meet twice"},
		{Name: "boards-per-match", Label: "Boards a match", Kind: Int, Lib: "BoardsPerMatch",
			Help: "boards of each match (default: brings each team's boards closest to 26)"},
		{Name: "copies", Label: "Own copy for each table", Kind: Bool, Lib: "Boards",
			Help: "each table of a match plays its own copy of the boards (duplicated) instead of the two tables exchanging one copy halfway; not with american-whist, whose boards travel"},
		{Name: "ew-step", Label: "EW step", Kind: Int, Lib: "EWStep",
			Help: "with --form flower: tables the EW pairs move up each round (default 1 for an odd number of teams, 2 for an even one)"},
	}}
}

// teamsNames are the teams family's own fields.
var teamsNames = []string{"teams", "form", "rounds", "boards-per-match", "copies", "ew-step"}

// sharing is the board sharing the copies field asks for.
func sharing(v *Values) movement.BoardSharing {
	if v.Bool("copies") {
		return movement.BoardsCopies
	}
	return movement.BoardsExchange
}

func runTeams(_ context.Context, v *Values, _ GenerateOptions) (*Result, error) {
	form := v.String("form")
	if form == "" {
		form = FormRoundRobin
	}
	used := []string{"teams", "form", "rounds", "boards-per-match", "copies"}
	switch form {
	case FormAmericanWhist:
		used = []string{"teams", "form", "rounds", "boards-per-match"}
	case FormThurner, FormStagger, FormPivot:
		used = []string{"teams", "form", "boards-per-match"}
	case FormFlower:
		used = append(used, "ew-step")
	}
	if err := v.NotWith(teamsNames, used, say("%s %s", Name("form"), form)); err != nil {
		return nil, err
	}
	n := v.Int("teams")
	if !v.Given("teams") {
		return nil, v.FieldError("teams", say("want %d to %d", teams.MinRoundRobinTeams, teams.MaxRoundRobinTeams))
	}
	var (
		m     *movement.Movement
		notes []movement.Text
		err   error
	)
	switch form {
	case FormAmericanWhist:
		o := teams.AmericanWhistOptions{Teams: n, Rounds: v.Int("rounds"), BoardsPerMatch: v.Int("boards-per-match")}
		if err := o.Check(); err != nil {
			return nil, v.LibError(err)
		}
		if m, err = teams.AmericanWhist(o); err == nil {
			notes = teams.AmericanWhistNotes(o, m)
		}
	case FormThurner:
		o := teams.ThurnerOptions{Teams: n, BoardsPerMatch: v.Int("boards-per-match")}
		if err := o.Check(); err != nil {
			return nil, v.LibError(err)
		}
		if m, err = teams.Thurner(o); err == nil {
			notes = teams.ThurnerNotes(o, m)
		}
	case FormStagger:
		o := teams.StaggerOptions{Teams: n, BoardsPerMatch: v.Int("boards-per-match")}
		if err := o.Check(); err != nil {
			return nil, v.LibError(err)
		}
		if m, err = teams.Stagger(o); err == nil {
			notes = teams.StaggerNotes(o, m)
		}
	case FormPivot:
		o := teams.PivotOptions{Teams: n, BoardsPerMatch: v.Int("boards-per-match")}
		if err := o.Check(); err != nil {
			return nil, v.LibError(err)
		}
		if m, err = teams.Pivot(o); err == nil {
			notes = teams.PivotNotes(o, m)
		}
	case FormFlower:
		o := teams.FlowerOptions{Teams: n, Rounds: v.Int("rounds"), BoardsPerMatch: v.Int("boards-per-match"), EWStep: v.Int("ew-step"), Boards: sharing(v)}
		if err := o.Check(); err != nil {
			return nil, v.LibError(err)
		}
		if m, err = teams.Flower(o); err == nil {
			notes = teams.FlowerNotes(o, m)
		}
	default:
		o := teams.RoundRobinOptions{Teams: n, Rounds: v.Int("rounds"), BoardsPerMatch: v.Int("boards-per-match"), Boards: sharing(v)}
		if err := o.Check(); err != nil {
			return nil, v.LibError(err)
		}
		if m, err = teams.RoundRobin(o); err == nil {
			notes = teams.RoundRobinNotes(o, m)
		}
	}
	if err != nil {
		return nil, internal(err)
	}
	return &Result{Movement: m, Notes: notes, Name: fmt.Sprintf("%s-%d-teams", form, n)}, nil
}

// SwissFields are the fields of the next round of a Swiss teams event.
func SwissFields() []Field {
	return []Field{
		{Name: "standings", Label: "Standings file", Kind: String, Lib: "Standings", Required: true,
			Help: "the standings `FILE` (CSV: team, vp, met, and optionally name and byes; see the help)"},
		{Name: "round", Label: "Round", Kind: Int, Lib: "Round",
			Help: "the round being paired, for the movement's name (default: one more than the most matches a team has played)"},
		{Name: "boards-per-match", Label: "Boards a match", Kind: Int, Lib: "BoardsPerMatch",
			Help: "boards of each match (default 8); every match plays the same boards"},
		{Name: "copies", Label: "Own copy for each table", Kind: Bool, Lib: "Boards",
			Help: "each table of a match plays its own copy of the boards instead of the two tables exchanging one copy halfway"},
		{Name: "rematches", Label: "Allow rematches", Kind: Bool, Lib: "Rematches",
			Help: "when no pairing avoids two teams meeting again, allow the fewest rematches possible (said in the reasons) instead of refusing"},
		{Name: "danish", Label: "Danish", Kind: Bool, Lib: "Danish",
			Help: "Danish Swiss: first v second, third v fourth, down the ranking, whether or not they have met"},
		{Name: "pairs", Label: "Swiss pairs", Kind: Bool, Lib: "Pairs",
			Help: "a Swiss pairs event: the standings are pairs', each match one table, every table on the same boards"},
		{Name: "triangle", Label: "Triangle instead of a bye", Kind: Bool, Lib: "Triangle",
			Help: "with --pairs and an odd number of pairs: the pair the bye order gives plays the second half of the boards against a pair of a match, whose opponent sits out the second half (see the help)"},
		{Name: "scale", Label: "VP scale", Kind: Choice, Choices: []string{"any", string(standings.WBF), string(standings.Percent)}, Default: "any",
			Help: "how the results entered in the standings become victory points: wbf (IMP margins, the WBF continuous 20-VP scale), percent (matchpoint percentages, VP = percentage ÷ 5), or any (VP as typed, or either)"},
	}
}

// Swiss pairs the next round of a Swiss teams event from the standings
// file (its name and bytes, read by the front end) and lays it out as a
// one-round teams movement; the notes are the ranking and the reasons,
// one a line. No standings (the field left out and nothing in data: a
// form's blank text) is an *Error saying the field is required; a
// standings file with a fault is an *Error naming its line; a round that
// cannot be paired without a rematch (and rematches not allowed) is an
// *Error on the standings saying so.
func Swiss(ctx context.Context, v *Values, name string, data []byte) (*Result, error) {
	if !v.Given("standings") && len(bytes.TrimSpace(data)) == 0 {
		return nil, v.FieldError("standings", say("give the standings file of the event (CSV: team, vp, met)"))
	}
	file, err := standings.ReadFile(bytes.NewReader(data), name)
	if err != nil {
		return nil, &Error{Field: "standings", Value: name, Quote: true, Why: textOf(err)}
	}
	scale := standings.Scale(v.String("scale"))
	if scale == "any" {
		scale = ""
	}
	st := file.Standings
	var entered []movement.Text
	if all, none := file.Played(); !none || all {
		// The round the file carries was played: its results make the
		// standings this round is paired from.
		o := teams.SwissOptions{Standings: st, BoardsPerMatch: v.Int("boards-per-match")}
		playedRound := pr0(o, st)
		if st, err = file.Apply(scale, boardsOr8(v.Int("boards-per-match"))); err != nil {
			return nil, &Error{Field: "standings", Value: name, Quote: true, Why: textOf(err)}
		}
		entered = append(entered, say("Round %d's results entered: victory points, meetings and byes updated.", playedRound))
	}
	o := teams.SwissOptions{Standings: st, Round: v.Int("round"), BoardsPerMatch: v.Int("boards-per-match"), Boards: sharing(v),
		Rematches: v.Bool("rematches"), Danish: v.Bool("danish"), Pairs: v.Bool("pairs"), Triangle: v.Bool("triangle")}
	if err := o.Check(); err != nil {
		return nil, v.LibError(err)
	}
	pr, err := teams.PairSwiss(ctx, o)
	if err != nil {
		if errors.Is(err, teams.ErrNoPairing) {
			return nil, &Error{Field: "standings", Value: name, Quote: true, Why: say("round %d cannot be paired without two teams meeting again: every pairing has a rematch (a maximum matching of the teams that have not met proves it); give %s to allow the fewest rematches", pr0(o, st), Name("rematches"))}
		}
		return nil, classify(err)
	}
	m, err := pr.Movement(o)
	if err != nil {
		return nil, internal(err)
	}
	var next bytes.Buffer
	if err := standings.WriteRound(&next, st, pr, scale); err != nil {
		return nil, internal(err)
	}
	res := &Result{Movement: m, Name: fmt.Sprintf("swiss-round-%d", pr.Round), Next: next.Bytes()}
	ranking := make([]string, len(pr.Ranking))
	for i, t := range pr.Ranking {
		ranking[i] = strconv.Itoa(t)
	}
	res.Notes = append(res.Notes, entered...)
	if o.Pairs {
		res.Notes = append(res.Notes, say("Swiss pairs round %d: %d pairs ranked by victory points (ties by number): %s.", pr.Round, len(st), strings.Join(ranking, ", ")))
	} else {
		res.Notes = append(res.Notes, say("Swiss round %d: %d teams ranked by victory points (ties by number): %s.", pr.Round, len(st), strings.Join(ranking, ", ")))
	}
	rule := teams.SwissRule()
	if o.Danish {
		rule = []movement.Text{rule[0], rule[1], rule[4]}
	} else {
		rule = slices.Clone(rule[:4])
	}
	if pr.Triangle >= 0 {
		rule = append(rule, teams.SwissRule()[5])
	}
	res.Notes = append(res.Notes, rule...)
	if pr.Fewest > 0 {
		res.Notes = append(res.Notes, say("Rematches: %d, the fewest any pairing of this round has (proved by a maximum matching of the teams that have not met).", pr.Fewest))
	}
	res.Notes = append(res.Notes, pr.Reasons...)
	if pr.Triangle >= 0 {
		half := m.BoardsPerSet
		res.Notes = append(res.Notes, say("The round is written as two rounds, the halves of the boards (%d–%d, then %d–%d): every match but the triangle plays both at its table, so the report counts its pairs as meeting twice; at table %d the odd pair takes the sitter's seat for the second half.",
			1, half, half+1, 2*half, pr.Matches[pr.Triangle].Table))
	}
	return res, nil
}

// boardsOr8 is the boards of a match: 8 when not given.
func boardsOr8(b int) int {
	if b <= 0 {
		return 8
	}
	return b
}

// pr0 is the round PairSwiss pairs for o: o.Round, or one more than the
// most matches and byes a team has had.
func pr0(o teams.SwissOptions, st []teams.Standing) int {
	if o.Round > 0 {
		return o.Round
	}
	played := 0
	for _, s := range st {
		played = max(played, s.Rounds())
	}
	return played + 1
}

// teamsPlanUsed are the planner's fields a teams plan uses.
var teamsPlanUsed = []string{"teams", "time", "minutes-per-board", "move-minutes", "start", "choose", "event", "copies", "tables-available", "pivot"}

// TeamsPlan plans a teams session from the planner's fields (teams, time,
// start, minutes a board and to move, copies, the room's tables): the forms of movement/teams that
// fit, ranked (schedules.NewTeamsPlan). A planner field that does not
// apply to teams is refused.
func TeamsPlan(ctx context.Context, v *Values) (*schedules.TeamsPlan, error) {
	var names []string
	for _, f := range PlanFields() {
		names = append(names, f.Name)
	}
	if err := v.NotWith(names, teamsPlanUsed, say("%s", Name("teams"))); err != nil {
		return nil, err
	}
	// The event is written into the chosen option's movement: refused as
	// the pairs' planner and the generators refuse it.
	if err := checkEvent(v); err != nil {
		return nil, err
	}
	if err := checkPace(v); err != nil {
		return nil, err
	}
	if n := v.Int("tables-available"); v.Given("tables-available") && n < 1 {
		// As the pairs' planner says it.
		return nil, fileErr(say("%s %d: want a positive number", Name("tables-available"), n))
	}
	req := schedules.TeamsRequest{Teams: v.Int("teams"), Pace: schedules.DefaultPace(movement.Bridge), Copies: v.Bool("copies"),
		TablesAvailable: v.Int("tables-available"), Pivot: v.Bool("pivot")}
	if v.Given("minutes-per-board") {
		req.Pace.MinutesPerBoard = v.Int("minutes-per-board")
	}
	req.Pace.MoveMinutes = v.Int("move-minutes")
	start := v.String("start")
	if start == "" {
		start = "19:00"
	}
	at, err := movement.ParseTimeOfDay(start)
	if err != nil {
		return nil, fileErr(say("%s %v", Name("start"), textOf(err)))
	}
	req.Start = at
	if v.Given("time") {
		t, err := SessionTime(v.String("time"))
		if err != nil {
			return nil, v.FieldError("time", textOf(err))
		}
		if req.Budget, err = schedules.ParseMinutes(t); err != nil {
			return nil, v.FieldError("time", textOf(err))
		}
	}
	if err := checkChoose(v); err != nil {
		return nil, err
	}
	plan, err := schedules.NewTeamsPlan(ctx, req)
	var ce *schedules.TeamsCountError
	var re *schedules.TeamsRoomError
	switch {
	case errors.As(err, &ce):
		return nil, v.FieldError("teams", ce.Text())
	case errors.As(err, &re):
		return nil, v.FieldError("tables-available", re.Text())
	case err != nil:
		return nil, classify(err)
	}
	return plan, nil
}

// ChooseTeams is option n of a teams plan, carrying its timetable and the
// event field.
func ChooseTeams(v *Values, plan *schedules.TeamsPlan, n int) (schedules.TeamsOption, *movement.Movement, error) {
	if n < 1 || n > len(plan.Options) {
		return schedules.TeamsOption{}, nil, &Error{Field: "choose", Value: strconv.Itoa(n), Why: say("the plan lists %d options", len(plan.Options))}
	}
	o := plan.Options[n-1]
	m := o.Form.Movement.Clone()
	m.Session = &movement.Session{Timetable: o.Timetable, Event: strings.TrimSpace(v.String("event"))}
	return o, m, nil
}

// teamsPlanView lays a teams plan out for the page, in the plan's row: the
// boards a round are the boards a match, the boards each plays those of a
// team, the sit-outs its byes, "never meet" the pairs of teams that do not
// meet and "most met" the most meetings of two teams (1: none twice).
func teamsPlanView(ctx context.Context, v *Values, p *i18n.Printer) (*request.PlanView, error) {
	plan, err := TeamsPlan(ctx, v)
	if err != nil {
		return nil, err
	}
	msg := func(t movement.Text) string { return p.Message(t.Format, t.Args...) }
	pv := &request.PlanView{Summary: p.Sprintf("Plan for %s", text.TeamsRequestLine(p, plan.Request)), Reason: msg(plan.Reason), Teams: true}
	for _, o := range plan.Options {
		m := o.Form.Movement
		rep := movement.Analyze(m)
		byes := strconv.Itoa(o.Form.Byes)
		if o.Form.Byes > 0 && !movement.AnalyzeTeams(m).Has(movement.PropTeamsEqualByes) {
			byes = "0-" + byes
		}
		pv.Rows = append(pv.Rows, request.PlanRow{Number: o.Number, Name: p.MovementName(o.Name()),
			Tables: m.Tables, Rounds: m.Rounds, BoardsPerRound: m.BoardsPerSet, BoardsInPlay: m.Sets * m.BoardsPerSet,
			Boards: strconv.Itoa(o.Form.BoardsPerTeam), SitOuts: byes, Verdict: p.T(string(rep.Verdict)), VerdictClass: string(rep.Verdict),
			Balance: p.Sprintf("%.2f", rep.Summary.BalanceIndex), Finish: o.Timetable.Finish().String(),
			NeverMeet: o.Pairs - o.Meetings, MostMeetings: 1, OverTime: !o.FitsTime,
			Copies: o.Form.Copies, TeamsMeet: fmt.Sprintf("%d/%d", o.Meetings, o.Pairs)})
	}
	if len(plan.Options) > 0 {
		for _, n := range plan.Options[0].Form.Notes {
			pv.BestNotes = append(pv.BestNotes, p.Sprintf("Option 1: %s", msg(n)))
		}
	}
	return pv, nil
}

// teamsChoose is option n of the teams plan of v, as "plan --teams N
// --choose I" writes it.
func teamsChoose(ctx context.Context, v *Values, n int) (*request.Generated, error) {
	plan, err := TeamsPlan(ctx, v)
	if err != nil {
		return nil, err
	}
	opt, m, err := ChooseTeams(v, plan, n)
	if err != nil {
		return nil, err
	}
	g := &request.Generated{Movement: m, Lines: map[string][]string{}, Heading: map[string]string{}, Name: fmt.Sprintf("teams-plan-option-%d", n)}
	for _, lang := range i18n.Langs() {
		p := i18n.New(lang)
		var b bytes.Buffer
		if err := text.WriteTeamsChoice(&b, opt, text.Options{Printer: p}); err != nil {
			return nil, internal(err)
		}
		g.Heading[lang] = p.Sprintf("Option %d of the plan: %s.", opt.Number, p.MovementName(opt.Name()))
		for _, l := range opt.Form.Notes {
			g.Lines[lang] = append(g.Lines[lang], p.Message(l.Format, l.Args...))
		}
		g.Lines[lang] = append(g.Lines[lang], strings.Split(strings.TrimRight(b.String(), "\n"), "\n")...)
	}
	return g, nil
}
