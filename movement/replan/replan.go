package replan

import (
	"context"
	"errors"
	"slices"
	"strconv"
	"strings"

	"github.com/movegen/movegen/movement"
)

// say builds a sentence kept as data; the catalogue test finds every
// format passed to it.
func say(format string, args ...any) movement.Text { return movement.Say(format, args...) }

// Options say what changed and from which round.
type Options struct {
	// From is the first round to re-plan, 1..Rounds: rounds 1..From−1
	// are kept as played.
	From int
	// Add is how many late contestants join from round From (numbered
	// after the movement's contestants).
	Add int
	// Remove lists the contestants who leave after round From−1.
	Remove []int
	// RemoveTables lists the tables lost from round From on.
	RemoveTables []int
	// Fixed lists contestants who keep the seat their cards give them in
	// every re-planned round (a player who cannot move, say); a fixed
	// contestant at a lost table is refused.
	Fixed []int
	// Seed seeds the search; the same seed gives the same result.
	Seed int64
	// Effort is the search budget in moves (0: DefaultEffort).
	Effort int
	// Progress, when not nil, is called now and then with the moves made
	// and the budget.
	Progress func(done, total int)
}

// DefaultEffort is the search budget in moves when Options.Effort is 0.
const DefaultEffort = 30000

// MinMoves bounds the moves the search makes (within the budget) after
// its context has ended while it still keeps no schedule that meets the
// hard rules: so that even a tiny time limit gets one. Once it keeps one,
// a stop ends the search at once.
const MinMoves = 1000

// The Options fields an OptionError may name.
const (
	FieldFrom         = "From"
	FieldAdd          = "Add"
	FieldRemove       = "Remove"
	FieldRemoveTables = "RemoveTables"
	FieldFixed        = "Fixed"
	FieldEffort       = "Effort"
	FieldMovement     = "Movement"
)

func optionErr(field string, t movement.Text) error {
	return &movement.OptionError{Generator: "replan", Field: field, Text: t}
}

// Check reports what is wrong with o for m, as a *movement.OptionError
// naming the field, or nil.
func (o Options) Check(m *movement.Movement) error {
	if errs := movement.Validate(m).Errors(); len(errs) > 0 {
		return optionErr(FieldMovement, say("the movement is invalid: %v", errs[0].Text))
	}
	if m.Teams != nil {
		// Seating pairs one by one would split the matches, whose two
		// tables must seat the same two teams.
		return optionErr(FieldMovement, say("a teams movement: the re-planner seats pairs one at a time and would break up the matches; for the rounds left, make a teams movement of the teams still playing (movegen teams)"))
	}
	if o.From < 1 || o.From > m.Rounds {
		return optionErr(FieldFrom, say("want 1 to %d, the rounds of the movement", m.Rounds))
	}
	if o.Add == 0 && len(o.Remove) == 0 && len(o.RemoveTables) == 0 {
		return optionErr(FieldAdd, say("nothing to change: add a contestant, remove one or remove a table"))
	}
	if o.Add < 0 || m.Contestants+o.Add > movement.MaxContestants {
		return optionErr(FieldAdd, say("%d late contestants: want 0 to %d", o.Add, movement.MaxContestants-m.Contestants))
	}
	if o.Effort < 0 {
		return optionErr(FieldEffort, say("%d moves: want 0 or more", o.Effort))
	}
	for i, c := range o.Remove {
		if c < 1 || c > m.Contestants {
			return optionErr(FieldRemove, say("contestant %d is not in the movement (1 to %d)", c, m.Contestants))
		}
		if slices.Contains(o.Remove[:i], c) {
			return optionErr(FieldRemove, say("contestant %s is named twice", m.Label(c)))
		}
		if !playsBefore(m, c, o.From) {
			return optionErr(FieldRemove, say("contestant %s has not played before round %d: make a new movement without them instead", m.Label(c), o.From))
		}
	}
	if len(o.Remove) >= m.Contestants+o.Add-1 {
		return optionErr(FieldRemove, say("removing %d contestants leaves fewer than two", len(o.Remove)))
	}
	for i, c := range o.Fixed {
		if c < 1 || c > m.Contestants {
			return optionErr(FieldFixed, say("contestant %d is not in the movement (1 to %d)", c, m.Contestants))
		}
		if slices.Contains(o.Fixed[:i], c) {
			return optionErr(FieldFixed, say("contestant %s is named twice", m.Label(c)))
		}
		if slices.Contains(o.Remove, c) {
			return optionErr(FieldFixed, say("contestant %s cannot both leave and keep its seat", m.Label(c)))
		}
		for _, p := range m.Play {
			if p.Round >= o.From && slices.Contains(p.Seats, c) && slices.Contains(o.RemoveTables, p.Table) {
				return optionErr(FieldFixed, say("contestant %s cannot keep its seat: table %d is lost in round %d", m.Label(c), p.Table, p.Round))
			}
		}
	}
	inUse := tablesInUse(m, o.From)
	for i, t := range o.RemoveTables {
		if t < 1 || t > m.Tables {
			return optionErr(FieldRemoveTables, say("table %d is not in the movement (1 to %d)", t, m.Tables))
		}
		if slices.Contains(o.RemoveTables[:i], t) {
			return optionErr(FieldRemoveTables, say("table %d is named twice", t))
		}
	}
	left := 0
	for _, t := range inUse {
		if !slices.Contains(o.RemoveTables, t) {
			left++
		}
	}
	if len(o.RemoveTables) > 0 && left == 0 {
		return optionErr(FieldRemoveTables, say("removing table %s leaves no table in play from round %d", movement.JoinInts(o.RemoveTables, ", "), o.From))
	}
	return nil
}

