package textcards_test

import (
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// module is the project's import path.
const module = "github.com/movegen/movegen"

// projectDeps returns the project packages pkg imports, directly or not,
// from the non-test files of their directories (root is the module's).
func projectDeps(t *testing.T, root, pkg string) map[string]bool {
	t.Helper()
	seen := map[string]bool{}
	var visit func(p string)
	visit = func(p string) {
		dir := filepath.Join(root, strings.TrimPrefix(p, module))
		files, err := filepath.Glob(filepath.Join(dir, "*.go"))
		if err != nil || len(files) == 0 {
			t.Fatalf("%s: no Go files in %s (%v)", p, dir, err)
		}
		for _, f := range files {
			if strings.HasSuffix(f, "_test.go") {
				continue
			}
			af, err := parser.ParseFile(token.NewFileSet(), f, nil, parser.ImportsOnly)
			if err != nil {
				t.Fatal(err)
			}
			for _, imp := range af.Imports {
				path, _ := strconv.Unquote(imp.Path.Value)
				if strings.HasPrefix(path, module+"/") && !seen[path] {
					seen[path] = true
					visit(path)
				}
			}
		}
	}
	visit(pkg)
	return seen
}

// TestNoMovementNoCatalogue: the text cards lay a document out and choose
// no word: they import, directly or not, no movement package and no
// catalogue (export/i18n), and only the document, the layout engine and
// the terminal's width rule of the project.
func TestNoMovementNoCatalogue(t *testing.T) {
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(root, "go.mod")); err != nil {
		t.Fatal(err)
	}
	deps := projectDeps(t, root, module+"/export/textcards")
	for d := range deps {
		if strings.HasPrefix(d, module+"/movement") || d == module+"/export/i18n" || d == module+"/export/cards" {
			t.Errorf("the text cards import %s", d)
		}
	}
	for _, want := range []string{"/export/sheet", "/export/layout", "/internal/widetab"} {
		if !deps[module+want] {
			t.Errorf("the text cards do not import %s: the test reads imports wrong", want)
		}
	}
	if len(deps) != 3 {
		t.Errorf("the text cards import %d project packages, want 3: %v", len(deps), deps)
	}
}

// TestNoSentenceMade: no file of the text cards formats a sentence or asks
// a catalogue for one (Sprintf, .T().
func TestNoSentenceMade(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, bad := range []string{"Sprintf", ".T("} {
			if strings.Contains(string(src), bad) {
				t.Errorf("%s calls %s", f, bad)
			}
		}
	}
}
