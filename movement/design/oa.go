package design

import (
	"errors"
	"fmt"
	"slices"
)

// OA is an orthogonal array OA(k, n): n·n rows of K symbols 0..N-1 such
// that in any two columns every ordered pair of symbols occurs exactly
// once. K columns are the same thing as K-2 mutually orthogonal Latin
// squares (MOLS) of order N: read column 0 as the row index, column 1 as
// the column index and each further column as one square.
type OA struct {
	K, N int
	// Rows holds the N·N rows, each of length K.
	Rows [][]int
	// Method names the construction, e.g. "GF(8)", "product 5×8",
	// "difference matrix over Z_2×Z_6".
	Method string
	// Source cites the fact behind the construction (author, journal and
	// year, or the Handbook of Combinatorial Designs section).
	Source string
}

// ErrNoOA is wrapped by every error OrthogonalArray returns when it cannot
// build the array asked for; errors.As with *NoOAError tells whether the
// array is impossible or merely not known here.
var ErrNoOA = errors.New("no orthogonal array known")

// ErrOARange is wrapped by the errors for parameters outside what the
// library handles (k < 2, n < 1, n > MaxOAOrder).
var ErrOARange = errors.New("orthogonal array parameters out of range")

// MaxOAOrder bounds the order n of the arrays OrthogonalArray builds (an
// OA of order n has n² rows). It covers the largest preferans field
// (1000 players at 333 tables of three).
const MaxOAOrder = 1000

// NoOAError says why OrthogonalArray could not build OA(K, N). It wraps
// ErrNoOA.
type NoOAError struct {
	K, N int
	// Max is the largest k for which OrthogonalArray(k, N) succeeds.
	Max int
	// Impossible is true when no OA(K, N) exists at all (K-2 > N-1 MOLS,
	// or two MOLS of order 6); false when existence is merely unknown or
	// beyond this library.
	Impossible bool
	// Known is the literature's lower bound N(N) on the number of MOLS of
	// order N (see KnownMOLS).
	Known int
}

func (e *NoOAError) Error() string {
	m := e.K - 2
	switch {
	case e.Impossible && e.N == 6 && m >= 2:
		return fmt.Sprintf("OA(%d,%d): impossible: there are no 2 orthogonal Latin squares of order 6 (Tarry 1900)", e.K, e.N)
	case e.Impossible:
		return fmt.Sprintf("OA(%d,%d): impossible: at most %d mutually orthogonal Latin squares of order %d exist", e.K, e.N, e.N-1, e.N)
	case m > e.Known:
		return fmt.Sprintf("OA(%d,%d): %d mutually orthogonal Latin squares of order %d are not known to exist (known: %d)", e.K, e.N, m, e.N, e.Known)
	default:
		return fmt.Sprintf("OA(%d,%d): %d mutually orthogonal Latin squares of order %d exist but this library builds at most %d", e.K, e.N, m, e.N, e.Max-2)
	}
}

// Unwrap returns ErrNoOA.
func (e *NoOAError) Unwrap() error { return ErrNoOA }

// CheckError reports the first defect Check finds in an OA. For an
// orthogonality defect Col1 < Col2 are the two columns and (A, B) the
// ordered pair of symbols that occurs in both rows Row1 < Row2; for a shape
// defect (wrong row count, row length or symbol) Col1 = Col2 = -1 or Row2 =
// -1 and Problem says what is wrong.
type CheckError struct {
	K, N       int
	Row1, Row2 int
	Col1, Col2 int
	A, B       int
	Problem    string
}

func (e *CheckError) Error() string {
	if e.Problem != "" {
		return fmt.Sprintf("OA(%d,%d): %s", e.K, e.N, e.Problem)
	}
	return fmt.Sprintf("OA(%d,%d): columns %d and %d: pair (%d,%d) occurs in rows %d and %d",
		e.K, e.N, e.Col1, e.Col2, e.A, e.B, e.Row1, e.Row2)
}

