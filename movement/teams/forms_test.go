package teams

import (
	"testing"

	"github.com/movegen/movegen/movement"
)

func TestForms(t *testing.T) {
	type row struct {
		family                                               movement.Family
		rounds, tables, boards, matches, byes, copies, split int
	}
	tests := []struct {
		n, target int
		copies    bool
		want      []row
	}{
		{8, 0, false, []row{
			{FamilyRoundRobin, 7, 8, 4, 7, 0, 4, 0},
			{FamilyFlower, 7, 8, 4, 7, 0, 4, 0},
			// The Stagger: two copies, the match across the rows head to
			// head, the other 6 of each team's 7 in two halves.
			{FamilyStagger, 7, 8, 4, 7, 0, 2, 24},
		}},
		{9, 0, false, []row{
			{FamilyRoundRobin, 9, 8, 3, 8, 1, 4, 0},
			{FamilyAmericanWhist, 8, 9, 3, 8, 0, 1, 36},
			{FamilyFlower, 9, 9, 3, 8, 1, 4, 0},
		}},
		{3, 24, true, []row{
			{FamilyRoundRobin, 3, 2, 12, 2, 1, 2, 0},
			{FamilyAmericanWhist, 2, 3, 12, 2, 0, 1, 3},
			{FamilyFlower, 3, 3, 12, 2, 1, 2, 0},
		}},
		{16, 30, false, []row{
			{FamilyRoundRobin, 15, 16, 2, 15, 0, 8, 0},
			{FamilyFlower, 15, 16, 2, 15, 0, 8, 0},
			{FamilyStagger, 15, 16, 2, 15, 0, 2, 112},
		}},
	}
	for _, tt := range tests {
		fs, err := Forms(tt.n, tt.target, tt.copies)
		if err != nil {
			t.Fatal(err)
		}
		if len(fs) != len(tt.want) {
			t.Fatalf("%d teams: %d forms, want %d", tt.n, len(fs), len(tt.want))
		}
		for i, f := range fs {
			got := row{f.Family, f.Rounds, f.Tables, f.BoardsPerMatch, f.Matches, f.Byes, f.Copies, f.Split}
			if got != tt.want[i] || f.BoardsPerTeam != f.Matches*f.BoardsPerMatch || len(f.Notes) == 0 || !movement.Validate(f.Movement).Valid() {
				t.Errorf("%d teams, form %d: %+v, want %+v", tt.n, i+1, got, tt.want[i])
			}
		}
	}
	if fs, err := Forms(2, 0, false); fs != nil || err != nil {
		t.Errorf("2 teams: %v %v", fs, err)
	}
}
