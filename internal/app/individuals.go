package app

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strconv"

	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/preferans"
	"github.com/movegen/movegen/movement/rainbow"
	"github.com/movegen/movegen/movement/seating"
	"github.com/movegen/movegen/movement/whist"
)

// The families of single players: duplicate preferans, the individual
// bridge tournament (whist) and the seating planner.

// DefaultSearchTime is the default time field of every family that
// searches: the director gets an answer within seconds, the best found so
// far when the time is up.
const DefaultSearchTime = "10s"

func preferansFamily() *Family {
	var methods []string
	for _, m := range preferans.Methods() {
		methods = append(methods, string(m))
	}
	return &Family{Name: "preferans", run: runPreferans, Fields: []Field{
		{Name: "tables", Label: "Tables", Kind: Int, Lib: "Tables", Required: true, Help: "number of tables, all full"},
		{Name: "seats", Label: "Players at a table", Kind: Int, Lib: "Seats", Default: "4",
			Help: "players at a table: 4 or 3 (with --players, only layouts of this size)"},
		{Name: "players", Label: "Players", Kind: Int, Lib: "Players", Required: true,
			Help: "number of players; movegen chooses the tables (instead of --tables)"},
		{Name: "rounds", Label: "Rounds", Kind: Int, Lib: "Rounds", Help: "rounds to play (default: the full cycle)"},
		{Name: "deals-per-set", Label: "Deals a set", Kind: Int, Lib: "DealsPerSet",
			Help: "deals in a set: 3 or 4 at tables of four (default: one per player; tables of three play 3)"},
		{Name: "method", Label: "Method", Kind: Choice, Lib: "Method", Choices: methods, Default: string(preferans.Auto),
			Help: "how to build the movement; auto picks the best and says why"},
		{Name: "seed", Label: "Seed", Kind: Uint, Lib: "Seed", Default: "1",
			Help: "seed of the search used where no perfect schedule is known: the same seed and effort give the same schedule"},
		{Name: "effort", Label: "Effort", Kind: Int, Lib: "Effort", ZeroDefault: true,
			Help: "search budget in moves (0: 600000·10/T for the search from Latin squares, T ≥ 10 tables; for lines with rests, the seating planner's budget for the field)"},
		timeField("stop the search after this long and print the best schedule so far (0: no limit)", true),
	}}
}

// timeField is the time limit of a search.
func timeField(help string, zeroNoLimit bool) Field {
	return Field{Name: "time", Label: "Time limit", Kind: Duration, Default: DefaultSearchTime, ZeroDefault: zeroNoLimit, Help: help}
}

func runPreferans(ctx context.Context, v *Values, o GenerateOptions) (*Result, error) {
	method, _ := preferans.ParseMethod(v.String("method"))
	po := preferans.Options{Tables: v.Int("tables"), Seats: v.Int("seats"), Players: v.Int("players"), Rounds: v.Int("rounds"),
		DealsPerSet: v.Int("deals-per-set"), Method: method, Seed: v.Uint("seed"), Effort: v.Int("effort"), Progress: o.Progress}
	if v.Given("players") && !v.Given("seats") {
		po.Seats = 0 // let the layout be chosen
	}
	if v.Given("tables") && v.Given("players") {
		return nil, &Error{Field: "tables/players", Why: say("give one of them")}
	}
	if err := po.Check(); err != nil {
		return nil, v.LibError(err)
	}
	res, err := preferans.Generate(ctx, po)
	if err != nil {
		return nil, v.LibError(err)
	}
	notes, err := res.Notes()
	if err != nil {
		return nil, internal(err)
	}
	n := po.Tables
	name := fmt.Sprintf("preferans-%d-tables", n)
	if v.Given("players") {
		name = fmt.Sprintf("preferans-%d", po.Players)
	}
	out := &Result{Movement: res.Movement, Notes: notes, Name: name, Stopped: res.Search != nil && res.Search.Interrupted}
	out.lead = func(p *i18n.Printer) []string {
		return []string{
			p.Sprintf("Method: %s. %s.", MethodName(p, res.Method), p.Message("%s", res.LayoutText)),
			p.Sprintf("Why: %s", p.Message("%s", res.WhyText)),
			p.Sprintf("Promise: %s", p.Message("%s", res.PromiseText)),
		}
	}
	return out, nil
}

