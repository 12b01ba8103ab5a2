package teams

import (
	"errors"
	"testing"

	"github.com/movegen/movegen/movement"
)

// TestPivotForum reproduces the EBU forum's pivot teams for five teams
// (forums.ebu.co.uk/discussion/comment/9751): three mini-movements of
// American whist, pairs down two and boards down one throughout, each of
// 8 boards a team (4 matches of 2), then a scoring break, new boards and
// the pivot: 12 rounds, 15 sets of 2 boards, 24 boards a player.
func TestPivotForum(t *testing.T) {
	t.Parallel()
	m, err := Pivot(PivotOptions{Teams: 5})
	if err != nil {
		t.Fatal(err)
	}
	if m.Rounds != 12 || m.Tables != 5 || m.Sets != 15 || m.BoardsPerSet != 2 {
		t.Fatalf("%d rounds, %d tables, %d sets of %d", m.Rounds, m.Tables, m.Sets, m.BoardsPerSet)
	}
	if got := PivotBreaks(5); len(got) != 2 || got[0] != 4 || got[1] != 8 {
		t.Fatalf("breaks after %v", got)
	}
	g := m.Grid()
	ewAt := func(r, team int) int {
		for tb := 1; tb <= 5; tb++ {
			if g[r-1][tb-1].Seats[1] == 2*team {
				return tb
			}
		}
		return 0
	}
	setAt := func(r, set int) int {
		for tb := 1; tb <= 5; tb++ {
			if g[r-1][tb-1].Set == set {
				return tb
			}
		}
		return 0
	}
	for r := 1; r <= 12; r++ {
		stanza := (r - 1) / 4 // 0, 1, 2
		for tb := 1; tb <= 5; tb++ {
			p := g[r-1][tb-1]
			if p == nil {
				t.Fatalf("round %d table %d idle", r, tb)
			}
			if p.Seats[0] != 2*tb-1 {
				t.Errorf("round %d table %d: NS %d is not team %d's", r, tb, p.Seats[0], tb)
			}
			if p.Set <= 5*stanza || p.Set > 5*stanza+5 {
				t.Errorf("round %d table %d: set %d is not of stanza %d", r, tb, p.Set, stanza+1)
			}
		}
		for team := 1; team <= 5; team++ {
			// Pairs down two: from home to start each stanza (the
			// boards are new), from the last table every other round.
			was := team
			if (r-1)%4 != 0 {
				was = ewAt(r-1, team)
			}
			if now := ewAt(r, team); (was-now+5)%5 != 2 {
				t.Errorf("round %d: EW %d at table %d after %d", r, team, now, was)
			}
		}
		for set := 5*stanza + 1; set <= 5*stanza+5; set++ {
			// Boards down one: a stanza's set k starts one table below
			// table k and moves down one a round.
			k := set - 5*stanza
			want := (k-1-(r-1)%4-1+10)%5 + 1
			if got := setAt(r, set); got != want {
				t.Errorf("round %d: set %d at table %d, want %d", r, set, got, want)
			}
		}
	}
	// Every two teams meet once a stanza, both halves within it; 8
	// boards a team a stanza.
	ms := movement.TeamMatches(m)
	if len(ms) != 30 {
		t.Fatalf("%d matches, want 3 × 10", len(ms))
	}
	met := map[[3]int]int{}
	for _, x := range ms {
		if (x.HomeRound-1)/4 != (x.AwayRound-1)/4 {
			t.Errorf("match %+v across a pivot", x)
		}
		met[[3]int{(x.HomeRound - 1) / 4, min(x.Home, x.Away), max(x.Home, x.Away)}]++
	}
	if len(met) != 30 {
		t.Errorf("%d (stanza, teams) meetings, want 30", len(met))
	}
	// The report counts three meetings of every two teams: a match that
	// ends a stanza and one that begins the next, each in two halves, are
	// two meetings (new partners, new boards), not one run of rounds.
	rep := movement.AnalyzeTeams(m)
	if !rep.Valid {
		t.Fatalf("invalid: %v", rep.Problems.Errors())
	}
	for a := 1; a <= 5; a++ {
		for b := a + 1; b <= 5; b++ {
			if c := rep.MeetCount.At(a, b); c != 3 {
				t.Errorf("teams %d and %d: %d meetings, want 3", a, b, c)
			}
		}
	}
	f, err := NewForm(FamilyPivot, 5, 0, 0, movement.BoardsExchange)
	if err != nil {
		t.Fatal(err)
	}
	if f.BoardsPerTeam != 24 || f.Matches != 12 || f.Meetings != 10 || f.Byes != 0 {
		t.Errorf("form: %d boards, %d matches, %d meetings, %d byes", f.BoardsPerTeam, f.Matches, f.Meetings, f.Byes)
	}
	if len(PivotNotes(PivotOptions{Teams: 5}, m)) != 5 {
		t.Error("notes")
	}
}

// TestPivotRange: three teams (three three-way matches, 6 rounds of 4
// boards) validate; the other counts are refused naming Teams, a
// negative number of boards naming BoardsPerMatch.
func TestPivotRange(t *testing.T) {
	t.Parallel()
	m, err := Pivot(PivotOptions{Teams: 3})
	if err != nil {
		t.Fatal(err)
	}
	if r := movement.Validate(m); !r.Valid() {
		t.Fatalf("invalid: %v", r.Errors())
	}
	if m.Rounds != 6 || m.Sets != 9 || m.BoardsPerSet != 4 {
		t.Errorf("3 teams: %d rounds, %d sets of %d", m.Rounds, m.Sets, m.BoardsPerSet)
	}
	if m, err := Pivot(PivotOptions{Teams: 5, BoardsPerMatch: 3}); err != nil || m.BoardsPerSet != 3 {
		t.Errorf("3 boards: %v", err)
	}
	var oe *movement.OptionError
	for _, n := range []int{0, 2, 4, 6, 7, 10} {
		if _, err := Pivot(PivotOptions{Teams: n}); !errors.As(err, &oe) || oe.Field != "Teams" || !errors.Is(err, movement.ErrUnsupported) {
			t.Errorf("%d teams: %v", n, err)
		}
	}
	if _, err := Pivot(PivotOptions{Teams: 5, BoardsPerMatch: -1}); !errors.As(err, &oe) || oe.Field != "BoardsPerMatch" {
		t.Errorf("-1 boards: %v", err)
	}
}
