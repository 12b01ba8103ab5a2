// Package rainbow generates the Rainbow individual movement for bridge: at
// a prime number T ≥ 5 of tables, 4T players play T rounds; the North
// players stay at their tables, the South players move up one table a
// round, the East players up two, the West players down two, and the
// board sets down one. Source: the ACBL Handbook (the "Rainbow"
// individual: prime tables; N fixed, S +1, E +2, W −2, boards −1), as
// domain.md §8 records it.
//
// Because T is prime and the lines move at 0, +1, +2, −2 and the boards
// at −1, any two lines (and any line and the boards) differ by 1, 2, 3 or
// 4 tables a round, never by a multiple of T: every two players of
// different lines sit at the same table exactly once and every player
// plays every set once. North and South are partners once, East and West
// are partners once, and every other two players of different lines are
// opponents once; two players of the same line never meet. The tests
// prove this for every prime from 5 to MaxTables.
package rainbow
