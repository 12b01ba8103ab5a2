// Package standings reads and writes the standings file of a Swiss teams
// event: one line per team with its victory points so far and the teams it
// has met, from which movement/teams.PairSwiss pairs the next round.
//
// # The format
//
// A CSV file (comma-separated, UTF-8, quotes as in RFC 4180) whose first
// line that is not blank or a comment names the columns, in any order and
// any case:
//
//		# Swiss teams after round 2
//		team,name,vp,met,byes
//		1,Smith,31.50,4 7,0
//		2,Jones,28.02,5 bye,1
//
//	  - team (required): the team's number. The teams are numbered 1 to N,
//	    each on one line, in any order.
//	  - vp (required): victory points so far, a decimal number with a point
//	    ("31.50"; negative after a penalty).
//	  - met (required): the teams met so far, numbers separated by spaces or
//	    semicolons; the word "bye" counts a bye instead. Empty before the
//	    first round.
//	  - name (optional): the team's name, for the pairing's reasons and the
//	    cards.
//	  - byes (optional): byes had so far, added to the "bye" words of met.
//
// Lines starting with # are comments; blank lines are skipped. Any other
// column is an error, so a misspelt column is not silently ignored.
//
// Read reports every fault as an *Error naming the file, the line and the
// column; Write writes the same format (every column, teams in number
// order, no comment), which Read reads back to the same standings.
package standings
