package cards

import (
	"regexp"
	"strconv"

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
