package app

import (
	"bytes"
	"context"
	"io"
	"strconv"
	"strings"

	"github.com/movegen/movegen/export/cards"
	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/export/sheet"
	"github.com/movegen/movegen/export/text"
	"github.com/movegen/movegen/internal/request"
	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/schedules"
)

// Service is the request layer as request.Service: what the page calls.
type Service struct{}

// New returns the request layer as a request.Service.
func New() request.Service { return Service{} }

// Families lists the generators' names.
func (Service) Families() []string { return FamilyNames() }

// Fields are the fields of family, nil when there is none of that name.
func (Service) Fields(family string) []Field {
	if f := FamilyOf(family); f != nil {
		return f.Fields
	}
	return nil
}

// Label is the page's label of a field.
func (Service) Label(field string) string { return LabelOf(field) }

// PaperFields are the paper options.
func (Service) PaperFields() []Field { return PaperFields() }

// PlanFields are the planner's fields.
func (Service) PlanFields() []Field { return PlanFields() }

// Generate builds the movement of family from v.
func (Service) Generate(ctx context.Context, family string, v *Values) (*request.Generated, error) {
	f := FamilyOf(family)
	if f == nil {
		return nil, &Error{Field: "gen", Value: family, Quote: true, Why: say("want one of %s", strings.Join(FamilyNames(), ", "))}
	}
	// The page shows a movement: a seating plan's tables must fit one.
	var o GenerateOptions
	o.Format = "json"
	res, err := f.Generate(ctx, v, o)
	if err != nil {
		return nil, err
	}
	if res.Movement == nil {
		return nil, fileErr(say("tables of these sizes do not fit a movement (3 or 4 seats)"))
	}
	return pageResult(res), nil
}

// pageResult is res for a page: its lines in every language, cut to what
// a page shows.
func pageResult(res *Result) *request.Generated {
	g := &request.Generated{Movement: res.Movement, Lines: map[string][]string{}, Name: res.Name, Stopped: res.Stopped, Next: res.Next}
	for _, lang := range i18n.Langs() {
		g.Lines[lang] = pageLines(i18n.New(lang), res)
	}
	return g
}

// maxPageLines bounds, in bytes, what a page shows of the lines after the
// report: the table instructions of 1000 preferans players are 8 MB,
// which the cards print page by page.
const maxPageLines = 64 << 10

// pageLines is res's lines cut to maxPageLines, saying how many more
// there are. Only the lines shown are formatted: the 62,000 instruction
// lines of 1000 preferans players would take a second in each language.
func pageLines(p *i18n.Printer, res *Result) []string {
	lines, left := res.linesWithin(p, maxPageLines, func(field string) string { return pageField(p, field) })
	if left > 0 {
		lines = append(lines, p.Sprintf("… and %d more lines, too many for this page: the command line prints them all, and the cards carry the table instructions.", left))
	}
	return lines
}

// pageField names a field as a page does, by its label in quotes ("the
// “Board sets passed on” choice"); a field without a label by its flag.
func pageField(p *i18n.Printer, field string) string {
	if l := LabelOf(field); l != "" {
		return p.Sprintf("the “%s” choice", p.T(l))
	}
	return request.FlagName(field)
}

// Read reads a movement file.
func (Service) Read(ctx context.Context, name string, data []byte) (*movement.Movement, error) {
	return Read(ctx, name, data, nil)
}

// MaxFileBytes is the largest movement file Read reads.
func (Service) MaxFileBytes() int { return MaxFileBytes }

// Write writes m in format with the paper options of paper.
func (Service) Write(ctx context.Context, w io.Writer, m *movement.Movement, format string, p *i18n.Printer, paper *Values) error {
	if paper == nil {
		paper, _ = FromQuery(nil, PaperFields()...)
	}
	pp, err := PaperOf(paper)
	if err != nil {
		return err
	}
	return Write(ctx, w, m, Output{Format: format, Printer: p, Paper: pp})
}

// Extension is the usual file extension of format (ExtOf).
func (Service) Extension(format string) string { return ExtOf(format) }

// maxListedProblems is how many problems a page lists, like "movegen
// check" without --all.
const maxListedProblems = 100

