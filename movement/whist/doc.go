// Package whist builds individual bridge tournaments: whist tournaments,
// in which every two players are partners exactly once and opponents
// exactly twice, their partial forms for shorter sessions, and the best
// schedules with sit-outs in turn for counts that have none.
//
// A whist tournament Wh(v) exists for every v ≡ 0 or 1 (mod 4) (Baker
// 1975; Wilson): v − 1 rounds at v/4 tables when v ≡ 0 (mod 4), nobody
// resting; v rounds when v ≡ 1 (mod 4), one player sitting out each round.
// The package holds a group-cyclic base round (see Base) for every count
// from 8 to 33 (bases.go), found by its own exact backtracking search
// (Search) and checked by Base.Check, and builds the cyclotomic base over
// Z_p for the primes p ≡ 1 (mod 4) from 37 to 61; Generate develops the base over the
// group, round g adding g to every player's number (the fixed player ∞ of
// the counts ≡ 0 mod 4 keeps table 1). The bases for 9, 13, 17, 21, 25 and
// 29 players are directed: every player also has every other once as
// left-hand and once as right-hand opponent (the directed-whist
// refinement surveyed by Abel and Ge, J. Combin. Des. 17).
//
// Boards: all tables of a round play that round's set, passing the boards
// from table to table within the round (or playing copies): each board is
// played at every table by the players of both directions, so every two
// players are compared, and nobody plays a set twice. Letting each table
// keep its own set instead (offsets developed with the round) needs a
// near-tiling of the group by the base tables; the search can ask for one,
// and finds one for 13 players, but none exists for 8 or 9 and none turned
// up for the other counts, so the shared round set is used throughout.
//
// Seats: a quarter turn of a table (everybody one seat clockwise) keeps
// partners, opponents and left-hand opponents and swaps the four players'
// directions. Generate chooses turns by a seeded annealing so that every
// player holds North–South and East–West equally often (within one when
// the rounds played are odd) and, within that, comparisons are as even as
// it finds (Seating Compare gives up seat balance for even comparisons;
// Fixed keeps player v North at table 1).
//
// A shorter session (Options.Rounds) keeps the rounds chosen greedily and
// improved by swaps for the most even opponent counts; partners never
// repeat. For v ≡ 3 (mod 4) the tournament for v + 1 without its fixed
// player seats everybody out exactly three times; for v ≡ 2 (mod 4) a
// seeded annealing seats the players with sit-outs in turn, avoiding
// repeated partners first. Bound states what any schedule can do.
//
// The package never prints: its explanations are movement.Text values that
// the command line translates through export/i18n.
package whist
