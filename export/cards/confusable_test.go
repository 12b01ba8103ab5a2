package cards_test

import (
	"context"
	"fmt"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/movegen/movegen/export/cards"
	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/howell"
	"github.com/movegen/movegen/movement/mitchell"
	"github.com/movegen/movegen/movement/preferans"
	seatplan "github.com/movegen/movegen/movement/seating"
	"github.com/movegen/movegen/movement/whist"
)

// lookAlike maps every character to the one it is taken for at arm's
// length: Cyrillic and Latin letters of one shape, and the letters read
// as digits (З/3, О/0, б/6, l/I/1, B/В/8, S/5, Z/2). The number signs #
// and № are one mark.
var lookAlike = map[rune]rune{
	'З': '3', 'з': '3', 'Э': '3', 'O': '0', 'О': '0', 'o': '0', 'о': '0', 'Q': '0', 'D': '0',
	'б': '6', 'G': '6', 'l': '1', 'I': '1', 'i': '1', '|': '1', 'І': '1', 'і': '1', 'L': '1',
	'B': '8', 'В': '8', 'в': '8', 'S': '5', 's': '5', 'Z': '2', 'z': '2',
	'А': 'A', 'а': 'A', 'Е': 'E', 'е': 'E', 'К': 'K', 'к': 'K', 'М': 'M', 'м': 'M',
	'Н': 'H', 'н': 'H', 'Р': 'P', 'р': 'P', 'С': 'C', 'с': 'C', 'Т': 'T', 'т': 'T',
	'Х': 'X', 'х': 'X', 'У': 'Y', 'у': 'Y', '№': '#',
}

// canon is how a label reads under every usual misreading: look-alikes
// made one, case ignored, spaces (ordinary or no-break) dropped.
func canon(s string) string {
	var sb strings.Builder
	for _, r := range s {
		if x, ok := lookAlike[r]; ok {
			r = x
		}
		r = []rune(strings.ToUpper(string(r)))[0]
		if r == ' ' || r == '\u00a0' || r == '\u202f' {
			continue
		}
		if x, ok := lookAlike[r]; ok {
			r = x
		}
		sb.WriteRune(r)
	}
	// Look-alikes of upper-case letters map again (О → 0 after ToUpper).
	out := []rune(sb.String())
	for i, r := range out {
		if x, ok := lookAlike[r]; ok {
			out[i] = x
		}
	}
	return string(out)
}

// placeShape reports whether label, misread, is a place of m: a number,
// maybe after one of m's section letters, followed by a seat of m in
// either language.
func placeShape(m *movement.Movement, label string) bool {
	return placeRe(m).MatchString(canon(label))
}

// placeRe is the pattern of placeShape for m, matched against canon.
func placeRe(m *movement.Movement) *regexp.Regexp {
	var secs []string
	for _, s := range m.Sections {
		secs = append(secs, regexp.QuoteMeta(canon(s.Name)))
	}
	prefix := ""
	if len(secs) > 0 {
		prefix = "(?:" + strings.Join(secs, "|") + ")?"
	}
	var seats []string
	for _, lang := range i18n.Langs() {
		p := i18n.New(lang)
		for _, s := range m.Seats {
			seats = append(seats, regexp.QuoteMeta(canon(cards.SeatName(p, s))))
		}
	}
	return regexp.MustCompile(`^` + prefix + `\d+(` + strings.Join(seats, "|") + `)$`)
}

