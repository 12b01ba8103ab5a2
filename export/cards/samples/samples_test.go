package samples

import (
	"reflect"
	"testing"

	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/schedules"
)

// TestSamples checks that every sample is a valid movement with the
// properties its textbook rule promises.
func TestSamples(t *testing.T) {
	tests := []struct {
		name  string
		build func() (*movement.Movement, error)
		want  []movement.Property
	}{
		{"mitchell7", func() (*movement.Movement, error) { return Mitchell(7, Plain) }, []movement.Property{movement.PropEverySetOnce, movement.PropNoRepeatMeetings}},
		{"mitchell8skip", func() (*movement.Movement, error) { return Mitchell(8, Skip) }, []movement.Property{movement.PropNoRepeatSets, movement.PropNoRepeatMeetings}},
		{"mitchell8relay", func() (*movement.Movement, error) { return Mitchell(8, Relay) }, []movement.Property{movement.PropEverySetOnce, movement.PropNoRepeatMeetings}},
		{"mitchell7switch", func() (*movement.Movement, error) { return Mitchell(7, Switched) }, []movement.Property{movement.PropEverySetOnce}},
		{"mitchell7phantom", func() (*movement.Movement, error) { return Mitchell(7, Phantom) }, []movement.Property{movement.PropNoRepeatSets}},
		{"howell4", Howell4, []movement.Property{movement.PropEverySetOnce, movement.PropEqualComparisons}},
		{"preferans7", func() (*movement.Movement, error) { return PreferansRotation(7) }, []movement.Property{movement.PropEverySetOnce, movement.PropNoRepeatMeetings}},
		{"field8", func() (*movement.Movement, error) { return FieldRotation(8) }, []movement.Property{movement.PropEverySetOnce, movement.PropNoRepeatMeetings}},
		{"rest5", func() (*movement.Movement, error) { return Rest(5, 4) }, []movement.Property{movement.PropNoRepeatSets, movement.PropEqualRests}},
		{"late mitchell3", LateMitchell, []movement.Property{movement.PropEverySetOnce, movement.PropNoRepeatMeetings}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m, err := tt.build()
			if err != nil {
				t.Fatal(err)
			}
			rep := movement.Analyze(m)
			if !rep.Problems.Valid() {
				t.Fatalf("invalid: %v", rep.Problems.Errors())
			}
			for _, p := range tt.want {
				found := false
				for _, q := range rep.Properties {
					found = found || p == q
				}
				if !found {
					t.Errorf("%s: property %s missing; has %v", m.Name, p, rep.Properties)
				}
			}
		})
	}
}

// TestLateMitchellTimes: the hand-written times of LateMitchell are the
// planner's arithmetic for 3 rounds of 3 boards from 23:20 at 7 minutes a
// board and 1 to move, and cross midnight as its documentation says.
func TestLateMitchellTimes(t *testing.T) {
	m, err := LateMitchell()
	if err != nil {
		t.Fatal(err)
	}
	want, err := schedules.MovementTimetable(m, 23*60+20, schedules.Pace{MinutesPerBoard: 7, MoveMinutes: 1})
	if err != nil {
		t.Fatal(err)
	}
	if got := m.Session.Timetable; !reflect.DeepEqual(got, want) {
		t.Errorf("timetable %+v, want the planner's %+v", got, want)
	}
	var got []string
	for _, r := range m.Session.Timetable.Rounds {
		got = append(got, r.Start.String()+"–"+r.End.String())
	}
	if want := []string{"23:20–23:41", "23:42–00:03(+1)", "00:04(+1)–00:25(+1)"}; !reflect.DeepEqual(got, want) {
		t.Errorf("rounds %v, want %v", got, want)
	}
}

// TestBigSize: Big fills 50 tables for 50 rounds and is a well-formed
// movement whose only errors are the replayed sets its documentation
// admits.
func TestBigSize(t *testing.T) {
	m := Big()
	if len(m.Play) != 50*50 || m.Contestants != 200 {
		t.Fatalf("%d plays for %d contestants, want 2500 for 200", len(m.Play), m.Contestants)
	}
	errs := movement.Validate(m).Errors()
	if len(errs) == 0 {
		t.Fatal("Big is valid; correct its documentation")
	}
	for _, p := range errs {
		if p.Code != movement.CodeRepeatSet {
			t.Errorf("unexpected problem %s: %v", p.Code, p)
		}
	}
}
