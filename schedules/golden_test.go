package schedules

import (
	"context"
	"encoding/json"
	"path/filepath"
	"testing"

	"github.com/movegen/movegen/internal/golden"
)

var update = golden.UpdateFlag()

// TestPlanGolden pins the whole plan, figures and timetables included, for
// requests a director would make; run with -update after a deliberate
// change to a generator or to the planner.
func TestPlanGolden(t *testing.T) {
	late := pairsRequest(13, 180)
	late.Start = 22*60 + 45
	tests := []struct {
		file string
		req  Request
	}{
		{"pairs13-3h.golden.json", pairsRequest(13, 180)},
		{"pairs13-3h-late.golden.json", late},
		{"pairs16-3h.golden.json", pairsRequest(16, 180)},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			plan, err := NewPlan(context.Background(), tt.req)
			if err != nil {
				t.Fatal(err)
			}
			got, err := json.MarshalIndent(plan, "", "  ")
			if err != nil {
				t.Fatal(err)
			}
			got = append(got, '\n')
			golden.Check(t, filepath.Join("testdata", tt.file), got, *update)
		})
	}
}
