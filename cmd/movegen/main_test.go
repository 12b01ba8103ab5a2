package main

import (
	"os"
	"testing"

	"github.com/movegen/movegen/internal/longtest"
	"github.com/rogpeppe/go-internal/testscript"
)

// TestMain lets the test binary act as the movegen command inside
// testscript scripts.
//
// With MOVEGEN_TEST_MAIN=1 in its environment the test binary is movegen
// itself, signal handling included, for the tests that send real signals
// (signal_test.go).
//
// The tests, and the scripts' movegen, run with the lighter collector of
// longtest.Main.
func TestMain(m *testing.M) {
	longtest.TuneGC()
	if os.Getenv("MOVEGEN_TEST_MAIN") == "1" {
		os.Exit(mainCode(os.Args[1:]))
	}
	testscript.Main(m, map[string]func(){
		"movegen": func() { os.Exit(mainCode(os.Args[1:])) },
	})
}

// TestScript runs the CLI scripts in testdata/script. Each script starts in
// a fresh directory holding the repository's sample movements under
// movements/.
func TestScript(t *testing.T) {
	testscript.Run(t, testscript.Params{
		Dir: "testdata/script",
		// -update rewrites the files a script compares with cmp, such as
		// the full-output goldens of golden_outputs.txtar.
		UpdateScripts: *update,
		Setup: func(env *testscript.Env) error {
			env.Setenv("LANG", "C")
			env.Setenv("LC_ALL", "")
			env.Setenv("LC_MESSAGES", "")
			return copyDir("../../testdata/movements", env.WorkDir+"/movements")
		},
	})
}

// copyDir copies the regular files of src into a new folder dst.
func copyDir(src, dst string) error {
	entries, err := os.ReadDir(src)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(dst, 0o755); err != nil {
		return err
	}
	for _, e := range entries {
		if !e.Type().IsRegular() {
			continue
		}
		b, err := os.ReadFile(src + "/" + e.Name())
		if err != nil {
			return err
		}
		if err := os.WriteFile(dst+"/"+e.Name(), b, 0o644); err != nil {
			return err
		}
	}
	return nil
}
