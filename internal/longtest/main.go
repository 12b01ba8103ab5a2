package longtest

import (
	"os"
	"runtime/debug"
	"strings"
	"testing"
)

// TestGC is the garbage collector's target percentage while a package's
// tests run (Go's default is 100). The tests build thousands of short-lived
// movements, pages and books, and a quarter of their CPU time went to
// collecting them; with 400 the suite needs about a tenth less CPU, at
// the price of more memory, which tests can spare.
const TestGC = 400

// Main runs a package's tests with the collector at TestGC, unless GOGC is
// set or benchmarks are asked for (their figures stay those of a program
// with Go's defaults). A package uses it as its TestMain:
//
//	func TestMain(m *testing.M) { longtest.Main(m) }
func Main(m *testing.M) {
	TuneGC()
	os.Exit(m.Run())
}

// TuneGC sets the collector to TestGC unless GOGC is set or benchmarks
// are asked for (-test.bench on the command line); for a TestMain that
// does more than Main. It reads os.Args without parsing them, so it also
// serves a test binary that acts as movegen inside testscript.
func TuneGC() {
	if os.Getenv("GOGC") != "" {
		return
	}
	for _, a := range os.Args[1:] {
		if a == "--" {
			break
		}
		if strings.HasPrefix(a, "-test.bench=") || a == "-test.bench" {
			return
		}
	}
	debug.SetGCPercent(TestGC)
}
