package ebufile

import (
	"bytes"
	"strings"
	"testing"
)

// TestHeaderTypeKept: a movement whose header says type 0 (Howell) is
// written back type 0 even when every pair keeps its direction, as a
// Mitchell's would: the type says how EBUScore scores it (issue 37).
func TestHeaderTypeKept(t *testing.T) {
	for _, typ := range []string{"0", "1"} {
		src := "Two tables\n" + typ + ",2,4,2,2,0\n1,3,1, 1,4,2\n2,4,2, 2,3,1\n"
		es, err := Read(strings.NewReader(src), "t.txt")
		if err != nil {
			t.Fatal(err)
		}
		b, err := Marshal(es[0].Movement)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Contains(b, []byte("\n"+typ+",2,4,2,2,0\n")) {
			t.Errorf("type %s written back as:\n%s", typ, b)
		}
	}
}
