package app

import "testing"

// TestSessionTime: the lengths of time a director types, in both
// languages, and a bare number read as hours up to 24, minutes above.
func TestSessionTime(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"3", "3h"}, {"3h", "3h"}, {"3 h", "3h"}, {"3H", "3h"}, {"3:00", "3h"}, {"2:30", "2h30m"}, {"180", "3h"}, {"2.5h", "2h30m"}, {"3小时", "3h"}, {"45", "45m"},
		{"2h30", "2h30m"}, {"2h30m", "2h30m"}, {"3ч", "3h"}, {"3 ч 30 мин", "3h30m"}, {"3 hours", "3h"},
		{"150m", "2h30m"}, {"150 min", "2h30m"}, {" 4 ", "4h"},
	} {
		got, err := SessionTime(tt.in)
		if err != nil || got != tt.want {
			t.Errorf("SessionTime(%q) = %q, %v; want %q", tt.in, got, err, tt.want)
		}
	}
	for _, bad := range []string{"", "x", "3x", "h3", "3:5", "3:75", "-3", "0", "0h", "0h00", "0:00", "0 ч 00 мин", "2h75", "99999999999"} {
		if got, err := SessionTime(bad); err == nil {
			t.Errorf("SessionTime(%q) = %q, want an error", bad, got)
		}
	}
}

// FuzzSessionTime: whatever is typed, SessionTime either refuses it or
// returns a length the planner reads.
func FuzzSessionTime(f *testing.F) {
	for _, s := range []string{"3", "2h30", "3 ч 30 мин", "3:00", "150m", "x"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		got, err := SessionTime(s)
		if err != nil {
			return
		}
		if _, err := SessionTime(got); err != nil {
			t.Errorf("SessionTime(%q) = %q, which it does not read back: %v", s, got, err)
		}
	})
}
