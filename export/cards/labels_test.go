package cards_test

import (
	"context"
	"strconv"
	"strings"
	"testing"

	"github.com/movegen/movegen/export/cards"
	"github.com/movegen/movegen/export/cards/samples"
	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/export/sheet"
	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/preferans"
)

// TestRestMarkNeverALabel: a rest scheme may label a player "P", the
// book's rest mark. The cards must say "rest" only where the schedule has
// a rest: every cell that shows the rest mark in a seat or route column is
// a sit-out of the schedule, and the player labelled "P" is shown by
// number.
func TestRestMarkNeverALabel(t *testing.T) {
	res, err := preferans.Generate(context.Background(), preferans.Options{Players: 9, Method: preferans.Rest})
	if err != nil {
		t.Fatal(err)
	}
	m := res.Movement
	// Force the collision whatever label scheme the generator uses.
	m = m.Clone()
	if m.Labels == nil {
		m.Labels = map[int]string{}
	}
	m.Labels[9] = "P"
	b, err := cards.Build(m)
	if err != nil {
		t.Fatal(err)
	}
	for _, lang := range i18n.Langs() {
		p := i18n.New(lang)
		mark := p.T("P")
		if got := cards.Name(p, b, 9); got != "9" {
			t.Errorf("%s: player 9 is printed %q, want 9", lang, got)
		}
		grid := m.Grid()
		for _, card := range b.Tables {
			if card.Table == 0 {
				continue
			}
			rows := cards.TableGrid(p, b, card)
			for _, row := range rows[1:] {
				for i := range card.Seats {
					cell := row[1+i]
					if cell == mark || cell == "P" {
						t.Errorf("%s: table %d round %s seat %s shows the rest mark %q as a player", lang, card.Table, row[0], card.Seats[i], cell)
					}
				}
			}
		}
		// Every rest the sit-out card names is a rest of the schedule.
		for _, card := range b.Tables {
			if card.Table != 0 {
				continue
			}
			for _, row := range card.Rows {
				for _, o := range row.Occupants {
					for _, play := range grid[row.Round-1] {
						if play != nil && play.Contestant(m.Seats, movement.N) == o.Contestant {
							t.Errorf("round %d: %d rests on the card but sits at table %d", row.Round, o.Contestant, play.Table)
						}
					}
				}
			}
		}
		if text := bookText(t, b, p, cards.What{Chart: true}, ""); strings.Contains(text, "–"+mark+"–") || strings.Contains(text, "–P–") {
			t.Errorf("%s: the chart shows the rest mark inside a table:\n%s", lang, text)
		}
	}
}

// TestLabelText: person labels take the language's marks ("#7" is "№7",
// "P1" is "Р1", "NS 3" is "СЮ 3" with a no-break space), a generator's
// raw pair label is turned round into the person shape ("3 EW" is "EW
// 3"), and any other label is kept as written.
func TestLabelText(t *testing.T) {
	const nbsp = "\u00a0"
	tests := []struct {
		label, en, ru string
	}{
		{"#7", "#7", "№7"},
		{"#13", "#13", "№13"},
		{"P1", "P1", "Р1"},
		{"NS 3", "NS" + nbsp + "3", "СЮ" + nbsp + "3"},
		{"EW A3", "EW" + nbsp + "A3", "ВЗ" + nbsp + "A3"},
		{"3 EW", "EW" + nbsp + "3", "ВЗ" + nbsp + "3"},
		{"12 NS", "NS" + nbsp + "12", "СЮ" + nbsp + "12"},
		{"7", "7", "7"},
		{"Smith", "Smith", "Smith"},
		{"#", "#", "#"}, // no number: a name
		{"P", "P", "P"}, // the rest mark itself is never a label (PersonLabels)
		{"", "", ""},    // no label
		{"1  N", "1  N", "1  N"},
	}
	en, ru := i18n.New(i18n.English), i18n.New(i18n.Russian)
	for _, tt := range tests {
		if got := cards.LabelText(en, tt.label); got != tt.en {
			t.Errorf("en LabelText(%q) = %q, want %q", tt.label, got, tt.en)
		}
		if got := cards.LabelText(ru, tt.label); got != tt.ru {
			t.Errorf("ru LabelText(%q) = %q, want %q", tt.label, got, tt.ru)
		}
	}
}

// TestSeatTagKeepsZApartFromDigits: a seat letter never touches a table
// number, or "1З" reads as 13: a no-break space in both languages.
func TestSeatTagKeepsZApartFromDigits(t *testing.T) {
	tests := []struct {
		lang  string
		table int
		seat  movement.Seat
		want  string
	}{
		{i18n.English, 3, movement.S, "3\u00a0S"},
		{i18n.English, 12, movement.W, "12\u00a0W"},
		{i18n.Russian, 1, movement.W, "1\u00a0З"},
		{i18n.Russian, 6, movement.N, "6\u00a0С"},
	}
	for _, tt := range tests {
		if got := cards.SeatTag(i18n.New(tt.lang), tt.table, tt.seat); got != tt.want {
			t.Errorf("%s SeatTag(%d, %s) = %q, want %q", tt.lang, tt.table, tt.seat, got, tt.want)
		}
	}
}

