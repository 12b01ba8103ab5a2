package pdf

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"strconv"
	"strings"
	"testing"

	"github.com/movegen/movegen/export/sheet"
	"github.com/movegen/movegen/internal/longtest"
	"github.com/movegen/movegen/internal/stoptest"
)

// streamCase is a composed document (a fixture) the streamed path is
// compared on, with the layout's options.
type streamCase struct {
	name string
	opt  Options
}

// streamCases: bridge and preferans, all three languages (Chinese: the
// CJK font, its faux bold drawn by the library's Text and the rest by
// libText), both papers, large type, a long name (a footer on two lines);
// every one draws the arrow in the fallback font, so that font is
// streamed too.
func streamCases(t *testing.T) []streamCase {
	t.Helper()
	return []streamCase{
		{"mitchell7-en", Options{}},
		{"mitchell8-relay-ru", Options{Large: true, Paper: "letter"}},
		{"howell4-en", Options{}},
		{"preferans7-ru", Options{}},
		{"rest-en", Options{}},
		{"long-name-en", Options{}},
		{"mitchell7-zh", Options{}},
	}
}

func (c streamCase) book(t testing.TB) (*sheet.Document, Options) {
	t.Helper()
	return fixture(t, c.name), c.opt
}

// streamed writes b through the streamed path, chunk pages at a time.
func streamed(t testing.TB, b *sheet.Document, opt Options, chunk int) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := writeContext(context.Background(), &buf, b, opt, how{streamFrom: 1, chunk: chunk, keep: -1}); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// TestStreamMatchesLibrary: a book streamed in chunks (of 1 and 4 pages,
// the threshold forced down), with the cards' grids kept from the plan or
// measured again as they are drawn (lazy.go), and a book drawn whole with
// its grids measured again, are the file the PDF library writes for the
// whole book in one document from the kept grids, byte for byte,
// compressed or not.
func TestStreamMatchesLibrary(t *testing.T) {
	for i, c := range streamCases(t) {
		t.Run(c.name, func(t *testing.T) {
			if i > 2 {
				longtest.Skip(t, "three books show the match; the rest are for MOVEGEN_LONG=1")
			}
			t.Parallel()
			b, opt := c.book(t)
			for _, plain := range []bool{false, true} {
				if plain && i > 1 {
					break // the plain form of two books is enough
				}
				opt.Uncompressed = plain
				var lib bytes.Buffer
				if err := writeContext(context.Background(), &lib, b, opt, how{native: true}); err != nil {
					t.Fatal(err)
				}
				for _, h := range []how{{streamFrom: 1, chunk: 1}, {streamFrom: 1, chunk: 4, keep: -1}, {keep: -1}} {
					var buf bytes.Buffer
					if err := writeContext(context.Background(), &buf, b, opt, h); err != nil {
						t.Fatal(err)
					}
					got := buf.Bytes()
					if !bytes.Equal(got, lib.Bytes()) {
						i := 0
						for i < len(got) && i < lib.Len() && got[i] == lib.Bytes()[i] {
							i++
						}
						t.Fatalf("uncompressed %v, %+v: %d bytes vs the library's %d; first difference at byte %d: %q vs %q",
							plain, h, len(got), lib.Len(), i, got[max(0, i-40):min(len(got), i+40)], lib.Bytes()[max(0, i-40):min(lib.Len(), i+40)])
					}
				}
			}
		})
	}
}

