package standings

import (
	"bytes"
	"context"
	"errors"
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/movegen/movegen/movement/teams"
)

// TestIMPsToVP: the WBF continuous scale's fixed points (0 IMPs a draw,
// the blitz 15·√N the whole 20), and it never falls as the margin grows.
func TestIMPsToVP(t *testing.T) {
	for _, boards := range []int{4, 7, 8, 12, 16} {
		if v := IMPsToVP(0, boards); v != 10 {
			t.Errorf("%d boards, 0 IMPs: %.2f", boards, v)
		}
		blitz := 15 * math.Sqrt(float64(boards))
		if v := IMPsToVP(math.Ceil(blitz), boards); v != 20 {
			t.Errorf("%d boards, blitz %.1f: %.2f", boards, blitz, v)
		}
		if v := IMPsToVP(math.Floor(blitz)-1, boards); v >= 20 {
			t.Errorf("%d boards, below the blitz: %.2f", boards, v)
		}
		prev, step := 10.0, 1.0
		for m := 1.0; m <= 80; m++ {
			v := IMPsToVP(m, boards)
			if v < prev || v-prev > step+0.011 {
				t.Errorf("%d boards, %v IMPs: %.2f after %.2f (steps must not grow)", boards, m, v, prev)
			}
			step, prev = v-prev, v
		}
	}
}

func TestApply(t *testing.T) {
	in := "team,name,vp,met,byes,opp,result\n" +
		"1,Smith,30,2,0,3,+7 imps\n" +
		"2,Jones,20,1,0,4,\n" +
		"3,Brown,25,4 4,0,1,\n" +
		"4,Green,10,3 3,0,2,14.5\n" +
		"5,Hall,5,,1,bye,12\n"
	f, err := ReadFile(strings.NewReader(in), "r.csv")
	if err != nil {
		t.Fatal(err)
	}
	if all, none := f.Played(); !all || none {
		t.Fatalf("played all %v none %v", all, none)
	}
	ss, err := f.Apply(WBF, 8)
	if err != nil {
		t.Fatal(err)
	}
	win := IMPsToVP(7, 8)
	want := []teams.Standing{
		{Team: 1, Name: "Smith", VP: 30 + win, Met: []int{2, 3}},
		{Team: 2, Name: "Jones", VP: 25.5, Met: []int{1, 4}},
		{Team: 3, Name: "Brown", VP: 25 + 20 - win, Met: []int{4, 4, 1}},
		{Team: 4, Name: "Green", VP: 24.5, Met: []int{3, 3, 2}},
		{Team: 5, Name: "Hall", VP: 17, Byes: 2},
	}
	for i := range want {
		g, w := ss[i], want[i]
		if g.Team != w.Team || math.Abs(g.VP-w.VP) > 1e-9 || !slices.Equal(g.Met, w.Met) || g.Byes != w.Byes {
			t.Errorf("team %d: %+v, want %+v", w.Team, g, w)
		}
	}
	// The next round pairs from them; written out with its pairings and
	// read back, it is the same standings with the round to play.
	p, err := teams.PairSwiss(context.Background(), teams.SwissOptions{Standings: ss, Rematches: true})
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := WriteRound(&b, ss, p, WBF); err != nil {
		t.Fatal(err)
	}
	g, err := ReadFile(&b, "next.csv")
	if err != nil {
		t.Fatalf("%v\n%s", err, b.String())
	}
	if all, none := g.Played(); all || !none {
		t.Errorf("fresh round: played all %v none %v", all, none)
	}
	for _, x := range p.Matches {
		if g.Opp[x.Home] != x.Away || g.Opp[x.Away] != x.Home {
			t.Errorf("match %v: opp %v", x, g.Opp)
		}
	}
	if g.Opp[p.Bye] != 0 || !slices.EqualFunc(g.Standings, ss, func(a, b teams.Standing) bool {
		return a.Team == b.Team && a.VP == b.VP && slices.Equal(a.Met, b.Met) && a.Byes == b.Byes && a.Name == b.Name
	}) {
		t.Errorf("read back %+v, want %+v", g.Standings, ss)
	}
}