// View lays out m for a page: its report and, when it is valid, its chart,
// table instructions and timetable.
func (Service) View(ctx context.Context, m *movement.Movement, p *i18n.Printer) (*request.View, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	rep := movement.Analyze(m)
	v := &request.View{Title: text.Title(m, p), Report: rep, Verdict: p.T(string(rep.Verdict)), VerdictClass: string(rep.Verdict), Valid: rep.Problems.Valid()}
	var b bytes.Buffer
	if err := text.WriteReport(&b, m, rep, text.Options{Printer: p, MaxProblems: maxListedProblems, Words: true}); err != nil {
		return nil, internal(err)
	}
	v.ReportText = b.String()
	v.Problems = listProblems(p, rep.Problems, maxListedProblems)
	if tr := movement.AnalyzeTeams(m); tr != nil && tr.Teams > 0 {
		v.Teams = &request.TeamsView{Meetings: tr.MeetCount, Boards: tr.Boards}
	}
	// The heat maps' names are the sheets' (the composer's), the
	// movement's own when it is invalid and has no cards; the teams'
	// as the workbook's team matrices head them ("Team 3 (Smith)").
	names, err := cards.Compose(ctx, &cards.Book{Movement: m}, p, cards.ComposeOptions{Names: true})
	if err != nil {
		return nil, err
	}
	v.Names = names.Names
	if v.Teams != nil {
		v.Teams.Names = names.TeamNames
	}
	if !v.Valid {
		return v, nil
	}
	book, err := cards.BuildWhat(ctx, m, cards.All())
	if err != nil {
		if ctx.Err() != nil {
			return nil, err // out of time or gone: not the file's fault
		}
		return nil, fileErr(textOf(err))
	}
	// Past a page's budget the chart and the table instructions are left
	// out, saying where to find them.
	fit := newPageBudget(p, book)
	// The chart, the table cards and the timetable are the paper's: the
	// same titles, lines and grids (cards.Compose), laid out as a page.
	// The table cards are composed one at a time, so that past the page's
	// budget the rest are not made at all.
	oneRound := m.Rounds == 1
	tablesFit := true
	opt := cards.ComposeOptions{What: cards.What{Chart: fit.chart(), Tables: true, Timetable: true},
		MoreTables: func(s *sheet.Sheet) bool {
			tablesFit = fit.table(tableView(s, oneRound).Grid)
			return tablesFit
		}}
	doc, err := cards.Compose(ctx, book, p, opt)
	if err != nil {
		return nil, err
	}
	pageView(v, doc, oneRound, tablesFit)
	v.Omitted = fit.omitted
	// The simulation comes last: it takes what is left of the page's
	// time, and a stop only shortens it.
	v.Simulation = pageSimulation(ctx, m, p)
	return v, nil
}

// Plan plans the session of v and lays it out, with how it read the
// session's length as the director typed it (PlanView.TimeRead).
func (Service) Plan(ctx context.Context, v *Values, p *i18n.Printer) (*request.PlanView, error) {
	var pv *request.PlanView
	var err error
	if v.Given("teams") {
		pv, err = teamsPlanView(ctx, v, p)
	} else {
		pv, err = planView(ctx, v, p)
	}
	if err != nil {
		return nil, err
	}
	pv.TimeRead = TimeRead(p, v.String("time"))
	return pv, nil
}

// TimeRead says how the planner read a session's length as typed, in p's
// language: "read as 2h 30m" for "2,5 ч" ("прочитано как 2 ч 30 мин",
// "读作2小时30分"); "" for no length, or one it cannot read.
func TimeRead(p *i18n.Printer, typed string) string {
	if strings.TrimSpace(typed) == "" {
		return ""
	}
	m, err := schedules.ParseSessionTime(typed)
	if err != nil || m <= 0 {
		return ""
	}
	return p.Message("read as %s", schedules.DurationText(m))
}

