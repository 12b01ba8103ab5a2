// Package mitchell generates Mitchell movements for bridge pairs: the NS
// pairs stay at their tables, the EW pairs move up one table each round and
// the board sets move down one.
//
// With an odd number of tables T every NS pair meets every EW pair once and
// every pair plays every set once in T rounds. With an even number the plain
// move would bring EW pairs back to sets they have played, so movegen offers
// the two usual remedies:
//
//   - Relay (relay and bye stand, the default): tables 1 and T share a set
//     every round and one set rests on a bye stand between tables T/2 and
//     T/2+1. All T rounds are played and every NS pair meets every EW pair;
//     the price is two tables passing boards between them.
//   - Skip: after T/2 rounds the EW pairs move up two tables instead of one.
//     No sharing, but only T−1 rounds: each pair misses one opponent and one
//     set.
//
// Two winners (one per line) is the default. For one winner some rounds are
// arrow-switched — the EW pairs play the NS cards at every table — so that
// the two lines are compared with each other; movegen picks the rounds that
// give the best balance index unless told which.
package mitchell
