// Package movement is the pure core of movegen: the types that describe a
// movement (who sits where and which board set is played at every table in
// every round), structural validation, and the fairness report.
//
// A movement is a grid of rounds × tables. Each cell in play names the board
// set played there and the contestant holding each seat. Contestants are
// numbered 1..C; 0 in a seat is an empty seat (a phantom), and a contestant
// who holds no seat in a round sits out that round.
//
// Boards are grouped in sets of B boards: set k holds boards (k-1)·B+1 … k·B.
// Every board's dealer and vulnerability follow the standard duplicate rule
// (dealer N, E, S, W for board n mod 4 = 1, 2, 3, 0; vulnerability repeats
// every 16 boards).
//
// This package does no I/O: readers and writers for files live under export/,
// and the generators live in the sub-packages.
package movement
