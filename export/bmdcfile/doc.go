// Package bmdcfile writes a pairs movement in the JSON of the Bridgemate
// Data Connector, the interface through which a scoring program hands a
// session's movement to Bridgemate Control Software (BCS) and the
// Bridgemate table terminals.
//
// The shapes and the rules are those of Bridge Systems' published client
// libraries for the Data Connector (github.com/BridgeSystems, the
// "Bridgemate-Data-Connector-Scoring-Program-Client" repositories, DTOs
// generated from ScoringProgramClient 5.0.1039.0, with their validation
// rules and test fixtures; docs/formats/bridgemate-dc.md says what was
// checked against them). The file is a JSON array of ScoringGroupDTO
// objects, one for each section of the movement (a section is ranked on
// its own), in the DTOs' field order:
//
//   - ScoringGroupDTO: SessionGuid, ClubId, Sections, ScoringGroupNumber
//     (1, 2, …), ScoringMethod (10, matchpoints), Name, IsDeleted,
//     ValidationMessages;
//   - SectionDTO: the section's letters (A…Z), Winners (1 or 2: the
//     movement's fields in that section), GameType 10 (pairs),
//     EWMoveBeforePlay 0, MissingPair 0 (a sit-out is written by leaving
//     out the opponent, which the schema allows), and its Tables;
//   - TableDTO: every table of the section, each with a RoundDTO for
//     every round 1, 2, … (consecutive, from 1, as the rules ask);
//   - RoundDTO: the boards (LowBoardNumber, HighBoardNumber; both 0 at a
//     sit-out or an idle table, which the rules require) and the pairs
//     (PairNS, PairEW; 0 for none), numbered as the cards print them and
//     placed by the cards they hold: an arrow-switched round is written
//     with its pairs where their cards belong, the schema having no switch
//     (the same rows as the Bridgemate CSV layout, export/csvfile).
//
// SessionGuid is a stand-in the scoring program replaces with its own
// session's: 32 capital hexadecimal digits, derived from the movement so
// that the same movement gives the same file. ClubId is null (the program
// sets it for the HTTP interface).
//
// Marshal refuses, with a *scorerfile.CannotWrite naming why, what the
// Data Connector's movement does not hold the way movegen makes it:
// individual and preferans movements (an individual section needs the
// seating of every round as explicit participations, which carry players'
// numbers), teams (the mates' tables are not written), and a Mitchell whose
// cards print "EW 1" beside "NS 1" when a pair plays the other line's
// cards (the --ew-numbers-from sentence of the other scorer files).
package bmdcfile
