package ascfile

import (
	"bytes"
	"testing"

	"github.com/movegen/movegen/export/cards/samples"
)

func BenchmarkReadASC(b *testing.B) {
	data, err := Marshal(samples.Big())
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Read(bytes.NewReader(data), "big.asc", Options{}); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkWriteASC(b *testing.B) {
	m := samples.Big()
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Marshal(m); err != nil {
			b.Fatal(err)
		}
	}
}
