package main

import (
	"context"
	"os"
	"sync"
	"sync/atomic"
	"time"
)

// tempFiles are the temporary files an output is being written to, so that
// a second signal, which exits at once, can remove them: no temporary file
// is ever left behind.
type tempFiles struct {
	mu    sync.Mutex
	names map[string]bool
	// stop, when set, is closed when the run is stopped (the first
	// signal): an output that waits to be opened (a FIFO nobody reads
	// yet) gives up then.
	stop <-chan struct{}
	// stoppedAt is when the run was stopped (Unix nanoseconds), 0 before.
	stoppedAt atomic.Int64
}

// stopWith makes ctx's end the stop of the outputs (see stop), and notes
// when it comes (sinceStop).
func (t *tempFiles) stopWith(ctx context.Context) {
	t.stop = ctx.Done()
	context.AfterFunc(ctx, func() { t.stoppedAt.Store(time.Now().UnixNano()) })
}

// sinceStop is the time since the run was stopped, 0 when it has not
// been or the moment is not known (a run without stopWith).
func (t *tempFiles) sinceStop() time.Duration {
	if t == nil {
		return 0
	}
	at := t.stoppedAt.Load()
	if at == 0 {
		return 0
	}
	return time.Since(time.Unix(0, at))
}

// openOutput opens path, an existing file that is not a regular one (a
// device, a FIFO), for writing in place. Opening a FIFO waits for its
// reader; a stop while it waits returns context.Canceled.
func (t *tempFiles) openOutput(path string) (*os.File, error) {
	type result struct {
		f   *os.File
		err error
	}
	done := make(chan result, 1)
	go func() {
		f, err := os.OpenFile(path, os.O_WRONLY, 0)
		done <- result{f, err}
	}()
	var stop <-chan struct{}
	if t != nil {
		stop = t.stop
	}
	select {
	case r := <-done:
		return r.f, r.err
	case <-stop:
		go func() { // the open may still succeed: close what it opens
			if r := <-done; r.f != nil {
				r.f.Close()
			}
		}()
		return nil, context.Canceled
	}
}

// add records a temporary file being written.
func (t *tempFiles) add(name string) {
	if t == nil {
		return
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.names == nil {
		t.names = map[string]bool{}
	}
	t.names[name] = true
}

// done forgets a temporary file that was renamed into place or removed.
func (t *tempFiles) done(name string) {
	if t == nil {
		return
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	delete(t.names, name)
}

// removeAll removes every temporary file still recorded.
func (t *tempFiles) removeAll() {
	if t == nil {
		return
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	for name := range t.names {
		os.Remove(name)
		delete(t.names, name)
	}
}
