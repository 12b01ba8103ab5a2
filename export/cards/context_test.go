package cards_test

import (
	"context"
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/movegen/movegen/export/cards"
	"github.com/movegen/movegen/export/cards/samples"
	"github.com/movegen/movegen/export/i18n"
)

// TestBuildContext: BuildContext builds the same book as Build, gives up
// with an error wrapping context.Canceled once ctx has ended, and still
// refuses an invalid movement naming its first error and counting the
// others.
func TestBuildContext(t *testing.T) {
	m := samples.Must(samples.Mitchell(7, samples.Plain))
	want, err := cards.Build(m)
	if err != nil {
		t.Fatal(err)
	}
	got, err := cards.BuildContext(context.Background(), m)
	if err != nil || !reflect.DeepEqual(got, want) {
		t.Fatalf("BuildContext differs from Build (error %v)", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if b, err := cards.BuildContext(ctx, m); !errors.Is(err, context.Canceled) || b != nil {
		t.Errorf("after the stop: book %v, error %v; want none and context.Canceled", b != nil, err)
	}
	bad := samples.Must(samples.Mitchell(7, samples.Plain))
	for i := range bad.Play {
		bad.Play[i].Set = 1 // 14 pairs repeat set 1 in each of rounds 2 to 7
	}
	_, err = cards.Build(bad)
	if err == nil || !strings.Contains(err.Error(), "repeat-set") || !strings.Contains(err.Error(), "(and 83 more errors)") {
		t.Errorf("invalid movement: %v; want its first error and 83 more", err)
	}
}

// TestBuildWhat: BuildWhat makes the same book as Build, without the
// contestant cards when what leaves them out; the workbook and the table
// cards drawn from it are the same as from the whole book.
func TestBuildWhat(t *testing.T) {
	m := samples.Must(samples.Mitchell(7, samples.Plain))
	whole, err := cards.Build(m)
	if err != nil {
		t.Fatal(err)
	}
	all, err := cards.BuildWhat(context.Background(), m, cards.All())
	if err != nil || !reflect.DeepEqual(all, whole) {
		t.Fatalf("BuildWhat with everything differs from Build (error %v)", err)
	}
	what := cards.All()
	what.Contestants = false
	part, err := cards.BuildWhat(context.Background(), m, what)
	if err != nil {
		t.Fatal(err)
	}
	if part.Contestants != nil || len(whole.Contestants) != 14 {
		t.Fatalf("%d contestant cards without them, %d with", len(part.Contestants), len(whole.Contestants))
	}
	part.Contestants = whole.Contestants
	if !reflect.DeepEqual(part, whole) {
		t.Error("leaving the contestant cards out changed the rest of the book")
	}
}

// TestGridContext: the chart and routes grids made with a live context
// are ChartGrid's and RoutesGrid's; with an ended one they give the
// context's error and no grid.
func TestGridContext(t *testing.T) {
	b, err := cards.Build(samples.Must(samples.Mitchell(7, samples.Plain)))
	if err != nil {
		t.Fatal(err)
	}
	p := i18n.New(i18n.English)
	chart, err := cards.ChartGridContext(context.Background(), p, b)
	if err != nil || !reflect.DeepEqual(chart, cards.ChartGrid(p, b)) {
		t.Errorf("ChartGridContext differs from ChartGrid (error %v)", err)
	}
	routes, err := cards.RoutesGridContext(context.Background(), p, b)
	if err != nil || !reflect.DeepEqual(routes, cards.RoutesGrid(p, b)) {
		t.Errorf("RoutesGridContext differs from RoutesGrid (error %v)", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if g, err := cards.ChartGridContext(ctx, p, b); g != nil || !errors.Is(err, context.Canceled) {
		t.Errorf("chart after the stop: %d rows, error %v", len(g), err)
	}
	if g, err := cards.RoutesGridContext(ctx, p, b); g != nil || !errors.Is(err, context.Canceled) {
		t.Errorf("routes after the stop: %d rows, error %v", len(g), err)
	}
}
