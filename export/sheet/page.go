package sheet

import "strconv"

// Frame is what a paged renderer prints around the sheets: the document's
// title, the footer of every page with its page number, and the texts of
// the document that come from the input rather than the catalogue.
type Frame struct {
	// Title names the document (the movement), for its metadata.
	Title string
	// Footer lists the parts of every page's footer that come before the
	// page number (the movement's name, the event), After those that
	// follow it (the schedule's fingerprint, "#1a2b3c"). A renderer joins
	// them in order, the page number's words between them.
	Footer, After []string
	// Sep joins the footer's parts where they share a line (" · ").
	Sep string `json:",omitempty"`
	// Page is the words of the page number.
	Page PageLabel
	// Inputs lists the texts read from the input (the event, the
	// movement's name, the contestants' and the tables' names): a
	// renderer that cannot draw a character of one of them says so
	// before it draws anything.
	Inputs []string
}

// PageLabel is the words of a page number, "page 3 of 12": the words
// before the page's number, between it and the count, and after the
// count, and how the numbers group their thousands.
type PageLabel struct {
	Before, Between, After string
	// Group separates the groups of three digits of a number of four or
	// more ("1,000"; a no-break space in Russian); "" for none.
	Group string
}

// Text is the label of page n of total: "page 3 of 12".
func (l PageLabel) Text(n, total int) string {
	return l.Before + l.number(n) + l.Between + l.number(total) + l.After
}

// number writes n with its thousands grouped by l.Group.
func (l PageLabel) number(n int) string {
	s := strconv.Itoa(n)
	if l.Group == "" {
		return s
	}
	sign := ""
	if n < 0 {
		sign, s = "-", s[1:]
	}
	if len(s) <= 3 {
		return sign + s
	}
	head := len(s) % 3
	out := s[:head]
	for i := head; i < len(s); i += 3 {
		if out != "" {
			out += l.Group
		}
		out += s[i : i+3]
	}
	return sign + out
}

// Part is one part of a sheet of several headed parts (the director's
// setup sheet): its heading, its lines and its grid, printed in turn.
type Part struct {
	Heading string
	Lines   []Line
	Grid    Grid
}

// Section is a run of a grid's columns printed on pages of their own,
// with a title of its own (a master chart's section: "Master chart:
// section B").
type Section struct {
	Title, Continued string
	// Cols are the grid's columns of the section, in order.
	Cols []int
}

// Lead is how many of g's first columns say when a row is played (the
// round, then its time): a layout that splits the grid by columns
// repeats them on every piece. It is at least 1 for a grid with columns.
func (g Grid) Lead() int {
	n := 0
	for n < len(g.Cols) && (g.Cols[n].Role == RoleRound || g.Cols[n].Role == RoleTime) {
		n++
	}
	if n == 0 && len(g.Head) > 0 {
		n = 1
	}
	return n
}
