package main

import (
	"bytes"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/movegen/movegen/export/i18n"
)

// lockedBuffer is a bytes.Buffer safe for the display's goroutine.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// TestSearchProgress: before the first report the display redraws the
// time spent preparing (in the language asked); the first report replaces
// it with the bar of moves; finish ends it, and nothing is drawn after.
func TestSearchProgress(t *testing.T) {
	for _, lang := range []string{i18n.English, i18n.Russian} {
		t.Run(lang, func(t *testing.T) {
			p := i18n.New(lang)
			prep := strings.Fields(p.Sprintf("planning: %v so far", time.Duration(0)))[0]
			var w lockedBuffer
			sp := newSearchProgress(&w, p, 5*time.Millisecond)
			deadline := time.Now().Add(5 * time.Second)
			for strings.Count(w.String(), prep) < 3 && time.Now().Before(deadline) {
				time.Sleep(5 * time.Millisecond)
			}
			if n := strings.Count(w.String(), prep); n < 3 {
				t.Fatalf("the preparation line was drawn %d times, want it redrawn while waiting: %q", n, w.String())
			}
			sp.report(50, 100)
			before := w.String()
			time.Sleep(30 * time.Millisecond) // several ticks
			after := w.String()
			if strings.Contains(after[len(before):], prep) {
				t.Errorf("the preparation line was drawn after the first report: %q", after[len(before):])
			}
			if !strings.Contains(after, p.T("searching")) || !strings.Contains(after, "50%") {
				t.Errorf("no bar at 50%% after the first report: %q", after)
			}
			sp.finish()
			sp.finish() // a second call does nothing
			sp.report(60, 100)
			end := w.String()
			time.Sleep(20 * time.Millisecond)
			if w.String() != end {
				t.Errorf("drawn after finish: %q", w.String()[len(end):])
			}
		})
	}
}

// TestSearchProgressFinishBeforeReport: a construction that ends the
// work before any search move clears the preparation line.
func TestSearchProgressFinishBeforeReport(t *testing.T) {
	var w lockedBuffer
	sp := newSearchProgress(&w, i18n.New(i18n.English), time.Hour)
	sp.finish()
	s := w.String()
	line := s[:strings.Index(s, "so far")+len("so far")]
	if !strings.HasSuffix(s, "\r"+strings.Repeat(" ", len(line)-1)+"\r") {
		t.Errorf("the preparation line is not cleared: %q", s)
	}
}

// TestProgressNotTerminal: on a file, a pipe or a buffer nothing is drawn.
func TestProgressNotTerminal(t *testing.T) {
	var b bytes.Buffer
	report, finish := progress(&globalOptions{Lang: "en", stderr: &b})
	if report != nil {
		t.Error("a report callback for a buffer")
	}
	finish()
	if b.Len() != 0 {
		t.Errorf("drawn on a buffer: %q", b.String())
	}
}

// TestSimulationProgressSays: the simulation's bar says "simulating" in
// the language of --lang, where a search's says "searching".
func TestSimulationProgressSays(t *testing.T) {
	for _, tt := range []struct{ lang, desc, want string }{
		{"en", "simulating", "simulating"},
		{"ru", "simulating", "моделирование"},
		{"en", "", "searching"},
	} {
		var w lockedBuffer
		sp := newSearchProgress(&w, i18n.New(tt.lang), time.Hour)
		sp.desc = tt.desc
		sp.report(10, 100)
		sp.finish()
		if !strings.Contains(w.String(), tt.want) {
			t.Errorf("%s %q: the bar %q does not say %q", tt.lang, tt.desc, w.String(), tt.want)
		}
	}
}
