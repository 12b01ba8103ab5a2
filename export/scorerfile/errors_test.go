package scorerfile

import (
	"errors"
	"fmt"
	"testing"

	"github.com/movegen/movegen/movement"
)

func TestParseErrorText(t *testing.T) {
	tests := []struct {
		e    ParseError
		want string
	}{
		{ParseError{File: "moves.txt", Line: 3, Field: "header: tables", Msg: movement.Say("%q is not a number", "x")}, `moves.txt:3: header: tables: "x" is not a number`},
		{ParseError{File: "T5", Msg: movement.Say("no DESCEND line")}, "T5: no DESCEND line"},
		{ParseError{Line: 2, Msg: movement.Say("no DESCEND line")}, "(input):2: no DESCEND line"},
	}
	for _, tt := range tests {
		if got := tt.e.Error(); got != tt.want {
			t.Errorf("Error() = %q, want %q", got, tt.want)
		}
	}
}

func TestErrorsAs(t *testing.T) {
	var err error = fmt.Errorf("convert: %w", &CannotWrite{Format: "KBS", Movement: "Howell, 5 pairs", Why: movement.Say("an empty seat")})
	var cw *CannotWrite
	if !errors.As(err, &cw) || cw.Format != "KBS" {
		t.Fatalf("errors.As CannotWrite failed for %v", err)
	}
	if got, want := cw.Error(), `KBS cannot hold the movement "Howell, 5 pairs": an empty seat`; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	var pe *ParseError
	if errors.As(err, &pe) {
		t.Error("a CannotWrite matched ParseError")
	}
	u := &UnsupportedFormat{Format: "ASE Scorer", Why: movement.Say("no layout")}
	if got, want := u.Error(), "ASE Scorer files are not supported: no layout"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}
