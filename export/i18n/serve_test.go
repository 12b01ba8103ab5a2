package i18n

import (
	"go/ast"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"testing"
)

// templateKey finds the catalogue keys in the web page's templates:
// {{.P.T "Plan"}}, {{$p.T "Plan"}}, {{$p.Sprintf "..."}}, and a
// sentence with codes in it, {{codes $p "..." "team"}}.
var templateKey = regexp.MustCompile(`(?:\.(?:T|Sprintf)|codes \$p) "((?:[^"\\]|\\.)*)"`)

// TestEveryServeKeyTranslated walks the web page (its Go source, its
// templates) and "movegen serve": every sentence they show through the
// catalogue, every message they build as data (movement.Say, badRequest)
// and every status heading of an error page has a Russian entry.
func TestEveryServeKeyTranslated(t *testing.T) {
	fset, files := sourceFiles(t, "../../web", "../../cmd/movegen/cmd_serve.go")
	keys := printerKeys(fset, files)
	for _, f := range files {
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok || len(call.Args) == 0 {
				return true
			}
			name := ""
			switch fn := call.Fun.(type) {
			case *ast.Ident:
				name = fn.Name
			case *ast.SelectorExpr:
				name = fn.Sel.Name
			}
			if name == "Say" || name == "badRequest" || name == "wrapText" {
				if s, ok := literal(call.Args[0]); ok {
					keys = append(keys, key{s, fset.Position(call.Pos()).String()})
				}
			}
			return true
		})
	}
	templates, err := filepath.Glob("../../web/templates/*.html")
	if err != nil || len(templates) == 0 {
		t.Fatalf("no templates found: %v", err)
	}
	for _, path := range templates {
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range templateKey.FindAllSubmatch(data, -1) {
			keys = append(keys, key{string(m[1]), path})
		}
	}
	for _, code := range []int{http.StatusBadRequest, http.StatusNotFound, http.StatusRequestEntityTooLarge, http.StatusInternalServerError, http.StatusServiceUnavailable,
		http.StatusForbidden, http.StatusMethodNotAllowed, http.StatusMisdirectedRequest, http.StatusUnprocessableEntity} {
		keys = append(keys, key{http.StatusText(code), "error page heading"})
	}
	// The walk must see what it guards: a key from each source.
	for _, want := range []string{"Plan a session", "Changed cards only (PDF)", "the server is busy; try again in a moment", "movegen: the page is at %s; Ctrl-C stops the server", "Pairs, players or teams"} {
		if !slices.ContainsFunc(keys, func(k key) bool { return k.text == want }) {
			t.Errorf("the walk missed the key %q; found %d keys", want, len(keys))
		}
	}
	checkKeys(t, keys)
}
