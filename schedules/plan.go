package schedules

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/movegen/movegen/movement"
)

// DefaultBoards returns the band of boards each contestant plays that the
// planner aims at when Request.Boards is not set: 20 to 32, a usual club
// session.
func DefaultBoards() Range { return Range{Min: 20, Max: 32} }

// Request is what the director knows: who plays, for how long, and the
// constraints of the room.
type Request struct {
	// Game and Kind say what is played: bridge pairs, individual bridge or
	// preferans (individual).
	Game movement.Game `json:"game"`
	Kind movement.Kind `json:"kind"`
	// Contestants is the number of pairs (bridge pairs) or players.
	Contestants int `json:"contestants"`
	// Minutes is the time budget of the session; 0 means no limit.
	Minutes int `json:"minutes,omitempty"`
	// Pace is the minutes per board and the minutes to move.
	Pace Pace `json:"pace"`
	// Start is when the first round starts.
	Start Clock `json:"start"`
	// Boards, when set (Max > 0), bounds the boards each contestant plays:
	// options outside it are left out.
	Boards Range `json:"boards,omitzero"`
	// TablesAvailable, when positive, is how many tables the room holds.
	TablesAvailable int `json:"tables_available,omitempty"`
	// Stationary lists contestants who must not move (less mobile
	// players); every option is renumbered to seat them at stationary
	// places, and options without enough such places are left out.
	Stationary []int `json:"stationary,omitempty"`
	// Seed fixes the seating search, so the same request gives the same
	// plan.
	Seed uint64 `json:"seed"`
}

// What names the contestants for messages: "pairs" or "players".
func (r Request) What() string {
	if r.Kind == movement.Pairs {
		return "pairs"
	}
	return "players"
}

// count writes "1 pair", "13 pairs", "22 players".
func (r Request) count() string {
	w := r.What()
	if r.Contestants == 1 {
		w = strings.TrimSuffix(w, "s")
	}
	return fmt.Sprintf("%d %s", r.Contestants, w)
}

// Check reports the first thing wrong with r, in words a director can act
// on.
func (r Request) Check() error {
	switch {
	case r.Kind == movement.Pairs && r.Game != movement.Bridge:
		return errors.New("pairs are played at bridge only; preferans is an individual game")
	case r.Kind != movement.Pairs && r.Kind != movement.Individual:
		return fmt.Errorf("kind %q: want pairs or individual", r.Kind)
	case r.Game != movement.Bridge && r.Game != movement.Preferans:
		return fmt.Errorf("game %q: want bridge or preferans", r.Game)
	case r.Contestants < r.minContestants():
		return fmt.Errorf("%s: %s", r.count(), r.minReason())
	case r.Contestants > movement.MaxContestants:
		return fmt.Errorf("%s: movegen plans at most %d", r.count(), movement.MaxContestants)
	case r.Minutes < 0:
		return fmt.Errorf("time budget %d minutes: want a positive time", r.Minutes)
	case r.Pace.MinutesPerBoard < 1:
		return fmt.Errorf("%d minutes a board: want at least 1", r.Pace.MinutesPerBoard)
	case r.Pace.MoveMinutes < 0:
		return fmt.Errorf("%d minutes to move: want 0 or more", r.Pace.MoveMinutes)
	case r.Start < 0 || r.Start >= minutesPerDay:
		return fmt.Errorf("start %d: want a time of day", int(r.Start))
	case r.Boards.Max > 0 && (r.Boards.Min < 1 || r.Boards.Min > r.Boards.Max):
		return fmt.Errorf("boards %d-%d: want MIN-MAX with 1 <= MIN <= MAX", r.Boards.Min, r.Boards.Max)
	case r.TablesAvailable < 0:
		return fmt.Errorf("%d tables available: want a positive number", r.TablesAvailable)
	}
	seen := map[int]bool{}
	for _, c := range r.Stationary {
		if c < 1 || c > r.Contestants {
			return fmt.Errorf("stationary %d: the %s are numbered 1 to %d", c, r.What(), r.Contestants)
		}
		if seen[c] {
			return fmt.Errorf("stationary %d is listed twice", c)
		}
		seen[c] = true
	}
	return nil
}

