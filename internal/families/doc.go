// Package families lists movements of the generator families added to
// movegen beside the plain Mitchell and Howell, at the smallest, a middle
// and the largest size of each family's range, for the tests that every
// one is written to the scorer files that can hold it and carded in every
// language (export/formats, export/cards): the Mitchell variants
// (movement/mitchell, GenerateVariant), the barometer, appendix and
// interwoven Howells, the pairs whist and the teams forms (round robin,
// Thurner, Stagger, pivot teams, Swiss teams and Swiss pairs).
//
// Sizes that take long to generate or to write out (the largest of the
// ranges that go up to 100 tables, 40 teams or 500 Swiss teams) are
// listed only when long is set (internal/longtest); a plain run lists a
// capped largest size instead.
//
// It is a test-support package: only _test.go files import it.
package families
