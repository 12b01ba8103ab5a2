package movement

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// minutesPerDay is the length of a day on the session clock.
const minutesPerDay = 24 * 60

// Clock is a time on a session's clock, in minutes after midnight of the
// day the session starts. Values of 1440 and more fall on later days, so a
// session that starts at 22:30 and runs three hours finishes at 1530
// (01:30 the next day).
type Clock int

// ParseTimeOfDay reads a time of day written as H:MM or HH:MM on the
// 24-hour clock, such as "19:00" or "7:30". It accepts no day offset: it is
// for start times typed by people.
func ParseTimeOfDay(s string) (Clock, error) {
	h, m, ok := strings.Cut(strings.TrimSpace(s), ":")
	if !ok || len(m) != 2 || len(h) < 1 || len(h) > 2 {
		return 0, fmt.Errorf("time %q: want HH:MM on the 24-hour clock, such as 19:00", s)
	}
	hour, err1 := strconv.Atoi(h)
	minute, err2 := strconv.Atoi(m)
	if err1 != nil || err2 != nil || hour < 0 || hour > 23 || minute < 0 || minute > 59 {
		return 0, fmt.Errorf("time %q: want HH:MM between 00:00 and 23:59", s)
	}
	return Clock(hour*60 + minute), nil
}

// ParseClock reads a time as Clock.String writes it: HH:MM, optionally
// followed by "(+N)" for a time N days after the session started
// ("01:30(+1)"). A space before the parenthesis is allowed.
func ParseClock(s string) (Clock, error) {
	t := strings.TrimSpace(s)
	day := 0
	if open := strings.IndexByte(t, '('); open >= 0 {
		inner, ok := strings.CutSuffix(t[open+1:], ")")
		digits, plus := strings.CutPrefix(inner, "+")
		n, err := strconv.Atoi(digits)
		if !ok || !plus || err != nil || n < 1 || n > 99 || digits != strconv.Itoa(n) {
			return 0, fmt.Errorf("time %q: want HH:MM, or HH:MM(+N) for N days later", s)
		}
		day, t = n, strings.TrimSpace(t[:open])
	}
	c, err := ParseTimeOfDay(t)
	if err != nil {
		return 0, fmt.Errorf("time %q: want HH:MM, or HH:MM(+N) for N days later", s)
	}
	return c + Clock(day*minutesPerDay), nil
}

// Day returns the day the time falls on: 0 for the day the session starts,
// 1 for the next day, and so on.
func (c Clock) Day() int { return int(c) / minutesPerDay }

// TimeOfDay returns the time on a wall clock as HH:MM.
func (c Clock) TimeOfDay() string {
	m := int(c) % minutesPerDay
	return fmt.Sprintf("%02d:%02d", m/60, m%60)
}

// String returns HH:MM, followed by "(+N)" when the time falls N days after
// the session started: "01:30(+1)" is half past one the next morning.
func (c Clock) String() string {
	if c < 0 {
		return fmt.Sprintf("-%dm", -int(c))
	}
	if d := c.Day(); d > 0 {
		return fmt.Sprintf("%s(+%d)", c.TimeOfDay(), d)
	}
	return c.TimeOfDay()
}

// MarshalText writes the time as String does, so JSON carries "01:30(+1)".
func (c Clock) MarshalText() ([]byte, error) { return []byte(c.String()), nil }

// RoundTime is when one round is played.
type RoundTime struct {
	Round int   `json:"round"`
	Start Clock `json:"start"`
	End   Clock `json:"end"`
}

// Timetable is the clock of a session as it travels with a movement: the
// start, the pace it was computed from, and when each round starts and
// ends. Rounds may be edited by hand (a break after round 4 simply starts
// round 5 later); MinutesPerBoard and MoveMinutes then only record the pace
// the director planned with.
type Timetable struct {
	// Start is when the session starts, normally round 1's start.
	Start Clock
	// MinutesPerBoard and MoveMinutes are the planned pace: minutes a board
	// (a bridge board or a preferans deal) and minutes to change tables.
	MinutesPerBoard, MoveMinutes int
	// Rounds holds rounds 1..R in order.
	Rounds []RoundTime
}

// Limits of a session timetable. The command line's flags, the event file
// and the JSON reader all use these, so that movegen never writes a
// timetable it would refuse to read.
const (
	// MaxMinutesPerBoard and MaxMoveMinutes bound the pace: one day.
	MaxMinutesPerBoard = minutesPerDay
	MaxMoveMinutes     = minutesPerDay
	// MaxSessionDays is the latest day a session may end on: ParseClock
	// reads times up to "(+99)".
	MaxSessionDays = 99
)

