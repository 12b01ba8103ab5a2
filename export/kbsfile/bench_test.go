package kbsfile

import (
	"bytes"
	"testing"

	"github.com/movegen/movegen/movement/howell"
)

// BenchmarkReadKBS reads a 15-table Howell (30 pairs, 29 rounds, relays)
// written by Marshal.
func BenchmarkReadKBS(b *testing.B) {
	m, err := howell.Generate(howell.Options{Pairs: 30})
	if err != nil {
		b.Fatal(err)
	}
	data, err := Marshal(m)
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Read(bytes.NewReader(data), "T15"); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkWriteKBS(b *testing.B) {
	m, err := howell.Generate(howell.Options{Pairs: 30})
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Marshal(m); err != nil {
			b.Fatal(err)
		}
	}
}
