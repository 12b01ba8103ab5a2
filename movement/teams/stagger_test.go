package teams

import (
	"errors"
	"testing"

	"github.com/movegen/movegen/movement"
)

// TestStaggerEBU reproduces EBUScore's 8-team Stagger entry: 7 rounds at
// 8 tables in two rows, table t sharing its set with table t+4 in every
// round; sets 1–4 in the first stanza (set k at table k in round 1) and
// sets 5–8 in the second (set 4+k at table k in round 4), the new boards
// put out at the end of round 3; within a stanza EW down two and the
// boards down one; every match complete within its stanza.
func TestStaggerEBU(t *testing.T) {
	t.Parallel()
	m, err := Stagger(StaggerOptions{Teams: 8})
	if err != nil {
		t.Fatal(err)
	}
	if m.Rounds != 7 || m.Tables != 8 || m.Sets != 8 || m.BoardsPerSet != 4 {
		t.Fatalf("%d rounds, %d tables, %d sets of %d", m.Rounds, m.Tables, m.Sets, m.BoardsPerSet)
	}
	if StaggerBreak(8) != 3 {
		t.Fatalf("break after round %d", StaggerBreak(8))
	}
	g := m.Grid()
	ewAt := func(r, tb int) int { return g[r-1][tb-1].Seats[1] / 2 }
	where := func(r, team int) int {
		for tb := 1; tb <= 8; tb++ {
			if ewAt(r, tb) == team {
				return tb
			}
		}
		return 0
	}
	for r := 1; r <= 7; r++ {
		for tb := 1; tb <= 8; tb++ {
			p := g[r-1][tb-1]
			if p.Seats[0] != 2*tb-1 {
				t.Errorf("round %d table %d: NS pair %d is not team %d's", r, tb, p.Seats[0], tb)
			}
			if first := r <= 3; first != (p.Set <= 4) {
				t.Errorf("round %d table %d: set %d in the wrong stanza", r, tb, p.Set)
			}
		}
		for tb := 1; tb <= 4; tb++ {
			if g[r-1][tb-1].Set != g[r-1][tb+3].Set {
				t.Errorf("round %d: table %d does not share with table %d", r, tb, tb+4)
			}
			switch r {
			case 1:
				if g[0][tb-1].Set != tb {
					t.Errorf("round 1: set %d at table %d", g[0][tb-1].Set, tb)
				}
			case 4:
				if g[3][tb-1].Set != 4+tb {
					t.Errorf("round 4: set %d at table %d", g[3][tb-1].Set, tb)
				}
			default: // boards down one round the row
				if g[r-1][tb-1].Set != g[r-2][tb%4].Set {
					t.Errorf("round %d table %d: the set did not come down one", r, tb)
				}
			}
		}
		for team := 1; team <= 8; team++ {
			now := where(r, team)
			down := 2 // EW down two, to start and every round of a stanza
			was := team
			if r > 1 {
				was = where(r-1, team)
			}
			if r == 4 {
				down = 1 // at the break
			}
			if (was-now+8)%8 != down {
				t.Errorf("round %d: EW %d at table %d after %d", r, team, now, was)
			}
		}
	}
	// Every match is played on one set, so within one stanza: the break
	// after round 3 can score every match begun.
	ms := movement.TeamMatches(m)
	if len(ms) != 28 {
		t.Errorf("%d matches, want 28", len(ms))
	}
	for _, mt := range ms {
		if (mt.HomeRound <= 3) != (mt.AwayRound <= 3) {
			t.Errorf("match %+v: halves across the break", mt)
		}
		// Only the team across the rows is met head to head, at the two
		// tables sharing the set.
		if across := mt.Away-mt.Home == 4; across != (mt.HomeRound == mt.AwayRound) || across && mt.AwayTable != mt.HomeTable+4 {
			t.Errorf("match %+v: head to head is the team across the rows", mt)
		}
	}
	if rep := movement.AnalyzeTeams(m); !rep.Has(movement.PropTeamsAllMeetOnce) {
		t.Errorf("not every team meets every other once: %v", rep.Properties)
	}
}

// TestStaggerManualMoves: the manual's moves as printed (EW down 1 to
// start, down 2 at the break and every round) keep every EW pair at an
// odd distance from home, so teams 1 and 3 never meet; the doc says why
// movegen exchanges the two moves.
func TestStaggerManualMoves(t *testing.T) {
	t.Parallel()
	const n = 8
	met := map[[2]int]bool{}
	for team := 1; team <= n; team++ {
		at := (team-1-1+n)%n + 1 // down 1 to start
		for r := 1; r <= n-1; r++ {
			if r > 1 {
				at = (at-1-2+n)%n + 1 // down 2, the break included
			}
			met[[2]int{at, team}] = true // NS of team at meets EW of team
		}
	}
	if met[[2]int{1, 3}] || met[[2]int{3, 1}] {
		t.Fatal("the printed moves do let teams 1 and 3 meet")
	}
}

// TestStaggerRange: every even number of teams in range validates, every
// two teams meeting once within a stanza; odd and out-of-range numbers
// are refused naming Teams.
func TestStaggerRange(t *testing.T) {
	t.Parallel()
	for n := MinStaggerTeams; n <= MaxStaggerTeams; n += 2 {
		m, err := Stagger(StaggerOptions{Teams: n})
		if err != nil {
			t.Fatalf("%d teams: %v", n, err)
		}
		if r := movement.Validate(m); !r.Valid() {
			t.Fatalf("%d teams: invalid: %v", n, r.Errors())
		}
		if m.Rounds != n-1 || m.Tables != n || m.Sets != n {
			t.Errorf("%d teams: %d rounds, %d tables, %d sets", n, m.Rounds, m.Tables, m.Sets)
		}
		for _, mt := range movement.TeamMatches(m) {
			if (mt.HomeRound <= StaggerBreak(n)) != (mt.AwayRound <= StaggerBreak(n)) {
				t.Errorf("%d teams: match %v across the break", n, mt)
			}
		}
		if len(StaggerNotes(StaggerOptions{Teams: n}, m)) != 5 {
			t.Errorf("%d teams: notes", n)
		}
	}
	m, err := Stagger(StaggerOptions{Teams: 8, BoardsPerMatch: 3})
	if err != nil || m.BoardsPerSet != 3 {
		t.Fatalf("3 boards: %v", err)
	}
	var oe *movement.OptionError
	for _, n := range []int{0, 2, 3, 7, 9, 42} {
		if _, err := Stagger(StaggerOptions{Teams: n}); !errors.As(err, &oe) || oe.Field != "Teams" || !errors.Is(err, movement.ErrUnsupported) {
			t.Errorf("%d teams: %v", n, err)
		}
	}
	if _, err := Stagger(StaggerOptions{Teams: 8, BoardsPerMatch: -1}); !errors.As(err, &oe) || oe.Field != "BoardsPerMatch" {
		t.Errorf("-1 boards: %v", err)
	}
}
