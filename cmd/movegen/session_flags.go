package main

import (
	"errors"
	"strings"

	"github.com/spf13/pflag"

	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/schedules"
)

// sessionFlags are --event, --start, --minutes-per-board and --move-minutes
// of the commands that write a movement or its cards: they set the
// movement's session (movement.Session), which the JSON file carries and
// the cards and sheets print.
type sessionFlags struct {
	Event           string
	Start           string
	MinutesPerBoard int
	MoveMinutes     int

	flags *pflag.FlagSet
	bound map[string]bool
}

// bind adds the flags to f, leaving out any the command already defines
// (plan has its own --start and pace flags).
func (s *sessionFlags) bind(f *pflag.FlagSet) {
	s.flags = f
	s.bound = map[string]bool{}
	for _, name := range []string{"event", "start", "minutes-per-board", "move-minutes"} {
		s.bound[name] = f.Lookup(name) == nil
	}
	if f.Lookup("event") == nil {
		f.StringVar(&s.Event, "event", "", "name of the event, printed on every page and kept in the JSON movement")
	}
	if f.Lookup("start") == nil {
		f.StringVar(&s.Start, "start", "", "time the first round starts, `HH:MM`: cards and sheets then show the time of every round")
	}
	if f.Lookup("minutes-per-board") == nil {
		f.IntVar(&s.MinutesPerBoard, "minutes-per-board", 0, "minutes a board or deal for the timetable (default 7 for bridge, 5 for preferans)")
	}
	if f.Lookup("move-minutes") == nil {
		f.IntVar(&s.MoveMinutes, "move-minutes", schedules.DefaultMoveMinutes, "minutes to move between rounds, for the timetable")
	}
}

// ours reports whether the flag name was given and bound by s (not by
// the command itself).
func (s *sessionFlags) ours(name string) bool { return s.bound[name] && flagGiven(s.flags, name) }

// apply returns m with its session updated by the flags given: --event
// replaces the event's name; --start makes a new timetable from the
// movement's rounds and boards per set; --minutes-per-board or
// --move-minutes alone recompute the timetable the movement already has
// from its start. A movement that already has a session keeps what no flag
// overrides. m itself is never changed: a changed movement is a clone.
func (s *sessionFlags) apply(m *movement.Movement) (*movement.Movement, error) {
	if err := s.check(); err != nil {
		return nil, err
	}
	event, start := s.ours("event"), s.ours("start")
	pace, move := s.ours("minutes-per-board"), s.ours("move-minutes")
	if !event && !start && !pace && !move {
		return m, nil
	}
	out := m.Clone()
	if out.Session == nil {
		out.Session = &movement.Session{}
	}
	if event {
		out.Session.Event = strings.TrimSpace(s.Event)
	}
	if !start && !pace && !move {
		return out, nil
	}
	p := schedules.DefaultPace(m.Game)
	var at movement.Clock
	switch old := out.Session.Timetable; {
	case start:
		at, _ = movement.ParseTimeOfDay(s.Start) // checked above
	case old != nil:
		at = old.Start
		if old.MinutesPerBoard > 0 {
			p = schedules.Pace{MinutesPerBoard: old.MinutesPerBoard, MoveMinutes: old.MoveMinutes}
		}
	default:
		name := "--minutes-per-board"
		if !pace {
			name = "--move-minutes"
		}
		return nil, inputErrf("%s needs --start: the movement has no timetable yet", name)
	}
	if pace {
		p.MinutesPerBoard = s.MinutesPerBoard
	}
	if move {
		p.MoveMinutes = s.MoveMinutes
	}
	tt, err := p.Timetable(at, m.Rounds, m.BoardsPerSet)
	var te *movement.TimetableError
	switch {
	case errors.As(err, &te) && (te.Field == "rounds" || te.Field == "boards_per_round"):
		return nil, inputErrf("--start: the movement has %d rounds of %d boards, no timetable can be made", m.Rounds, m.BoardsPerSet)
	case errors.As(err, &te):
		return nil, inputErrf("%s %v", "--"+strings.ReplaceAll(te.Field, "_", "-"), te.Text)
	case err != nil:
		return nil, internalErr(err)
	}
	out.Session.Timetable = tt
	return out, nil
}

// check refuses session flags that are out of range, before any work:
// --start must be a time of day, the pace within movement's limits (the
// ones the JSON reader applies, so a written file always reads back).
func (s *sessionFlags) check() error {
	if s.ours("event") {
		if why, ok := movement.TextFault(strings.TrimSpace(s.Event)); !ok {
			return inputErrf("--event: %v", why)
		}
	}
	if s.ours("start") {
		if _, err := movement.ParseTimeOfDay(s.Start); err != nil {
			return inputErrf("--start %w", err)
		}
	}
	if s.ours("minutes-per-board") && (s.MinutesPerBoard < 1 || s.MinutesPerBoard > movement.MaxMinutesPerBoard) {
		return inputErrf("--minutes-per-board %d: want 1 to %d", s.MinutesPerBoard, movement.MaxMinutesPerBoard)
	}
	if s.ours("move-minutes") && (s.MoveMinutes < 0 || s.MoveMinutes > movement.MaxMoveMinutes) {
		return inputErrf("--move-minutes %d: want 0 to %d", s.MoveMinutes, movement.MaxMoveMinutes)
	}
	return nil
}

// unusedBy refuses the session flags given for a format that keeps no
// session (.ASC and CSV files), rather than ignoring them silently.
func (s *sessionFlags) unusedBy(format string) error {
	if format != "asc" && format != "csv" {
		return nil
	}
	for _, name := range []string{"event", "start", "minutes-per-board", "move-minutes"} {
		if s.ours(name) {
			return inputErrf("--%s: a .%s file keeps no event or timetable; write .json, .txt, .pdf or .xlsx, or leave --%s out", name, format, name)
		}
	}
	return nil
}
