package web

import (
	"io"
	"net/http"
	"net/http/httptest"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/movegen/movegen/internal/longtest"
)

// TestSlowSearchesLeaveCheapPlans (long: MOVEGEN_LONG=1): 30 seating
// searches that each run to the 10 s limit are sent at once; while they
// run, a cheap plan (13 pairs, 15 ms alone) is asked for ten times. Each
// plan must be answered 200 (it has workers of its own) and the searches
// must be answered 200, or 503 with Retry-After at once when their queue
// is full, never after their search was thrown away. It logs the figures:
// the plans' latency under load, how the searches were answered. The
// bound on the plan's latency is generous (10 s, a failed lane would
// give 29 s or a 503); the figure to watch is the one logged.
func TestSlowSearchesLeaveCheapPlans(t *testing.T) {
	longtest.Skip(t, "30 ten-second searches at once")
	const slow = 30
	s := newTestServer(t, Options{})
	ts := httptest.NewServer(s)
	defer ts.Close()
	client := &http.Client{Timeout: 2 * time.Minute, Transport: &http.Transport{MaxIdleConnsPerHost: slow + 1, MaxConnsPerHost: slow + 1}}

	type answer struct {
		status  int
		retry   string
		elapsed time.Duration
	}
	// The plan alone first, for comparison (the machine may be busy with
	// other work).
	var alone []time.Duration
	for range 10 {
		t0 := time.Now()
		res, err := client.Get(ts.URL + plan13)
		if err != nil {
			t.Fatal(err)
		}
		io.Copy(io.Discard, res.Body)
		res.Body.Close()
		alone = append(alone, time.Since(t0))
	}
	slices.Sort(alone)
	answers := make([]answer, slow)
	var wg sync.WaitGroup
	start := time.Now()
	for i := range slow {
		wg.Add(1)
		go func() {
			defer wg.Done()
			t0 := time.Now()
			res, err := client.Get(ts.URL + "/movement?gen=seating&players=37")
			if err != nil {
				t.Error(err)
				return
			}
			io.Copy(io.Discard, res.Body)
			res.Body.Close()
			answers[i] = answer{res.StatusCode, res.Header.Get("Retry-After"), time.Since(t0)}
		}()
	}
	waitFor(t, "the searches to fill their workers", func() bool { return len(s.search.slots) == s.opt.Workers })
	var plans []time.Duration
	for range 10 {
		t0 := time.Now()
		res, err := client.Get(ts.URL + plan13)
		if err != nil {
			t.Fatal(err)
		}
		io.Copy(io.Discard, res.Body)
		res.Body.Close()
		d := time.Since(t0)
		if res.StatusCode != http.StatusOK {
			t.Errorf("a cheap plan under load: status %d after %v", res.StatusCode, d)
		}
		if d > 10*time.Second {
			t.Errorf("a cheap plan under load took %v", d)
		}
		plans = append(plans, d)
		time.Sleep(300 * time.Millisecond)
	}
	wg.Wait()
	total := time.Since(start)
	var ok, busy int
	var longestOK, longestBusy time.Duration
	for i, a := range answers {
		switch a.status {
		case http.StatusOK:
			ok++
			longestOK = max(longestOK, a.elapsed)
		case http.StatusServiceUnavailable:
			busy++
			longestBusy = max(longestBusy, a.elapsed)
			if a.retry == "" {
				t.Errorf("search %d: 503 without Retry-After", i)
			}
		default:
			t.Errorf("search %d: status %d", i, a.status)
		}
	}
	slices.Sort(plans)
	t.Logf("%d seating searches (37 players, %v limit) at once, %d search workers, %d queue places: %d answered 200 (the last after %v), %d answered 503 with Retry-After (the slowest after %v); all done in %v",
		slow, s.opt.SearchTimeout, s.opt.Workers, cap(s.search.queue), ok, longestOK.Round(time.Millisecond), busy, longestBusy.Round(time.Millisecond), total.Round(time.Millisecond))
	t.Logf("the cheap plan (%s), 10 times: alone fastest %v, median %v, slowest %v; under that load fastest %v, median %v, slowest %v",
		plan13, alone[0].Round(time.Millisecond), alone[len(alone)/2].Round(time.Millisecond), alone[len(alone)-1].Round(time.Millisecond),
		plans[0].Round(time.Millisecond), plans[len(plans)/2].Round(time.Millisecond), plans[len(plans)-1].Round(time.Millisecond))
	if ok < s.opt.Workers {
		t.Errorf("only %d searches answered 200, want at least the %d workers' worth", ok, s.opt.Workers)
	}
}
