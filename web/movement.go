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
	"strings"
	"time"

	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/internal/request"
	"github.com/movegen/movegen/movement"
)

// Formats lists the downloads, in the order the page offers them: the
// buttons' values (the CSV layouts each their own), and "changes", the
// changed cards of a re-planned movement.
func Formats() []string { return append(buttonValues(), "changes") }

// contentTypes are the media types of the downloads.
var contentTypes = map[string]string{
	"pdf":  "application/pdf",
	"xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
	"csv":  "text/csv; charset=utf-8",
	// The CSV layouts of the page's buttons.
	"csv-bridgemate": "text/csv; charset=utf-8",
	"csv-magic":      "text/csv; charset=utf-8",
	"json":           "application/json",
	"asc":            "text/plain; charset=utf-8",
	"ebu":            "text/plain; charset=utf-8",
	"kbs":            "text/plain; charset=utf-8",
	"bmdc":           "application/json",
	// changes is the PDF of a re-plan's changed cards.
	"changes": "application/pdf",
}

// download is what the download form asks for: the format, the language
// of the cards and the paper fields of the request layer.
type download struct {
	Format, Lang string
	Paper        *request.Values
}

// downloadFields are the download form's own fields (the paper fields
// come from the request layer).
func downloadFields() []request.Field {
	return []request.Field{{Name: "format", Label: "Format", Kind: request.Choice, Choices: Formats()},
		{Name: "cards-lang", Label: "Language of the cards", Kind: request.Choice, Choices: i18n.Langs()}}
}

// readDownload reads and checks the download form's fields.
func (s *Server) readDownload(q url.Values, pageLang string) (download, error) {
	q = fieldQuery(q)
	v, err := request.FromQuery(q, downloadFields()...)
	if err != nil {
		return download{}, err
	}
	d := download{Format: v.String("format"), Lang: v.String("cards-lang")}
	if !v.Given("format") {
		return d, &request.Error{Field: "format", Missing: true, Why: movement.Say("want one of %s", strings.Join(Formats(), ", "))}
	}
	if d.Lang == "" {
		d.Lang = pageLang
	}
	if l, ok := csvLayouts[d.Format]; ok {
		// A CSV button names its layout.
		d.Format = "csv"
		q.Set("csv-layout", l)
	}
	if d.Paper, err = request.FromQuery(q, s.app.PaperFields()...); err != nil {
		return d, err
	}
	return d, nil
}

// render makes the file through the request layer's Write, as the
// command line writes "-o FILE": the same movement gives the same bytes.
func (s *Server) renderFile(ctx context.Context, d download, m *movement.Movement) ([]byte, error) {
	if d.Format == "changes" {
		return nil, badRequest("only a re-planned movement has changed cards")
	}
	var b bytes.Buffer
	err := s.app.Write(ctx, &b, m, d.Format, i18n.New(d.Lang), d.Paper)
	return b.Bytes(), err
}

// send writes a download as an attachment named name with the format's
// extension (the layer's: EBUScore's movements file is .txt).
func (s *Server) send(w http.ResponseWriter, name, format string, data []byte) error {
	h := w.Header()
	h.Set("Content-Type", contentTypes[format])
	ext := s.app.Extension(format)
	if format == "changes" {
		name, ext = name+"-changes", "pdf"
	}
	h.Set("Content-Disposition", mime.FormatMediaType("attachment", map[string]string{"filename": name + "." + ext}))
	h.Set("Content-Length", strconv.Itoa(len(data)))
	h.Set("X-Content-Type-Options", "nosniff")
	// The file is drawn: sending it gets the whole answer time, however
	// long the book waited and was drawn (a recorder in a test has no
	// deadline to renew).
	_ = http.NewResponseController(w).SetWriteDeadline(time.Now().Add(writeTimeout))
	_, err := w.Write(data)
	return err
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
	// Lines are what the command line prints after the report: the
	// method and its source, the bounds, the set row, the generator's
	// explanation; Stopped says the search stopped at its time limit
	// with its best schedule.
	Lines   []string
	Stopped bool
	// Teams: the movement is a teams movement.
	Teams bool
	// Buttons are the download buttons, a format whose writer refuses
	// the movement greyed with the writer's reason; EW says the form
	// offers the EW pairs' numbers (a Mitchell to a scorer's file).
	Buttons []dlButton
	EW      bool
	// Book says how large the movement's books are (nil: none is
	// large): the buttons show each size, the note that books queue.
	Book *bookNoteData
	// Replan: the page offers the re-plan form; Changes: the movement
	// is re-planned, and its changed cards are a download.
	Replan, Changes bool
	// Individual: the contestants are players, not pairs (the re-plan
	// form's late arrival is a player).
	Individual bool

	// carried is the movement as it travels with the page.
	carried carried
}

