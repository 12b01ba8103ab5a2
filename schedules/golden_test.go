package schedules_test

import (
	"bytes"
	"context"
	"path/filepath"
	"testing"

	"github.com/movegen/movegen/export/jsonfile/planjson"
	"github.com/movegen/movegen/internal/golden"
	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/schedules"
)

var update = golden.UpdateFlag()

// pairsRequest asks for pairs bridge pairs in minutes minutes from 19:00.
func pairsRequest(pairs, minutes int) schedules.Request {
	return schedules.Request{
		Game: movement.Bridge, Kind: movement.Pairs, Contestants: pairs,
		Minutes: minutes, Pace: schedules.DefaultPace(movement.Bridge), Start: 19 * 60, Seed: 1,
	}
}

// TestPlanGolden pins the whole plan as its movegen-plan/1 document,
// figures and timetables included, for requests a director would make;
// run with -update after a deliberate change to a generator or to the
// planner.
func TestPlanGolden(t *testing.T) {
	late := pairsRequest(13, 180)
	late.Start = 22*60 + 45
	tests := []struct {
		file string
		req  schedules.Request
	}{
		{"pairs13-3h.golden.json", pairsRequest(13, 180)},
		{"pairs13-3h-late.golden.json", late},
		{"pairs16-3h.golden.json", pairsRequest(16, 180)},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			plan, err := schedules.NewPlan(context.Background(), tt.req)
			if err != nil {
				t.Fatal(err)
			}
			var b bytes.Buffer
			if err := planjson.Write(&b, plan, nil); err != nil {
				t.Fatal(err)
			}
			got := b.Bytes()
			golden.Check(t, filepath.Join("testdata", tt.file), got, *update)
		})
	}
}
