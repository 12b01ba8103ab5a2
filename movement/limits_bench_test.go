package movement

import "testing"

// rotation builds a T-table, R-round individual movement like rotation50
// (line L with multiplier k_L ∈ {0, 2, 6, 8}, set t + r mod T); with
// oneSet every table plays set 1 in every round instead, so that every
// player repeats a set in every round after the first and every round
// shares its set among all tables: the movement with the most problems
// of its size.
func rotation(T, R int, oneSet bool) *Movement {
	m := &Movement{Name: "rotation", Kind: Individual, Game: Bridge, Seats: CompassSeats(),
		Contestants: 4 * T, Tables: T, Rounds: R, Sets: T, BoardsPerSet: 2}
	if oneSet {
		m.Sets = 1
	}
	mult := []int{0, 2, 6, 8}
	m.Play = make([]Play, 0, T*R)
	for r := 0; r < R; r++ {
		for t := 0; t < T; t++ {
			p := Play{Round: r + 1, Table: t + 1, Set: (t+r)%T + 1, Seats: make([]int, 4)}
			if oneSet {
				p.Set = 1
			}
			for l, k := range mult {
				s := ((t-k*r)%T + T) % T
				p.Seats[l] = l*T + s + 1
			}
			m.Play = append(m.Play, p)
		}
	}
	return m
}

// The 500-table, 500-round individual movements at the limits of
// MaxTables and MaxContestants (250 000 plays): what "movegen check"
// costs on the largest file the readers accept. The "problems" variants
// give every player a repeated set in every round (about a million
// problems).
func BenchmarkValidate500(b *testing.B)         { benchValidate(b, rotation(500, 500, false)) }
func BenchmarkValidate500Problems(b *testing.B) { benchValidate(b, rotation(500, 500, true)) }
func BenchmarkAnalyze500(b *testing.B)          { benchAnalyze(b, rotation(500, 500, false)) }
func BenchmarkAnalyze500Problems(b *testing.B)  { benchAnalyze(b, rotation(500, 500, true)) }

func benchValidate(b *testing.B, m *Movement) {
	b.ReportAllocs()
	n := 0
	for b.Loop() {
		n = len(Validate(m))
	}
	b.ReportMetric(float64(n), "problems")
}

func benchAnalyze(b *testing.B, m *Movement) {
	b.ReportAllocs()
	n := 0
	for b.Loop() {
		n = len(Analyze(m).Problems)
	}
	b.ReportMetric(float64(n), "problems")
}

// BenchmarkValidateFirst500Problems is what "movegen check" pays for the
// same million problems when it lists the first 100 and counts the rest.
func BenchmarkValidateFirst500Problems(b *testing.B) {
	m := rotation(500, 500, true)
	b.ReportAllocs()
	n := 0
	for b.Loop() {
		_, o := ValidateFirst(m, 100)
		n = o.Total()
	}
	b.ReportMetric(float64(n), "omitted")
}
