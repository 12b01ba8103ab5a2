package main

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/spf13/cobra"

	"github.com/movegen/movegen/export/ascfile"
	"github.com/movegen/movegen/movement"
)

// sampleMovement reads the repository's 7-table Mitchell.
func sampleMovement(t *testing.T) *movement.Movement {
	t.Helper()
	f, err := os.Open("../../testdata/movements/mitchell7.asc")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	m, err := ascfile.Read(f, "mitchell7.asc", ascfile.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func TestMovementOutput(t *testing.T) {
	dir := t.TempDir()
	tests := []struct {
		name     string
		args     []string
		file     string // where the output lands; "" for stdout
		want     string // prefix of the output
		wantCode int
	}{
		{"default text", nil, "", "mitchell7: pairs, bridge", 0},
		{"text has the report and extras", nil, "", "", 0},
		{"json", []string{"--format", "json"}, "", "{\n  \"format\": \"movegen-movement/1\"", 0},
		{"asc", []string{"--format", "asc"}, "", "14 7 7 7 0\n1-8 A", 0},
		{"file extension", []string{"-o", filepath.Join(dir, "m.json")}, "m.json", "{\n", 0},
		{"asc file", []string{"-o", filepath.Join(dir, "m.asc")}, "m.asc", "14 7 7 7 0\n", 0},
		{"format contradicts extension", []string{"--format", "text", "-o", filepath.Join(dir, "m2.json")}, "", "", exitInput},
		{"unknown extension", []string{"-o", filepath.Join(dir, "m.out")}, "", "", exitInput},
		{"unknown extension with format", []string{"--format", "text", "-o", filepath.Join(dir, "m.out")}, "m.out", "mitchell7: pairs", 0},
		{"bad format", []string{"--format", "xml"}, "", "", exitInput},
		{"missing folder", []string{"-o", filepath.Join(dir, "no", "m.json")}, "", "", exitWrite},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var o movementOutput
			cmd := &cobra.Command{Use: "x"}
			o.bind(cmd, "text", "json", "asc")
			var stdout bytes.Buffer
			g := &globalOptions{Lang: "en", stdout: &stdout}
			err := cmd.ParseFlags(tt.args)
			if err != nil {
				err = flagError(err) // a bad enum value fails here, before any work
			} else {
				err = o.write(t.Context(), g, sampleMovement(t), "Extra paragraph.")
			}
			if code := exitCode(err); code != tt.wantCode {
				t.Fatalf("exit %d (%v), want %d", code, err, tt.wantCode)
			}
			if tt.wantCode != 0 {
				return
			}
			got := stdout.String()
			if tt.file != "" {
				b, err := os.ReadFile(filepath.Join(dir, tt.file))
				if err != nil {
					t.Fatal(err)
				}
				if stdout.Len() != 0 {
					t.Errorf("wrote to stdout as well as to the file")
				}
				got = string(b)
			}
			if !strings.HasPrefix(got, tt.want) {
				t.Errorf("output starts %.60q, want %q", got, tt.want)
			}
			if tt.name == "text has the report and extras" {
				for _, w := range []string{"Round  Table 1", "Verdict: perfect", "\nExtra paragraph.\n"} {
					if !strings.Contains(got, w) {
						t.Errorf("text output lacks %q", w)
					}
				}
			}
		})
	}
	// No temporary files are left behind.
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if strings.HasSuffix(e.Name(), ".tmp") {
			t.Errorf("temporary file %s left behind", e.Name())
		}
	}
}

// TestOutputDeterministic: the same movement gives the same bytes.
func TestOutputDeterministic(t *testing.T) {
	var outs [2]bytes.Buffer
	for i := range outs {
		var o movementOutput
		cmd := &cobra.Command{Use: "x"}
		o.bind(cmd, "text")
		g := &globalOptions{Lang: "ru", stdout: &outs[i]}
		if err := o.write(t.Context(), g, sampleMovement(t)); err != nil {
			t.Fatal(err)
		}
	}
	if !bytes.Equal(outs[0].Bytes(), outs[1].Bytes()) {
		t.Error("two writes of the same movement differ")
	}
}

// failWriter fails every write, like standard output redirected to
// /dev/full.
type failWriter struct{}

func (failWriter) Write([]byte) (int, error) { return 0, syscall.ENOSPC }

