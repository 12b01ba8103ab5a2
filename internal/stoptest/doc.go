// Package stoptest gives tests a context that ends at a chosen moment of
// the work: on the n-th time its Err is asked. A test runs the work once
// with a context that never ends to count the looks, then stops it at
// chosen looks and checks that the work gives up cleanly each time.
//
// It is a test-support package: only _test.go files import it.
package stoptest
