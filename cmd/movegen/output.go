package main

import (
	"bytes"
	"context"
	"path/filepath"
	"slices"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/movegen/movegen/export/ascfile"
	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/export/jsonfile"
	"github.com/movegen/movegen/export/text"
	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/schedules"
)

// movementOutput binds --format and -o/--output for commands that write a
// movement, and the session flags (--event, --start, --minutes-per-board,
// --move-minutes) that set the movement's event and timetable.
type movementOutput struct {
	Format, Path string
	Session      sessionFlags

	formats []string
	flags   *pflag.FlagSet
	// timetableInExtra: the command's extra paragraphs already show the
	// timetable (plan --choose), so the text format does not repeat it.
	timetableInExtra bool
}

// bind adds --format (one of formats; the first is the default, normally
// "text") and -o/--output to cmd.
func (o *movementOutput) bind(cmd *cobra.Command, formats ...string) {
	if len(formats) == 0 {
		formats = movementFormats()
	}
	o.formats = formats
	o.flags = cmd.Flags()
	enumVar(o.flags, &o.Format, "format", formats[0], "output format", formats...)
	o.flags.StringVarP(&o.Path, "output", "o", "", "write to this file instead of standard output (format from its extension: "+extList(formats)+")")
	o.Session.bind(o.flags)
}

// format returns the format to write: --format when given, else the one the
// -o file's extension names, else the default.
func (o *movementOutput) format() (string, error) {
	f := o.Format
	explicit := flagGiven(o.flags, "format")
	if o.Path != "" && o.Path != "-" {
		ext := formatOfExt(o.Path)
		switch {
		case ext != "" && !explicit:
			f = ext
		case ext != "" && ext != f:
			return "", inputErrf("--format %s does not match -o %s: drop --format or name the file .%s", f, o.Path, extOf(f))
		case ext == "" && !explicit:
			return "", inputErrf("-o %s: the extension does not say which format to write (%s); name the file accordingly or give --format", o.Path, extList(o.formats))
		}
	}
	if len(o.formats) > 0 && !slices.Contains(o.formats, f) {
		return "", inputErrf("--format %q: want one of %s", f, strings.Join(o.formats, ", "))
	}
	return f, nil
}

// check refuses a bad --format, -o or session flag before any work: a
// generator that searches calls it first, so a typo never costs a search.
func (o *movementOutput) check() error {
	f, err := o.format()
	if err != nil {
		return err
	}
	if err := o.Session.unusedBy(f); err != nil {
		return err
	}
	return o.Session.check()
}

// movementFormats lists every format a generator command can write: the
// text chart and report, the two movement files, and the paper outputs.
func movementFormats() []string {
	return []string{"text", "json", "asc", "pdf", "xlsx", "csv"}
}

// extOf is the usual file extension of a format, without the dot.
func extOf(format string) string {
	if format == "text" {
		return "txt"
	}
	return format
}

// extList lists the extensions of formats for help text: ".txt, .json".
func extList(formats []string) string {
	exts := make([]string, len(formats))
	for i, f := range formats {
		exts[i] = "." + extOf(f)
	}
	return strings.Join(exts, ", ")
}

// formatOfExt maps a file name's extension to an output format, or "".
func formatOfExt(path string) string {
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
	}
	return ""
}

// lengthNote is a generator's sentence on the session's length, in p's
// language and ending in a newline, when the session runs longer than
// schedules.LongSessionMinutes at the pace of the session flags; "" when
// it does not.
func (o *movementOutput) lengthNote(p *i18n.Printer, m *movement.Movement) (string, error) {
	m, err := o.Session.apply(m)
	if err != nil {
		return "", err
	}
	note, ok := schedules.LengthNote(m, 0)
	if !ok {
		return "", nil
	}
	return p.Message(note.Format, note.Args...) + "\n", nil
}

// write renders m in the chosen format and writes it to standard output or,
// with -o, atomically to the file. The session flags given update m's
// session first (m itself is not changed). The text format is the master
// chart and the fairness report, followed by the extra paragraphs and the
// session's event and timetable. Paper (pdf, xlsx) stops when ctx ends
// while it is drawn, writing nothing; when ctx had already ended before
// (a search stopped by Ctrl-C hands over its best schedule), it is drawn
// in full, and only a second signal ends the process.
func (o *movementOutput) write(ctx context.Context, g *globalOptions, m *movement.Movement, extra ...string) error {
	f, err := o.format()
	if err != nil {
		return err
	}
	if err := o.Session.unusedBy(f); err != nil {
		return err
	}
	if m, err = o.Session.apply(m); err != nil {
		return err
	}
	var b bytes.Buffer
	switch f {
	case "json":
		if err := jsonfile.Write(&b, m); err != nil {
			return internalErr(err)
		}
	case "asc":
		if err := ascfile.Write(&b, m); err != nil {
			return inputErr(err)
		}
	case "text":
		opt := text.Options{Printer: i18n.New(g.Lang)}
		if err := text.WriteChart(&b, m, opt); err != nil {
			return internalErr(err)
		}
		b.WriteString("\n")
		if err := text.WriteReport(&b, m, movement.Analyze(m), opt); err != nil {
			return internalErr(err)
		}
		for _, e := range extra {
			b.WriteString("\n" + strings.TrimRight(e, "\n") + "\n")
		}
		if s := m.Session; s != nil && (s.Title() != "" || s.Timetable != nil && !o.timetableInExtra) {
			b.WriteString("\n")
			if err := text.WriteSession(&b, s, !o.timetableInExtra, opt); err != nil {
				return internalErr(err)
			}
		}
	case "pdf", "xlsx", "csv":
		if ctx.Err() != nil {
			ctx = context.Background() // the stopped search's best schedule is written
		}
		return writePaper(ctx, g, m, f, paperOptions{}, o.Path)
	default:
		return inputErrf("--format %q is not supported here", f)
	}
	return writeOutput(g, o.Path, b.Bytes())
}

// paragraph puts a generator's notes, one sentence a line, into p's
// language for the text output.
func paragraph(p *i18n.Printer, lines []movement.Text) string {
	var b strings.Builder
	for _, l := range lines {
		b.WriteString(p.Message(l.Format, l.Args...) + "\n")
	}
	return b.String()
}
