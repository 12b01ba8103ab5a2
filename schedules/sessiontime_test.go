package schedules

import "testing"

// TestParseSessionTime: the lengths of time directors type in English,
// Russian and Chinese; a bare number up to 24 is hours, above 24 minutes.
func TestParseSessionTime(t *testing.T) {
	for _, tt := range []struct {
		in   string
		want int
	}{
		{"3", 180}, {"3h", 180}, {"3 h", 180}, {"3H", 180}, {"2.5h", 150}, {"2,5 ч", 150}, {"3ч", 180},
		{"3 ч 30 мин", 210}, {"2 ч. 30 мин.", 150}, {"3小时", 180}, {"2小时30分", 150}, {"2小时30分钟", 150},
		{"180 min", 180}, {"180", 180}, {"90m", 90}, {"3:30", 210}, {"3:00", 180}, {"2h30", 150},
		{"2h30m", 150}, {"3 hours", 180}, {"24", 1440}, {"25", 25}, {" 4 ", 240}, {"1.25h", 75},
	} {
		got, err := ParseSessionTime(tt.in)
		if err != nil || got != tt.want {
			t.Errorf("ParseSessionTime(%q) = %d, %v; want %d", tt.in, got, err, tt.want)
		}
	}
	for _, bad := range []string{"", "x", "3x", "h3", "3:5", "3:75", "-3", "0", "0h", "0:00", "2h75",
		"99999999999", "2.51h", "30.5", "3h 2h", "30m 2h", "2.5h30", "200h", "10081", "3 дня"} {
		if got, err := ParseSessionTime(bad); err == nil {
			t.Errorf("ParseSessionTime(%q) = %d, want an error", bad, got)
		}
	}
}

// FuzzParseSessionTime: whatever is typed is refused or read as 1 minute
// to a week.
func FuzzParseSessionTime(f *testing.F) {
	for _, s := range []string{"3", "2,5 ч", "2小时30分", "3:30", "180 min", "x"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		m, err := ParseSessionTime(s)
		if err == nil && (m < 1 || m > 7*24*60) {
			t.Errorf("ParseSessionTime(%q) = %d minutes", s, m)
		}
	})
}
