package planjson_test

import (
	"bytes"
	"context"
	"encoding/json"
	"testing"

	"github.com/movegen/movegen/export/jsonfile/planjson"
	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/schedules"
)

// TestWrite: the document names its format, marks option 1, carries the
// marked option's timetable at the top and in the option, the event when
// one is named (trimmed), and says when the plan was stopped early.
func TestWrite(t *testing.T) {
	req := schedules.Request{Game: movement.Bridge, Kind: movement.Pairs, Contestants: 13, Minutes: 180,
		Pace: schedules.DefaultPace(movement.Bridge), Start: 19 * 60, Seed: 1}
	plan, err := schedules.NewPlan(context.Background(), req)
	if err != nil {
		t.Fatal(err)
	}
	plan.Stopped = true
	var b bytes.Buffer
	if err := planjson.Write(&b, plan, &movement.Session{Event: " Club Pairs ", Venue: "Room 2"}); err != nil {
		t.Fatal(err)
	}
	var doc struct {
		Format  string
		Marked  int
		Stopped bool
		Event   struct{ Name, Date, Venue string }
		Options []struct {
			Number         int
			BoardsPerRound int `json:"boards_per_round"`
			Timetable      struct {
				Start, Finish  string
				Minutes        int
				BoardsPerRound int `json:"boards_per_round"`
				Rounds         []struct{ Round int }
			}
		}
		Timetable struct{ Start, Finish string }
	}
	if err := json.Unmarshal(b.Bytes(), &doc); err != nil {
		t.Fatal(err)
	}
	best := plan.Options[0]
	o := doc.Options[0]
	switch {
	case doc.Format != "movegen-plan/1" || doc.Marked != 1 || !doc.Stopped:
		t.Errorf("format %q, marked %d, stopped %v", doc.Format, doc.Marked, doc.Stopped)
	case doc.Event.Name != "Club Pairs" || doc.Event.Venue != "Room 2" || doc.Event.Date != "":
		t.Errorf("event %+v", doc.Event)
	case len(doc.Options) != len(plan.Options) || o.Number != 1:
		t.Errorf("%d options, first numbered %d; want %d from 1", len(doc.Options), o.Number, len(plan.Options))
	case o.Timetable.Start != "19:00" || o.Timetable.Finish != best.Timetable.Finish().String() ||
		o.Timetable.Minutes != best.Timetable.Minutes() || o.Timetable.BoardsPerRound != best.BoardsPerRound ||
		len(o.Timetable.Rounds) != best.Rounds:
		t.Errorf("option 1 timetable %+v, want %s to %s, %d minutes, %d rounds of %d", o.Timetable,
			best.Timetable.Start, best.Timetable.Finish(), best.Timetable.Minutes(), best.Rounds, best.BoardsPerRound)
	case doc.Timetable.Start != o.Timetable.Start || doc.Timetable.Finish != o.Timetable.Finish:
		t.Errorf("top timetable %+v is not option 1's", doc.Timetable)
	}

	// No event: no "event" key; not stopped: no "stopped" key.
	plan.Stopped = false
	b.Reset()
	if err := planjson.Write(&b, plan, nil); err != nil {
		t.Fatal(err)
	}
	if bytes.Contains(b.Bytes(), []byte(`"event"`)) || bytes.Contains(b.Bytes(), []byte(`"stopped"`)) {
		t.Errorf("unexpected event or stopped key:\n%.300s", b.Bytes())
	}
	if err := planjson.Write(&b, &schedules.Plan{}, nil); err == nil {
		t.Error("a plan without options was written")
	}
}
