package release

import (
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// TestFontsCoverEmbedded: Fonts names every font export/pdf embeds, so
// that each has its licence in the archives: the font files it embeds
// from export/pdf/fonts, and the Go fonts when it imports them.
func TestFontsCoverEmbedded(t *testing.T) {
	t.Parallel()
	dir := "../../export/pdf"
	srcs, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		t.Fatal(err)
	}
	embed := regexp.MustCompile(`(?m)^\s*//go:embed\s+(.+)$`)
	var embedded []string
	goFonts := false
	for _, src := range srcs {
		if strings.HasSuffix(src, "_test.go") {
			continue
		}
		data, err := os.ReadFile(src)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range embed.FindAllStringSubmatch(string(data), -1) {
			for _, p := range strings.Fields(m[1]) {
				if strings.HasPrefix(p, "fonts/") {
					embedded = append(embedded, strings.TrimPrefix(p, "fonts/"))
				}
			}
		}
		f, err := parser.ParseFile(token.NewFileSet(), src, data, parser.ImportsOnly)
		if err != nil {
			t.Fatal(err)
		}
		for _, imp := range f.Imports {
			p, _ := strconv.Unquote(imp.Path.Value)
			if strings.HasPrefix(p, "golang.org/x/image/font/gofont/") {
				goFonts = true
			}
		}
	}
	var listed []string
	hasGo := false
	for _, f := range Fonts() {
		listed = append(listed, f.Files...)
		if f.Module == "golang.org/x/image" {
			hasGo = true
		}
		if f.Module == "" {
			if _, err := os.Stat(filepath.Join("../..", f.From)); err != nil {
				t.Errorf("licence of %s: %v", f.Name, err)
			}
		}
	}
	slices.Sort(embedded)
	slices.Sort(listed)
	if !slices.Equal(embedded, listed) {
		t.Errorf("export/pdf embeds fonts %q, Fonts lists %q", embedded, listed)
	}
	if goFonts != hasGo {
		t.Errorf("export/pdf imports the Go fonts: %v; Fonts has their licence: %v", goFonts, hasGo)
	}
}
