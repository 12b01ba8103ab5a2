// Package jsonfile reads and writes movements in movegen's own JSON format,
// "movegen-movement/1", and writes fairness reports as JSON.
//
// A movement document looks like this:
//
//	{
//	  "format": "movegen-movement/1",
//	  "name": "Mitchell, 7 tables",
//	  "family": "mitchell",
//	  "kind": "pairs",
//	  "game": "bridge",
//	  "seats": ["NS", "EW"],
//	  "contestants": 14,
//	  "labels": {"1": "1 NS", "8": "1 EW"},
//	  "tables": 7,
//	  "rounds": 7,
//	  "sets": 7,
//	  "boards_per_set": 3,
//	  "session": {
//	    "event": "Club Pairs",
//	    "date": "2025-11-21",
//	    "venue": "Club room",
//	    "timetable": {
//	      "start": "23:10",
//	      "minutes_per_board": 7,
//	      "move_minutes": 1,
//	      "rounds": [
//	        {"round": 1, "start": "23:10", "end": "23:31"},
//	        {"round": 2, "start": "23:32", "end": "23:53"},
//	        {"round": 3, "start": "23:54", "end": "00:15(+1)"}
//	      ]
//	    }
//	  },
//	  "play": [
//	    {"round": 1, "table": 1, "set": 1, "seats": {"NS": 1, "EW": 8}}
//	  ]
//	}
//
// "labels" (display names by contestant number) is optional. Each play
// names the round, table and board set and the contestant in every seat of
// the layout; a seat that is missing or 0 is empty (a phantom). An
// arrow-switched play carries "switched": true; the key is left out when
// false.
//
// A seating-only movement ("movegen seating" without --sets) schedules no
// boards: "sets" and "boards_per_set" are 0 and every play has "set": 0.
// It says who sits where in every round; which boards a table plays is the
// director's choice. The keys stay required, and movement.Validate refuses
// a set other than 0 in such a movement and a set 0 in any other.
//
// "session" is optional (movement.Session): the event's name, date and
// venue, each optional free text, and the session's timetable when the start
// time is known. A timetable names its start, the pace it was planned with
// (minutes a board or deal, minutes to move; 0 when unknown) and, per round,
// its start and end. Times are "HH:MM" on the 24-hour clock; a time N days
// after the session started carries "(+N)", so "00:15(+1)" is a quarter past
// midnight. Round times may be edited by hand (a break is a later start);
// movement.Validate checks that the timetable lists rounds 1..R in order and
// that time never runs backwards. A movement without a session is written
// without the key, exactly as before the key existed.
//
// "teams" is optional (movement.Teams, issue 31): it makes a pairs
// movement a teams-of-four event, and sits after "boards_per_set" (and
// "sections"), before "session":
//
//	"teams": {
//	  "boards": "exchange",
//	  "pairs": [[1, 2], [3, 4], [5, 6], [7, 8]],
//	  "names": {"1": "Smith", "3": "Jones"}
//	},
//
// "pairs" lists each team's two pairs by contestant number, team 1 first;
// "boards" says how the two tables of a match share a set they play in the
// same round: "exchange" (one copy, swapped halfway) or "copies" (one copy
// a table); "names" (team number → name) is optional. Both keys but
// "names" are required; each element of "pairs" holds exactly two numbers.
// Matches are not stored: they follow from the plays (movement.TeamMatches),
// and movement.Validate checks that every play pairs up into one. A
// movement without teams is written without the key, exactly as before the
// key existed, so every earlier file reads and writes the same.
//
// Write puts the keys in the order above, labels in increasing contestant
// order, each play's seats in layout order and plays in round, then table
// order, one play per line, so the same movement always gives the same bytes.
//
// Read is strict: an unknown key, a key given twice in any object (at the
// top, in a play's seats, in labels, in the session), a wrong type, null
// for any value (leave an optional key out instead), a control character
// (U+0000–U+001F, U+007F–U+009F) in any text, a negative count or one above
// the limits (Max*) is an error that names the field and its line and
// column. The document must be UTF-8 (a UTF-8 byte order mark is skipped);
// UTF-16 is refused with a sentence that says so. It does not judge whether the movement can
// be played; that is movement.Validate's job.
//
// Later versions of the format may add fields; the fields above keep their
// meaning. A reader of this version rejects fields it does not know, so a
// file from a newer movegen fails loudly rather than losing information.
package jsonfile