// MethodName names a preferans method: its value in English; in other
// languages words with the value.
func MethodName(p *i18n.Printer, m preferans.Method) string {
	if p.Lang() == i18n.English {
		return string(m)
	}
	switch m {
	case preferans.Rotation:
		return p.T("rotation (rotation)")
	case preferans.Field:
		return p.T("field rotation (field)")
	case preferans.Mols:
		return p.T("orthogonal Latin squares (mols)")
	case preferans.Search:
		return p.T("search from orthogonal Latin squares (search)")
	case preferans.Rest:
		return p.T("one rest a round (rest)")
	case preferans.ExtraMove:
		return p.T("extra move (extra-move)")
	case preferans.Auto:
		return p.T("seating planner (auto)")
	}
	return string(m)
}

func individualFamily() *Family {
	return &Family{Name: "individual", run: runIndividual, Fields: []Field{
		{Name: "players", Label: "Players", Kind: Int, Lib: "Players", Required: true,
			Help: fmt.Sprintf("number of players, %d to %d (required)", whist.MinPlayers, whist.MaxPlayers)},
		{Name: "rounds", Label: "Rounds", Kind: Int, Lib: "Rounds",
			Help: "rounds to play (default: the whole whist tournament, or as many rounds as even out the sit-outs)"},
		{Name: "boards", Label: "Boards a round", Kind: Int, Lib: "BoardsPerSet", Default: "2", Help: "boards played a round"},
		{Name: "seats", Label: "Seats", Kind: Choice, Lib: "Seats", Default: string(whist.Balanced),
			Choices: []string{string(whist.Balanced), string(whist.Compare), string(whist.Fixed)},
			Help:    "balanced: North–South and East–West equally often; compare: even comparisons first; fixed: the last player stays North at table 1"},
		{Name: "seed", Label: "Seed", Kind: Uint, Lib: "Seed", Default: "1", Help: "seed of the searches: the same seed gives the same schedule"},
		timeField("longest time for the search (counts without a whist tournament)", false),
		{Name: "rainbow", Label: "Rainbow", Kind: Bool, Lib: "Rainbow",
			Help: "the ACBL's Rainbow individual: a prime number of tables from 5 (20, 28, 44, 52, … players), North stays, South up one, East up two, West down two, boards down one; every two players of different lines meet once"},
	}}
}

func runIndividual(ctx context.Context, v *Values, _ GenerateOptions) (*Result, error) {
	if v.Bool("rainbow") {
		return runRainbow(v)
	}
	o := whist.Options{Players: v.Int("players"), Rounds: v.Int("rounds"), BoardsPerSet: v.Int("boards"),
		Seats: whist.Seating(v.String("seats")), Seed: v.Uint("seed")}
	if err := o.Check(); err != nil {
		return nil, v.LibError(err)
	}
	res, err := whist.Generate(ctx, o)
	if err != nil {
		return nil, v.LibError(err)
	}
	return &Result{Movement: res.Movement, Notes: res.Notes, Name: fmt.Sprintf("individual-%d", o.Players), Stopped: res.Interrupted}, nil
}

// runRainbow builds the Rainbow individual: the players give the tables.
func runRainbow(v *Values) (*Result, error) {
	names := []string{"players", "rounds", "boards", "seats", "seed", "time", "rainbow"}
	if err := v.NotWith(names, []string{"players", "rounds", "boards", "rainbow"}, say("%s", Name("rainbow"))); err != nil {
		return nil, err
	}
	P := v.Int("players")
	if P%4 != 0 || !rainbow.Prime(P/4) || P/4 < rainbow.MinTables || P/4 > rainbow.MaxTables {
		return nil, &Error{Field: "players", Value: strconv.Itoa(P),
			Why: say("a Rainbow individual seats 4 players at each of a prime number of tables from %d to %d: 20, 28, 44, 52, 68, … players", rainbow.MinTables, rainbow.MaxTables)}
	}
	o := rainbow.Options{Tables: P / 4, Rounds: v.Int("rounds")}
	if v.Given("boards") {
		o.BoardsPerSet = v.Int("boards")
	}
	if err := o.Check(); err != nil {
		return nil, v.LibError(err)
	}
	m, err := rainbow.Generate(o)
	if err != nil {
		return nil, v.LibError(err)
	}
	return &Result{Movement: m, Notes: rainbow.Notes(o, m), Name: fmt.Sprintf("rainbow-%d", P)}, nil
}

// Searches reports whether an individual tournament for players players
// is found by a search (there is no whist tournament for the count).
func Searches(players int) bool { return !whist.Exists(players) }

