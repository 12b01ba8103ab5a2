package web

import (
	"bytes"
	"context"
	"fmt"
	"html/template"
	"mime"
	"net/http"
	"net/url"
	"strconv"

	"github.com/movegen/movegen/export/cards"
	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/export/text"
	"github.com/movegen/movegen/internal/app"
	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/schedules"
)

// Formats lists the downloads, in the order the page offers them.
func Formats() []string { return []string{"pdf", "xlsx", "csv", "json", "asc"} }

// contentTypes are the media types of the downloads.
var contentTypes = map[string]string{
	"pdf":  "application/pdf",
	"xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
	"csv":  "text/csv; charset=utf-8",
	"json": "application/json",
	"asc":  "text/plain; charset=utf-8",
}

// download is what the download form asks for: the format, the paper
// fields of the request layer and the language of the cards.
type download struct {
	Format, Lang string
	Paper        app.Paper
}

// downloadFields are the download form's fields.
func downloadFields() []app.Field {
	return append([]app.Field{{Name: "format", Label: "Format", Kind: app.Choice, Choices: Formats()},
		{Name: "cards-lang", Label: "Language of the cards", Kind: app.Choice, Choices: i18n.Langs()}}, app.PaperFields()...)
}

// readDownload reads and checks the download form's fields.
func readDownload(q url.Values, pageLang string) (download, error) {
	v, err := app.FromQuery(fieldQuery(q), downloadFields()...)
	if err != nil {
		return download{}, err
	}
	d := download{Format: v.String("format"), Lang: v.String("cards-lang")}
	if !v.Given("format") {
		return d, &app.Error{Field: "format", Missing: true, Why: movement.Say("want one of %s", "pdf, xlsx, csv, json, asc")}
	}
	if d.Lang == "" {
		d.Lang = pageLang
	}
	if d.Paper, err = app.PaperOf(v); err != nil {
		return d, err
	}
	return d, nil
}

// render makes the file through the request layer's Write, as the
// command line writes "-o FILE": the same movement gives the same bytes.
func (d download) render(ctx context.Context, m *movement.Movement) ([]byte, error) {
	var b bytes.Buffer
	err := app.Write(ctx, &b, m, app.Output{Format: d.Format, Printer: i18n.New(d.Lang), Paper: d.Paper})
	return b.Bytes(), err
}

// send writes a download as an attachment named name.format.
func send(w http.ResponseWriter, name, format string, data []byte) error {
	h := w.Header()
	h.Set("Content-Type", contentTypes[format])
	h.Set("Content-Disposition", mime.FormatMediaType("attachment", map[string]string{"filename": name + "." + format}))
	h.Set("Content-Length", strconv.Itoa(len(data)))
	h.Set("X-Content-Type-Options", "nosniff")
	_, err := w.Write(data)
	return err
}

// chosen plans the form's session and returns option "choose" carrying
// its session, as "movegen plan --choose I" writes it.
func (s *Server) chosen(ctx context.Context, q url.Values) (planForm, schedules.Option, *movement.Movement, error) {
	f := readPlanForm(q)
	var none schedules.Option
	v, err := app.FromQuery(url.Values{"choose": {q.Get("choose")}}, app.Field{Name: "choose", Kind: app.Int, Required: true})
	if err != nil {
		return f, none, nil, err
	}
	n := v.Int("choose")
	if n < 1 {
		return f, none, nil, &app.Error{Field: "choose", Value: q.Get("choose"), Why: movement.Say("want an option number from the list, 1 or more")}
	}
	plan, r, err := s.plan(ctx, f)
	if err != nil {
		return f, none, nil, err
	}
	if plan.Stopped {
		// A partial plan numbers its options differently.
		return f, none, nil, context.DeadlineExceeded
	}
	opt, m, err := r.Choose(plan, n)
	return f, opt, m, err
}

// movementData is the movement page's data.
type movementData struct {
	// Option is the option's heading; Back links to the plan.
	Option, Back string
	View         *view
	// Action and Hidden make the download form: where it goes and the
	// fields that say which movement.
	Action, Method string
	Hidden         map[string]string
	Name           string

	optionName   movement.Text
	optionNumber int
	// Lines are what the command line prints after the report: the
	// method and its source, the bounds, the set row, the generator's
	// explanation.
	Lines []string
	// Stopped: the search stopped at its time limit with its best.
	Stopped bool
}

// movementPageData is the movement page's data: the generator form, and the
// movement when one was chosen or generated.
type movementPageData struct {
	Gen      genForm
	Movement *movementData
}

// target is the movement a movement page or a download is about: option
// "choose" of the plan form's session, or the generator form's movement.
// heading says which; name names its files; hidden are the fields that
// ask for it again; back links to the plan when it came from one.
func (s *Server) target(ctx context.Context, q url.Values, lang string) (m *movement.Movement, md *movementData, err error) {
	md = &movementData{Hidden: map[string]string{}}
	if q.Get("gen") != "" {
		f := readGenForm(q)
		var res *app.Result
		err = s.work(ctx, func(ctx context.Context) error {
			var err error
			res, err = f.generate(ctx)
			return err
		})
		if err != nil {
			return nil, nil, err
		}
		if res.Movement == nil {
			return nil, nil, &app.Error{Why: movement.Say("tables of these sizes do not fit a movement (3 or 4 seats)")}
		}
		for k, vs := range f.Query() {
			md.Hidden[k] = vs[0]
		}
		md.Name = res.Name
		md.Lines = res.Lines(i18n.New(lang))
		md.Stopped = res.Stopped
		return res.Movement, md, nil
	}
	f, opt, m, err := s.chosen(ctx, q)
	if err != nil {
		return nil, nil, err
	}
	for k, vs := range f.Query() {
		md.Hidden[k] = vs[0]
	}
	md.Hidden["choose"] = q.Get("choose")
	back := f.Query()
	back.Set("lang", lang)
	md.Back, md.Name = "/plan?"+back.Encode(), fileName(f, opt.Number)
	md.optionName, md.optionNumber = opt.Name, opt.Number
	return m, md, nil
}

