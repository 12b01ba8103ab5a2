// Package golden compares test output with golden files under testdata.
// Each test package declares its own -update flag, as the project's
// conventions ask, and passes its value to Check; with -update, Check
// rewrites the file instead of comparing.
//
// It is a test-support package: only _test.go files import it.
package golden
