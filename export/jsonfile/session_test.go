package jsonfile

import (
	"bytes"
	"errors"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"github.com/movegen/movegen/movement"
)

// lateSession is a three-round session that starts at 23:10 with 7 minutes
// a board, 3 boards a round and 1 minute to move, so round 3 runs past
// midnight: 23:10–23:31, 23:32–23:53, 23:54–00:15 (+1).
func lateSession() *movement.Session {
	return &movement.Session{
		Event: "Club Pairs \"late\"", Date: "2025-11-21", Venue: "Зал клуба",
		Timetable: &movement.Timetable{
			Start: 23*60 + 10, MinutesPerBoard: 7, MoveMinutes: 1,
			Rounds: []movement.RoundTime{
				{Round: 1, Start: 23*60 + 10, End: 23*60 + 31},
				{Round: 2, Start: 23*60 + 32, End: 23*60 + 53},
				{Round: 3, Start: 23*60 + 54, End: 24*60 + 15},
			},
		},
	}
}

// mitchell3Session is a 3-table, 3-round Mitchell of 3 boards a set
// carrying lateSession; it is a valid movement.
func mitchell3Session() *movement.Movement {
	m := &movement.Movement{
		Name: "Mitchell, 3 tables", Family: movement.Mitchell, Kind: movement.Pairs, Game: movement.Bridge,
		Seats: movement.PairSeats(), Contestants: 6, Tables: 3, Rounds: 3, Sets: 3, BoardsPerSet: 3,
		Session: lateSession(),
	}
	for r := 1; r <= 3; r++ {
		for t := 1; t <= 3; t++ {
			ew := 3 + ((t-r)%3+3)%3 + 1
			m.Play = append(m.Play, movement.Play{Round: r, Table: t, Set: (t+r-2)%3 + 1, Seats: []int{t, ew}})
		}
	}
	return m
}

func TestSessionRoundTrip(t *testing.T) {
	timeOnly := mitchell3Session()
	timeOnly.Session = &movement.Session{Timetable: lateSession().Timetable}
	nameOnly := mitchell3Session()
	nameOnly.Session = &movement.Session{Event: "Tuesday"}
	empty := mitchell3Session()
	empty.Session = &movement.Session{}
	for name, m := range map[string]*movement.Movement{
		"mitchell3-session": mitchell3Session(), "time-only": timeOnly, "name-only": nameOnly, "empty": empty,
	} {
		t.Run(name, func(t *testing.T) {
			if ps := movement.Validate(m); !ps.Valid() {
				t.Fatalf("test movement is invalid: %v", ps)
			}
			b, err := Marshal(m)
			if err != nil {
				t.Fatal(err)
			}
			got, err := Read(bytes.NewReader(b), name+".json")
			if err != nil {
				t.Fatalf("Read(Marshal(m)): %v\n%s", err, b)
			}
			if want := sorted(m); !reflect.DeepEqual(got, want) {
				t.Errorf("round trip changed the movement:\n got %+v\nwant %+v", got.Session, want.Session)
			}
			if again, _ := Marshal(got); !bytes.Equal(again, b) {
				t.Errorf("second write differs:\n%s\n---\n%s", again, b)
			}
		})
	}
}

// TestSessionGolden pins the layout of the "session" object, including a
// round that ends after midnight ("00:15(+1)").
func TestSessionGolden(t *testing.T) {
	b, err := Marshal(mitchell3Session())
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(b, []byte(`{"round": 3, "start": "23:54", "end": "00:15(+1)"}`)) {
		t.Errorf("the round past midnight is not written as 00:15(+1):\n%s", b)
	}
	golden(t, filepath.Join("testdata", "mitchell3-session.golden.json"), b)
}

// TestNoSessionNoKey: a movement without a session is written exactly as
// before the key existed, so older readers keep reading it.
func TestNoSessionNoKey(t *testing.T) {
	b, err := Marshal(mitchell7())
	if err != nil {
		t.Fatal(err)
	}
	if bytes.Contains(b, []byte(`"session"`)) {
		t.Errorf("a movement without a session writes a session key")
	}
}

