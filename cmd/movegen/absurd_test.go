package main

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/movegen/movegen/export/ascfile"
	"github.com/movegen/movegen/export/jsonfile"
	"github.com/movegen/movegen/internal/longtest"
	"github.com/movegen/movegen/movement"
)

// absurdInts are the values every integer flag is tried with: zero,
// negatives, the edges of int64 and int32, values just past them, huge,
// and text that is not a number.
var absurdInts = []string{
	"0", "-1", "-2147483649", "2147483648", "4294967297", "1000000",
	"9223372036854775807", "-9223372036854775808", "9223372036854775808",
	"x", "", "3.5", "1e3", "0x10",
}

// absurdIntsShort are the absurd integers tried without MOVEGEN_LONG=1:
// one of each kind (zero, negative, past 32 bits, past 64 bits, not a
// number, another base); the long tests try every one of absurdInts.
var absurdIntsShort = []string{"0", "-1", "4294967297", "9223372036854775808", "x", "0x10"}

// absurdIntsNow are the absurd integers of this run.
func absurdIntsNow() []string {
	if longtest.Enabled() {
		return absurdInts
	}
	return absurdIntsShort
}

// absurdCommand is a command with arguments that make it succeed, and
// the flags whose absurd values are tried one at a time on top of them.
type absurdCommand struct {
	name  string
	base  []string // the command and valid arguments; "{dir}" is a temp folder, "{m7}" the sample Mitchell
	ints  []string // integer flags
	other [][]string
}

