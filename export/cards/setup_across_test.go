package cards

import (
	"strings"
	"testing"

	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/mitchell"
)

// TestSetupSaysTheScorersTableNumbers: a movement whose sections are one
// field (a web, a twin Mitchell) is written to a scorer's file as one
// section numbered across the room, so its setup sheet says which number
// each table takes there (A1–A13 are 1–13, D1 is 14, F1 is 15), in en, ru
// and zh; a plain Mitchell and sections that are fields of their own
// (written with their letters, or refused) get no such part.
func TestSetupSaysTheScorersTableNumbers(t *testing.T) {
	gen := func(m *movement.Movement, err error) *movement.Movement {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
		return m
	}
	web := gen(mitchell.GenerateWeb(mitchell.WebOptions{Tables: 15}))
	twin := gen(mitchell.GenerateTwin(mitchell.TwinOptions{Tables: 6}))
	plain := gen(mitchell.Generate(mitchell.Options{Tables: 7}))
	sections := gen(mitchell.GenerateSections(mitchell.SectionOptions{Pairs: 30, Sections: 2}))
	for _, c := range []struct {
		name string
		m    *movement.Movement
		want map[string]string // language → a piece of the line; nil: no part
	}{
		{"web 15", web, map[string]string{
			i18n.English: "it numbers the tables from 1 to 15 across the room: A1–A13\u00a0are\u00a01–13, D1\u00a0is\u00a014, F1\u00a0is\u00a015.",
			i18n.Russian: "столы пронумерованы от 1 до 15 по всему залу: A1–A13\u00a0—\u00a0это\u00a01–13, D1\u00a0—\u00a0это\u00a014, F1\u00a0—\u00a0это\u00a015.",
			i18n.Chinese: "全场的桌从1到15连续编号，A1–A13为1–13号、D1为14号、F1为15号。",
		}},
		{"twin 6", twin, map[string]string{
			i18n.English: "from 1 to 6 across the room: A1–A3\u00a0are\u00a01–3, D1–D3\u00a0are\u00a04–6.",
		}},
		{"mitchell 7", plain, nil},
		{"two sections", sections, nil},
	} {
		b, err := Build(c.m)
		if err != nil {
			t.Fatal(err)
		}
		for _, lang := range i18n.Langs() {
			p := i18n.New(lang)
			heading := p.T("Table numbers for the scorer")
			var line string
			found := false
			for _, part := range SetupSheet(p, b) {
				if part.Heading == heading {
					found = true
					line = strings.Join(part.Lines, " ")
				}
			}
			want, ok := c.want[lang]
			switch {
			case c.want == nil && found:
				t.Errorf("%s %s: a part %q: %s", c.name, lang, heading, line)
			case c.want != nil && !found:
				t.Errorf("%s %s: no part %q", c.name, lang, heading)
			case ok && !strings.Contains(line, want):
				t.Errorf("%s %s: %q, want %q in it", c.name, lang, line, want)
			}
		}
	}
}

// TestCopiesLineNamesTheFew: the copies line says the number most sets
// need and names only the sets that need another (the 15-table web needs
// 2 copies of every set and 3 of set 7, not "one copy of each set, except"
// a list of all thirteen).
func TestCopiesLineNamesTheFew(t *testing.T) {
	p := i18n.New(i18n.English)
	for _, c := range []struct {
		copies []int
		want   string
	}{
		{[]int{1, 1, 1}, "One copy of each set."},
		{nil, "One copy of each set."},
		{[]int{3, 3}, "Make 3 copies of every set."},
		{[]int{2, 2, 3, 2}, "Make 2 copies of every set, except set 3: 3 copies."},
		{[]int{1, 2, 1, 1}, "One copy of each set, except set 2: 2 copies."},
		{[]int{2, 1, 2, 2}, "Make 2 copies of every set, except set 2: one copy."},
		{[]int{1, 2}, "One copy of each set, except set 2: 2 copies."}, // a tie: the smaller
		{[]int{2, 3, 3, 2}, "Make 2 copies of every set, except set 2: 3 copies; set 3: 3 copies."},
	} {
		if got := copiesLine(p, c.copies); got != c.want {
			t.Errorf("%v: %q, want %q", c.copies, got, c.want)
		}
	}
	ru := i18n.New(i18n.Russian)
	if got, want := copiesLine(ru, []int{2, 1, 2}), "Сделайте по 2 копии каждого комплекта, кроме: комплект 2: одна копия."; got != want {
		t.Errorf("ru: %q, want %q", got, want)
	}
}
