package app

import (
	"bytes"
	"context"
	"errors"
	"net/url"
	"slices"
	"testing"

	"github.com/movegen/movegen/export/formats"
	"github.com/movegen/movegen/movement"
)

func TestParseSizes(t *testing.T) {
	tests := []struct {
		in   string
		want []int
	}{
		{"3-5", []int{3, 4, 5}},
		{"7", []int{7}},
		{" 4, 6,8-10 ", []int{4, 6, 8, 9, 10}},
		{"8–9", []int{8, 9}}, // an en dash
		{"5,3-5", []int{3, 4, 5}},
		{"", nil},
		{"5-3", nil},
		{"x", nil},
		{"-3", nil},
		{"1-1000", nil},
		// The largest int, alone and as a range's end: one size (refused
		// later as too large), not a count past it that never ends.
		{"9223372036854775807-9223372036854775807", []int{9223372036854775807}},
		{"9223372036854775806-9223372036854775807", []int{9223372036854775806, 9223372036854775807}},
	}
	for _, tt := range tests {
		got, err := ParseSizes(tt.in)
		if tt.want == nil {
			if err == nil || !IsRequest(err) {
				t.Errorf("ParseSizes(%q) = %v, %v; want a request error", tt.in, got, err)
			}
			continue
		}
		if err != nil || !slices.Equal(got, tt.want) {
			t.Errorf("ParseSizes(%q) = %v, %v; want %v", tt.in, got, err, tt.want)
		}
	}
}

// FuzzParseSizes: any text gives sizes in increasing order, each once, at
// most MaxLibrarySizes of them, or a request error; never a panic.
func FuzzParseSizes(f *testing.F) {
	for _, s := range []string{"3-15", "7", "4,6,8-10", "8–33", "1-99999999999999999999", "9223372036854775807-9223372036854775807", ",,", "3-", "-"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		got, err := ParseSizes(s)
		if err != nil {
			if !IsRequest(err) {
				t.Fatalf("%q: %v is not a request error", s, err)
			}
			return
		}
		if len(got) == 0 || len(got) > MaxLibrarySizes {
			t.Fatalf("%q: %d sizes", s, len(got))
		}
		for i := 1; i < len(got); i++ {
			if got[i] <= got[i-1] {
				t.Fatalf("%q: %v not increasing", s, got)
			}
		}
	})
}

func libraryValues(t *testing.T, q url.Values) *Values {
	t.Helper()
	v, err := FromQuery(q, LibraryFields()...)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// TestLibraryEBU: every movement written is the generator's own and
// reads back the same; what EBUScore cannot hold is skipped with the
// writer's reason, before any search.
func TestLibraryEBU(t *testing.T) {
	v := libraryValues(t, url.Values{"to": {"ebu"}, "mitchell": {"3-5"}, "howell": {"3"}, "individual": {"10"}})
	res, err := Library(context.Background(), v, nil)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	var all bytes.Buffer
	for _, e := range res.Entries {
		names = append(names, e.Name)
		all.Write(e.Data)
		if e.Family == "individual" {
			if e.Written() || e.Movement != nil || e.Skipped.IsZero() {
				t.Errorf("%s: written %v, made %v: want skipped without a search", e.Name, e.Written(), e.Movement != nil)
			}
			continue
		}
		if !e.Written() || movement.Analyze(e.Movement).Verdict == movement.Invalid {
			t.Errorf("%s: not written or invalid", e.Name)
		}
	}
	if want := []string{"mitchell-3", "mitchell-4", "mitchell-5", "howell-5", "howell-6", "individual-10"}; !slices.Equal(names, want) {
		t.Errorf("entries %v, want %v", names, want)
	}
	ns, err := formats.ReadAll(context.Background(), &all, "lib.txt", formats.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if len(ns) != 5 {
		t.Fatalf("%d movements read back, want 5", len(ns))
	}
	for i, n := range ns {
		m := res.Entries[i].Movement
		if n.Name != m.Name || n.Movement.Tables != m.Tables || n.Movement.Rounds != m.Rounds || len(n.Movement.Play) != len(m.Play) {
			t.Errorf("entry %d read back as %q (%d tables, %d rounds), want %q", i+1, n.Name, n.Movement.Tables, n.Movement.Rounds, m.Name)
		}
	}
}

// TestLibraryDeterministic: a search that ends before its time limit
// gives the same library twice.
func TestLibraryDeterministic(t *testing.T) {
	q := url.Values{"to": {"asc"}, "individual": {"10"}, "time": {"60s"}, "seed": {"3"}}
	a, err := Library(context.Background(), libraryValues(t, q), nil)
	if err != nil {
		t.Fatal(err)
	}
	b, err := Library(context.Background(), libraryValues(t, q), nil)
	if err != nil {
		t.Fatal(err)
	}
	if a.Entries[0].Stopped || !bytes.Equal(a.Entries[0].Data, b.Entries[0].Data) {
		t.Errorf("stopped %v; the two libraries differ", a.Entries[0].Stopped)
	}
}

// TestLibraryStopped: a request stopped before it starts makes nothing and
// says so (what the format cannot hold is still skipped, with its reason).
func TestLibraryStopped(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	res, err := Library(ctx, libraryValues(t, url.Values{"to": {"ebu"}, "mitchell": {"3-4"}, "individual": {"9"}}), nil)
	if err != nil {
		t.Fatal(err)
	}
	if !res.Interrupted || len(res.Entries) != 3 {
		t.Fatalf("interrupted %v, %d entries", res.Interrupted, len(res.Entries))
	}
	for _, e := range res.Entries {
		if e.Written() || e.NotMade != (e.Family == "mitchell") || e.NotMade == !e.Skipped.IsZero() {
			t.Errorf("%s: not made %v, written %v, skipped %q", e.Name, e.NotMade, e.Written(), e.Skipped)
		}
	}
}

// TestLibraryRefusals: bad requests are refused before any work, on the
// field at fault.
func TestLibraryRefusals(t *testing.T) {
	tests := []struct {
		q     url.Values
		field string
	}{
		{url.Values{"mitchell": {"3"}}, "to"},
		{url.Values{"to": {"ebu"}}, "mitchell/web/howell/individual/preferans"},
		{url.Values{"to": {"ebu"}, "mitchell": {"2-4"}}, "mitchell"},
		{url.Values{"to": {"ebu"}, "howell": {"21"}}, "howell"},
		{url.Values{"to": {"ebu"}, "individual": {"3"}}, "individual"},
		{url.Values{"to": {"ebu"}, "preferans": {"a"}}, "preferans"},
		{url.Values{"to": {"kbs"}, "mitchell": {"3-4"}}, "output"},
	}
	for _, tt := range tests {
		_, err := Library(context.Background(), libraryValues(t, tt.q), nil)
		var re *Error
		if !errors.As(err, &re) || re.Field != tt.field {
			t.Errorf("%v: %v, want an error on %s", tt.q, err, tt.field)
		}
	}
}
