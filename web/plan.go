package web

import (
	"context"
	"net/http"
	"net/url"
	"strconv"
	"strings"

	"github.com/movegen/movegen/internal/request"
	"github.com/movegen/movegen/movement"
)

// planForm is the plan page's form, as typed. Field names are the
// command line's flags; messages name them as the command line does.
type planForm struct {
	Game            string // pairs, preferans, individual or teams
	Count           string // pairs, players or teams
	Time            string
	Start           string
	MinutesPerBoard string
	MoveMinutes     string
	Boards          string
	TablesAvailable string
	Stationary      string
	Event           string
	Rank            string
	Copies          string // teams: "true" gives each table its own copy
}

// planFields are the query parameters of the plan form, in order.
var planFields = []string{"game", "count", "time", "start", "minutes_per_board", "move_minutes", "boards", "tables_available", "stationary", "event", "rank", "copies"}

// readPlanForm reads the plan form from the query.
func readPlanForm(q url.Values) planForm {
	get := func(k string) string { return strings.TrimSpace(q.Get(k)) }
	f := planForm{Game: get("game"), Count: get("count"), Time: get("time"), Start: get("start"),
		MinutesPerBoard: get("minutes_per_board"), MoveMinutes: get("move_minutes"), Boards: get("boards"),
		TablesAvailable: get("tables_available"), Stationary: get("stationary"), Event: get("event"), Rank: get("rank"), Copies: get("copies")}
	if f.Game == "" {
		f.Game = "pairs"
	}
	if f.Start == "" {
		f.Start = "19:00"
	}
	return f
}

// Query is the form as query parameters, for links to the movement and
// the downloads; empty fields are left out.
func (f planForm) Query() url.Values {
	q := url.Values{}
	for i, v := range []string{f.Game, f.Count, f.Time, f.Start, f.MinutesPerBoard, f.MoveMinutes, f.Boards, f.TablesAvailable, f.Stationary, f.Event, f.Rank, f.Copies} {
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
func (f planForm) values(svc request.Service) (*request.Values, error) {
	q := url.Values{}
	set := func(k, v string) {
		if v != "" {
			q.Set(k, v)
		}
	}
	if f.Count == "" {
		return nil, &request.Error{Field: "pairs/players", Missing: true, Why: movement.Say("say who plays: the pairs, or the players and the game")}
	}
	switch f.Game {
	case "pairs":
		set("pairs", f.Count)
	case "teams":
		set("teams", f.Count)
	case "preferans", "individual":
		set("players", f.Count)
		set("game", f.Game)
	default:
		return nil, &request.Error{Field: "game", Value: f.Game, Quote: true, Why: movement.Say("want one of %s", "pairs, preferans, individual, teams")}
	}
	set("time", f.Time)
	set("start", f.Start)
	set("minutes-per-board", f.MinutesPerBoard)
	set("move-minutes", f.MoveMinutes)
	set("event", f.Event)
	set("tables-available", f.TablesAvailable)
	if f.Game == "teams" {
		set("copies", f.Copies)
	} else {
		// Teams of four leave out the settings of contestants in a field
		// (boards each, stationary, the ranking's rule).
		set("boards", f.Boards)
		set("stationary", f.Stationary)
		set("rank", f.Rank)
	}
	return request.FromQuery(q, svc.PlanFields()...)
}

// countKey is the setting the count field sets: pairs, players or teams.
func (f planForm) countKey() string {
	switch f.Game {
	case "pairs", "teams":
		return f.Game
	}
	return "players"
}

// planRow is one option of the plan for the page.
type planRow struct {
	request.PlanRow
	Best      bool
	ChooseURL string
}

// planData is the plan page's data.
type planData struct {
	Form  planForm
	Asked bool
	// TimeRead says how the time typed was read ("read as 2h 30m").
	TimeRead  string
	Summary   string
	Rows      []planRow
	Reason    string
	Share     bool
	LeftOut   []string
	BestNotes []string
	// Simulated: the rows have a "strongest wins" column, which
	// SimulationNote explains.
	Simulated      bool
	SimulationNote string
	// Teams: a teams plan, shown with the teams' columns.
	Teams bool
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
	v, err := f.values(s.app)
	if err != nil {
		return s.formError(w, pg, err)
	}
	var pv *request.PlanView
	err = s.work(r.Context(), func(ctx context.Context) error {
		var err error
		pv, err = s.app.Plan(ctx, v, pg.P)
		return err
	})
	if err != nil {
		return s.formError(w, pg, err)
	}
	d.Summary, d.Reason, d.Share, d.LeftOut, d.BestNotes, d.TimeRead = pv.Summary, pv.Reason, pv.Share, pv.LeftOut, pv.BestNotes, pv.TimeRead
	d.Simulated, d.SimulationNote, d.Teams = pv.Simulated, pv.SimulationNote, pv.Teams
	for _, o := range pv.Rows {
		cq := f.Query()
		cq.Set("choose", strconv.Itoa(o.Number))
		cq.Set("lang", pg.Lang)
		d.Rows = append(d.Rows, planRow{PlanRow: o, Best: o.Number == 1, ChooseURL: "/movement?" + cq.Encode()})
	}
	return s.render(w, http.StatusOK, "plan", pg)
}