// minContestants is the smallest field the planner has movements for.
func (r Request) minContestants() int {
	switch {
	case r.Kind == movement.Pairs:
		return 4
	case r.Game == movement.Preferans:
		return 5
	}
	return 8
}

func (r Request) minReason() string {
	switch {
	case r.Kind == movement.Pairs:
		return "a pairs movement needs at least 4 pairs (two tables); with fewer there is nobody to move to"
	case r.Game == movement.Preferans:
		return "a preferans movement needs at least 5 players (one table of four with one resting each round)"
	}
	return "an individual movement needs at least 8 players (two tables of four)"
}

// band returns the boards-per-contestant band to aim at.
func (r Request) band() Range {
	if r.Boards.Max > 0 {
		return r.Boards
	}
	return DefaultBoards()
}

// Plan is the planner's answer: the options, ranked best first, and why
// the first is marked.
type Plan struct {
	Request Request  `json:"request"`
	Options []Option `json:"options"`
	// Reason says in one sentence why option 1 is marked.
	Reason string `json:"reason"`
	// LeftOut says, one sentence per reason, how many candidates were
	// generated but left out, and why.
	LeftOut []string `json:"left_out,omitempty"`
}

// NoOptionError is returned when no movement fits the request. Why says
// what stands in the way and Try what would work.
type NoOptionError struct {
	Why string
	Try []string
}

func (e *NoOptionError) Error() string {
	s := "no movement fits: " + e.Why
	if len(e.Try) > 0 {
		s += "; what would work: " + strings.Join(e.Try, "; ")
	}
	return s
}

// candidate is one movement the planner can build.
type candidate struct {
	name, method string
	build        func(ctx context.Context) (*movement.Movement, error)
}

// NewPlan generates every sensible movement for req, analyses each with
// movement.Analyze, renumbers it for the stationary contestants, leaves out
// those that break the room's constraints, and ranks the rest by Compare.
// It fails with a *NoOptionError when nothing is left, with the context's
// error when ctx ends, and with an internal error when a generator returns
// an invalid movement.
func NewPlan(ctx context.Context, req Request) (*Plan, error) {
	if err := req.Check(); err != nil {
		return nil, err
	}
	cands := candidates(req)
	plan := &Plan{Request: req}
	var all []Option
	leftOut := map[string]int{}
	var reasons []string
	leave := func(why string) {
		if leftOut[why] == 0 {
			reasons = append(reasons, why)
		}
		leftOut[why]++
	}
	for _, c := range cands {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		m, err := c.build(ctx)
		if ctx.Err() != nil {
			return nil, ctx.Err()
		}
		if err != nil {
			if strings.Contains(err.Error(), "internal error") {
				// A generator bug must not sink the whole plan: the
				// candidate is left out and the failure is named.
				leave(fmt.Sprintf("a generator failure (%s: %v)", c.name, err))
			}
			continue // otherwise the generator does not build this size
		}
		o, err := Evaluate(c.name, c.method, m, req.Start, req.Pace, req.Minutes)
		if err != nil {
			leave(err.Error())
			continue
		}
		all = append(all, o)
	}
	var kept []Option
	for _, o := range all {
		switch {
		case req.TablesAvailable > 0 && o.Tables > req.TablesAvailable:
			leave(fmt.Sprintf("more tables than the %d available", req.TablesAvailable))
			continue
		case req.Boards.Max > 0 && !(req.Boards.Contains(o.Boards.Min) && req.Boards.Contains(o.Boards.Max)):
			leave(fmt.Sprintf("boards outside %s for some %s", req.Boards, req.What()))
			continue
		}
		if len(req.Stationary) > 0 {
			m, perm, err := KeepStationary(o.Movement, req.Stationary)
			if err != nil {
				leave(fmt.Sprintf("too few stationary places for %d %s", len(req.Stationary), req.What()))
				continue
			}
			o.Movement, o.Relabelled = m, perm
			o.Report = movement.Analyze(m)
			if !o.Report.Problems.Valid() {
				return nil, fmt.Errorf("internal error: renumbering %s for --stationary broke it", o.Name)
			}
		}
		kept = append(kept, o)
	}
	for _, why := range reasons {
		n := fmt.Sprintf("%d options", leftOut[why])
		if leftOut[why] == 1 {
			n = "1 option"
		}
		plan.LeftOut = append(plan.LeftOut, fmt.Sprintf("Left out %s with %s.", n, why))
	}
	if len(kept) == 0 {
		return nil, noOption(req, all, reasons)
	}
	Rank(kept)
	if !kept[0].FitsTime {
		return nil, noOption(req, all, append(reasons, "time"))
	}
	plan.Options = kept
	plan.Reason = Reason(kept, req.Minutes > 0)
	return plan, nil
}

