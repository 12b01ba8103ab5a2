package i18n

import (
	"context"
	"go/ast"
	"go/token"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/teams"
)

// TestEveryTeamsMessageTranslated walks the teams code (issue 31): the
// teams check and report of movement, the generators and Swiss pairing of
// movement/teams, and the standings reader, whose fault formats are the
// third argument of its bad helper. Every sentence they hand over as data
// must have a Russian entry.
func TestEveryTeamsMessageTranslated(t *testing.T) {
	fset, files := sourceFiles(t, "../../movement/teams.go", "../../movement/teams_validate.go", "../../movement/teams_report.go", "../../movement/teams", "../standings")
	keys := dataKeys(fset, files)
	keys = append(keys, badKeys(fset, files)...)
	for _, want := range []string{
		"round %d: team %s has a bye",              // validator note
		"Every two teams meet exactly once.",       // report line
		"%d teams: want %d to %d",                  // Options.Check
		"the lowest-ranked that has not had a bye", // Swiss reason
		"%q is not a team number or \"bye\"",       // standings fault
	} {
		if !slices.ContainsFunc(keys, func(k key) bool { return k.text == want }) {
			t.Errorf("the source walk missed the format %q; found %d", want, len(keys))
		}
	}
	checkKeys(t, keys)
}

// badKeys collects the literal formats of the standings reader's bad
// helper: bad(line, field, format, args...).
func badKeys(fset *token.FileSet, files []*ast.File) []key {
	var out []key
	for _, f := range files {
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			if id, ok := call.Fun.(*ast.Ident); ok && id.Name == "bad" && len(call.Args) > 2 {
				if s, ok := literal(call.Args[2]); ok {
					out = append(out, key{s, fset.Position(call.Pos()).String()})
				}
			}
			if id, ok := call.Fun.(*ast.Ident); ok && id.Name == "bad" && len(call.Args) == 2 {
				if s, ok := literal(call.Args[0]); ok { // header's bad(format, args)
					out = append(out, key{s, fset.Position(call.Pos()).String()})
				}
			}
			return true
		})
	}
	return out
}

// TestTeamsNamesTranslate: the name of every teams movement prints in
// Russian with no English word left.
func TestTeamsNamesTranslate(t *testing.T) {
	ru := New(Russian)
	for _, tt := range []struct{ name, want string }{
		{"Round robin, 8 teams", "Круговой турнир, 8 команд"},
		{"Round robin, 9 teams, 4 of 9 rounds", "Круговой турнир, 9 команд, 4 из 9 туров"},
		{"American whist, 7 teams", "Американский вист, 7 команд"},
		{"Flower, 21 teams", "Цветок, 21 команда"},
		{"Swiss teams, round 3", "Командный швейцарский турнир, тур 3"},
		{"Swiss pairs, round 2", "Парный швейцарский турнир, тур 2"},
		{"Swiss pairs, round 4, triangle", "Парный швейцарский турнир, тур 4, треугольник"},
	} {
		if got := ru.MovementName(tt.name); got != tt.want {
			t.Errorf("%q: %q, want %q", tt.name, got, tt.want)
		}
	}
}

// TestGeneratedTeamsNamesTranslate: what the generators name their
// movements prints in Russian with no English word left.
func TestGeneratedTeamsNamesTranslate(t *testing.T) {
	var names []string
	for _, f := range []func() (*movement.Movement, error){
		func() (*movement.Movement, error) {
			return teams.RoundRobin(teams.RoundRobinOptions{Teams: 9, Rounds: 4})
		},
		func() (*movement.Movement, error) {
			return teams.AmericanWhist(teams.AmericanWhistOptions{Teams: 7, Rounds: 2})
		},
		func() (*movement.Movement, error) { return teams.Flower(teams.FlowerOptions{Teams: 12}) },
	} {
		m, err := f()
		if err != nil {
			t.Fatal(err)
		}
		names = append(names, m.Name)
	}
	o := teams.SwissOptions{Standings: []teams.Standing{{Team: 1}, {Team: 2}}}
	p, err := teams.PairSwiss(context.Background(), o)
	if err != nil {
		t.Fatal(err)
	}
	m, err := p.Movement(o)
	if err != nil {
		t.Fatal(err)
	}
	names = append(names, m.Name)
	// Swiss pairs, with and without a triangle.
	for _, o := range []teams.SwissOptions{
		{Pairs: true, Standings: []teams.Standing{{Team: 1}, {Team: 2}}},
		{Pairs: true, Triangle: true, BoardsPerMatch: 8, Standings: []teams.Standing{{Team: 1}, {Team: 2}, {Team: 3}}},
	} {
		p, err := teams.PairSwiss(context.Background(), o)
		if err != nil {
			t.Fatal(err)
		}
		m, err := p.Movement(o)
		if err != nil {
			t.Fatal(err)
		}
		names = append(names, m.Name)
	}
	if !strings.Contains(names[len(names)-1], "triangle") {
		t.Errorf("the triangle round is named %q", names[len(names)-1])
	}
	ru := New(Russian)
	for _, n := range names {
		if got := ru.MovementName(n); regexp.MustCompile(`\b[A-Za-z]{3,}\b`).MatchString(got) {
			t.Errorf("%q prints in Russian as %q", n, got)
		}
	}
}

// TestSwissReasonRussian: a pairing reason, with its nested victory
// points, reads in Russian with the decimal comma.
func TestSwissReasonRussian(t *testing.T) {
	ss := []teams.Standing{
		{Team: 1, Name: "Smith", VP: 27.4, Met: []int{3}},
		{Team: 2, VP: 22.1},
		{Team: 3, VP: 24, Met: []int{1}},
		{Team: 4, VP: 10},
	}
	p, err := teams.PairSwiss(context.Background(), teams.SwissOptions{Standings: ss})
	if err != nil {
		t.Fatal(err)
	}
	r := p.Reasons[0]
	got := New(Russian).Message(r.Format, r.Args...)
	want := "Матч 1: команда 1 Smith (27,40 ВП) — команда 2 (22,10 ВП): уже встречались: команда 1 Smith и команда 3."
	if got != want {
		t.Errorf("ru %q, want %q", got, want)
	}
	if en := r.String(); en != "Match 1: team 1 Smith (27.40 VP) v team 2 (22.10 VP): team 1 Smith has already met team 3." {
		t.Errorf("en %q", en)
	}
}
