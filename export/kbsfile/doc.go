// Package kbsfile reads and writes the movement files of the Knave Bridge
// Scorer (KBS), Paul Haffenden's Perl scoring program for pairs events,
// as its manual's chapter "Movement files" describes them
// (docs/formats/kbs.md gives the sources and says what is inferred).
//
// # The format
//
// A file is a description (free text, ending at a line that is just
// "DESCEND") and then key lines "key=value", blank lines and comment lines
// starting with "#". A "Table=t" line starts a table's keys: ns and ew, the
// pairs starting North-South and East-West there; board, the set starting
// there (0 when the table shares another table's set); boardcode, nscode
// and ewcode, where the set and the pairs at this table go after each round;
// share and sharecode, the table whose set it shares in the first and in
// later rounds. A "Relay=k" line starts a relay's keys (board, boardcode): a
// place where a set waits a round unplayed. The global keys are rounds, bpr
// (boards per round), maxrounds and id. A key of any other name is a
// substitute: a later value "$name" stands for its value.
//
// A code is one entry, used after every round, or one entry per round
// change (rounds−1 of them). A pair's entry is N or E (the direction it
// moves to) and the table: "=" the same, "+" or "-" one up or down, "+k" or
// "-k" k tables (wrapping round), or an absolute table number. A set's
// entry is T or R (to a table or a relay) with the same table part. The
// codes belong to the places, not to the pairs: "nscode" moves whoever sits
// North-South at this table.
//
// # What Read returns
//
// Read plays the codes through the rounds, as KBS does, and returns the
// movement: the name is the first line of the description, the pairs are
// numbered 1..C in the order of their numbers in the file (a pair whose
// number differs keeps it as its label), there are as many sets as the
// highest set number and bpr boards per set. KBS records no arrow switch: a
// pair that moves to the other direction simply sits there. Faults
// (a missing key, a code that sends two pairs to one seat, a round in which
// a seat stays empty) are *scorerfile.ParseError values naming the file,
// the line and the key.
//
// # What Write writes
//
// Marshal writes one table section per table and one relay section per
// relay, with relative moves between tables and absolute moves to and from
// relays; a code that is the same after every round is written once.
// Because KBS seats a pair in every seat of every table in every round and
// keeps the tables that hold sets the same all session, Marshal refuses,
// with a *scorerfile.CannotWrite, a movement with an empty seat (a
// phantom; KBS takes the missing pair when the session is scored), an idle
// table, sections, tables other than NS, EW, a seating plan without sets,
// and a movement whose sharing tables change from round to round. An arrow
// switch is written by the cards held: the pairs sit where their cards
// are, which KBS scores the same.
package kbsfile