// planView plans the session of pairs or individuals of v and lays it out.
func planView(ctx context.Context, v *Values, p *i18n.Printer) (*request.PlanView, error) {
	r, err := NewPlanRequest(v, nil)
	if err != nil {
		return nil, err
	}
	plan, err := r.Plan(ctx, v)
	if err != nil {
		return nil, err
	}
	msg := func(t movement.Text) string { return p.Message(t.Format, t.Args...) }
	pv := &request.PlanView{Summary: p.Sprintf("Plan for %s", text.RequestLine(p, plan.Request)), Reason: msg(plan.Reason), Stopped: plan.Stopped}
	if plan.Request.Simulate > 0 {
		pv.Simulated, pv.SimulationNote = true, text.StrongestWinsPageNote(p, plan)
	}
	for _, o := range plan.Options {
		row := request.PlanRow{Number: o.Number, Name: msg(o.Name),
			Tables: o.Tables, Rounds: o.Rounds, BoardsPerRound: o.BoardsPerRound, BoardsInPlay: o.BoardsInPlay,
			Boards: o.Boards.String(), SitOuts: o.SitOuts.String(), Verdict: p.T(string(o.Verdict)), VerdictClass: string(o.Verdict),
			Balance: p.Sprintf("%.2f", o.BalanceIndex), Finish: o.Timetable.Finish().String(),
			NeverMeet: o.NeverMeet, MostMeetings: o.MostMeetings, UnderShare: o.UnderShare, OverTime: !o.FitsTime,
			StrongestWins: text.StrongestWins(p, o.StrongestWins)}
		if !o.Method.IsZero() {
			row.Method = msg(o.Method)
		}
		pv.Rows = append(pv.Rows, row)
		pv.Share = pv.Share || o.UnderShare
	}
	for _, l := range plan.LeftOut {
		pv.LeftOut = append(pv.LeftOut, msg(l))
	}
	if len(plan.Options) > 0 {
		best := plan.Options[0]
		if !best.Method.IsZero() {
			pv.BestNotes = append(pv.BestNotes, p.Sprintf("Option 1: %s.", msg(best.Method)))
		}
		for _, n := range best.Notes {
			pv.BestNotes = append(pv.BestNotes, p.Sprintf("Option 1: %s.", msg(n)))
		}
	}
	return pv, nil
}

// Choose is option n of the plan of v, carrying its session, as "movegen
// plan --choose" writes it.
func (Service) Choose(ctx context.Context, v *Values, n int) (*request.Generated, error) {
	if n < 1 {
		return nil, &Error{Field: "choose", Value: strconv.Itoa(n), Why: chooseWhy()}
	}
	if v.Given("teams") {
		return teamsChoose(ctx, v, n)
	}
	r, err := NewPlanRequest(v, nil)
	if err != nil {
		return nil, err
	}
	plan, err := r.Plan(ctx, v)
	if err != nil {
		return nil, err
	}
	if plan.Stopped {
		// A partial plan numbers its options differently.
		return nil, context.DeadlineExceeded
	}
	opt, m, err := r.Choose(plan, n)
	if err != nil {
		return nil, err
	}
	g := &request.Generated{Movement: m, Lines: map[string][]string{}, Heading: map[string]string{}}
	for _, lang := range i18n.Langs() {
		p := i18n.New(lang)
		var b bytes.Buffer
		if err := text.WriteChoice(&b, r.Request, opt, text.Options{Printer: p}); err != nil {
			return nil, internal(err)
		}
		g.Heading[lang] = p.Sprintf("Option %d of the plan: %s.", opt.Number, p.Message(opt.Name.Format, opt.Name.Args...))
		g.Lines[lang] = strings.Split(strings.TrimRight(b.String(), "\n"), "\n")
	}
	return g, nil
}

// SwissFields are the fields of the next round of a Swiss teams event.
func (Service) SwissFields() []Field { return SwissFields() }

// Swiss pairs the next round of a Swiss teams event from the standings
// file name (its bytes data) and v, with the ranking and the reasons as
// its lines in every language.
func (Service) Swiss(ctx context.Context, v *Values, name string, data []byte) (*request.Generated, error) {
	if len(data) > MaxFileBytes {
		return nil, &Error{Field: "standings", Value: name, Quote: true, Why: say("larger than %d bytes", MaxFileBytes)}
	}
	res, err := Swiss(ctx, v, name, data)
	if err != nil {
		return nil, err
	}
	return pageResult(res), nil
}
