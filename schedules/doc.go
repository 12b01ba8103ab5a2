// Package schedules plans a session: given the contestants and the time
// the director has, it lists the movements that fit, each generated and
// analysed for real, ranks them, and works out the timetable.
//
// # Options
//
// NewPlan builds every sensible candidate from the generator packages and
// runs movement.Analyze on each; no figure is estimated from a formula:
//
//   - bridge pairs: Mitchells with two winners and with one winner, the
//     relay and the skip for an even number of tables, a missing pair for
//     an odd field, hesitation and double hesitation Mitchells, web
//     Mitchells, rover Mitchells, sections, complete Howells up to 15
//     pairs (with a phantom pair for an odd field),
//     up to two choices of boards per round, and, when a time budget is
//     given and the complete movement does not fit, the partial Mitchells
//     and Howells that do (never fewer than 70% of the rounds);
//   - preferans: each table layout the preferans generator serves (full
//     tables with a rotation, field rotation or extra move; one player
//     resting each round), the seating search where no perfect rotation
//     exists, tables of four or three with several rests and mixed tables
//     of four and three by the seating search, and two rooms that each have
//     a perfect method (JoinRooms);
//   - individual bridge: the seating planner at tables of four.
//
// Seating searches run with a small fixed effort (SearchEffort) and the
// request's seed, so planning stays quick and deterministic.
//
// For every option the plan gives the tables, rounds, boards per round,
// boards in play, boards each contestant plays, sit-outs per contestant,
// the verdict and balance index, and the estimated finish. Options that
// break the room's constraints (the tables available, the board range,
// the stationary contestants) are left out and counted.
//
// # Ranking
//
// Options are ranked by thirteen rules in strict priority, written once
// (ranking, worded by Rules, applied by Compare, printed by plan --help
// and the README): fits the time; the 70% rule; usual rounds; a usual
// session (Request.SessionBand); everyone meets everyone; the session's
// length; opponents met, over the whole field; the plainer movement;
// fairness (verdict, then balance index in whole points, over the fields
// the movement ranks); meetings; sit-outs in boards; boards played; the
// simpler room, down to the name, so that no tie is left to the order in
// which the candidates were generated. Reason names the rule that sets
// option 1 apart and what it and the runner-up offer (winners, opponents,
// sit-out, boards).
//
// With Request.Rank RankStrongest, the fairness rule puts first the option
// whose strongest contestant wins his field the most times as often as a
// draw of lots would (Option.StrongestLift), so fields of different sizes
// compare.
//
// Options in which some contestant plays fewer than 70% of the boards in
// play in the contestant's room, or of the most boards any contestant
// plays, are flagged (Option.UnderShare, decided by BelowShare alone), as
// common director practice asks.
//
// # Families
//
// The pairs families live in one list, pairFamilies (families.go): each
// row names a form (Option.Form) and a function returning its candidates
// for a request, none when the family does not fit the field. A new family
// plugs in with one row there and one such function; nothing else in the
// ranking changes, because every figure it compares is measured on the
// generated movement.
//
// # References
//
// References lists the published first and second choices of directors'
// references per field (McKinnon's ready reckoner on bridgecentral.com,
// Exeter Bridge Club, EBU Club Focus, the Merseyside club's policy); a plan
// whose option 1 is none of them says why (Plan.Differs).
//
// # Strongest wins
//
// With Request.Simulate (the command line's default is PlanSessions),
// every option is simulated (movement/simulate) with the request's seed:
// Option.StrongestWins is the chance that the strongest contestant of the
// room finishes first in his field, with its 95% interval. A large
// movement is simulated over fewer sessions, and one past the budget not
// at all (SimulationSessions), so that a plan still answers within
// seconds; the count depends on the movement alone, so the plan stays the
// same on any number of cores.
//
// # Timetable
//
// A round lasts boards per round × minutes per board, and the players take
// the moving time between rounds; by default 7 minutes a bridge board, 5
// minutes a preferans deal and 1 minute to move. Times are kept on a Clock
// that counts minutes from midnight of the day the session starts, so a
// late session that crosses midnight finishes at, say, 01:30(+1).
//
// # Stationary contestants
//
// KeepStationary seats chosen contestants at the stationary places of a
// movement by renumbering contestants, never by changing the schedule, so
// the renumbered movement is exactly as fair as the generated one.
//
// # Event file
//
// ParseConfig reads the same settings, plus the event's name, date and
// venue, from YAML or JSON, so a club can keep one file per weekly game.
//
// # Words
//
// The package prints nothing and speaks no language: option names,
// methods, notes, the reason for the mark, the options left out and the
// advice of a NoOptionError are Texts, an English format with its
// arguments, which the command line puts into the user's language through
// the message catalogue (export/i18n). Their String, and their JSON, is
// the English.
package schedules
