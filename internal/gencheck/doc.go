// Package gencheck holds the check that the tests of the pair movement
// generators (movement/mitchell, movement/howell) run on everything they
// generate: the movement must pass movement.Validate, and its fairness
// report comes from movement.Analyze.
//
// It is a test-support package: only _test.go files import it.
package gencheck
