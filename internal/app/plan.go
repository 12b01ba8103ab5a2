package app

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/simulate"
	"github.com/movegen/movegen/schedules"
)

// PlanFields are the session planner's fields.
func PlanFields() []Field {
	return []Field{
		{Name: "pairs", Label: "Pairs", Kind: Int, Help: "number of bridge pairs `P`"},
		{Name: "teams", Label: "Teams", Kind: Int, Help: "number of teams of four `N`: lists the teams movements that fit (round robin, American whist, flower, and fewer rounds of them)"},
		{Name: "players", Label: "Players", Kind: Int, Help: "number of players `N` (with --game preferans or individual)"},
		{Name: "game", Label: "Game", Kind: Choice, Choices: []string{"preferans", "individual"},
			Help: "with --players: the game (individual is individual bridge)"},
		{Name: "time", Label: "Time", Kind: String,
			Help: "`DURATION` of the session, such as 3h, 2.5h, 2h30, 3:30 or 180min; a bare number up to 24 is hours, above 24 minutes (default: no limit; options are measured against a typical " + schedules.Duration(schedules.TypicalMinutes) + " session)"},
		{Name: "minutes-per-board", Label: "Minutes a board", Kind: Int, Help: "minutes a board or deal (default 7 for bridge, 5 for preferans)"},
		{Name: "move-minutes", Label: "Minutes to move", Kind: Int, Default: strconv.Itoa(schedules.DefaultMoveMinutes), ZeroDefault: true,
			Help: "minutes to move between rounds"},
		{Name: "start", Label: "Start", Kind: String, Default: "19:00", Help: "time the first round starts, `HH:MM`"},
		{Name: "boards", Label: "Boards each plays", Kind: String, Help: "boards each contestant plays, `MIN-MAX` such as 24-28; options outside are left out"},
		{Name: "tables-available", Label: "Tables in the room", Kind: Int, Help: "`TABLES` the room holds; options needing more are left out"},
		{Name: "stationary", Label: "Stationary contestants", Kind: String, Help: "contestants who must not move, a `LIST` such as 3,7"},
		{Name: "choose", Label: "Option", Kind: Int, Help: "generate option `I` of the plan and write it as a movement"},
		{Name: "config", Label: "Event file", Kind: String, Help: "event `FILE` (.yaml or .json) with the same settings plus event, date and venue"},
		{Name: "seed", Label: "Seed", Kind: Uint, Default: "1", Help: "seed of the seating search and of the simulation, so the same command gives the same plan"},
		{Name: "simulate", Label: "Sessions to simulate", Kind: Int, Lib: "Sessions", Default: strconv.Itoa(schedules.PlanSessions),
			Help: "sessions simulated for each option's \"strongest wins\" column: how often the strongest contestant of the room wins his field"},
		{Name: "rank", Label: "Rank by", Kind: Choice, Choices: rankings(), Default: string(schedules.RankBalance),
			Help: "fairness rule of the ranking, after time, the 70% rule and the usual boards a round: balance (verdict, then balance index) or strongest (the \"strongest wins\" column first)"},
		{Name: "share-boards", Label: "Sections share the boards", Kind: Bool,
			Help: "pairs in sections play the same boards (fewer boards in play, pairs compared across the field); sections are offered even when one Mitchell fits"},
		{Name: "event", Label: "Event", Kind: String, Help: "name of the event, printed on every page and kept in the JSON movement"},
		{Name: "copies", Label: "Own copy for each table", Kind: Bool,
			Help: "with --teams: each table of a match plays its own copy of the boards (duplicated) instead of the two tables exchanging one copy halfway (the American whist keeps its one travelling copy)"},
		{Name: "pivot", Label: "Pivot teams", Kind: Bool,
			Help: "with --teams 3 or 5: plan a pivot teams, the players of each team changing partners at two scoring breaks so that each plays one stanza with each teammate (never offered otherwise)"},
	}
}

// Event is a config file read by the front end: its bytes and its name.
type Event struct {
	Path string
	Data []byte
}

// PlanRequest is a planning request built from the fields, an event file
// (or none) and the front end's words for a field.
type PlanRequest struct {
	Config  *schedules.Config
	Request schedules.Request
	// Session is the event of the plan's movements: name, date, venue.
	Session *movement.Session
}

