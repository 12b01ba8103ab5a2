package i18n

import (
	"testing"
	"time"

	"github.com/movegen/movegen/movement"
)

// TestFlagValuesAsTyped: a number right after a flag's name (or a
// configuration key given as a movement.Setting) is printed as the user
// typed it; every other number keeps the language's grouping.
func TestFlagValuesAsTyped(t *testing.T) {
	for _, tt := range []struct {
		lang, format string
		args         []any
		want         string
	}{
		{"en", "--tables %d: want %d to %d", []any{100000, 3, 100}, "--tables 100000: want 3 to 100"},
		{"en", "%s %d: movegen plans at most %d", []any{"--pairs", 123456, 2000}, "--pairs 123456: movegen plans at most 2,000"},
		{"en", "%s %d: movegen plans at most %d", []any{"pairs", 123456, 2000}, "pairs 123,456: movegen plans at most 2,000"},
		{"en", "--move-minutes=%v, not %d", []any{int64(9223372036854775807), 1440}, "--move-minutes=9223372036854775807, not 1,440"},
		{"en", "--seed %d", []any{uint64(18446744073709551615)}, "--seed 18446744073709551615"},
		{"en", "total %d", []any{100000}, "total 100,000"},
		{"en", "100%% --x %[2]d of %[1]d", []any{5000, 100000}, "100% --x 100000 of 5,000"},
		{"en", "x--tables %d", []any{100000}, "x--tables 100,000"},
		{"en", "--tables %s", []any{"100000"}, "--tables 100000"},
		{"en", "--time %v: want a positive duration", []any{-time.Second}, "--time -1s: want a positive duration"},
		{"en", "%s %d: want at most %d minutes a board", []any{movement.Setting("event.yaml:2: minutes_per_board"), 99999999, 1440}, "event.yaml:2: minutes_per_board 99999999: want at most 1,440 minutes a board"},
		{"ru", "%s %d: want at most %d minutes a board", []any{movement.Setting("event.yaml:2: minutes_per_board"), 99999999, 1440}, "event.yaml:2: minutes_per_board 99999999: нужно не больше 1\u00a0440 мин. на сдачу"},
		{"en", "%s and %d", []any{movement.Setting("pairs"), 123456}, "pairs and 123,456"},
	} {
		if got := New(tt.lang).Sprintf(tt.format, tt.args...); got != tt.want {
			t.Errorf("%s %q %v: %q, want %q", tt.lang, tt.format, tt.args, got, tt.want)
		}
	}
	// A field's value as typed, before the field's sentence.
	if got := New("ru").Message("%s %s: %v", "--tables", "100000", movement.Say("want %d to %d", 3, 100)); got != "--tables 100000: нужно от 3 до 100" {
		t.Errorf("Message ru: %q", got)
	}
	// Message (sentences kept as data) does the same.
	if got := New("en").Message("%s %d: movegen plans at most %d", movement.Setting("--tables"), 100000, 100); got != "--tables 100000: movegen plans at most 100" {
		t.Errorf("Message: %q", got)
	}
}
