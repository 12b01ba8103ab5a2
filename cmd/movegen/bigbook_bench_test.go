//go:build unix

package main

import (
	"bytes"
	"os"
	"path/filepath"
	"syscall"
	"testing"
)

// The big-book benchmarks time the largest book the CLI is asked for in
// practice: the cards of a 1000-player duplicate-preferans field (about
// 250 tables; a 53 MB PDF of 16,189 pages), as the command line
// writes it, generation included. Besides ns/op and B/op they report
// the process's peak resident memory so far (maxRSS-MB): run one at a
// time (-bench 'BigBook/pdf$' -benchtime 1x) for a figure of that book
// alone. The target (issue 36) is under 8 s and 250 MB.

// BenchmarkBigBook writes `preferans --players 1000 -o p.<ext>` for the
// PDF and the workbook, and the movement file alone for comparison.
func BenchmarkBigBook(b *testing.B) {
	for _, ext := range []string{"json", "pdf", "xlsx"} {
		b.Run(ext, func(b *testing.B) {
			dir := b.TempDir()
			out := filepath.Join(dir, "p."+ext)
			b.ReportAllocs()
			for b.Loop() {
				var errOut bytes.Buffer
				if code := run(b.Context(), []string{"preferans", "--players", "1000", "-o", out}, nil, &errOut, &errOut); code != 0 {
					b.Fatalf("exit %d: %s", code, errOut.String())
				}
			}
			if fi, err := os.Stat(out); err == nil {
				b.ReportMetric(float64(fi.Size())/1e6, "file-MB")
			}
			b.ReportMetric(maxRSSMB(), "maxRSS-MB")
		})
	}
}

// BenchmarkBigBookCards writes the PDF of the 1000-player book from its
// movement file (`cards p.json -o p.pdf`): the PDF alone, without the
// generator.
func BenchmarkBigBookCards(b *testing.B) {
	dir := b.TempDir()
	src := filepath.Join(dir, "p.json")
	var errOut bytes.Buffer
	if code := run(b.Context(), []string{"preferans", "--players", "1000", "-o", src}, nil, &errOut, &errOut); code != 0 {
		b.Fatalf("exit %d: %s", code, errOut.String())
	}
	out := filepath.Join(dir, "p.pdf")
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		if code := run(b.Context(), []string{"cards", src, "-o", out}, nil, &errOut, &errOut); code != 0 {
			b.Fatalf("exit %d: %s", code, errOut.String())
		}
	}
	b.ReportMetric(maxRSSMB(), "maxRSS-MB")
}

// maxRSSMB is the peak resident memory of this process so far, in MB.
func maxRSSMB() float64 {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return float64(ru.Maxrss) / 1024 // kilobytes on Linux
}
