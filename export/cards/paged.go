package cards

import (
	"strings"

	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/export/sheet"
)

// PageFrame is what a paged document of b prints around its sheets: the
// title (the movement's name), the footer's parts around the page number
// (the movement, the event; the schedule's fingerprint), the page
// number's words in p's language, and the texts read from the input that
// a renderer must be able to draw (the event, the movement's name, the
// contestants' and the tables' names).
func PageFrame(p *i18n.Printer, b *Book, event string) sheet.Frame {
	m := b.Movement
	f := sheet.Frame{Title: p.MovementName(m.Name), Page: PageLabel(p), After: []string{"#" + b.Hash}, Sep: " · "}
	f.Footer = []string{p.MovementName(m.Name)}
	name := EventName(b, event)
	if name != "" {
		f.Footer = append(f.Footer, name)
	}
	f.Inputs = append(f.Inputs, name, m.Name)
	for c := 1; c <= m.Contestants; c++ {
		f.Inputs = append(f.Inputs, b.Label(c))
	}
	for t := 1; t <= m.Tables; t++ {
		f.Inputs = append(f.Inputs, b.TableName(t))
	}
	return f
}

// PageLabel is the words of "page 3 of 12" in p's language, and how p
// groups the thousands of a number.
func PageLabel(p *i18n.Printer) sheet.PageLabel {
	// The catalogue's sentence with the numbers 1 and 2, cut at them:
	// no word of it holds a digit.
	s := p.Sprintf("page %d of %d", 1, 2)
	var l sheet.PageLabel
	if i := strings.Index(s, "1"); i >= 0 {
		if j := strings.Index(s[i+1:], "2"); j >= 0 {
			l.Before, l.Between, l.After = s[:i], s[i+1:i+1+j], s[i+1+j+1:]
		}
	}
	n := p.Sprintf("%d", 1000)
	l.Group = strings.TrimSuffix(strings.TrimPrefix(n, "1"), "000")
	return l
}

// ContestantSheet is the sheet of contestant card card, the index-th of
// the book: the contestant's title ("Pair 3"), the event line, where the
// contestant starts above the grid and the route (routeGrid), its notes
// in the last column.
func ContestantSheet(p *i18n.Printer, b *Book, card ContestantCard, index int, event string) sheet.Sheet {
	title := ContestantTitle(p, b.Movement, card)
	s := sheet.Sheet{Kind: sheet.KindContestant, Index: index, Title: title, Subtitle: heading(p, b, event),
		Heading:   titleLine(title, heading(p, b, event)),
		Continued: p.Sprintf("%s (continued)", title)}
	start := StartText(p, card)
	s.Above = []sheet.Line{{Text: start, Keep: keepSpans(start)}}
	s.Grid = sheet.FromText(routeGrid(p, b, card), true)
	if len(s.Grid.Cols) > 0 {
		s.Grid.Cols[0].Role = sheet.RoleRound
	}
	if Timetable(b) != nil && len(s.Grid.Cols) > 1 {
		s.Grid.Cols[1].Role = sheet.RoleTime
	}
	return s
}

// SetupDocSheet is the director's setup sheet (SetupSheet) as one sheet of
// headed parts, under its title and the event line.
func SetupDocSheet(p *i18n.Printer, b *Book, event string) sheet.Sheet {
	s := sheet.Sheet{Kind: sheet.KindSetup, Title: SetupTitle(p), Subtitle: heading(p, b, event), Hold: sheet.Hold{Repeat: sheet.RepeatTitle}}
	s.Heading = titleLine(s.Title, s.Subtitle)
	for _, part := range SetupSheet(p, b) {
		sp := sheet.Part{Heading: part.Heading, Grid: sheet.FromText(part.Grid, false)}
		for _, l := range part.Lines {
			sp.Lines = append(sp.Lines, sheet.Line{Text: l, Keep: keepSpans(l)})
		}
		s.Parts = append(s.Parts, sp)
	}
	return s
}

// chartSections are the master chart's sections, each a run of the
// chart's table columns after the lead ones (the round, and its time),
// titled "Master chart: section B"; nil when the movement has none.
func chartSections(p *i18n.Printer, b *Book, title string, lead int) []sheet.Section {
	var out []sheet.Section
	first := 1
	for _, sec := range b.Movement.Sections {
		t := p.Sprintf("%s: section %s", title, sec.Name)
		s := sheet.Section{Title: t, Continued: p.Sprintf("%s (continued)", t)}
		for c := lead + first - 1; c < lead+first-1+sec.Tables; c++ {
			s.Cols = append(s.Cols, c)
		}
		out = append(out, s)
		first += sec.Tables
	}
	return out
}
