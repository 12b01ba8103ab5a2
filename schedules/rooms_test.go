package schedules

import (
	"context"
	"testing"

	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/preferans"
)

func TestJoinRooms(t *testing.T) {
	gen := func(players, seats int) *movement.Movement {
		t.Helper()
		res, err := preferans.Generate(context.Background(), preferans.Options{Players: players, Seats: seats})
		if err != nil {
			t.Fatal(err)
		}
		return res.Movement
	}
	a, b := gen(15, 3), gen(7, 3)
	m, err := JoinRooms("rooms", a, b)
	if err != nil {
		t.Fatal(err)
	}
	if m.Contestants != 22 || m.Tables != a.Tables+b.Tables || m.Sets != a.Sets+b.Sets || m.Rounds != max(a.Rounds, b.Rounds) {
		t.Errorf("joined: %d contestants, %d tables, %d sets, %d rounds", m.Contestants, m.Tables, m.Sets, m.Rounds)
	}
	if got := m.Label(1); got != "A "+a.Label(1) {
		t.Errorf("label of 1 = %q, want %q", got, "A "+a.Label(1))
	}
	if got := m.Label(16); got != "D "+b.Label(1) {
		t.Errorf("label of 16 = %q, want %q", got, "D "+b.Label(1))
	}
	room, rooms := roomsOf(m)
	if rooms != 2 || room[1] == room[16] || room[1] != room[15] || room[16] != room[22] {
		t.Errorf("roomsOf: %d rooms, rooms of 1, 15, 16, 22 = %d %d %d %d", rooms, room[1], room[15], room[16], room[22])
	}
	// Nobody from room A ever meets anybody from room B, and each room
	// keeps its own figures: the joined report's meetings inside room A
	// are room A's own.
	rep, repA := movement.Analyze(m), movement.Analyze(a)
	if !rep.Problems.Valid() {
		t.Fatalf("joined movement invalid: %v", rep.Problems.Errors())
	}
	for i := 1; i <= 15; i++ {
		for j := 16; j <= 22; j++ {
			if rep.Meetings.At(i, j) != 0 || rep.Comparisons.At(i, j) != 0 {
				t.Fatalf("players %d and %d of different rooms meet or are compared", i, j)
			}
		}
		for j := i + 1; j <= 15; j++ {
			if rep.Meetings.At(i, j) != repA.Meetings.At(i, j) {
				t.Fatalf("room A meetings of %d and %d changed: %d, was %d", i, j, rep.Meetings.At(i, j), repA.Meetings.At(i, j))
			}
		}
	}
	// The 70% rule is judged within each room: both rooms' players play
	// all their room's sets, so nothing is flagged although nobody plays
	// 70% of all 36 boards.
	o, err := Evaluate(say("rooms"), movement.Text{}, m, 19*60, DefaultPace(movement.Preferans), 0)
	if err != nil {
		t.Fatal(err)
	}
	if o.Rooms != 2 || o.UnderShare || o.BoardsInPlay != (a.Sets+b.Sets)*a.BoardsPerSet {
		t.Errorf("rooms %d, under 70%% %v, boards in play %d", o.Rooms, o.UnderShare, o.BoardsInPlay)
	}

	if _, err := JoinRooms("mismatch", gen(20, 4), b); err == nil {
		t.Error("JoinRooms joined tables of four with tables of three")
	}
}
