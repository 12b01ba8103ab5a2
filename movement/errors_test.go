package movement

import (
	"encoding/json"
	"errors"
	"fmt"
	"testing"
)

// TestInternalf: the message reads as before ("internal error: ...") and
// the error is classified by errors.Is, also through further wrapping and
// with a wrapped cause.
func TestInternalf(t *testing.T) {
	cause := errors.New("stored table broken")
	err := fmt.Errorf("plan: %w", Internalf("howell: %d pairs: %w", 9, cause))
	if got, want := err.Error(), "plan: internal error: howell: 9 pairs: stored table broken"; got != want {
		t.Errorf("message %q, want %q", got, want)
	}
	if !errors.Is(err, ErrInternal) || !errors.Is(err, cause) {
		t.Errorf("errors.Is: internal %v, cause %v; want both", errors.Is(err, ErrInternal), errors.Is(err, cause))
	}
	if errors.Is(errors.New("internal error: only the words"), ErrInternal) {
		t.Error("the words alone classify an error as internal")
	}
}

// TestOptionError: the field and the sentence are data; only an
// unsupported size matches ErrUnsupported.
func TestOptionError(t *testing.T) {
	e := &OptionError{Generator: "howell", Field: "Pairs", Text: Say("%d pairs: want %d to %d", 2, 3, 100), Unsupported: true}
	if e.Error() != "howell: 2 pairs: want 3 to 100" || !errors.Is(e, ErrUnsupported) {
		t.Errorf("%q, unsupported %v", e.Error(), errors.Is(e, ErrUnsupported))
	}
	e.Unsupported = false
	if errors.Is(e, ErrUnsupported) {
		t.Error("a range error matches ErrUnsupported")
	}
}

// TestProblemJSON: a Problem marshals with the keys it had before it kept
// its sentence as a Text, the English under Message.
func TestProblemJSON(t *testing.T) {
	p := Problem{Code: CodeRepeatSet, Severity: Error, Round: 2, Table: 3, Contestant: 4, Set: 5,
		Text: Say("round %d, table %d: contestant %s plays set %d again (first played in round %d)", 2, 3, "4", 5, 1)}
	b, err := json.Marshal(p)
	if err != nil {
		t.Fatal(err)
	}
	want := `{"Code":"repeat-set","Severity":"error","Round":2,"Table":3,"Contestant":4,"Set":5,"Message":"round 2, table 3: contestant 4 plays set 5 again (first played in round 1)"}`
	if string(b) != want {
		t.Errorf("got  %s\nwant %s", b, want)
	}
}
