package cards

import (
	"regexp"
	"strconv"
	"strings"

	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/movement"
)

// The notation of the paper: places and people never share a shape.
//
// A place is a table and a seat. On a card a player reads, it is written
// with the table word and the seat as a word: "table 12, West",
// "стол 12, запад" (PlaceText), and a destination is "→ table 12, West"
// (DestText). Where room is short (the charts, the judge's sheets) it is
// written compactly, the table number first and the seat letters after a
// no-break space: "12 W", "12 З" (PlaceTag); the PDF draws those seat
// letters bold, so that З is never read as the digit 3. The book's
// "3S–2W" on the judge's instruction sheet is two such tags: "3 Ю–2 З".
//
// A person is never written that way (PersonLabels):
//   - a bridge pair with a direction: the direction first, "NS 3", "EW 3"
//     ("СЮ 3", "ВЗ 3"; with sections "NS A3");
//   - a pair known by number alone (Howell): its number, "7";
//   - a player (individual bridge, preferans, seating): the number sign
//     and the number, "#7" ("№7" in Russian), whether or not he has a
//     seat in round 1: a player who starts resting keeps his number
//     ("#13"), so no person ever reads as the rest mark;
//   - a name the movement gives (a file written by hand: "Ivanov") as it
//     is, unless it equals the rest mark, when the number is used.
//
// No person label begins with a digit followed by seat letters, so none
// reads as a place, and the labels of one movement differ from each other
// under the usual misreadings (З/3, О/0, б/6, l/1, B/8, Latin and
// Cyrillic look-alikes, a space or none): TestLabelsNeverConfusable
// checks every generator's output.

// restMarks are the book's marks for a resting player, Latin and Cyrillic:
// a contestant label equal to one of them would read as a rest on a card.
var restMarks = map[string]bool{"P": true, "Р": true}

// Label returns the name the cards print for contestant c in the
// language-neutral person notation (PersonLabels): "NS 3", "7", "#7",
// "P1" or a hand-given name. LabelText puts it into a language.
//
// A Book made by hand ({Movement: m}, for the names of a movement that
// Build refuses) works out the label from the movement on each call.
func (b *Book) Label(c int) string {
	labels := b.labels
	if labels == nil && b.Movement != nil {
		labels = PersonLabels(b.Movement)
	}
	if c < 1 || c > len(labels) {
		return strconv.Itoa(c)
	}
	return labels[c-1]
}

// pairCodeRe matches a generator's pair label: a number maybe after a
// section letter, then the direction ("3 NS", "A3 EW", "A 3 NS").
var pairCodeRe = regexp.MustCompile(`^([A-Z]? ?\d+) ?(NS|EW)$`)

// codeRe matches a label a generator makes from places, lines or numbers
// ("1N", "A 1N", "N1", "13"): upper-case Latin letters, digits and
// spaces only, with a digit.
var codeRe = regexp.MustCompile(`^[A-Z0-9 ]*[0-9][A-Z0-9 ]*$`)

// PersonLabels returns the label of every contestant of m (index c-1) in
// the language-neutral person notation described at the top of this
// file. It reads m's labels and round 1 of its schedule only.
func PersonLabels(m *movement.Movement) []string {
	out := make([]string, max(m.Contestants, 0))
	seated := make([]bool, len(out))
	for _, p := range m.Play {
		if p.Round != 1 {
			continue
		}
		for _, c := range p.Seats {
			if c >= 1 && c <= len(out) {
				seated[c-1] = true
			}
		}
	}
	for i := range out {
		c := i + 1
		l := m.Label(c)
		pair := m.Kind == movement.Pairs
		switch {
		case restMarks[l]:
			out[i] = strconv.Itoa(c)
		case pair && pairCodeRe.MatchString(l):
			mm := pairCodeRe.FindStringSubmatch(l)
			out[i] = mm[2] + " " + strings.ReplaceAll(mm[1], " ", "")
		case pair && isDigits(l):
			out[i] = l
		case pair || !codeRe.MatchString(l):
			out[i] = l // a name
		default:
			out[i] = "#" + strconv.Itoa(c)
		}
	}
	return out
}

func isDigits(s string) bool {
	if s == "" {
		return false
	}
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}

// tagSep is what separates a table number from a seat letter in a
// compact place (PlaceTag) and in the book's "3S–2W": a no-break space in
// every language, so that the text keeps the two apart ("1 З–6 З", never
// "1З–6З", which reads as 13–63) and a line never breaks between them.
const tagSep = "\u00a0"

// SeatTag writes table t and seat s compactly, the book's way: "3 S" in
// English, "3 Ю" in Russian, with a no-break space. It is the book's
// notation for the judge's instruction sheet; PlaceTag names the table as
// the cards do.
func SeatTag(p *i18n.Printer, t int, s movement.Seat) string {
	return strconv.Itoa(t) + tagSep + SeatName(p, s)
}

