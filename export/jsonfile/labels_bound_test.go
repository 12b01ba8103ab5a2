package jsonfile

import (
	"bytes"
	"fmt"
	"runtime"
	"strings"
	"testing"
)

// manyLabels is a movement document of 5 contestants whose labels object
// has n keys, "1" to "n", each on a line of its own, after 15 lines of
// header: key k is on line 15 + k.
func manyLabels(n int) []byte {
	var b bytes.Buffer
	b.WriteString(`{
  "format": "movegen-movement/1",
  "name": "many labels",
  "kind": "individual",
  "game": "bridge",
  "seats": ["N", "E", "S", "W"],
  "contestants": 5,
  "tables": 1,
  "rounds": 1,
  "sets": 1,
  "boards_per_set": 1,
  "play": [
    {"round": 1, "table": 1, "set": 1, "seats": {"N": 1, "E": 2, "S": 3, "W": 4}}
  ],
  "labels": {`)
	for k := 1; k <= n; k++ {
		if k > 1 {
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, "\n    \"%d\": \"label of contestant number %d\"", k, k)
	}
	b.WriteString("\n  }\n}\n")
	return b.Bytes()
}

// TestLabelsBoundedEarly: a document with far more label keys than there
// can be contestants is refused at the key past MaxContestants, the same
// key on every run, after reading no more of the labels than that, with
// memory a small multiple of the file (issue 28: 4.5 million keys took
// 43 s and 1.1 GB, and the message named a different key each run).
func TestLabelsBoundedEarly(t *testing.T) {
	const n = 300_000 // 12 MB
	doc := manyLabels(n)
	want := fmt.Sprintf("many.json:%d:5: labels: more than %d labels (one a contestant at most)", 15+MaxContestants+1, MaxContestants)
	for run := 1; run <= 3; run++ {
		var before, after runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&before)
		_, err := Read(bytes.NewReader(doc), "many.json")
		runtime.ReadMemStats(&after)
		if err == nil || err.Error() != want {
			t.Fatalf("run %d: %v\nwant %s", run, err, want)
		}
		alloc := after.TotalAlloc - before.TotalAlloc
		t.Logf("run %d: %d bytes allocated for a %d-byte document", run, alloc, len(doc))
		// Read copies the document once (a buffer of its size) and
		// decodes at most MaxContestants labels: about 1.06 times the
		// file. Decoding every key took many times the file.
		if alloc > 3*uint64(len(doc)) {
			t.Errorf("run %d: %d bytes allocated, more than 3 times the %d-byte document", run, alloc, len(doc))
		}
	}
}

// TestLabelsInFileOrder: of several bad label keys the first in the file
// is named, on every run.
func TestLabelsInFileOrder(t *testing.T) {
	doc := string(manyLabels(5))
	doc = strings.Replace(doc, `"2": "label`, `"9": "label`, 1)
	doc = strings.Replace(doc, `"4": "label`, `"7": "label`, 1)
	want := `x.json:17:5: labels: key "9": contestant outside 1..5`
	for run := 1; run <= 20; run++ {
		_, err := Read(strings.NewReader(doc), "x.json")
		if err == nil || err.Error() != want {
			t.Fatalf("run %d: %v\nwant %s", run, err, want)
		}
	}
}
