package sheet

import "testing"

func TestPageLabelText(t *testing.T) {
	t.Parallel()
	en := PageLabel{Before: "page ", Between: " of ", Group: ","}
	ru := PageLabel{Before: "стр. ", Between: " из ", Group: "\u00a0"}
	zh := PageLabel{Before: "第", Between: "页，共", After: "页", Group: ","}
	tests := []struct {
		l        PageLabel
		n, total int
		want     string
	}{
		{en, 1, 2, "page 1 of 2"},
		{en, 999, 1000, "page 999 of 1,000"},
		{en, 12345, 1234567, "page 12,345 of 1,234,567"},
		{ru, 16189, 16189, "стр. 16\u00a0189 из 16\u00a0189"},
		{zh, 3, 100000, "第3页，共100,000页"},
		{PageLabel{Between: "/"}, 1000, 2000, "1000/2000"},
		{en, -1234, 0, "page -1,234 of 0"},
	}
	for _, tt := range tests {
		if got := tt.l.Text(tt.n, tt.total); got != tt.want {
			t.Errorf("%+v.Text(%d, %d) = %q, want %q", tt.l, tt.n, tt.total, got, tt.want)
		}
	}
}

func TestGridLead(t *testing.T) {
	t.Parallel()
	g := FromText([][]string{{"Round", "Time", "T1"}, {"1", "19:00", "x"}}, false)
	if got := g.Lead(); got != 1 {
		t.Errorf("plain columns: Lead %d, want 1", got)
	}
	g.Cols[0].Role, g.Cols[1].Role = RoleRound, RoleTime
	if got := g.Lead(); got != 2 {
		t.Errorf("round and time: Lead %d, want 2", got)
	}
	if got := (Grid{}).Lead(); got != 0 {
		t.Errorf("empty grid: Lead %d, want 0", got)
	}
}
