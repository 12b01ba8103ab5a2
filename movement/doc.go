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
// # Teams of four
//
// A teams-of-four event is a pairs movement with Movement.Teams set: which
// two pairs form each team and how the two tables of a match share the
// boards they play in one round (exchanged halfway, or a copy each). The
// matches are not stored: a match is two plays of one set, team A's pair
// NS against team B's pair EW and B's pair NS against A's other pair, and
// TeamMatches finds them from the plays. This shape was chosen over a new
// Kind because everything else keeps working on a teams movement as it
// is: Validate, Analyze, Moves and SetMoves (and so the cards), the JSON
// format (one optional key) and the scorers' files all see an ordinary
// pairs movement; only the teams check in Validate (teams_validate.go,
// run only when Teams is set) and AnalyzeTeams add to it. Keeping the
// matches derived means the description can never disagree with the
// schedule, and it covers both head-to-head matches (both tables in one
// round) and the American whist, whose two halves are played rounds
// apart. The generators live in movement/teams.
//
// # Verdicts
//
// Analyze gives every movement one Verdict, decided in this order (the
// README's fairness report says the same words):
//
//   - Invalid: Validate found an error.
//   - Perfect, for individual bridge: nobody plays a set twice
//     (PropNoRepeatSets), two players of some field are compared at all,
//     and the schedule is a whist tournament (PropWhist: every two players
//     partners equally often, at least once, and opponents twice as
//     often). The comparison counts need not be equal (13 players: 2 to
//     14 boards); the balance index reports their spread.
//   - Perfect, otherwise: PropNoRepeatSets, PropAllMeet, PropEqualMeetings
//     and PropEqualComparisons (within every field every two contestants
//     compared on the same number of boards, some field having two).
//   - Valid: any other movement.
//
// PropNoRepeatSets needs circulating sets, so a seating plan without sets
// is never Perfect. TestVerdictAsDocumented proves each line.
//
// This package does no I/O: readers and writers for files live under export/,
// and the generators live in the sub-packages.
package movement