// TestStreamStructure reads a streamed file as a reader would: every
// cross-reference entry points at "n 0 obj" of its own number, the
// trailer's /Size is the table's, the page tree's /Count is the number
// of pages planned and of its kids, each kid is a page whose contents are
// the next object; and the same book streamed twice gives the same bytes.
func TestStreamStructure(t *testing.T) {
	c := streamCases(t)[3] // preferans7-ru
	b, opt := c.book(t)
	file := streamed(t, b, opt, 3)
	if again := streamed(t, b, opt, 3); !bytes.Equal(file, again) {
		t.Error("the same book streamed twice gives different files")
	}
	pages := PageCount(b, opt)
	xref, err := startXref(file)
	if err != nil {
		t.Fatal(err)
	}
	offsets, tableAt, err := xrefTable(file, xref)
	if err != nil {
		t.Fatal(err)
	}
	for i, off := range offsets {
		if head := fmt.Sprintf("%d 0 obj\n", i+1); !bytes.HasPrefix(file[off:], []byte(head)) {
			t.Errorf("xref entry %d points at %q", i+1, file[off:min(len(file), off+12)])
		}
	}
	if want := fmt.Sprintf("trailer\n<<\n/Size %d\n", len(offsets)+1); !bytes.HasPrefix(file[tableAt+20*len(offsets):], []byte(want)) {
		t.Errorf("trailer %q, want it to start %q", file[tableAt+20*len(offsets):], want)
	}
	tree := file[offsets[0]:]
	tree = tree[:bytes.Index(tree, []byte("endobj"))]
	count := regexp.MustCompile(`/Count (\d+)`).FindSubmatch(tree)
	kids := regexp.MustCompile(`(\d+) 0 R `).FindAllSubmatch(tree, -1)
	if count == nil || string(count[1]) != strconv.Itoa(pages) || len(kids) != pages {
		t.Fatalf("page tree %.200q: want /Count %d and as many kids", tree, pages)
	}
	for _, k := range kids {
		n, _ := strconv.Atoi(string(k[1]))
		obj := file[offsets[n-1]:]
		if !isPage(obj) || !bytes.Contains(obj[:bytes.Index(obj, []byte("endobj"))], fmt.Appendf(nil, "/Contents %d 0 R>>", n+1)) {
			t.Errorf("kid %d is not a page with its contents next: %.120q", n, obj)
		}
	}
	if pages < 10 {
		t.Errorf("only %d pages: the test needs several chunks", pages)
	}
}

// TestStreamStops: a stop at any moment of a streamed document (during
// the planning, the drawing of a chunk, the writing of its pages or the
// final assembly) returns an error wrapping context.Canceled, and the
// part written never ends the file.
func TestStreamStops(t *testing.T) {
	c := streamCases(t)[0]
	b, opt := c.book(t)
	free := stoptest.After(stoptest.Never)
	if err := writeContext(free, io.Discard, b, opt, how{streamFrom: 1, chunk: 4, keep: -1}); err != nil {
		t.Fatal(err)
	}
	total := free.Looks // how many times the whole run looks
	if total < 20 {
		t.Fatalf("the stop is looked at %d times in all", total)
	}
	for _, n := range []int{0, 1, total / 3, total / 2, total - 2, total - 1} {
		var buf bytes.Buffer
		// n looks go by, the next one sees the stop.
		err := writeContext(stoptest.After(n+1), &buf, b, opt, how{streamFrom: 1, chunk: 4, keep: -1})
		if !errors.Is(err, context.Canceled) || !strings.HasPrefix(err.Error(), "pdf: ") {
			t.Errorf("stopped after %d looks: error %v, want a pdf error wrapping context.Canceled", n, err)
		}
		if bytes.Contains(buf.Bytes(), []byte("%%EOF")) {
			t.Errorf("stopped after %d looks: the file was finished", n)
		}
	}
}

// pdfTool runs a poppler tool (a long test's tool: skipped without it
// unless MOVEGEN_LONG=1, which .ci/run sets after installing poppler-utils).
func pdfTool(t *testing.T, name string, args ...string) []byte {
	t.Helper()
	path := longtest.Require(t, name)
	out, err := exec.Command(path, args...).Output()
	if err != nil {
		t.Fatalf("%s %v: %v", name, args, err)
	}
	return out
}

