package teams

import (
	"errors"
	"testing"

	"github.com/movegen/movegen/movement"
)

// TestThurnerEBU reproduces EBUScore's 6-team Thurner entry by entry: 5
// rounds, 6 tables, 5 sets on tables 1–5 moving down one round 5 to 1;
// round 1: EW 1 at table 6 (sharing with table 1), EW 2 at 4, EW 3 at 2,
// EW 4 at 5, EW 5 at 3, EW 6 at 1; EW 1–5 move up one round 1–5 but
// play at table 6 on reaching home, sharing their home table's set; EW 6
// moves up two.
func TestThurnerEBU(t *testing.T) {
	t.Parallel()
	m, err := Thurner(ThurnerOptions{Teams: 6})
	if err != nil {
		t.Fatal(err)
	}
	if m.Rounds != 5 || m.Tables != 6 || m.Sets != 5 {
		t.Fatalf("%d rounds, %d tables, %d sets", m.Rounds, m.Tables, m.Sets)
	}
	g := m.Grid()
	ewAt := func(r, tb int) int { return (g[r-1][tb-1].Seats[1]) / 2 } // team of the EW pair
	start := map[int]int{1: 6, 2: 4, 3: 2, 4: 5, 5: 3, 6: 1}
	for team, tb := range start {
		if ewAt(1, tb) != team {
			t.Errorf("round 1: EW %d is not at table %d", team, tb)
		}
	}
	for r := 1; r <= 5; r++ {
		for tb := 1; tb <= 6; tb++ {
			p := g[r-1][tb-1]
			if p.Seats[0] != 2*tb-1 {
				t.Errorf("round %d table %d: NS pair %d is not team %d's", r, tb, p.Seats[0], tb)
			}
		}
		if g[r-1][5].Set != g[r-1][ewAt(r, 6)-1].Set {
			t.Errorf("round %d: table 6 does not share EW %d's home set", r, ewAt(r, 6))
		}
		if r == 1 {
			continue
		}
		for tb := 1; tb <= 5; tb++ {
			if g[r-1][tb-1].Set != g[r-2][tb%5].Set {
				t.Errorf("round %d table %d: the set did not come down one", r, tb)
			}
		}
		// EW 6 up two round 1–5.
		was, now := 0, 0
		for tb := 1; tb <= 5; tb++ {
			if ewAt(r-1, tb) == 6 {
				was = tb
			}
			if ewAt(r, tb) == 6 {
				now = tb
			}
		}
		if now != (was+1)%5+1 {
			t.Errorf("round %d: EW 6 at table %d after %d", r, now, was)
		}
	}
	rep := movement.AnalyzeTeams(m)
	if !rep.Has(movement.PropTeamsAllMeetOnce) {
		t.Errorf("not every team meets every other once: %v", rep.Properties)
	}
}

// TestThurnerRange: the sizes other than the manual's are refused, naming
// the teams, and the 6-team form validates with every set shared by the
// two halves of its match.
func TestThurnerRange(t *testing.T) {
	t.Parallel()
	m, err := Thurner(ThurnerOptions{Teams: 6, BoardsPerMatch: 4})
	if err != nil {
		t.Fatal(err)
	}
	if r := movement.Validate(m); len(r.Errors()) > 0 {
		t.Fatalf("invalid: %v", r.Errors())
	}
	if m.BoardsPerSet != 4 {
		t.Errorf("%d boards a set", m.BoardsPerSet)
	}
	var oe *movement.OptionError
	for _, n := range []int{4, 7, 8, 10, 12} {
		if _, err := Thurner(ThurnerOptions{Teams: n}); !errors.As(err, &oe) || oe.Field != "Teams" {
			t.Errorf("%d teams: %v", n, err)
		}
	}
}
