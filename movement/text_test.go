package movement_test

import (
	"encoding/json"
	"fmt"
	"testing"

	"github.com/movegen/movegen/movement"
)

func TestTextString(t *testing.T) {
	tests := []struct {
		name string
		text movement.Text
		want string
	}{
		{"zero", movement.Text{}, ""},
		{"no arguments", movement.Say("tabu search"), "tabu search"},
		{"percent kept by %s", movement.Say("%s", "50% off"), "50% off"},
		{"nested", movement.Say("%s, %d rounds", movement.Say("%d tables of %s", 7, movement.Say("four")), 7), "7 tables of four, 7 rounds"},
		{"seat argument", movement.Say("deal %d by %s", 2, movement.E), "deal 2 by E"},
		{"%#d prints plainly", movement.Say("%#d meetings", 1035), "1035 meetings"},
	}
	for _, tt := range tests {
		if got := tt.text.String(); got != tt.want {
			t.Errorf("%s: String = %q, want %q", tt.name, got, tt.want)
		}
		if got := tt.text.IsZero(); got != (tt.want == "") {
			t.Errorf("%s: IsZero = %v", tt.name, got)
		}
	}
}

// A Text travels in JSON as its English sentence, comes back as those
// fixed words, and the zero Text is left out of a field tagged omitzero.
func TestTextJSON(t *testing.T) {
	type doc struct {
		Name   movement.Text `json:"name"`
		Method movement.Text `json:"method,omitzero"`
	}
	in := doc{Name: movement.Say("%s, %d of %d rounds", movement.Say("Howell, %d tables", 7), 12, 13)}
	data, err := json.Marshal(in)
	if err != nil {
		t.Fatal(err)
	}
	if want := `{"name":"Howell, 7 tables, 12 of 13 rounds"}`; string(data) != want {
		t.Fatalf("Marshal = %s, want %s", data, want)
	}
	var out doc
	if err := json.Unmarshal(data, &out); err != nil {
		t.Fatal(err)
	}
	want := movement.Text{Format: "%s", Args: []any{"Howell, 7 tables, 12 of 13 rounds"}}
	if fmt.Sprintf("%#v", out.Name) != fmt.Sprintf("%#v", want) || !out.Method.IsZero() {
		t.Errorf("round trip: %#v, %#v", out.Name, out.Method)
	}
	if err := json.Unmarshal([]byte(`{"name": 3}`), &out); err == nil {
		t.Error("a number read as a Text")
	}
}

// A generator returns its explanation as a Text; String is the English,
// and a catalogue translates Format and Args instead.
func ExampleSay() {
	why := movement.Say("%s, %d rounds", movement.Say("%d tables of %s", 7, movement.Say("four")), 7)
	fmt.Println(why)
	fmt.Printf("%q\n", why.Format)
	// Output:
	// 7 tables of four, 7 rounds
	// "%s, %d rounds"
}

func TestTimes(t *testing.T) {
	for n, want := range map[int]string{1: "once", 2: "2 times", 5: "5 times", 21: "21 times"} {
		if got := movement.Times(n).String(); got != want {
			t.Errorf("Times(%d) = %q, want %q", n, got, want)
		}
	}
}
