package jsonfile

import (
	"bytes"
	"testing"

	"github.com/movegen/movegen/export/cards/samples"
)

func BenchmarkReadJSON(b *testing.B) {
	data, err := Marshal(samples.Big())
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Read(bytes.NewReader(data), "big.json"); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkWriteJSON(b *testing.B) {
	m := samples.Big()
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Marshal(m); err != nil {
			b.Fatal(err)
		}
	}
}
