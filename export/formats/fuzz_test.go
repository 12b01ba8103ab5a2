package formats

import (
	"bytes"
	"context"
	"errors"
	"testing"

	"github.com/movegen/movegen/export/ascfile"
	"github.com/movegen/movegen/export/jsonfile"
	"github.com/movegen/movegen/export/scorerfile"
)

// FuzzReadAll checks that detection and reading never panic and that
// every fault is one of the readers' typed errors.
func FuzzReadAll(f *testing.F) {
	for _, s := range []string{
		"Camrose\n5,6,32,16,2\n4,6,1,4,6,2\n3,5,1,3,5,2\n2,1,1,2,1,2\n6,4,1,6,4,2\n5,3,1,5,3,2\n1,2,1,1,2,2\n",
		"14  7  6  6 0\n 1- 2 A  3- 4 B  5- 6 C  7- 8 D  9-10 E 11-12 F 13-14 A\n",
		"T\nDESCEND\nrounds=1\nbpr=2\nTable=1\nns=1\new=2\nboard=1\nboardcode=T=\nnscode=N=\newcode=E=\n",
		`{"format": "movegen-movement/1"}`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		_, err := ReadAll(context.Background(), bytes.NewReader(data), "fuzz", Options{})
		if err == nil {
			return
		}
		var pe *scorerfile.ParseError
		var ae *ascfile.Error
		var je *jsonfile.Error
		if !errors.As(err, &pe) && !errors.As(err, &ae) && !errors.As(err, &je) {
			t.Fatalf("error %T %v is not a typed reader error", err, err)
		}
	})
}
