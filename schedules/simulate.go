package schedules

import (
	"context"
	"errors"

	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/simulate"
)

// PlanSessions is the number of sessions the planner simulates for each
// option unless told otherwise (Request.Simulate): the 95% interval of a
// strongest-wins probability is then at most ±3.1 points (at 50%), close
// enough to tell a Howell from a Mitchell (10 points and more apart, see
// the README's table), and a plan of a dozen options answers within a
// second (the 13-table options of 26 pairs take about 15 ms each). Closer
// options are said to be about as good; --simulate 10000 separates them.
const PlanSessions = 1000

// planWork bounds the work of simulating one option, in units of
// sessionWork (about 3 ns each on the machine the figures were measured
// on): about 0.15 s of one core. An option whose sessions cost more is
// simulated over fewer sessions, and one that would get fewer than
// minPlanSessions is not simulated at all, so that a plan for a large
// field still answers within seconds; the count depends on the movement
// alone, so the plan stays deterministic.
const planWork = 50_000_000

// minPlanSessions is the fewest sessions an option is simulated over:
// its interval is then at most ±4.4 points. (A 300-pair field's options
// cost more; check --simulate gives their figures.)
const minPlanSessions = 500

// sessionWork estimates the work of simulating one session of m, as
// measured: about ten units for every result a board gives a seat (its
// noise, matchpoints and ranking), and one for every two results of a
// board compared (a set played k times costs its boards × k²).
func sessionWork(m *movement.Movement) int {
	plays := make([]int, m.Sets+1)
	w := m.Contestants
	for _, p := range m.Play {
		if p.Set >= 0 && p.Set < len(plays) {
			plays[p.Set]++
		}
		w += 10 * m.BoardsPerSet * len(p.Seats)
	}
	for _, k := range plays {
		w += m.BoardsPerSet * k * k
	}
	return max(w, 1)
}

// SimulationSessions is the number of sessions to simulate m over within
// the planner's budget of a fraction of a second: want, or fewer when
// they would cost more; 0 when even minPlanSessions (or want, when
// smaller) would. It depends on m alone.
func SimulationSessions(m *movement.Movement, want int) int {
	n := min(want, planWork/sessionWork(m))
	if n < min(want, minPlanSessions) {
		return 0
	}
	return n
}

// Ranking is the fairness rule of the ranking (rule 9 of Compare).
type Ranking string

// The rankings.
const (
	// RankBalance ranks by verdict, then balance index (the default).
	RankBalance Ranking = "balance"
	// RankStrongest ranks by how many times more often than a draw of
	// lots the strongest contestant of the room wins his field in the
	// simulation (Option.StrongestLift), then by verdict and balance index.
	RankStrongest Ranking = "strongest"
)

// Rankings lists the rankings, the default first.
func Rankings() []Ranking { return []Ranking{RankBalance, RankStrongest} }

// simulateOptions gives every option its StrongestWins: the probability,
// over req.Simulate sessions (fewer for a movement whose sessions cost
// more than planWork) with the request's seed, that the strongest
// contestant of the room finishes first in his field (simulate.Result.Best).
// An option the simulator cannot play keeps none. It returns false when
// ctx ended first: the options not simulated in full keep none.
func simulateOptions(ctx context.Context, req Request, opts []Option) (bool, error) {
	if req.Simulate <= 0 {
		return true, nil
	}
	o := simulate.DefaultOptions()
	o.Seed = req.Seed
	for i := range opts {
		if ctx.Err() != nil {
			return false, nil
		}
		if o.Sessions = SimulationSessions(opts[i].Movement, req.Simulate); o.Sessions == 0 {
			continue // too large to simulate within the plan's seconds
		}
		res, err := simulate.Run(ctx, opts[i].Movement, o)
		switch {
		case errors.Is(err, simulate.ErrNotSimulable):
			continue
		case ctx.Err() != nil:
			return false, nil
		case err != nil:
			return false, movement.Internalf("simulating %s: %w", opts[i].Name, err)
		}
		best := res.Best
		opts[i].StrongestWins = &best
		n, k := 0, 0
		for _, f := range res.Fields {
			n += len(f.Contestants)
			k++
		}
		if k > 0 {
			opts[i].StrongestLift = best.P * float64(n) / float64(k)
		}
	}
	return true, nil
}

// strongerWins compares the simulated strongest-wins lifts of a and b
// (Option.StrongestLift: the probability times the field's size, so that
// fields of different sizes compare): negative when a's is higher; an
// option without one ranks below one with one.
func strongerWins(a, b Option) int {
	switch {
	case a.StrongestWins == nil && b.StrongestWins == nil:
		return 0
	case a.StrongestWins == nil:
		return 1
	case b.StrongestWins == nil:
		return -1
	case a.StrongestLift > b.StrongestLift:
		return -1
	case a.StrongestLift < b.StrongestLift:
		return 1
	}
	return 0
}
