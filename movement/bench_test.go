package movement

import "testing"

// rotation50 is a 50-table, 50-round individual movement: line L with
// multiplier k_L ∈ {0, 2, 6, 8} starts at table s and sits at s + k_L·r, and
// the set at table t in round r is t + r. Each k_L + 1 is a unit mod 50, so
// nobody plays a set twice; meetings repeat, which the report must count.
func rotation50() *Movement {
	const T = 50
	m := &Movement{Name: "rotation 50", Kind: Individual, Game: Bridge, Seats: CompassSeats(),
		Contestants: 4 * T, Tables: T, Rounds: T, Sets: T, BoardsPerSet: 2}
	mult := []int{0, 2, 6, 8}
	for r := 0; r < T; r++ {
		for t := 0; t < T; t++ {
			p := Play{Round: r + 1, Table: t + 1, Set: (t+r)%T + 1, Seats: make([]int, 4)}
			for l, k := range mult {
				s := ((t-k*r)%T + T) % T // start table of the line-l player now at t
				p.Seats[l] = l*T + s + 1
			}
			m.Play = append(m.Play, p)
		}
	}
	return m
}

func TestRotation50Valid(t *testing.T) {
	rep := Analyze(rotation50())
	if rep.Verdict == Invalid {
		t.Fatalf("problems: %v", rep.Problems.Errors()[:1])
	}
	if rep.Summary.RepeatedSets != 0 || rep.Summary.MeetMoreThanOnce == 0 {
		t.Errorf("repeated sets %d, repeated meetings %d", rep.Summary.RepeatedSets, rep.Summary.MeetMoreThanOnce)
	}
}

// BenchmarkValidate50 validates a 50-table, 50-round individual movement
// (200 players, 2500 plays).
func BenchmarkValidate50(b *testing.B) {
	m := rotation50()
	b.ReportAllocs()
	for b.Loop() {
		Validate(m)
	}
}

// BenchmarkAnalyze50 validates and reports the same movement.
func BenchmarkAnalyze50(b *testing.B) {
	m := rotation50()
	b.ReportAllocs()
	for b.Loop() {
		Analyze(m)
	}
}

// BenchmarkAnalyzeMitchell499 analyzes a 499-table pairs movement, where
// the comparisons and match points come from bit rows (comparePairsByBits)
// rather than from every pair of the 998 occurrences of each set.
func BenchmarkAnalyzeMitchell499(b *testing.B) {
	m := mitchellN(499)
	if rep := Analyze(m); rep.Verdict == Invalid {
		b.Fatalf("problems: %v", rep.Problems.Errors()[:1])
	}
	b.ReportAllocs()
	for b.Loop() {
		Analyze(m)
	}
}
