package main

import (
	"archive/zip"
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/movegen/movegen/internal/longtest"
)

// bookGens are the generators FuzzLargeBook lays out: the command, the
// size flag, the smallest size, the largest an input runs with normally
// (one input well under a second) and the largest under MOVEGEN_LONG,
// and flags the command always gets (a search limited to a step).
var bookGens = []struct {
	cmd, flag       string
	least, fast, at int
	extra           []string
}{
	{"mitchell", "--tables", 3, 30, 60, nil},
	{"howell", "--pairs", 4, 30, 40, nil},
	{"preferans", "--players", 8, 120, 1000, nil},
	{"preferans", "--tables", 2, 30, 175, nil},
	{"seating", "--players", 6, 60, 200, []string{"--time", "1ms"}},
	{"individual", "--players", 8, 40, 80, []string{"--time", "1ms"}},
	{"teams", "--teams", 3, 16, 40, nil},
}

// FuzzLargeBook writes the paper of a fuzzed movement (generator, size,
// language, paper, PDF or workbook, large type) to an -o file that
// sometimes holds a file already, and checks the promise of every write
// (issue 38: no fuzz target laid out a large book): never a panic or an
// internal error; either exit 0 with a whole file (a PDF to its %%EOF, a
// workbook whose zip opens with its workbook part), or a refusal (exit 2)
// that leaves the old file byte for byte, or no file, and no temporary
// file behind. Sizes past a generator's fast bound (the high bit of
// size: preferans 175 tables, 40 teams) run only under MOVEGEN_LONG.
func FuzzLargeBook(f *testing.F) {
	f.Add(uint8(0), uint16(7), uint8(0), false, false, false, false)
	f.Add(uint8(2), uint16(60-8), uint8(1), true, false, false, true)
	f.Add(uint8(3), uint16(7-2), uint8(2), false, true, true, false)
	f.Add(uint8(6), uint16(13-3), uint8(1), false, true, false, true)
	f.Add(uint8(4), uint16(41-6), uint8(0), false, false, false, false)
	f.Fuzz(func(t *testing.T, gen uint8, size uint16, lang uint8, letter, xlsx, large, existing bool) {
		g := bookGens[int(gen)%len(bookGens)]
		n := g.least + int(size&0x7fff)%(g.fast-g.least+1)
		if size&0x8000 != 0 {
			if !longtest.Enabled() {
				t.Skipf("%s %s up to %d: a long input (MOVEGEN_LONG=1)", g.cmd, g.flag, g.at)
			}
			n = g.least + int(size&0x7fff)%(g.at-g.least+1)
		}
		ext, paper := "pdf", "a4"
		if xlsx {
			ext = "xlsx"
		}
		if letter {
			paper = "letter"
		}
		dir := t.TempDir()
		out := filepath.Join(dir, "book."+ext)
		var before []byte
		if existing {
			before = []byte("a file the director keeps\n")
			if err := os.WriteFile(out, before, 0o644); err != nil {
				t.Fatal(err)
			}
		}
		args := append([]string{g.cmd, g.flag, strconv.Itoa(n), "--lang", []string{"en", "ru", "zh"}[int(lang)%3], "--paper", paper, "-o", out}, g.extra...)
		if large {
			args = append(args, "--large")
		}
		var errOut bytes.Buffer
		code := run(t.Context(), args, bytes.NewReader(nil), io.Discard, &errOut)
		got, readErr := os.ReadFile(out)
		switch code {
		case exitOK:
			if readErr != nil {
				t.Fatalf("%v: exit 0 and no file: %v", args, readErr)
			}
			if err := wholeBook(ext, got); err != nil {
				t.Fatalf("%v: exit 0 and %v", args, err)
			}
		case exitInput:
			switch {
			case existing && !bytes.Equal(got, before):
				t.Fatalf("%v: refused (%s) and the old file changed to %d bytes", args, errOut.String(), len(got))
			case !existing && readErr == nil:
				t.Fatalf("%v: refused (%s) and a file of %d bytes is left", args, errOut.String(), len(got))
			}
		default:
			t.Fatalf("%v: exit %d: %s", args, code, errOut.String())
		}
		if entries, _ := os.ReadDir(dir); len(entries) > 1 {
			t.Fatalf("%v: files left in the folder: %v", args, entries)
		}
	})
}

// wholeBook says what is wrong with a written PDF or workbook, nil when
// it is whole: a PDF from its header to its %%EOF, a workbook a zip that
// opens and holds its workbook part.
func wholeBook(ext string, b []byte) error {
	switch ext {
	case "pdf":
		if !bytes.HasPrefix(b, []byte("%PDF-")) || !bytes.HasSuffix(bytes.TrimRight(b, "\r\n"), []byte("%%EOF")) {
			return fmt.Errorf("a PDF of %d bytes that is not whole", len(b))
		}
	case "xlsx":
		z, err := zip.NewReader(bytes.NewReader(b), int64(len(b)))
		if err != nil {
			return fmt.Errorf("a workbook of %d bytes that is not a zip: %v", len(b), err)
		}
		for _, f := range z.File {
			if f.Name == "xl/workbook.xml" {
				return nil
			}
		}
		return fmt.Errorf("a workbook of %d bytes without xl/workbook.xml", len(b))
	}
	return nil
}
