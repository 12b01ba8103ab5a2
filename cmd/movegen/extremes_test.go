package main

import (
	"bytes"
	"os"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/movegen/movegen/export/ascfile"
	"github.com/movegen/movegen/export/formats"
	"github.com/movegen/movegen/export/jsonfile"
	"github.com/movegen/movegen/export/scorerfile"
	"github.com/movegen/movegen/internal/longtest"
	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/howell"
	"github.com/movegen/movegen/movement/mitchell"
)

// TestExtremesRoundTrip: the largest input each generator accepts makes a
// movement that movegen writes as JSON (the generator) and as .ASC
// (convert), reads back from both with the same plays, and that
// movement.Validate accepts. Together with
// the limits in movement/limits.go this is the promise "movegen reads
// everything it writes" at its edges.
func TestExtremesRoundTrip(t *testing.T) {
	// The generators' own limits sit inside the core's.
	if 2*mitchell.MaxTables > movement.MaxContestants || mitchell.MaxTables > movement.MaxTables ||
		mitchell.MaxTables > movement.MaxRounds || mitchell.MaxTables+1 > movement.MaxSets {
		t.Errorf("mitchell.MaxTables %d is outside the core limits", mitchell.MaxTables)
	}
	if howell.MaxPairs > movement.MaxContestants || howell.CompleteRounds(howell.MaxPairs) > movement.MaxRounds {
		t.Errorf("howell.MaxPairs %d is outside the core limits", howell.MaxPairs)
	}
	tests := []struct {
		name string
		args []string
		skip string // a known failure, with its owner's fix
		long bool   // over a second: run only with MOVEGEN_LONG=1
	}{
		{"mitchell 100 tables, 100 boards a round", []string{"mitchell", "--tables", "100", "--boards-per-round", "100"}, "", false},
		{"mitchell 199 pairs, EW missing, one winner", []string{"mitchell", "--tables", "100", "--pairs", "199", "--missing", "ew", "--winners", "1", "--boards-per-round", "100"}, "", false},
		{"mitchell 100 tables, skip", []string{"mitchell", "--tables", "100", "--even", "skip", "--boards-per-round", "100"}, "", false},
		{"mitchell with a day-long pace", []string{"mitchell", "--tables", "7", "--start", "23:59", "--minutes-per-board", "1440", "--move-minutes", "1440"}, "", false},
		{"howell 40 pairs, 100 boards a round", []string{"howell", "--pairs", "40", "--boards-per-round", "100"}, "", false},
		{"howell 39 pairs", []string{"howell", "--pairs", "39", "--boards-per-round", "100"}, "", false},
		{"preferans 250 tables of four", []string{"preferans", "--tables", "250"}, "", true},
		{"preferans 997 players, tables of four, rest scheme", []string{"preferans", "--players", "997"}, "", true},
		{"preferans 997 players, tables of three, rest scheme", []string{"preferans", "--players", "997", "--seats", "3"}, "", true},
		{"seating 64 players with sets", []string{"seating", "--players", "64", "--per-table", "4", "--sets", "--time", "2s"}, "", true},
		{"seating 128 players with sets", []string{"seating", "--players", "128", "--per-table", "4", "--sets", "--time", "2s"},
			"", true},
		{"seating 512 players with sets", []string{"seating", "--players", "512", "--per-table", "4", "--sets", "--rounds", "7", "--time", "2s"},
			"", true},
		{"plan 200 pairs, option 1", []string{"plan", "--pairs", "200", "--choose", "1"}, "", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if tt.skip != "" {
				t.Skip("known: " + tt.skip)
			}
			if tt.long {
				longtest.Skip(t, "a movement of over a second")
			}
			t.Parallel()
			dir := t.TempDir()
			// The generator writes JSON once; movegen's convert writes the
			// .ASC from it (a second run of a timed search could differ).
			jsonPath, ascPath := filepath.Join(dir, "out.json"), filepath.Join(dir, "out.asc")
			var got []*movement.Movement
			for _, args := range [][]string{
				append(append([]string(nil), tt.args...), "-o", jsonPath),
				{"convert", jsonPath, "-o", ascPath},
			} {
				if args[0] == "convert" && len(got) > 0 {
					// .ASC numbers the pairs 1 to C: a Mitchell's EW pairs
					// are numbered on from the NS pairs (issue 37).
					if _, why := scorerfile.ConsecutiveNumbers(got[0], ""); !why.IsZero() {
						args = append(args, "--ew-numbers-from", strconv.Itoa(scorerfile.EWFrom(got[0], true)))
					}
				}
				start := time.Now()
				r := runAbsurd(t, dir, args)
				if args[0] == "convert" && (len(got[0].Seats) == 3 || len(got[0].Sections) > 0) {
					// .ASC holds neither three seats a table nor sections:
					// refused (exit 2), nothing written.
					if _, err := os.Stat(ascPath); r.code != exitInput || err == nil {
						t.Fatalf("movegen %s: exit %d (want %d, nothing written): %s", short(args), r.code, exitInput, r.stderr)
					}
					continue
				}
				if r.code != exitOK {
					t.Fatalf("movegen %s: exit %d: %s", short(args), r.code, r.stderr)
				}
				t.Logf("%s: %v", short(args), time.Since(start).Round(time.Millisecond))
				path := jsonPath
				if args[0] == "convert" {
					path = ascPath
				}
				m := readExtreme(t, path)
				if errs := movement.Validate(m).Errors(); len(errs) > 0 {
					t.Fatalf("%s: %d errors, the first: %s", path, len(errs), errs[0])
				}
				got = append(got, m)
			}
			if len(got) == 2 {
				// .ASC holds no arrow switches: a switched table is written
				// by the cards held (formats.ByCards).
				a, b := formats.ByCards(got[0]).Clone(), got[1].Clone()
				for _, m := range []*movement.Movement{a, b} {
					m.Sort()
				}
				if a.Contestants != b.Contestants || a.Tables != b.Tables || a.Rounds != b.Rounds || a.Sets != b.Sets ||
					!reflect.DeepEqual(a.Play, b.Play) {
					t.Errorf("the JSON and the .ASC file hold different movements")
				}
			}
		})
	}
}

// readExtreme reads the movement movegen wrote at path with the reader of
// its format.
func readExtreme(t *testing.T, path string) *movement.Movement {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var m *movement.Movement
	if strings.HasSuffix(path, ".asc") {
		// .ASC does not record boards per set or the game; the JSON
		// twin's figures are compared without them.
		m, err = ascfile.Read(bytes.NewReader(b), path, ascfile.Options{})
	} else {
		m, err = jsonfile.Read(bytes.NewReader(b), path)
	}
	if err != nil {
		t.Fatalf("movegen cannot read what it wrote: %v", err)
	}
	return m
}
