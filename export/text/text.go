package text

import (
	"io"

	"github.com/movegen/movegen/export/i18n"
)

// Options tune the text output.
type Options struct {
	// Printer selects the language; nil means English.
	Printer *i18n.Printer
	// Matrices adds the meetings and comparisons matrices to the report.
	Matrices bool
	// MaxProblems caps the problems the report lists (errors come first);
	// a line then says how many more there are. 0 lists them all.
	MaxProblems int
	// Words is for a reader without a command line (the page): each
	// problem is named by its kind in words ("empty seat") instead of
	// its code ("phantom"), and no line names a flag.
	Words bool
}

func (o Options) printer() *i18n.Printer {
	if o.Printer == nil {
		return i18n.New(i18n.English)
	}
	return o.Printer
}

// errWriter remembers the first write error so the printing code can stay
// linear; callers check err once at the end.
type errWriter struct {
	w   io.Writer
	err error
}

func (e *errWriter) Write(b []byte) (int, error) {
	if e.err != nil {
		return 0, e.err
	}
	n, err := e.w.Write(b)
	e.err = err
	return n, err
}

func (e *errWriter) print(s string) { _, _ = io.WriteString(e, s) }