// Check verifies that a is an orthogonal array: K ≥ 2, N ≥ 1, exactly N²
// rows of K symbols in 0..N-1, and in every two columns every ordered pair
// of symbols occurs exactly once. It returns nil or a *CheckError naming
// the first defect (columns, pair and rows).
func (a OA) Check() error {
	k, n := a.K, a.N
	shape := func(row int, format string, args ...any) error {
		return &CheckError{K: k, N: n, Row1: row, Row2: -1, Col1: -1, Col2: -1, Problem: fmt.Sprintf(format, args...)}
	}
	if k < 2 || n < 1 {
		return shape(-1, "needs at least 2 columns and 1 symbol")
	}
	if len(a.Rows) != n*n {
		return shape(-1, "has %d rows, want %d", len(a.Rows), n*n)
	}
	for r, row := range a.Rows {
		if len(row) != k {
			return shape(r, "row %d has %d entries, want %d", r, len(row), k)
		}
		for c, x := range row {
			if x < 0 || x >= n {
				return shape(r, "row %d column %d holds %d, outside 0..%d", r, c, x, n-1)
			}
		}
	}
	seen := make([]int, n*n) // row+1 where the pair was first seen
	for c1 := 0; c1 < k; c1++ {
		for c2 := c1 + 1; c2 < k; c2++ {
			clear(seen)
			for r, row := range a.Rows {
				p := row[c1]*n + row[c2]
				if seen[p] != 0 {
					return &CheckError{K: k, N: n, Row1: seen[p] - 1, Row2: r, Col1: c1, Col2: c2, A: row[c1], B: row[c2]}
				}
				seen[p] = r + 1
			}
		}
	}
	return nil
}

// Truncate returns the first k columns of a (an OA(k, N) for 2 ≤ k ≤ K).
// The rows are fresh copies.
func (a OA) Truncate(k int) OA {
	if k > a.K || k < 2 {
		panic(fmt.Sprintf("design: truncate OA(%d,%d) to %d columns", a.K, a.N, k))
	}
	rows := make([][]int, len(a.Rows))
	for i, r := range a.Rows {
		rows[i] = slices.Clone(r[:k])
	}
	out := a
	out.K, out.Rows = k, rows
	return out
}

// Normalized returns an isomorphic copy of a in standard form (it needs
// K ≥ 2). It keeps the columns in their order and the symbols of columns 0
// and 1, relabels the symbols of every further column (each column by its
// own permutation) and sorts the rows, so that:
//
//   - row r·N+t has column 0 = r and column 1 = t, for all r, t in 0..N-1;
//   - the first row block is constant: row t (column 0 = 0) has every
//     column from 1 on equal to t.
//
// Read as Latin squares (rows = column 0, columns = column 1), every square
// has its first row 0, 1, …, N-1. Relabelling symbols and reordering rows
// keep orthogonality, so the result passes Check whenever a does. a must
// be a valid OA (it must pass Check); otherwise the result is undefined.
func (a OA) Normalized() OA {
	n, k := a.N, a.K
	out := a
	out.Rows = make([][]int, n*n)
	// relabel[c][x] = new label of symbol x in column c.
	relabel := make([][]int, k)
	for c := 2; c < k; c++ {
		relabel[c] = make([]int, n)
	}
	for _, row := range a.Rows {
		if row[0] == 0 {
			for c := 2; c < k; c++ {
				relabel[c][row[c]] = row[1]
			}
		}
	}
	for _, row := range a.Rows {
		nr := make([]int, k)
		nr[0], nr[1] = row[0], row[1]
		for c := 2; c < k; c++ {
			nr[c] = relabel[c][row[c]]
		}
		out.Rows[row[0]*n+row[1]] = nr
	}
	return out
}

// Squares returns the K-2 Latin squares of a as matrices: square s has
// entry [r][t] = the symbol in column s+2 of the row with column 0 = r and
// column 1 = t.
func (a OA) Squares() [][][]int {
	n := a.N
	sq := make([][][]int, a.K-2)
	for s := range sq {
		sq[s] = make([][]int, n)
		for r := range n {
			sq[s][r] = make([]int, n)
		}
	}
	for _, row := range a.Rows {
		for s := range sq {
			sq[s][row[0]][row[1]] = row[s+2]
		}
	}
	return sq
}
