package movement

import "testing"

// TestTextStringCounts: the English of a sentence kept as data makes a
// noun counted by 1 singular, keeps the plural after other counts and at
// the end of a range, and leaves words that are not counted nouns alone.
func TestTextStringCounts(t *testing.T) {
	tests := []struct {
		text Text
		want string
	}{
		{Say("%d rounds", 1), "1 round"},
		{Say("%d rounds", 2), "2 rounds"},
		{Say("%d rounds", 21), "21 rounds"},
		{Say("%d tables of %s", 1, Say("four")), "1 table of four"},
		{Say("round %d has %d numbers, want %d (%d tables × %d)", 1, 2, 3, 1, 3), "round 1 has 2 numbers, want 3 (1 table × 3)"},
		{Say("%#d repeated meetings", 1), "1 repeated meeting"},
		{Say("%d more rounds", 1), "1 more round"},
		{Say("at best every pair meets %d or %d times", 0, 1), "at best every pair meets 0 or 1 times"},
		{Say("round %d: set %d at tables %s", 1, 1, "2, 3"), "round 1: set 1 at tables 2, 3"},
		{Say("player %d rests in round 1", 1), "player 1 rests in round 1"},
		{Say("%d%% of %d boards", 1, 1), "1% of 1 board"},
		{Say("%s, %d rounds", Say("%d players", 1), 1), "1 player, 1 round"},
	}
	for _, tt := range tests {
		if got := tt.text.String(); got != tt.want {
			t.Errorf("%q %v: %q, want %q", tt.text.Format, tt.text.Args, got, tt.want)
		}
	}
}
