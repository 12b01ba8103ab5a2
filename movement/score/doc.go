// Package score scores a session from its results: the rows of the
// protocols (duplicate preferans) or of the travellers (pairs and
// individual bridge) against the movement that was played, and ranks the
// contestants.
//
// # The rules, as implemented
//
// They follow the duplicate chapter of the preferans book that movegen's
// preferans movements come from (its sections 6 to 10; shared in the
// project's domain notes, §3), and the laws' matchpoints for bridge:
//
//   - A result row is one table's result on one deal (a board at bridge):
//     the round, the table, and one score per seat of the movement's
//     layout. At preferans the scores are each seat's vists (§7: every
//     player gets his vists, and a row's entries sum to zero); at bridge a
//     seat's score is the score of the contestant sitting there, so a
//     pair's row is NS +420, EW −420 and sums to zero too, and an
//     individual's partners score alike.
//   - The records of a deal are compared within lines (§8): at preferans
//     a line is a seat letter (every N of the deal against every other N);
//     at bridge a line is the direction whose cards a contestant holds
//     (after an arrow switch, the other one).
//   - Within a line a record gets 2 matchpoints for every other record of
//     the line it beat, 1 for a tie, 0 for a loss. The most a record can
//     get, the protocol's "макс" (the top), is 2·(n−1) for a line of n
//     records.
//   - A contestant's matchpoints over all the deals he played are ranked
//     as a percentage of the most he could have scored (§9); equal
//     percentages share a place.
//   - A fouled deal (§10): the judge puts each row of the deal in a group
//     (the deal as dealt, the altered deal, …); each group is scored on
//     its own and normalised to the whole line by Neuberg's formula: on the
//     2 / 1 / 0 scale, a score m among n comparable results becomes
//     (m + 1)·N/n − 1 on a deal of N results, so the top stays 2·(N−1).
//
// Rows are checked against the movement before anything is scored: a
// deal the table did not play, a row given twice, a row whose scores do
// not sum to zero, a score at an empty seat and a row missing for a table
// that played the deal are each refused, naming the deal and the row.
//
// The ranking is by field (the contestants Analyze ranks together: the
// two lines of a two-winner Mitchell, the seat lines of the book's
// rotation), or overall.
//
// The package is pure: the rows come from a reader of the caller's (the
// command line reads a CSV file), and the result is data.
package score
