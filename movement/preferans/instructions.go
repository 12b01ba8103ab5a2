package preferans

import "github.com/movegen/movegen/movement"

// The table instructions and the set row work for any movement, so they
// live in package movement; these names keep the book's vocabulary for
// callers of this package.

// Place is a seat at a table, or the rest when Table is 0 (movement.Place).
type Place = movement.Place

// Move is one instruction in the book's "3S–2W" notation
// (movement.Instruction).
type Move = movement.Instruction

// Guide holds the table instructions of a movement (movement.Guide).
type Guide = movement.Guide

// Seating is who sits where in one round (movement.SeatMap).
type Seating = movement.SeatMap

// Resting is the place of a player who sits out a round and has no line.
var Resting = movement.Resting

// NotPlayed marks a set nobody plays in a round (movement.NotPlayed).
const NotPlayed = movement.NotPlayed

// Instructions reads the table instructions off m (movement.Instructions).
func Instructions(m *movement.Movement) (*Guide, error) { return movement.Instructions(m) }

// SeatingOf returns round r's seating of m (movement.SeatingOf).
func SeatingOf(m *movement.Movement, r int) Seating { return movement.SeatingOf(m, r) }

// SetRow returns the director's row of sets (movement.SetRow).
func SetRow(m *movement.Movement) ([][]int, bool) { return movement.SetRow(m) }

// FormatSetRow writes a set row as the book does (movement.FormatSetRow).
func FormatSetRow(row [][]int) string { return movement.FormatSetRow(row) }

// SetTable returns the set played at each table in each round
// (movement.SetTable).
func SetTable(m *movement.Movement) [][]int { return movement.SetTable(m) }
