package web

import (
	"bytes"
	"net/http"
	"strings"
	"testing"
	"time"
)

// TestUnpackBoundedBeforeUnpacking: a packed form field that would unpack
// to far more than a movement's ratio is refused at the bound set from its
// packed size (a 204 KB upload was unpacked to 64 MiB before it was
// refused: issue 38), while a real movement, packed, comes back whole.
func TestUnpackBoundedBeforeUnpacking(t *testing.T) {
	t.Parallel()
	bomb := packMovement(bytes.Repeat([]byte{' '}, 64<<20))
	if _, err := unpackMovement(bomb, 64<<20); err == nil || !strings.Contains(err.Error(), "times its packed size") {
		t.Errorf("64 MiB of spaces packed in %d bytes: err %v, want refused by the ratio", len(bomb), err)
	}
	// A movement's JSON: numbers that change from play to play.
	var b bytes.Buffer
	b.WriteString(`{"play":[`)
	for i := range 200000 {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(`{"round":` + itoa(i%31+1) + `,"table":` + itoa(i%250+1) + `,"set":` + itoa(i%97+1) + `}`)
	}
	b.WriteString(`]}`)
	got, err := unpackMovement(packMovement(b.Bytes()), 64<<20)
	if err != nil || !bytes.Equal(got, b.Bytes()) {
		t.Errorf("a movement of %d bytes: err %v, %d bytes back", b.Len(), err, len(got))
	}
}

func itoa(n int) string {
	var d []byte
	for {
		d = append([]byte{byte('0' + n%10)}, d...)
		n /= 10
		if n == 0 {
			return string(d)
		}
	}
}

// TestDownloadsLeaveQuickWorkers: with every download worker drawing a
// book, a plan is answered at once (it has workers of its own), where it
// waited behind the downloads for a 503 (issue 38); the download itself
// took a download slot, not a quick one.
func TestDownloadsLeaveQuickWorkers(t *testing.T) {
	t.Parallel()
	s := newTestServer(t, Options{Workers: 1, QueueWait: 50 * time.Millisecond})
	cancel, wait := background(t, s, "/download?gen=preferans&players=1000&format=pdf")
	waitFor(t, "the download to start", func() bool { return len(s.download.slots) == 1 })
	if len(s.quick.slots) != 0 {
		t.Errorf("the download holds %d quick slots", len(s.quick.slots))
	}
	res, body := get(t, s, plan13)
	if res.StatusCode != http.StatusOK {
		t.Errorf("a plan beside a running download: status %d: %s", res.StatusCode, errorMessage.FindString(body))
	}
	cancel()
	wait()
}
