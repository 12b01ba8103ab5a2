// Package pairswhist builds the whist movement for bridge pairs and the
// whist rover, after Ian McKinnon's "Movements" (bridgecentral.com,
// MvtHTML): the NS pairs stay at their tables all session, the EW pairs
// move down two tables each round and the boards down one ("Odd tables",
// oddtables2.htm, of the whist movement; the teams' American whist moves
// the same way, see movement/teams). His "Pairs movements ready reckoner"
// (movements2.htm) lists the whist among the movements for 3, 5, 6½ and 7
// tables, with as many rounds as tables, and the whist rover for 5½.
//
// With an odd number of tables T, EW pair e sits at table e − 2r and set s
// at table s − r in round r (0-based, modulo T): every NS pair meets every
// EW pair once and every pair plays every set once in T rounds. With an
// even number the EW pairs would only reach every other table, so, as the
// "Whist rover pairs" page (whistroverpairs.htm) describes the even
// movements, they skip one table more after T/2 rounds, and the last round
// is a revenge round: each EW pair goes to the one table whose set it has
// not played, against an NS pair it has met. T rounds, nobody plays a set
// twice, every NS pair meets T−1 EW pairs and one of them twice.
//
// A rover (Options.Pairs = 2T+1) is one pair more: it sits out round 1
// and from round 2 takes the NS seat of a different table each round; the
// NS pair it displaces sits out that round. Every set is then played at
// every table each round. The rover's tables follow the page: when T is
// odd and not a multiple of 3, table 2 in round 2 and one table up each
// round (a new set and a new EW pair every round); when T is even and not
// a multiple of 3, the same with one table skipped when the EW pairs skip;
// for 6, 9, 12, 15 and 18 tables the page's own schedules (RoverTables),
// whose repeated EW opponents it marks (the 18-table one covers 17
// rounds); for other multiples of 3, and an 18th round at 18 tables, a
// bounded search for the fewest repeats keeps the rover off sets it has
// played (so its repeats are the fewest found, not proved fewest).
//
// With one pair fewer (Options.Pairs = 2T−1) the NS seat of table T is
// empty, and the EW pairs sit out there in turn (the reckoner's whist at
// 6½ tables).
//
// The whist has two winners, one a line, as a Mitchell; ArrowSwitch names
// rounds in which the EW pairs play the NS cards, for one winner, and
// Winners 1 without them has movegen choose the rounds as it does for a
// Mitchell (mitchell.ChooseRoundSwitches): every choice of whole rounds up
// to mitchell.ExhaustiveRounds rounds, the best balance index, the fewest
// and earliest rounds on a tie; a local search up to 40 rounds and evenly
// spaced rounds above, said so in the notes (TestOneWinnerChoice checks
// the choice against every other at up to 8 tables).
package pairswhist
