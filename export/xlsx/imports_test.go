package xlsx_test

import (
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	_ "github.com/movegen/movegen/internal/golden"
)

// TestLaysOutOnly: the workbook's code imports of the project only the
// document model and the layout engine (which import nothing of it), so
// that it lays out a composed document and chooses no word: no
// movement, no catalogue, no composer; and it calls no catalogue and
// formats no sentence (".T(", "Sprintf").
func TestLaysOutOnly(t *testing.T) {
	allowed := map[string]bool{
		"github.com/movegen/movegen/export/sheet":  true,
		"github.com/movegen/movegen/export/layout": true,
	}
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, parser.ImportsOnly)
		if err != nil {
			t.Fatal(err)
		}
		for _, im := range f.Imports {
			path, _ := strconv.Unquote(im.Path.Value)
			if strings.HasPrefix(path, "github.com/movegen/movegen/") && !allowed[path] {
				t.Errorf("%s imports %s", name, path)
			}
		}
		src, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		for _, call := range []string{".T(", "Sprintf("} {
			if strings.Contains(string(src), call) {
				t.Errorf("%s calls %s", name, call)
			}
		}
	}
}
