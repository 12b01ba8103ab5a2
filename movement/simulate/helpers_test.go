package simulate

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/howell"
	"github.com/movegen/movegen/movement/mitchell"
	"github.com/movegen/movegen/movement/preferans"
	"github.com/movegen/movegen/movement/seating"
	"github.com/movegen/movegen/movement/whist"
)

// mitchellM returns the Mitchell of opts, failing t when it cannot be built.
func mitchellM(t testing.TB, opts mitchell.Options) *movement.Movement {
	t.Helper()
	m, err := mitchell.Generate(opts)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// howellM returns the Howell of opts.
func howellM(t testing.TB, opts howell.Options) *movement.Movement {
	t.Helper()
	m, err := howell.Generate(opts)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// preferansM returns the preferans movement of opts.
func preferansM(t testing.TB, opts preferans.Options) *movement.Movement {
	t.Helper()
	r, err := preferans.Generate(context.Background(), opts)
	if err != nil {
		t.Fatal(err)
	}
	return r.Movement
}

// whistM returns the individual movement of opts.
func whistM(t testing.TB, opts whist.Options) *movement.Movement {
	t.Helper()
	r, err := whist.Generate(context.Background(), opts)
	if err != nil {
		t.Fatal(err)
	}
	return r.Movement
}

// run simulates m with opt, failing t on an error.
func run(t testing.TB, m *movement.Movement, opt Options) *Result {
	t.Helper()
	res, err := Run(context.Background(), m, opt)
	if err != nil {
		t.Fatalf("%s: %v", m.Name, err)
	}
	return res
}

// opts returns DefaultOptions with n sessions.
func opts(n int) Options {
	o := DefaultOptions()
	o.Sessions = n
	return o
}

// jsonOf returns v as JSON.
func jsonOf(t testing.TB, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// sessions plays sessions 0..n-1 of m on one workspace, calling adjust (if
// not nil) after the strengths are drawn and each(ws) after the session.
func sessions(t testing.TB, m *movement.Movement, opt Options, n int, adjust func(ws *workspace), each func(e *engine, ws *workspace)) {
	t.Helper()
	e, err := compile(context.Background(), m)
	if err != nil {
		t.Fatal(err)
	}
	ws := e.workspace()
	for i := range n {
		e.draw(ws, opt, i)
		if adjust != nil {
			adjust(ws)
		}
		e.play(ws, opt)
		each(e, ws)
	}
}

// seatingM returns the movement of the seating plan of p.
func seatingM(t testing.TB, p seating.Problem) *movement.Movement {
	t.Helper()
	res, err := seating.Solve(context.Background(), p, seating.Options{Seed: 1, Effort: 20000})
	if err != nil {
		t.Fatal(err)
	}
	m, err := res.Movement()
	if err != nil {
		t.Fatal(err)
	}
	return m
}
