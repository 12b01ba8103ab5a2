package schedules

import (
	"slices"
	"testing"

	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/howell"
	"github.com/movegen/movegen/movement/mitchell"
)

func TestKeepStationary(t *testing.T) {
	mitchell7, err := mitchell.Generate(mitchell.Options{Tables: 7, Pairs: 13, BoardsPerRound: 3})
	if err != nil {
		t.Fatal(err)
	}
	howell8, err := howell.Generate(howell.Options{Pairs: 16, BoardsPerRound: 2})
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name    string
		m       *movement.Movement
		want    []int
		wantErr bool
	}{
		{"Mitchell, wanted pairs already stationary", mitchell7, nil, false},
		{"Mitchell, moving pairs", mitchell7, []int{9, 13}, false},
		{"Mitchell, a mix", mitchell7, []int{13, 2}, false},
		{"Howell, one pair", howell8, []int{5}, false},
		{"Howell, two pairs", howell8, []int{5, 6}, true},
		{"out of range", mitchell7, []int{14}, true},
		{"listed twice", mitchell7, []int{9, 9}, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			before := StationarySeats(tt.m)
			got, perm, err := KeepStationary(tt.m, tt.want)
			if tt.wantErr {
				if err == nil {
					t.Fatal("KeepStationary accepted it")
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			after := StationarySeats(got)
			for _, c := range tt.want {
				if !slices.Contains(after, c) {
					t.Errorf("contestant %d is not stationary after renumbering (stationary: %v)", c, after)
				}
			}
			if len(after) != len(before) {
				t.Errorf("%d stationary places before, %d after", len(before), len(after))
			}
			// Wanted contestants already stationary keep their numbers.
			for _, c := range tt.want {
				if slices.Contains(before, c) {
					if _, moved := perm[c]; moved {
						t.Errorf("contestant %d was already stationary but was renumbered", c)
					}
				}
			}
			// The renumbering is a permutation, and only numbers change:
			// the fairness figures stay exactly the same.
			for from, to := range perm {
				if perm[to] != from {
					t.Errorf("renumbering %d→%d is not a swap: %d→%d", from, to, to, perm[to])
				}
			}
			a, b := movement.Analyze(tt.m), movement.Analyze(got)
			if a.Verdict != b.Verdict || a.Summary.BalanceIndex != b.Summary.BalanceIndex ||
				a.Summary.Meetings != b.Summary.Meetings || a.Summary.Comparisons != b.Summary.Comparisons {
				t.Errorf("renumbering changed the report: %+v → %+v", a.Summary, b.Summary)
			}
			if !b.Problems.Valid() {
				t.Errorf("renumbered movement is invalid: %v", b.Problems.Errors())
			}
			if len(tt.m.Play) != len(got.Play) {
				t.Errorf("%d plays before, %d after", len(tt.m.Play), len(got.Play))
			}
		})
	}
}

func TestStationarySeats(t *testing.T) {
	// A three-table Mitchell written by hand: NS pairs 1-3 stay, EW pairs
	// 4-6 move.
	m := &movement.Movement{
		Kind: movement.Pairs, Game: movement.Bridge, Seats: movement.PairSeats(),
		Contestants: 6, Tables: 3, Rounds: 3, Sets: 3, BoardsPerSet: 2,
	}
	for r := 1; r <= 3; r++ {
		for tb := 1; tb <= 3; tb++ {
			ew := (tb-r+3)%3 + 1
			set := (tb+r-2)%3 + 1
			m.Play = append(m.Play, movement.Play{Round: r, Table: tb, Set: set, Seats: []int{tb, 3 + ew}})
		}
	}
	if got := StationarySeats(m); !slices.Equal(got, []int{1, 2, 3}) {
		t.Errorf("StationarySeats = %v, want [1 2 3]", got)
	}
}
