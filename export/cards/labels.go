package cards

import (
	"regexp"
	"strconv"
	"strings"

	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/movement"
)

// restMarks are the book's marks for a resting player, Latin and Cyrillic:
// a contestant label equal to one of them would read as a rest on a card.
var restMarks = map[string]bool{"P": true, "Р": true}

// Label returns the name the cards print for contestant c: its label, or
// its number when the label would be mistaken for the rest mark (a rest
// scheme that labels a player "P"). Whether a contestant rests is always
// read from the schedule, never from a label.
func (b *Book) Label(c int) string { return displayLabel(b.Movement, c) }

func displayLabel(m *movement.Movement, c int) string {
	l := m.Label(c)
	if restMarks[l] {
		return strconv.Itoa(c)
	}
	return l
}

// seatLabelRe matches a label made of a table number and a seat ("3S",
// "1 NS"), maybe after a section letter ("B3 EW"), whose seat letters
// follow the printer's language.
var seatLabelRe = regexp.MustCompile(`^([A-Z]?\d+)( ?)(NS|EW|N|E|S|W)$`)

// tagSep is what separates a table number from a seat letter in the
// book's notation: nothing in English ("3S–2W"); a no-break space in
// Russian, because the Cyrillic З looks like the digit 3 ("1 З–6 З", never
// "1З–6З", which reads as 13–63).
func tagSep(p *i18n.Printer) string {
	if p.Lang() == i18n.Russian {
		return "\u00a0"
	}
	return ""
}

// SeatTag writes table t and seat s in the book's notation: "3S" in
// English, "3 Ю" (with a no-break space) in Russian.
func SeatTag(p *i18n.Printer, t int, s movement.Seat) string {
	return strconv.Itoa(t) + tagSep(p) + SeatName(p, s)
}

// LabelText puts a contestant label into the printer's language: a label
// of a table number and a seat ("1N", "3 EW") gets the language's seat
// letters ("1 С", "3 ВЗ" in Russian, the table number kept apart from the
// letter as in SeatTag); any other label is printed as it is.
func LabelText(p *i18n.Printer, label string) string {
	mm := seatLabelRe.FindStringSubmatch(label)
	if mm == nil {
		return label
	}
	sep := mm[2]
	if sep == "" {
		sep = tagSep(p)
	}
	return mm[1] + sep + SeatName(p, movement.Seat(mm[3]))
}

// Name is the printed name of contestant c in the printer's language:
// Book.Label put into words by LabelText.
func Name(p *i18n.Printer, b *Book, c int) string { return LabelText(p, b.Label(c)) }

// LabelLegend says where each labelled contestant starts, one entry each:
// "1E (starts at table 1, E)" — a label names the place of round 1, and
// the player may sit elsewhere from round 2 on — and, for one who rests in
// round 1 and so keeps his number, "13 (rests in round 1; starts at table
// 2, W in round 2)". The places are read from the schedule, not from the
// labels. It is empty when the movement has no labels (contestants are
// then their numbers) and for pairs, whose labels ("3 NS") name the pair,
// not a place.
func LabelLegend(p *i18n.Printer, b *Book) []string {
	m := b.Movement
	if len(m.Labels) == 0 || m.Kind == movement.Pairs {
		return nil
	}
	out := make([]string, 0, len(b.Chart.Routes))
	for c, route := range b.Chart.Routes {
		out = append(out, Name(p, b, c+1)+" ("+startText(p, route)+")")
	}
	return out
}

// startText says where a route starts.
func startText(p *i18n.Printer, route []movement.Position) string {
	for r, pos := range route {
		if pos.Table == 0 {
			continue
		}
		at := strconv.Itoa(pos.Table)
		if r == 0 {
			return p.Sprintf("starts at table %s, %s", at, SeatName(p, pos.Seat))
		}
		return p.Sprintf("rests in round 1; starts at table %s, %s in round %s", at, SeatName(p, pos.Seat), strconv.Itoa(r+1))
	}
	return p.T("rests in round 1")
}

// maxListedLabels is the most labels the paper legend lists one by one; a
// bigger field gets the rule with the first entry as its example, and
// every contestant card states its own start.
const maxListedLabels = 40

// LabelLegendLines is the legend of labels for the chart: a heading and
// the entries joined, or for a field larger than maxListedLabels the rule
// with one example. Nil when LabelLegend is empty.
func LabelLegendLines(p *i18n.Printer, b *Book) []string {
	entries := LabelLegend(p, b)
	switch {
	case len(entries) == 0:
		return nil
	case len(entries) > maxListedLabels:
		return []string{p.Sprintf("Players are named by where they start, such as %s; each player's card says where he starts.", entries[0])}
	}
	// No-break spaces inside an entry, so that paper wraps between
	// entries only.
	for i, e := range entries {
		entries[i] = strings.ReplaceAll(e, " ", "\u00a0")
	}
	return []string{p.T("Players are named by where they start:") + " " + strings.Join(entries, "; ") + "."}
}
