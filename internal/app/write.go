package app

import (
	"bytes"
	"context"
	"errors"
	"io"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/movegen/movegen/export/cards"
	"github.com/movegen/movegen/export/csvfile"
	"github.com/movegen/movegen/export/formats"
	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/export/pdf"
	"github.com/movegen/movegen/export/scorerfile"
	"github.com/movegen/movegen/export/sheet"
	"github.com/movegen/movegen/export/text"
	"github.com/movegen/movegen/export/textcards"
	"github.com/movegen/movegen/export/xlsx"
	"github.com/movegen/movegen/movement"
)

// Formats lists every format a movement can be written in: the text chart
// and report, the movement files (movegen JSON, .ASC, EBUScore, KBS, the
// Bridgemate Data Connector's JSON), and the paper outputs.
func Formats() []string {
	return []string{"text", "json", "asc", "ebu", "kbs", "bmdc", "pdf", "xlsx", "csv"}
}

// FileFormats are the movement file formats: what convert and library
// write.
func FileFormats() []string { return []string{"json", "asc", "ebu", "kbs", "bmdc"} }

// PaperFormats are the formats drawn on paper (or its spreadsheet).
func PaperFormats() []string { return []string{"pdf", "xlsx", "csv"} }

// OutputFields are the fields of every command that writes a movement:
// the format and the file.
func OutputFields(formats ...string) []Field {
	if len(formats) == 0 {
		formats = Formats()
	}
	return []Field{
		{Name: "format", Label: "Format", Kind: Choice, Choices: formats, Default: formats[0], Help: "output format"},
		{Name: "output", Short: "o", Label: "File", Kind: String,
			Help: "write to this file instead of standard output (format from its extension: " + ExtList(formats) + ")"},
	}
}

// PaperFields are the paper options, the same wherever paper is written.
func PaperFields() []Field {
	return []Field{
		{Name: "paper", Label: "Paper", Kind: Choice, Choices: []string{"a4", "letter"}, Default: "a4", Help: "paper size of a .pdf or .xlsx file"},
		{Name: "large", Label: "Large type", Kind: Bool, Help: "cards in large type (contestant cards two to a page)"},
		{Name: "what", Label: "Parts", Kind: String, Default: "tables,contestants,chart,sets",
			Help: "parts to print: tables, contestants, chart, sets, protocols (the score sheets that travel with the deals; travellers is the same at bridge; comma-separated); when not given, every part but the protocols, and at preferans the protocols too while they have at most " + strconv.Itoa(cards.MaxBookProtocolRows) + " rows"},
		{Name: "csv-layout", Label: "CSV layout", Kind: Choice, Choices: csvfile.Layouts(), Default: string(csvfile.Flat),
			Help: "layout of a .csv file: flat is one row per seat and round, with a switched column; bridgemate one row per table and round, for scoring programs (pairs only); magic Magic Contest's simple movement, tab-separated, to paste into its movement window (pairs only)"},
		EWNumbersField(),
	}
}

// EWNumbersField is the field that numbers a Mitchell's EW pairs from a
// number of the director's choosing, on the cards and in every file, so
// that a scorer that gives every pair a number of its own (KBS, EBUScore,
// .ASC) names the pairs as the cards do.
func EWNumbersField() Field {
	return Field{Name: "ew-numbers-from", Label: "EW pairs numbered from", Kind: Int,
		Help: "number the EW pairs of a Mitchell from this number, on the cards and in every file (KBS numbers them from 11, or 21 above 10 tables; .ASC, EBUScore and KBS need every pair's number apart)"}
}

// NumberEW applies the ew-numbers-from field of v to m (m itself when
// the field is not given, or m has no EW line), refusing a number below 1.
func NumberEW(v *Values, m *movement.Movement) (*movement.Movement, error) {
	if v == nil || !v.Given("ew-numbers-from") {
		return m, nil
	}
	from := v.Int("ew-numbers-from")
	if from < 1 || from > movement.MaxContestants {
		return nil, v.FieldError("ew-numbers-from", say("want 1 to %d", movement.MaxContestants))
	}
	c, _ := scorerfile.NumberEWFrom(m, from)
	return c, nil
}