// noOption explains why nothing is left and what would work.
func noOption(req Request, all []Option, reasons []string) error {
	if len(all) == 0 {
		return &NoOptionError{
			Why: fmt.Sprintf("movegen has no movement for %s", req.count()),
			Try: []string{"add or remove a contestant, or split the field into two sections"},
		}
	}
	e := &NoOptionError{}
	var whys []string
	for _, r := range reasons {
		if r != "time" {
			whys = append(whys, "every option has "+r)
		}
	}
	if req.TablesAvailable > 0 {
		fewest := all[0].Tables
		for _, o := range all {
			fewest = min(fewest, o.Tables)
		}
		if fewest > req.TablesAvailable {
			e.Try = append(e.Try, fmt.Sprintf("%d tables (the fewest any option needs)", fewest))
		}
	}
	if req.Boards.Max > 0 {
		lo, hi := all[0].Boards, all[0].Boards
		for _, o := range all {
			if o.Boards.Min < lo.Min {
				lo = o.Boards
			}
			if o.Boards.Max > hi.Max {
				hi = o.Boards
			}
		}
		e.Try = append(e.Try, fmt.Sprintf("a board range that includes %d-%d", lo.Min, hi.Max))
	}
	if len(req.Stationary) > 0 {
		most := 0
		for _, o := range all {
			most = max(most, len(StationarySeats(o.Movement)))
		}
		e.Try = append(e.Try, fmt.Sprintf("at most %d stationary %s", most, req.What()))
	}
	if req.Minutes > 0 {
		quickest := all[0]
		for _, o := range all {
			if o.Timetable.Minutes < quickest.Timetable.Minutes {
				quickest = o
			}
		}
		if quickest.Timetable.Minutes > req.Minutes {
			whys = append(whys, fmt.Sprintf("no option finishes within %s (the quickest, %s, needs %s)",
				Duration(req.Minutes), quickest.Name, Duration(quickest.Timetable.Minutes)))
			e.Try = append(e.Try, fmt.Sprintf("a time of %s or more", Duration(quickest.Timetable.Minutes)))
			if req.Pace.MinutesPerBoard > 1 {
				e.Try = append(e.Try, fmt.Sprintf("a faster pace than %d minutes a board", req.Pace.MinutesPerBoard))
			}
			e.Try = append(e.Try, sectionsHint(req))
		} else if len(whys) == 0 {
			whys = append(whys, fmt.Sprintf("the options that finish within %s break the other constraints", Duration(req.Minutes)))
		}
	}
	e.Why = strings.Join(whys, "; ")
	if e.Why == "" {
		e.Why = "every option breaks a constraint"
	}
	return e
}

// sectionsHint suggests splitting the field into sections that each play a
// movement short enough for the time budget: for bridge pairs, the largest
// Mitchell section that plays at least the band's boards in time.
func sectionsHint(req Request) string {
	const generic = "two or more sections playing side by side, each with its own movement"
	if req.Kind != movement.Pairs {
		return generic
	}
	tables := (req.Contestants + 1) / 2
	band := req.band()
	bestT, bestB := 0, 0
	for b := 2; b <= 4; b++ {
		t := 0
		for n := 3; n < tables; n++ {
			if SessionMinutes(n, b, req.Pace) <= req.Minutes && n*b >= band.Min {
				t = n
			}
		}
		if t > bestT {
			bestT, bestB = t, b
		}
	}
	if bestT == 0 {
		return generic
	}
	sections := (tables + bestT - 1) / bestT
	return fmt.Sprintf("%d sections of at most %d tables, each a Mitchell of %d rounds of %d boards (%s)",
		sections, bestT, bestT, bestB, Duration(SessionMinutes(bestT, bestB, req.Pace)))
}
