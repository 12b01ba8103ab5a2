package movement

import (
	"testing"
)

// decodeFuzz turns arbitrary bytes into a small movement, so the fuzzer
// explores odd layouts, counts and plays without a file format in between.
func decodeFuzz(data []byte) *Movement {
	next := func() int {
		if len(data) == 0 {
			return 0
		}
		b := data[0]
		data = data[1:]
		return int(int8(b))
	}
	layouts := [][]Seat{PairSeats(), CompassSeats(), ThreeSeats(), {NS}, {N, N}, {"Q", E}, nil}
	kinds := []Kind{Pairs, Individual, "x"}
	games := []Game{Bridge, Preferans, ""}
	pick := func(n int) int { return ((next() % n) + n) % n }
	m := &Movement{
		Seats:        layouts[pick(len(layouts))],
		Kind:         kinds[pick(len(kinds))],
		Game:         games[pick(len(games))],
		Contestants:  next(),
		Tables:       next(),
		Rounds:       next(),
		Sets:         next(),
		BoardsPerSet: next(),
		Labels:       map[int]string{next(): "x"},
	}
	for len(data) > 0 {
		p := Play{Round: next(), Table: next(), Set: next(), Switched: next()%2 == 1}
		for range pick(5) {
			p.Seats = append(p.Seats, next())
		}
		m.Play = append(m.Play, p)
	}
	return m
}

// FuzzValidate checks that Validate and Analyze never panic, and that a
// movement Validate passes really is playable: checked here by a plain
// second implementation of the two rules that matter most.
func FuzzValidate(f *testing.F) {
	f.Add([]byte{0, 0, 0, 6, 3, 3, 3, 2, 1, 1, 1, 1, 0, 2, 4})
	f.Add([]byte{1, 0, 0, 5, 1, 5, 5, 2, 1, 1, 1, 1, 0, 4, 1, 2, 4, 3})
	f.Add([]byte{2, 1, 1, 12, 4, 4, 4, 4, 1, 1, 1, 0, 0, 3, 1, 2, 3})
	f.Add([]byte{0, 0, 0, 6, 3, 3, 3, 2, 1, 1, 1, 1, 0, 2, 4, 1, 1, 1, 1, 0, 2, 4})
	f.Add([]byte{0, 0, 0, 127, 127, 127, 127, 127, 255, 255, 255, 255})
	f.Fuzz(func(t *testing.T, data []byte) {
		m := decodeFuzz(data)
		ps := Validate(m)
		rep := Analyze(m)
		if (rep.Verdict == Invalid) != !ps.Valid() {
			t.Fatalf("verdict %s but Valid() = %v", rep.Verdict, ps.Valid())
		}
		if !ps.Valid() {
			return
		}
		type key struct{ a, b int }
		seated := map[key]bool{}
		played := map[key]bool{}
		for _, p := range m.Play {
			present := 0
			for _, c := range p.Seats {
				if c != 0 {
					present++
				}
			}
			for _, c := range p.Seats {
				if c == 0 {
					continue
				}
				if seated[key{p.Round, c}] {
					t.Fatalf("valid, yet contestant %d sits twice in round %d", c, p.Round)
				}
				seated[key{p.Round, c}] = true
				if present < 2 {
					continue
				}
				if played[key{c, p.Set}] {
					t.Fatalf("valid, yet contestant %d plays set %d twice", c, p.Set)
				}
				played[key{c, p.Set}] = true
			}
		}
		for i := 1; i <= m.Contestants; i++ {
			for j := 1; j <= m.Contestants; j++ {
				if rep.Meetings.At(i, j) != rep.Meetings.At(j, i) || rep.Comparisons.At(i, j) != rep.Comparisons.At(j, i) {
					t.Fatalf("matrices are not symmetric at %d,%d", i, j)
				}
			}
		}
	})
}
