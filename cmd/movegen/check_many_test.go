package main

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestCheckManyExitStatus: a file of many movements exits by its worst
// entry: 0 when every movement can be played (an entry not read is no
// problem), 1 when a movement or a teams movement has problems, 2 when
// the file cannot be read.
func TestCheckManyExitStatus(t *testing.T) {
	camrose := "Camrose\n5,6,32,16,2\n4,6,1,4,6,2\n3,5,1,3,5,2\n2,1,1,2,1,2\n6,4,1,6,4,2\n5,3,1,5,3,2\n1,2,1,1,2,2\n"
	individual := "\nSome individual\n3,2,12,4,3,8\n1,2,3,4,1, 5,6,7,8,2, 1,3,5,7,3\n5,6,7,8,1, 1,2,3,4,2, 2,4,6,8,3\n"
	brokenTeams := "\nBroken teams\n5,4,16,8,2\n1,2,1, 1,3,2\n2,1,2, 3,1,2\n3,4,1, 2,4,2\n4,1,1, 4,2,2\n"
	// Pair 4 is seated twice in round 1 (and pair 6 never): a pairs
	// movement with problems.
	badPairs := "\nBad pairs\n1,3,27,9,3,0\n1,4,1, 1,6,2, 1,5,3\n2,4,2, 2,4,3, 2,6,1\n3,6,3, 3,5,1, 3,4,2\n"
	lib, err := os.ReadFile("../../testdata/movements/library20.txt")
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name, data string
		code       int
	}{
		{"library", string(lib), exitOK},
		{"teams and unread", camrose + individual, exitOK},
		{"broken teams", camrose + brokenTeams, exitProblems},
		{"bad pairs", string(lib) + badPairs, exitProblems},
		{"broken file", camrose + "\nX\n5,6,32,16,2\n1,2\n", exitInput},
	}
	dir := t.TempDir()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := filepath.Join(dir, strings.ReplaceAll(tt.name, " ", "-")+".txt")
			if err := os.WriteFile(path, []byte(tt.data), 0o644); err != nil {
				t.Fatal(err)
			}
			var out, errOut bytes.Buffer
			if code := run(context.Background(), []string{"check", path}, strings.NewReader(""), &out, &errOut); code != tt.code {
				t.Errorf("exit %d, want %d; stderr %q", code, tt.code, errOut.String())
			}
		})
	}
}

// TestCheckManyJSON: --format json gives one report per entry; a teams
// movement's report carries its verdict and problems, an entry not read
// says why.
func TestCheckManyJSON(t *testing.T) {
	data := "Broken teams\n5,4,16,8,2\n1,2,1, 1,3,2\n2,1,2, 3,1,2\n3,4,1, 2,4,2\n4,1,1, 4,2,2\n" +
		"\nSome individual\n3,2,12,4,3,8\n1,2,3,4,1, 5,6,7,8,2, 1,3,5,7,3\n5,6,7,8,1, 1,2,3,4,2, 2,4,6,8,3\n" +
		"\nMitchell, 3 tables\n1,3,27,9,3,0\n1,4,1, 1,6,2, 1,5,3\n2,5,2, 2,4,3, 2,6,1\n3,6,3, 3,5,1, 3,4,2\n"
	path := filepath.Join(t.TempDir(), "three.txt")
	if err := os.WriteFile(path, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
	var out, errOut bytes.Buffer
	if code := run(context.Background(), []string{"check", "--format", "json", path}, strings.NewReader(""), &out, &errOut); code != exitProblems {
		t.Fatalf("exit %d, want %d; stderr %q", code, exitProblems, errOut.String())
	}
	var reports []struct {
		Name, Verdict string
		Valid         bool
		Properties    []string
		Problems      []struct{ Code, Severity, Message string }
	}
	if err := json.Unmarshal(out.Bytes(), &reports); err != nil {
		t.Fatal(err)
	}
	if len(reports) != 3 {
		t.Fatalf("%d reports, want 3", len(reports))
	}
	teams, unread, pairs := reports[0], reports[1], reports[2]
	if teams.Name != "Broken teams" || teams.Verdict != "invalid" || teams.Valid || len(teams.Problems) != 3 || teams.Properties[0] != "teams" {
		t.Errorf("teams report %+v", teams)
	}
	if unread.Verdict != "not-read" || unread.Valid || len(unread.Problems) != 1 || !strings.Contains(unread.Problems[0].Message, "individual movement (type 3)") {
		t.Errorf("unread report %+v", unread)
	}
	if pairs.Name != "Mitchell, 3 tables" || pairs.Verdict != "perfect" || !pairs.Valid {
		t.Errorf("pairs report %+v", pairs)
	}
}
