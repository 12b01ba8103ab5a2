package web

import (
	"context"
	"errors"
	"io"
	"net/url"
	"strconv"

	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/internal/request"
	"github.com/movegen/movegen/movement"
)

// dlButton is one download button of a movement page: the value it posts
// as the format, its label, and, when the writer refuses the movement,
// why (Disabled: the button is greyed; a note only: the writer needs a
// field the form offers, such as the EW pairs' numbers of a Mitchell).
type dlButton struct {
	Value, Label, Reason string
	Disabled             bool
}

// csvLayouts maps the page's CSV buttons to the CSV layouts of the
// request layer.
var csvLayouts = map[string]string{"csv": "flat", "csv-bridgemate": "bridgemate", "csv-magic": "magic"}

// buttonValues are the values the download buttons post, in the order the
// page shows them: every format the request layer writes a movement in.
func buttonValues() []string {
	return []string{"pdf", "xlsx", "csv", "csv-bridgemate", "csv-magic", "json", "ebu", "kbs", "asc", "bmdc"}
}

// buttonLabels are the buttons' labels: catalogue keys, and names of
// files and programs, which stay as they are in every language.
var buttonLabels = map[string]string{"pdf": "Cards (PDF)", "xlsx": "Workbook (.xlsx)", "csv": "CSV", "csv-bridgemate": "CSV · Bridgemate",
	"csv-magic": "CSV · Magic Contest", "json": "JSON", "ebu": "EBUScore", "kbs": "KBS", "asc": ".ASC",
	"bmdc": "Bridgemate Data Connector (JSON)"}

// translated are the labels the catalogue translates.
var translated = map[string]bool{"pdf": true, "xlsx": true}

// probed are the formats whose writer may refuse a movement: the page
// writes each once (they are small files) and greys the button with the
// writer's reason. The paper and JSON writers take every valid movement.
var probed = map[string]bool{"csv-bridgemate": true, "csv-magic": true, "ebu": true, "kbs": true, "asc": true, "bmdc": true}

// downloadButtons are the download buttons of m: every format, a refused
// one greyed with the writer's own reason. ew says the EW pairs' numbers
// make a refused file possible (a Mitchell to .ASC, EBUScore or KBS): the
// form then offers that field, and the button stays, with the reason.
func (s *Server) downloadButtons(ctx context.Context, p *i18n.Printer, m *movement.Movement) (bs []dlButton, ew bool) {
	for _, b := range buttonValues() {
		btn := dlButton{Value: b, Label: buttonLabels[b]}
		if translated[b] {
			btn.Label = p.T(btn.Label)
		}
		if l := csvLayouts[b]; l != "" && l != "flat" && m.Kind != movement.Pairs {
			// The scorers' CSV layouts hold pairs movements; the page
			// says so in its own words (the writer's names the command
			// line's layout value).
			btn.Reason, btn.Disabled = p.Message("needs a pairs movement; this one is %s, and the plain CSV holds it", m.Kind), true
		} else if probed[b] {
			if err := s.probe(ctx, m, b, ""); err != nil {
				btn.Reason = s.errorText(p, err)
				if m.Contestants < movement.MaxContestants && s.probe(ctx, m, b, strconv.Itoa(m.Contestants+1)) == nil {
					ew = true
				} else {
					btn.Disabled = true
				}
			}
		}
		bs = append(bs, btn)
	}
	return bs, ew
}

// probe writes m as button b would, with the EW pairs numbered from ew
// when not empty, and says whether the writer refuses it.
func (s *Server) probe(ctx context.Context, m *movement.Movement, b, ew string) error {
	q := url.Values{}
	format := b
	if l, ok := csvLayouts[b]; ok {
		format = "csv"
		q.Set("csv-layout", l)
	}
	if ew != "" {
		q.Set("ew-numbers-from", ew)
	}
	paper, err := request.FromQuery(q, s.app.PaperFields()...)
	if err != nil {
		return err
	}
	return s.app.Write(ctx, io.Discard, m, format, i18n.New(i18n.English), paper)
}

// errorText is a refused request's message in p's language, its fields
// named by their labels.
func (s *Server) errorText(p *i18n.Printer, err error) string {
	var ae *request.Error
	var tx texter
	switch {
	case errors.As(err, &ae):
		t := ae.Named(s.fieldLabel(p))
		return p.Message(t.Format, t.Args...)
	case errors.As(err, &tx):
		t := tx.Text()
		return p.Message(t.Format, t.Args...)
	}
	return err.Error()
}

// userFacing reports whether err is the request's fault, said in words a
// page shows above the form that made it (and not a server's fault).
func userFacing(err error) bool {
	var ae *request.Error
	var tx texter
	return errors.As(err, &ae) || (errors.As(err, &tx) && !errors.Is(err, movement.ErrInternal))
}
