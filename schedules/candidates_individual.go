package schedules

import (
	"context"
	"slices"

	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/whist"
)

// whistCandidates lists the whist tournaments for individual bridge (see
// movement/whist): for a count with a whist tournament (8, 9, 12, 13, ...
// 33 players) the whole tournament, with the boards a round that bring each
// player into the band and with 2 boards a round, and, when it is too long
// for the time, its best partial form that fits; for other counts the
// schedule with sit-outs in turn and, likewise, the part of it that fits.
func whistCandidates(req Request) []candidate {
	n := req.Contestants
	if n < whist.MinPlayers || n > whist.MaxPlayers || n > maxSearchPlayers && !whist.Exists(n) {
		return nil
	}
	full := whist.DefaultRounds(n)
	tables := n / 4
	seed := req.Seed
	// The seating does not depend on the boards a round, so one schedule
	// per number of rounds serves every boards-per-round choice (the
	// planner builds its candidates one after another).
	made := map[int]*movement.Movement{}
	build := func(rounds, b int) func(context.Context) (*movement.Movement, error) {
		return func(ctx context.Context) (*movement.Movement, error) {
			m, ok := made[rounds]
			if !ok {
				res, err := whist.Generate(ctx, whist.Options{Players: n, Rounds: rounds, Seed: seed})
				if err != nil {
					return nil, err
				}
				m = res.Movement
				made[rounds] = m
			}
			m = m.Clone()
			m.BoardsPerSet = b
			return m, nil
		}
	}
	boards := boardsPerRound(full, req.band())
	if !slices.Contains(boards, 2) {
		boards = append(boards, 2)
	}
	slices.Sort(boards)
	var out []candidate
	for _, b := range boards {
		name := say("Whist tournament, %d tables, %d boards a round", tables, b)
		method := say("whist tournament: every two players are partners once and opponents twice; all tables of a round play its boards")
		if !whist.Exists(n) {
			name = say("Individual with sit-outs in turn, %d tables, %d boards a round", tables, b)
			method = say("no whist tournament for %s: the players left over sit out in turn, seated by a search that avoids repeated partners (the figures say whether any repeat)", plural(n, player))
		}
		out = append(out, candidate{name: name, method: method, build: build(0, b)})
		r := fittingRounds(req.budget(), b, req.Pace, full)
		if r < full && r >= partialFloor(full) {
			pname := say("Whist tournament, %d tables, %d of %d rounds, %d boards a round", tables, r, full, b)
			pmethod := say("the %d rounds of the whist tournament that spread opponents most evenly: partners never repeat", r)
			if !whist.Exists(n) {
				pname = say("Individual with sit-outs in turn, %d tables, %d of %d rounds, %d boards a round", tables, r, full, b)
				pmethod = say("the %d rounds that keep sit-outs, then opponents, most even, from a search that avoids repeated partners", r)
			}
			out = append(out, candidate{name: pname, method: pmethod, build: build(r, b)})
		}
	}
	return out
}
