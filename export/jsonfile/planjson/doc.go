// Package planjson writes a session plan (schedules.Plan) as a
// "movegen-plan/1" JSON document: the request, the ranked options with
// their figures and timetables, the reason option 1 is marked, the marked
// option's timetable, what was left out and whether the plan was stopped
// early. Sentences stay in English, as data with their format and
// arguments.
//
// It lives beside export/jsonfile, not in it, because jsonfile is imported
// by the tests of generators that the planner itself imports.
package planjson
