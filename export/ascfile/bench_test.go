package ascfile

import (
	"bytes"
	"testing"

	"github.com/movegen/movegen/movement"
)

// big is a 50-table, 50-round individual movement of 200 players (the
// seating need not be fair; only its size matters here).
func big() *movement.Movement {
	const T, R = 50, 50
	m := &movement.Movement{
		Kind: movement.Individual, Seats: movement.CompassSeats, Contestants: 4 * T,
		Tables: T, Rounds: R, Sets: T, BoardsPerSet: 2,
	}
	for r := 1; r <= R; r++ {
		for t := 1; t <= T; t++ {
			seats := []int{t, T + (t+r)%T + 1, 2*T + (t+2*r)%T + 1, 3*T + (t+3*r)%T + 1}
			m.Play = append(m.Play, movement.Play{Round: r, Table: t, Set: (t+r)%T + 1, Seats: seats})
		}
	}
	return m
}

func BenchmarkReadASC(b *testing.B) {
	data, err := Marshal(big())
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Read(bytes.NewReader(data), "big.asc", Options{}); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkWriteASC(b *testing.B) {
	m := big()
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Marshal(m); err != nil {
			b.Fatal(err)
		}
	}
}
