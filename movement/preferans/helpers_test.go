package preferans

import (
	"context"
	"strings"
	"testing"

	"github.com/movegen/movegen/movement"

	"github.com/movegen/movegen/internal/golden"
)

var update = golden.UpdateFlag()

// generate is Generate with a background context that fails the test on
// error.
func generate(t testing.TB, opts Options) *Result {
	t.Helper()
	res, err := Generate(context.Background(), opts)
	if err != nil {
		t.Fatalf("Generate(%+v): %v", opts, err)
	}
	return res
}

// lineOf returns the seat letter a player holds in every round, read from
// the schedule, or "" when it changes.
func lineOf(m *movement.Movement, c int) movement.Seat {
	var line movement.Seat
	for _, pos := range m.Itinerary(c) {
		if pos.Table == 0 {
			continue
		}
		if line == "" {
			line = pos.Seat
		} else if line != pos.Seat {
			return ""
		}
	}
	return line
}

// startLabel checks the label convention: the player who starts at table
// t, seat s is labelled "ts".
func checkLabels(t *testing.T, m *movement.Movement) {
	t.Helper()
	for _, p := range m.Play {
		if p.Round != 1 {
			continue
		}
		for i, c := range p.Seats {
			want := strings.TrimSpace(strings.Join([]string{itoa(p.Table), string(m.Seats[i])}, ""))
			if got := m.Label(c); got != want {
				t.Errorf("player %d starts at %s but is labelled %q", c, want, got)
			}
		}
	}
}

func itoa(n int) string {
	var b []byte
	if n == 0 {
		return "0"
	}
	for ; n > 0; n /= 10 {
		b = append([]byte{byte('0' + n%10)}, b...)
	}
	return string(b)
}
