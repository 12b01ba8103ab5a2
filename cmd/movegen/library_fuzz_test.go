package main

import (
	"bytes"
	"io"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"strconv"
	"testing"
)

// libraryFormats are the formats library writes: EBUScore to one file,
// the others one file a movement into a folder.
var libraryFormats = []string{"ebu", "json", "asc", "kbs"}

// libraryRange is a fuzzed range of one family: from least+a, b more.
func libraryRange(least, span int, a, b uint8) string {
	lo := least + int(a)%span
	hi := lo + int(b)%3
	if hi == lo {
		return strconv.Itoa(lo)
	}
	return strconv.Itoa(lo) + "-" + strconv.Itoa(hi)
}

// FuzzLibraryFile runs `movegen library` with fuzzed ranges of every
// family in every format onto an -o that is absent, holds a file that is
// no movement, an empty file, or a library written before (from other
// ranges), with or without --force (issue 38: a library emptied a club's
// 4,210-byte movements file and exited 0). The promise: no internal
// error; exit 0, and every file written is a movement file `check`
// accepts; or a refusal (exit 2) and -o byte for byte as it was, the
// folder's files too.
func FuzzLibraryFile(f *testing.F) {
	f.Add(uint8(0), uint8(0), uint8(0), uint8(0), uint8(5), uint8(1), uint8(0), uint8(0), uint8(1), false)
	f.Add(uint8(0), uint8(2), uint8(1), uint8(0), uint8(0), uint8(0), uint8(0), uint8(0), uint8(2), false)
	f.Add(uint8(3), uint8(0), uint8(2), uint8(0), uint8(0), uint8(0), uint8(0), uint8(0), uint8(0), false)
	f.Add(uint8(2), uint8(1), uint8(0), uint8(3), uint8(1), uint8(4), uint8(1), uint8(0), uint8(1), true)
	f.Add(uint8(1), uint8(0), uint8(0), uint8(0), uint8(0), uint8(2), uint8(2), uint8(3), uint8(3), false)
	f.Fuzz(func(t *testing.T, format, which, m1, h1, i1, p1, span, before, old uint8, force bool) {
		to := libraryFormats[int(format)%len(libraryFormats)]
		args := []string{"library", "--to", to, "--time", "1ms"}
		// which picks the families asked for (at least one).
		families := []struct {
			flag        string
			least, span int
			a           uint8
		}{{"--mitchell", 3, 10, m1}, {"--howell", 3, 6, h1}, {"--individual", 8, 6, i1}, {"--preferans", 2, 6, p1}}
		for k, fam := range families {
			if which&(1<<k) != 0 || (which&15 == 0 && k == 0) {
				args = append(args, fam.flag, libraryRange(fam.least, fam.span, fam.a, span))
			}
		}
		if force {
			args = append(args, "--force")
		}
		dir := t.TempDir()
		out := filepath.Join(dir, "TSUserMovements.txt")
		if to != "ebu" {
			out = filepath.Join(dir, "moves")
		}
		// What -o holds before.
		switch before % 4 {
		case 1: // a file (or a file in the folder) that is no movement
			writeTarget(t, out, to, "notes.txt", []byte("a club's own notes\n"))
		case 2: // an empty file
			writeTarget(t, out, to, "empty.txt", nil)
		case 3: // a library written before, from another range
			prev := []string{"library", "--to", to, "--mitchell", libraryRange(3, 10, old, old/3), "-o", out}
			var errOut bytes.Buffer
			if code := run(t.Context(), prev, bytes.NewReader(nil), io.Discard, &errOut); code != exitOK {
				t.Fatalf("%v: exit %d: %s", prev, code, errOut.String())
			}
		}
		snap := snapshot(t, dir)
		args = append(args, "-o", out)
		var errOut bytes.Buffer
		code := run(t.Context(), args, bytes.NewReader(nil), io.Discard, &errOut)
		after := snapshot(t, dir)
		switch code {
		case exitOK:
			for name, data := range after {
				if old, ok := snap[name]; ok && bytes.Equal(old, data) {
					continue
				}
				file := filepath.Join(dir, name)
				var checkOut bytes.Buffer
				if c := run(t.Context(), []string{"check", file}, bytes.NewReader(nil), &checkOut, &checkOut); c != exitOK {
					t.Fatalf("%v: exit 0, and check of the written %s exits %d: %s", args, name, c, checkOut.String())
				}
			}
		case exitInput:
			if !maps.EqualFunc(snap, after, bytes.Equal) {
				t.Fatalf("%v: refused (%s) and -o changed: %d files before, %d after", args, errOut.String(), len(snap), len(after))
			}
		default:
			t.Fatalf("%v: exit %d: %s", args, code, errOut.String())
		}
	})
}

// writeTarget puts data at out: the file itself for a one-file format,
// a file called name in the folder out for the others.
func writeTarget(t *testing.T, out, to, name string, data []byte) {
	t.Helper()
	if to != "ebu" {
		if err := os.MkdirAll(out, 0o755); err != nil {
			t.Fatal(err)
		}
		out = filepath.Join(out, name)
	}
	if err := os.WriteFile(out, data, 0o644); err != nil {
		t.Fatal(err)
	}
}

// snapshot is every regular file under dir, by its path from dir.
func snapshot(t *testing.T, dir string) map[string][]byte {
	t.Helper()
	files := map[string][]byte{}
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(dir, path)
		files[rel] = b
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return files
}
