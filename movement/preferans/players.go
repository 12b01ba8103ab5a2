package preferans

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/seating"
)

// Layouts for a number of players that is not a multiple of the table
// size, besides the one-rest schemes:
//
//   - restOA: N = k·T + (k−1) players at T tables of k. An orthogonal
//     array of order T+1 seats T+1 players in every line but N at T+1
//     tables; the players the array puts at table T+1 rest that round.
//     N keeps T stationary players, every other line rests one player a
//     round, each player exactly once in T+1 rounds, and the schedule is
//     perfect: nobody meets anybody twice, nobody plays a set twice, every
//     N player plays every set once (set T+1 of each round lies idle).
//   - lines with rests: N = k·T + z players, 0 < z < k: z lines get T+1
//     players, one of whom rests each round in turn, and the seating
//     planner (movement/seating) places them for T rounds with T sets,
//     nobody playing a set twice.

// restOAWorks reports whether the orthogonal-array rest layout serves n
// players at tables of k.
func restOAWorks(n, k int) bool {
	t := (n - (k - 1)) / k
	return t >= 2 && n == k*t+k-1 && molsWorks(t+1, k)
}

// restOA builds the orthogonal-array rest layout for n players at tables
// of k.
func restOA(opts Options, n, k int) (*Result, error) {
	t := (n - (k - 1)) / k
	a, err := oaFor(t+1, k)
	if err != nil {
		return nil, fmt.Errorf("internal error: %w", err)
	}
	rounds, err := restRoundsOf(opts, t+1)
	if err != nil {
		return nil, err
	}
	g := fromOA(a, t, k)
	m := g.movement(rounds)
	m.Family = FamilyOA
	m.Name = fmt.Sprintf("Preferans orthogonal-array schedule with rests, %d players at %s", n, tablesOf(t, k))
	relabelResting(m, t)
	layout := say("%d players: %s, %d rounds; N stays at his table, and each round one player of every other line rests", n, tablesOf(t, k), rounds)
	why := say("%d = %d·%d + %d, so %d mutually orthogonal Latin squares of order %d (%s) seat every line but N at %d tables, and the players sent to table %d rest: each of them once in %d rounds.",
		n, k, t, k-1, k, t+1, molsText(a), t+1, t+1, t+1)
	prom := say("nobody meets anybody twice, nobody plays a set twice, every N player plays every set and never rests, and every other player rests exactly once; the set of the empty table lies idle (Z).")
	if rounds < t+1 {
		prom = say("%d of the %d rounds: nobody meets anybody twice, nobody plays a set twice and nobody rests twice.", rounds, t+1)
	}
	res := newResult(m, Mols, layout, why, prom, rounds == t+1)
	res.players = true
	return res, nil
}

// relabelResting takes the labels off the players who rest in round 1
// (they would name a table that does not exist): they have no place to be
// named by, so they keep their numbers.
func relabelResting(m *movement.Movement, tables int) {
	for c, l := range m.Labels {
		var t int
		var seat string
		if _, err := fmt.Sscanf(l, "%d%s", &t, &seat); err == nil && t > tables {
			delete(m.Labels, c)
		}
	}
}

// linesWithRests seats n = k·T + z players (0 < z < k) at T tables of k:
// z lines of T+1 players rest one player a round in turn, the seating
// planner places everybody for T rounds with T sets.
func linesWithRests(ctx context.Context, opts Options, n, t, k int) (*Result, error) {
	rounds, err := restRoundsOf(opts, t)
	if err != nil {
		return nil, err
	}
	sizes := make([]int, t)
	for i := range sizes {
		sizes[i] = k
	}
	p := seating.Problem{Players: n, TableSizes: sizes, Rounds: rounds, Lines: true, Sets: true, Game: movement.Preferans}
	effort := opts.Effort
	if effort <= 0 {
		effort = plannerEffort(n)
	}
	// The planner slows down steeply with the field; never let it run
	// past plannerTime, whatever the budget.
	sctx, cancel := context.WithTimeout(ctx, plannerTime)
	defer cancel()
	sr, err := seating.Solve(sctx, p, seating.Options{Seed: opts.Seed, Effort: effort, Workers: 1, Progress: opts.Progress})
	var pe *seating.ProblemError
	switch {
	case errors.As(err, &pe) && pe.Field == "rounds":
		// Too few rounds for everybody to play once (10 players at three
		// tables of three for 1 round): the request's fault, as the
		// planner words it.
		return nil, &RequestError{Generator: "preferans", Field: "Rounds", Text: pe.Msg}
	case err != nil:
		return nil, movement.Internalf("seating: %w", err)
	}
	if sr.Score.SetRepeats > 0 {
		return nil, fmt.Errorf("seating: %d players at %s: a set would be repeated", n, tablesOf(t, k))
	}
	m, err := sr.Movement()
	if err != nil {
		return nil, err
	}
	relabelByPlace(m, t)
	m.Name = fmt.Sprintf("Preferans schedule with rests, %d players at %s", n, tablesOf(t, k))
	z := n - k*t
	restLines := make([]string, z)
	for i := range z {
		restLines[i] = string(m.Seats[i])
	}
	layout := say("%d players: %s, %d rounds; each round one player of line N rests, in turn", n, tablesOf(t, k), rounds)
	if z > 1 {
		layout = say("%d players: %s, %d rounds; each round %d players rest, one of each of the lines %s, in turn", n, tablesOf(t, k), rounds, z, strings.Join(restLines, ", "))
	}
	why := say("%d players fill %s with %d left over, and no perfect scheme seats them, so the seating planner placed the players, who keep their seat letter, for %d rounds with %d sets (%s).",
		n, tablesOf(t, k), z, rounds, t, sr.Method)
	prom := say("nobody plays a set twice, and rests differ by at most one; %d repeated meetings, where the bound allows %d.", sr.Score.Repeats, sr.Bounds.MinRepeats)
	if sr.Interrupted && ctx.Err() == nil {
		prom = say("nobody plays a set twice, and rests differ by at most one; %d repeated meetings, where the bound allows %d (the planner stopped at its time limit of %d s, so another run may differ).", sr.Score.Repeats, sr.Bounds.MinRepeats, int(plannerTime/time.Second))
	}
	res := newResult(m, Auto, layout, why, prom, false)
	res.players = true
	res.Search = &SearchFigures{Repeats: sr.Score.Repeats, Bound: sr.Bounds.MinRepeats, Moves: sr.Moves, Interrupted: sr.Interrupted}
	return res, nil
}

