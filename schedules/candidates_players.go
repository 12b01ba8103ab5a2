package schedules

import (
	"context"
	"fmt"
	"slices"

	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/preferans"
	"github.com/movegen/movegen/movement/seating"
)

// SearchEffort is the move budget of every seating search the planner
// runs, with one restart on one worker and the request's seed: small and
// fixed, so planning stays quick and gives the same plan every time. A
// director who wants a better schedule for a layout runs the seating
// command with a larger effort.
const SearchEffort = 3000

// searchEffort is the move budget for one planning search, at most
// SearchEffort: a move of the seating search costs roughly the fourth power
// of the field (about 1 ms at 22 players and 9 ms at 38 for mixed tables,
// ten times less when players keep their line), so the budget shrinks by
// that power, keeping every plan for up to 40 players to about two
// seconds. It depends on the problem only,
// so the plan stays deterministic.
func searchEffort(p seating.Problem) int {
	base := 100.0 // mixed tables
	if p.Lines {
		base = 1500
	}
	f := 22.0 / float64(max(p.Players, 1))
	return max(10, min(SearchEffort, int(base*f*f*f*f)))
}

// solve runs the seating planner with the planner's fixed effort and turns
// the schedule into a movement.
func solve(ctx context.Context, p seating.Problem, seed uint64) (*movement.Movement, error) {
	res, err := seating.Solve(ctx, p, seating.Options{Seed: seed, Effort: searchEffort(p), Restarts: 1, Workers: 1})
	if err != nil {
		return nil, err
	}
	if res.Interrupted {
		return nil, ctx.Err()
	}
	return res.Movement()
}

// tablesOf returns n tables of k players.
func tablesOf(n, k int) []int {
	out := make([]int, n)
	for i := range out {
		out[i] = k
	}
	return out
}

// seatsWord names a table size: "four" or "three".
func seatsWord(k int) movement.Text {
	if k == 3 {
		return say("three")
	}
	return say("four")
}

// tablesOfSize says "5 tables of four" or "1 table of three".
func tablesOfSize(n, k int) movement.Text {
	if k == 3 {
		return say("%s of three", plural(n, table))
	}
	return say("%s of four", plural(n, table))
}

// preferansSearchEffort is the budget of the preferans generator's search
// (table counts with no perfect schedule known) when the planner offers
// it: fixed, so the plan stays deterministic, and small, so it stays quick.
const preferansSearchEffort = 50_000