// NewPlanRequest merges the event file, if any, with the fields given
// (fields win) and checks the request: a setting from the file is named
// by its line ("event.yaml:4: time"), a field by its Name, which each
// front end words its own way (the command line as its flag).
func NewPlanRequest(v *Values, ev *Event) (*PlanRequest, error) {
	c := &schedules.Config{}
	path := ""
	if ev != nil {
		path = ev.Path
		var err error
		if c, err = schedules.ParseConfig(ev.Data, ev.Path); err != nil {
			return nil, fileErr(say("%s %v", Name("config"), textOf(err)))
		}
	}
	if v.Given("copies") {
		return nil, &Error{Field: "copies", Why: say("only with %s: each table of a team match plays its own copy of the boards", Name("teams"))}
	}
	if v.Given("pivot") {
		return nil, &Error{Field: "pivot", Why: say("only with %s: the players of a team change partners", Name("teams"))}
	}
	field := func(key string) string { return strings.ReplaceAll(key, "_", "-") }
	given := func(key string) bool { return v.Given(field(key)) }
	mpb, mm := v.Int("minutes-per-board"), v.Int("move-minutes")
	flags := schedules.Config{Pairs: v.Int("pairs"), Players: v.Int("players"), Game: v.String("game"),
		MinutesPerBoard: &mpb, MoveMinutes: &mm, Start: v.String("start"), Boards: v.String("boards"),
		TablesAvailable: v.Int("tables-available"), Seed: v.Uint("seed"), ShareBoards: v.Bool("share-boards")}
	if given("time") {
		t, err := SessionTime(v.String("time"))
		if err != nil {
			return nil, v.FieldError("time", textOf(err))
		}
		flags.Time = t
	}
	if given("stationary") {
		list, err := schedules.ParseList(v.String("stationary"))
		if err != nil {
			return nil, &Error{Field: "stationary", Why: textOf(err)}
		}
		flags.Stationary = list
	}
	c.Override(flags, given)
	// A setting given as a field is named by its Name, which each front
	// end words its own way (the command line "--time", the page its
	// label); one read from the config file by its file and line.
	namer := func(key string) any {
		if line := c.Line(key); line > 0 && path != "" && !given(key) {
			return fmt.Sprintf("%s:%d: %s", path, line, key)
		}
		return Name(field(key))
	}
	req, err := c.Request(namer)
	if err != nil {
		return nil, fileErr(textOf(err))
	}
	if err := checkChoose(v); err != nil {
		return nil, err
	}
	req.Simulate, req.Rank = v.Int("simulate"), schedules.Ranking(v.String("rank"))
	if so := (simulate.Options{Sessions: req.Simulate, Spread: simulate.DefaultSpread, Noise: 1}); so.Check() != nil {
		return nil, v.LibError(so.Check())
	}
	s := &movement.Session{Event: c.Event, Date: c.Date, Venue: c.Venue}
	if err := checkEvent(v); err != nil {
		return nil, err
	}
	if v.Given("event") {
		s.Event = strings.TrimSpace(v.String("event"))
	}
	return &PlanRequest{Config: c, Request: req, Session: s}, nil
}

// chooseWhy is why an option number below 1 is refused.
func chooseWhy() movement.Text { return say("want an option number from the list, 1 or more") }

// checkChoose refuses the choose field given below 1, before any planning.
func checkChoose(v *Values) error {
	if v.Given("choose") && v.Int("choose") < 1 {
		return v.FieldError("choose", chooseWhy())
	}
	return nil
}

// Plan plans the session. When no movement fits, the error is an *Error
// on the count's field; a plan stopped by ctx lists what it evaluated
// (Plan.Stopped).
func (r *PlanRequest) Plan(ctx context.Context, v *Values) (*schedules.Plan, error) {
	plan, err := schedules.NewPlan(ctx, r.Request)
	var none *schedules.NoOptionError
	switch {
	case errors.As(err, &none) && r.Config.Pairs > 0:
		return nil, &Error{Field: "pairs", Value: strconv.Itoa(r.Config.Pairs), Why: none.Text()}
	case errors.As(err, &none) && r.Config.Players > 0:
		return nil, &Error{Field: "players", Value: strconv.Itoa(r.Config.Players), Why: none.Text()}
	case errors.As(err, &none):
		return nil, fileErr(none.Text())
	case err != nil:
		return nil, classify(err)
	}
	return plan, nil
}

// Choose returns option n of plan carrying the request's session, as
// "plan --choose" writes it. A plan stopped early numbers its options
// differently, so it is refused with an error wrapping
// context.Canceled.
func (r *PlanRequest) Choose(plan *schedules.Plan, n int) (schedules.Option, *movement.Movement, error) {
	var none schedules.Option
	if plan.Stopped {
		return none, nil, fmt.Errorf("plan --choose: stopped before the plan was complete: %w", context.Canceled)
	}
	if n < 1 || n > len(plan.Options) {
		return none, nil, &Error{Field: "choose", Value: strconv.Itoa(n), Why: say("the plan lists %d options", len(plan.Options))}
	}
	opt := plan.Options[n-1]
	return opt, opt.WithSession(r.Session), nil
}

// SessionTime reads the length of a session as a director types it
// (schedules.ParseSessionTime: 3, 2.5h, "2,5 ч", 3小时, 2小时30分, 180 min,
// 3:30; a bare number up to 24 is hours, above 24 minutes) and returns
// it as the planner reads it: "3h", "2h30m", "45m".
func SessionTime(s string) (string, error) {
	m, err := schedules.ParseSessionTime(s)
	if err != nil {
		return "", err
	}
	switch h, mm := m/60, m%60; {
	case mm == 0:
		return fmt.Sprintf("%dh", h), nil
	case h == 0:
		return fmt.Sprintf("%dm", mm), nil
	default:
		return fmt.Sprintf("%dh%dm", h, mm), nil
	}
}

// rankings are the choices of the plan's rank field.
func rankings() []string {
	var out []string
	for _, r := range schedules.Rankings() {
		out = append(out, string(r))
	}
	return out
}
