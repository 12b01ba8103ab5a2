package formats

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/movegen/movegen/export/scorerfile"
	"github.com/movegen/movegen/internal/golden"
	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/howell"
	"github.com/movegen/movegen/movement/mitchell"
)

// library20 returns a club's library of 20 pairs movements: Mitchell for
// 3 to 12 tables and Howell for 4 to 22 pairs (even counts).
func library20(t testing.TB) []*movement.Movement {
	t.Helper()
	var ms []*movement.Movement
	for T := 3; T <= 12; T++ {
		m, err := mitchell.Generate(mitchell.Options{Tables: T})
		if err != nil {
			t.Fatal(err)
		}
		// EBUScore numbers every pair apart: the EW pairs T+1 to 2T,
		// as the cards then print them.
		m, _ = scorerfile.NumberEWFrom(m, T+1)
		ms = append(ms, m)
	}
	for P := 4; P <= 22; P += 2 {
		m, err := howell.Generate(howell.Options{Pairs: P})
		if err != nil {
			t.Fatal(err)
		}
		ms = append(ms, m)
	}
	return ms
}

// TestLibrary20 writes the library as one EBUScore file
// (testdata/library20.txt, a golden file the command-line tests of
// "check" can use), reads it back and analyses every movement.
func TestLibrary20(t *testing.T) {
	var b bytes.Buffer
	if err := WriteAll(&b, EBU, library20(t)); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join("testdata", "library20.txt")
	golden.Check(t, path, b.Bytes(), *golden.UpdateFlag())
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	// The command-line tests and the README use a copy.
	if cp, err := os.ReadFile(filepath.Join("..", "..", "testdata", "movements", "library20.txt")); err != nil || !bytes.Equal(cp, data) {
		t.Errorf("testdata/movements/library20.txt is not a copy of %s (err %v): copy it", path, err)
	}
	if got := Detect(data); got != EBU {
		t.Fatalf("detected %q, want ebu", got)
	}
	ns, err := ReadAll(context.Background(), bytes.NewReader(data), path, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if len(ns) != 20 {
		t.Fatalf("%d movements, want 20", len(ns))
	}
	for _, n := range ns {
		rep := movement.Analyze(n.Movement)
		if rep.Verdict == movement.Invalid {
			t.Errorf("%s: invalid: %v", n.Name, rep.Problems.Errors())
		}
		t.Logf("%-40s %-8s balance %5.1f", n.Name, rep.Verdict, rep.Summary.BalanceIndex)
	}
}

// BenchmarkCheckLibrary20 is the work of "movegen check" on a file of 20
// EBUScore movements: read the file, then validate and analyse each
// movement (the target is well under a second).
func BenchmarkCheckLibrary20(b *testing.B) {
	data, err := os.ReadFile(filepath.Join("testdata", "library20.txt"))
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		ns, err := ReadAll(context.Background(), bytes.NewReader(data), "library20.txt", Options{})
		if err != nil {
			b.Fatal(err)
		}
		for _, n := range ns {
			if rep := movement.Analyze(n.Movement); rep.Verdict == movement.Invalid {
				b.Fatal(n.Name)
			}
		}
	}
}

// BenchmarkReadLibrary20 is the reading alone.
func BenchmarkReadLibrary20(b *testing.B) {
	data, err := os.ReadFile(filepath.Join("testdata", "library20.txt"))
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := ReadAll(context.Background(), bytes.NewReader(data), "library20.txt", Options{}); err != nil {
			b.Fatal(err)
		}
	}
}
