package xlsx

import (
	"bytes"
	"context"
	"errors"
	"testing"

	_ "github.com/movegen/movegen/internal/golden"
)

// cancelWriter keeps what it is given and cancels once it holds n bytes;
// it counts the bytes and the workbook rows that come after that.
type cancelWriter struct {
	n          int
	cancel     context.CancelFunc
	wb         *workbook
	buf        bytes.Buffer
	rowsAtStop int // wb.written when it cancelled, -1 before
	bytesAfter int
}

func (w *cancelWriter) Write(p []byte) (int, error) {
	if w.rowsAtStop >= 0 {
		w.bytesAfter += len(p)
	}
	w.buf.Write(p)
	if w.rowsAtStop < 0 && w.buf.Len() >= w.n {
		w.rowsAtStop = w.wb.written
		w.cancel()
	}
	return len(p), nil
}

// TestStopDuringWrite: a stop while the zip is being written ends the
// write at once: no byte reaches the writer after the stop, at most the
// row under way is made, and the error wraps context.Canceled.
func TestStopDuringWrite(t *testing.T) {
	b := LoadDoc(t, "preferans5.ru")
	// The whole file, and how many rows it has.
	full, err := newWorkbook(context.Background(), b, Options{})
	if err != nil {
		t.Fatal(err)
	}
	var whole bytes.Buffer
	if err := full.write(&whole); err != nil {
		t.Fatal(err)
	}
	full.f.Close()
	rows := full.written

	for _, n := range []int{1, 4 << 10, whole.Len() / 2} {
		ctx, cancel := context.WithCancel(context.Background())
		wb, err := newWorkbook(ctx, b, Options{})
		if err != nil {
			t.Fatal(err)
		}
		w := &cancelWriter{n: n, cancel: cancel, wb: wb, rowsAtStop: -1}
		err = wb.write(w)
		wb.f.Close()
		cancel()
		if !errors.Is(err, context.Canceled) {
			t.Errorf("stop after %d bytes: error %v, want context.Canceled", n, err)
		}
		if w.rowsAtStop < 0 {
			t.Fatalf("stop after %d bytes: the file (%d bytes) never reached it", n, w.buf.Len())
		}
		if w.bytesAfter != 0 {
			t.Errorf("stop after %d bytes: %d bytes written after the stop", n, w.bytesAfter)
		}
		if made := wb.written - w.rowsAtStop; made > 1 {
			t.Errorf("stop after %d bytes: %d rows made after the stop, want at most 1", n, made)
		}
		if wb.written >= rows {
			t.Errorf("stop after %d bytes: all %d rows written", n, rows)
		}
		if !bytes.HasPrefix(whole.Bytes(), w.buf.Bytes()) {
			t.Errorf("stop after %d bytes: what was written is not the start of the file", n)
		}
	}
}

// TestStopWhilePlanning: a stop heard in Planned (after the layout,
// before the writing) writes nothing.
func TestStopWhilePlanning(t *testing.T) {
	b := LoadDoc(t, "mitchell3-switch.en")
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var out bytes.Buffer
	err := WriteContext(ctx, &out, b, Options{Planned: func(int, int) { cancel() }})
	if !errors.Is(err, context.Canceled) || out.Len() != 0 {
		t.Errorf("error %v and %d bytes; want context.Canceled and nothing", err, out.Len())
	}
}

// TestStopWriter: once ctx has ended, a write fails with ctx's error and
// nothing reaches the writer beneath.
func TestStopWriter(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	var out bytes.Buffer
	w := stopWriter{ctx, &out}
	if n, err := w.Write([]byte("ab")); n != 2 || err != nil {
		t.Fatalf("before the stop: %d, %v", n, err)
	}
	cancel()
	if n, err := w.Write([]byte("cd")); n != 0 || !errors.Is(err, context.Canceled) {
		t.Errorf("after the stop: %d, %v; want 0, context.Canceled", n, err)
	}
	if out.String() != "ab" {
		t.Errorf("wrote %q, want %q", out.String(), "ab")
	}
}