func seatingFamily() *Family {
	return &Family{Name: "seating", run: runSeating, Fields: []Field{
		{Name: "players", Label: "Players", Kind: Int, Lib: "players", Required: true, Help: "number of players (required)"},
		{Name: "sizes", Label: "Table sizes", Kind: IntList, Lib: "table sizes",
			Help: "explicit table sizes for every round, such as 4,4,3 (instead of --per-table)"},
		{Name: "per-table", Label: "Players at a table", Kind: Int, Lib: "table sizes", Default: "4",
			Help: "players at each table; those who do not fit rest, in turn"},
		{Name: "rounds", Label: "Rounds", Kind: Int, Lib: "rounds",
			Help: "rounds to play, at least 1 (default: the social-golfer bound, cut to a multiple that shares rests equally when that fits; the summary says what was chosen)"},
		{Name: "lines", Label: "Seats matter (lines)", Kind: Bool,
			Help: "seats matter as in preferans: each player keeps one seat letter and only cross-line meetings count"},
		{Name: "sets", Label: "Board sets passed on", Kind: Bool,
			Help: "one board set per table, passed between tables so that nobody plays a set twice and players are compared (without it: a seating plan, boards are the director's choice)"},
		{Name: "method", Label: "Method", Kind: Choice, Choices: []string{"auto", "search"}, Default: "auto",
			Help: "how to plan: auto (constructions first, then the search) or search (the search alone, from a greedy start)"},
		{Name: "seed", Label: "Seed", Kind: Uint, Lib: "Seed", Default: "1", Help: "seed of the search: the same seed and effort give the same schedule"},
		{Name: "effort", Label: "Effort", Kind: Int, Lib: "Effort", Default: strconv.Itoa(seating.DefaultEffort), Help: "search budget in moves"},
		timeField("stop the search after this long and print the best schedule so far, such as 30s (0: no limit)", true),
	}}
}

func runSeating(ctx context.Context, v *Values, o GenerateOptions) (*Result, error) {
	p := seating.Problem{Players: v.Int("players"), Rounds: v.Int("rounds"), Lines: v.Bool("lines"), Sets: v.Bool("sets")}
	if v.Given("sizes") {
		p.TableSizes = v.Ints("sizes")
	} else if k := v.Int("per-table"); k > 0 && p.Players <= seating.MaxPlayers {
		// (A count out of range is refused below, before any table is
		// laid out for it.)
		for range p.Players / k {
			p.TableSizes = append(p.TableSizes, k)
		}
	}
	so := seating.Options{Seed: v.Uint("seed"), Effort: v.Int("effort"), SearchOnly: v.String("method") == "search", Progress: o.Progress}
	if err := so.Check(); err != nil {
		return nil, v.LibError(err)
	}
	var why movement.Text
	if !v.Given("rounds") {
		rounds, w, err := seating.DefaultRounds(p)
		if err != nil {
			return nil, seatingErr(v, err)
		}
		p.Rounds, why = rounds, w
	}
	if _, err := seating.BoundsOf(p); err != nil {
		return nil, seatingErr(v, err)
	}
	if f := o.Format; f != "" && f != "text" && (slices.Min(p.TableSizes) < 3 || slices.Max(p.TableSizes) > 4) {
		return nil, &Error{Field: "format", Value: f, Why: say("tables of %v players do not fit a movement (3 or 4 seats); only the text schedule is available", p.TableSizes)}
	}
	if !p.Sets && o.Output != nil {
		for _, n := range []string{"start", "minutes-per-board", "move-minutes"} {
			if o.Output.Given(n) {
				return nil, &Error{Field: n, Why: say("needs %s: a seating plan schedules no boards to time", Name("sets"))}
			}
		}
	}
	res, err := seating.Solve(ctx, p, so)
	if err != nil {
		return nil, seatingErr(v, err)
	}
	var m *movement.Movement
	if res.Seats != nil {
		if m, err = res.Movement(); err != nil {
			return nil, internal(err)
		}
	}
	return &Result{Movement: m, Name: fmt.Sprintf("seating-%d", p.Players), Stopped: res.Interrupted, SeatsOnly: !p.Sets,
		Notes: res.Summary(seating.SummaryOptions{Seed: so.Seed, Effort: so.Effort, RoundsWhy: why, Movement: m}),
		Plan:  res.Plan()}, nil
}

// seatingErr names the field of a seating planner's error.
func seatingErr(v *Values, err error) error {
	var pe *seating.ProblemError
	if errors.As(err, &pe) {
		err = &movement.OptionError{Generator: "seating", Field: pe.Field, Text: pe.Msg}
	}
	return v.LibError(err)
}
