package sheet

// This file holds what a workbook lays out beyond the paper sheets: the
// worksheets' names, the summary and timetable figures, the heat-map
// matrices and the scoring sheets, whose cells are numbers and formulas
// the spreadsheet computes.

// The kinds of sheet a workbook has beside the paper ones (sheet.go).
const (
	// KindSummary is the movement's summary: its parameters, the
	// verdict and the balance figures, as Facts.
	KindSummary Kind = iota + 100
	// KindMatrix is a contestant × contestant matrix painted as a heat
	// map (meetings, comparisons), in Matrix.
	KindMatrix
	// KindScoring is a scoring sheet whose cells stand where they are
	// (Cells): its formulas name them.
	KindScoring
)

// ValueKind says what a cell's value is.
type ValueKind int

// The kinds of value.
const (
	// ValueText is the cell's Text.
	ValueText ValueKind = iota
	// ValueNumber is the cell's Number.
	ValueNumber
	// ValueFormula is a formula the spreadsheet computes, in Text,
	// without the leading "="; the cell holds no value until then.
	ValueFormula
)

// Style says how a cell of a scoring sheet is shown.
type Style int

// The styles.
const (
	// StylePlain is the body type.
	StylePlain Style = iota
	// StyleTitle is the sheet's first line, in bold, running across.
	StyleTitle
	// StyleHead names a column, in bold.
	StyleHead
	// StyleLine is a line of text in the body type running across the
	// sheet (a note under the title).
	StyleLine
	// StylePercent is a percentage shown with two decimals; the cell
	// keeps the exact ratio.
	StylePercent
)

// Num returns a cell holding the number v.
func Num(v float64) Cell { return Cell{Value: ValueNumber, Number: v} }

// Fact is a named figure of a summary or a timetable: its name and its
// values.
type Fact struct {
	Key string
	// Values are the figure's values: one value, or a list printed one
	// item a row.
	Values []Cell
	// Wrap marks a list of sentences, broken into lines as wide as the
	// page.
	Wrap bool `json:",omitempty"`
}

// Matrix is a contestant × contestant matrix: N rows and columns named by
// Labels, the counts in Cells row by row, and which zeros are structural
// (a pair that cannot meet or be compared), printed greyed out.
type Matrix struct {
	N      int
	Labels []string
	// Cells holds entry (i, j), 1-based, at (i-1)*N + j-1.
	Cells []int32
	// Grey has bit (i-1)*N + j-1 set where entry (i, j) is a structural
	// zero.
	Grey []uint64
}

// At is entry (i, j), 1-based.
func (m *Matrix) At(i, j int) int { return int(m.Cells[(i-1)*m.N+j-1]) }

// Greyed reports whether entry (i, j) is a structural zero.
func (m *Matrix) Greyed(i, j int) bool {
	k := (i-1)*m.N + j - 1
	return m.Grey[k/64]&(1<<(k%64)) != 0
}

// SetGrey marks entry (i, j) a structural zero.
func (m *Matrix) SetGrey(i, j int) {
	if m.Grey == nil {
		m.Grey = make([]uint64, (m.N*m.N+63)/64)
	}
	k := (i-1)*m.N + j - 1
	m.Grey[k/64] |= 1 << (k % 64)
}