// ExtOf is the usual file extension of a format, without the dot: the
// movement files' as the formats registry names them (EBUScore's is txt;
// a KBS file has none: KBS names its files after the tables, such as T7),
// txt for text, else the format's name.
func ExtOf(format string) string {
	switch {
	case format == "text":
		return "txt"
	case slices.Contains(FileFormats(), format):
		return strings.TrimPrefix(formats.Format(format).Extension(), ".")
	}
	return format
}

// ExtList lists the extensions of formats for help text: ".txt, .json".
func ExtList(formats []string) string {
	var exts []string
	for _, f := range formats {
		if e := ExtOf(f); e != "" && !slices.Contains(exts, "."+e) {
			exts = append(exts, "."+e)
		}
	}
	return strings.Join(exts, ", ")
}

// FormatOfExt maps a file name's extension to a format, or "".
func FormatOfExt(path string) string {
	if strings.HasSuffix(strings.ToLower(path), ".bmdc.json") {
		return "bmdc" // the Data Connector's JSON, apart from movegen's
	}
	switch strings.ToLower(filepath.Ext(path)) {
	case ".json":
		return "json"
	case ".asc":
		return "asc"
	case ".txt", ".text":
		return "text"
	case ".pdf":
		return "pdf"
	case ".xlsx":
		return "xlsx"
	case ".csv":
		return "csv"
	case ".ebu":
		return "ebu" // EBUScore's own files are .txt; .ebu says the format
	case ".kbs":
		return "kbs" // KBS names its files after the tables (T7); .kbs says the format
	}
	return ""
}

// OutputFormat is the format to write: the format field when given (it
// must agree with the file's extension when that names a format), else
// the one the output file's extension names, else the field's default.
// formats are the formats the request can write.
func OutputFormat(v *Values, formats []string) (string, error) {
	f, path := v.String("format"), v.String("output")
	explicit := v.Given("format")
	if path != "" && path != "-" {
		ext := FormatOfExt(path)
		switch {
		case ext != "" && !explicit:
			f = ext
		case ext != "" && ext != f && (f != "ebu" || ext != "text"): // an EBUScore file is a .txt
			return "", &Error{Field: "format", Value: f, Why: say("does not match %s %s: drop the one or name the file .%s", Name("output"), path, ExtOf(f))}
		case ext == "" && !explicit:
			return "", &Error{Field: "output", Value: path, Why: say("the extension does not say which format to write (%s); name the file accordingly or give %s", ExtList(formats), Name("format"))}
		}
	}
	if !slices.Contains(formats, f) {
		return "", &Error{Field: "format", Value: f, Quote: true, Why: say("want one of %s", strings.Join(formats, ", "))}
	}
	return f, nil
}

// Paper are the paper options of a request.
type Paper struct {
	// Size is a4 or letter.
	Size  string
	Large bool
	What  cards.What
	// WhatGiven says the director named the parts (What); otherwise the
	// book is cards.BookFor the movement.
	WhatGiven bool
	CSV       csvfile.Layout
	// EWFrom, when above 0, numbers a Mitchell's EW pairs from it on the
	// cards and in every file (the ew-numbers-from field).
	EWFrom int
}

// PaperOf reads the paper fields of v (their defaults when v has none).
func PaperOf(v *Values) (Paper, error) {
	p := Paper{Size: v.String("paper"), Large: v.Bool("large"), What: cards.All(), CSV: csvfile.Flat}
	if p.Size == "" {
		p.Size = "a4"
	}
	if _, ok := v.Field("what"); ok {
		w, err := cards.ParseWhat(v.String("what"))
		if err != nil {
			return p, fileErr(say("%s %v", Name("what"), textOf(err)))
		}
		p.What, p.WhatGiven = w, v.Given("what")
	}
	if s := v.String("csv-layout"); s != "" {
		l, err := csvfile.ParseLayout(s)
		if err != nil {
			return p, fileErr(say("%s %v", Name("csv-layout"), textOf(err)))
		}
		p.CSV = l
	}
	if _, ok := v.Field("ew-numbers-from"); ok && v.Given("ew-numbers-from") {
		if p.EWFrom = v.Int("ew-numbers-from"); p.EWFrom < 1 || p.EWFrom > movement.MaxContestants {
			return p, v.FieldError("ew-numbers-from", say("want 1 to %d", movement.MaxContestants))
		}
	}
	return p, nil
}

