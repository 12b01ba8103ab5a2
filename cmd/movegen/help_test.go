package main

import (
	"bytes"
	"context"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/spf13/cobra"

	"github.com/movegen/movegen/internal/longtest"
)

// helpCommands returns every command of the tree, the root first, each
// command before its subcommands ("teams", then "teams swiss").
func helpCommands() []*cobra.Command {
	root := newRootCmd(&globalOptions{Lang: "en"})
	out := []*cobra.Command{root}
	var walk func(c *cobra.Command)
	walk = func(c *cobra.Command) {
		for _, sub := range c.Commands() {
			out = append(out, sub)
			walk(sub)
		}
	}
	walk(root)
	return out
}

// exampleTime is a search's time limit in an example, in seconds.
var exampleTime = regexp.MustCompile(`--time [0-9]+s\b`)

// TestHelpExamples runs the examples of each command's --help in order,
// each command on its own in a fresh copy of the repository's testdata (as
// a fresh clone has it), and requires exit status 0: an example names only
// files that ship in testdata or that an earlier example of the same
// command writes.
func TestHelpExamples(t *testing.T) {
	t.Setenv("LANG", "C")
	ran := 0
	for _, cmd := range helpCommands() {
		if cmd.Name() == "serve" || cmd.Example == "" {
			continue // serve runs until Ctrl-C; TestServeCommand runs it
		}
		t.Run(cmd.Name(), func(t *testing.T) {
			dir := t.TempDir()
			if err := os.CopyFS(filepath.Join(dir, "testdata"), os.DirFS("../../testdata")); err != nil {
				t.Fatal(err)
			}
			t.Chdir(dir)
			for _, line := range strings.Split(cmd.Example, "\n") {
				line = strings.TrimSpace(line)
				if line == "" {
					continue
				}
				ran++
				if !longtest.Enabled() {
					// A search's time limit (preferans --tables 22 --time
					// 5s) is cut to a second: the test is that the example
					// runs, not how long it searches. MOVEGEN_LONG=1 runs
					// it as written.
					line = exampleTime.ReplaceAllString(line, "--time 1s")
				}
				out, stderr, code := runPipeline(t, line)
				if code != 0 {
					t.Errorf("%s: exit %d\n%s", line, code, stderr)
					continue
				}
				if len(out) == 0 && !strings.Contains(line, " -o ") {
					t.Errorf("%s: wrote nothing", line)
				}
			}
		})
	}
	if ran < 30 {
		t.Errorf("ran %d examples; the commands have more", ran)
	}
}

// runPipeline runs an example line: movegen commands, "cat FILE", joined
// by "|". It returns the last stage's output, every stage's standard
// error and the first non-zero exit status.
func runPipeline(t *testing.T, line string) (out []byte, stderr string, code int) {
	t.Helper()
	var in io.Reader = strings.NewReader("")
	var errs bytes.Buffer
	for _, stage := range strings.Split(line, " | ") {
		args := shellWords(stage)
		var b bytes.Buffer
		switch {
		case len(args) == 2 && args[0] == "cat":
			data, err := os.ReadFile(args[1])
			if err != nil {
				return nil, err.Error(), 1
			}
			b.Write(data)
		case len(args) >= 1 && args[0] == "movegen":
			if c := run(context.Background(), args[1:], in, &b, &errs); c != 0 && code == 0 {
				code = c
			}
		default:
			t.Fatalf("%s: an example may run only movegen and cat", line)
		}
		in = bytes.NewReader(b.Bytes())
		out = b.Bytes()
	}
	return out, errs.String(), code
}

// shellWords splits a command line at spaces, keeping double-quoted words
// whole.
func shellWords(s string) []string {
	var out []string
	var w strings.Builder
	quoted, inWord := false, false
	for _, r := range s {
		switch {
		case r == '"':
			quoted, inWord = !quoted, true
		case r == ' ' && !quoted:
			if inWord {
				out = append(out, w.String())
				w.Reset()
				inWord = false
			}
		default:
			w.WriteRune(r)
			inWord = true
		}
	}
	if inWord {
		out = append(out, w.String())
	}
	return out
}

func TestShellWords(t *testing.T) {
	got := shellWords(`movegen cards m9.json --event "Club Pairs, 21 Nov" -o x.pdf`)
	want := []string{"movegen", "cards", "m9.json", "--event", "Club Pairs, 21 Nov", "-o", "x.pdf"}
	if !slices.Equal(got, want) {
		t.Errorf("shellWords = %q, want %q", got, want)
	}
}

// TestHelpWidth: every line of every command's --help, in each language,
// fits in helpWidth characters, and the --lang flag names its default
// once.
func TestHelpWidth(t *testing.T) {
	for _, cmd := range helpCommands() {
		for _, lang := range []string{"en", "ru"} {
			args := []string{"--lang", lang, "--help"}
			// The command's path below the root: "teams swiss".
			for c := cmd; c.HasParent(); c = c.Parent() {
				args = append([]string{c.Name()}, args...)
			}
			var out, errs bytes.Buffer
			if code := run(context.Background(), args, nil, &out, &errs); code != 0 {
				t.Fatalf("movegen %s: exit %d: %s", strings.Join(args, " "), code, errs.String())
			}
			for _, l := range strings.Split(out.String(), "\n") {
				if n := utf8.RuneCountInString(l); n > helpWidth {
					t.Errorf("movegen %s: a line of %d characters:\n%s", strings.Join(args, " "), n, l)
				}
				if strings.Contains(l, "--lang string") && strings.Count(l, "default") != 1 {
					t.Errorf("movegen %s: --lang names its default other than once: %s", strings.Join(args, " "), l)
				}
			}
		}
	}
}
