package schedules

import (
	"testing"

	"github.com/movegen/movegen/movement"
)

func TestTextEnglish(t *testing.T) {
	tests := []struct {
		name string
		text movement.Text
		want string
	}{
		{"empty", movement.Text{}, ""},
		{"plain", Plain("50% off"), "50% off"},
		{"nested", say("%s, missing pair", say("Mitchell, %d tables", 7)), "Mitchell, 7 tables, missing pair"},
		{"one table", plural(1, table), "1 table"},
		{"tables", plural(21, table), "21 tables"},
		{"one round", plural(1, round), "1 round"},
		{"boards", plural(3, board), "3 boards"},
		{"one pair", plural(1, pair), "1 pair"},
		{"players", plural(22, player), "22 players"},
		{"tables of three", tablesOfSize(1, 3), "1 table of three"},
		{"tables of four", tablesOfSize(5, 4), "5 tables of four"},
		{"joined", joinTexts([]movement.Text{Plain("a"), Plain("b"), Plain("c")}), "a; b; c"},
		{"joined none", joinTexts(nil), ""},
		{"duration", DurationText(153), "2h 33m"},
		{"hours", DurationText(180), "3h"},
		{"minutes", DurationText(50), "50m"},
		{"verdict", verdictText("perfect"), "perfect"},
	}
	for _, tt := range tests {
		if got := tt.text.String(); got != tt.want {
			t.Errorf("%s: String = %q, want %q", tt.name, got, tt.want)
		}
	}
}

// The advice of a NoOptionError is data, and its English is Error.
func TestNoOptionErrorText(t *testing.T) {
	e := &NoOptionError{Why: say("every option has %s", say("more tables than the %d available", 5)),
		Try: []movement.Text{say("%d tables (the fewest any option needs)", 8), say("a time of %s or more", DurationText(200))}}
	want := "no movement fits: every option has more tables than the 5 available; what would work: 8 tables (the fewest any option needs); a time of 3h 20m or more"
	if e.Error() != want || e.Text().String() != want {
		t.Errorf("Error = %q\nwant    %q", e.Error(), want)
	}
	if got := (&NoOptionError{Why: say("every option breaks a constraint")}).Error(); got != "no movement fits: every option breaks a constraint" {
		t.Errorf("without advice: %q", got)
	}
}
