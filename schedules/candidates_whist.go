package schedules

import (
	"context"

	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/pairswhist"
)

// maxWhistPlanTables is the largest field the planner offers the whist
// movement: McKinnon's ready reckoner lists it at 3, 5, 6½ and 7 tables
// and the whist rover at 5½ (bridgecentral.com, MvtHTML/movements2.htm);
// above that the references play the Mitchell, with which the whist
// shares every figure the ranking compares.
const maxWhistPlanTables = 7

// pairsWhistCandidates: the whist movement for pairs (movement/pairswhist) at
// an odd number of tables up to maxWhistPlanTables, all T rounds or as
// many as fit the time, with the NS seat of the last table empty for an
// odd field; and the whist rover for 2T+1 pairs where T is odd and not a
// multiple of 3 (the rover then meets a new EW pair every round). The
// trade-off the plan names: two winners, every NS pair meets every EW
// pair once, nobody meets his own line.
func pairsWhistCandidates(req Request) []candidate {
	pairs := req.Contestants
	var out []candidate
	add := func(T, P int, rover bool) {
		for _, b := range boardsFor(req, T, 1) {
			rounds := min(T, fittingRounds(req.budget(), b, req.Pace, T))
			if rounds < partialFloor(T) || rover && rounds < 2 {
				continue
			}
			o := pairswhist.Options{Tables: T, Pairs: P, Rounds: rounds, BoardsPerRound: b}
			name := say("Whist, %d tables", T)
			switch {
			case rover:
				name = say("Whist, %d tables, rover", T)
			case P == 2*T-1:
				name = say("Whist, %d tables, missing pair", T)
			}
			if rounds < T {
				name = say("%s, %d of %d rounds", name, rounds, T)
			}
			method := say("NS pairs stay, EW pairs move down two tables and boards down one each round: two winners, every NS pair meets every EW pair once; %s of %s", plural(rounds, round), plural(b, board))
			if rover {
				method = say("NS pairs stay, EW pairs move down two tables and boards down one each round; pair %d is a rover that takes a different NS seat each round, the NS pair it displaces sitting out; %s of %s", T+1, plural(rounds, round), plural(b, board))
			}
			out = append(out, candidate{name: name, method: method,
				build: func(context.Context) (*movement.Movement, error) { return pairswhist.Generate(o) }})
		}
	}
	if T := (pairs + 1) / 2; T%2 == 1 && T >= pairswhist.MinTables && T <= maxWhistPlanTables {
		add(T, pairs, false)
	}
	if T := (pairs - 1) / 2; pairs%2 == 1 && T%2 == 1 && T%3 != 0 && T >= pairswhist.MinTables && T <= maxWhistPlanTables {
		add(T, pairs, true)
	}
	return out
}
