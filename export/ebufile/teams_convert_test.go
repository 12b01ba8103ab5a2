package ebufile

import (
	"bytes"
	"context"
	"errors"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/movegen/movegen/export/scorerfile"
	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/teams"
)

// TestCamroseMovement: the forum's Camrose round, read into movegen's
// model, is a valid teams movement of six teams, each two teams that meet
// doing so in one meeting over two 16-board stanzas; converted back it is
// the file's movement exactly.
func TestCamroseMovement(t *testing.T) {
	es, err := Read(strings.NewReader(camrose), "camrose.txt")
	if err != nil {
		t.Fatal(err)
	}
	tm := es[0].Teams
	m, err := tm.Movement(movement.BoardsCopies)
	if err != nil {
		t.Fatal(err)
	}
	if m.Contestants != 12 || m.Tables != 6 || m.Rounds != 2 || m.Sets != 2 || m.BoardsPerSet != 16 {
		t.Fatalf("movement %d pairs, %d tables, %d rounds, %d sets of %d", m.Contestants, m.Tables, m.Rounds, m.Sets, m.BoardsPerSet)
	}
	rep := movement.AnalyzeTeams(m)
	if !rep.Valid {
		t.Fatalf("problems: %v", rep.Problems)
	}
	// Three meetings (4–6, 3–5, 1–2), each of two matches of 16 boards.
	if len(rep.Matches) != 6 || len(rep.Meetings) != 3 {
		t.Fatalf("%d matches in %d meetings, want 6 in 3", len(rep.Matches), len(rep.Meetings))
	}
	for _, mt := range rep.Meetings {
		if mt.First != 1 || mt.Last != 2 || !slices.Equal(mt.Sets, []int{1, 2}) || rep.Boards.At(mt.A, mt.B) != 32 {
			t.Errorf("meeting %+v, boards %d", mt, rep.Boards.At(mt.A, mt.B))
		}
	}
	if rep.MeetCount.At(4, 6) != 1 || rep.MeetCount.At(1, 3) != 0 {
		t.Errorf("meetings 4–6 %d, 1–3 %d", rep.MeetCount.At(4, 6), rep.MeetCount.At(1, 3))
	}
	// Each set is played at all six tables at once: six copies.
	if c := movement.Copies(m); !slices.Equal(c, []int{6, 6}) {
		t.Errorf("copies %v", c)
	}
	back, err := TeamsFromMovement(m, TeamsAmericanWhist)
	if err != nil {
		t.Fatal(err)
	}
	back.Compact = tm.Compact
	if !reflect.DeepEqual(back, tm) {
		t.Errorf("back %+v\nwant %+v", back, tm)
	}
}

// generated are the generators' movements the format can hold.
func generated(t *testing.T) []*movement.Movement {
	var out []*movement.Movement
	add := func(m *movement.Movement, err error) {
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, m)
	}
	for n := 3; n <= 16; n++ {
		add(teams.RoundRobin(teams.RoundRobinOptions{Teams: n}))
		add(teams.Flower(teams.FlowerOptions{Teams: n, Boards: movement.BoardsCopies}))
		if n%2 == 1 {
			add(teams.AmericanWhist(teams.AmericanWhistOptions{Teams: n}))
		} else if n >= teams.MinStaggerTeams {
			add(teams.Stagger(teams.StaggerOptions{Teams: n}))
		}
	}
	add(teams.Thurner(teams.ThurnerOptions{Teams: 6}))
	return out
}

// TestTeamsRoundTripGenerated: every round robin, flower, American whist
// and Stagger for 3 to 16 teams, and the Thurner, is written as an
// EBUScore teams movement and read back to the same schedule; the file's
// own Check pairs every table into a match, in one round or (the American
// whist, the Thurner, the Stagger) on the same set rounds apart, and
// finds every two teams meeting once.
func TestTeamsRoundTripGenerated(t *testing.T) {
	for _, m := range generated(t) {
		tm, err := TeamsFromMovement(m, 0)
		if err != nil {
			t.Fatalf("%s: %v", m.Name, err)
		}
		b, err := tm.Marshal()
		if err != nil {
			t.Fatalf("%s: %v", m.Name, err)
		}
		es, err := Read(bytes.NewReader(b), "t.txt")
		if err != nil || len(es) != 1 || es[0].Teams == nil {
			t.Fatalf("%s: read back %v %+v", m.Name, err, es)
		}
		if !reflect.DeepEqual(es[0].Teams, tm) {
			t.Fatalf("%s: file read back differently", m.Name)
		}
		got, err := es[0].Teams.Movement(m.Teams.Boards)
		if err != nil {
			t.Fatal(err)
		}
		want := m.Clone()
		want.Sort()
		if got.Name != want.Name || !reflect.DeepEqual(got.Play, want.Play) || !reflect.DeepEqual(got.Teams, want.Teams) ||
			got.Tables != want.Tables || got.Rounds != want.Rounds || got.Sets != want.Sets || got.BoardsPerSet != want.BoardsPerSet || !reflect.DeepEqual(got.Labels, want.Labels) {
			t.Fatalf("%s: came back as %+v", m.Name, got)
		}
		rep := tm.Check()
		if len(rep.Problems) != 0 {
			t.Errorf("%s: Check finds %d problems, first %v", m.Name, len(rep.Problems), rep.Problems[0])
		}
		n := m.Teams.Count()
		if len(rep.Meetings) != n*(n-1)/2 {
			t.Errorf("%s: Check finds %d meetings", m.Name, len(rep.Meetings))
		}
		for k, c := range rep.Meetings {
			if c != 1 {
				t.Errorf("%s: teams %v meet %d times", m.Name, k, c)
			}
		}
	}
}