// preferansCandidates lists preferans movements for req.Contestants
// players: each table layout the preferans generator serves (full tables
// with a rotation, field rotation or extra move; one rest a round), full
// tables by the seating search where no perfect rotation exists, tables of
// four or three with several rests and mixed tables of four and three by
// the seating search, and two rooms each with a perfect method.
func preferansCandidates(ctx context.Context, req Request) []candidate {
	n := req.Contestants
	var out []candidate
	served := map[int]bool{} // table sizes the preferans generator seats
	for _, k := range []int{4, 3} {
		if _, ok := preferans.Construction(n, k); !ok {
			continue
		}
		opts := preferans.Options{Players: n, Seats: k, Effort: preferansSearchEffort}
		res, err := preferans.Generate(ctx, opts)
		if err != nil {
			continue
		}
		served[k] = true
		m := res.Movement
		name := say("%s, %s", methodName(res.Method), tablesOfSize(m.Tables, k))
		switch rests := n - m.Tables*k; {
		case res.Method == preferans.Rest:
			name = say("%s, one rests", name)
		case rests > 0:
			name = say("%s, %d rest in turn", name, rests)
		}
		out = append(out, partialPreferans(req, name, opts, m.Rounds)...)
		if n%k == 0 && !res.Perfect && n <= maxSearchPlayers {
			// No perfect rotation for these tables: let the seating search
			// try the same layout with lines and circulating sets.
			t := n / k
			p := seating.Problem{Players: n, TableSizes: tablesOf(t, k), Rounds: t, Lines: true, Sets: true, Game: movement.Preferans}
			out = append(out, searchCandidate(req, say("Seating search, %s", tablesOfSize(t, k)),
				say("the seating planner's search with lines and circulating sets"), p))
		}
	}
	// Tables of four or three with players resting each round in turn,
	// where the generator has no scheme.
	for _, k := range []int{4, 3} {
		t := n / k
		if rest := n - t*k; !served[k] && t >= 1 && rest >= 1 && rest < t*k && n <= maxSearchPlayers {
			// Preferans players keep their seat letter (line) all session
			// and are compared within it, so the planner keeps lines; the
			// longer lines rest in turn.
			p := seating.Problem{Players: n, TableSizes: tablesOf(t, k), Rounds: t, Lines: true, Sets: true, Game: movement.Preferans}
			out = append(out, searchCandidate(req, say("Seating search, %s, %d rest", tablesOfSize(t, k), rest),
				say("the seating planner's search: players keep their line, %d rest each round in turn, the sets circulate", rest), p))
		}
	}
	// Mixed tables of four and three, as few threes as possible.
	if n%4 != 0 && n%3 != 0 && n <= maxSearchPlayers {
		for threes := 1; threes*3 <= n; threes++ {
			if (n-3*threes)%4 == 0 && n-3*threes > 0 {
				fours := (n - 3*threes) / 4
				sizes := append(tablesOf(fours, 4), tablesOf(threes, 3)...)
				p := seating.Problem{Players: n, TableSizes: sizes, Rounds: len(sizes), Sets: true, Game: movement.Preferans}
				out = append(out, searchCandidate(req, say("Seating search, %s of four and %d of three", plural(fours, table), threes),
					say("the seating planner's search over mixed tables, the sets circulating"), p))
				break
			}
		}
	}
	out = append(out, roomCandidates(ctx, req)...)
	return out
}

// methodName names a preferans method for the list.
func methodName(m preferans.Method) movement.Text {
	switch m {
	case preferans.Rotation:
		return say("Rotation")
	case preferans.Field:
		return say("Field rotation")
	case preferans.Rest:
		return say("Rest scheme")
	case preferans.ExtraMove:
		return say("Rotation with extra moves")
	case preferans.Mols:
		return say("Orthogonal Latin squares")
	case preferans.Search:
		return say("Search from Latin squares")
	}
	return say("Preferans %s", string(m))
}

// partialPreferans offers the full cycle and, when it is too long for the
// time given, the longest partial cycle that fits and keeps MinShare of
// the sets.
func partialPreferans(req Request, name movement.Text, opts preferans.Options, full int) []candidate {
	build := func(o preferans.Options) func(context.Context) (*movement.Movement, error) {
		return func(ctx context.Context) (*movement.Movement, error) {
			res, err := preferans.Generate(ctx, o)
			if err != nil {
				return nil, err
			}
			return res.Movement, nil
		}
	}
	out := []candidate{{name: name, build: build(opts)}}
	if req.budget() > 0 {
		// The longest partial cycle that fits: the rotations and rest
		// schemes keep their promises (nobody meets anybody or plays a set
		// twice, nobody rests twice) on any prefix of rounds; when few of
		// the rounds fit, Option.UnderShare flags it.
		deals := opts.Seats
		r := fittingRounds(req.budget(), deals, req.Pace, full)
		if r < full && r >= 2 {
			o := opts
			o.Rounds = r
			out = append(out, candidate{name: say("%s, %d of %d rounds", name, r, full), build: build(o)})
		}
		// At tables of four a set may hold 3 deals instead of 4, a
		// quarter shorter: offer the full cycle that way when 4 deals do
		// not fit, or else the longest partial cycle of 3 deals.
		if r < full && opts.Seats == 4 {
			o := opts
			o.DealsPerSet = 3
			three := say("%s, 3 deals a set", name)
			switch r3 := fittingRounds(req.budget(), 3, req.Pace, full); {
			case r3 >= full:
				out = append(out, candidate{name: three, build: build(o)})
			case r3 > r && r3 >= 2:
				o.Rounds = r3
				out = append(out, candidate{name: say("%s, %d of %d rounds", three, r3, full), build: build(o)})
			}
		}
	}
	return out
}

