package main

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/movegen/movegen/internal/golden"
)

var update = golden.UpdateFlag()

// readmeMarker introduces a README code block that shows real output:
//
//	<!-- output: mitchell --tables 7 | start Round | lines 9 -->
//
// The block that follows must equal what `movegen ARGS` prints from the
// repository root: from the first line that starts with the "start" prefix
// (default: the first line), "lines" lines long (default: to the end),
// trailing blank lines dropped.
var readmeMarker = regexp.MustCompile(`(?m)^<!-- output: (.*?) -->\n` + "```" + `[a-z]*\n((?s:.*?))` + "```")

// TestReadmeOutput keeps the README true: every block of shown output is
// rerun and compared. `go test ./cmd/movegen -run TestReadmeOutput -update`
// rewrites the blocks.
func TestReadmeOutput(t *testing.T) {
	t.Chdir("../..")
	readme, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	found := 0
	out := readmeMarker.ReplaceAllStringFunc(string(readme), func(block string) string {
		found++
		sub := readmeMarker.FindStringSubmatch(block)
		spec, shown := sub[1], sub[2]
		want, err := readmeRun(spec)
		if err != nil {
			t.Errorf("README block %q: %v", spec, err)
			return block
		}
		if shown != want {
			if !*update {
				t.Errorf("README block %q is out of date (go test ./cmd/movegen -run TestReadmeOutput -update):\n--- README\n%s--- movegen\n%s", spec, shown, want)
			}
			// The shown output ends the block, before its closing fence
			// (an empty block too, which Replace would not find there).
			return block[:len(block)-len("```")-len(shown)] + want + "```"
		}
		return block
	})
	if found < 5 {
		t.Errorf("only %d README output blocks found; the markers are gone?", found)
	}
	if *update && out != string(readme) {
		if err := os.WriteFile("README.md", []byte(out), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// readmeRun runs one marker's command and cuts its output as the marker says.
func readmeRun(spec string) (string, error) {
	parts := strings.Split(spec, "|")
	args := strings.Fields(parts[0])
	start, lines := "", -1
	for _, p := range parts[1:] {
		key, val, _ := strings.Cut(strings.TrimSpace(p), " ")
		switch key {
		case "start":
			start = val
		case "lines":
			n, err := strconv.Atoi(val)
			if err != nil {
				return "", fmt.Errorf("lines %q: %w", val, err)
			}
			lines = n
		default:
			return "", fmt.Errorf("unknown option %q", key)
		}
	}
	var stdout, stderr bytes.Buffer
	if code := run(context.Background(), args, strings.NewReader(""), &stdout, &stderr); code != 0 {
		return "", fmt.Errorf("exit %d: %s", code, stderr.String())
	}
	all := strings.Split(stdout.String(), "\n")
	from := 0
	if start != "" {
		from = -1
		for i, l := range all {
			if strings.HasPrefix(l, start) {
				from = i
				break
			}
		}
		if from < 0 {
			return "", fmt.Errorf("no line starts with %q", start)
		}
	}
	all = all[from:]
	if lines >= 0 && lines < len(all) {
		all = all[:lines]
	}
	for len(all) > 0 && strings.TrimSpace(all[len(all)-1]) == "" {
		all = all[:len(all)-1]
	}
	return strings.Join(all, "\n") + "\n", nil
}
