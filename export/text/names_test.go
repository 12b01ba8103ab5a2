package text_test

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"github.com/movegen/movegen/export/cards"
	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/export/text"
	"github.com/movegen/movegen/movement/preferans"
	"github.com/movegen/movegen/movement/replan"
)

// TestReplanNamesAsTheCards: the notes of a re-planned session name a
// contestant as his cards do (cards.Names: "№10" in Russian), not by the
// movement's own label ("3 В", a place the cards never print), and so
// does its list of new instructions.
func TestReplanNamesAsTheCards(t *testing.T) {
	res, err := preferans.Generate(context.Background(), preferans.Options{Tables: 5, Seats: 4})
	if err != nil {
		t.Fatal(err)
	}
	m := res.Movement
	out, err := replan.Replan(context.Background(), m, replan.Options{From: 3, Remove: []int{10}})
	if err != nil {
		t.Fatal(err)
	}
	for _, lang := range i18n.Langs() {
		p := i18n.New(lang)
		var buf bytes.Buffer
		if err := text.WriteReplan(&buf, out, text.Options{Printer: p}); err != nil {
			t.Fatal(err)
		}
		name := cards.Names(p, out.Movement)[9]
		leaves := p.Sprintf("%s leaves after round %d.", name, 2)
		if !strings.Contains(buf.String(), "  "+leaves+"\n") {
			t.Errorf("%s: no note %q in\n%s", lang, leaves, buf.String())
		}
	}
}
