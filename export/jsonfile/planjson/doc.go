// Package planjson writes a session plan (schedules.Plan) as a
// "movegen-plan/1" JSON document: the request, the ranked options with
// their figures and timetables, the reason option 1 is marked, the marked
// option's timetable, what was left out and whether the plan was stopped
// early. Sentences stay in English, as data with their format and
// arguments.
//
// A teams plan (schedules.TeamsPlan, "plan --teams N", WriteTeams) is
// the same format with the same top-level keys (format, event, request,
// marked, reason, options, timetable), told apart by its request:
//
//	"request": {"game": "bridge", "kind": "teams", "teams": 8,
//	  "contestants": 16, "minutes": 180, "pace": {...}, "start": "19:00",
//	  "copies": false}
//
// contestants counts the pairs, minutes is 0 without a time limit, and
// copies says each table of a match plays its own copy of the boards. Each
// option keeps the keys of a pairs option that mean the same for teams
// (number, name, family, tables, rounds, boards_per_round: the boards of a
// match, boards_in_play, boards: the boards a team is compared on,
// sit_outs: a team's byes, verdict, timetable, fits_time, notes) and
// leaves out those of pairs (balance_index, never_meet, most_meetings,
// rooms, under_70_percent, strongest_wins); its own figures are under
// "teams":
//
//	"teams": {"complete": true, "meetings": 28, "pairs_of_teams": 28,
//	  "boards_per_match": 3, "matches": 7, "boards_per_team": 21,
//	  "byes": 0, "copies": 4, "boards": "exchange"}
//
// complete: every two teams meet exactly once (otherwise the first rounds
// of the complete form, no two teams meeting twice); meetings: the pairs
// of teams that meet, of pairs_of_teams; matches and boards_per_team: the
// fewest of a team; byes: the most of a team; copies: the most copies of a
// set in use at once; boards: "exchange" (the two tables of a match share
// one copy) or "copies" (one each).
//
// It lives beside export/jsonfile, not in it, because jsonfile is imported
// by the tests of generators that the planner itself imports.
package planjson
