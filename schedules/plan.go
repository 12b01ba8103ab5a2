package schedules

import (
	"context"
	"errors"
	"fmt"
	"slices"

	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/simulate"
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
	Start movement.Clock `json:"start"`
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
	// ShareBoards has every section of a pairs field played in sections
	// play the same boards, each section from its own copy: fewer boards
	// in play, and pairs of different sections compared on them (one
	// field across the room). With it, sections are offered even when one
	// Mitchell would fit the time.
	ShareBoards bool `json:"share_boards,omitempty"`
	// Simulate is the number of sessions simulated for each option's
	// StrongestWins (0: none); the simulation uses Seed. Rank is the
	// fairness rule of the ranking ("": RankBalance).
	Simulate int     `json:"simulate,omitempty"`
	Rank     Ranking `json:"rank,omitempty"`
}

// What names the contestants for messages: "pairs" or "players".
func (r Request) What() string {
	if r.Kind == movement.Pairs {
		return "pairs"
	}
	return "players"
}

// count says "1 pair", "13 pairs", "22 players".
func (r Request) count() movement.Text { return r.countOf(r.Contestants) }

// countOf counts n of the request's contestants.
func (r Request) countOf(n int) movement.Text {
	if r.Kind == movement.Pairs {
		return plural(n, pair)
	}
	return plural(n, player)
}

