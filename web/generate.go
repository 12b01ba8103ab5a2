package web

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"strings"

	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/howell"
	"github.com/movegen/movegen/movement/mitchell"
	"github.com/movegen/movegen/movement/preferans"
	"github.com/movegen/movegen/movement/seating"
)

// genForm is the movement page's generator form: a Mitchell by its tables
// or a Howell by its pairs, with the rounds and boards a round. Field
// names are the generator commands' flags.
type genForm struct {
	Gen, Tables, Pairs, Players, Rounds, BoardsPerRound, Winners, PerTable string
}

// genFields are the query parameters of the generator form.
var genFields = []string{"gen", "tables", "pairs", "players", "rounds", "boards_per_round", "winners", "per_table"}

// readGenForm reads the generator form from the query.
func readGenForm(q url.Values) genForm {
	get := func(k string) string { return strings.TrimSpace(q.Get(k)) }
	return genForm{Gen: get("gen"), Tables: get("tables"), Pairs: get("pairs"), Players: get("players"), Rounds: get("rounds"),
		BoardsPerRound: get("boards_per_round"), Winners: get("winners"), PerTable: get("per_table")}
}

// Query is the form as query parameters; empty fields are left out.
func (f genForm) Query() url.Values {
	q := url.Values{}
	for i, v := range []string{f.Gen, f.Tables, f.Pairs, f.Players, f.Rounds, f.BoardsPerRound, f.Winners, f.PerTable} {
		if v != "" {
			q.Set(genFields[i], v)
		}
	}
	return q
}

// number parses an optional whole-number field (0 when empty).
func number(flag, s string) (int, error) {
	if s == "" {
		return 0, nil
	}
	return wholeNumber(flag, s)
}

// generate builds the form's movement with the library call "movegen
// mitchell", "movegen howell" or "movegen preferans --players N" makes
// (the preferans search with the command's seed, 1, stopping when ctx
// ends); the library's own check names the flag that is wrong.
func (f genForm) generate(ctx context.Context) (*movement.Movement, string, error) {
	ints := map[string]int{}
	for _, field := range []struct{ flag, s string }{
		{"tables", f.Tables}, {"pairs", f.Pairs}, {"players", f.Players}, {"rounds", f.Rounds}, {"boards-per-round", f.BoardsPerRound}, {"winners", f.Winners},
		{"per-table", f.PerTable},
	} {
		n, err := number(field.flag, field.s)
		if err != nil {
			return nil, "", err
		}
		ints[field.flag] = n
	}
	switch f.Gen {
	case "mitchell":
		if f.Tables == "" {
			return nil, "", badRequest("--tables is required: the number of tables, %d to %d", mitchell.MinTables, mitchell.MaxTables)
		}
		if T := ints["tables"]; T < mitchell.MinTables || T > mitchell.MaxTables {
			// The command line's words (cmd/movegen/cmd_mitchell.go).
			return nil, "", badRequest("--tables %d: want %d to %d", T, mitchell.MinTables, mitchell.MaxTables)
		}
		o := mitchell.Options{Tables: ints["tables"], Pairs: ints["pairs"], Rounds: ints["rounds"], BoardsPerRound: ints["boards-per-round"], Winners: ints["winners"]}
		if err := optionCheck(o.Check()); err != nil {
			return nil, "", err
		}
		m, err := mitchell.Generate(o)
		return m, fmt.Sprintf("mitchell-%d", o.Tables), optionCheck(err)
	case "howell":
		if f.Pairs == "" {
			return nil, "", badRequest("--pairs is required: the number of pairs, %d to %d", howell.MinPairs, howell.MaxPairs)
		}
		if P := ints["pairs"]; P < howell.MinPairs || P > howell.MaxPairs {
			// The command line's words (cmd/movegen/cmd_howell.go).
			return nil, "", badRequest("--pairs %d: want %d to %d", P, howell.MinPairs, howell.MaxPairs)
		}
		o := howell.Options{Pairs: ints["pairs"], Rounds: ints["rounds"], BoardsPerRound: ints["boards-per-round"]}
		if err := optionCheck(o.Check()); err != nil {
			return nil, "", err
		}
		m, err := howell.Generate(o)
		return m, fmt.Sprintf("howell-%d", o.Pairs), optionCheck(err)
	case "preferans":
		if f.Players == "" {
			return nil, "", badRequest("give the number of tables or the number of players")
		}
		res, err := preferans.Generate(ctx, preferans.Options{Players: ints["players"], Rounds: ints["rounds"], Seed: 1})
		if err != nil {
			return nil, "", err // a RequestError says itself with the flag
		}
		return res.Movement, fmt.Sprintf("preferans-%d", ints["players"]), nil
	case "seating":
		return f.seating(ctx, ints)
	}
	return nil, "", badRequest("--%s %q: want one of %s", "gen", f.Gen, "mitchell, howell, preferans, seating")
}

// seating seats --players at tables of --per-table (4 when empty) for
// --rounds (the most without repeats the bounds allow when empty), as
// "movegen seating" does with its default seed and effort: a plan of
// seats, the boards the director's choice.
func (f genForm) seating(ctx context.Context, ints map[string]int) (*movement.Movement, string, error) {
	n, k, r := ints["players"], ints["per-table"], ints["rounds"]
	if f.PerTable == "" {
		k = 4
	}
	switch {
	case f.Players == "" || n < 2 || n > seating.MaxPlayers:
		return nil, "", badRequest("--players %d: want 2 to %d", n, seating.MaxPlayers)
	case k < 2 || k > n:
		return nil, "", badRequest("--per-table %d: want 2 to %d (the players)", k, n)
	case f.Rounds != "" && (r < 1 || r > seating.MaxRounds):
		return nil, "", badRequest("--rounds %d: want 1 to %d", r, seating.MaxRounds)
	}
	p := seating.Problem{Players: n, Rounds: r}
	for range n / k {
		p.TableSizes = append(p.TableSizes, k)
	}
	if f.Rounds == "" {
		rounds, _, err := seating.DefaultRounds(p)
		if err != nil {
			return nil, "", badRequest("%v", err)
		}
		p.Rounds = rounds
	}
	if _, err := seating.BoundsOf(p); err != nil {
		return nil, "", badRequest("%v", err)
	}
	res, err := seating.Solve(ctx, p, seating.Options{Seed: 1, Effort: seating.DefaultEffort})
	if err != nil {
		return nil, "", badRequest("%v", err)
	}
	m, err := res.Movement()
	if err != nil {
		return nil, "", err
	}
	return m, fmt.Sprintf("seating-%d", n), nil
}

// optionCheck turns a generator's option error into a 400 naming the
// flag, as the commands do; other errors pass unchanged.
func optionCheck(err error) error {
	var oe *movement.OptionError
	if errors.As(err, &oe) {
		return badRequest("%s: %v", flagName(optionFlags[oe.Field]), oe.Text)
	}
	return err
}

// optionFlags maps the generators' option fields to their flags.
var optionFlags = map[string]string{
	"Tables": "tables", "Pairs": "pairs", "Rounds": "rounds", "BoardsPerRound": "boards_per_round",
	"Winners": "winners", "Even": "even", "Missing": "missing", "ArrowSwitch": "arrow_switch",
}
