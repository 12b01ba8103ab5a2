package sheet

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// module is the project's import path.
const module = "github.com/movegen/movegen"

// renderers are the packages that lay a Document out (the PDF, the
// workbook, the text cards), each with every project package it may
// import, directly or not: the document model, the layout engine and the
// terminal's width rule, which import nothing of the project but each
// other. Issue 36's Done-when: no movement package, no catalogue
// (export/i18n), no composer (export/cards).
var renderers = map[string][]string{
	"export/pdf":       {"export/layout", "export/sheet", "internal/widetab"},
	"export/xlsx":      {"export/layout", "export/sheet", "internal/widetab"},
	"export/textcards": {"export/layout", "export/sheet", "internal/widetab"},
}

// viewFiles are the files outside the renderers that only lay the
// document out as well: the page's view (internal/app).
var viewFiles = []string{"internal/app/pageview.go"}

// sentenceOK lists, for the renderers' own files, the functions that may
// call fmt.Sprintf, and why: none of them makes words for paper.
var sentenceOK = map[string]string{
	"export/pdf.Error":     "an error's text for the log (GlyphError), never printed on paper",
	"export/pdf.CharsText": "the characters an error names, with their code points",
	"export/pdf.Check":     "the layout check's faults, an error's text",
}

// root is the module's directory.
func root(t *testing.T) string {
	t.Helper()
	r, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(r, "go.mod")); err != nil {
		t.Fatal(err)
	}
	return r
}

// sources returns the non-test Go files of package dir (module-relative).
func sources(t *testing.T, rootDir, dir string) []string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(rootDir, dir, "*.go"))
	if err != nil || len(files) == 0 {
		t.Fatalf("%s: no Go files (%v)", dir, err)
	}
	return slices.DeleteFunc(files, func(f string) bool { return strings.HasSuffix(f, "_test.go") })
}

// projectDeps returns the project packages pkg (module-relative) imports,
// directly or not, from the non-test files of their directories, as "go
// list -deps" lists them.
func projectDeps(t *testing.T, rootDir, pkg string) []string {
	t.Helper()
	seen := map[string]bool{}
	var visit func(p string)
	visit = func(p string) {
		for _, f := range sources(t, rootDir, p) {
			af, err := parser.ParseFile(token.NewFileSet(), f, nil, parser.ImportsOnly)
			if err != nil {
				t.Fatal(err)
			}
			for _, imp := range af.Imports {
				path, _ := strconv.Unquote(imp.Path.Value)
				rel, ok := strings.CutPrefix(path, module+"/")
				if ok && !seen[rel] {
					seen[rel] = true
					visit(rel)
				}
			}
		}
	}
	visit(pkg)
	var out []string
	for p := range seen {
		out = append(out, p)
	}
	slices.Sort(out)
	return out
}

// TestRenderersImportNoWords: a renderer imports, directly or not, only
// the project packages listed for it in renderers: no movement, no
// catalogue, no composer.
func TestRenderersImportNoWords(t *testing.T) {
	r := root(t)
	for pkg, want := range renderers {
		got := projectDeps(t, r, pkg)
		for _, d := range got {
			if strings.HasPrefix(d, "movement") || d == "export/i18n" || d == "export/cards" {
				t.Errorf("%s imports %s", pkg, d)
			}
		}
		if !slices.Equal(got, want) {
			t.Errorf("%s imports %q of the project, want %q", pkg, got, want)
		}
	}
}