func TestTeamsFromMovementRefuses(t *testing.T) {
	rr, err := teams.RoundRobin(teams.RoundRobinOptions{Teams: 4})
	if err != nil {
		t.Fatal(err)
	}
	pairs := rr.Clone()
	pairs.Teams = nil
	swapped := rr.Clone()
	// Team 1's EW pair sits NS in one round: the file cannot say so.
	swapped.Teams.Pairs[0] = [2]int{2, 1}
	for i, p := range swapped.Play {
		if p.Round == 3 {
			for k, c := range p.Seats {
				switch c {
				case 1:
					swapped.Play[i].Seats[k] = 2
				case 2:
					swapped.Play[i].Seats[k] = 1
				}
			}
		}
	}
	for _, tt := range []struct {
		name string
		m    *movement.Movement
		typ  int
		why  string
	}{
		{"pairs", pairs, 0, "not a teams movement"},
		{"type", rr, 3, "type 3 is not a teams type (5, 6 or 7)"},
		{"direction", swapped, 0, "pair 1 EW sits both NS and EW; the file names teams, not pairs, so each pair must keep one direction"},
	} {
		_, err := TeamsFromMovement(tt.m, tt.typ)
		var cw *scorerfile.CannotWrite
		if !errors.As(err, &cw) || cw.Why.String() != tt.why {
			t.Errorf("%s: %v, want %q", tt.name, err, tt.why)
		}
	}
}

// TestSwissByeHasATable: the first round of a Swiss event of five teams
// uses all four tables of its two matches, so team 5's bye has no table
// free; it is written 5,5,0 at a table of its own, and the file read back
// has all five teams, the five tables passing the teams' check.
func TestSwissByeHasATable(t *testing.T) {
	o := teams.SwissOptions{}
	for k := 1; k <= 5; k++ {
		o.Standings = append(o.Standings, teams.Standing{Team: k})
	}
	p, err := teams.PairSwiss(context.Background(), o)
	if err != nil {
		t.Fatal(err)
	}
	m, err := p.Movement(o)
	if err != nil {
		t.Fatal(err)
	}
	if p.Bye != 5 || m.Tables != 4 {
		t.Fatalf("bye %d at %d tables, want team 5's at 4", p.Bye, m.Tables)
	}
	tm, err := TeamsFromMovement(m, 0)
	if err != nil {
		t.Fatal(err)
	}
	if tm.Tables != 5 || tm.Play[4][0] != (Table{NS: 5, EW: 5}) {
		t.Fatalf("%d tables, table 5 %+v; want 5, the bye 5,5,0", tm.Tables, tm.Play[len(tm.Play)-1])
	}
	b, err := tm.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(b), "\n5,5,0\n") {
		t.Errorf("no bye in the file:\n%s", b)
	}
	es, err := Read(bytes.NewReader(b), "swiss.txt")
	if err != nil {
		t.Fatal(err)
	}
	if r := es[0].Teams.Check(); len(r.Problems) > 0 {
		t.Errorf("check: %v", r.Problems)
	}
	back, err := es[0].Teams.Movement(movement.BoardsExchange)
	if err != nil {
		t.Fatal(err)
	}
	if back.Contestants != m.Contestants || len(back.Teams.Pairs) != 5 {
		t.Errorf("read back %d pairs in %d teams, want %d in 5", back.Contestants, len(back.Teams.Pairs), m.Contestants)
	}
	if errs := movement.Validate(back).Errors(); len(errs) > 0 {
		t.Errorf("read back: %v", errs)
	}
	// A round robin of five teams has a table free for each bye: no
	// table is added.
	rr, err := teams.RoundRobin(teams.RoundRobinOptions{Teams: 5})
	if err != nil {
		t.Fatal(err)
	}
	if tr, err := TeamsFromMovement(rr, 0); err != nil || tr.Tables != rr.Tables {
		t.Errorf("round robin: %v, %d tables of %d", err, tr.Tables, rr.Tables)
	}
}
