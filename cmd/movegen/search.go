package main

import (
	"context"
	"io"
	"os"
	"time"

	"github.com/schollz/progressbar/v3"

	"github.com/movegen/movegen/movement"
)

// timeLimit applies a search's --time to ctx (0: no limit). It returns the
// search's context and a stop function; the caller keeps ctx itself to
// tell Ctrl-C (ctx ends) from the time limit (only the search's ends).
func timeLimit(ctx context.Context, d time.Duration) (context.Context, context.CancelFunc) {
	if d <= 0 {
		return context.WithCancel(ctx)
	}
	return context.WithTimeout(ctx, d)
}

// progress returns a callback that draws a progress bar on w while a
// search runs, when w is a terminal, and a function that clears it; on
// anything else (a file, a pipe, a test) both do nothing.
func progress(w io.Writer) (report func(done, total int), finish func()) {
	if !isTerminal(w) {
		return nil, func() {}
	}
	bar := progressbar.NewOptions(1, progressbar.OptionSetWriter(w), progressbar.OptionSetDescription("searching"),
		progressbar.OptionClearOnFinish(), progressbar.OptionThrottle(100*time.Millisecond))
	report = func(done, total int) {
		bar.ChangeMax(total)
		_ = bar.Set(min(done, total))
	}
	return report, func() { _ = bar.Finish() }
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