func TestSessionReadErrors(t *testing.T) {
	valid, err := Marshal(mitchell3Session())
	if err != nil {
		t.Fatal(err)
	}
	doc := string(valid)
	replace := func(old, new string) string {
		if !strings.Contains(doc, old) {
			t.Fatalf("test document has no %q", old)
		}
		return strings.Replace(doc, old, new, 1)
	}
	tests := []struct {
		name, in, want string
	}{
		{"unknown key", replace(`"venue":`, `"room": "x", "venue":`), `session: unknown field "room"`},
		{"key twice", replace(`"venue":`, `"date": "x", "venue":`), `session.date: given twice`},
		{"key twice in a round", replace(`{"round": 2,`, `{"round": 2, "round": 2,`), `given twice`},
		{"not an object", replace(`"session": {`, `"session": ["x"], "x": {`), `session: want an object, found JSON array`},
		{"null", replace(`"session": {`, `"session": null, "x": {`), `session: want an object, found null`},
		{"bad start", replace(`"start": "23:10",`, `"start": "25:10",`), `session.timetable.start: time "25:10"`},
		{"missing start", replace(`"start": "23:10",`, ``), `session.timetable.start: missing`},
		{"missing rounds", replace(`"rounds": [`, `"rounds": null, "x": [`), `unknown field "x"`},
		{"bad end", replace(`"end": "00:15(+1)"`, `"end": "00:15+1"`), `session.timetable.rounds[2].end: time "00:15+1"`},
		{"missing end", replace(`, "end": "00:15(+1)"`, ``), `session.timetable.rounds[2].end: missing`},
		{"round zero", replace(`{"round": 2,`, `{"round": 0,`), `session.timetable.rounds[1].round: 0: want 1 to`},
		{"negative pace", replace(`"move_minutes": 1`, `"move_minutes": -1`), `session.timetable.move_minutes: -1: want 0 to 1440`},
		{"wrong type", replace(`"minutes_per_board": 7`, `"minutes_per_board": "7"`), `session.timetable.minutes_per_board: want int`},
		{"long event", replace(`"event": "Club Pairs \"late\""`, `"event": "`+strings.Repeat("x", MaxText+1)+`"`), `session.event: longer than 1000 bytes`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m, err := Read(strings.NewReader(tt.in), "s.json")
			if err == nil {
				t.Fatalf("Read accepted bad input, gave %+v", m.Session)
			}
			var e *Error
			if !errors.As(err, &e) {
				t.Errorf("error %T is not *Error", err)
			}
			if !strings.Contains(err.Error(), tt.want) {
				t.Errorf("error %q does not contain %q", err, tt.want)
			}
		})
	}
}

// TestSessionErrorPosition: a duplicate key is reported at its own line.
func TestSessionErrorPosition(t *testing.T) {
	valid, err := Marshal(mitchell3Session())
	if err != nil {
		t.Fatal(err)
	}
	in := strings.Replace(string(valid), `"move_minutes": 1,`, `"move_minutes": 1, "move_minutes": 2,`, 1)
	line := 1 + strings.Count(in[:strings.Index(in, `"move_minutes"`)], "\n")
	_, err = Read(strings.NewReader(in), "s.json")
	if err == nil || !strings.Contains(err.Error(), "session.timetable.move_minutes: given twice") ||
		!strings.HasPrefix(err.Error(), "s.json:"+strconv.Itoa(line)+":") {
		t.Errorf("error %v, want one at line %d", err, line)
	}
}

func TestWriteRejectsTimeBeforeMidnight(t *testing.T) {
	m := mitchell3Session()
	m.Session.Timetable.Rounds[0].Start = -5
	if _, err := Marshal(m); err == nil || !strings.Contains(err.Error(), "before midnight") {
		t.Errorf("Marshal error %v, want one about midnight", err)
	}
}
