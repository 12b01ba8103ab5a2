// Package teams generates movements for teams-of-four events and pairs the
// rounds of a Swiss teams event. Every movement it makes is a pairs
// movement with movement.Teams (see movement/teams.go): team t's pairs are
// contestants 2t−1, which sits NS all session ("t NS"), and 2t, which sits
// EW ("t EW"). A match between two teams is two plays of one set: team A's
// NS pair against B's EW pair at one table, B's NS pair against A's EW pair
// at another; scores are compared across the two (domain notes §7; Richard
// Pavlicek, "Bridge Team Games", rpbridge.net/2y81.htm). Generators check
// their options (Options.Check returns a *movement.OptionError naming the
// Go field), run movement.Validate on the result and check what they
// promise with movement.AnalyzeTeams (every two teams meet exactly once in
// a complete movement, none twice in a shorter one, no team more than one
// bye; pivot teams: exactly once in each stanza), returning an internal error if either fails, and explain their
// choices in Notes.
//
// # The forms
//
//   - RoundRobin: head-to-head matches, every two teams once, by the
//     circle method of Berger's tables (N−1 rounds for even N, N rounds
//     with a bye each round for odd N), match k of a round at tables 2k−1
//     and 2k, every match of round r on set r (the same boards for every
//     match of a round, as a congress deals them), home and away balanced
//     to within one for every team whatever the number of rounds. Fewer
//     rounds play the first ones.
//   - AmericanWhist: the "American whist" movement, the usual single-session
//     movement for an odd number of teams: NS pairs stay at their home
//     tables, EW pairs move down two tables and the boards down one ("pairs
//     down two, dropping the boards off one", as the directors' notes
//     "Teams of Four (Single Session)" put it; EBUScore's teams type 5 is
//     named after it). The two halves of a match are played in different
//     rounds, the set travelling from one home table to the other, so one
//     copy of the boards serves the whole room. With three teams it is the
//     three-way match (three tables, two rounds; ASE Scorer's "three-way
//     match played over two rounds").
//   - Flower: the home-table movement of Robin Barker's Bridge::Flower
//     (GitHub RobinMBarker/bridge-pachabo-flower; written for the Pachabo
//     Cup when it moved to home tables, and for RealBridge): NS pairs stay
//     at home, the EW pairs move up one table a round (two for an even
//     number of teams, when team N's EW pair roams), every match head to
//     head at the two home tables, one set a round for the room. Any number
//     of teams; a bye each round for an odd number. Only the rule (team
//     c−t's EW pair at table t, c stepping by the EW step) is taken from
//     its description; the code is movegen's.
//   - Thurner: EBUScore's club movement for 6 teams (thurner.go).
//   - Stagger: EBUScore's club movement for 8 teams ("Club 8 Teams –
//     Stagger", the manual as bridgewebs.com/amersham publishes it,
//     www.bridgewebs.com/amersham/EBUScore%20TSUserMoveManual%20-%20old%20250415.txt),
//     for any even number of teams: two rows of tables sharing boards
//     across, EW down two and the boards down one, a scoring break with
//     new boards after round n/2−1 (stagger.go says where the manual's
//     printed moves are corrected, and why). EBUScore's teams type 7
//     "stagger" has "no practical use (always 5)" (forums.ebu.co.uk,
//     discussion 1858), so movegen writes it as type 5.
//
// Three and four teams, the usual forms (the Newcastle club's movement
// notes; ASE Scorer's Swiss teams help):
//
//   - Three teams: AmericanWhist{Teams: 3}, the three-way match: every
//     team plays every round, each of the others on one set, two rounds;
//     or RoundRobin{Teams: 3} / Flower{Teams: 3}: three rounds of one
//     head-to-head match with the third team sitting out.
//   - Four teams: RoundRobin{Teams: 4}: three rounds of two matches at
//     tables 1–2 and 3–4; or Flower{Teams: 4}: the same meetings with home
//     tables (team 4's EW pair roaming).
//
// Pivot teams (pivot.go), the players of each team changing partners so
// that each plays one stanza with each teammate (the Suffolk CBA's pivot
// teams rules): for 3 or 5 teams, three stanzas, each a complete American
// whist on new boards, a scoring break and the pivot after each of the
// first two (Barrie Partridge's five-team movement on the EBU forum,
// forums.ebu.co.uk/discussion/comment/9751). EBUScore's manual lists a
// 10-team form ("AMBC 10 tables – Pivot 10 disordered – 8 rounds": a
// disordered American whist of 8 rounds of 3 boards on one set of
// boards); the stored copy of the manual breaks off before its moves and
// its pivot rounds and no other source found gives the table, so that one
// is not built.
//
// # Fewer rounds
//
// Every generator takes Rounds below the complete number and keeps the
// event fair in what it can guarantee, which the tests check for every
// size: no two teams ever meet twice; in RoundRobin and Flower every team
// plays every round (even N) or has at most one bye (odd N), and
// RoundRobin keeps home and away within one; in AmericanWhist (Rounds
// even) every match stays complete and every team plays the same number of
// matches.
//
// # Swiss pairing
//
// PairSwiss pairs the next round from the standings (export/standings
// reads them from a CSV file, and enters a played round's results) by
// the rule SwissRule states, the same words the help, the README and
// every pairing print:
//
//   - Teams are ranked by victory points; ties by team number (the
//     standings file carries nothing else to break them).
//   - With an odd number of teams the bye goes to the first team of the
//     bye order — fewest byes first, then the lowest-ranked (Magic
//     Contest's Swiss help: "the bye is given to the worst ranked pair
//     that has not already had a bye"; FIDE's basic Swiss rules C.04.1 d
//     likewise) — whose bye leaves the fewest rematches possible. Teams
//     passed over are named in the reason, with why.
//   - From the top, the highest-ranked team not yet paired meets the
//     highest-ranked team below it that it has not met ("top against
//     next"; Magic Contest: "the top ranked pair meets the first pair it
//     has not yet played against"; FIDE C.04.1 b: no rematch) and that
//     leaves the teams not yet paired a pairing with the fewest rematches
//     possible; a team it has met only when none it has not met does.
//   - The fewest rematches possible is exact: a pairing of the teams S
//     has at least |S|/2 − ν rematches, ν the size of a maximum matching
//     of S's teams joined where they have not met, and a maximum
//     matching completed by any pairing of the rest reaches it. ν comes
//     from Edmonds' blossom algorithm (matching.go); trying an opponent
//     is two removals from the current maximum matching, one search each.
//     So "cannot be paired without a rematch" (ErrNoPairing) is proved,
//     never a search that gave up, and SwissOptions.Rematches gives
//     exactly the fewest. The exhaustive tests check bye, pairing and
//     every sentence of the reasons against the rule over every standings
//     of up to 5 teams (under MOVEGEN_LONG: every one of 6 teams, of 7
//     with byes as an event has them, and of 8 every set of meetings an
//     event without byes can have, 73,098,488, and the late rounds), by
//     a plain search written apart.
//   - Danish (SwissOptions.Danish): first v second, third v fourth down
//     the ranking, whether or not they have met (BBO's default Swiss;
//     Magic Contest's "allow pairs to meet more than once").
//   - Every match plays the same boards (the EBU's notes on club Swiss
//     events: "everyone is playing the same boards at the same time"),
//     the higher-ranked team home. A Swiss pairs round
//     (SwissOptions.Pairs; EBU Club Focus, "Club Swiss Pairs") is one
//     table a match, the higher-ranked pair NS, every table on set 1.
//     An odd field takes a bye; a triangle (three pairs at one table) is
//     not built.
//
// Each decision is given as a reason (Pairing.Reasons, sentences kept as
// data), and Pairing.Movement lays the round out as a one-round teams
// movement, so the same cards serve.
package teams
