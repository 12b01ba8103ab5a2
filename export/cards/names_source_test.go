package cards_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strings"
	"testing"
)

// TestOneNamePerContestant: outside the composer, nothing names a
// contestant by the cards' naming steps (cards.Name, LabelText,
// PersonLabels): the scorer, the terminal's chart and report, and their
// tests take the names from cards.Names, the names every sheet writes,
// so that a contestant's name is chosen in one place.
func TestOneNamePerContestant(t *testing.T) {
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	own, err := filepath.Abs(".")
	if err != nil {
		t.Fatal(err)
	}
	read := 0
	err = filepath.WalkDir(root, func(path string, e fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if e.IsDir() {
			if path == own || (path != root && (strings.HasPrefix(e.Name(), ".") || e.Name() == "testdata" || e.Name() == "vendor")) {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") {
			return nil
		}
		fset := token.NewFileSet()
		af, err := parser.ParseFile(fset, path, nil, 0)
		if err != nil {
			return err
		}
		read++
		ast.Inspect(af, func(n ast.Node) bool {
			sel, ok := n.(*ast.SelectorExpr)
			if !ok {
				return true
			}
			if x, ok := sel.X.(*ast.Ident); ok && x.Name == "cards" {
				switch sel.Sel.Name {
				case "Name", "LabelText", "PersonLabels":
					rel, _ := filepath.Rel(root, path)
					t.Errorf("%s:%d: cards.%s: name a contestant by cards.Names", rel, fset.Position(sel.Pos()).Line, sel.Sel.Name)
				}
			}
			return true
		})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if read < 100 {
		t.Errorf("%d Go files read: the test walks the wrong tree", read)
	}
}
