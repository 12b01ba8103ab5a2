package cards_test

import (
	"context"
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/movegen/movegen/export/cards"
	"github.com/movegen/movegen/export/cards/samples"
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
