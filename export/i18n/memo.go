package i18n

import (
	"strconv"
	"sync"
)

// A book's cards say the same few sentences hundreds of thousands of
// times ("Round", "table %s", "%s next"): the 1000-player preferans book
// formats some two million. Formatting one through the catalogue builds
// its message anew each time (most of the book's composing time and half
// its allocations), so a printer keeps the sentences it has made, keyed
// by the format and its arguments, when they are only strings and
// integers (whose text does not depend on anything else). The result is
// the one the catalogue gives: only the work is saved.

// memoLimit bounds the sentences a printer keeps; past it the memo starts
// again empty (a long-lived printer formatting ever new arguments keeps no
// more than this).
const memoLimit = 1 << 15

// memo holds the sentences a printer has made.
type memo struct {
	mu  sync.Mutex
	m   map[string]string
	key []byte
}

func newMemo() *memo { return &memo{m: map[string]string{}} }

// sprintf returns the sentence of format with args, from the memo when it
// holds it, else made by build and kept. Arguments other than strings and
// integers are not kept: build is called every time.
func (m *memo) sprintf(format string, args []any, build func() string) string {
	if m == nil {
		return build()
	}
	for _, a := range args {
		switch a.(type) {
		case string, int:
		default:
			// An argument with methods may call the printer back.
			return build()
		}
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	m.key = appendKey(m.key[:0], format, args)
	key := m.key
	if s, hit := m.m[string(key)]; hit {
		return s
	}
	// Strings and integers have no methods that could call the printer
	// back: the sentence is made under the lock.
	s := build()
	if len(m.m) >= memoLimit {
		clear(m.m)
	}
	m.m[string(key)] = s
	return s
}

// appendKey appends the memo's key of format with args (strings and
// integers) to buf: the format and each argument, each with a byte saying
// its type and its length or end.
func appendKey(buf []byte, format string, args []any) []byte {
	buf = strconv.AppendInt(buf, int64(len(format)), 10)
	buf = append(buf, ':')
	buf = append(buf, format...)
	for _, a := range args {
		switch v := a.(type) {
		case string:
			buf = append(buf, 's')
			buf = strconv.AppendInt(buf, int64(len(v)), 10)
			buf = append(buf, ':')
			buf = append(buf, v...)
		case int:
			buf = append(buf, 'i')
			buf = strconv.AppendInt(buf, int64(v), 10)
			buf = append(buf, ';')
		}
	}
	return buf
}
