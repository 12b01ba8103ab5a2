package cards_test

import (
	"context"
	"errors"
	"reflect"
	"testing"

	"github.com/movegen/movegen/export/cards"
	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/export/sheet"
	"github.com/movegen/movegen/movement"
)

// composeEach is the document ComposeHead and ComposeEach make.
func composeEach(t *testing.T, b *cards.Book, p *i18n.Printer, opt cards.ComposeOptions) *sheet.Document {
	t.Helper()
	d := cards.ComposeHead(b, p, opt)
	if err := cards.ComposeEach(context.Background(), b, p, opt, func(s sheet.Sheet) error {
		d.Sheets = append(d.Sheets, s)
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	return d
}

// TestComposeEachIsCompose: the sheets made one at a time are Compose's
// document, in every language, for every generator and the teams'
// movements, whether or not the book's cards go as their sheets are made
// (Release) or are made as their sheets are (BuildLater); with Release
// the book's cards are gone after, and Compose itself leaves the book as
// it was.
func TestComposeEachIsCompose(t *testing.T) {
	all := generated(t)
	for name, m := range teamsMovements(t) {
		all[name] = m
	}
	for name, m := range all {
		for _, lang := range i18n.Langs() {
			p := i18n.New(lang)
			opt := cards.ComposeOptions{Event: "Cup", What: cards.All(), Names: true}
			want, err := cards.Compose(context.Background(), mustBuild(t, m), p, opt)
			if err != nil {
				t.Fatal(err)
			}
			if got := composeEach(t, mustBuild(t, m), p, opt); !reflect.DeepEqual(got, want) {
				t.Errorf("%s %s: ComposeEach's document is not Compose's", name, lang)
			}
			b := mustBuild(t, m)
			opt.Release = true
			if _, err := cards.Compose(context.Background(), b, p, opt); err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(b, mustBuild(t, m)) {
				t.Errorf("%s %s: Compose with Release changed the book", name, lang)
			}
			if got := composeEach(t, b, p, opt); !reflect.DeepEqual(got, want) {
				t.Errorf("%s %s: ComposeEach's document with Release is not Compose's", name, lang)
			}
			later, err := cards.BuildLater(context.Background(), m, opt.What)
			if err != nil {
				t.Fatal(err)
			}
			if later.Contestants != nil {
				t.Errorf("%s %s: BuildLater made the contestant cards", name, lang)
			}
			if got := composeEach(t, later, p, opt); !reflect.DeepEqual(got, want) {
				t.Errorf("%s %s: ComposeEach's document of a BuildLater book is not Compose's", name, lang)
			}
			for i, c := range b.Tables {
				if !reflect.DeepEqual(c, cards.TableCard{}) {
					t.Errorf("%s %s: table card %d kept after Release", name, lang, i)
					break
				}
			}
			for i, c := range b.Contestants {
				if !reflect.DeepEqual(c, cards.ContestantCard{}) {
					t.Errorf("%s %s: contestant card %d kept after Release", name, lang, i)
					break
				}
			}
		}
	}
}

// TestComposeEachStops: add's error stops ComposeEach and is its error;
// a stopped context is its error too; MoreTables stops the table cards.
func TestComposeEachStops(t *testing.T) {
	var m *movement.Movement
	for _, x := range generated(t) {
		m = x
		break
	}
	b := mustBuild(t, m)
	p := i18n.New(i18n.English)
	full := cards.ComposeOptions{What: cards.All()}
	bad := errors.New("full")
	n := 0
	err := cards.ComposeEach(context.Background(), b, p, full, func(sheet.Sheet) error {
		n++
		if n == 2 {
			return bad
		}
		return nil
	})
	if !errors.Is(err, bad) || n != 2 {
		t.Errorf("add's error: got %v after %d sheets, want %v after 2", err, n, bad)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if err := cards.ComposeEach(ctx, b, p, full, func(sheet.Sheet) error { return nil }); !errors.Is(err, context.Canceled) {
		t.Errorf("stopped: got %v, want %v", err, context.Canceled)
	}
	tables := 0
	one := cards.ComposeOptions{What: cards.What{Tables: true}, MoreTables: func(*sheet.Sheet) bool { return false }}
	if err := cards.ComposeEach(context.Background(), b, p, one, func(sheet.Sheet) error { tables++; return nil }); err != nil || tables != 1 {
		t.Errorf("MoreTables false: %d table cards (%v), want 1", tables, err)
	}
}
