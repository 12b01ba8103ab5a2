package web

import (
	"context"
	"errors"
	"net/http"
	"net/url"
	"strconv"
	"strings"

	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/export/text"
	"github.com/movegen/movegen/internal/app"
	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/schedules"
)

// planForm is the plan page's form, as typed. Field names are the
// command line's flags; messages name them as the command line does.
type planForm struct {
	Game            string // pairs, preferans or individual
	Count           string // pairs or players
	Time            string
	Start           string
	MinutesPerBoard string
	MoveMinutes     string
	Boards          string
	TablesAvailable string
	Stationary      string
	Event           string
}

// planFields are the query parameters of the plan form, in order.
var planFields = []string{"game", "count", "time", "start", "minutes_per_board", "move_minutes", "boards", "tables_available", "stationary", "event"}

// readPlanForm reads the plan form from the query.
func readPlanForm(q url.Values) planForm {
	get := func(k string) string { return strings.TrimSpace(q.Get(k)) }
	f := planForm{Game: get("game"), Count: get("count"), Time: get("time"), Start: get("start"),
		MinutesPerBoard: get("minutes_per_board"), MoveMinutes: get("move_minutes"), Boards: get("boards"),
		TablesAvailable: get("tables_available"), Stationary: get("stationary"), Event: get("event")}
	if f.Game == "" {
		f.Game = "pairs"
	}
	if f.Start == "" {
		f.Start = "19:00"
	}
	if f.MoveMinutes == "" {
		f.MoveMinutes = strconv.Itoa(schedules.DefaultMoveMinutes)
	}
	return f
}

// Query is the form as query parameters, for links to the movement and
// the downloads; empty fields are left out.
func (f planForm) Query() url.Values {
	q := url.Values{}
	for i, v := range []string{f.Game, f.Count, f.Time, f.Start, f.MinutesPerBoard, f.MoveMinutes, f.Boards, f.TablesAvailable, f.Stationary, f.Event} {
		if v != "" {
			q.Set(planFields[i], v)
		}
	}
	return q
}

// values turns the form into the planner's fields of the request layer,
// the way "movegen plan" reads its flags: the count is --pairs or
// --players by the game, seed 1, start 19:00 and one minute to move
// unless given.
func (f planForm) values() (*app.Values, error) {
	q := url.Values{}
	set := func(k, v string) {
		if v != "" {
			q.Set(k, v)
		}
	}
	if f.Count == "" {
		return nil, &app.Error{Field: "pairs/players", Missing: true, Why: movement.Say("say who plays: the pairs, or the players and the game")}
	}
	switch f.Game {
	case "pairs":
		set("pairs", f.Count)
	case "preferans", "individual":
		set("players", f.Count)
		set("game", f.Game)
	default:
		return nil, &app.Error{Field: "game", Value: f.Game, Quote: true, Why: movement.Say("want one of %s", "pairs, preferans, individual")}
	}
	set("time", f.Time)
	set("start", f.Start)
	set("minutes-per-board", f.MinutesPerBoard)
	set("move-minutes", f.MoveMinutes)
	set("boards", f.Boards)
	set("tables-available", f.TablesAvailable)
	set("stationary", f.Stationary)
	set("event", f.Event)
	return app.FromQuery(q, app.PlanFields()...)
}

// textOf is an error as a sentence: its own when it has one, else its
// English.
func textOf(err error) movement.Text {
	var tx texter
	if errors.As(err, &tx) {
		return tx.Text()
	}
	return movement.Say("%s", err.Error())
}

// plan runs the planner for the form in a worker slot. A plan whose
// search ran out of time lists what it evaluated and says it stopped.
func (s *Server) plan(ctx context.Context, f planForm) (*schedules.Plan, *app.PlanRequest, error) {
	v, err := f.values()
	if err != nil {
		return nil, nil, err
	}
	r, err := app.NewPlanRequest(v, nil, app.FlagName)
	if err != nil {
		return nil, nil, err
	}
	var plan *schedules.Plan
	err = s.work(ctx, func(ctx context.Context) error {
		var err error
		plan, err = r.Plan(ctx, v)
		return err
	})
	if err != nil {
		return nil, nil, err
	}
	return plan, r, nil
}

// countKey is the setting the count field sets: pairs or players.
func (f planForm) countKey() string {
	if f.Game == "pairs" {
		return "pairs"
	}
	return "players"
}

// planRow is one option of the plan for the page.
type planRow struct {
	Number                                       int
	Best                                         bool
	Name, Method                                 string
	Tables, Rounds, BoardsPerRound, BoardsInPlay int
	Boards, SitOuts, Verdict, Balance, Finish    string
	NeverMeet, MostMeetings                      int
	UnderShare, OverTime                         bool
	ChooseURL                                    string
	VerdictClass                                 string
}

// planData is the plan page's data.
type planData struct {
	Form      planForm
	Asked     bool
	Summary   string
	Rows      []planRow
	Reason    string
	Share     bool
	LeftOut   []string
	BestNotes []string
}

// planPage shows the form and, once it is filled, the ranked options.
func (s *Server) planPage(w http.ResponseWriter, r *http.Request, pg *page) error {
	q := r.URL.Query()
	f := readPlanForm(q)
	d := planData{Form: f}
	pg.Page, pg.Title, pg.Data = "plan", pg.P.T("Plan a session"), &d
	if q.Get("count") == "" {
		return s.render(w, http.StatusOK, "plan", pg)
	}
	d.Asked = true
	plan, _, err := s.plan(r.Context(), f)
	if err != nil {
		return err
	}
	p := pg.P
	d.Summary = summary(p, plan.Request)
	for _, o := range plan.Options {
		cq := f.Query()
		cq.Set("choose", strconv.Itoa(o.Number))
		cq.Set("lang", pg.Lang)
		row := planRow{Number: o.Number, Best: o.Number == 1, Name: msg(p, o.Name),
			Tables: o.Tables, Rounds: o.Rounds, BoardsPerRound: o.BoardsPerRound, BoardsInPlay: o.BoardsInPlay,
			Boards: o.Boards.String(), SitOuts: o.SitOuts.String(), Verdict: p.T(string(o.Verdict)),
			Balance: p.Sprintf("%.2f", o.BalanceIndex), Finish: o.Timetable.Finish().String(),
			NeverMeet: o.NeverMeet, MostMeetings: o.MostMeetings, UnderShare: o.UnderShare, OverTime: !o.FitsTime,
			ChooseURL: "/movement?" + cq.Encode(), VerdictClass: string(o.Verdict)}
		if !o.Method.IsZero() {
			row.Method = msg(p, o.Method)
		}
		d.Rows = append(d.Rows, row)
		d.Share = d.Share || o.UnderShare
	}
	d.Reason = msg(p, plan.Reason)
	for _, l := range plan.LeftOut {
		d.LeftOut = append(d.LeftOut, msg(p, l))
	}
	best := plan.Options[0]
	if !best.Method.IsZero() {
		d.BestNotes = append(d.BestNotes, p.Sprintf("Option 1: %s.", msg(p, best.Method)))
	}
	for _, n := range best.Notes {
		d.BestNotes = append(d.BestNotes, p.Sprintf("Option 1: %s.", msg(p, n)))
	}
	return s.render(w, http.StatusOK, "plan", pg)
}

// msg puts a sentence kept as data into p's language.
func msg(p *i18n.Printer, t movement.Text) string { return p.Message(t.Format, t.Args...) }

// summary sums up what was asked: the plan's first line, as the command
// prints it.
func summary(p *i18n.Printer, req schedules.Request) string {
	return p.Sprintf("Plan for %s", text.RequestLine(p, req))
}
