package preferans

import (
	"context"
	"testing"

	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/design"
)

// The sentences kept as data say exactly what the English fields say, for
// every method and for --players requests.
func TestResultTexts(t *testing.T) {
	tests := []Options{
		{Tables: 7}, {Tables: 8}, {Tables: 4, Seats: 3}, {Tables: 6, Method: ExtraMove},
		{Tables: 7, Method: ExtraMove}, {Tables: 6}, {Tables: 11, Rounds: 6},
		{Players: 13}, {Players: 9}, {Players: 7, Seats: 3}, {Players: 13, Rounds: 5},
	}
	for _, o := range tests {
		res, err := Generate(context.Background(), o)
		if err != nil {
			t.Fatalf("%+v: %v", o, err)
		}
		for _, c := range []struct {
			name, s string
			t       movement.Text
		}{{"layout", res.Layout, res.LayoutText}, {"why", res.Why, res.WhyText}, {"promise", res.Promise, res.PromiseText}} {
			if c.t.Format == "" || c.t.String() != c.s {
				t.Errorf("%+v: %s text %q (format %q) differs from %q", o, c.name, c.t.String(), c.t.Format, c.s)
			}
		}
	}
}

// sourceText rebuilds every rest scheme's Source as a translatable Text
// with the same words; a Source it does not know would reach the director
// untranslated.
func TestSourceText(t *testing.T) {
	for _, k := range []int{3, 4} {
		for v := k + 1; v <= 100; v += k {
			s, err := design.NewRestScheme(v, k)
			if err != nil {
				continue
			}
			got := sourceText(s, v, k)
			if got.String() != s.Source || got.Format == "%s" {
				t.Errorf("%d players at tables of %d: text %q (format %q), source %q", v, k, got, got.Format, s.Source)
			}
		}
	}
}
