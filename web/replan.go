package web

import (
	"context"
	"net/http"
	"net/url"
	"strings"

	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/internal/request"
	"github.com/movegen/movegen/movement"
)

// replanFields are the re-plan form's fields: the request layer's names
// of the re-planner's fields the page offers (the search's seed, effort
// and time keep their defaults, as "movegen replan" without them).
var replanFields = []string{"from-round", "add-pair", "add-player", "remove", "remove-table"}

// replanPage re-plans the movement a movement or check page carries, as
// "movegen replan FILE" does with the same fields, and shows the revised
// movement: what was done, the figures before and after, the cards that
// change, and the downloads (the changed cards among them). A refused
// request shows the page it came from again, its input kept.
func (s *Server) replanPage(w http.ResponseWriter, r *http.Request, pg *page) error {
	name, data, c, m, err := s.carriedMovement(r)
	if err != nil {
		return err
	}
	q := url.Values{}
	for _, f := range replanFields {
		if v := strings.TrimSpace(r.PostForm.Get(f)); v != "" {
			q.Set(f, v)
		}
	}
	v, err := request.FromQuery(q, s.app.ReplanFields()...)
	var rp *request.Replanned
	if err == nil {
		err = s.work(r.Context(), func(ctx context.Context) error {
			var err error
			rp, err = s.app.Replan(ctx, m, name, v)
			return err
		})
	}
	if err != nil {
		if !userFacing(err) || r.Context().Err() != nil {
			return err
		}
		pg.Error = s.errorText(pg.P, err)
		return s.sameAgain(w, r, pg)
	}
	// The revised movement travels with its page, the movement it was
	// made from beside it for the changed cards; the summary is kept in
	// every language, as a generated movement's lines are.
	next := carried{Name: c.Name + "-replan", Back: c.Back, Gen: c.Gen, Old: data, From: rp.From, Stopped: rp.Stopped,
		Lines: map[string][]string{}, Heading: map[string]string{}}
	for lang, summary := range rp.Summary {
		next.Lines[lang] = strings.Split(strings.TrimRight(summary, "\n"), "\n")
		next.Heading[lang] = i18n.New(lang).Sprintf("Re-planned from round %d", rp.From)
	}
	// The changed cards are drawn from the movement as the page read it
	// (an uploaded .ASC as movegen JSON).
	if next.Old, err = s.asJSON(r.Context(), m); err != nil {
		return err
	}
	d := &movementPageData{Gen: readGenForm(mustQuery(c.Gen))}
	if d.Gen.Gen == "" {
		d.Gen.Gen = "mitchell"
	}
	pg.Page, pg.Data = "movement", d
	return s.showMovement(w, r.Context(), pg, d, rp.Movement, &movementData{Name: next.Name, carried: next})
}

// sameAgain shows the page a posted movement came from again, with
// pg.Error above it and its forms as they were sent: the movement page
// of a carried movement, else the check page of the file.
func (s *Server) sameAgain(w http.ResponseWriter, r *http.Request, pg *page) error {
	pg.Kept = map[string]string{}
	for _, f := range keptFields {
		pg.Kept[f] = r.PostForm.Get(f)
	}
	if r.PostForm.Get("movement") != "" {
		return s.movementView(w, r, pg)
	}
	return s.checkPage(w, r, pg)
}

// keptFields are the fields of a movement page's forms shown again as
// they were sent: the re-plan form's and the EW pairs' numbers.
var keptFields = append([]string{"ew-numbers-from"}, replanFields...)

// asJSON is m as movegen JSON.
func (s *Server) asJSON(ctx context.Context, m *movement.Movement) ([]byte, error) {
	var c carried
	if err := s.carry(ctx, m, &c); err != nil {
		return nil, err
	}
	return c.JSON, nil
}

// mustQuery parses a carried query, empty when it cannot be read.
func mustQuery(s string) url.Values {
	q, _ := url.ParseQuery(s)
	return q
}
