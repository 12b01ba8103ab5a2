// Package replan re-plans a movement that is already being played: from
// round R on, a late contestant joins, a contestant leaves or a table is
// lost, and the rest of the session is seated again.
//
// Rounds 1..R−1 are history and are never changed. The hard rules hold
// over the whole session: nobody plays a set twice, every contestant holds
// at most one seat a round, and every set stays where the cards say (the
// set a table plays in a round is the one on its card; a lost table's set
// is not played). Among the schedules that keep them, Replan looks for, in
// this order: the fewest repeated meetings (two contestants at one table
// in more than one round), the fewest rounds that contestants who kept
// one seat all along (a Mitchell line, a preferans seat letter) spend off
// it, the fewest back-to-back rests, rests spread
// evenly, the best balance of comparisons (the balance index of
// movement.Analyze, to one decimal), and the fewest contestants moved away
// from where their cards already send them, so that the fewest cards
// change.
//
// The search starts from the original schedule with the change applied (a
// newcomer takes empty seats, or failing any a seat in round R whose
// occupant sits out; a leaver's seats are empty; a lost table's
// contestants rest). It is a seeded iterated local search: a descent over
// every single exchange (a contestant to another seat or to a rest, in one
// round), then a kick from the best schedule so far (chains of exchanges
// in one round, one contestant moved in two rounds, two contestants'
// routes exchanged from a round on), growing while descents fail, and
// another descent; three runs, each from the schedule right after the
// change, and the best kept. The same movement, change, seed and effort give the
// same result on any machine; a cancelled context stops it early with the
// best schedule so far.
//
// Diff names the tables and contestants whose cards differ between two
// schedules from a round on; Replan's result carries it.
package replan