// absurdCommands lists every command that takes numbers. Searches are
// kept short (--time, --effort) so that a value the search accepts ends
// within seconds.
func absurdCommands() []absurdCommand {
	session := []string{"minutes-per-board", "move-minutes"}
	times := [][]string{
		{"--start", "25:99"}, {"--start", "-1:00"}, {"--start", "99999999999999999999:00"}, {"--start", ""},
		{"--start", "23:59", "--minutes-per-board", "1440", "--move-minutes", "1440"},
		{"--start", "19:00", "--minutes-per-board", "2000"},
		{"--start", "19:00", "--move-minutes", "9223372036854775807"},
		{"--start", "19:00", "--minutes-per-board", "9223372036854775807"},
		{"--event", "a\x00b"}, {"--event", "tab\there"}, {"--event", strings.Repeat("x", 1001)},
	}
	return []absurdCommand{
		{name: "mitchell", base: []string{"mitchell", "--tables", "7"},
			ints: append([]string{"tables", "pairs", "rounds", "boards-per-round", "winners", "arrow-switch"}, session...),
			other: append([][]string{
				{"--tables", "100", "--boards-per-round", "100"},
				{"--tables", "100", "--boards-per-round", "100", "--start", "19:00", "--minutes-per-board", "1440", "--move-minutes", "1440"},
				{"--tables", "8", "--even", "x"}, {"--missing", "x"}, {"--arrow-switch", "1,1"},
				{"--arrow-switch", "9223372036854775807,1"}, {"--winners", "1", "--arrow-switch", "1,2,3,4,5,6,7"},
			}, times...)},
		{name: "mitchell sections", base: []string{"mitchell", "--pairs", "300", "--sections", "2"},
			ints: []string{"pairs", "sections", "boards-per-round", "winners"},
			other: [][]string{
				{"--pairs", "1001", "--sections", "6"}, {"--pairs", "1000", "--sections", "6"}, {"--pairs", "1001", "--sections", "26"},
				{"--pairs", "5200", "--sections", "26"}, {"--pairs", "9223372036854775807", "--sections", "26"},
				{"--share-boards"}, {"--pairs", "1000", "--sections", "2", "--share-boards"},
			}},
		{name: "mitchell variants", base: []string{"mitchell", "--variant", "web", "--tables", "10"},
			ints:  []string{"tables", "pairs", "rounds", "boards-per-round"},
			other: [][]string{{"--variant", "rover"}, {"--variant", "hesitation", "--tables", "9"}, {"--variant", "rover", "--tables", "100"}}},
		{name: "howell", base: []string{"howell", "--pairs", "10"},
			ints: append([]string{"pairs", "rounds", "boards-per-round"}, session...),
			other: append([][]string{
				{"--pairs", "40", "--boards-per-round", "100"},
				{"--pairs", "40", "--boards-per-round", "100", "--start", "19:00", "--minutes-per-board", "1440", "--move-minutes", "1440"},
			}, times...)},
		{name: "preferans", base: []string{"preferans", "--tables", "3", "--effort", "2000", "--time", "300ms"},
			ints: append([]string{"tables", "seats", "rounds", "effort", "seed"}, session...),
			other: append([][]string{
				{"--tables", "", "--players", "9223372036854775807"}, {"--tables", "", "--players", "-5"},
				{"--tables", "", "--players", "1000000"}, {"--tables", "", "--players", "0"},
				{"--tables", "250"}, {"--tables", "", "--players", "997"}, {"--tables", "", "--players", "997", "--seats", "3"},
				{"--tables", "", "--players", "1001"}, {"--tables", "", "--players", "4"},
				{"--method", "x"}, {"--method", "field", "--tables", "7"}, {"--method", "rest", "--tables", "", "--players", "13"},
			}, times...)},
		{name: "seating", base: []string{"seating", "--players", "12", "--per-table", "4", "--time", "300ms", "--effort", "2000"},
			ints: append([]string{"players", "per-table", "rounds", "effort", "seed"}, session...),
			other: append([][]string{
				{"--players", "", "--sets"}, {"--players", "", "--lines", "--sets"}, {"--players", "3", "--per-table", "4", "--sets"},
				{"--players", "512", "--per-table", "2"}, {"--players", "128", "--per-table", "4"},
				{"--players", "128", "--per-table", "4", "--sets"}, {"--players", "513"},
				{"--time", "-1s"}, {"--time", "0s"}, {"--time", "x"}, {"--time", "9999999h"},
				{"--sizes", "0"}, {"--sizes", "9223372036854775807"}, {"--sizes", "4,4,4,4"}, {"--sizes", "-4,4"},
				{"--sets", "--start", "25:99"}, {"--sets", "--start", "23:59", "--minutes-per-board", "1440", "--move-minutes", "1440"},
			}, times...)},
		{name: "plan", base: []string{"plan", "--pairs", "14"},
			ints: append([]string{"pairs", "choose", "tables-available"}, session...),
			other: append([][]string{
				{"--pairs", "", "--players", "9223372036854775807", "--game", "preferans"},
				{"--pairs", "", "--players", "2000", "--game", "preferans"},
				{"--pairs", "", "--players", "2000", "--game", "individual"},
				{"--pairs", "2000"}, {"--pairs", "2000", "--choose", "1"},
				{"--time", "9223372036854775807h"}, {"--time", "-3h"}, {"--time", "x"},
				{"--boards", "0-0"}, {"--boards", "9223372036854775807-9223372036854775807"}, {"--boards", "28-24"},
				{"--stationary", "0"}, {"--stationary", "9223372036854775807"}, {"--stationary", "1,1"},
				{"--start", "25:99"}, {"--start", "23:59", "--minutes-per-board", "1440", "--move-minutes", "1440", "--choose", "1"},
				{"--game", "x"},
			}, times...)},
		{name: "individual", base: []string{"individual", "--players", "12", "--time", "300ms"},
			ints: append([]string{"players", "rounds", "boards", "seed"}, session...),
			other: append([][]string{
				{"--players", "64", "--rounds", "63"}, {"--players", "33", "--rounds", "1"}, {"--seats", "x"}, {"--players", ""},
			}, times...)},
		{name: "teams", base: []string{"teams", "--teams", "6"},
			ints: append([]string{"teams", "rounds", "boards-per-match", "ew-step"}, session...),
			other: append([][]string{
				{"--teams", ""}, {"--teams", "", "--form", "flower"}, {"--form", "x"}, {"--form", "american-whist", "--teams", "6"}, {"--form", "american-whist", "--teams", "7", "--copies"},
				{"--form", "flower", "--ew-step", "3"}, {"--form", "flower", "--teams", "40", "--ew-step", "39"},
				{"--teams", "40", "--boards-per-match", "100"}, {"--teams", "3", "--rounds", "5"},
			}, times...)},
		{name: "teams swiss", base: []string{"teams", "swiss", "--standings", "{swiss}"},
			ints:  append([]string{"boards-per-match", "round"}, session...),
			other: [][]string{{"--standings", "{m7}"}, {"--standings", "{dir}/none.csv"}, {"--rematches"}, {"--copies"}}},
		{name: "replan", base: []string{"replan", "{m7}", "--from-round", "3", "--remove", "3", "--effort", "2000", "--time", "300ms"},
			ints: []string{"from-round", "effort", "seed", "boards"},
			other: [][]string{
				{"--remove", "99"}, {"--remove", "3 EW"}, {"--remove", "x"}, {"--remove", "1,2,3,4,5,6,7,8,9,10,11,12,13,14"},
				{"--remove-table", "0"}, {"--remove-table", "99"}, {"--remove-table", "1,2,3,4,5,6,7"},
				{"--remove", "", "--add-pair"}, {"--remove", "", "--add-player"}, {"--time", "-1s"},
			}},
		{name: "library", base: []string{"library", "--to", "ebu", "--mitchell", "3-4", "-o", "{dir}/lib.txt"},
			other: [][]string{
				{"--mitchell", "0-99999"}, {"--mitchell", "5-3"}, {"--mitchell", "x"}, {"--howell", "1-2"},
				{"--individual", "1-1000"}, {"--preferans", "5-5000"}, {"--to", "x"}, {"--to", "kbs", "--howell", "3-4"},
				{"--mitchell", "9223372036854775807-9223372036854775807"},
			}},
		{name: "cards", base: []string{"cards", "{m7}", "-o", "{dir}/cards.txt"},
			ints: append([]string{"boards"}, session...),
			other: append([][]string{
				{"--paper", "x"}, {"--what", "x"}, {"--csv-layout", "x"},
			}, times...)},
		{name: "check", base: []string{"check", "{m7}"}, ints: []string{"boards"}},
		{name: "convert", base: []string{"convert", "{m7}", "--to", "asc", "--ew-numbers-from", "8"}, ints: []string{"boards"},
			other: [][]string{{"--to", "x"}}},
	}
}