// movementPageData is the movement page's data: the generator form, and the
// movement when one was chosen or generated.
type movementPageData struct {
	Gen      genForm
	Movement *movementData
}

// target is the movement a movement page or a download is about: option
// "choose" of the plan form's session, or the generator form's movement.
// md says which: the name of its files, and the movement as it travels
// with its page (what the command line prints after the report, the
// heading, the forms it came from), from which fillMovement lays out the
// page.
func (s *Server) target(ctx context.Context, q url.Values) (m *movement.Movement, md *movementData, err error) {
	if q.Get("gen") != "" {
		f := readGenForm(q)
		var g *request.Generated
		err = s.work(ctx, func(ctx context.Context) error {
			var err error
			g, err = s.generate(ctx, f)
			return err
		})
		if err != nil {
			return nil, nil, err
		}
		md = &movementData{Name: g.Name, carried: carried{Name: g.Name, Lines: g.Lines, Stopped: g.Stopped, Gen: f.Query().Encode()}}
		return g.Movement, md, nil
	}
	f := readPlanForm(q)
	v, err := f.values(s.app)
	if err != nil {
		return nil, nil, err
	}
	cv, err := request.FromQuery(url.Values{"choose": {q.Get("choose")}}, request.Field{Name: "choose", Kind: request.Int, Required: true})
	if err != nil {
		return nil, nil, err
	}
	var g *request.Generated
	err = s.work(ctx, func(ctx context.Context) error {
		var err error
		g, err = s.app.Choose(ctx, v, cv.Int("choose"))
		return err
	})
	if err != nil {
		return nil, nil, err
	}
	name := fileName(f, cv.Int("choose"))
	md = &movementData{Name: name, carried: carried{Name: name, Lines: g.Lines, Heading: g.Heading, Back: f.Query().Encode()}}
	return g.Movement, md, nil
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
	m, md, err := s.target(r.Context(), q)
	if err != nil {
		return s.formError(w, pg, err)
	}
	return s.showMovement(w, r.Context(), pg, d, m, md)
}

// showMovement renders the movement page of m (see fillMovement).
func (s *Server) showMovement(w http.ResponseWriter, ctx context.Context, pg *page, d *movementPageData, m *movement.Movement, md *movementData) error {
	if err := s.fillMovement(ctx, pg, m, md); err != nil {
		return err
	}
	d.Movement = md
	return s.render(w, http.StatusOK, "movement", pg)
}

// fillMovement lays out m for the page that shows it (the movement page,
// the Swiss page): its view in the page's language, what the command line
// prints after the report, the option's heading and the link back to the
// plan, and the movement itself carried in the download form and the
// language switch, so that every download and the other language show
// this very movement (a search that stopped at its time limit is not run
// again, a Swiss round not paired again).
func (s *Server) fillMovement(ctx context.Context, pg *page, m *movement.Movement, md *movementData) error {
	v, err := s.newView(ctx, pg.P, m)
	if err != nil {
		return err
	}
	if err := s.carry(ctx, m, &md.carried); err != nil {
		return err
	}
	md.View, md.Action, md.Method, md.Teams = v, "/check/download", "post", m.Teams != nil
	if v.Valid {
		md.Buttons, md.EW = s.downloadButtons(ctx, pg.P, m)
		md.Book = bookNote(pg.P, m)
		md.Replan = md.carried.Page != "swiss"
		md.Individual = m.Kind == movement.Individual
	}
	md.Changes = md.carried.Old != nil
	md.Hidden = md.carried.hidden()
	md.Lines, md.Option, md.Stopped = md.carried.Lines[pg.Lang], md.carried.Heading[pg.Lang], md.carried.Stopped
	if md.carried.Back != "" {
		back, _ := url.ParseQuery(md.carried.Back)
		back.Set("lang", pg.Lang)
		md.Back = "/plan?" + back.Encode()
	}
	// The movement travels once, in the download form; the language
	// switch posts that form elsewhere.
	pg.Switch = &switchForm{Action: "/movement/view", Form: "download-form"}
	pg.Title = v.Title
	return nil
}

// movementView shows a movement carried by the page (the language
// switch of a movement page), without making it again.
func (s *Server) movementView(w http.ResponseWriter, r *http.Request, pg *page) error {
	_, _, c, m, err := s.carriedMovement(r)
	if err != nil {
		return err
	}
	gq, _ := url.ParseQuery(c.Gen)
	if c.Page == "swiss" {
		d := &swissData{Form: readSwissForm(gq)}
		pg.Page, pg.Data = "swiss", d
		return s.showSwiss(w, r.Context(), pg, d, m, &movementData{Name: c.Name, carried: c})
	}
	d := &movementPageData{Gen: readGenForm(gq)}
	if d.Gen.Gen == "" {
		d.Gen.Gen = "mitchell"
	}
	pg.Page, pg.Data = "movement", d
	return s.showMovement(w, r.Context(), pg, d, m, &movementData{carried: c})
}

