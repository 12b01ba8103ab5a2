// Package longtest is the one opt-in for the slow tests: exhaustive proofs,
// real signals, the browser, LibreOffice and load tests. They run when the
// environment variable MOVEGEN_LONG is set to 1 (CI sets it in .ci/run) and
// are skipped otherwise, so that a plain "go test ./..." stays near a
// minute:
//
//	MOVEGEN_LONG=1 go test ./...
//
// Tests that need an outside program (chromium, pdftotext, soffice) call
// Require: when the long tests are on and the program is missing, the test
// fails instead of skipping, because CI installs them.
//
// It is a test-support package: only _test.go files import it.
package longtest