// movementPage shows a chosen option of the plan or a generated
// movement; without either, the generator form.
func (s *Server) movementPage(w http.ResponseWriter, r *http.Request, pg *page) error {
	q := r.URL.Query()
	p := pg.P
	d := &movementPageData{Gen: readGenForm(q)}
	if d.Gen.Gen == "" {
		d.Gen.Gen = "mitchell"
	}
	pg.Page, pg.Title, pg.Data = "movement", p.T("Generate a movement"), d
	if q.Get("count") == "" && q.Get("gen") == "" {
		return s.render(w, http.StatusOK, "movement", pg)
	}
	m, md, err := s.target(r.Context(), q, pg.Lang)
	if err != nil {
		return err
	}
	v, err := s.newView(r.Context(), p, m)
	if err != nil {
		return err
	}
	md.View, md.Action, md.Method = v, "/download", "get"
	if md.optionNumber > 0 {
		md.Option = p.Sprintf("Option %d of the plan: %s.", md.optionNumber, msg(p, md.optionName))
	}
	pg.Title, d.Movement = v.Title, md
	return s.render(w, http.StatusOK, "movement", pg)
}

// fileName names the downloads of a plan's option: "13-pairs-option-1".
func fileName(f planForm, n int) string {
	return fmt.Sprintf("%s-%s-option-%d", f.Count, f.countKey(), n)
}

// planDownload sends a chosen option of the plan, or a generated
// movement, as a file.
func (s *Server) planDownload(w http.ResponseWriter, r *http.Request, pg *page) error {
	q := r.URL.Query()
	d, err := readDownload(q, pg.Lang)
	if err != nil {
		return err
	}
	m, md, err := s.target(r.Context(), q, pg.Lang)
	if err != nil {
		return err
	}
	var data []byte
	err = s.work(r.Context(), func(ctx context.Context) error {
		var err error
		data, err = d.render(ctx, m)
		return err
	})
	if err != nil {
		return err
	}
	return send(w, md.Name, d.Format, data)
}

// view is what the movement and check pages show of a movement.
type view struct {
	Title, Verdict, VerdictClass string
	Problems                     []problemView
	Report                       string
	Chart                        [][]string
	Tables                       []tableView
	Meetings, Comparisons        template.HTML
	Valid                        bool
	Timetable                    string
	// Omitted says what is too large for the page (the chart, the table
	// instructions) and where to find it.
	Omitted []string
}

// problemView is one problem of the report: its severity (error or
// note), the severity's word and the sentence with round, table and
// contestant.
type problemView struct {
	Severity, Word, Text string
}

// tableView is one table's instructions.
type tableView struct {
	Title string
	Grid  [][]string
	Notes []string
}

// newView analyses m and lays out its chart, report, heat maps and table
// instructions in p's language. An invalid movement gets its report and
// problems only: its cards would contradict each other.
func (s *Server) newView(ctx context.Context, p *i18n.Printer, m *movement.Movement) (*view, error) {
	var v *view
	err := s.work(ctx, func(context.Context) error {
		rep := movement.Analyze(m)
		v = &view{Title: text.Title(m, p), Verdict: p.T(string(rep.Verdict)), VerdictClass: string(rep.Verdict), Valid: rep.Problems.Valid()}
		var b bytes.Buffer
		if err := text.WriteReport(&b, m, rep, text.Options{Printer: p, MaxProblems: maxListedProblems}); err != nil {
			return err
		}
		v.Report = b.String()
		for i, pr := range rep.Problems {
			if i == maxListedProblems {
				break
			}
			v.Problems = append(v.Problems, problemView{Severity: string(pr.Severity), Word: p.T(string(pr.Severity)), Text: text.ProblemMessage(pr, p)})
		}
		name := contestantNames(p, m)
		v.Meetings = heatMap(p, "hatch-meetings", rep.Meetings, rep.CanMeet, name, p.T("Meetings"), p.T("cannot meet"))
		v.Comparisons = heatMap(p, "hatch-comparisons", rep.Comparisons, sameField(rep), name, p.T("Comparisons"), p.T("different fields"))
		if !v.Valid {
			return nil
		}
		book, err := cards.Build(m)
		if err != nil {
			return &app.Error{Why: textOf(err)}
		}
		fit := newPageBudget(p, book)
		if fit.chart() {
			v.Chart = cards.ChartGrid(p, book)
		}
		for _, card := range book.Tables {
			tv := tableView{Title: cards.CardTitle(p, card), Grid: cards.TableGrid(p, book, card)}
			if !fit.table(tv.Grid) {
				v.Tables = nil
				break
			}
			tv.Notes = cards.StandingLines(p, m, card)
			if n := cards.CardNote(p, m, card); n != "" {
				tv.Notes = append(tv.Notes, n)
			}
			v.Tables = append(v.Tables, tv)
		}
		v.Timetable = cards.TimetableLine(p, book)
		v.Omitted = fit.omitted
		return nil
	})
	return v, err
}

// maxListedProblems is how many problems a page lists, like "movegen
// check" without --all.
const maxListedProblems = 100

// sameField reports whether two contestants are ranked in one field, so
// that comparing them means something.
func sameField(rep *movement.Report) func(i, j int) bool {
	field := map[int]int{}
	for f, cs := range rep.Fields {
		for _, c := range cs {
			field[c] = f + 1
		}
	}
	return func(i, j int) bool { return field[i] != 0 && field[i] == field[j] }
}
