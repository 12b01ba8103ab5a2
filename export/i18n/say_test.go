package i18n

import (
	"go/ast"
	"go/token"
	"slices"
	"testing"
)

// sayKeys collects the literal format of every call to Say, movement's
// constructor of a sentence kept as data, whether called in its own
// package (Say) or from another (movement.Say).
func sayKeys(fset *token.FileSet, files []*ast.File) []key {
	var out []key
	for _, f := range files {
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok || len(call.Args) == 0 {
				return true
			}
			var name string
			switch fn := call.Fun.(type) {
			case *ast.Ident:
				name = fn.Name
			case *ast.SelectorExpr:
				name = fn.Sel.Name
			}
			if name != "Say" {
				return true
			}
			if s, ok := literal(call.Args[0]); ok {
				out = append(out, key{s, fset.Position(call.Pos()).String()})
			}
			return true
		})
	}
	return out
}

// TestEverySayTranslated walks the whole module: every sentence any
// package builds with movement.Say (a refusal of a scorer's file, a
// generator's explanation, a page's note) is read in Russian and Chinese
// through the catalogue, so each needs an entry in both, wherever it is
// written. The walk must reach the packages it guards: a Say of
// export/bmdcfile, of web and of movement/teams.
func TestEverySayTranslated(t *testing.T) {
	fset, files := sourceFiles(t, "../..")
	keys := sayKeys(fset, files)
	for _, want := range []string{
		"an individual movement: the Data Connector seats individuals by explicit participations with the players' numbers of every round, which movegen does not write",
	} {
		if !slices.ContainsFunc(keys, func(k key) bool { return k.text == want }) {
			t.Errorf("the source walk missed the format %q; found %d", want, len(keys))
		}
	}
	checkKeys(t, keys)
}