// PlaceTag writes table t of m and seat s compactly: the table's name as
// the cards print it, a no-break space, the seat letters ("12 W",
// "B3 ВЗ"). The PDF draws the seat letters bold.
func PlaceTag(p *i18n.Printer, m *movement.Movement, t int, s movement.Seat) string {
	return m.TableName(t) + tagSep + SeatName(p, s)
}

// SeatWord names a seat in words, as a player-facing card writes it:
// North, East, South, West, North–South, East–West (север, восток, юг,
// запад, север–юг, восток–запад in Russian).
func SeatWord(p *i18n.Printer, s movement.Seat) string {
	switch s {
	case movement.N:
		return p.T("North")
	case movement.E:
		return p.T("East")
	case movement.S:
		return p.T("South")
	case movement.W:
		return p.T("West")
	case movement.NS:
		return p.T("North–South")
	case movement.EW:
		return p.T("East–West")
	}
	return SeatName(p, s)
}

// PlaceText writes a place in full, as a player reads it: "table 12,
// West" ("стол 12, запад"). Table t is named as the cards name it (name;
// "" means m.TableName(t)).
func PlaceText(p *i18n.Printer, name string, s movement.Seat) string {
	return p.Sprintf("table %s, %s", keepTogether(name), SeatWord(p, s))
}

// DestText is a destination: "→ table 12, West" ("→ стол 12, запад").
func DestText(p *i18n.Printer, name string, s movement.Seat) string {
	return "→\u00a0" + PlaceText(p, name, s)
}

// LabelText puts a person label into the printer's language: "#7" is
// "№7" in Russian and "7号" in Chinese, "P1" takes the language's rest mark ("Р1"), and "NS 3"
// the language's direction ("СЮ 3", kept together by a no-break space).
// A generator's raw pair label ("3 NS") is turned round the same way; any
// other label is printed as it is.
func LabelText(p *i18n.Printer, label string) string {
	switch {
	case strings.HasPrefix(label, "#") && isDigits(label[1:]):
		return p.Sprintf("#%s", label[1:])
	case strings.HasPrefix(label, "P") && isDigits(label[1:]):
		return p.T("P") + label[1:]
	}
	if mm := personPairRe.FindStringSubmatch(label); mm != nil {
		return SeatName(p, movement.Seat(mm[1])) + "\u00a0" + mm[2]
	}
	if mm := pairCodeRe.FindStringSubmatch(label); mm != nil {
		return SeatName(p, movement.Seat(mm[2])) + "\u00a0" + strings.ReplaceAll(mm[1], " ", "")
	}
	return label
}

// personPairRe matches a pair in the person notation: "NS 3", "EW A3".
var personPairRe = regexp.MustCompile(`^(NS|EW) ([A-Z]?\d+)$`)

// Name is the printed name of contestant c in the printer's language:
// Book.Label put into words by LabelText.
func Name(p *i18n.Printer, b *Book, c int) string { return LabelText(p, b.Label(c)) }

// Names are the printed names of m's contestants in the printer's
// language, Names[c-1] for contestant c, as every sheet writes them
// (Name; the composed document's Names): "NS 3", "№13", "Ivanov". Outside
// the composer, whatever names a contestant (the scorer's files and
// sheets, the terminal's chart and report) takes its name from here, so
// that a contestant has one name everywhere.
func Names(p *i18n.Printer, m *movement.Movement) []string {
	labels := PersonLabels(m)
	out := make([]string, len(labels))
	for i, l := range labels {
		out[i] = LabelText(p, l)
	}
	return out
}

// LabelLegend says where each player starts, one entry each: "#1 (starts
// at table 1, North)", and for one with no seat in round 1 "P1 (rests in
// round 1; starts at table 2, West in round 2)". The places are read from
// the schedule. It is empty for pairs, whose labels need no legend.
func LabelLegend(p *i18n.Printer, b *Book) []string {
	m := b.Movement
	if m.Kind == movement.Pairs {
		return nil
	}
	out := make([]string, 0, len(b.Chart.Routes))
	for c, route := range b.Chart.Routes {
		out = append(out, Name(p, b, c+1)+" ("+startText(p, b, route)+")")
	}
	return out
}

// startText says where a route starts.
func startText(p *i18n.Printer, b *Book, route []movement.Position) string {
	for r, pos := range route {
		if pos.Table == 0 {
			continue
		}
		at := PlaceText(p, b.TableName(pos.Table), pos.Seat)
		if r == 0 {
			return p.Sprintf("starts at %s", at)
		}
		return p.Sprintf("rests in round 1; starts at %s in round %s", at, strconv.Itoa(r+1))
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
		return []string{p.Sprintf("Players are numbered; each player's card says where he starts, such as %s.", entries[0])}
	}
	// No-break spaces inside an entry, so that paper wraps between
	// entries only.
	for i, e := range entries {
		entries[i] = strings.ReplaceAll(e, " ", "\u00a0")
	}
	return []string{p.T("Where each player starts:") + " " + strings.Join(entries, p.Semicolon()) + "."}
}