// fileName names the downloads of a plan's option: "13-pairs-option-1".
func fileName(f planForm, n int) string {
	return fmt.Sprintf("%s-%s-option-%d", f.Count, f.countKey(), n)
}

// planDownload sends a chosen option of the plan, or a generated
// movement, as a file.
func (s *Server) planDownload(w http.ResponseWriter, r *http.Request, pg *page) error {
	q := r.URL.Query()
	d, err := s.readDownload(q, pg.Lang)
	if err != nil {
		return err
	}
	m, md, err := s.target(r.Context(), q)
	if err != nil {
		return err
	}
	// A link made before the page carried its movement: the movement is
	// made again.
	var data []byte
	err = s.drawFile(r.Context(), q.Get("dl-id"), m, d.Format, func(ctx context.Context) error {
		var err error
		data, err = s.renderFile(ctx, d, m)
		return err
	})
	if err != nil {
		return err
	}
	return s.send(w, md.Name, d.Format, data)
}

// view is what the movement and check pages show of a movement: the
// request layer's view and the heat maps drawn from its report.
type view struct {
	Title, Verdict, VerdictClass string
	Problems                     []request.Problem
	Report                       string
	Chart                        [][]string
	// ChartTitle and ChartNotes are the chart's title and the lines
	// above it, the paper's.
	ChartTitle            string
	ChartNotes            []string
	Tables                []request.TableView
	Meetings, Comparisons template.HTML
	// TeamMaps: the maps are of teams (who met whom, boards compared),
	// not of contestants.
	TeamMaps  bool
	Valid     bool
	Timetable string
	// Omitted says what is too large for the page (the chart, the table
	// instructions) and where to find it.
	Omitted []string
	// Simulation is how often the strongest contestant wins (nil for an
	// invalid movement).
	Simulation *request.SimulationView
}

// newView lays out m in p's language through the request layer, and
// draws its heat maps. An invalid movement gets its report and problems
// only: its cards would contradict each other.
func (s *Server) newView(ctx context.Context, p *i18n.Printer, m *movement.Movement) (*view, error) {
	var v *view
	err := s.work(ctx, func(ctx context.Context) error {
		lv, err := s.app.View(ctx, m, p)
		if err != nil {
			return err
		}
		rep := lv.Report
		v = &view{Title: lv.Title, Verdict: lv.Verdict, VerdictClass: lv.VerdictClass, Problems: lv.Problems, Report: lv.ReportText,
			Chart: lv.Chart, ChartTitle: lv.ChartTitle, ChartNotes: lv.ChartNotes, Tables: lv.Tables, Valid: lv.Valid, Timetable: lv.Timetable, Omitted: lv.Omitted, Simulation: lv.Simulation}
		if tv := lv.Teams; tv != nil {
			// A teams event: who met whom and on how many boards, team
			// by team; the pairs' maps say nothing of it.
			team := nameOf(tv.Names)
			v.TeamMaps = true
			v.Meetings = heatMap(p, "hatch-meetings", tv.Meetings, nil, team, p.T("Meetings"), "")
			v.Comparisons = heatMap(p, "hatch-comparisons", tv.Boards, nil, team, p.T("Boards compared"), "")
			return nil
		}
		name := nameOf(lv.Names)
		v.Meetings = heatMap(p, "hatch-meetings", rep.Meetings, rep.CanMeet, name, p.T("Meetings"), p.T("cannot meet"))
		v.Comparisons = heatMap(p, "hatch-comparisons", rep.Comparisons, sameField(rep), name, p.T("Comparisons"), p.T("different fields"))
		return nil
	})
	return v, err
}

// nameOf names number n (a contestant, a team) by names[n-1], or by its
// number when names has none for it.
func nameOf(names []string) func(n int) string {
	return func(n int) string {
		if n >= 1 && n <= len(names) {
			return names[n-1]
		}
		return fmt.Sprint(n)
	}
}

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

// carriedMovement reads the movement a page posts back (its file, what the
// page carries beside it) and the movement itself, as the movement view
// and the re-plan page both need them.
func (s *Server) carriedMovement(r *http.Request) (name string, data []byte, c carried, m *movement.Movement, err error) {
	if name, data, err = s.upload(r); err != nil {
		return "", nil, carried{}, nil, err
	}
	if c, err = readCarried(r.PostForm, name); err != nil {
		return "", nil, carried{}, nil, err
	}
	if m, err = s.app.Read(r.Context(), name, data); err != nil {
		return "", nil, carried{}, nil, err
	}
	return name, data, c, m, nil
}