// searchCandidate wraps a seating problem.
func searchCandidate(req Request, name, method movement.Text, p seating.Problem) candidate {
	seed := req.Seed
	return candidate{name: name, method: method, build: func(ctx context.Context) (*movement.Movement, error) {
		return solve(ctx, p, seed)
	}}
}

// Limits that keep planning quick for large fields: the seating search
// runs only up to maxSearchPlayers players (beyond that a search with the
// planner's small effort is not worth listing), and rooms are tried only
// up to maxRoomPlayers players and only when no single room has a perfect
// method, keeping the maxRoomSplits best splits per table size.
const (
	maxSearchPlayers = 40
	maxRoomPlayers   = 80
	maxRoomSplits    = 2
)

// roomCandidates splits the players into two rooms that each have a
// perfect method at the same table size (the book's second remedy:
// rotations, field rotations and rest schemes, at tables of four or of
// three), and joins the two movements into one: the rooms play side by
// side and are ranked separately. Rooms are tried when no single room has
// a perfect method, or when the single room's perfect method is too long
// for the time (a rest scheme for 41 players plays 41 rounds); a room whose
// cycle is too long plays the partial cycle that fits. Splits whose longer
// room plays fewer rounds come first (the session ends sooner), then the
// more even splits.
func roomCandidates(ctx context.Context, req Request) []candidate {
	n := req.Contestants
	if n > maxRoomPlayers {
		return nil
	}
	if res, err := constructed(ctx, preferans.Options{Players: n}); err == nil && res.Perfect &&
		SessionMinutes(res.Movement.Rounds, res.Movement.BoardsPerSet, req.Pace) <= req.budget() {
		return nil // one room already has a perfect method that fits
	}
	type split struct {
		a, b   int
		ra, rb *preferans.Result
	}
	var out []candidate
	for _, k := range []int{4, 3} {
		var splits []split
		for a := n - 5; a >= (n+1)/2; a-- {
			if ctx.Err() != nil {
				return out // the plan sees the stop and says so
			}
			b := n - a
			ra, errA := constructed(ctx, preferans.Options{Players: a, Seats: k})
			if errA != nil || !ra.Perfect {
				continue
			}
			rb, errB := constructed(ctx, preferans.Options{Players: b, Seats: k})
			if errB != nil || !rb.Perfect {
				continue
			}
			splits = append(splits, split{a, b, ra, rb})
		}
		slices.SortStableFunc(splits, func(x, y split) int {
			lx := max(x.ra.Movement.Rounds, x.rb.Movement.Rounds)
			ly := max(y.ra.Movement.Rounds, y.rb.Movement.Rounds)
			if lx != ly {
				return lx - ly
			}
			return (x.a - x.b) - (y.a - y.b)
		})
		fit := fittingRounds(req.budget(), k, req.Pace, 1<<20)
		for _, sp := range splits[:min(len(splits), maxRoomSplits)] {
			sp := sp
			name := say("Two rooms of %d and %d, tables of %s", sp.a, sp.b, seatsWord(k))
			method := say("room A: %s; room B: %s; each room is ranked on its own", sp.ra.LayoutText, sp.rb.LayoutText)
			longest := max(sp.ra.Movement.Rounds, sp.rb.Movement.Rounds)
			rounds := 0 // the full cycles
			if longest > fit && fit >= 2 {
				rounds = fit
				name = say("%s, %d of %d rounds", name, fit, longest)
				method = say("%s; %s in each room, the partial cycle that fits the time", method, plural(fit, round))
			} else if sp.ra.Movement.Rounds != sp.rb.Movement.Rounds {
				method = say("%s; the room with %d rounds finishes early, and the report counts the rounds after as sit-outs", method, min(sp.ra.Movement.Rounds, sp.rb.Movement.Rounds))
			}
			out = append(out, candidate{name: name, method: method, build: func(ctx context.Context) (*movement.Movement, error) {
				ma, mb := sp.ra.Movement, sp.rb.Movement
				if rounds > 0 {
					var err error
					if ma, err = roomRounds(ctx, sp.a, k, rounds); err != nil {
						return nil, err
					}
					if mb, err = roomRounds(ctx, sp.b, k, rounds); err != nil {
						return nil, err
					}
				}
				return JoinRooms(name.String(), ma, mb)
			}})
		}
	}
	return out
}

