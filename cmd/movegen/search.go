package main

import (
	"cmp"
	"context"
	"fmt"
	"io"
	"os"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/schollz/progressbar/v3"

	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/movement"
)

// progress returns a callback that shows on g's standard error how a
// search advances, when that is a terminal, and a function that clears it;
// on anything else (a file, a pipe, a test) both do nothing. Before the
// search reports its first moves (while the planner builds or looks for a
// construction) a line counts the time spent, so that a long preparation
// is never silent; from the first report on a bar shows the moves made.
func progress(g *globalOptions) (report func(done, total int), finish func()) {
	return progressAs(g, "searching")
}

// progressAs is progress with the bar described by desc, an English
// catalogue key ("simulating").
func progressAs(g *globalOptions, desc string) (report func(done, total int), finish func()) {
	if !isTerminal(g.stderr) {
		return nil, func() {}
	}
	sp := newSearchProgress(g.stderr, i18n.New(g.Lang), 250*time.Millisecond)
	sp.desc = desc
	return sp.report, sp.finish
}

// searchProgress is the display of progress: a line with the time spent
// until the first report, then a bar. Its methods may be called from any
// goroutine.
type searchProgress struct {
	mu       sync.Mutex
	w        io.Writer
	p        *i18n.Printer
	start    time.Time
	bar      *progressbar.ProgressBar // nil until the first report
	done     chan struct{}            // closed by finish
	finished bool
	drawn    int // width of the line drawn before the bar
	// desc describes the bar, an English catalogue key ("" is
	// "searching").
	desc string
}

// newSearchProgress starts the display on w, redrawing the time spent
// every tick until the first report.
func newSearchProgress(w io.Writer, p *i18n.Printer, tick time.Duration) *searchProgress {
	sp := &searchProgress{w: w, p: p, start: time.Now(), done: make(chan struct{})}
	sp.mu.Lock()
	sp.draw()
	sp.mu.Unlock()
	go func() {
		t := time.NewTicker(tick)
		defer t.Stop()
		for {
			select {
			case <-sp.done:
				return
			case <-t.C:
				sp.mu.Lock()
				if sp.bar == nil && !sp.finished {
					sp.draw()
				}
				sp.mu.Unlock()
			}
		}
	}()
	return sp
}

// draw writes the line of the preparation over the previous one; sp.mu
// is held.
func (sp *searchProgress) draw() {
	line := sp.p.Sprintf("planning: %v so far", time.Since(sp.start).Round(100*time.Millisecond))
	n := utf8.RuneCountInString(line)
	fmt.Fprint(sp.w, "\r"+line+strings.Repeat(" ", max(0, sp.drawn-n)))
	sp.drawn = max(sp.drawn, n)
}

// clearLine removes the line of the preparation; sp.mu is held.
func (sp *searchProgress) clearLine() {
	if sp.drawn > 0 {
		fmt.Fprint(sp.w, "\r"+strings.Repeat(" ", sp.drawn)+"\r")
		sp.drawn = 0
	}
}

func (sp *searchProgress) report(done, total int) {
	sp.mu.Lock()
	defer sp.mu.Unlock()
	if sp.finished {
		return
	}
	if sp.bar == nil {
		sp.clearLine()
		sp.bar = progressbar.NewOptions(max(total, 1), progressbar.OptionSetWriter(sp.w), progressbar.OptionSetDescription(sp.p.T(cmp.Or(sp.desc, "searching"))),
			progressbar.OptionClearOnFinish(), progressbar.OptionThrottle(100*time.Millisecond))
	}
	sp.bar.ChangeMax(max(total, 1))
	_ = sp.bar.Set(min(done, total))
}

func (sp *searchProgress) finish() {
	sp.mu.Lock()
	defer sp.mu.Unlock()
	if sp.finished {
		return
	}
	sp.finished = true
	close(sp.done)
	if sp.bar != nil {
		_ = sp.bar.Finish()
		return
	}
	sp.clearLine()
}

// keptAfterSignal is what a search command returns after it has written
// its result: nil normally, and the interrupted error (exit 130, saying
// the best schedule so far was written) when a signal ended ctx.
func keptAfterSignal(ctx context.Context) error {
	if ctx.Err() != nil {
		return interrupted(movement.Say("the best schedule found before the stop was written"))
	}
	return nil
}

// isTerminal reports whether w is a character device such as a terminal.
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}
