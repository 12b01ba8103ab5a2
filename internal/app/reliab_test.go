package app

import (
	"context"
	"fmt"
	"net/url"
	"testing"
	"time"

	"github.com/movegen/movegen/movement"
)

// TestStoppedSearchesAreValid stops every searching generator at several
// moments (a time limit shorter than a step, 1, 10, 100 ms, and a signal
// before the start) and checks what it hands back with movement.Validate:
// a stopped search keeps its best valid state, and a time limit never
// turns into "nothing was made" (issue 38: 113 players with sets ended a
// 1 s search invalid, exit 3; preferans --time 1ns said "interrupted").
func TestStoppedSearchesAreValid(t *testing.T) {
	t.Parallel()
	cases := []struct{ family, query string }{
		{"seating", "players=113&sets=true"},
		{"seating", "players=101&sets=true"},
		{"seating", "players=41&lines=true&sets=true"},
		{"seating", "players=23&sizes=4,4,4,4,4,3"},
		{"seating", "players=60&per-table=3"},
		{"preferans", "tables=5&method=search"},
		{"preferans", "tables=10&method=search"},
		{"preferans", "players=23"},
		{"individual", "players=10"},
		{"individual", "players=43"},
	}
	stops := []time.Duration{time.Nanosecond, time.Millisecond, 10 * time.Millisecond, 100 * time.Millisecond, -1}
	for _, c := range cases {
		for _, stop := range stops {
			t.Run(fmt.Sprintf("%s?%s/%v", c.family, c.query, stop), func(t *testing.T) {
				t.Parallel()
				f := FamilyOf(c.family)
				q := c.query
				ctx := context.Background()
				if stop > 0 {
					q += "&time=" + stop.String()
				} else {
					// A signal before the search starts.
					cctx, cancel := context.WithCancel(ctx)
					cancel()
					ctx = cctx
				}
				res, err := f.Generate(ctx, mustQuery(t, q, f.Fields), GenerateOptions{})
				if stop < 0 && err != nil && ctx.Err() != nil {
					return // stopped before anything was made: allowed
				}
				if err != nil {
					t.Fatalf("%v", err)
				}
				if res.Movement == nil {
					t.Fatal("no movement")
				}
				if errs := movement.Validate(res.Movement).Errors(); len(errs) > 0 {
					t.Errorf("invalid after a stop at %v: %v", stop, errs[0])
				}
			})
		}
	}
}

// FuzzLibrary makes a library of fuzzed ranges in a fuzzed format, with
// searches stopped at once, and checks its promise: every entry is written
// (its data reads back as movements Validate accepts) or skipped with a
// reason, or not made; a range the request refuses is an *Error, never an
// internal error (issue 38: a library is a new fuzz target).
func FuzzLibrary(f *testing.F) {
	f.Add("ebu", "", "", "8-9", "")
	f.Add("kbs", "", "3-4", "", "")
	f.Add("ebu", "3-5", "3", "8", "5")
	f.Add("asc", "", "", "10-11", "5-6")
	f.Add("json", "3,5", "", "", "4")
	f.Fuzz(func(t *testing.T, to, mitchell, howell, individual, preferans string) {
		q := url.Values{"to": {to}, "time": {"1ms"}}
		for k, v := range map[string]string{"mitchell": mitchell, "howell": howell, "individual": individual, "preferans": preferans} {
			if v != "" {
				q.Set(k, v)
			}
		}
		v, err := FromQuery(q, LibraryFields()...)
		if err != nil {
			return
		}
		if err := CheckLibrary(v); err != nil {
			if !IsRequest(err) {
				t.Fatalf("%v: %v is not a request error", q, err)
			}
			return
		}
		res, err := Library(context.Background(), v, nil)
		if err != nil {
			if !IsRequest(err) {
				t.Fatalf("%v: %v", q, err)
			}
			return
		}
		for _, e := range res.Entries {
			switch {
			case e.Written():
				if errs := movement.Validate(e.Movement).Errors(); len(errs) > 0 {
					t.Errorf("%v: %s written invalid: %v", q, e.Name, errs[0])
				}
			case e.NotMade:
			case e.Skipped.IsZero():
				t.Errorf("%v: %s neither written nor skipped with a reason", q, e.Name)
			}
		}
	})
}
