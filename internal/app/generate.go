package app

import (
	"context"
	"errors"
	"time"

	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/internal/request"
	"github.com/movegen/movegen/movement"
)

// Family is a generator the layer serves: its fields and how it builds a
// movement from their values.
type Family struct {
	// Name is the command's and the page's name: "mitchell".
	Name string
	// Fields are the family's own fields (the output, paper and session
	// fields are shared: OutputFields, PaperFields, SessionFields).
	Fields []Field
	run    func(ctx context.Context, v *Values, o GenerateOptions) (*Result, error)
}

// GenerateOptions are what a front end adds to a request's values.
type GenerateOptions struct {
	// Format is the output format the movement is for ("" for text): a
	// seating plan refuses, before it searches, a format no movement of
	// its tables can take.
	Format string
	// Progress, when not nil, is told how a search advances.
	Progress func(done, total int)
	// Output are the request's output and session fields, for the
	// rules that join them to the family's (a seating plan without sets
	// has no timetable).
	Output *Values
}

// Result is a generated movement and what the command line prints after
// its report.
type Result struct {
	Movement *movement.Movement
	// Notes are the lines after the fairness report: the method and its
	// source, the bounds, the set row, the generator's explanation.
	Notes []movement.Text
	// Name is the base name of the movement's files: "mitchell-7".
	Name string
	// Stopped: a search ended at its time limit (or the request's context
	// ended) and the movement is the best found so far; another run may
	// differ.
	Stopped bool
	// Plan is a seating plan's schedule as lines, for the text output of
	// a plan without board sets (SeatsOnly) or whose tables fit no
	// movement (Movement is nil then).
	Plan []movement.Text
	// SeatsOnly: the seating plan schedules seats only (no sets): its text
	// output is Plan and Notes, not a movement's chart.
	SeatsOnly bool
	// Next is a Swiss round's standings file for the next step: the
	// standings it was paired from with its pairings filled in (opp) and
	// the results to enter (export/standings.WriteRound).
	Next []byte
	// lead are lines before Notes that need the printer (the method's
	// name, which reads differently in each language).
	lead func(p *i18n.Printer) []string
}

// Lines are the lines printed after the fairness report, in p's language:
// what the command line prints and the page shows.
func (r *Result) Lines(p *i18n.Printer) []string {
	lines, _ := r.linesWithin(p, 0, nil)
	return lines
}

// linesWithin is Lines cut before the line that would take them past limit
// bytes (counting a line end each; 0: no cut), and how many lines were
// left out, each field a line names named by name (nil: as the command
// line names it, by its flag). Only the lines kept are formatted.
func (r *Result) linesWithin(p *i18n.Printer, limit int, name func(field string) string) (lines []string, left int) {
	if r.lead != nil {
		lines = r.lead(p)
	}
	lead := len(lines)
	total := lead + len(r.Notes)
	size := 0
	for i := 0; i < total; i++ {
		if i >= lead {
			n := r.Notes[i-lead]
			if name != nil {
				n = request.Rename(n, name)
			}
			lines = append(lines, p.Message(n.Format, n.Args...))
		}
		if size += len(lines[i]) + 1; limit > 0 && size > limit {
			return lines[:i:i], total - i
		}
	}
	return lines, 0
}

// Families lists the generators, in the order help shows them.
func Families() []*Family {
	return []*Family{mitchellFamily(), howellFamily(), whistFamily(), preferansFamily(), individualFamily(), seatingFamily(), teamsFamily()}
}

// FamilyOf returns the family called name, or nil.
func FamilyOf(name string) *Family {
	for _, f := range Families() {
		if f.Name == name {
			return f
		}
	}
	return nil
}

// FamilyNames lists the families' names.
func FamilyNames() []string {
	var out []string
	for _, f := range Families() {
		out = append(out, f.Name)
	}
	return out
}

// Generate builds the movement of family f from v. A request the library
// refuses is an *Error naming the field; a failure of the generator wraps
// movement.ErrInternal; a stop by ctx before anything was found wraps the
// context's error.
func (f *Family) Generate(ctx context.Context, v *Values, o GenerateOptions) (*Result, error) {
	// A search stops at its time limit with the best it found (and one
	// whose context has ended already writes its first schedule).
	ctx, cancel := withTimeLimit(ctx, v.Duration("time"))
	defer cancel()
	res, err := f.run(ctx, v, o)
	if err != nil {
		return nil, classify(err)
	}
	return res, nil
}

// withTimeLimit is ctx ending at the latest after d: the time field of a
// search or a simulation (0: no limit of its own).
func withTimeLimit(ctx context.Context, d time.Duration) (context.Context, context.CancelFunc) {
	if d <= 0 {
		return ctx, func() {}
	}
	return context.WithTimeout(ctx, d)
}

// classify leaves requests, stops and bugs as they are and makes any
// other error a bug.
func classify(err error) error {
	if IsRequest(err) || errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) {
		return err
	}
	return internal(err)
}

// AllFields lists the rows of every request the layer serves; a name may
// appear in several (each family has its own rounds). The planner's come
// first: the page's plan form names its fields by them.
func AllFields() []Field {
	out := PlanFields()
	for _, f := range Families() {
		out = append(out, f.Fields...)
	}
	out = append(out, SwissFields()...)
	out = append(out, ReplanFields()...)
	out = append(out, ReadFields()...)
	out = append(out, OutputFields()...)
	out = append(out, PaperFields()...)
	out = append(out, SessionFields()...)
	return out
}

// LabelOf is the page's label of the field called name (an English
// catalogue key), or "" when no row has the name.
func LabelOf(name string) string {
	for _, f := range AllFields() {
		if f.Name == name {
			return f.Label
		}
	}
	return ""
}
