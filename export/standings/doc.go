// Package standings reads and writes the standings file of a Swiss teams
// or pairs event: one line per team (or pair) with its victory points so
// far and the teams it has met, from which movement/teams.PairSwiss pairs
// the next round; and the same file carrying a round: each team's
// opponent and the result entered, from which File.Apply makes the next
// standings, meetings and byes updated.
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
//	  - team (required; "pair" in a pairs event): the team's number. The
//	    teams are numbered 1 to N, each on one line, in any order.
//	  - vp (required): victory points so far, a decimal number with a point
//	    ("31.50"; negative after a penalty).
//	  - met (required): the teams met so far, numbers separated by spaces or
//	    semicolons; the word "bye" counts a bye instead. Empty before the
//	    first round. A team listed twice was met twice (a forced rematch).
//	  - name (optional): the team's name, for the pairing's reasons and the
//	    cards.
//	  - byes (optional): byes had so far, added to the "bye" words of met.
//	  - triangle (optional; Swiss pairs with triangles): one word a
//	    triangle the pair has played, "pivot" (it met two pairs, one a half
//	    of the boards: its met lists both, one round) or "odd" (it took the
//	    bye's place, which the bye order counts as a bye). Write and
//	    WriteRound write the column only when some pair has played in a
//	    triangle, so a file without one keeps its columns.
//	  - opp (optional): the opponent in the round being played, or "bye";
//	    both teams of a match name each other. A triangle's pivot names two,
//	    first half then second ("5 7"); each of them names the pivot.
//	    WriteRound fills it in.
//	  - result (optional): that round's result, to enter: victory points
//	    ("12.5", out of 20), an IMP margin ("+7 imps", converted on the
//	    WBF continuous scale for the boards of the match) or a matchpoint
//	    percentage ("58.2%", VP = percentage ÷ 5). One line of a match is
//	    enough: the other gets the rest of 20 VP. The bye's VP are entered
//	    like any result. A triangle's pivot takes both halves on its line,
//	    "first; second" (either may be left for the other pair's line);
//	    each half is a match on half the boards, and the pivot scores the
//	    mean of its halves' VP.
//
// Lines starting with # are comments; blank lines are skipped. Any other
// column is an error, so a misspelt column is not silently ignored.
//
// Read reports every fault as an *Error naming the file, the line and the
// column; Write writes the same format (every column, teams in number
// order, no comment), which Read reads back to the same standings;
// WriteRound adds the round's opp and an empty result column.
package standings