// playsBefore reports whether c holds a seat in some round before from.
func playsBefore(m *movement.Movement, c, from int) bool {
	for _, p := range m.Play {
		if p.Round < from && slices.Contains(p.Seats, c) {
			return true
		}
	}
	return false
}

// tablesInUse lists the tables with a play in some round from on.
func tablesInUse(m *movement.Movement, from int) []int {
	var out []int
	for _, p := range m.Play {
		if p.Round >= from && !slices.Contains(out, p.Table) {
			out = append(out, p.Table)
		}
	}
	slices.Sort(out)
	return out
}

// Contestant finds the contestant a person names on the command line: its
// number, or its label (case and spaces ignored, so "3ew" finds "3 EW").
// It reports false when nothing matches.
func Contestant(m *movement.Movement, s string) (int, bool) {
	if n, err := strconv.Atoi(strings.TrimSpace(s)); err == nil && n >= 1 && n <= m.Contestants {
		return n, true
	}
	norm := func(x string) string { return strings.ToLower(strings.ReplaceAll(x, " ", "")) }
	want := norm(s)
	for c := 1; c <= m.Contestants; c++ {
		if l, ok := m.Labels[c]; ok && norm(l) == want {
			return c, true
		}
	}
	return 0, false
}

// Figures are the whole session's headline figures, before or after the
// change.
type Figures struct {
	Verdict movement.Verdict
	Summary movement.Summary
	// Repeats is the number of times two contestants sit at one table
	// again: the sum over every two contestants of (rounds together − 1)
	// where positive, partners included.
	Repeats int
	// MaxRests is the most rounds a contestant sits out (no seat, or only
	// empty seats opposite), counted by movement.Analyze as check counts
	// them: the largest figure of check's rests column.
	MaxRests int
}

// Result is a re-planned movement with what it cost.
type Result struct {
	// Movement is the revised schedule: rounds before From as they were,
	// validated.
	Movement *movement.Movement
	// Before and After are the figures of the original and the revised
	// session.
	Before, After Figures
	// Changes names the tables and contestants whose cards differ.
	Changes Changes
	// Notes say what was done, one sentence each: where a newcomer plays,
	// who left, which table was lost.
	Notes []movement.Text
	// Moves is how many search moves were made; Stopped says the context
	// ended the search before its budget.
	Moves   int
	Stopped bool
}

// Replan re-plans m from o.From with o's changes. It returns an
// *movement.OptionError for a bad request, ErrNoPlan when no schedule
// keeps the hard rules, an error wrapping movement.ErrInternal for a bug,
// and ctx's error only when ctx ended before anything was found (the
// search itself keeps its best schedule when stopped).
func Replan(ctx context.Context, m *movement.Movement, o Options) (*Result, error) {
	if err := o.Check(m); err != nil {
		return nil, err
	}
	if err := ctx.Err(); errors.Is(err, context.Canceled) {
		return nil, err // stopped before it started; a deadline still gets MinMoves
	}
	if o.Effort == 0 {
		o.Effort = DefaultEffort
	}
	st := newState(m, o)
	moves, stopped := st.search(ctx, o)
	if st.best.hard > 0 {
		return nil, ErrNoPlan
	}
	out := st.movement()
	if errs := movement.Validate(out).Errors(); len(errs) > 0 {
		return nil, movement.Internalf("replan: the revised movement is invalid: %v", errs[0])
	}
	orig := m
	res := &Result{Movement: out, Before: figures(orig), After: figures(out), Moves: moves, Stopped: stopped}
	res.Changes = Diff(orig, out, o.From)
	res.Notes = st.notes(out, res)
	return res, nil
}

// ErrNoPlan is returned when no schedule the search found keeps every
// contestant off the sets they have played.
var ErrNoPlan = &noPlanError{}

type noPlanError struct{}

func (e *noPlanError) Error() string { return e.Text().String() }

// Text is the error as a sentence for the catalogue.
func (*noPlanError) Text() movement.Text {
	return say("no schedule found that keeps everybody off the sets they have played; try a later round or fewer changes")
}

// figures computes the headline figures of m.
func figures(m *movement.Movement) Figures {
	rep := movement.Analyze(m)
	f := Figures{Verdict: rep.Verdict, Summary: rep.Summary}
	C := m.Contestants
	for i := 1; i <= C; i++ {
		for j := i + 1; j <= C; j++ {
			n := rep.Meetings.At(i, j)
			if rep.Partnerships.N > 0 {
				n += rep.Partnerships.At(i, j)
			}
			f.Repeats += max(0, n-1)
		}
	}
	// Rests as check counts them (movement.Analyze: every round without a
	// seat in play, a newcomer's rounds before it came and a leaver's
	// after it went included), so that the figure is the one check
	// prints for the same file.
	for _, st := range rep.Contestants {
		f.MaxRests = max(f.MaxRests, st.Rests)
	}
	return f
}
