// Package golden compares test output with golden files under testdata.
// It registers the one -update flag of the tree (UpdateFlag): every test
// package imports it (those without golden files with a blank import), so
// "go test ./... -update" works; MOVEGEN_UPDATE=1 go test -count=1 ./...
// does the same without the flag. With either, Check rewrites the file
// instead of comparing.
//
// It is a test-support package: only _test.go files import it.
package golden