// TimetableError says why NewTimetable refuses its arguments: Field names
// the argument (start, rounds, boards_per_round, minutes_per_board or
// move_minutes, the keys of an event file), for a caller to map to its
// own flag, and Text says what is wrong.
type TimetableError struct {
	Field string
	Text  Text
}

// Error returns the field and the sentence in English.
func (e *TimetableError) Error() string { return e.Field + ": " + e.Text.String() }

// NewTimetable returns the timetable of rounds rounds of boardsPerRound
// boards starting at start, at minutesPerBoard minutes a board and
// moveMinutes minutes to move between rounds.
//
// A round lasts boardsPerRound × minutesPerBoard minutes; between two
// rounds the players take the moving time. There is no move after the last
// round, so the session lasts R·B·m + (R−1)·k minutes. Every count must be
// positive except the moving time, which may be 0; the pace must be within
// MaxMinutesPerBoard and MaxMoveMinutes, and the session must end within
// MaxSessionDays, so the arithmetic never overflows.
func NewTimetable(start Clock, rounds, boardsPerRound, minutesPerBoard, moveMinutes int) (*Timetable, error) {
	bad := func(field, format string, args ...any) error {
		return &TimetableError{Field: field, Text: Say(format, args...)}
	}
	switch {
	case start < 0 || start >= minutesPerDay:
		return nil, bad("start", "%d minutes after midnight: want a time of day, 00:00 to 23:59", int(start))
	case rounds < 1 || rounds > MaxRounds:
		return nil, bad("rounds", "%d rounds: want 1 to %d", rounds, MaxRounds)
	case boardsPerRound < 1 || boardsPerRound > MaxBoardsPerSet:
		return nil, bad("boards_per_round", "%d boards a round: want 1 to %d", boardsPerRound, MaxBoardsPerSet)
	case minutesPerBoard < 1 || minutesPerBoard > MaxMinutesPerBoard:
		return nil, bad("minutes_per_board", "%d minutes a board: want 1 to %d", minutesPerBoard, MaxMinutesPerBoard)
	case moveMinutes < 0 || moveMinutes > MaxMoveMinutes:
		return nil, bad("move_minutes", "%d minutes to move: want 0 to %d", moveMinutes, MaxMoveMinutes)
	}
	// Within the limits above the product is below 2^33: no overflow.
	play := boardsPerRound * minutesPerBoard
	if total := rounds*play + (rounds-1)*moveMinutes; Clock(int(start)+total).Day() > MaxSessionDays {
		return nil, bad("minutes_per_board", "the session would end %d days after it starts: want at most %d", Clock(int(start)+total).Day(), MaxSessionDays)
	}
	t := &Timetable{Start: start, MinutesPerBoard: minutesPerBoard, MoveMinutes: moveMinutes, Rounds: make([]RoundTime, rounds)}
	at := start
	for r := range t.Rounds {
		if r > 0 {
			at += Clock(moveMinutes)
		}
		t.Rounds[r] = RoundTime{Round: r + 1, Start: at, End: at + Clock(play)}
		at += Clock(play)
	}
	return t, nil
}

// Minutes returns how long the session lasts, from Start to Finish (0 for
// a nil timetable).
func (t *Timetable) Minutes() int {
	if t == nil {
		return 0
	}
	return int(t.Finish() - t.Start)
}

// Finish returns when the last round ends (Start when there are no rounds,
// 00:00 for a nil timetable).
func (t *Timetable) Finish() Clock {
	if t == nil {
		return 0
	}
	if len(t.Rounds) == 0 {
		return t.Start
	}
	return t.Rounds[len(t.Rounds)-1].End
}

// Round returns the times of round r, and false when the timetable does
// not list it.
func (t *Timetable) Round(r int) (RoundTime, bool) {
	if t == nil || r < 1 || r > len(t.Rounds) || t.Rounds[r-1].Round != r {
		return RoundTime{}, false
	}
	return t.Rounds[r-1], true
}

// Session is what a movement carries about the event it is played at: the
// event's name, date and venue, and the timetable when the start time is
// known. All of it is for people; Validate checks only that the timetable
// fits the movement.
type Session struct {
	// Event names the event, such as "Club Pairs".
	Event string
	// Date and Venue are free text, such as "2025-11-21" and "Club room".
	Date, Venue string
	// Timetable is nil when the start time is not known.
	Timetable *Timetable
}

// Title joins the event, date and venue that are given with ", ", or
// returns "" when none is.
func (s *Session) Title() string {
	if s == nil {
		return ""
	}
	var parts []string
	for _, p := range []string{s.Event, s.Date, s.Venue} {
		if p = strings.TrimSpace(p); p != "" {
			parts = append(parts, p)
		}
	}
	return strings.Join(parts, ", ")
}

