package web

import (
	"fmt"
	"github.com/movegen/movegen/internal/app"
	"github.com/movegen/movegen/internal/longtest"
	"io"
	"net/http"
	"net/http/httptest"
	"runtime"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// loadQueries are the plan requests of the load test, taken in turn.
var loadQueries = []string{
	"/plan?game=pairs&count=13&time=3h",
	"/plan?game=pairs&count=16&time=3h30m",
	"/plan?game=pairs&count=24",
	"/plan?game=preferans&count=12",
	"/plan?game=pairs&count=9&time=2h30m&lang=ru",
}

// TestLoad sends 50 plan requests at once to a server on the loopback
// address: every one must succeed, the pool must never run more than its
// workers, and the heap must stay bounded. It logs the figures.
func TestLoad(t *testing.T) {
	longtest.Skip(t, "a load test: 50 plans at once")
	const requests = 50
	s := newTestServer(t, Options{})
	ts := httptest.NewServer(s)
	defer ts.Close()
	client := &http.Client{Timeout: time.Minute, Transport: &http.Transport{MaxIdleConnsPerHost: requests}}

	runtime.GC()
	var before runtime.MemStats
	runtime.ReadMemStats(&before)
	var peakHeap, peakBusy atomic.Uint64
	stop := make(chan struct{})
	sampled := make(chan struct{})
	go func() { // sample the heap and the busy workers while the load runs
		defer close(sampled)
		var m runtime.MemStats
		for {
			runtime.ReadMemStats(&m)
			if m.HeapInuse > peakHeap.Load() {
				peakHeap.Store(m.HeapInuse)
			}
			if b := uint64(len(s.quick.slots)); b > peakBusy.Load() {
				peakBusy.Store(b)
			}
			select {
			case <-stop:
				return
			case <-time.After(5 * time.Millisecond):
			}
		}
	}()
	start := time.Now()
	var wg sync.WaitGroup
	errs := make(chan error, requests)
	for i := range requests {
		wg.Add(1)
		go func() {
			defer wg.Done()
			res, err := client.Get(ts.URL + loadQueries[i%len(loadQueries)])
			if err != nil {
				errs <- err
				return
			}
			defer res.Body.Close()
			body, err := io.ReadAll(res.Body)
			switch {
			case err != nil:
				errs <- err
			case res.StatusCode != http.StatusOK:
				errs <- fmt.Errorf("request %d: status %d: %s", i, res.StatusCode, errorMessage.FindString(string(body)))
			case len(optionNames.FindAllString(string(body), -1)) == 0:
				errs <- fmt.Errorf("request %d: no options on the page", i)
			}
		}()
	}
	wg.Wait()
	elapsed := time.Since(start)
	close(stop)
	<-sampled
	close(errs)
	for err := range errs {
		t.Error(err)
	}
	var after runtime.MemStats
	runtime.ReadMemStats(&after)
	if busy := peakBusy.Load(); busy > uint64(s.opt.Workers) {
		t.Errorf("%d searches ran at once, the pool has %d workers", busy, s.opt.Workers)
	}
	// Bounded: a plan page needs a few MB; 50 at once must not need
	// hundreds.
	const heapBound = 256 << 20
	if peak := peakHeap.Load(); peak > heapBound {
		t.Errorf("the heap in use peaked at %d MB, more than %d MB", peak>>20, heapBound>>20)
	}
	t.Logf("%d concurrent plan requests, %d workers: %v in all (%.1f requests/s); heap in use %.1f MB before, peak %.1f MB; %.1f MB allocated (%.2f MB a request); peak busy workers %d",
		requests, s.opt.Workers, elapsed.Round(time.Millisecond), float64(requests)/elapsed.Seconds(),
		float64(before.HeapInuse)/(1<<20), float64(peakHeap.Load())/(1<<20),
		float64(after.TotalAlloc-before.TotalAlloc)/(1<<20), float64(after.TotalAlloc-before.TotalAlloc)/(1<<20)/requests, peakBusy.Load())
}

// BenchmarkPlanPage measures one plan page for 13 pairs in 3 hours.
func BenchmarkPlanPage(b *testing.B) {
	s, err := New(Options{App: app.New()})
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		rec := httptest.NewRecorder()
		s.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, plan13, nil))
		if rec.Code != http.StatusOK {
			b.Fatalf("status %d", rec.Code)
		}
	}
}

// BenchmarkMovementPage measures the page of option 1 of that plan.
func BenchmarkMovementPage(b *testing.B) {
	s, err := New(Options{App: app.New()})
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		rec := httptest.NewRecorder()
		s.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/movement?game=pairs&count=13&time=3h&choose=1", nil))
		if rec.Code != http.StatusOK {
			b.Fatalf("status %d", rec.Code)
		}
	}
}
