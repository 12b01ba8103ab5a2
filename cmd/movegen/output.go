package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"slices"
	"time"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/internal/app"
	"github.com/movegen/movegen/movement"
)

// movementOutput binds the request layer's output fields (--format and
// -o/--output), its paper fields (--paper, --large, --what, --csv-layout)
// and its session fields (--event, --start, --minutes-per-board,
// --move-minutes) for commands that write a movement.
type movementOutput struct {
	formats []string
	fields  []app.Field
	flags   *pflag.FlagSet
	// timetableInExtra: the command's extra paragraphs already show the
	// timetable (plan --choose), so the text format does not repeat it.
	timetableInExtra bool
}

// bind adds the output, paper and session fields to cmd: formats are the
// formats it writes (the first is the default, normally "text").
func (o *movementOutput) bind(cmd *cobra.Command, formats ...string) {
	o.bindFields(cmd, app.OutputFields(formats...), formats...)
}

// bindFileOnly is bind without --format: the -o file's extension alone
// says the format (cards).
func (o *movementOutput) bindFileOnly(cmd *cobra.Command, formats ...string) {
	o.bindFields(cmd, app.OutputFields(formats...)[1:], formats...)
}

func (o *movementOutput) bindFields(cmd *cobra.Command, output []app.Field, formats ...string) {
	if len(formats) == 0 {
		formats = app.Formats()
	}
	o.formats = formats
	o.flags = cmd.Flags()
	o.fields = nil
	// A field the command binds itself (plan's --start) is its own.
	for _, f := range append(append(output, app.PaperFields()...), app.SessionFields()...) {
		if o.flags.Lookup(f.Name) == nil {
			o.fields = append(o.fields, f)
		}
	}
	app.Bind(o.flags, o.fields...)
}

// values are the fields' values as given.
func (o *movementOutput) values() (*app.Values, error) {
	if o.flags == nil {
		o.flags = pflag.NewFlagSet("output", pflag.ContinueOnError)
		app.Bind(o.flags, o.fields...)
	}
	v, err := app.FromFlags(o.flags, o.fields...)
	return v, cliErr(err)
}

// path is the -o file ("" for standard output).
func (o *movementOutput) path() string {
	v, _ := o.values()
	if v == nil {
		return ""
	}
	return v.String("output")
}

// format returns the format to write: --format when given, else the one the
// -o file's extension names, else the default.
func (o *movementOutput) format() (string, error) {
	v, err := o.values()
	if err != nil {
		return "", err
	}
	f, err := app.OutputFormat(v, o.formats)
	return f, cliErr(err)
}

// check refuses a bad --format, -o, paper or session field before any
// work: a generator that searches calls it first, so a typo never costs
// a search.
func (o *movementOutput) check() error {
	v, err := o.values()
	if err != nil {
		return err
	}
	f, err := app.OutputFormat(v, o.formats)
	if err != nil {
		return cliErr(err)
	}
	if _, err := app.PaperOf(v); err != nil {
		return cliErr(err)
	}
	if err := app.CheckSession(v, f); err != nil {
		return cliErr(err)
	}
	return checkOutputPath(v.String("output"))
}

// lengthNote is a generator's sentence on the session's length, in p's
// language and ending in a newline, when the session runs longer than
// schedules.LongSessionMinutes at the pace of the session flags; "" when
// it does not.
func (o *movementOutput) lengthNote(p *i18n.Printer, m *movement.Movement) (string, error) {
	v, err := o.values()
	if err != nil {
		return "", err
	}
	note, ok, err := app.LengthNote(v, m)
	if err != nil || !ok {
		return "", cliErr(err)
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
	v, err := o.values()
	if err != nil {
		return err
	}
	f, err := app.OutputFormat(v, o.formats)
	if err != nil {
		return cliErr(err)
	}
	if err := app.CheckSession(v, f); err != nil {
		return cliErr(err)
	}
	if m, err = app.ApplySession(v, m); err != nil {
		return cliErr(err)
	}
	paper, err := app.PaperOf(v)
	if err != nil {
		return cliErr(err)
	}
	out := app.Output{Format: f, Printer: i18n.New(g.Lang), Paper: paper, Extra: extra, TimetableInExtra: o.timetableInExtra}
	if f == "pdf" || f == "xlsx" || f == "csv" {
		if ctx.Err() == nil {
			return writePaper(ctx, g, m, f, paper, v.String("output"))
		}
		// The stopped search's best schedule is drawn, within stopGrace
		// of the stop or not at all: a book of thousands of pages must
		// not keep a Ctrl-C waiting (791 pages took 0.62–0.73 s after
		// the signal: issue 38).
		// (Measured from the signal, less a little for the drawing to
		// see its end and remove its temporary file.)
		gctx, cancel := context.WithTimeout(context.Background(), stopGrace-stopGrace/5-g.temps.sinceStop())
		defer cancel()
		err := writePaper(gctx, g, m, f, paper, v.String("output"))
		if err != nil && gctx.Err() != nil && isStop(err) {
			return interrupted(movement.Say("%s was not written: it would take longer than %v to finish after the stop", v.String("output"), stopGrace))
		}
		return err
	}
	err = writeStream(g, v.String("output"), func(w io.Writer) error {
		return cliErr(app.Write(ctx, w, m, out))
	})
	if err == nil && slices.Contains([]string{"asc", "ebu", "kbs", "bmdc"}, f) {
		noteLost(g, f, m)
	}
	return err
}

// stopGrace is how long a paper output (PDF, workbook, CSV) of a search
// stopped by a signal may take to draw; past it nothing is written.
const stopGrace = 500 * time.Millisecond

// cliErr maps the request layer's errors to exit statuses: a refused
// request is bad input (exit 2), a bug is internal (exit 3), a failure to
// write is exit 4; a stop by a signal passes as it is.
func cliErr(err error) error {
	var ee *exitError
	var ae *app.Error
	var we *app.WriteError
	switch {
	case err == nil:
		return nil
	case errors.As(err, &ee):
		return err
	case errors.As(err, &ae):
		return &exitError{code: exitInput, err: ae, text: ae.Text()}
	case errors.As(err, &we):
		return writeErr(errorf("write output: %w", unwrapPath(we.Err)))
	case errors.Is(err, context.Canceled):
		return err
	case errors.Is(err, context.DeadlineExceeded):
		return fmt.Errorf("%w: %w", context.Canceled, err)
	}
	return internalErr(err)
}
