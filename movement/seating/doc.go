// Package seating is movegen's combinatorial planner: it seats N players at
// tables for a number of rounds so that nobody meets the same opponents
// twice (or as rarely as the numbers allow), seats and rests are shared out
// evenly, and, when board sets circulate, nobody plays a set twice.
//
// The planner works in three steps:
//
//  1. Bounds states the best any schedule can do: the social-golfer bound
//     ⌊(N−1)/(K−1)⌋ on rounds without a repeat meeting, counting bounds on
//     repeats and on the spread of meetings, the exact λ of one-rest
//     schemes, known non-existence facts, and small cases settled by a
//     complete search in the tests (12 players at tables of 3 for 5
//     rounds: at least 3 repeats; 20 at tables of 4 for 6 rounds: at
//     least 1). The command prints these statements instead of searching
//     in vain.
//     It adds a per-round pigeonhole bound (every table of a later round
//     draws its players from the tables of an earlier one) and, with
//     circulating sets, the bounds from each player's sequence of sets
//     (coincident ordered pairs of sets summed over pairs of rounds; with
//     6 sets over 6 rounds, at most 18 permutations of 6 that agree
//     pairwise in at most one place, proved by a complete search).
//  2. Known constructions are used when they fit: the affine planes
//     AG(2,q); orbit designs (orbit.go: base rounds under Z_m and a
//     rotation of the k−1 classes, one fixed point or fixed points in
//     orbits of k−1, worked out from the instance; with holes fixed in
//     advance they are resolvable designs and GDDs such as the 4-GDD of
//     type 3^12 for 9-4-11 and the (40,4,1) design for 10-4-13, found in
//     milliseconds by a seeded search); a published design carried as
//     data where no construction here reaches (published.go: the
//     resolvable 4-GDD of type 2^16 for 8-4-10, with its source); the
//     classical resolvable designs over
//     finite fields (resolvable.go, from design.Resolvable: Kirkman triple
//     systems and resolvable (3q+1,4,1) designs, everybody meeting
//     everybody once); with sets, the maps x ↦ ax + b of Z_q
//     (sharp.go); cyclic designs found by a seeded search, depth-first
//     (cyclic.go) and then by a tabu search over one base round
//     (cyclic_ls.go). Every search honours the context, and all the
//     constructions together take at most half of a time limit.
//  3. Otherwise a seeded tabu search swaps two players between tables of one
//     round. Without sets it starts from the freedom greedy (freedom.go,
//     after Triska and Musliu: pairs of players that leave a table the most
//     players who could still join it), else from a greedy seating of the
//     most constrained players first. A swap is evaluated in O(1) from
//     per-round sums (state.sums) and the tabu list is read only for a move
//     that could win. A run that stalls is perturbed from the best schedule
//     of its current descent, and after restartKicks perturbations without
//     progress starts a new descent from a fresh greedy seating. When
//     everybody must meet everybody exactly once and the numbers allow it
//     (7-4-9, 7-3-10, 13-4-17), the runs are a pattern search instead
//     (pattern.go): round 1 fixed, one annealed pattern of which round-1
//     groups each table draws from serves every later round, and the tabu
//     search swaps only players of one group. Its
//     objective is, in strict priority: hard rules (nobody plays a set
//     twice), repeated meetings, the spread of meetings. Seats are then
//     balanced table by table and rests are fixed in turn beforehand, so the
//     last two priorities (seat balance, rest balance) never compete with
//     meetings. With circulating sets, everybody seated every round and
//     tables of one size, a schedule is each player's sequence of sets
//     instead (sets_anneal.go): players of one set in a round share its
//     table. Simulated annealing searches those sequences with chain swaps
//     that keep them legal, evaluated in time proportional to the rounds
//     they change, a few coolings a run from random legal starts.
//
// Solve is deterministic: the same Problem, Seed and Effort give the same
// schedule whatever the machine, the number of cores or the scheduling of
// goroutines. Independent restarts run in parallel with seeds derived from
// Options.Seed, in lockstep epochs; the search ends after the first epoch
// in which a run reaches the bound, and the winner is chosen by score, then
// by restart number. Result.Summary states the outcome as data.
//
// Result.Movement turns a schedule into a movement.Movement (individual
// kind, bridge or preferans) and proves it with movement.Validate. Preferans
// builds the line-and-set schedule movegen's preferans generator falls back
// on for table counts without a perfect method.
//
// The planner never prints and knows no language: its bound statements,
// the method that made a schedule and the reason for a default number of
// rounds come back as Text values (an English format and its arguments),
// which the command line translates through export/i18n and whose String
// is the English sentence.
package seating
