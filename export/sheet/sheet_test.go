package sheet

import (
	"reflect"
	"testing"
)

func TestGridText(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name  string
		rows  [][]string
		notes bool
	}{
		{"head only", [][]string{{"Round", "N"}}, false},
		{"with notes", [][]string{{"Round", "N", "Notes"}, {"1", "3", "arrow switch"}, {"2", "4", ""}}, true},
	}
	for _, tt := range tests {
		g := FromText(tt.rows, tt.notes)
		if got := g.Text(); !reflect.DeepEqual(got, tt.rows) {
			t.Errorf("%s: Text() = %q, want %q", tt.name, got, tt.rows)
		}
		if g.Notes() != tt.notes {
			t.Errorf("%s: Notes() = %v, want %v", tt.name, g.Notes(), tt.notes)
		}
	}
	if !(Grid{}).Empty() || FromText([][]string{{"a"}}, false).Empty() {
		t.Error("Empty is wrong")
	}
}

func TestOf(t *testing.T) {
	t.Parallel()
	d := &Document{Sheets: []Sheet{{Kind: KindTable, Title: "1"}, {Kind: KindChart}, {Kind: KindTable, Title: "2"}}}
	got := d.Of(KindTable)
	if len(got) != 2 || got[0].Title != "1" || got[1].Title != "2" {
		t.Errorf("Of(KindTable) = %v", got)
	}
}
