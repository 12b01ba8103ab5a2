package samples

import (
	"testing"

	"github.com/movegen/movegen/movement"
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
