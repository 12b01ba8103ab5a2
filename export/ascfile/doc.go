// Package ascfile reads and writes movements in the .ASC movement file
// format, version 1.0 (the pjms.nl movement file standard read by BALANS
// and other scoring programs), for pairs and individual movements.
//
// # The format
//
// The first line is the header: five numbers, the contestants, tables,
// rounds, board groups (sets) and 1 for an individual movement or 0 for
// pairs. Then comes one line per round with one group per table, in table
// order: "NS EW set" for pairs and "N S E W set" for individuals (note the
// order N S E W, not the N E S W of movegen's model). Sets are written as
// capital letters from A or as numbers from 1, the same way throughout a
// file. A table not in use is written with 0 for every number; a single 0 in
// a seat is an empty seat (a phantom). Numbers are separated by any mix of
// spaces, tabs, "-" and ","; "#" starts a comment that runs to the end of
// the line, and empty lines are comments. No comment may come before the
// header.
//
// # What the reader fills in
//
// An .ASC file carries no name, family, game, labels, board count or arrow
// switches. Read fills them in: the name from the file name (or
// Options.Name), family "custom", game bridge (or Options.Game), the seats
// NS, EW for pairs and N, E, S, W for individuals, and Options.BoardsPerSet
// boards per set (DefaultBoardsPerSet when 0). Writing a movement to .ASC
// loses those fields; Lost lists what a given movement would lose.
//
// Read reports structural faults (a wrong count of numbers on a line, a
// header that disagrees with the body, a letter where a number belongs,
// numbers beyond the limits, binary garbage) as an *Error naming the file
// and line. The file must be ASCII or UTF-8 (a UTF-8 byte order mark is
// skipped); a file saved as UTF-16 is refused with a sentence that says so. Faults of meaning (a contestant seated twice, a set out of
// range) are left to movement.Validate.
//
// # Canonical output
//
// Write produces one layout, so that reading a canonical file and writing it
// again gives the same bytes: the header numbers separated by single spaces;
// then one line per round, with the tables separated by two spaces; a pairs
// table as "NS-EW S" and an individual table as "N S E W S" (numbers
// separated by single spaces); sets as letters A-Z when there are at most
// 26 sets, else as numbers; an idle table as "0-0 0" or "0 0 0 0 0"; no
// comments, no padding, "\n" line ends.
package ascfile
