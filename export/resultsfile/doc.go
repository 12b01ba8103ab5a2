// Package resultsfile reads the results of a session, for movement/score:
// the rows of the preferans protocols or of the bridge travellers, one row
// a line, as a judge or a scorer types them from the sheets.
//
// # The format
//
// A CSV file (UTF-8, quotes as in RFC 4180; a comma or, as a spreadsheet
// set to Russian writes it, a semicolon between cells) whose first line
// that is not blank or a comment names the columns, in any order and any
// case:
//
//		# Preferans, 5 tables: one row per deal and table
//		deal,round,table,N,E,S,W
//		1,1,1,12,-4,-4,-4
//		2,1,1,0,6,-3,-3
//
//		# Bridge pairs: the NS pair's score (EW scores the opposite)
//		board,round,table,NS
//		1,1,1,420
//		1,2,3,-50
//
//	  - deal (or board; сдача, 牌): the deal or board number. Required.
//	  - round (тур, 轮, 轮次) and table (стол, 桌): where it was played. Required.
//	  - preferans: one column per seat of the movement, N, E, S and W (N, E
//	    and S at tables of three; С, В, Ю, З; 北, 东, 南, 西), each that
//	    seat's vists; the row sums to zero. Every seat column is required.
//	  - bridge pairs: NS and EW (СЮ, ВЗ; 南北, 东西), the score of the pair in each seat; either
//	    may be left out or blank, and is then the other's opposite; given
//	    both, they must be opposites.
//	  - bridge individual: NS and EW as for pairs; partners score alike.
//	  - players (optional; игроки, 选手): who sat where, for the person typing
//	    ("N 1, E 8, S 15, W 22"); Read does not read it, the movement says.
//	  - group (optional; группа, 组): the judge's group of a fouled deal; 0
//	    or blank is the deal as a whole. The groups of a deal are scored
//	    apart (movement/score).
//
// WriteTemplate writes the file to fill in: every row the movement plays,
// deal by deal in the order the deal is played (round, then table), with
// the players column filled and the score cells empty.
//
// The scoring workbook's results sheet (export/resultsbook) reads as such
// a file: its other columns, named in the workbook's language (switched,
// sum, a seat's player, pair, mp and top, the NS cards), are skipped.
//
// Scores are whole numbers; "+420" reads as 420. Lines starting with # are
// comments; blank lines are skipped. Any other column is an error, so a
// misspelt column is not silently ignored. Every fault is an *Error naming
// the file, the line and the column, quoting at most a short excerpt of
// the bad cell.
package resultsfile
