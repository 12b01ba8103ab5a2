package web

import (
	"context"
	"encoding/csv"
	"errors"
	"io"
	"net/http"
	"net/url"
	"slices"
	"strings"

	"github.com/movegen/movegen/internal/request"
	"github.com/movegen/movegen/movement"
)

// swissForm is the Swiss page's form, as typed: the standings pasted
// (an uploaded file is read into it, so that a refused request shows the
// file again), the name of the file they came from, and the fields of the
// request layer's Swiss row, named as the layer names them.
type swissForm struct {
	Standings, File                          string
	BoardsPerMatch, Round, Copies, Rematches string
	Pairs, Danish, Scale, Triangle           string
}

// swissFields are the query parameters of the Swiss form besides the
// standings.
var swissFields = []string{"boards-per-match", "round", "copies", "rematches", "pairs", "danish", "scale", "triangle"}

// readSwissForm reads the Swiss form's fields from f (a posted form or a
// carried query).
func readSwissForm(f url.Values) swissForm {
	f = fieldQuery(f)
	get := func(k string) string { return strings.TrimSpace(f.Get(k)) }
	return swissForm{Standings: f.Get("standings"), File: cleanName(get("file")), BoardsPerMatch: get("boards-per-match"),
		Round: get("round"), Copies: get("copies"), Rematches: get("rematches"), Pairs: get("pairs"), Danish: get("danish"), Scale: get("scale"), Triangle: get("triangle")}
}

// Query is the form as query parameters, the standings included; empty
// fields are left out.
func (f swissForm) Query() url.Values {
	q := url.Values{}
	for i, v := range []string{f.BoardsPerMatch, f.Round, f.Copies, f.Rematches, f.Pairs, f.Danish, f.Scale, f.Triangle} {
		if v != "" {
			q.Set(swissFields[i], v)
		}
	}
	if strings.TrimSpace(f.Standings) != "" {
		q.Set("standings", f.Standings)
		q.Set("file", f.File)
	}
	return q
}

// swissData is the Swiss page's data: the form, and the round when one
// was paired with its standings file for the results (Next, the CSV the
// results form posts back; Rows, a line of that form per team).
type swissData struct {
	Form     swissForm
	Movement *movementData
	Next     string
	Rows     []resultRow
}

// resultRow is one team's line of the results form: its number, name,
// opponent ("bye" for the bye) and the input's name.
type resultRow struct {
	Team, Name, Opp, Input string
}

// swissFormPage shows the empty Swiss form.
func (s *Server) swissFormPage(w http.ResponseWriter, r *http.Request, pg *page) error {
	pg.Page, pg.Title, pg.Data = "swiss", pg.P.T("Swiss teams: the next round"), &swissData{}
	return s.render(w, http.StatusOK, "swiss", pg)
}

// maxStandings bounds the standings a form carries: a standings file of
// 40 teams is 2 kB.
const maxStandings = 1 << 20

// swissPage pairs the next round of a Swiss teams event from the posted
// standings (an uploaded file, else the pasted text) through the request
// layer's Swiss, and shows it: the ranking and the reason for every match,
// the chart, the report, the table instructions and the downloads. A
// refused request (a fault in the standings, named by file, line and
// column; a field the layer refuses) is shown above the form, the input
// kept.
func (s *Server) swissPage(w http.ResponseWriter, r *http.Request, pg *page) error {
	if err := r.ParseMultipartForm(1 << 20); err != nil && !errors.Is(err, http.ErrNotMultipart) {
		var mbe *http.MaxBytesError
		if errors.As(err, &mbe) {
			return err
		}
		return badRequest("the form could not be read: %v", err.Error())
	} else if err != nil {
		if err := r.ParseForm(); err != nil {
			return badRequest("the form could not be read: %v", err.Error())
		}
	}
	f := readSwissForm(r.PostForm)
	if r.PostForm.Get("results") != "" {
		// The results form: the round's file with a result typed per
		// team, entered into its result column.
		f.Standings = enterResults(f.Standings, r.PostForm)
	}
	if file, hdr, err := r.FormFile("standings_file"); err == nil {
		data, err := io.ReadAll(io.LimitReader(file, maxStandings+1))
		file.Close()
		if err != nil {
			return err
		}
		f.Standings, f.File = string(data), cleanName(hdr.Filename)
	}
	if f.File == "upload" || f.File == "" {
		f.File = pg.P.T("pasted standings")
	}
	d := &swissData{Form: f}
	pg.Page, pg.Title, pg.Data = "swiss", pg.P.T("Swiss teams: the next round"), d
	if len(f.Standings) > maxStandings {
		f.Standings = ""
		d.Form = f
		return s.formError(w, pg, &request.Error{Field: "standings", Why: movement.Say("larger than %d bytes", maxStandings)})
	}
	g, err := s.swiss(r.Context(), f)
	if err != nil {
		return s.formError(w, pg, err)
	}
	md := &movementData{Name: g.Name, carried: carried{Name: g.Name, Lines: g.Lines, Gen: f.Query().Encode(), Page: "swiss"}}
	d.Next = string(g.Next)
	return s.showSwiss(w, r.Context(), pg, d, g.Movement, md)
}

