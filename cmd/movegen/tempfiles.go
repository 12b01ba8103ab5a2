package main

import (
	"os"
	"sync"
)

// tempFiles are the temporary files an output is being written to, so that
// a second signal, which exits at once, can remove them: no temporary file
// is ever left behind.
type tempFiles struct {
	mu    sync.Mutex
	names map[string]bool
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
