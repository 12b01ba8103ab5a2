package jsonfile

import (
	"bytes"
	"reflect"
	"strings"
	"testing"

	"github.com/movegen/movegen/internal/longtest"
	"github.com/movegen/movegen/movement"
)

// TestLimitsWorstCaseDocument: the largest movement Validate accepts, with
// every number at its widest (a play for every table in every round, four
// seats, contestant 2000 in each, arrow switches), every label and session
// text MaxText bytes of a character JSON must escape, and a timetable for
// every round, is written in fewer than MaxBytes and reads back unchanged.
// So whatever movegen can hold it can also write and read.
func TestLimitsWorstCaseDocument(t *testing.T) {
	longtest.Skip(t, "builds a 500 000-play movement")
	m := worstCase()
	b, err := Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("worst-case document: %d bytes (limit %d), %d plays", len(b), MaxBytes, len(m.Play))
	if len(b) > MaxBytes {
		t.Fatalf("the largest movement writes %d bytes, more than Read's %d", len(b), MaxBytes)
	}
	got, err := Read(bytes.NewReader(b), "worst.json")
	if err != nil {
		t.Fatalf("Read of the largest movement: %v", err)
	}
	if !reflect.DeepEqual(got, m) {
		t.Fatal("the largest movement changed on the way through the file")
	}
}

// worstCase builds the widest movement within the limits (see
// TestLimitsWorstCaseDocument). It need not be playable: only its size
// matters.
func worstCase() *movement.Movement {
	quote := strings.Repeat(`"`, movement.MaxText) // written as \" : twice the bytes
	m := &movement.Movement{
		Name: quote, Family: movement.Custom, Kind: movement.Individual, Game: movement.Bridge,
		Seats: movement.CompassSeats(), Contestants: movement.MaxContestants,
		Tables: movement.MaxTables, Rounds: movement.MaxRounds, Sets: movement.MaxSets, BoardsPerSet: movement.MaxBoardsPerSet,
		Labels: map[int]string{},
		Session: &movement.Session{Event: quote, Date: quote, Venue: quote, Timetable: &movement.Timetable{
			MinutesPerBoard: movement.MaxMinutesPerBoard, MoveMinutes: movement.MaxMinutesPerBoard}},
		Play: make([]movement.Play, 0, movement.MaxPlays),
	}
	for c := 1; c <= movement.MaxContestants; c++ {
		m.Labels[c] = quote
	}
	day := movement.Clock(24 * 60)
	for r := 1; r <= movement.MaxRounds; r++ {
		// Round times on the last day a timetable may reach: "(+99)".
		start := movement.MaxSessionDays*day + movement.Clock(r%1000)
		m.Session.Timetable.Rounds = append(m.Session.Timetable.Rounds, movement.RoundTime{Round: r, Start: start, End: start + 59})
		for tb := 1; tb <= movement.MaxTables; tb++ {
			c := movement.MaxContestants
			m.Play = append(m.Play, movement.Play{Round: r, Table: tb, Set: movement.MaxSets, Seats: []int{c, c, c, c}, Switched: true})
		}
	}
	return m
}
