package text

import (
	"bytes"
	"context"
	"path/filepath"
	"strings"
	"testing"

	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/howell"
	"github.com/movegen/movegen/movement/mitchell"
	"github.com/movegen/movegen/movement/simulate"
)

// TestSimulationGolden prints the figures of a two-field Mitchell (with
// the overall ranking), a one-field Howell and a stopped run, in English
// and Russian.
func TestSimulationGolden(t *testing.T) {
	mi, err := mitchell.Generate(mitchell.Options{Tables: 7})
	if err != nil {
		t.Fatal(err)
	}
	ho, err := howell.Generate(howell.Options{Pairs: 8})
	if err != nil {
		t.Fatal(err)
	}
	opt := simulate.DefaultOptions()
	opt.Sessions = 2000
	var results []*simulate.Result
	for _, m := range []*movement.Movement{mi, ho} {
		res, err := simulate.Run(context.Background(), m, opt)
		if err != nil {
			t.Fatal(err)
		}
		results = append(results, res)
	}
	stopped := *results[1]
	stopped.Partial, stopped.Requested = true, 10000
	results = append(results, &stopped)
	for _, lang := range []string{"en", "ru"} {
		var b bytes.Buffer
		for i, res := range results {
			if i > 0 {
				b.WriteString("\n")
			}
			if err := WriteSimulation(&b, res, Options{Printer: i18n.New(lang)}); err != nil {
				t.Fatal(err)
			}
		}
		out := b.String()
		if lang == "ru" && strings.Contains(out, "strongest") {
			t.Error("the Russian figures contain English words")
		}
		golden(t, filepath.Join("testdata", "simulate."+lang+".golden"), b.Bytes())
	}
	if err := WriteSimulation(failWriter{}, results[0], Options{}); err == nil {
		t.Error("WriteSimulation ignored a write error")
	}
}