func TestApplyFaults(t *testing.T) {
	head := "team,vp,met,opp,result\n"
	tests := []struct {
		name, in string
		scale    Scale
		want     string
	}{
		{"no result", head + "1,0,,2,\n2,0,,1,\n", "", "r.csv:2: result: no result for the match of team 1 against team 2: enter it on either line"},
		{"bye", head + "1,0,,2,10\n2,0,,1,\n3,0,,bye,\n", "", "r.csv:4: result: team 3 had the bye: enter the victory points it scores for it"},
		{"sum", head + "1,0,,2,12\n2,0,,1,9\n", "", "r.csv:2: result: team 1 scores 12.00 VP and team 2 9.00: a match's VP add up to 20"},
		{"word", head + "1,0,,2,lots\n2,0,,1,\n", "", `r.csv:2: result: "lots" is not a result: victory points (0 to 20), an IMP margin (+7 imps) or a percentage (58.2%)`},
		{"scale", head + "1,0,,2,55%\n2,0,,1,\n", WBF, `r.csv:2: result: "55%" is a percentage, but the scale is wbf`},
		{"percent", head + "1,0,,2,101%\n2,0,,1,\n", "", `r.csv:2: result: "101%" is not a percentage (0% to 100%)`},
	}
	for _, tt := range tests {
		f, err := ReadFile(strings.NewReader(tt.in), "r.csv")
		if err != nil {
			t.Fatalf("%s: %v", tt.name, err)
		}
		_, err = f.Apply(tt.scale, 8)
		if err == nil || err.Error() != tt.want {
			t.Errorf("%s: %v, want %q", tt.name, err, tt.want)
		}
	}
}

// TestApplyPercent: a pairs match scored 58.2% gives 11.64 VP and 8.36.
func TestApplyPercent(t *testing.T) {
	f, err := ReadFile(strings.NewReader("pair,vp,met,opp,result\n1,0,,2,58.2%\n2,0,,1,\n"), "r.csv")
	if err != nil {
		t.Fatal(err)
	}
	ss, err := f.Apply(Percent, 7)
	if err != nil {
		t.Fatal(err)
	}
	if ss[0].VP != 11.64 || ss[1].VP != 8.36 {
		t.Errorf("VP %v and %v", ss[0].VP, ss[1].VP)
	}
}

// FuzzApply: a standings file carrying a round never panics ReadFile or
// Apply; every refusal is an *Error; what Apply accepts passes
// SwissOptions.Check with finite VP, and WriteRound of a pairing of it
// reads back with the pairing's opponents.
func FuzzApply(f *testing.F) {
	f.Add([]byte("team,vp,met,opp,result\n1,0,,2,+7 imps\n2,0,,1,\n3,0,,bye,12\n"), 8)
	f.Add([]byte("pair,vp,met,byes,opp,result\n1,3,2 2,0,2,58.2%\n2,1,1 1,0,1,\n"), 7)
	f.Add([]byte("team,vp,met,opp,result\n1,0,,2,12\n2,0,,1,8\n"), 0)
	f.Add([]byte("team,vp,met,opp,result\n1,0,,2,-0 IMPs\n2,0,,1,\n"), 400)
	f.Fuzz(func(t *testing.T, data []byte, boards int) {
		file, err := ReadFile(bytes.NewReader(data), "fuzz.csv")
		if err != nil {
			var e *Error
			if !errors.As(err, &e) {
				t.Fatalf("error %T: %v", err, err)
			}
			return
		}
		for _, scale := range []Scale{"", WBF, Percent} {
			ss, err := file.Apply(scale, boards%100)
			if err != nil {
				var e *Error
				if !errors.As(err, &e) {
					t.Fatalf("error %T: %v", err, err)
				}
				continue
			}
			for _, s := range ss {
				if math.IsNaN(s.VP) || math.IsInf(s.VP, 0) {
					t.Fatalf("team %d: VP %v", s.Team, s.VP)
				}
			}
			if len(ss) < teams.MinSwissTeams {
				continue
			}
			o := teams.SwissOptions{Standings: ss, Rematches: true}
			if err := o.Check(); err != nil {
				t.Fatalf("applied standings fail Check: %v", err)
			}
			if len(ss) > 40 {
				continue
			}
			p, err := teams.PairSwiss(context.Background(), o)
			if err != nil {
				t.Fatalf("pairing: %v", err)
			}
			var b bytes.Buffer
			if err := WriteRound(&b, ss, p, scale); err != nil {
				t.Fatal(err)
			}
			back, err := ReadFile(&b, "round.csv")
			if err != nil {
				t.Fatalf("reading our own round: %v\n%s", err, b.String())
			}
			for _, x := range p.Matches {
				if back.Opp[x.Home] != x.Away {
					t.Fatalf("match %v: opp %v", x, back.Opp)
				}
			}
		}
	})
}