// Clone returns a deep copy of s (nil for nil).
func (s *Session) Clone() *Session {
	if s == nil {
		return nil
	}
	c := *s
	if s.Timetable != nil {
		t := *s.Timetable
		t.Rounds = slices.Clone(s.Timetable.Rounds)
		c.Timetable = &t
	}
	return &c
}

// session checks the timetable's shape against the movement: one entry per
// round, numbered in order, each round ending after it starts and starting
// no earlier than the previous one ends.
func (v *validator) session() {
	s := v.m.Session
	if s == nil || s.Timetable == nil {
		return
	}
	t := s.Timetable
	if len(t.Rounds) != v.m.Rounds {
		v.errf(CodeTimetableRounds, "the timetable lists %d rounds, the movement has %d", len(t.Rounds), v.m.Rounds)
	}
	if t.Start < 0 {
		v.errf(CodeTimetableOrder, "the timetable starts at %s, before midnight", t.Start)
	}
	for i, rt := range t.Rounds {
		if rt.Round != i+1 {
			v.add(Problem{Code: CodeTimetableRounds, Round: rt.Round, Text: Say("timetable entry %d is for round %d, want round %d", i+1, rt.Round, i+1)})
			continue
		}
		switch {
		case i == 0 && rt.Start < t.Start:
			v.add(Problem{Code: CodeTimetableOrder, Round: rt.Round, Text: Say("round %d starts at %s, before the session starts at %s", rt.Round, rt.Start, t.Start)})
		case i > 0 && rt.Start < t.Rounds[i-1].End:
			v.add(Problem{Code: CodeTimetableOrder, Round: rt.Round, Text: Say("round %d starts at %s, before round %d ends at %s", rt.Round, rt.Start, i, t.Rounds[i-1].End)})
		}
		if rt.End <= rt.Start {
			v.add(Problem{Code: CodeTimetableOrder, Round: rt.Round, Text: Say("round %d ends at %s, not after it starts at %s", rt.Round, rt.End, rt.Start)})
		}
	}
}

// Break is a pause in a session longer than the move between two rounds:
// the rounds before it end at Start, the next begins at End. A scoring
// break (the Stagger teams' halfway break) is one.
type Break struct {
	// After is the round the break follows.
	After int
	// Start and End are when the break begins and ends.
	Start, End Clock
}

// Minutes returns how long the break lasts.
func (b Break) Minutes() int { return int(b.End - b.Start) }

// Breaks returns the gaps between rounds longer than the planned move
// (MoveMinutes), in order. A timetable keeps no list of its breaks: a
// break is simply a later start, so one written by hand in a movement file
// is found the same way.
func (t *Timetable) Breaks() []Break {
	if t == nil {
		return nil
	}
	var out []Break
	for i := 1; i < len(t.Rounds); i++ {
		prev, next := t.Rounds[i-1], t.Rounds[i]
		if int(next.Start-prev.End) > t.MoveMinutes {
			out = append(out, Break{After: prev.Round, Start: prev.End, End: next.Start})
		}
	}
	return out
}

// WithBreak returns a copy of t in which the pause after round after
// lasts minutes minutes instead of the move: every later round starts and
// ends that much later, and Breaks reports it. It refuses a round that is
// not followed by another, a pause no longer than the move (that is no
// break), and a session that would end after MaxSessionDays.
func (t *Timetable) WithBreak(after, minutes int) (*Timetable, error) {
	bad := func(format string, args ...any) error {
		return &TimetableError{Field: "break", Text: Say(format, args...)}
	}
	switch {
	case t == nil:
		return nil, bad("no timetable to add a break to")
	case after < 1 || after >= len(t.Rounds):
		return nil, bad("a break after round %d: want a round from 1 to %d", after, len(t.Rounds)-1)
	case minutes <= t.MoveMinutes || minutes > minutesPerDay:
		return nil, bad("a break of %d minutes: want %d to %d", minutes, t.MoveMinutes+1, minutesPerDay)
	}
	shift := Clock(minutes) - (t.Rounds[after].Start - t.Rounds[after-1].End)
	out := *t
	out.Rounds = slices.Clone(t.Rounds)
	for i := after; i < len(out.Rounds); i++ {
		out.Rounds[i].Start += shift
		out.Rounds[i].End += shift
	}
	if d := out.Finish().Day(); d > MaxSessionDays {
		return nil, &TimetableError{Field: "minutes_per_board", Text: Say("the session would end %d days after it starts: want at most %d", d, MaxSessionDays)}
	}
	return &out, nil
}
