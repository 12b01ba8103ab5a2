package web

import (
	"context"
	"errors"
	"io"
	"net/http"
	"net/url"
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
}

// swissFields are the query parameters of the Swiss form besides the
// standings.
var swissFields = []string{"boards-per-match", "round", "copies", "rematches"}

// readSwissForm reads the Swiss form's fields from f (a posted form or a
// carried query).
func readSwissForm(f url.Values) swissForm {
	f = fieldQuery(f)
	get := func(k string) string { return strings.TrimSpace(f.Get(k)) }
	return swissForm{Standings: f.Get("standings"), File: cleanName(get("file")), BoardsPerMatch: get("boards-per-match"),
		Round: get("round"), Copies: get("copies"), Rematches: get("rematches")}
}

// Query is the form as query parameters, the standings included; empty
// fields are left out.
func (f swissForm) Query() url.Values {
	q := url.Values{}
	for i, v := range []string{f.BoardsPerMatch, f.Round, f.Copies, f.Rematches} {
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
// was paired.
type swissData struct {
	Form     swissForm
	Movement *movementData
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
	return s.render(w, http.StatusOK, "swiss", pg)
}