// TestStreamReadsAndRendersAlike: poppler reads a streamed Russian book
// as it reads the same book written whole: the same text on every page
// (pdftotext), each page saying "стр. x из y", and the same pixels on a
// table card, a contestant page and a chart page (pdftoppm).
func TestStreamReadsAndRendersAlike(t *testing.T) {
	longtest.Skip(t, "poppler reads and renders a streamed book")
	c := streamCases(t)[1] // mitchell8-relay-ru-large
	b, opt := c.book(t)
	dir := t.TempDir()
	var whole bytes.Buffer
	if err := Write(&whole, b, opt); err != nil {
		t.Fatal(err)
	}
	files := map[string][]byte{"whole.pdf": whole.Bytes(), "streamed.pdf": streamed(t, b, opt, 3)}
	for name, data := range files {
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	pages, err := Layout(b, opt)
	if err != nil {
		t.Fatal(err)
	}
	kinds := map[PageKind]int{}
	for _, pg := range pages {
		n := pg.Number
		text := func(name string) string {
			return string(pdfTool(t, "pdftotext", "-f", strconv.Itoa(n), "-l", strconv.Itoa(n), "-layout", filepath.Join(dir, name), "-"))
		}
		got, want := text("streamed.pdf"), text("whole.pdf")
		if got != want {
			t.Errorf("page %d: streamed text\n%s\nwhole\n%s", n, got, want)
		}
		if foot := b.Frame.Page.Text(n, len(pages)); !strings.Contains(strings.Join(strings.Fields(got), " "), foot) {
			t.Errorf("page %d: no %q in\n%s", n, foot, got)
		}
		if _, seen := kinds[pg.Kind]; !seen {
			kinds[pg.Kind] = n
		}
	}
	if len(kinds) != 4 {
		t.Fatalf("page kinds %v: want a setup, a table, a contestant and a chart page", kinds)
	}
	for kind, n := range kinds {
		render := func(name string) []byte {
			return pdfTool(t, "pdftoppm", "-f", strconv.Itoa(n), "-l", strconv.Itoa(n), "-r", "50", "-gray", filepath.Join(dir, name))
		}
		got, want := render("streamed.pdf"), render("whole.pdf")
		if len(want) < 1000 || !bytes.Equal(got, want) {
			t.Errorf("page %d (kind %d): the streamed page renders differently (%d and %d bytes)", n, kind, len(got), len(want))
		}
	}
}

// BenchmarkPDFStream60 is the streamed path on the 7-table Mitchell's
// document ten times over (about 300 pages, the threshold forced down):
// its memory per document is the chunk's, not the book's;
// BenchmarkPDFWhole60 is the same document in one, for comparison.
func BenchmarkPDFStream60(b *testing.B) {
	benchmarkPDF60(b, how{streamFrom: 1, keep: -1})
}

func BenchmarkPDFWhole60(b *testing.B) {
	benchmarkPDF60(b, how{streamFrom: 1 << 30})
}

func benchmarkPDF60(b *testing.B, h how) {
	book := repeated(fixture(b, "mitchell7-en"), 10)
	b.ReportAllocs()
	for b.Loop() {
		if err := writeContext(context.Background(), io.Discard, book, Options{}, h); err != nil {
			b.Fatal(err)
		}
	}
}

// TestStreamSameOnAnyCores: the chunks are drawn and written on two
// goroutines; the file is the same with one core as with two.
func TestStreamSameOnAnyCores(t *testing.T) {
	c := streamCases(t)[0]
	b, opt := c.book(t)
	old := runtime.GOMAXPROCS(1)
	one := streamed(t, b, opt, 2)
	runtime.GOMAXPROCS(2)
	two := streamed(t, b, opt, 2)
	runtime.GOMAXPROCS(old)
	if !bytes.Equal(one, two) {
		t.Errorf("%s: %d bytes on one core, %d on two, not the same", c.name, len(one), len(two))
	}
}

// failAfter is a writer that fails once n bytes have gone through it.
type failAfter struct{ n int }

var errDiskFull = errors.New("disk full")

func (w *failAfter) Write(p []byte) (int, error) {
	if len(p) > w.n {
		return 0, errDiskFull
	}
	w.n -= len(p)
	return len(p), nil
}

// TestStreamWriteFails: a write that fails while later chunks are drawn
// stops the drawing and is the error returned, at any point of the file.
func TestStreamWriteFails(t *testing.T) {
	c := streamCases(t)[0]
	b, opt := c.book(t)
	size := len(streamed(t, b, opt, 2))
	for _, n := range []int{0, 100, size / 2, size - 10} {
		err := writeContext(context.Background(), &failAfter{n: n}, b, opt, how{streamFrom: 1, chunk: 2, keep: -1})
		if !errors.Is(err, errDiskFull) {
			t.Errorf("failing after %d of %d bytes: %v, want the writer's error", n, size, err)
		}
	}
}
