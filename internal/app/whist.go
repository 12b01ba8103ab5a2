package app

import (
	"context"
	"fmt"
	"strconv"

	"github.com/movegen/movegen/movement/pairswhist"
)

// The whist movement for pairs and the whist rover (movement/pairswhist).

func whistFamily() *Family {
	return &Family{Name: "whist", run: runWhist, Fields: []Field{
		{Name: "tables", Label: "Tables", Kind: Int, Lib: "Tables", Required: true,
			Help: fmt.Sprintf("number of tables, %d to %d (required unless --pairs says it)", pairswhist.MinTables, pairswhist.MaxTables)},
		{Name: "pairs", Label: "Pairs", Kind: Int, Lib: "Pairs",
			Help: "number of pairs: 2×tables (default), 2×tables−1 (the NS seat of the last table empty) or 2×tables+1 (a rover); alone, an even count gives the tables and an odd one leaves a seat empty: 13 pairs play at 7"},
		{Name: "rounds", Label: "Rounds", Kind: Int, Lib: "Rounds",
			Help: "rounds to play (default: all, as many as tables)"},
		{Name: "boards-per-round", Label: "Boards a round", Kind: Int, Lib: "BoardsPerRound",
			Help: "boards in each set (default: brings each pair's boards closest to 26)"},
		{Name: "winners", Label: "Winners", Kind: Int, Lib: "Winners",
			Help: "1 (arrow-switch some rounds, chosen as for a Mitchell unless --arrow-switch names them) or 2 (one winner per line); default 2, or 1 with --arrow-switch"},
		{Name: "arrow-switch", Label: "Rounds to arrow-switch", Kind: IntList, Lib: "ArrowSwitch",
			Help: "rounds in which the EW pairs play the NS cards, such as 7, for one winner (implies --winners 1; default: none, two winners, or with --winners 1 the best whole rounds, tried exhaustively up to 15 rounds)"},
	}}
}

func runWhist(_ context.Context, v *Values, _ GenerateOptions) (*Result, error) {
	o := pairswhist.Options{Tables: v.Int("tables"), Pairs: v.Int("pairs"), Rounds: v.Int("rounds"),
		BoardsPerRound: v.Int("boards-per-round"), ArrowSwitch: v.Ints("arrow-switch"), Winners: v.Int("winners")}
	if !v.Given("tables") && v.Given("pairs") {
		lo, hi := 2*pairswhist.MinTables-1, 2*pairswhist.MaxTables
		if o.Pairs < lo || o.Pairs > hi {
			return nil, &Error{Field: "pairs", Value: strconv.Itoa(o.Pairs),
				Why: say("want %d to %d pairs (%d to %d tables)", lo, hi, pairswhist.MinTables, pairswhist.MaxTables)}
		}
		o.Tables = (o.Pairs + 1) / 2
	}
	if err := o.Check(); err != nil {
		return nil, v.LibError(err)
	}
	m, err := pairswhist.Generate(o)
	if err != nil {
		return nil, internal(err)
	}
	name := fmt.Sprintf("whist-%d", o.Tables)
	if o.Rover() {
		name += "-rover"
	}
	return &Result{Movement: m, Notes: pairswhist.Notes(o, m), Name: name}, nil
}
