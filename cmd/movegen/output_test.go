package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
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
			if err := cmd.ParseFlags(tt.args); err != nil {
				t.Fatal(err)
			}
			var stdout bytes.Buffer
			g := &globalOptions{Lang: "en", stdout: &stdout}
			err := o.write(g, sampleMovement(t), "Extra paragraph.")
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
		if err := o.write(g, sampleMovement(t)); err != nil {
			t.Fatal(err)
		}
	}
	if !bytes.Equal(outs[0].Bytes(), outs[1].Bytes()) {
		t.Error("two writes of the same movement differ")
	}
}

func TestSniff(t *testing.T) {
	tests := []struct{ path, data, want string }{
		{"a.JSON", "1 2", "json"},
		{"a.asc", "{", "asc"},
		{"-", "\xef\xbb\xbf \n {\"format\"", "json"},
		{"-", "14 7 7 7 0", "asc"},
		{"x.txt", "", "asc"},
	}
	for _, tt := range tests {
		if got := sniff(tt.path, []byte(tt.data)); got != tt.want {
			t.Errorf("sniff(%q, %q) = %s, want %s", tt.path, tt.data, got, tt.want)
		}
	}
}
