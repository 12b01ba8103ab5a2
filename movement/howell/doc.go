// Package howell generates Howell movements for bridge pairs: every pair
// moves, meets every other pair, and plays every board set.
//
// A complete Howell for P pairs (P even) runs P−1 rounds at P/2 tables. It
// is built as a Room square developed from a base round over a group of
// order q = P−1: a stationary pair F sits NS at table 1 and the others move
// by adding 1 (or the next group element) to their number each round, as do
// the sets. When movegen knows a (q, (q−1)/2, (q−3)/4) difference set in
// that group — quadratic residues for prime powers q ≡ 3 (mod 4), the
// twin-prime set for q = 15 and 35 — the base round is chosen so that the
// values NS − set form it, and then every two pairs are compared on exactly
// the same number of boards: 8, 12, 16, 20, 24, 28, 32 and 36 pairs are
// perfectly balanced. For other counts the seating is chosen to make the
// comparisons as even as the search can.
//
// Four and six pairs have no such schedule (there is no Room square of side
// 3 or 5), so those movements share sets between tables in some rounds, as
// directors do; the validator marks the shared sets as relays.
//
// An odd number of pairs plays the movement for one pair more, with the
// stationary pair missing: whoever would meet it sits out that round. A
// partial Howell (fewer rounds) keeps the rounds of the complete movement
// that give the best balance index.
//
// Options.Barometer plays the same set at every table in each round (a
// barometer, after McKinnon's "Barometer and round robin movements"), the
// pairs moving as in the Howell; where P−1 has a Hadamard difference set
// the base round's NS seats are chosen to form it, so the barometer is
// perfectly balanced too (barometer.go).
//
// Options.Interwoven builds the interwoven Howell, the second session after
// a Mitchell of T tables (7 to 20): the Mitchell's NS pairs and its EW pairs
// each play a Howell among themselves (interwoven.go). At 7, 11, 13, 17 and
// 19 tables the two pairs out of their Howells meet at table 1 and one set
// of boards serves both lines, after bridge-results.de's "Turniere mit zwei
// Durchgängen", McKinnon's ready reckoner and Magic Contest's pages; none of
// them prints the schedule, so its seating is movegen's own, built to the
// facts they state. At the other counts it is McKinnon's double Howell
// ("Double Howell-Mitchell movement"): each line the complete Howell of its
// pairs, with its own copy of the boards, as in Magic Contest's 16-table
// example. Magic Contest's reduced form (15 tables, 12 rounds, three
// stationary pairs a line) is not built: no source read gives its boards.
//
// Options.Appendix builds the appendix Howell of Ian McKinnon's "Appendix
// tables" (bridgecentral.com/MvtHTML/appendixtables.htm): the complete
// Howell for two pairs fewer with a table added beside one of its tables
// that has no stationary pair, the two sharing that table's boards; the
// pair who would sit EW there plays at the new table, and two new
// stationary pairs fill the empty seats (appendix.go). McKinnon gives the
// rule, not a table, and names 4½ to 6½ tables as its use.
package howell
