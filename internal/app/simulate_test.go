package app

import (
	"context"
	"errors"
	"net/url"
	"testing"
	"time"

	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/movement/mitchell"
	"github.com/movegen/movegen/movement/simulate"
)

// TestNewSimulation: the simulation fields read from a form, the layer's
// rule for 0, the library's check naming the field, fields that need
// --simulate, and a command's own seed and time serving the simulation.
func TestNewSimulation(t *testing.T) {
	seating := FamilyOf("seating").Fields
	for _, tt := range []struct {
		name  string
		query string
		own   []Field
		want  *Simulation // nil with wantErr "" : no simulation
		err   string      // the error as the command line prints it
	}{
		{"none", "", nil, nil, ""},
		{"defaults", "simulate=500", nil, &Simulation{Options: simulate.Options{Sessions: 500, Spread: 0.25, Noise: 1, Seed: 1}, Time: 10 * time.Second}, ""},
		{"every field", "simulate=20&spread=0.5&seed=9&time=0", nil, &Simulation{Options: simulate.Options{Sessions: 20, Spread: 0.5, Noise: 1, Seed: 9}}, ""},
		{"zero sessions", "simulate=0", nil, nil, "--simulate 0: 0 is not a value here; leave it out for the default"},
		{"negative sessions", "simulate=-3", nil, nil, "--simulate -3: -3 sessions: want 1 to 10000000"},
		{"not a number", "simulate=ten", nil, nil, `--simulate "ten": want a whole number`},
		{"negative spread", "simulate=10&spread=-0.1", nil, nil, "--spread -0.1: strength spread -0.1: want a number 0 or more"},
		{"zero spread", "simulate=10&spread=0", nil, nil, "--spread 0: 0 is not a value here; leave it out for the default"},
		{"spread alone", "spread=0.3", nil, nil, "--spread: needs --simulate: it sets the simulation"},
		{"time alone", "time=3s", nil, nil, "--time: needs --simulate: it sets the simulation"},
		{"a search's own seed", "seed=4", seating, nil, ""},
		{"a search's own seed serves both", "seed=4&simulate=10", seating, &Simulation{Options: simulate.Options{Sessions: 10, Spread: 0.25, Noise: 1, Seed: 4}, Time: 10 * time.Second}, ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			q, _ := url.ParseQuery(tt.query)
			v, err := FromQuery(q, SimulateFields()...)
			var sim *Simulation
			if err == nil {
				sim, err = NewSimulation(v, tt.own)
			}
			switch {
			case tt.err != "":
				var e *Error
				if !errors.As(err, &e) || e.Error() != tt.err {
					t.Fatalf("error %v, want the request error %q", err, tt.err)
				}
			case err != nil:
				t.Fatal(err)
			case (sim == nil) != (tt.want == nil):
				t.Fatalf("simulation %+v, want %+v", sim, tt.want)
			case sim != nil && (sim.Options.Sessions != tt.want.Options.Sessions || sim.Options.Spread != tt.want.Options.Spread ||
				sim.Options.Noise != tt.want.Options.Noise || sim.Options.Seed != tt.want.Options.Seed || sim.Time != tt.want.Time):
				t.Errorf("simulation %+v, want %+v", *sim, *tt.want)
			}
		})
	}
}

// TestSimulationRun: the layer's run gives the library's figures; a stop
// before the first sessions wraps the context's error; a seating plan
// without sets says why in either language.
func TestSimulationRun(t *testing.T) {
	m, err := mitchell.Generate(mitchell.Options{Tables: 5})
	if err != nil {
		t.Fatal(err)
	}
	sim := &Simulation{Options: simulate.Options{Sessions: 200, Spread: 0.25, Noise: 1, Seed: 3}}
	got, err := sim.Run(context.Background(), m, nil)
	if err != nil {
		t.Fatal(err)
	}
	want, err := simulate.Run(context.Background(), m, sim.Options)
	if err != nil {
		t.Fatal(err)
	}
	if got.Best != want.Best || got.Sessions != 200 || got.Partial {
		t.Errorf("layer %+v, library %+v", got.Best, want.Best)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := sim.Run(ctx, m, nil); !errors.Is(err, context.Canceled) {
		t.Errorf("stopped run: %v, want context.Canceled", err)
	}
	res, err := FamilyOf("seating").Generate(context.Background(), mustQuery(t, "players=16&per-table=4&rounds=5", FamilyOf("seating").Fields), GenerateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	_, err = sim.Run(context.Background(), res.Movement, nil)
	for lang, want := range map[string]string{"en": "No simulation: it schedules no board sets.", "ru": "Моделирования нет: в нём нет комплектов сдач."} {
		if got, ok := NotSimulableText(i18n.New(lang), err); !ok || got != want {
			t.Errorf("%s: %q, %v; want %q", lang, got, ok, want)
		}
	}
}

func mustQuery(t *testing.T, query string, fields []Field) *Values {
	t.Helper()
	q, _ := url.ParseQuery(query)
	v, err := FromQuery(q, fields...)
	if err != nil {
		t.Fatal(err)
	}
	return v
}
