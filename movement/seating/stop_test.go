package seating

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/movegen/movegen/movement"
)

// TestStoppedSearchValid stops the search at several moments, from before
// it starts to well into it, and checks that the schedule it hands back
// is a movement movement.Validate accepts: the search keeps its best valid
// state. 113 players at 28 tables of 4 with sets found no legal start in
// the matching's 32 tries and ended a 1 s search with sets played twice
// (issue 38).
func TestStoppedSearchValid(t *testing.T) {
	t.Parallel()
	type problem struct {
		players, per int
		lines, sets  bool
		sizes        []int
	}
	problems := []problem{
		{players: 113, per: 4, sets: true},
		{players: 101, per: 4, sets: true},
		{players: 24, per: 4, sets: true},
		{players: 27, per: 3, sets: true, lines: true},
		{players: 40, per: 4, sets: true, lines: true},
		{players: 23, sizes: []int{4, 4, 4, 4, 3, 3}, sets: true},
		{players: 30, per: 4},
		{players: 33, per: 3, lines: true},
	}
	stops := []time.Duration{0, time.Millisecond, 10 * time.Millisecond, 100 * time.Millisecond}
	for _, pr := range problems {
		p := Problem{Players: pr.players, Lines: pr.lines, Sets: pr.sets, TableSizes: pr.sizes}
		if p.TableSizes == nil {
			for range pr.players / pr.per {
				p.TableSizes = append(p.TableSizes, pr.per)
			}
		}
		rounds, _, err := DefaultRounds(p)
		if err != nil {
			t.Fatal(err)
		}
		p.Rounds = rounds
		for _, stop := range stops {
			t.Run(fmt.Sprintf("%d-%v-%v-%v/%v", pr.players, pr.sizes, pr.lines, pr.sets, stop), func(t *testing.T) {
				t.Parallel()
				ctx, cancel := context.WithTimeout(context.Background(), stop)
				defer cancel()
				res, err := Solve(ctx, p, Options{Seed: 7})
				if err != nil {
					t.Fatal(err)
				}
				if res.Score.SetRepeats != 0 {
					t.Errorf("stopped after %v: %d set repeats", stop, res.Score.SetRepeats)
				}
				m, err := res.Movement()
				if err != nil {
					t.Fatalf("stopped after %v: %v", stop, err)
				}
				if errs := movement.Validate(m).Errors(); len(errs) > 0 {
					t.Errorf("stopped after %v: %v", stop, errs[0])
				}
			})
		}
	}
}

// TestColourStart checks the edge-colouring start on its own: every
// layout it applies to is seated legally, nobody playing a set twice and
// every table of a round playing its own set.
func TestColourStart(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		players int
		sizes   []int
		lines   bool
	}{
		{113, rep(4, 28), false}, {197, rep(4, 49), false}, {21, rep(4, 5), false},
		{23, []int{4, 4, 4, 4, 3, 3}, false}, {31, []int{4, 4, 4, 3, 3, 3, 3, 3}, false},
		{29, rep(3, 9), true}, {41, rep(4, 10), true}, {16, rep(4, 4), false},
	} {
		p := Problem{Players: c.players, TableSizes: c.sizes, Lines: c.lines, Sets: true}
		rounds, _, err := DefaultRounds(p)
		if err != nil {
			t.Fatal(err)
		}
		p.Rounds = rounds
		l, err := newLayout(p)
		if err != nil {
			t.Fatal(err)
		}
		s := newState(l, l.bounds())
		for seed := range uint64(3) {
			if !s.colourStart(newRun(s, seed, Score{}).rng) {
				t.Fatalf("%d players %v: no colouring", c.players, c.sizes)
			}
			for r := range l.rounds {
				seen := map[int32]bool{}
				for _, j := range s.set[r] {
					if seen[j] {
						t.Fatalf("%d players: round %d plays set %d twice", c.players, r+1, j+1)
					}
					seen[j] = true
				}
			}
			if s.hard != 0 {
				t.Errorf("%d players %v: %d set repeats", c.players, c.sizes, s.hard)
			}
			res := l.finish(&Result{Problem: p, Bounds: l.bounds()}, s.snapshot(), s.score())
			if _, err := res.Movement(); err != nil {
				t.Errorf("%d players %v: %v", c.players, c.sizes, err)
			}
		}
	}
}

func rep(k, n int) []int {
	out := make([]int, n)
	for i := range out {
		out[i] = k
	}
	return out
}

// FuzzStoppedSearch stops the planner after a fuzzed number of
// microseconds on a fuzzed problem and requires the schedule it hands
// back to be a movement Validate accepts (issue 38: a stopped search keeps
// its best valid state). Problems Solve refuses are skipped.
func FuzzStoppedSearch(f *testing.F) {
	f.Add(uint16(113), uint8(4), true, false, uint16(0))
	f.Add(uint16(101), uint8(4), true, false, uint16(1000))
	f.Add(uint16(41), uint8(4), true, true, uint16(50))
	f.Add(uint16(23), uint8(3), true, false, uint16(10))
	f.Add(uint16(60), uint8(4), false, false, uint16(2000))
	f.Fuzz(func(t *testing.T, players uint16, per uint8, sets, lines bool, micros uint16) {
		n, k := int(players%200)+4, int(per%2)+3
		p := Problem{Players: n, Sets: sets, Lines: lines}
		for range n / k {
			p.TableSizes = append(p.TableSizes, k)
		}
		if len(p.TableSizes) == 0 {
			return
		}
		rounds, _, err := DefaultRounds(p)
		if err != nil {
			return
		}
		p.Rounds = rounds
		ctx, cancel := context.WithTimeout(context.Background(), time.Duration(micros%5000)*time.Microsecond)
		defer cancel()
		res, err := Solve(ctx, p, Options{Seed: 1, Effort: 20000})
		if err != nil {
			return // a problem Solve refuses
		}
		m, err := res.Movement()
		if err != nil {
			t.Fatalf("%+v stopped after %dµs: %v", p, micros%5000, err)
		}
		if errs := movement.Validate(m).Errors(); len(errs) > 0 {
			t.Fatalf("%+v: %v", p, errs[0])
		}
	})
}