// TestWriteFailures: output that cannot be written exits 4 (exitWrite),
// never 3, and the message names what the user named (never the temporary
// file); no temporary file is left.
func TestWriteFailures(t *testing.T) {
	dir := t.TempDir()
	if err := os.Mkdir(filepath.Join(dir, "folder.json"), 0o755); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name string
		args []string
		want string
	}{
		{"stdout full: check", []string{"check", "../../testdata/movements/mitchell7.asc"}, "movegen: write output: no space left on device\n"},
		{"stdout full: check json", []string{"check", "--format", "json", "../../testdata/movements/mitchell7.asc"}, "movegen: write output: no space left on device\n"},
		{"stdout full: mitchell", []string{"mitchell", "--tables", "5"}, "movegen: write output: no space left on device\n"},
		{"stdout full: plan", []string{"plan", "--pairs", "10"}, "movegen: write output: no space left on device\n"},
		{"stdout full: cards", []string{"cards", "../../testdata/movements/mitchell7.asc"}, "movegen: write output: no space left on device\n"},
		{"-o a folder", []string{"mitchell", "--tables", "5", "-o", filepath.Join(dir, "folder.json")}, "movegen: -o " + filepath.Join(dir, "folder.json") + ": is a folder; name a file\n"},
		{"-o in a missing folder", []string{"howell", "--pairs", "8", "-o", filepath.Join(dir, "no", "h.json")},
			"movegen: -o " + filepath.Join(dir, "no", "h.json") + ": cannot write in folder " + filepath.Join(dir, "no") + ": no such file or directory\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var errOut bytes.Buffer
			code := run(t.Context(), append([]string{"--lang", "en"}, tt.args...), strings.NewReader(""), failWriter{}, &errOut)
			if code != exitWrite || errOut.String() != tt.want {
				t.Errorf("exit %d, stderr %q; want exit %d, stderr %q", code, errOut.String(), exitWrite, tt.want)
			}
		})
	}
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		if e.Name() != "folder.json" {
			t.Errorf("left behind: %s", e.Name())
		}
	}
}

// TestOutputFileModeAndLinks: -o keeps an existing file's mode and writes
// through a symbolic link, replacing the file it points to and keeping
// the link.
func TestOutputFileModeAndLinks(t *testing.T) {
	dir := t.TempDir()
	private := filepath.Join(dir, "private.json")
	if err := os.WriteFile(private, []byte("old"), 0o600); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(dir, "link.json")
	if err := os.Symlink("private.json", link); err != nil {
		t.Fatal(err)
	}
	for _, path := range []string{private, link} {
		var errOut bytes.Buffer
		if code := run(t.Context(), []string{"mitchell", "--tables", "5", "-o", path}, nil, io.Discard, &errOut); code != 0 {
			t.Fatalf("-o %s: exit %d: %s", path, code, errOut.String())
		}
	}
	fi, err := os.Lstat(private)
	if err != nil {
		t.Fatal(err)
	}
	if fi.Mode().Perm() != 0o600 {
		t.Errorf("mode %v, want 0600 kept", fi.Mode().Perm())
	}
	li, err := os.Lstat(link)
	if err != nil || li.Mode()&os.ModeSymlink == 0 {
		t.Fatalf("the link was replaced: %v %v", li.Mode(), err)
	}
	data, err := os.ReadFile(private)
	if err != nil || !bytes.HasPrefix(data, []byte("{\n  \"format\": \"movegen-movement/1\"")) {
		t.Errorf("the target holds %q (%v), want the movement", data, err)
	}
	// A link to a file not made yet creates that file and keeps the link.
	dangling := filepath.Join(dir, "later.json")
	if err := os.Symlink("made-later.json", dangling); err != nil {
		t.Fatal(err)
	}
	if code := run(t.Context(), []string{"mitchell", "--tables", "5", "-o", dangling}, nil, io.Discard, io.Discard); code != 0 {
		t.Fatalf("-o %s: exit %d", dangling, code)
	}
	if li, err := os.Lstat(dangling); err != nil || li.Mode()&os.ModeSymlink == 0 {
		t.Errorf("the dangling link was replaced: %v", err)
	}
	if _, err := os.Stat(filepath.Join(dir, "made-later.json")); err != nil {
		t.Errorf("the file the link names was not made: %v", err)
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 4 {
		t.Errorf("%d entries in the folder, want the two files and the two links", len(entries))
	}
}
