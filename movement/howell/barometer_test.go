package howell

import (
	"fmt"
	"slices"
	"testing"

	"github.com/movegen/movegen/movement"
)

// TestBarometer checks McKinnon's barometer (a Howell "with the base
// skeleton superimposed upon itself, so that all the tables play the same
// boards on each round") at every supported size: set r at every table in
// round r, every pair meeting every other once and playing every set once,
// and perfectly balanced where the base skeleton is (8, 12, …, 36 pairs).
func TestBarometer(t *testing.T) {
	t.Parallel()
	balanced := []int{4, 8, 12, 16, 20, 24, 28, 32, 36}
	for P := MinPairs; P <= MaxPairs; P++ {
		t.Run(fmt.Sprint(P), func(t *testing.T) {
			t.Parallel()
			m, rep := analyze(t, Options{Pairs: P, Barometer: true})
			full := CompleteRounds(P)
			if m.Rounds != full || m.Sets != full || m.Tables != Tables(P) || m.Contestants != P {
				t.Fatalf("%d rounds, %d sets, %d tables, %d pairs", m.Rounds, m.Sets, m.Tables, m.Contestants)
			}
			for _, p := range m.Play {
				if p.InPlay() && p.Set != p.Round {
					t.Fatalf("round %d table %d plays set %d", p.Round, p.Table, p.Set)
				}
			}
			s := rep.Summary
			if s.Meetings.Max != 1 || (P%2 == 0 && s.NeverMeet != 0) {
				t.Errorf("meetings up to %d, %d never meet; want every two pairs once", s.Meetings.Max, s.NeverMeet)
			}
			if s.RepeatedSets != 0 {
				t.Errorf("%d sets repeated", s.RepeatedSets)
			}
			if P%2 == 0 {
				// The stationary pair keeps its seat (a player who
				// cannot move).
				for _, pos := range m.Itinerary(P) {
					if pos.Table != 1 || pos.Seat != movement.NS {
						t.Fatalf("pair %d at table %d %s in round %d, want table 1 NS", P, pos.Table, pos.Seat, pos.Round)
					}
				}
			}
			perfect := rep.Verdict == movement.Perfect
			if want := slices.Contains(balanced, P); want && !perfect {
				t.Errorf("%s, balance %.2f; want perfect", rep.Verdict, s.BalanceIndex)
			}
			// The plain Howell's meetings are kept: the same pairs meet in
			// the same round whenever the skeleton is the Howell's own.
			if _, own := barometerSchedule(P + P%2); !own {
				h, _ := analyze(t, Options{Pairs: P})
				if !slices.Equal(meetings(h), meetings(m)) {
					t.Errorf("the barometer's meetings differ from the Howell's")
				}
			}
		})
	}
}

// meetings lists who meets whom in each round, as "round:low-high".
func meetings(m *movement.Movement) []string {
	var out []string
	for _, p := range m.Play {
		a, b := p.Seats[0], p.Seats[1]
		if a == 0 || b == 0 {
			continue
		}
		out = append(out, fmt.Sprintf("%d:%d-%d", p.Round, min(a, b), max(a, b)))
	}
	slices.Sort(out)
	return out
}

// TestBarometerShort: fewer rounds play the first rounds of the complete
// barometer, and the notes say so.
func TestBarometerShort(t *testing.T) {
	t.Parallel()
	o := Options{Pairs: 16, Rounds: 10, Barometer: true}
	m, _ := analyze(t, o)
	full, _ := analyze(t, Options{Pairs: 16, Barometer: true})
	var want []string
	for _, s := range meetings(full) {
		var r int
		fmt.Sscanf(s, "%d:", &r)
		if r <= 10 {
			want = append(want, s)
		}
	}
	if got := meetings(m); !slices.Equal(got, want) {
		t.Errorf("10 rounds: not the first 10 of the complete barometer")
	}
	notes, err := Notes(o, m)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.ContainsFunc(notes, func(x movement.Text) bool {
		return x.Format == "A short barometer: the first %d rounds of the complete %d-round movement."
	}) {
		t.Errorf("notes %v do not say the barometer is short", notes)
	}
}
