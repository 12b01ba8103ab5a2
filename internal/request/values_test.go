package request

import (
	"errors"
	"net/url"
	"testing"

	"github.com/spf13/pflag"

	"github.com/movegen/movegen/movement"
)

var testFields = []Field{
	{Name: "tables", Kind: Int, Lib: "Tables", Required: true},
	{Name: "rounds", Kind: Int, Lib: "Rounds"},
	{Name: "effort", Kind: Int, ZeroDefault: true},
	{Name: "time", Kind: Duration, Default: "10s", ZeroDefault: true},
	{Name: "limit", Kind: Duration, Default: "10s"},
	{Name: "even", Kind: Choice, Choices: []string{"relay", "skip"}, Default: "relay"},
	{Name: "switch", Kind: IntList},
	{Name: "large", Kind: Bool},
	{Name: "seed", Kind: Uint, Default: "1"},
	{Name: "spread", Kind: Float, Default: "0.25"},
}

// TestZeroRule: the one rule for 0 and negatives, the same from a form
// and from the command line.
func TestZeroRule(t *testing.T) {
	for _, tt := range []struct {
		q     string
		field string // the field refused, "" for none
	}{
		{"tables=0", ""}, // required: the library says what it wants
		{"rounds=0", "rounds"},
		{"rounds=-1", ""}, // negatives are the library's to refuse
		{"effort=0", ""},  // the help says 0 means the default
		{"time=0s", ""},
		{"time=-1s", "time"},
		{"limit=0s", "limit"},
		{"rounds=x", "rounds"},
		{"rounds=99999999999999999999", "rounds"},
		{"even=sideways", "even"},
		{"switch=3,x", "switch"},
		{"large=maybe", "large"},
		{"seed=-1", "seed"},
		{"spread=0", "spread"},
		{"spread=-0.5", ""}, // the library's to refuse
		{"spread=0.3", ""},
		{"spread=x", "spread"},
		{"spread=NaN", ""}, // a number to pflag too: the library refuses it
		{"", ""},
	} {
		q, _ := url.ParseQuery(tt.q)
		_, err := FromQuery(q, testFields...)
		var e *Error
		switch {
		case tt.field == "" && err != nil:
			t.Errorf("FromQuery(%s): %v, want no error", tt.q, err)
		case tt.field != "" && (!errors.As(err, &e) || e.Field != tt.field):
			t.Errorf("FromQuery(%s): %v, want an *Error on %s", tt.q, err, tt.field)
		}
		// The command line: values pflag parses apply the same rule.
		if tt.field == "" || tt.q == "" {
			continue
		}
		f := pflag.NewFlagSet("t", pflag.ContinueOnError)
		Bind(f, testFields...)
		name, value, _ := cut(tt.q)
		if f.Set(name, value) != nil {
			continue // pflag refuses it while parsing
		}
		if _, err := FromFlags(f, testFields...); !errors.As(err, &e) || e.Field != tt.field {
			t.Errorf("FromFlags(--%s): %v, want an *Error on %s", tt.q, err, tt.field)
		}
	}
}

func cut(s string) (string, string, bool) {
	for i := range s {
		if s[i] == '=' {
			return s[:i], s[i+1:], true
		}
	}
	return s, "", false
}

// TestErrorNamed: the command line and the page name the field their own
// way, a field inside the sentence too.
func TestErrorNamed(t *testing.T) {
	e := &Error{Field: "share-boards", Why: movement.Say("needs %s: the boards are shared between sections", Name("sections"))}
	if got := e.Text().String(); got != "--share-boards: needs --sections: the boards are shared between sections" {
		t.Errorf("command line: %q", got)
	}
	label := func(f string) string {
		return map[string]string{"share-boards": "Share boards", "sections": "Sections"}[f]
	}
	if got := e.Named(label).String(); got != "Share boards: needs Sections: the boards are shared between sections" {
		t.Errorf("page: %q", got)
	}
	if got := (&Error{Field: "pairs", Value: "50", Why: movement.Say("want 4 to 40")}).Error(); got != "--pairs 50: want 4 to 40" {
		t.Errorf("value: %q", got)
	}
	if got := (&Error{Field: "tables", Missing: true, Why: movement.Say("want 3 to 100")}).Error(); got != "--tables is required: want 3 to 100" {
		t.Errorf("missing: %q", got)
	}
}

// FuzzFromQuery: whatever a form holds, reading it either works or is an
// *Error naming one of the fields; it never panics.
func FuzzFromQuery(f *testing.F) {
	for _, s := range []string{"tables=7", "rounds=0&time=-1s", "switch=1,,2", "even=SKIP", "seed=18446744073709551616", "large=on"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		q, err := url.ParseQuery(s)
		if err != nil {
			return
		}
		_, err = FromQuery(q, testFields...)
		var e *Error
		if err != nil && !errors.As(err, &e) {
			t.Errorf("FromQuery(%q): %v is no *Error", s, err)
		}
	})
}
