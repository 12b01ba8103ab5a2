// Package golden compares test output with golden files under testdata.
// It registers the one -update flag of the tree (UpdateFlag): every test
// package with golden files imports it, so "go test ./pkg -update" works
// there, and MOVEGEN_UPDATE=1 go test -count=1 ./... rewrites the goldens of the
// whole tree (packages without golden files do not know -update). With
// the flag set, Check rewrites the file instead of comparing.
//
// It is a test-support package: only _test.go files import it.
package golden
