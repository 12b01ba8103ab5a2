package app

import (
	"errors"
	"strings"
	"testing"
)

// TestPickSharedName: a name two movements of a file share is refused
// naming both by number and name; the number picks either (issue 37).
func TestPickSharedName(t *testing.T) {
	es := []Entry{{Number: 1, Name: "Mitchell"}, {Number: 2, Name: "Howell"}, {Number: 3, Name: "mitchell"}}
	_, err := Pick(es, "lib.txt", "Mitchell")
	var ae *Error
	if !errors.As(err, &ae) || ae.Field != "movement" {
		t.Fatalf("err %v, want a refusal on the movement field", err)
	}
	if msg := err.Error(); !strings.Contains(msg, `1 "Mitchell"`) || !strings.Contains(msg, `3 "mitchell"`) || strings.Contains(msg, "Howell") {
		t.Errorf("refusal %q does not name both movements (and only them)", msg)
	}
	for _, tc := range []struct {
		want string
		num  int
	}{{"3", 3}, {"1", 1}, {"howell", 2}} {
		e, err := Pick(es, "lib.txt", tc.want)
		if err != nil || e.Number != tc.num {
			t.Errorf("Pick %q: entry %d, err %v; want entry %d", tc.want, e.Number, err, tc.num)
		}
	}
}