// labelled lists movements of every generator over its tested range:
// pairs (Mitchell plain, even, with a phantom, in sections, web, rover,
// hesitation; Howell), individual bridge, preferans (full tables, with
// rests, several resting, Latin squares) and seating with lines.
func labelled(t *testing.T) map[string]*movement.Movement {
	t.Helper()
	out := map[string]*movement.Movement{}
	add := func(name string, m *movement.Movement, err error) {
		t.Helper()
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		out[name] = m
	}
	for tables := 3; tables <= 15; tables++ {
		m, err := mitchell.Generate(mitchell.Options{Tables: tables})
		add(fmt.Sprintf("mitchell-%d", tables), m, err)
		m, err = mitchell.Generate(mitchell.Options{Tables: tables, Pairs: 2*tables - 1})
		add(fmt.Sprintf("mitchell-%d-phantom", tables), m, err)
	}
	for _, o := range []mitchell.SectionOptions{{Pairs: 30, Sections: 2}, {Pairs: 43, Sections: 3, ShareBoards: true}, {Pairs: 52, Sections: 4}} {
		m, err := mitchell.GenerateSections(o)
		add(fmt.Sprintf("mitchell-sections-%d-%d", o.Pairs, o.Sections), m, err)
	}
	for _, tables := range []int{6, 10, 14, 18} {
		m, err := mitchell.GenerateWeb(mitchell.WebOptions{Tables: tables})
		add(fmt.Sprintf("mitchell-web-%d", tables), m, err)
	}
	for _, tables := range []int{5, 7, 9} {
		m, err := mitchell.GenerateRover(mitchell.RoverOptions{Tables: tables})
		add(fmt.Sprintf("mitchell-rover-%d", tables), m, err)
		m, err = mitchell.GenerateHesitation(mitchell.HesitationOptions{Tables: tables})
		add(fmt.Sprintf("mitchell-hesitation-%d", tables), m, err)
	}
	for pairs := 4; pairs <= 20; pairs++ {
		m, err := howell.Generate(howell.Options{Pairs: pairs})
		add(fmt.Sprintf("howell-%d", pairs), m, err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	for _, players := range []int{8, 9, 12, 13, 16, 17, 21, 24, 25, 29, 32, 33} {
		res, err := whist.Generate(ctx, whist.Options{Players: players})
		if err != nil {
			t.Fatalf("individual %d: %v", players, err)
		}
		add(fmt.Sprintf("individual-%d", players), res.Movement, nil)
	}
	for _, o := range []preferans.Options{
		{Tables: 3}, {Tables: 5}, {Tables: 7}, {Tables: 8}, {Tables: 12}, {Tables: 13},
		{Tables: 5, Seats: 3}, {Tables: 7, Seats: 3},
		{Players: 9}, {Players: 13}, {Players: 16}, {Players: 17}, {Players: 21}, {Players: 29},
		{Players: 11}, {Players: 10},
	} {
		res, err := preferans.Generate(ctx, o)
		if err != nil {
			t.Fatalf("preferans %+v: %v", o, err)
		}
		add(fmt.Sprintf("preferans-%d-tables-%d-players-%d-seats", o.Tables, o.Players, o.Seats), res.Movement, nil)
	}
	for _, p := range []seatplan.Problem{{Players: 10, TableSizes: []int{4, 4}, Rounds: 4, Lines: true}, {Players: 12, TableSizes: []int{4, 4, 4}, Rounds: 3}} {
		sr, err := seatplan.Solve(ctx, p, seatplan.Options{Seed: 1, Effort: 2000, Workers: 1})
		if err != nil {
			t.Fatalf("seating %d: %v", p.Players, err)
		}
		m, err := sr.Movement()
		add(fmt.Sprintf("seating-%d", p.Players), m, err)
	}
	return out
}

// TestLabelsNeverConfusable: in every generator's output, in English and
// Russian, no two contestants' printed labels read alike under the usual
// misreadings (canon), no label reads as a place of the movement, and a
// player who has no seat in round 1 has a label of another shape than
// those who have one.
func TestLabelsNeverConfusable(t *testing.T) {
	ms := labelled(t)
	checked := 0
	for name, m := range ms {
		labels := cards.PersonLabels(m)
		place := placeRe(m)
		seated := map[int]bool{}
		for _, p := range m.Play {
			if p.Round == 1 {
				for _, c := range p.Seats {
					seated[c] = true
				}
			}
		}
		for _, lang := range i18n.Langs() {
			p := i18n.New(lang)
			seen := map[string]string{}
			for c := 1; c <= m.Contestants; c++ {
				text := cards.LabelText(p, labels[c-1])
				checked++
				key := canon(text)
				if other, ok := seen[key]; ok {
					t.Errorf("%s/%s: %q and %q read alike (%s)", name, lang, other, text, key)
				}
				seen[key] = text
				if place.MatchString(key) {
					t.Errorf("%s/%s: label %q reads as a place", name, lang, text)
				}
				if m.Kind != movement.Pairs && strings.HasPrefix(text, p.T("P")) {
					// A player keeps his number whether he starts
					// seated or resting (issue 36: "#37", never "P1").
					t.Errorf("%s/%s: player %d (%q, seated in round 1 %t) has a rest-shaped label", name, lang, c, text, seated[c])
				}
			}
		}
	}
	t.Logf("%d movements, %d labels checked", len(ms), checked)
}

// TestPlaceShapeCatches makes sure the checks are not blind: the labels
// the cards used to print read as places or as each other.
func TestPlaceShapeCatches(t *testing.T) {
	m := &movement.Movement{Kind: movement.Individual, Seats: movement.CompassSeats(), Tables: 3}
	for _, l := range []string{"1 З", "13", "1З", "12 В", "128", "3S", "35"} {
		if !placeShape(m, l) {
			t.Errorf("%q does not read as a place", l)
		}
	}
	for _, l := range []string{"#13", "№13", "Р1", "P1", "NS 3", "СЮ 3"} {
		if placeShape(m, l) {
			t.Errorf("%q reads as a place", l)
		}
	}
	pairs := [][2]string{{"1 З", "13"}, {"№13", "#13"}, {"Р1", "P1"}, {"1O", "10"}, {"б", "6"}, {"l1", "11"}, {"B8", "88"}}
	for _, pr := range pairs {
		if canon(pr[0]) != canon(pr[1]) {
			t.Errorf("%q and %q should read alike", pr[0], pr[1])
		}
	}
}