// plannerTime bounds one run of the seating planner, so that a --players
// request answers within the command's default time limit.
const plannerTime = 8 * time.Second

// plannerEffort is the seating planner's budget for n players: small
// enough to answer within a few seconds on a slow machine.
func plannerEffort(n int) int {
	return max(500, 1_200_000/max(n*n, 1))
}

// relabelByPlace labels every player by his place in round 1 ("3S");
// those resting in round 1 have no place and keep their numbers.
func relabelByPlace(m *movement.Movement, tables int) {
	labels := make(map[int]string, m.Contestants)
	for _, p := range m.Play {
		for i, c := range p.Seats {
			if c != 0 && p.Round == 1 {
				labels[c] = fmt.Sprintf("%d%s", p.Table, m.Seats[i])
			}
		}
	}
	m.Labels = labels
}

// playerLayouts lists, best first, the ways to seat n players at tables
// of seats (0: either size) with method (Auto: any): full tables with a
// perfect schedule, one rest a round, the orthogonal-array rest layout,
// full tables by search, then lines with rests, fewest rests first.
func choices(n, seats int, method Method) []layoutChoice {
	var out []layoutChoice
	add := func(t, k int, m Method, ok bool) {
		if ok && t >= 1 && (seats == 0 || seats == k) && (method == Auto || method == m) {
			out = append(out, layoutChoice{t, k, m})
		}
	}
	sizes := []int{4, 3}
	for _, k := range sizes {
		if n%k == 0 {
			t := n / k
			add(t, k, Rotation, rotationWorks(t, k))
			add(t, k, Field, fieldWorks(t, k) && (method == Field || !rotationWorks(t, k)))
			add(t, k, Mols, molsWorks(t, k) && (method == Mols || !rotationWorks(t, k) && !fieldWorks(t, k)))
		}
	}
	for _, k := range sizes {
		add((n-1)/k, k, Rest, n%k == 1 && restWorks(n, k))
	}
	for _, k := range sizes {
		add((n-k+1)/k, k, Mols, restOAWorks(n, k))
	}
	for _, k := range sizes {
		if n%k == 0 {
			t := n / k
			add(t, k, Search, !molsWorks(t, k) && !rotationWorks(t, k) && !fieldWorks(t, k))
		}
	}
	var lines []layoutChoice
	for _, k := range sizes {
		if t := n / k; n%k != 0 && t >= 1 && (seats == 0 || seats == k) && method == Auto && n <= seating.MaxPlayers {
			lines = append(lines, layoutChoice{t, k, Auto})
		}
	}
	slices.SortStableFunc(lines, func(a, b layoutChoice) int { return (n - a.tables*a.seats) - (n - b.tables*b.seats) })
	out = append(out, lines...)
	for _, k := range sizes {
		add(n/k, k, ExtraMove, n%k == 0 && method == ExtraMove)
	}
	return out
}

func byPlayers(ctx context.Context, opts Options) (*Result, error) {
	n := opts.Players
	cs := choices(n, opts.Seats, opts.Method)
	if len(cs) == 0 {
		return nil, refuse("Players", "no %smovement for %d players%s; nearest counts that work: %s",
			methodWord(opts.Method), n, seatsWord(opts.Seats), nearest(n, opts.Seats, opts.Method))
	}
	var lastErr error
	for _, c := range cs {
		if err := ctx.Err(); errors.Is(err, context.Canceled) {
			return nil, err
		}
		o := opts
		o.Tables, o.Seats, o.Players = c.tables, c.seats, 0
		var res *Result
		var err error
		switch {
		case c.method == Rotation:
			res, err = rotation(o)
		case c.method == Field:
			res, err = field(o)
		case c.method == Mols && n%c.seats == 0:
			res, err = mols(o)
		case c.method == Mols:
			res, err = restOA(o, n, c.seats)
		case c.method == Search:
			res, err = search(ctx, o)
		case c.method == Rest:
			res, err = rest(o, n, c.seats)
		case c.method == Auto:
			res, err = linesWithRests(ctx, o, n, c.tables, c.seats)
		default:
			res, err = extraMove(o, "requested")
		}
		if err != nil {
			if IsRequestError(err) {
				return nil, err
			}
			lastErr = err
			continue
		}
		if !res.players {
			res.withPlayers(n)
		}
		res.figures = true
		return res, nil
	}
	return nil, lastErr
}

// Construction returns the method Generate's auto choice uses for n
// players at tables of seats (0: either size) when it is one of this
// package's constructions (rotation, field, orthogonal array, search from
// an array, one rest a round), and false when only the seating planner
// would seat them. It answers at once, building nothing.
func Construction(n, seats int) (Method, bool) {
	for _, c := range choices(n, seats, Auto) {
		if c.method != Auto {
			return c.method, true
		}
	}
	return "", false
}
