package web

import (
	"context"
	"net/url"
	"strings"

	"github.com/movegen/movegen/internal/request"
	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/mitchell"
)

// genForm is the movement page's generator form, as typed: which
// generator (a family of the request layer) and its fields. Parameter
// names are the layer's field names ("boards-per-round"); the older
// spelling with underscores is read too.
type genForm struct {
	Gen, Tables, Pairs, Players, Rounds, BoardsPerRound, Winners, PerTable string
	// Teams, Form, BoardsPerMatch and Copies are the teams generator's.
	Teams, Form, BoardsPerMatch, Copies string
	// Variant and Missing are the Mitchell's: the variant (web,
	// hesitation, …) and the line of a missing pair.
	Variant, Missing string
}

// genFields are the query parameters of the generator form.
var genFields = []string{"gen", "tables", "pairs", "players", "rounds", "boards-per-round", "winners", "per-table", "teams", "form", "boards-per-match", "copies", "variant", "missing"}

// genChoice is one option of a select of the generator form.
type genChoice struct {
	Value, Title string
	Selected     bool
}

// VariantChoices are the Mitchell variants for the form's select, titled
// as a director knows them (the page translates the titles).
func (f genForm) VariantChoices() []genChoice {
	var out []genChoice
	for _, v := range mitchell.Variants() {
		out = append(out, genChoice{Value: string(v), Title: v.Title(), Selected: f.Variant == string(v)})
	}
	return out
}

// fieldQuery is q with every parameter named as the layer names its field:
// "boards_per_round" becomes "boards-per-round".
func fieldQuery(q url.Values) url.Values {
	out := url.Values{}
	for k, vs := range q {
		out[strings.ReplaceAll(k, "_", "-")] = vs
	}
	return out
}

// readGenForm reads the generator form from the query.
func readGenForm(q url.Values) genForm {
	q = fieldQuery(q)
	get := func(k string) string { return strings.TrimSpace(q.Get(k)) }
	return genForm{Gen: get("gen"), Tables: get("tables"), Pairs: get("pairs"), Players: get("players"), Rounds: get("rounds"),
		BoardsPerRound: get("boards-per-round"), Winners: get("winners"), PerTable: get("per-table"),
		Teams: get("teams"), Form: get("form"), BoardsPerMatch: get("boards-per-match"), Copies: get("copies"),
		Variant: get("variant"), Missing: get("missing")}
}

// Query is the form as query parameters; empty fields are left out.
func (f genForm) Query() url.Values {
	q := url.Values{}
	for i, v := range []string{f.Gen, f.Tables, f.Pairs, f.Players, f.Rounds, f.BoardsPerRound, f.Winners, f.PerTable, f.Teams, f.Form, f.BoardsPerMatch, f.Copies, f.Variant, f.Missing} {
		if v != "" {
			q.Set(genFields[i], v)
		}
	}
	return q
}

// generate builds the form's movement through the request layer, as the
// generator command of the same name does with the same fields (the
// layer's defaults: seed 1, the default effort); a search stops when ctx
// ends. A field the library refuses is a *request.Error naming it.
func (s *Server) generate(ctx context.Context, f genForm) (*request.Generated, error) {
	fields := s.app.Fields(f.Gen)
	if fields == nil {
		return nil, &request.Error{Field: "gen", Value: f.Gen, Quote: true, Why: movement.Say("want one of %s", strings.Join(s.app.Families(), ", "))}
	}
	q := f.Query()
	if f.Gen == "preferans" && f.Players != "" {
		q.Del("tables") // the page asks preferans by its players
	}
	v, err := request.FromQuery(q, fields...)
	if err != nil {
		return nil, err
	}
	return s.app.Generate(ctx, f.Gen, v)
}
