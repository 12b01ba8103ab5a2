package gencheck

import (
	"errors"
	"runtime"
	"testing"

	"github.com/movegen/movegen/movement"
)

// recorder is a testing.TB that records a fatal failure and stops the
// goroutine, as testing.T does.
type recorder struct {
	testing.TB
	failed bool
}

func (r *recorder) Helper() {}
func (r *recorder) Fatalf(string, ...any) {
	r.failed = true
	runtime.Goexit()
}

// run calls Analyze in its own goroutine, so that a fatal failure ends
// only that goroutine.
func run(t *testing.T, m *movement.Movement, err error) (failed bool, rep *movement.Report) {
	r := &recorder{TB: t}
	done := make(chan struct{})
	go func() {
		defer close(done)
		_, rep = Analyze(r, func(int) (*movement.Movement, error) { return m, err }, 0)
	}()
	<-done
	return r.failed, rep
}

func TestAnalyze(t *testing.T) {
	good := &movement.Movement{
		Kind: movement.Pairs, Game: movement.Bridge, Seats: movement.PairSeats(),
		Contestants: 2, Tables: 1, Rounds: 1, Sets: 1, BoardsPerSet: 1,
		Play: []movement.Play{{Round: 1, Table: 1, Set: 1, Seats: []int{1, 2}}},
	}
	bad := *good
	bad.Play = []movement.Play{{Round: 1, Table: 1, Set: 1, Seats: []int{1, 1}}}
	tests := []struct {
		name     string
		m        *movement.Movement
		err      error
		wantFail bool
	}{
		{"valid", good, nil, false},
		{"generator error", nil, errors.New("no such movement"), true},
		{"invalid movement", &bad, nil, true},
	}
	for _, tt := range tests {
		failed, rep := run(t, tt.m, tt.err)
		if failed != tt.wantFail {
			t.Errorf("%s: failed = %v, want %v", tt.name, failed, tt.wantFail)
		}
		if !tt.wantFail && (rep == nil || !rep.Problems.Valid()) {
			t.Errorf("%s: report %+v, want the valid report of Analyze", tt.name, rep)
		}
	}
}