// Check reports the first thing wrong with r, in words a director can act
// on.
func (r Request) Check() error {
	switch {
	case r.Kind == movement.Pairs && r.Game != movement.Bridge:
		return errorf("pairs are played at bridge only; preferans is an individual game")
	case r.Kind != movement.Pairs && r.Kind != movement.Individual:
		return errorf("kind %q: want pairs or individual", r.Kind)
	case r.Game != movement.Bridge && r.Game != movement.Preferans:
		return errorf("game %q: want bridge or preferans", r.Game)
	case r.Contestants < r.minContestants():
		return errorf("%s: %s", r.count(), r.minReason())
	case r.Contestants > movement.MaxContestants:
		return errorf("%s: movegen plans at most %d", r.count(), movement.MaxContestants)
	case r.Minutes < 0:
		return errorf("time budget %d minutes: want a positive time", r.Minutes)
	case r.Pace.MinutesPerBoard < 1:
		return errorf("%d minutes a board: want at least 1", r.Pace.MinutesPerBoard)
	case r.Pace.MinutesPerBoard > movement.MaxMinutesPerBoard:
		return errorf("%d minutes a board: want at most %d", r.Pace.MinutesPerBoard, movement.MaxMinutesPerBoard)
	case r.Pace.MoveMinutes < 0:
		return errorf("%d minutes to move: want 0 or more", r.Pace.MoveMinutes)
	case r.Pace.MoveMinutes > movement.MaxMoveMinutes:
		return errorf("%d minutes to move: want at most %d", r.Pace.MoveMinutes, movement.MaxMoveMinutes)
	case r.Start < 0 || r.Start >= 24*60:
		return errorf("start %d: want a time of day", int(r.Start))
	case r.Boards.Max > 0 && (r.Boards.Min < 1 || r.Boards.Min > r.Boards.Max):
		return errorf("boards %d-%d: want MIN-MAX with 1 <= MIN <= MAX", r.Boards.Min, r.Boards.Max)
	case r.TablesAvailable < 0:
		return errorf("%d tables available: want a positive number", r.TablesAvailable)
	case r.Simulate < 0 || r.Simulate > simulate.MaxSessions:
		return errorf("%d sessions to simulate: want 0 to %d", r.Simulate, simulate.MaxSessions)
	case r.Rank != "" && !slices.Contains(Rankings(), r.Rank):
		return errorf("rank %q: want balance or strongest", r.Rank)
	case r.Rank == RankStrongest && r.Simulate == 0:
		return errorf("rank %q needs sessions to simulate", r.Rank)
	}
	seen := map[int]bool{}
	for _, c := range r.Stationary {
		if c < 1 || c > r.Contestants {
			return errorf("stationary %d: the %s are numbered 1 to %d", c, r.What(), r.Contestants)
		}
		if seen[c] {
			return errorf("stationary %d is listed twice", c)
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

func (r Request) minReason() movement.Text {
	switch {
	case r.Kind == movement.Pairs:
		return say("a pairs movement needs at least 4 pairs (two tables); with fewer there is nobody to move to")
	case r.Game == movement.Preferans:
		return say("a preferans movement needs at least 5 players (one table of four with one resting each round)")
	}
	return say("an individual movement needs at least 8 players (two tables of four)")
}

// TypicalMinutes is the length of a usual club session, 3h 30m: when the
// director gives no time, options are ranked and partial movements offered
// as if the session had this long, so that a 13-hour movement does not
// come first; nothing is refused for running longer.
const TypicalMinutes = 210

// budget returns the time the options are measured against: the time
// given, or TypicalMinutes when none was.
func (r Request) budget() int {
	if r.Minutes > 0 {
		return r.Minutes
	}
	return TypicalMinutes
}

// SessionBand is the usual session the ranking prefers (rule 4 of
// Compare): the boards a contestant plays, from 4 fewer than the most the
// time allows at the request's pace up to that number (21 to 25 in 3
// hours, 24 to 28 in 3h 30m, at 7 minutes a board and 1 to move); with
// Boards set, that range.
func (r Request) SessionBand() Range {
	if r.Boards.Max > 0 {
		return r.Boards
	}
	most := 0
	for b := 1; b <= 2*MaxUsualBoards; b++ {
		most = max(most, b*fittingRounds(r.budget(), b, r.Pace, 1000))
	}
	return Range{Min: max(most-4, 1), Max: max(most, 1)}
}

// sessionMiddle is twice the boards the ranking's rule 6 aims at: one and
// a half below the most the time allows (23½ in 3 hours, 26½ in 3h 30m at
// 7 minutes a board: the references' 24 to 27), or the middle of Boards
// when it is set.
func (r Request) sessionMiddle() int {
	b := r.SessionBand()
	if r.Boards.Max > 0 {
		return b.Min + b.Max
	}
	return 2*b.Max - 3
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
	Reason movement.Text `json:"reason"`
	// LeftOut says, one sentence per reason, how many candidates were
	// generated but left out, and why.
	LeftOut []movement.Text `json:"left_out,omitempty"`
	// References are the directors' references' first and second choices
	// for the field (bridge pairs of 5 to 30: References), and Differs,
	// when option 1 is none of them, says in one sentence why.
	References []Reference   `json:"references,omitempty"`
	Differs    movement.Text `json:"differs,omitzero"`
	// Stopped says the context ended (Ctrl-C) before every candidate was
	// tried: the plan ranks only the options evaluated before the stop,
	// and another run may list more.
	Stopped bool `json:"stopped,omitempty"`
}

// NoOptionError is returned when no movement fits the request. Why says
// what stands in the way and Try what would work. Text gives the whole
// message as data for a catalogue, Error its English.
type NoOptionError struct {
	Why movement.Text
	Try []movement.Text
}

// Text is the error's message kept as data.
func (e *NoOptionError) Text() movement.Text {
	if len(e.Try) > 0 {
		return say("no movement fits: %s; what would work: %s", e.Why, joinTexts(e.Try))
	}
	return say("no movement fits: %s", e.Why)
}

func (e *NoOptionError) Error() string { return e.Text().String() }

// candidate is one movement the planner can build.
type candidate struct {
	name, method movement.Text
	// form is the family's (Option.Form); pairFamilies sets it.
	form  string
	build func(ctx context.Context) (*movement.Movement, error)
}

// NewPlan generates every sensible movement for req, analyses each with
// movement.Analyze, renumbers it for the stationary contestants, leaves out
// those that break the room's constraints, and ranks the rest by Compare.
// It fails with a *NoOptionError when nothing is left, and with an error
// wrapping movement.ErrInternal when renumbering breaks a movement. When
// ctx ends part-way, the options evaluated so far are ranked and the plan
// says it stopped (Plan.Stopped); with none evaluated yet the error wraps
// the context's.
func NewPlan(ctx context.Context, req Request) (*Plan, error) {
	if err := req.Check(); err != nil {
		return nil, err
	}
	cands := candidates(ctx, req)
	// Listing the candidates runs generators: a stop there leaves a list
	// cut short (perhaps empty), and nothing evaluated.
	plan := &Plan{Request: req, Stopped: ctx.Err() != nil}
	var all []Option
	leftOut := map[string]int{} // by the English of the reason
	var reasons []movement.Text
	leave := func(why movement.Text) {
		if leftOut[why.String()] == 0 {
			reasons = append(reasons, why)
		}
		leftOut[why.String()]++
	}
	for _, c := range cands {
		if ctx.Err() != nil {
			plan.Stopped = true
			break
		}
		m, err := c.build(ctx)
		if ctx.Err() != nil {
			// The candidate may be cut short: only those built before
			// the stop are ranked.
			plan.Stopped = true
			break
		}
		if err != nil {
			// A generator that does not build this size (ErrUnsupported)
			// or this request is skipped in silence.
			if errors.Is(err, movement.ErrInternal) {
				// A generator bug must not sink the whole plan: the
				// candidate is left out and the failure is named.
				leave(say("a generator failure (%s: %s)", c.name, err.Error()))
			}
			continue
		}
		o, err := Evaluate(c.name, c.method, m, req.Start, req.Pace, req.budget())
		if err != nil {
			leave(say("%s", err.Error()))
			continue
		}
		o.Form = c.form
		band := req.SessionBand()
		o.UsualSession = (m.Game != movement.Bridge) || band.Contains(o.SessionBoards())
		if m.Game == movement.Bridge {
			o.SessionMiddle = req.sessionMiddle()
		}
		if o.Winners >= 2 && o.Rivals > 0 && o.Opponents < o.Rivals {
			o.Notes = append(o.Notes, say("%d winners: each line is ranked on its own, and a pair meets %d of the %d others (a one-winner movement compares everyone)", o.Winners, o.Opponents, o.Rivals))
		}
		all = append(all, o)
	}
	var kept []Option
	for _, o := range all {
		switch {
		case req.TablesAvailable > 0 && o.RoomTables > req.TablesAvailable:
			leave(say("more tables than the %d available", req.TablesAvailable))
			continue
		case req.Boards.Max > 0 && !(req.Boards.Contains(o.Boards.Min) && req.Boards.Contains(o.Boards.Max)):
			leave(req.boardsOutside())
			continue
		}
		if len(req.Stationary) > 0 {
			m, perm, err := KeepStationary(o.Movement, req.Stationary)
			if err != nil {
				leave(req.tooFewStationary())
				continue
			}
			o.Movement, o.Relabelled = m, perm
			o.Report = movement.Analyze(m)
			if !o.Report.Problems.Valid() {
				return nil, movement.Internalf("renumbering %s for --stationary broke it", o.Name)
			}
		}
		if req.TablesAvailable > 0 && o.RoomTables < o.Tables {
			o.Notes = append(o.Notes, say("plays at %d of its %d tables: the sit-out table needs no table in the room, only a place for its boards", o.RoomTables, o.Tables))
		}
		kept = append(kept, o)
	}
	for _, why := range reasons {
		if n := leftOut[why.String()]; n == 1 {
			plan.LeftOut = append(plan.LeftOut, say("Left out 1 option with %s.", why))
		} else {
			plan.LeftOut = append(plan.LeftOut, say("Left out %d options with %s.", n, why))
		}
	}
	if len(kept) == 0 && plan.Stopped {
		return nil, fmt.Errorf("plan: stopped before any option was evaluated: %w", ctx.Err())
	}
	// A web's sections are copies of the boards for one field, not
	// sections sharing them.
	shares := func(o Option) bool {
		return o.Form == FormBarometer || (len(o.Movement.Sections) > 0 && o.Form != FormWeb && o.Form != FormWebRover)
	}
	if req.ShareBoards && !slices.ContainsFunc(kept, shares) {
		plan.LeftOut = append(plan.LeftOut, say("Shared boards (share_boards) are for sections: %s are too few for two sections of %d tables or more, so no option shares boards.", req.count(), minSectionTables))
	}
	if plan.Stopped {
		plan.LeftOut = append(plan.LeftOut, say("Stopped early (interrupt): only the options evaluated before the stop are listed; another run may list more."))
	}
	if len(kept) == 0 {
		return nil, noOption(req, all, reasons)
	}
	// Whether any option fits the time does not depend on the ranking:
	// a plan refused for its time costs no simulation.
	Rank(kept)
	if !kept[0].FitsTime && req.Minutes > 0 && !plan.Stopped {
		return nil, noOption(req, all, reasons)
	}
	if !plan.Stopped {
		done, err := simulateOptions(ctx, req, kept)
		if err != nil {
			return nil, err
		}
		if !done {
			plan.Stopped = true
			plan.LeftOut = append(plan.LeftOut, say("Stopped early (interrupt) while simulating: the options without a strongest-wins figure were not simulated; another run may rank them differently."))
		}
	}
	RankBy(kept, req.Rank)
	plan.Options = kept
	plan.Reason = ReasonBy(kept, req.Minutes > 0, req.Rank)
	if req.Kind == movement.Pairs && len(req.Stationary) == 0 && req.TablesAvailable == 0 {
		plan.References = ReferencesFor(req.Contestants)
		plan.Differs = differs(kept, plan.References, req.Rank)
	}
	return plan, nil
}

// differs says why option 1 of opts is none of the references' choices,
// or nothing when it is one (or there are none): the option that is one
// and the rule that ranks option 1 above it, or that movegen makes none.
func differs(opts []Option, refs []Reference, by Ranking) movement.Text {
	if len(refs) == 0 || len(opts) == 0 {
		return movement.Text{}
	}
	var firsts []movement.Text
	for _, r := range refs {
		if r.Agrees(opts[0]) {
			return movement.Text{}
		}
		if r.Choice == 1 {
			firsts = append(firsts, say("%s (%s)", r.Text(), Plain(r.Source)))
		}
	}
	what := joinTexts(firsts)
	for _, o := range opts[1:] {
		for _, r := range refs {
			if !r.Agrees(o) {
				continue
			}
			names := ruleNames()
			for i, rule := range ranking(by) {
				if rule.cmp(opts[0], o) != 0 {
					return say("Directors' references recommend %s; option %d, %s, is that movement (it finishes at %s), and option 1 ranks above it on %s.", what, o.Number, o.Name, o.Timetable.Finish(), names[i])
				}
			}
		}
	}
	return say("Directors' references recommend %s; movegen does not make that movement yet, so option 1 is the best of those it makes.", what)
}

// boardsOutside is the reason for leaving out an option outside --boards.
func (r Request) boardsOutside() movement.Text {
	if r.Kind == movement.Pairs {
		return say("boards outside %s for some pairs", r.Boards)
	}
	return say("boards outside %s for some players", r.Boards)
}

// tooFewStationary is the reason for leaving out an option without enough
// stationary places.
func (r Request) tooFewStationary() movement.Text {
	if r.Kind == movement.Pairs {
		return say("too few stationary places for %s", plural(len(r.Stationary), pair))
	}
	return say("too few stationary places for %s", plural(len(r.Stationary), player))
}

// noOption explains why nothing is left and what would work.
func noOption(req Request, all []Option, reasons []movement.Text) error {
	if len(all) == 0 {
		return &NoOptionError{
			Why: say("movegen has no movement for %s", req.count()),
			Try: []movement.Text{say("add or remove a contestant, or split the field into two sections")},
		}
	}
	e := &NoOptionError{}
	var whys []movement.Text
	for _, r := range reasons {
		whys = append(whys, say("every option has %s", r))
	}
	if req.TablesAvailable > 0 {
		fewest := all[0].RoomTables
		for _, o := range all {
			fewest = min(fewest, o.RoomTables)
		}
		if fewest > req.TablesAvailable {
			e.Try = append(e.Try, say("%d tables (the fewest any option needs)", fewest))
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
		e.Try = append(e.Try, say("a board range that includes %d-%d", lo.Min, hi.Max))
	}
	if len(req.Stationary) > 0 {
		most := 0
		for _, o := range all {
			most = max(most, len(StationarySeats(o.Movement)))
		}
		if req.Kind == movement.Pairs {
			e.Try = append(e.Try, say("at most %d stationary pairs", most))
		} else {
			e.Try = append(e.Try, say("at most %d stationary players", most))
		}
	}
	if req.Minutes > 0 {
		quickest := all[0]
		for _, o := range all {
			if o.Timetable.Minutes() < quickest.Timetable.Minutes() {
				quickest = o
			}
		}
		if quickest.Timetable.Minutes() > req.Minutes {
			whys = append(whys, say("no option finishes within %s (the quickest, %s, needs %s)",
				DurationText(req.Minutes), quickest.Name, DurationText(quickest.Timetable.Minutes())))
			e.Try = append(e.Try, say("a time of %s or more", DurationText(quickest.Timetable.Minutes())))
			if req.Pace.MinutesPerBoard > 1 {
				e.Try = append(e.Try, say("a faster pace than %d minutes a board", req.Pace.MinutesPerBoard))
			}
			if h := sectionsHint(req); !h.IsZero() {
				e.Try = append(e.Try, h)
			}
		} else if len(whys) == 0 {
			whys = append(whys, say("the options that finish within %s break the other constraints", DurationText(req.Minutes)))
		}
	}
	e.Why = joinTexts(whys)
	if e.Why.IsZero() {
		e.Why = say("every option breaks a constraint")
	}
	return e
}

// sectionsHint suggests splitting the field into sections that each play a
// movement short enough for the time budget: for bridge pairs, the largest
// Mitchell section that plays at least the band's boards in time.
func sectionsHint(req Request) movement.Text {
	generic := say("two or more sections playing side by side, each with its own movement")
	if req.Contestants < 2*req.minContestants() {
		return movement.Text{} // too few contestants for two sections
	}
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
	return say("%d sections of at most %d tables, each a Mitchell of %d rounds of %d boards (%s)",
		sections, bestT, bestT, bestB, DurationText(SessionMinutes(bestT, bestB, req.Pace)))
}
