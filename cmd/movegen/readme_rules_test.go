package main

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/movegen/movegen/schedules"
)

// TestReadmeRankingRules: the README lists exactly the rules the planner
// applies (schedules.Rules), in their order, and so does plan --help.
func TestReadmeRankingRules(t *testing.T) {
	data, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	s := string(data)
	i, j := strings.Index(s, "<!-- ranking rules -->\n"), strings.Index(s, "<!-- /ranking rules -->")
	if i < 0 || j < i {
		t.Fatal("the README has no ranking rules block")
	}
	var want strings.Builder
	for k, r := range schedules.Rules(schedules.RankBalance) {
		fmt.Fprintf(&want, "%d. %s\n", k+1, r)
	}
	if got := s[i+len("<!-- ranking rules -->\n") : j]; got != want.String() {
		t.Errorf("README ranking rules:\n%s\nwant:\n%s", got, want.String())
	}
	// The help wraps each rule to its width: compare the words.
	if !strings.Contains(strings.Join(strings.Fields(newPlanCmd(&globalOptions{}).Long), " "), strings.Join(strings.Fields(want.String()), " ")) {
		t.Error("plan --help does not list the ranking rules of schedules.Rules")
	}
}
