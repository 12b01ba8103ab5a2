package jsonfile

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"strconv"
	"strings"

	"github.com/movegen/movegen/movement"
)

// MaxMinutes bounds the minutes a board and the minutes to move of a
// session timetable: one day, the limit the generators' flags and the
// event file use too (movement.MaxMinutesPerBoard, MaxMoveMinutes).
const MaxMinutes = movement.MaxMinutesPerBoard

// jsonSession is the "session" object as it appears in the file.
type jsonSession struct {
	Event     *string        `json:"event"`
	Date      *string        `json:"date"`
	Venue     *string        `json:"venue"`
	Timetable *jsonTimetable `json:"timetable"`
}

// jsonTimetable is "session.timetable".
type jsonTimetable struct {
	Start           *string         `json:"start"`
	MinutesPerBoard *int            `json:"minutes_per_board"`
	MoveMinutes     *int            `json:"move_minutes"`
	Rounds          []jsonRoundTime `json:"rounds"`
}

// jsonRoundTime is one element of "session.timetable.rounds".
type jsonRoundTime struct {
	Round *int    `json:"round"`
	Start *string `json:"start"`
	End   *string `json:"end"`
}

// session reads the value of "session", which starts at byte offset at.
func (rd *reader) session(at int64) (*movement.Session, error) {
	var raw json.RawMessage
	if err := rd.dec.Decode(&raw); err != nil {
		return nil, rd.decodeErr(err, "session", at)
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	var js *jsonSession
	if err := dec.Decode(&js); err != nil {
		return nil, rd.sessionDecodeErr(err, at)
	}
	if js == nil {
		return nil, rd.errAt(at, "session", "want an object, found null")
	}
	s := &movement.Session{}
	for _, f := range []struct {
		name string
		v    *string
		to   *string
	}{{"event", js.Event, &s.Event}, {"date", js.Date, &s.Date}, {"venue", js.Venue, &s.Venue}} {
		if f.v == nil {
			continue
		}
		if len(*f.v) > MaxText {
			return nil, rd.errAt(at, "session."+f.name, "longer than %d bytes", MaxText)
		}
		*f.to = *f.v
	}
	if js.Timetable == nil {
		return s, nil
	}
	jt := js.Timetable
	const field = "session.timetable"
	if jt.Start == nil {
		return nil, rd.errAt(at, field+".start", "missing")
	}
	if jt.Rounds == nil {
		return nil, rd.errAt(at, field+".rounds", "missing")
	}
	t := &movement.Timetable{}
	var err error
	if t.Start, err = movement.ParseClock(*jt.Start); err != nil {
		return nil, rd.errAt(at, field+".start", "%v", err)
	}
	for _, f := range []struct {
		name string
		v    *int
		to   *int
	}{{"minutes_per_board", jt.MinutesPerBoard, &t.MinutesPerBoard}, {"move_minutes", jt.MoveMinutes, &t.MoveMinutes}} {
		if f.v == nil {
			continue
		}
		if *f.v < 0 || *f.v > MaxMinutes {
			return nil, rd.errAt(at, field+"."+f.name, "%d: want 0 to %d minutes", *f.v, MaxMinutes)
		}
		*f.to = *f.v
	}
	if len(jt.Rounds) > MaxRounds {
		return nil, rd.errAt(at, field+".rounds", "%d rounds, at most %d", len(jt.Rounds), MaxRounds)
	}
	for i, jr := range jt.Rounds {
		rf := fmt.Sprintf("%s.rounds[%d]", field, i)
		if jr.Round == nil {
			return nil, rd.errAt(at, rf+".round", "missing")
		}
		if *jr.Round < 1 || *jr.Round > MaxRounds {
			return nil, rd.errAt(at, rf+".round", "%d: want 1 to %d", *jr.Round, MaxRounds)
		}
		rt := movement.RoundTime{Round: *jr.Round}
		for _, f := range []struct {
			name string
			v    *string
			to   *movement.Clock
		}{{"start", jr.Start, &rt.Start}, {"end", jr.End, &rt.End}} {
			if f.v == nil {
				return nil, rd.errAt(at, rf+"."+f.name, "missing")
			}
			if *f.to, err = movement.ParseClock(*f.v); err != nil {
				return nil, rd.errAt(at, rf+"."+f.name, "%v", err)
			}
		}
		t.Rounds = append(t.Rounds, rt)
	}
	s.Timetable = t
	return s, nil
}

// sessionDecodeErr reports an error of the session's own decoder, whose
// offsets count from at.
func (rd *reader) sessionDecodeErr(err error, at int64) error {
	var te *json.UnmarshalTypeError
	if errors.As(err, &te) {
		f := "session"
		if te.Field != "" {
			f += "." + te.Field
		}
		want := te.Type.String()
		switch te.Type.Kind() {
		case reflect.Struct, reflect.Pointer:
			want = "an object"
		case reflect.Slice:
			want = "a list"
		case reflect.String:
			want = "a string"
		}
		return rd.errAt(at, f, "want %s, found JSON %s", want, te.Value)
	}
	msg := strings.TrimPrefix(err.Error(), "json: ")
	return rd.errAt(at, "session", "%s", msg)
}

// writeSession writes the "session" member, with the trailing comma, or
// nothing when s is nil.
func writeSession(b *bytes.Buffer, s *movement.Session) error {
	if s == nil {
		return nil
	}
	var members []string
	for _, f := range []struct{ key, v string }{{"event", s.Event}, {"date", s.Date}, {"venue", s.Venue}} {
		if f.v != "" {
			members = append(members, fmt.Sprintf("    %s: %s", str(f.key), str(f.v)))
		}
	}
	if t := s.Timetable; t != nil {
		if t.Start < 0 {
			return fmt.Errorf("write movement json: the session starts at %v, before midnight", t.Start)
		}
		var tb strings.Builder
		fmt.Fprintf(&tb, "    \"timetable\": {\n      \"start\": %s,\n", str(t.Start.String()))
		fmt.Fprintf(&tb, "      \"minutes_per_board\": %d,\n      \"move_minutes\": %d,\n", t.MinutesPerBoard, t.MoveMinutes)
		tb.WriteString("      \"rounds\": [")
		for i, r := range t.Rounds {
			if r.Start < 0 || r.End < 0 {
				return fmt.Errorf("write movement json: timetable round %d is before midnight", r.Round)
			}
			if i > 0 {
				tb.WriteString(",")
			}
			fmt.Fprintf(&tb, "\n        {\"round\": %s, \"start\": %s, \"end\": %s}",
				strconv.Itoa(r.Round), str(r.Start.String()), str(r.End.String()))
		}
		if len(t.Rounds) > 0 {
			tb.WriteString("\n      ")
		}
		tb.WriteString("]\n    }")
		members = append(members, tb.String())
	}
	if len(members) == 0 {
		b.WriteString("  \"session\": {},\n")
		return nil
	}
	b.WriteString("  \"session\": {\n" + strings.Join(members, ",\n") + "\n  },\n")
	return nil
}