// Output says how Write writes a movement.
type Output struct {
	Format  string
	Printer *i18n.Printer
	Paper   Paper
	// Extra are paragraphs the text format prints after the report (in
	// Printer's language already).
	Extra []string
	// TimetableInExtra: Extra already shows the timetable, so the text
	// format does not repeat it.
	TimetableInExtra bool
	// Pages and Rows, when set, are told the size of a pdf (pages) or a
	// workbook (sheets, rows) before it is drawn.
	Pages func(pages int)
	Rows  func(sheets, rows int)
}

// Write writes m to w in o's format. A movement that cannot be written in
// the format (an .ASC file of an individual movement, the cards of an
// invalid movement) is an *Error; a paper drawing stops when ctx ends,
// and the error wraps the context's.
func Write(ctx context.Context, w io.Writer, m *movement.Movement, o Output) error {
	p := o.Printer
	if p == nil {
		p = i18n.New(i18n.English)
	}
	if o.Paper.EWFrom > 0 {
		m, _ = scorerfile.NumberEWFrom(m, o.Paper.EWFrom)
	}
	switch o.Format {
	case "json", "asc", "ebu", "kbs", "bmdc":
		b, err := MarshalFile(o.Format, m)
		if err != nil {
			return err
		}
		return writeAll(w, b)
	case "text":
		var b bytes.Buffer
		opt := text.Options{Printer: p}
		if err := text.WriteChart(&b, m, opt); err != nil {
			return internal(err)
		}
		b.WriteString("\n")
		if err := text.WriteReport(&b, m, movement.Analyze(m), opt); err != nil {
			return internal(err)
		}
		for _, e := range o.Extra {
			b.WriteString("\n" + strings.TrimRight(e, "\n") + "\n")
		}
		if s := m.Session; s != nil && (s.Title() != "" || s.Timetable != nil && !o.TimetableInExtra) {
			b.WriteString("\n")
			if err := text.WriteSession(&b, s, !o.TimetableInExtra, opt); err != nil {
				return internal(err)
			}
		}
		return writeAll(w, b.Bytes())
	case "csv":
		if (o.Paper.CSV == csvfile.Bridgemate || o.Paper.CSV == csvfile.Magic) && m.Kind != movement.Pairs {
			return &Error{Field: "csv-layout", Value: string(o.Paper.CSV), Why: say("needs a pairs movement; this one is %s (use flat)", m.Kind)}
		}
		if err := csvfile.Write(w, m, o.Paper.CSV); err != nil {
			var cw *scorerfile.CannotWrite
			if errors.As(err, &cw) {
				return &Error{Why: textOf(err)}
			}
			if errors.Is(err, csvfile.ErrInvalid) {
				return fileErr(textOf(err))
			}
			return internal(err)
		}
		return nil
	case "pdf", "xlsx", "cards":
		return writePaper(ctx, w, m, o, p)
	}
	return &Error{Field: "format", Value: o.Format, Quote: true, Why: say("want one of %s", strings.Join(Formats(), ", "))}
}

// MarshalFile returns m as a movement file of format (json, asc, ebu,
// kbs). What the format cannot hold is an *Error whose sentence names what
// and why (the writer's *scorerfile.CannotWrite); nothing is written.
func MarshalFile(format string, m *movement.Movement) ([]byte, error) {
	b, err := formats.Marshal(formats.Format(format), m)
	if err != nil {
		return nil, refusal(format, err)
	}
	return b, nil
}

// refusal is a writer's error as the layer's: a movement the format
// cannot hold (or a format not supported) is an *Error with the writer's
// sentence, as is any other fault a scorer's writer finds in a movement
// read from a file; a JSON writer's error is a bug.
func refusal(format string, err error) error {
	var cw *scorerfile.CannotWrite
	var uf *scorerfile.UnsupportedFormat
	switch {
	case errors.As(err, &cw) || errors.As(err, &uf):
		return &Error{Why: textOf(err)}
	case format == "json":
		return internal(err)
	}
	return fileErr(textOf(err))
}