// absurdResult is what one command line did.
type absurdResult struct {
	code           int
	stdout, stderr string
}

// runAbsurd runs movegen in-process with args (placeholders filled in)
// and a generous deadline, so that a command that ignores its context
// shows up as slow rather than hanging the test.
func runAbsurd(t *testing.T, dir string, args []string) absurdResult {
	t.Helper()
	m7, err := filepath.Abs("../../testdata/movements/mitchell7.json")
	if err != nil {
		t.Fatal(err)
	}
	swiss, err := filepath.Abs("../../testdata/teams/swiss-after-3.csv")
	if err != nil {
		t.Fatal(err)
	}
	full := make([]string, len(args))
	for i, a := range args {
		full[i] = strings.NewReplacer("{dir}", dir, "{m7}", m7, "{swiss}", swiss).Replace(a)
	}
	// The limit only stops a hang: a loaded machine may take long, and a
	// test never asserts how long a command takes (the benchmarks do).
	ctx, cancel := context.WithTimeout(t.Context(), 10*time.Minute)
	defer cancel()
	var out, errOut bytes.Buffer
	code := func() (code int) {
		defer func() {
			if p := recover(); p != nil {
				t.Errorf("movegen %s: panic: %v", short(full), p)
				code = -1
			}
		}()
		return run(ctx, full, strings.NewReader(""), &out, &errOut)
	}()
	if ctx.Err() != nil {
		t.Errorf("movegen %s: still running after 10 minutes: a hang", short(full))
	}
	return absurdResult{code: code, stdout: out.String(), stderr: errOut.String()}
}

// withFlag returns base with --flag value: replacing the flag's value
// when base has it, dropping the flag when value is "" and it is in base
// (so "--tables" "" means "leave --tables out"), adding it otherwise.
func withFlag(base []string, flag, value string, drop bool) []string {
	out := append([]string(nil), base...)
	for i := 0; i+1 < len(out); i++ {
		if out[i] == "--"+flag {
			if drop {
				return append(out[:i], out[i+2:]...)
			}
			out[i+1] = value
			return out
		}
	}
	return append(out, "--"+flag, value)
}

// absurdCase is one command line to try, and the flag a refusal must
// name.
type absurdCase struct {
	name  string
	args  []string
	flags []string // a refusal must name one of these flags (without "--")
}

// absurdCases expands absurdCommands into command lines.
func absurdCases() []absurdCase {
	var cases []absurdCase
	for _, c := range absurdCommands() {
		for _, f := range c.ints {
			for _, v := range absurdIntsNow() {
				cases = append(cases, absurdCase{
					name:  fmt.Sprintf("%s --%s %q", c.name, f, v),
					args:  withFlag(c.base, f, v, false),
					flags: []string{f},
				})
			}
		}
		for _, o := range c.other {
			args := c.base
			for i := 0; i+1 < len(o); i += 2 {
				args = withFlag(args, strings.TrimPrefix(o[i], "--"), o[i+1], o[i+1] == "" && slicesContains(c.base, o[i]))
			}
			if len(o)%2 == 1 { // a boolean flag at the end, such as --sets
				args = append(args, o[len(o)-1])
			}
			cases = append(cases, absurdCase{name: c.name + " " + strings.Join(o, " "), args: args, flags: flagsOf(o)})
		}
	}
	return cases
}

// short writes a command line for a message: long arguments cut, the
// temp folder left out.
func short(args []string) string {
	out := make([]string, 0, len(args))
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "-o" && i+1 < len(args) {
			i++
			continue
		}
		if len(a) > 40 {
			a = fmt.Sprintf("%.20s…(%d bytes)", a, len(a))
		}
		out = append(out, fmt.Sprintf("%q", a))
	}
	return strings.Join(out, " ")
}