// TestRenderersMakeNoSentence: no renderer's non-test code, nor the page's
// view, asks a catalogue for words (a call of a method T, Message or
// Sprintf, as an i18n.Printer has) or formats a sentence with
// fmt.Sprintf, but in the functions sentenceOK lists and where the
// format is PDF syntax ("%d 0 obj", "/Contents %d 0 R").
func TestRenderersMakeNoSentence(t *testing.T) {
	r := root(t)
	var files []string
	for pkg := range renderers {
		files = append(files, sources(t, r, pkg)...)
	}
	for _, f := range viewFiles {
		files = append(files, filepath.Join(r, f))
	}
	calls := 0
	for _, path := range files {
		rel, _ := filepath.Rel(r, path)
		pkg := filepath.ToSlash(filepath.Dir(rel))
		fset := token.NewFileSet()
		af, err := parser.ParseFile(fset, path, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		// within names the function a call stands in ("" at the
		// package's level).
		within := func(pos token.Pos) string {
			for _, decl := range af.Decls {
				if fn, ok := decl.(*ast.FuncDecl); ok && fn.Pos() <= pos && pos < fn.End() {
					return fn.Name.Name
				}
			}
			return ""
		}
		ast.Inspect(af, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			sel, ok := call.Fun.(*ast.SelectorExpr)
			if !ok {
				return true
			}
			calls++
			x, _ := sel.X.(*ast.Ident)
			fmtCall := x != nil && x.Name == "fmt"
			at, fn := fset.Position(call.Pos()), within(call.Pos())
			switch {
			case !fmtCall && (sel.Sel.Name == "T" || sel.Sel.Name == "Message" || sel.Sel.Name == "Sprintf"):
				t.Errorf("%s:%d: %s calls %s: a catalogue's words", rel, at.Line, fn, sel.Sel.Name)
			case fmtCall && sel.Sel.Name == "Sprintf":
				if _, ok := sentenceOK[pkg+"."+fn]; (ok && fn != "") || pdfSyntax(call) {
					return true
				}
				t.Errorf("%s:%d: %s formats a sentence (fmt.Sprintf)", rel, at.Line, fn)
			}
			return true
		})
	}
	if calls == 0 {
		t.Error("no call read: the test reads the files wrong")
	}
}

// pdfSyntax reports whether call's format is a literal whose words are
// PDF's own (an object's number, a page's contents), not a sentence.
func pdfSyntax(call *ast.CallExpr) bool {
	if len(call.Args) == 0 {
		return false
	}
	lit, ok := call.Args[0].(*ast.BasicLit)
	if !ok || lit.Kind != token.STRING {
		return false
	}
	s, err := strconv.Unquote(lit.Value)
	if err != nil {
		return false
	}
	s = strings.ReplaceAll(s, "%d", " ")
	for _, w := range strings.FieldsFunc(s, func(r rune) bool { return !('a' <= r && r <= 'z' || 'A' <= r && r <= 'Z') }) {
		if !slices.Contains([]string{"obj", "endobj", "R", "Contents"}, w) {
			return false
		}
	}
	return true
}

// TestPDFSyntax: the formats the test lets through are PDF's, and a
// sentence is not.
func TestPDFSyntax(t *testing.T) {
	for _, tt := range []struct {
		src  string
		want bool
	}{
		{`fmt.Sprintf("%d 0 obj\n", n)`, true},
		{`fmt.Sprintf("/Contents %d 0 R>>\nendobj\n", n)`, true},
		{`fmt.Sprintf("Table %d", n)`, false},
		{`fmt.Sprintf(f, n)`, false},
		{`fmt.Sprintf("%s (continued)", s)`, false},
	} {
		e, err := parser.ParseExpr(tt.src)
		if err != nil {
			t.Fatal(err)
		}
		if got := pdfSyntax(e.(*ast.CallExpr)); got != tt.want {
			t.Errorf("pdfSyntax(%s) = %v, want %v", tt.src, got, tt.want)
		}
	}
}

// TestRenderersJoinNoWords: no renderer's non-test code, nor the page's
// view, writes the document's punctuation of its own: no string literal
// holds a dash "—" (the composer joins a title and its subtitle,
// Sheet.Heading) or a spaced separator " · ".
func TestRenderersJoinNoWords(t *testing.T) {
	r := root(t)
	var files []string
	for pkg := range renderers {
		files = append(files, sources(t, r, pkg)...)
	}
	for _, f := range viewFiles {
		files = append(files, filepath.Join(r, f))
	}
	lits := 0
	for _, path := range files {
		rel, _ := filepath.Rel(r, path)
		fset := token.NewFileSet()
		af, err := parser.ParseFile(fset, path, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(af, func(n ast.Node) bool {
			lit, ok := n.(*ast.BasicLit)
			if !ok || lit.Kind != token.STRING {
				return true
			}
			lits++
			s, err := strconv.Unquote(lit.Value)
			if err != nil {
				return true
			}
			if strings.Contains(s, "—") || strings.Contains(s, " · ") {
				t.Errorf("%s:%d: %q: the document's punctuation, written by a renderer", rel, fset.Position(lit.Pos()).Line, s)
			}
			return true
		})
	}
	if lits == 0 {
		t.Error("no string literal read: the test reads the files wrong")
	}
}
