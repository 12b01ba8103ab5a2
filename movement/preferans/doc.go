// Package preferans builds movements for duplicate preferans: individual
// movements at tables of four (seats N, E, S, W; the dealer sits out his
// deal) or three (seats N, E, S; the talon lies in the W pocket), in which
// the players holding one seat letter form a line and are scored against
// each other on the same deals.
//
// Generate offers the book's rotation (N stays, E up one table, S up two,
// W down two, sets down one), perfect for every table count T with
// gcd(T, 6) = 1; the same rotation over the finite field GF(q) for the
// prime powers it misses; mutually orthogonal Latin squares (an orthogonal
// array from movement/design: rows rounds, columns tables, one square per
// moving line and one for the sets) for every other count with enough
// squares known — every T from 5 to 40 but 6, 10 and 22 at tables of four,
// from 4 to 40 but 6 and 10 at tables of three; and, where no perfect
// schedule is known, a seeded local search that starts from the widest
// array known and never lets a player meet a set twice, with its repeats
// stated against a proven lower bound. For a number of players it chooses
// a layout: full tables, one player resting each round (N ≡ 1 mod 4 or 3),
// an array of order T+1 whose extra table rests (N = 4T+3 or 3T+2), or
// lines with rests placed by the seating planner. The book's extra move is
// kept for --method extra-move. Every movement is checked with
// movement.Validate before it is returned.
//
// Players are labelled by where they sit in round 1 ("3S"); a player who
// rests in round 1 has no such place and keeps his number, since the book
// writes "P" (Р) for a rest and a label must not read as one. Rest schemes pass the sets from table to table
// where set offsets exist for the design; where they do not (9 and 17
// players at tables of four, for instance), every table of a round plays
// the same set and Result.Copies says how many copies of every deal the
// director must prepare.
//
// Instructions and SetRow turn a movement back into what the director
// prints: the table cards in the book's notation ("3S–2W": the S player of
// table 3 goes to table 2, seat W; "P" for a rest) and the row of sets on
// the director's table. Both are read off the schedule itself, so they work
// for any movement: they live in package movement (movement.Instructions,
// movement.SetRow), and the names here are aliases in the book's words.
package preferans
