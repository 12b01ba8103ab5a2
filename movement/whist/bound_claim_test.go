package whist

import (
	"context"
	"strings"
	"testing"

	"github.com/movegen/movegen/internal/longtest"
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

// TestPartnerFree: the starting seating of the search for counts without
// a whist tournament has no repeated partnership, seats 4·⌊v/4⌋ different
// players a round, and sits everybody out equally often at the default
// rounds (within one for fewer rounds), for every count 8..64.
func TestPartnerFree(t *testing.T) {
	for v := MinPlayers; v <= MaxPlayers; v++ {
		if Exists(v) {
			continue
		}
		T, k := v/4, v%4
		for R := 1; R <= DefaultRounds(v); R++ {
			seats := partnerFree(v, R)
			if seats == nil {
				if R == DefaultRounds(v) || k <= 2 {
					t.Errorf("%d players, %d rounds: no partner-free seating", v, R)
				}
				continue
			}
			partners := map[[2]int]int{}
			rests := make([]int, v+1)
			for r, s := range seats {
				if len(s) != 4*T {
					t.Fatalf("%d players, round %d of %d: %d seated, want %d", v, r+1, R, len(s), 4*T)
				}
				seen := map[int]bool{}
				for _, x := range s {
					if x < 1 || x > v || seen[x] {
						t.Fatalf("%d players, round %d: player %d twice or unknown", v, r+1, x)
					}
					seen[x] = true
				}
				for x := 1; x <= v; x++ {
					if !seen[x] {
						rests[x]++
					}
				}
				for tb := range T {
					for _, p := range [][2]int{{s[4*tb], s[4*tb+2]}, {s[4*tb+1], s[4*tb+3]}} {
						p = [2]int{min(p[0], p[1]), max(p[0], p[1])}
						if partners[p]++; partners[p] > 1 {
							t.Errorf("%d players, %d rounds: %v partners twice", v, R, p)
						}
					}
				}
			}
			lo, hi := rests[1], rests[1]
			for _, n := range rests[1:] {
				lo, hi = min(lo, n), max(hi, n)
			}
			if hi-lo > 1 || R == DefaultRounds(v) && hi != lo {
				t.Errorf("%d players, %d rounds: sit-outs %d to %d", v, R, lo, hi)
			}
		}
	}
}

// TestSpreadPartnersNeverRepeat: 30 and (MOVEGEN_LONG=1) 36 players, counts of issue 28
// whose schedules repeated partners (1 and 5 repeats) while the bound
// said none need: now none repeats, and the opponents are still spread
// (every pair opposes at most 4 times).
func TestSpreadPartnersNeverRepeat(t *testing.T) {
	for _, v := range []int{30, 36} {
		if v > 30 && !longtest.Enabled() {
			continue // a second each: MOVEGEN_LONG=1
		}
		res, err := Generate(context.Background(), Options{Players: v, Seed: 1})
		if err != nil {
			t.Fatal(err)
		}
		f := res.Figures
		t.Logf("%d players: %v", v, f.Text())
		if f.PartnersRepeated != 0 || f.OpponentsMax > 4 || f.RestsMin != f.RestsMax {
			t.Errorf("%d players: partners repeated %d, opponents %d to %d, sit-outs %d to %d", v, f.PartnersRepeated, f.OpponentsMin, f.OpponentsMax, f.RestsMin, f.RestsMax)
		}
	}
}
