// Package ebufile reads and writes EBUScore movement files: the
// comma-separated text files (such as TSUserMovements.txt) from which
// EBUScore Pairs and EBUScore Teams load user movements. One file holds
// any number of movements.
//
// # The format
//
// Each movement is a title line, a header line and one line per table
// (docs/formats/ebuscore.md gives the sources and says what is inferred):
//
//	Flower T4: EW +1
//	5,4,24,8,3
//	1,2,1, 1,3,2, 1,4,3
//	...
//
// The header is "type,tables,boards,boards per round,rounds" followed, for
// pairs, by the missing pair (0 when none) and, for individuals, by the
// players. The type is 0 Howell, 1 Mitchell, 2 switched Mitchell (pairs
// may arrow-switch), 3 and 4 individual (one and four winners), 5, 6 and 7
// teams (American whist, score break, stagger). A table line holds one
// "NS,EW,set" triple per round. Sets are numbered from 1; set k holds
// boards (k−1)·B+1 … k·B, B being the boards per round, so boards/B is the
// number of sets. A blank line may come before a title.
//
// # What Read returns
//
// Read returns one Entry per movement in the file. Pairs movements (types
// 0–2) come back as a movement.Movement: the title is its name, pair
// numbers are contestant numbers (the missing pair's seats are empty, and
// pairs numbered above it move down one, keeping their file number as a
// label), and in a switched Mitchell a table whose two pairs both sit in
// the direction their line does not hold (by the direction each pair holds
// most often) is an arrow switch. Teams movements (types 5–7) come back
// as a Teams value, which keeps the file's numbers as they are; Check
// says which teams meet, and Teams.Movement converts it into movegen's
// teams model (movement.Teams), TeamsFromMovement back.
// Individual movements (types 3 and 4) are listed but not read: no public
// source gives the layout of their table lines (see the format page).
//
// Read reports a malformed file as a *scorerfile.ParseError naming the
// file, the line and the field.
//
// # What Write writes
//
// Marshal writes one pairs movement, Teams.Marshal one teams movement, each
// as a blank line, the title, the header and the table lines, with ", "
// between the triples of a line (the layout of Bridge::Flower, written by
// EBUScore's author); files of many movements are these concatenated.
// Marshal refuses, with a *scorerfile.CannotWrite, what the format cannot
// hold: individual and three-player tables, seating plans without boards,
// sections, an idle table, and more than one empty seat in a round (the
// file names one missing pair).
package ebufile
