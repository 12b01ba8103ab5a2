package schedules

import (
	"context"
	"errors"
	"testing"
)

// TestTeamsPlanRoom: the room's tables leave out the teams forms that need
// more, and a room too small for every form is a *TeamsRoomError naming
// the fewest tables a form needs.
func TestTeamsPlanRoom(t *testing.T) {
	ctx := context.Background()
	all, err := NewTeamsPlan(ctx, TeamsRequest{Teams: 7, Budget: 180})
	if err != nil {
		t.Fatal(err)
	}
	fewest, most := 1000, 0
	for _, o := range all.Options {
		fewest, most = min(fewest, o.Form.Movement.Tables), max(most, o.Form.Movement.Tables)
	}
	if fewest == most {
		t.Fatalf("7 teams: every form needs %d tables; the test needs forms of two sizes", fewest)
	}
	room, err := NewTeamsPlan(ctx, TeamsRequest{Teams: 7, Budget: 180, TablesAvailable: fewest})
	if err != nil {
		t.Fatal(err)
	}
	if len(room.Options) == 0 || len(room.Options) >= len(all.Options) {
		t.Errorf("a room of %d tables: %d options of %d", fewest, len(room.Options), len(all.Options))
	}
	for i, o := range room.Options {
		if o.Form.Movement.Tables > fewest || o.Number != i+1 {
			t.Errorf("option %d (%s) needs %d tables in a room of %d", o.Number, o.Name(), o.Form.Movement.Tables, fewest)
		}
	}
	_, err = NewTeamsPlan(ctx, TeamsRequest{Teams: 7, Budget: 180, TablesAvailable: fewest - 1})
	var re *TeamsRoomError
	if !errors.As(err, &re) || re.Need != fewest || re.Tables != fewest-1 || re.Teams != 7 {
		t.Errorf("a room of %d tables: %v, want a TeamsRoomError needing %d", fewest-1, err, fewest)
	}
}