// TestBoardsGridFollowsTheLaws checks the boards list against the laws'
// rule, written out here independently: board n has dealer N, E, S, W for
// n mod 4 = 1, 2, 3, 0, and vulnerability repeating every 16 boards (none
// on 1, 8, 11, 14; NS on 2, 5, 12, 15; EW on 3, 6, 9, 16; both on 4, 7,
// 10, 13). Preferans lists no vulnerability.
func TestBoardsGridFollowsTheLaws(t *testing.T) {
	vul := map[int]string{}
	for _, n := range []int{1, 8, 11, 14} {
		vul[n] = "None"
	}
	for _, n := range []int{2, 5, 12, 15} {
		vul[n] = "NS"
	}
	for _, n := range []int{3, 6, 9, 16} {
		vul[n] = "EW"
	}
	for _, n := range []int{4, 7, 10, 13} {
		vul[n] = "Both"
	}
	dealer := []string{"W", "N", "E", "S"}
	m, err := samples.Mitchell(7, samples.Plain)
	if err != nil {
		t.Fatal(err)
	}
	b, err := cards.Build(m)
	if err != nil {
		t.Fatal(err)
	}
	p := i18n.New(i18n.English)
	rows := cards.BoardsGrid(p, b)
	if want := m.Sets*m.BoardsPerSet + 1; len(rows) != want {
		t.Fatalf("%d rows, want %d (header and one per board)", len(rows), want)
	}
	for i, row := range rows[1:] {
		n := i + 1
		set := (n-1)/m.BoardsPerSet + 1
		want := []string{strconv.Itoa(n), strconv.Itoa(set), dealer[n%4], vul[(n-1)%16+1]}
		if strings.Join(row, "|") != strings.Join(want, "|") {
			t.Errorf("board %d: %v, want %v", n, row, want)
		}
	}
	pm, err := samples.PreferansRotation(5)
	if err != nil {
		t.Fatal(err)
	}
	pb, err := cards.Build(pm)
	if err != nil {
		t.Fatal(err)
	}
	ru := i18n.New(i18n.Russian)
	prow := cards.BoardsGrid(ru, pb)
	if got := strings.Join(prow[0], "|"); got != "Сдача|Комплект|Сдающий" {
		t.Errorf("preferans header %q, want board, set and dealer only", got)
	}
	// Each set's deals are dealt by N, E, S, W in turn: every player is
	// the dealer once per round.
	for i, row := range prow[1:] {
		if want := []string{"С", "В", "Ю", "З"}[i%4]; row[2] != want {
			t.Errorf("deal %s: dealer %s, want %s", row[0], row[2], want)
		}
	}
}

// TestDocumentNames: the names a document gives a page's heat maps
// (ComposeOptions.Names) are the names its "where each contestant plays"
// sheet begins its rows with, contestant by contestant, in every
// language, a rest scheme's player labelled with the rest mark included;
// and a document not asked for them has none.
func TestDocumentNames(t *testing.T) {
	res, err := preferans.Generate(context.Background(), preferans.Options{Players: 9, Method: preferans.Rest})
	if err != nil {
		t.Fatal(err)
	}
	rest := res.Movement.Clone()
	if rest.Labels == nil {
		rest.Labels = map[int]string{}
	}
	rest.Labels[9] = "P"
	for name, m := range map[string]*movement.Movement{
		"mitchell5": samples.Must(samples.Mitchell(5, samples.Plain)),
		"howell4":   samples.Must(samples.Howell4()),
		"rest9":     rest,
	} {
		b, err := cards.Build(m)
		if err != nil {
			t.Fatal(err)
		}
		for _, lang := range i18n.Langs() {
			p := i18n.New(lang)
			d, err := cards.Compose(context.Background(), b, p, cards.ComposeOptions{What: cards.What{Chart: true}, Names: true})
			if err != nil {
				t.Fatal(err)
			}
			where := d.Of(sheet.KindWhere)
			if len(where) != 1 || len(where[0].Grid.Rows) != m.Contestants || len(d.Names) != m.Contestants {
				t.Fatalf("%s %s: %d where sheets, %d names for %d contestants", name, lang, len(where), len(d.Names), m.Contestants)
			}
			for c, row := range where[0].Grid.Rows {
				if row[0].Text != d.Names[c] || d.Names[c] == "" {
					t.Errorf("%s %s: contestant %d is %q on the where sheet, %q in the names", name, lang, c+1, row[0].Text, d.Names[c])
				}
			}
			plain, err := cards.Compose(context.Background(), b, p, cards.ComposeOptions{})
			if err != nil {
				t.Fatal(err)
			}
			if plain.Names != nil {
				t.Errorf("%s %s: names given unasked: %q", name, lang, plain.Names)
			}
		}
	}
}
