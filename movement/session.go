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

// Finish returns when the last round ends (Start when there are no rounds).
func (t *Timetable) Finish() Clock {
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
			v.add(Problem{Code: CodeTimetableRounds, Round: rt.Round, Format: "timetable entry %d is for round %d, want round %d", Args: []any{i + 1, rt.Round, i + 1}})
			continue
		}
		switch {
		case i == 0 && rt.Start < t.Start:
			v.add(Problem{Code: CodeTimetableOrder, Round: rt.Round, Format: "round %d starts at %s, before the session starts at %s", Args: []any{rt.Round, rt.Start, t.Start}})
		case i > 0 && rt.Start < t.Rounds[i-1].End:
			v.add(Problem{Code: CodeTimetableOrder, Round: rt.Round, Format: "round %d starts at %s, before round %d ends at %s", Args: []any{rt.Round, rt.Start, i, t.Rounds[i-1].End}})
		}
		if rt.End <= rt.Start {
			v.add(Problem{Code: CodeTimetableOrder, Round: rt.Round, Format: "round %d ends at %s, not after it starts at %s", Args: []any{rt.Round, rt.End, rt.Start}})
		}
	}
}
