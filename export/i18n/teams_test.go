package i18n

import (
	"go/ast"
	"go/token"
	"slices"
	"testing"
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
		"round %d: team %s has a bye",                                       // validator note
		"Every two teams meet exactly once.",                                // report line
		"%d teams: want %d to %d",                                           // Options.Check
		"Bye: team %s (%s), the lowest-ranked team that has not had a bye.", // Swiss reason
		"%q is not a team number or \"bye\"",                                // standings fault
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