// swiss pairs the round of f through the request layer.
func (s *Server) swiss(ctx context.Context, f swissForm) (*request.Generated, error) {
	q := f.Query()
	q.Del("standings")
	q.Del("file")
	v, err := request.FromQuery(q, s.app.SwissFields()...)
	if err != nil {
		return nil, err
	}
	var g *request.Generated
	err = s.work(ctx, func(ctx context.Context) error {
		var err error
		g, err = s.app.Swiss(ctx, v, f.File, []byte(f.Standings))
		return err
	})
	return g, err
}

// showSwiss renders the Swiss page of the round m: the pairings and
// reasons in the page's language, and the round as fillMovement lays out
// a movement.
func (s *Server) showSwiss(w http.ResponseWriter, ctx context.Context, pg *page, d *swissData, m *movement.Movement, md *movementData) error {
	if err := s.fillMovement(ctx, pg, m, md); err != nil {
		return err
	}
	d.Movement = md
	if d.Next == "" && d.Form.Standings != "" {
		// A language switch carries the form, not the file: pairing again
		// is deterministic and quick.
		if g, err := s.swiss(ctx, d.Form); err == nil {
			d.Next = string(g.Next)
		}
	}
	d.Rows = resultRows(d.Next)
	return s.render(w, http.StatusOK, "swiss", pg)
}

// resultRows are the lines of the results form, read from the round's
// standings file (export/standings.WriteRound's columns).
func resultRows(next string) []resultRow {
	recs, team, _, ok := roundRecords(next)
	if !ok {
		return nil
	}
	var rows []resultRow
	col := func(rec []string, name string) string {
		if i := slices.Index(recs[0], name); i >= 0 && i < len(rec) {
			return rec[i]
		}
		return ""
	}
	for _, rec := range recs[1:] {
		rows = append(rows, resultRow{Team: rec[team], Name: col(rec, "name"), Opp: col(rec, "opp"), Input: "result_" + rec[team]})
	}
	return rows
}

// roundRecords reads a round's standings file as CSV records (the
// header first, comments dropped), with the columns of the team and of
// the result; ok is false when it is no such file.
func roundRecords(data string) (recs [][]string, team, result int, ok bool) {
	cr := csv.NewReader(strings.NewReader(data))
	cr.Comment = '#'
	cr.FieldsPerRecord = -1
	recs, err := cr.ReadAll()
	if err != nil || len(recs) < 2 {
		return nil, 0, 0, false
	}
	team = slices.IndexFunc(recs[0], func(s string) bool { return s == "team" || s == "pair" })
	result = slices.Index(recs[0], "result")
	if team < 0 || result < 0 || slices.Index(recs[0], "opp") < 0 {
		return nil, 0, 0, false
	}
	for _, rec := range recs {
		if len(rec) != len(recs[0]) {
			return nil, 0, 0, false
		}
	}
	return recs, team, result, true
}

// enterResults puts the results typed in the results form (result_T for
// team T) into the round's standings file; a file it cannot read is
// returned as it came, for the layer to name its fault.
func enterResults(data string, form url.Values) string {
	recs, team, result, ok := roundRecords(data)
	if !ok {
		return data
	}
	for _, rec := range recs[1:] {
		rec[result] = strings.TrimSpace(form.Get("result_" + rec[team]))
	}
	var b strings.Builder
	w := csv.NewWriter(&b)
	w.WriteAll(recs)
	return b.String()
}
