package text

import (
	"bytes"
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/teams"
)

// swissRound is round 2 of a Swiss event of 7 named teams: three matches
// and a bye.
func swissRound(t *testing.T) *movement.Movement {
	t.Helper()
	var st []teams.Standing
	for i, name := range []string{"Smith", "Jones", "Brown", "Taylor", "Wilson", "Evans", "Thomas"} {
		st = append(st, teams.Standing{Team: i + 1, Name: name, VP: float64(30 - 3*i), Met: []int{(i+1)%7 + 1}})
	}
	o := teams.SwissOptions{Standings: st, BoardsPerMatch: 8}
	pr, err := teams.PairSwiss(context.Background(), o)
	if err != nil {
		t.Fatal(err)
	}
	m, err := pr.Movement(o)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// TestTeamsReport: the report of a teams movement leads with the teams'
// figures (matches, who meets whom, boards compared, home and away, byes,
// copies), counted here from the movement's grid, then the pairs under a
// heading that says their meetings and comparisons are left out; the
// pairs' summary, fields and balance index are not printed. Golden files
// in English and Russian, with the team × team matrices.
func TestTeamsReport(t *testing.T) {
	rr, err := teams.RoundRobin(teams.RoundRobinOptions{Teams: 5, BoardsPerMatch: 6})
	if err != nil {
		t.Fatal(err)
	}
	for name, m := range map[string]*movement.Movement{"teams-swiss7": swissRound(t), "teams-round-robin5": rr} {
		// The teams who meet, counted from the grid: the NS pair's team
		// against the EW pair's team at every table.
		met := map[[2]int]bool{}
		byes := map[int]int{}
		for _, row := range m.Grid() {
			seated := map[int]bool{}
			for _, pl := range row {
				if pl == nil {
					continue
				}
				a, b := m.TeamOf(pl.Seats[0]), m.TeamOf(pl.Seats[1])
				seated[a], seated[b] = true, true
				met[[2]int{min(a, b), max(a, b)}] = true
			}
			for tm := 1; tm <= len(m.Teams.Pairs); tm++ {
				if !seated[tm] {
					byes[tm]++
				}
			}
		}
		n := len(m.Teams.Pairs)
		never := n*(n-1)/2 - len(met)
		for _, lang := range i18n.Langs() {
			t.Run(name+"/"+lang, func(t *testing.T) {
				p := i18n.New(lang)
				opt := Options{Printer: p, Matrices: true}
				var b bytes.Buffer
				if err := WriteReport(&b, m, movement.Analyze(m), opt); err != nil {
					t.Fatal(err)
				}
				got := b.String()
				teamsAt, pairsAt := strings.Index(got, "\n"+p.T("Teams:")+"\n"), strings.Index(got, "\n"+p.T("Pairs, each on its own:")+"\n")
				if teamsAt < 0 || pairsAt < teamsAt {
					t.Errorf("the teams' figures (at %d) do not lead the pairs (at %d):\n%s", teamsAt, pairsAt, got)
				}
				if never > 0 {
					want := p.Sprintf("Of %#d pairs of teams, %#d never meet and %#d meet more than once.", n*(n-1)/2, never, 0)
					if !strings.Contains(got, want) {
						t.Errorf("the report lacks %q (counted from the grid)", want)
					}
				} else if !strings.Contains(got, p.T("Every two teams meet exactly once.")) {
					t.Errorf("every two teams meet, the report does not say so")
				}
				for tm := 1; tm <= n; tm++ {
					if byes[tm] == 1 && !strings.Contains(got, p.Sprintf("bye: round %d", 1)) && name == "teams-swiss7" {
						t.Errorf("team %d has a bye, the report does not say so", tm)
					}
				}
				label := func(line string) string { return "  " + strings.SplitN(line, ":", 2)[0] + ":" }
				for _, not := range []string{"\n" + p.T("Summary") + "\n", label(p.Sprintf("never meet: %d; meet more than once: %d", 0, 0)),
					label(p.Sprintf("balance index: %.2f of 100", 1.0)), p.T("Fields (ranked together):"), "\n" + p.T("Meetings matrix:")} {
					if strings.Contains(got, not) {
						t.Errorf("a teams report prints the pairs' %q:\n%s", not, got)
					}
				}
				var c bytes.Buffer
				if err := WriteChart(&c, m, opt); err != nil {
					t.Fatal(err)
				}
				title := p.Sprintf("%s: teams of four, %s, %d teams (%s), %s, %s, %s of %s", p.MovementName(m.Name), p.T(string(m.Game)), n,
					p.Count(m.Contestants, i18n.Pairs), p.Count(m.Tables, i18n.Tables), p.Count(m.Rounds, i18n.Rounds), p.Count(m.Sets, i18n.Sets), p.Count(m.BoardsPerSet, i18n.Boards))
				if !strings.HasPrefix(c.String(), title+"\n") {
					t.Errorf("the chart's title is not %q:\n%s", title, c.String())
				}
				golden(t, filepath.Join("testdata", fmt.Sprintf("%s.%s.golden", name, lang)), append(append(c.Bytes(), '\n'), got...))
			})
		}
	}
}