// constructed generates a preferans movement when the generator has a
// construction of its own for the players (never the seating planner,
// whose search is too slow to try for every split); the search for table
// counts without a perfect schedule runs with preferansSearchEffort.
func constructed(ctx context.Context, o preferans.Options) (*preferans.Result, error) {
	if _, ok := preferans.Construction(o.Players, o.Seats); !ok {
		return nil, fmt.Errorf("preferans: no construction for %d players", o.Players)
	}
	o.Effort = preferansSearchEffort
	return preferans.Generate(ctx, o)
}

// roomRounds generates a room of players at tables of seats playing at
// most rounds rounds of its cycle.
func roomRounds(ctx context.Context, players, seats, rounds int) (*movement.Movement, error) {
	full, err := constructed(ctx, preferans.Options{Players: players, Seats: seats})
	if err != nil {
		return nil, err
	}
	if full.Movement.Rounds <= rounds {
		return full.Movement, nil
	}
	res, err := constructed(ctx, preferans.Options{Players: players, Seats: seats, Rounds: rounds})
	if err != nil {
		return nil, err
	}
	return res.Movement, nil
}

// JoinRooms puts movements side by side as one: each room's tables,
// contestants and sets are numbered after the rooms before it, and
// contestants are labelled "A ", "B ", ... before their own label. All
// must have the same kind, game, seats and boards per set. The joined
// movement runs as many rounds as the longest room; in the later rounds
// the shorter rooms' players have finished, which the report counts as
// rests. It serves the book's rooms for preferans and sections for bridge.
func JoinRooms(name string, rooms ...*movement.Movement) (*movement.Movement, error) {
	m, err := movement.Join(rooms, movement.JoinOptions{LabelPrefix: func(i int) string { return movement.SectionLetter(i) + " " }})
	if err != nil {
		return nil, fmt.Errorf("join rooms: %w", err)
	}
	m.Name, m.Family = name, movement.Family("rooms")
	if probs := movement.Validate(m); !probs.Valid() {
		return nil, movement.Internalf("joining %d rooms into %q: %v", len(rooms), name, probs.Errors()[0])
	}
	return m, nil
}

// individualCandidates lists movements for individual bridge from the
// seating planner: tables of four, the players who do not fit resting in
// turn, as many rounds as tables so that the sets circulate and nobody
// plays a set twice, with the boards per round that bring each player into
// the band.
func individualCandidates(req Request) []candidate {
	n := req.Contestants
	t := n / 4
	out := whistCandidates(req)
	if t < 2 || n > maxSearchPlayers {
		return out
	}
	rest := n - 4*t
	// One search serves every boards-per-round choice: the seating does
	// not depend on how many boards a set holds.
	p := seating.Problem{Players: n, TableSizes: tablesOf(t, 4), Rounds: t, Sets: true, Game: movement.Bridge}
	var found *movement.Movement
	var failed error
	seed := req.Seed
	search := func(ctx context.Context) (*movement.Movement, error) {
		if found == nil && failed == nil {
			found, failed = solve(ctx, p, seed)
		}
		return found, failed
	}
	for _, b := range boardsPerRound(t, req.band()) {
		name := say("Individual, %d tables, %d boards a round", t, b)
		if rest > 0 {
			name = say("Individual, %d tables, %d rest, %d boards a round", t, rest, b)
		}
		out = append(out, candidate{name: name,
			method: say("the seating planner's search: partners and opponents spread as evenly as it can, the sets circulating"),
			build: func(ctx context.Context) (*movement.Movement, error) {
				m, err := search(ctx)
				if err != nil {
					return nil, err
				}
				m = m.Clone()
				m.BoardsPerSet = b
				return m, nil
			}})
	}
	return out
}
