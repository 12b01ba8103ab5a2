package whist

import (
	"context"
	"strings"
	"testing"
)

// TestBoundClaimsOnlyCounting: the bound line says what counting proves
// and nothing more. Where counting forces no repeated partnership it says
// so, and that the search may still leave some; it never says partners
// "need never repeat" (issue 28: 30, 36, 38, 40 and 42–45 players repeat
// partners while the line said they need not).
func TestBoundClaimsOnlyCounting(t *testing.T) {
	for v := MinPlayers; v <= MaxPlayers; v++ {
		if Exists(v) {
			continue
		}
		T, R := v/4, DefaultRounds(v)
		rests := make([]int, v)
		for i := range rests {
			rests[i] = R * (v - 4*T) / v
		}
		repeats, _, _, text := Bound(v, T, R, rests)
		s := text.String()
		if strings.Contains(s, "need never") || strings.Contains(s, "never repeat") {
			t.Errorf("%d players: %q promises what counting cannot", v, s)
		}
		if repeats == 0 && !strings.Contains(s, "so counting forces no repeated partnership (the search may still leave some: the figures say)") {
			t.Errorf("%d players: bound 0, but %q", v, s)
		}
	}
}

// TestThirtyPlayersBoundAndFigures: 30 players, the first count of the
// issue: the bound is 0 and the search leaves a repeated partnership; the
// figures say so and the bound line does not contradict them.
func TestThirtyPlayersBoundAndFigures(t *testing.T) {
	res, err := Generate(context.Background(), Options{Players: 30, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	c := count(res.Movement)
	repeats, _, _, text := Bound(30, res.Movement.Tables, res.Movement.Rounds, c.rests[1:])
	t.Logf("bound %d, schedule %d: %s", repeats, res.Figures.PartnersRepeated, text)
	if repeats != 0 {
		t.Errorf("bound %d, want 0", repeats)
	}
	if res.Figures.PartnersRepeated > repeats && !strings.Contains(text.String(), "the search may still leave some") {
		t.Errorf("the schedule repeats %d partnerships, the bound line %q", res.Figures.PartnersRepeated, text)
	}
}
