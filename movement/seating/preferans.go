package seating

import (
	"context"
	"fmt"

	"github.com/movegen/movegen/movement"
)

// Preferans plans a preferans-style schedule: tables tables of seats
// players (3 or 4), each player keeping a line (seat letter), one set per
// table per round, nobody playing a set twice, and cross-line meetings as
// even as the search can make them. rounds 0 means one round per table, so
// that everybody plays every set once. The movement is validated.
func Preferans(ctx context.Context, tables, seats, rounds int, opt Options) (*movement.Movement, *Result, error) {
	if seats != 3 && seats != 4 {
		return nil, nil, fmt.Errorf("preferans seating: %d seats at a table; want 3 or 4", seats)
	}
	if tables < 1 {
		return nil, nil, fmt.Errorf("preferans seating: %d tables; want at least 1", tables)
	}
	if rounds == 0 {
		rounds = tables
	}
	p := Problem{Players: tables * seats, TableSizes: tables1(seats, tables), Rounds: rounds,
		Lines: true, Sets: true, Game: movement.Preferans}
	res, err := Solve(ctx, p, opt)
	if err != nil {
		return nil, nil, fmt.Errorf("preferans seating: %w", err)
	}
	if res.Score.SetRepeats > 0 {
		return nil, res, fmt.Errorf("preferans seating: %d tables: could not avoid a repeated set within the effort", tables)
	}
	m, err := res.Movement()
	if err != nil {
		return nil, res, err
	}
	m.Name = fmt.Sprintf("Preferans seating plan, %d tables of %d", tables, seats)
	return m, res, nil
}

// PreferansFallback returns a function with the shape of the preferans
// generator's fallback hook (preferans.FallbackFunc) that plans with opt.
func PreferansFallback(opt Options) func(ctx context.Context, tables, seats, rounds int) (*movement.Movement, error) {
	return func(ctx context.Context, tables, seats, rounds int) (*movement.Movement, error) {
		m, _, err := Preferans(ctx, tables, seats, rounds, opt)
		return m, err
	}
}

func tables1(k, g int) []int {
	out := make([]int, g)
	for i := range out {
		out[i] = k
	}
	return out
}