func slicesContains(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// flagsOf returns the flags (without "--") given in args.
func flagsOf(args []string) []string {
	var out []string
	for _, a := range args {
		if strings.HasPrefix(a, "--") {
			out = append(out, strings.TrimPrefix(a, "--"))
		}
	}
	return out
}

// absurdLong are the absurd cases that take seconds each (the largest
// preferans movements): they run with MOVEGEN_LONG=1, and
// TestExtremesRoundTrip makes the same movements.
var absurdLong = map[string]bool{
	"preferans --tables 250":                      true,
	"preferans --tables  --players 997":           true,
	"preferans --tables  --players 997 --seats 3": true,
}

// TestAbsurdFlagValues: no command line reaches exit 3 (a bug) or panics.
// Each absurd value is either accepted (exit 0; a JSON movement written
// then reads back with check, exit 0 or 1) or refused with exit 2 and a
// message that names the flag.
func TestAbsurdFlagValues(t *testing.T) {
	for _, c := range absurdCases() {
		t.Run(c.name, func(t *testing.T) {
			if absurdLong[c.name] {
				longtest.Skip(t, "the largest preferans movements, also in TestExtremesRoundTrip")
			}
			t.Parallel()
			dir := braceFreeTempDir(t)
			args, out := withOutput(c.args, dir)
			r := runAbsurd(t, dir, args)
			checkAbsurd(t, c, args, r)
			if r.code == exitOK && out != "" {
				if err := readBack(out); err != nil {
					t.Errorf("movegen %s wrote a movement that does not read back: %v", short(args), err)
				}
			}
		})
	}
}

// withOutput adds "-o" to a generator's command line: a JSON movement in
// dir, whose path it returns, or a text file (path "") for a plan without
// --choose and a seating plan without --sets, which are not movements.
// Commands that read a movement keep their own arguments.
func withOutput(args []string, dir string) ([]string, string) {
	switch {
	case slicesContains([]string{"cards", "check", "convert", "library"}, args[0]):
		return args, ""
	case args[0] == "plan" && !slicesContains(args, "--choose"), args[0] == "seating" && !slicesContains(args, "--sets"):
		return append(append([]string(nil), args...), "-o", filepath.Join(dir, "out.txt")), ""
	}
	out := filepath.Join(dir, "out.json")
	return append(append([]string(nil), args...), "-o", out), out
}

// readBack reads the JSON movement at path with movegen's reader, writes
// it as .ASC when the format can hold it and reads that back too, and
// requires movement.Validate to find no error in it: what movegen writes,
// movegen reads.
func readBack(path string) error {
	b, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	m, err := jsonfile.Read(bytes.NewReader(b), path)
	if err != nil {
		return err
	}
	if errs := movement.Validate(m).Errors(); len(errs) > 0 {
		return fmt.Errorf("%s: %d errors, the first: %s", path, len(errs), errs[0])
	}
	asc, err := ascfile.Marshal(m)
	if err != nil {
		return nil // a layout .ASC cannot hold (three seats); JSON is enough
	}
	back, err := ascfile.Read(bytes.NewReader(asc), "out.asc", ascfile.Options{BoardsPerSet: m.BoardsPerSet, Game: m.Game})
	if err != nil {
		return fmt.Errorf("as .ASC: %w", err)
	}
	if errs := movement.Validate(back).Errors(); len(errs) > 0 {
		return fmt.Errorf("as .ASC: %d errors, the first: %s", len(errs), errs[0])
	}
	return nil
}

// checkAbsurd applies the rule of TestAbsurdFlagValues to one result.
func checkAbsurd(t *testing.T, c absurdCase, args []string, r absurdResult) {
	t.Helper()
	line := "movegen " + short(args)
	switch r.code {
	case exitOK:
	case exitInput:
		want := c.flags
		named := false
		for _, f := range want {
			named = named || strings.Contains(r.stderr, "--"+f)
		}
		if !named {
			t.Errorf("%s: exit 2, but the message names none of --%s: %q", line, strings.Join(want, ", --"), r.stderr)
		}
	default:
		t.Errorf("%s: exit %d, want 0 or 2: %s", line, r.code, r.stderr)
	}
}

// braceFreeTempDir is a temporary folder whose name holds no "{": a test
// named after an argument such as "{dir}/none.csv" would otherwise get a
// folder whose name runAbsurd's replacement mangles (the -o file in it,
// now checked before any work, then named a folder that does not exist).
func braceFreeTempDir(t *testing.T) string {
	t.Helper()
	dir, err := os.MkdirTemp("", "absurd")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(dir) })
	return dir
}
