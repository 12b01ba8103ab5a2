// Package simulate plays a movement many times over with contestants of
// known strength and counts how often the strongest one wins: fairness a
// director can feel, next to the counts of movement.Analyze.
//
// # The model
//
// In every session each contestant c draws a true strength s_c = Spread·z_c,
// z_c standard normal and independent. Every board (deal) played at a table
// gives each side at the table a result
//
//	r = (mean strength of the side) − (mean strength of the opposing sides) + noise
//
// where a side is a bridge direction (a pair, or the two partners of an
// individual game) or a single preferans player. At bridge one noise value
// ε ~ N(0, Noise²) is drawn per board and table: NS score +ε and EW −ε, as
// one score is written on the traveller for both. At preferans each player
// draws his own noise. At a preferans table of four the dealer sits out his
// deal (domain notes §3) and has no result on it; with three players
// present all three play.
//
// The results are matchpointed exactly as the scoring rules say (domain
// notes §2, §7): on each board, each result is compared with every other
// result of the same comparison group — the seat group
// movement.(*Movement).ComparisonGroup names and movement.Analyze counts:
// the direction whose cards were held (after an arrow switch) at bridge,
// the seat letter (the line) at preferans — 2 for each result beaten, 1 for
// each tie, 0 for each lost. Results from the same table (the partner at
// individual bridge) and a contestant's own other results are not
// compared, as Analyze does not count them. A contestant's session score is
// his percentage: matchpoints over the most he could have scored, 2 per
// result he was compared with (the usual practice when contestants play
// different numbers of boards; with equal boards it ranks as the total
// does). Contestants are ranked within each field as Analyze defines
// fields (connected by comparisons: a two-winner Mitchell has an NS and an
// EW field, a preferans rotation one field per line, a Howell one).
//
// Ties in the finishing order (equal percentages, compared exactly as
// fractions of integers) are broken by lot: each contestant draws a random
// key per session from the session's own stream, and the lower key wins
// the tie. This is the expected value of sharing the place, keeps every
// figure a count over strict orders (so "wins" is a plain proportion and
// Kendall's τ needs no tie correction), and is reproducible for a seed.
// How often the first place was shared before the lot is reported
// (SharedFirst), so a reader can see how much the lot decided.
//
// Without noise the finished order is the true order only when every
// contestant of a field meets equally strong opposition: matchpoints
// compare results scored against different opponents on each board, so
// even a noise-free 13-table Mitchell finds its strongest pair about 90%
// of the time (TestZeroNoiseOppositionLuck; TestZeroNoiseEqualOpposition
// proves the exact case).
//
// # The default spread
//
// Spread is the standard deviation of true strength in units of the noise
// of one board (Noise, 1 by default). DefaultSpread = 0.25 comes from the
// English Bridge Union's National Grading Scheme: a grade is the
// percentage a player would expect in a very large pairs field with an
// equally good partner, and the grades run from under 39% (band "Two") to
// 67% and over ("Ace of Spades"), the middle band ("Eight") being 49–51%
// (EBU, "National Grading Scheme: full description", 2018, and the band
// table clubs publish from it, such as Bath Bridge Club's "All about the
// NGS": "from around 39% ... up to 67%"). Reading 39–67% as the middle 95% of players
// gives a standard deviation of expected percentage of about 7 points. In
// this model a pair of strength s scores, against a large field, the
// expected fraction Φ(s/√(3k²+2)) of the matchpoints on a board (its result
// minus another result of its direction is s − s_opp − s_other + s_other's
// opp + ε − ε', of variance 3k² + 2 given s, k = Spread, Noise = 1), so
// the spread of expected percentages over pairs is
//
//	sd = √(arcsin(a²/(1+a²)) / 2π),  a = k/√(3k²+2)
//
// (the variance of Φ(aZ) for a standard normal Z). k = 0.25 gives 6.6
// points, between the 6 and 7 that readings of the bands allow (k = 0.22
// and 0.27); TestDefaultSpreadDerivation checks this arithmetic against a
// numerical integral. The same spread is used for preferans, which has no
// published grading to calibrate it by.
//
// # The figures
//
// Per field, and across the fields ranked together by percentage (Overall,
// when there are two or more fields): the probability that the strongest
// contestant finishes first; his mean finishing place; the probability
// that the first three finishers are the three strongest (as a set, in any
// order; fields of at least four); Kendall's τ between the true and the
// finished order; and the luck of the draw: the standard deviation over
// the field of the mean true strength (in units of the strength spread)
// of the opponents each contestant met, weighted by boards played against
// them. Probabilities carry the 95% Wilson score interval, which keeps its
// coverage near 0 and 1 where the textbook Wald interval collapses (Brown,
// Cai and DasGupta, "Interval estimation for a binomial proportion",
// Statistical Science 16(2), 2001); means carry the normal 95% interval
// mean ± 1.96·sd/√n over the independent sessions, which the central limit
// theorem makes accurate for the thousands of sessions a simulation runs
// and which, unlike a bootstrap, needs no stored sessions and no second
// random stream.
//
// # Speed and determinism
//
// Session i draws every random number from its own stream, seeded by
// (Seed, i) alone. Sessions run in chunks of a fixed size spread over
// Workers goroutines; each chunk sums its sessions in order and the chunks
// are added in order, so the figures are bit for bit the same on any
// number of cores. When the context ends, Run returns the figures of the
// chunks finished without a gap from the first (Result.Partial, with
// Result.Sessions saying how many).
package simulate