// writePaper draws the cards of m as a pdf, a workbook or text cards.
func writePaper(ctx context.Context, w io.Writer, m *movement.Movement, o Output, p *i18n.Printer) error {
	// A workbook has no contestant cards (its contestants sheet is the
	// chart's routes).
	what := o.Paper.What
	if !o.Paper.WhatGiven {
		what = cards.BookFor(m)
	}
	need := what
	if o.Format == "xlsx" {
		need.Contestants = false
	}
	build := cards.BuildWhat
	if o.Format == "pdf" {
		// The PDF composes the book once, a sheet at a time: each
		// contestant card is made as its sheet is.
		build = cards.BuildLater
	}
	book, err := build(ctx, m, need)
	if err != nil {
		if errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) {
			return err
		}
		return fileErr(textOf(err))
	}
	switch o.Format {
	case "pdf":
		// The sheets go to the PDF one at a time, and the book's cards go
		// once their sheets are made: a large book's cards and sheets are
		// never all held at once.
		opt := cards.ComposeOptions{What: what, Release: true}
		err = pdf.WriteSheets(ctx, w, cards.ComposeHead(book, p, opt), func(add func(sheet.Sheet) error) error {
			return cards.ComposeEach(ctx, book, p, opt, add)
		}, pdf.Options{Paper: o.Paper.Size, Large: o.Paper.Large, Planned: o.Pages})
	case "xlsx":
		var doc *sheet.Document
		doc, err = cards.ComposeWorkbook(ctx, book, p, cards.WorkbookOptions{})
		if err == nil {
			err = xlsx.WriteContext(ctx, w, doc, xlsx.Options{Paper: o.Paper.Size, Planned: o.Rows})
		}
	default:
		// The text cards are what a terminal shows: the cards and the
		// sheets, without the director's setup sheet of the printed book
		// (which the table cards bring), unless it is all that was asked.
		if what != (cards.What{Setup: true}) {
			what.Setup = false
		}
		var doc *sheet.Document
		doc, err = cards.Compose(ctx, book, p, cards.ComposeOptions{What: what})
		if err == nil {
			err = writeAll(w, []byte(textcards.Text(doc)))
		}
	}
	if err != nil {
		if errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) || errors.Is(err, errWrite) {
			return err
		}
		// A name from the input that no font of the cards can draw is
		// the input's fault, not a bug.
		var ge *pdf.GlyphError
		if errors.As(err, &ge) {
			return fileErr(say("%q: no font of the cards can draw %s; change the name, or write another format", ge.Text, pdf.CharsText(ge.Chars)))
		}
		return internal(err)
	}
	// Stopped as the last page was written: the file is dropped all the
	// same.
	return ctx.Err()
}

// errWrite marks a failure to write the output.
var errWrite = errors.New("write output")

// WriteError is a failure of the writer Write was given (a full disk, a
// closed pipe): the front end's fault to report, not the movement's.
type WriteError struct{ Err error }

func (e *WriteError) Error() string { return "write output: " + e.Err.Error() }
func (e *WriteError) Unwrap() error { return e.Err }

// Is makes every WriteError match errWrite.
func (e *WriteError) Is(target error) bool { return target == errWrite }

func writeAll(w io.Writer, b []byte) error {
	if _, err := w.Write(b); err != nil {
		return &WriteError{Err: err}
	}
	return nil
}

// MarshalEntries returns entries as one movement file of format: several
// only in a format whose file holds many (EBUScore), where a teams
// movement is written too. What the format cannot hold (an entry not
// read, a teams movement elsewhere, anything a writer refuses) is an
// *Error naming what and why; nothing is written.
func MarshalEntries(format string, entries []Entry) ([]byte, error) {
	f := formats.Format(format)
	if len(entries) != 1 && !f.Many() {
		return nil, &Error{Why: say("%s cannot hold %d movements: a %s file holds one; name one with %s", f.Title(), len(entries), f.Title(), Name("movement"))}
	}
	var b bytes.Buffer
	for _, e := range entries {
		n := formats.Named{Name: e.Name, Format: formats.Format(e.Format), Movement: e.Movement, Teams: e.Teams, Skipped: e.Skipped}
		if err := formats.WriteNamed(&b, f, n); err != nil {
			return nil, refusal(format, err)
		}
	}
	return b.Bytes(), nil
}
