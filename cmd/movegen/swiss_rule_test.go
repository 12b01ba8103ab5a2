package main

import (
	"os"
	"strings"
	"testing"

	"github.com/movegen/movegen/movement/teams"
)

// TestSwissRuleStatedOnce: the help of "teams swiss" and the README
// state the pairing rule in the words of teams.SwissRule, which every
// pairing prints (swiss_rounds.txtar): one rule, not three that drift.
func TestSwissRuleStatedOnce(t *testing.T) {
	flat := func(s string) string { return strings.Join(strings.Fields(s), " ") }
	help := flat(newTeamsSwissCmd(&globalOptions{}).Long)
	readme, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	_, block, ok := strings.Cut(string(readme), "<!-- swiss rule -->\n")
	if !ok {
		t.Fatal("README: no <!-- swiss rule --> block")
	}
	var quoted []string
	for _, line := range strings.Split(block, "\n") {
		if !strings.HasPrefix(line, "> ") {
			if len(quoted) > 0 {
				break
			}
			continue
		}
		quoted = append(quoted, strings.TrimPrefix(line, "> "))
	}
	rule := teams.SwissRule()
	if len(quoted) != len(rule) {
		t.Errorf("README quotes %d sentences of the rule, it has %d", len(quoted), len(rule))
	}
	for i, s := range rule {
		if !strings.Contains(help, flat(s.String())) {
			t.Errorf("the help lacks %q", s)
		}
		if i < len(quoted) && quoted[i] != s.String() {
			t.Errorf("README sentence %d: %q, want %q", i+1, quoted[i], s)
		}
	}
	// The old statements that gave way without saying so are gone.
	for _, old := range []string{"the lowest-ranked team that has not had one;", "allows the fewest when none does"} {
		if strings.Contains(help, old) {
			t.Errorf("the help still says %q", old)
		}
	}
}
