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
// the two lines are compared with each other. Unless told which, movegen
// tries every choice of whole rounds up to ExhaustiveRounds rounds and takes
// the best balance index (Choose); above that its choice is a search and
// says so. PerTable then switches single tables in single rounds while that
// raises the index (PerTableGain reports the gain).
//
// The variants (Variant, GenerateVariant) add the web, hesitation and rover
// Mitchells and, for issue 40, the Bowman (GenerateBowman: a base Mitchell
// of T−2 tables with two appendix tables sharing its boards, after the EBU
// Club Focus "Switched Bowman", Spring 2011, and the Woodborough club's
// "8 Round Bowman 1½ AM") and the extra-board Mitchell (GenerateExtraBoard:
// more rounds than tables, the extra sets on relays, after Ian McKinnon's
// Movements, bridgecentral.com, "Extra board Mitchell", the Blackpool)
// and the appendix Mitchell (GenerateAppendix: a core Mitchell of a number
// of tables prime to 6 with up to as many appendix tables sharing its
// boards, after the EBU Pairs Scorer movement manual's 13-table core for
// 26 boards and McKinnon's Beynon appendix Mitchell), the twin Mitchell
// (GenerateTwin: two Mitchells of half the tables side by side whose EW
// pairs change rows half way, after McKinnon's "Twin Mitchells") and the
// criss-cross Mitchell (GenerateCrissCross: boards still, both lines
// moving, after McKinnon's "Criss-cross Mitchell"; one round short at an
// even number of tables not divisible by 4, where no complete one of the
// page's form exists and none at all at 6) and the combined
// Mitchell (GenerateCombined: two sections of n½ tables whose half-table
// pairs meet, after Magic Contest's "Combined Mitchell") and the square
// Mitchell (GenerateSquare: 4 tables in a square, the EW pairs and the
// boards crossing it, complete in 4 rounds with no relay, after the MIT/DL
// Bridge Club's BridgeMats QM0404) and the pivot Mitchell (GeneratePivot:
// R½ tables in R rounds, the moving pairs sitting out after the last table
// and then playing NS there, no shared boards, after bridge-results.de's
// account of the Merlin scorer's pivot Mitchell); each file cites its
// sources and its tests reproduce their tables.
//
// GenerateSections plays a large field as several Mitchells side by side
// (movement.Section): near-equal sections that seat everyone, in step,
// with their own boards or, with ShareBoards, copies of the same boards.
package mitchell
