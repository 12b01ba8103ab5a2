package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/movegen/movegen/export/formats"
	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/internal/app"
	"github.com/movegen/movegen/movement"
)

// libraryOptions are the flags of "movegen library": the request layer's
// library fields.
type libraryOptions struct {
	flags *pflag.FlagSet
}

func (o *libraryOptions) bind(cmd *cobra.Command) {
	o.flags = cmd.Flags()
	app.Bind(o.flags, app.LibraryFields()...)
}

func newLibraryCmd(g *globalOptions) *cobra.Command {
	var opts libraryOptions
	cmd := &cobra.Command{
		Use:   "library --to FORMAT --mitchell|--howell|--individual|--preferans RANGE [-o OUT]",
		Short: "Write movegen's best movement for each size in a range, in one scorer's format",
		Long: `library makes movegen's movement for every size in the ranges given (the
same movement the generator command makes with its defaults) and writes
them in one scorer's format, so that a club installs a whole library at
once: --to ebu writes one EBUScore file (such as TSUserMovements.txt)
holding them all; --to json, asc or kbs write one file a movement into the
folder -o names.

--mitchell and --howell count tables (a Howell for 2×tables−1 and for
2×tables pairs), --individual players, --preferans tables of four. A size
the format cannot express (an individual or preferans movement in EBUScore
or KBS, a missing pair in KBS) is skipped, never written wrongly; the
summary lists every movement, written or skipped with the reason. Searches
(individual counts without a whist tournament, preferans by search) stop
at --time each, or at Ctrl-C, with their best schedule, and the summary
says which stopped early. The same ranges and --seed give the same file.

The summary goes to standard output when -o names the file or folder, and
to standard error when the library goes to standard output.`,
		Example: `  movegen library --to ebu --mitchell 3-15 --howell 3-15 -o TSUserMovements.txt
  movegen library --to kbs --mitchell 3-8 -o kbs-moves
  movegen library --to asc --individual 8-12 --preferans 5-7 -o asc-moves`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			return runLibrary(cmd.Context(), g, opts)
		},
	}
	opts.bind(cmd)
	return cmd
}

func runLibrary(ctx context.Context, g *globalOptions, opts libraryOptions) error {
	v, err := app.FromFlags(opts.flags, app.LibraryFields()...)
	if err != nil {
		return cliErr(err)
	}
	if err := app.CheckLibrary(v); err != nil {
		return cliErr(err)
	}
	report, finish := progress(g)
	res, err := app.Library(ctx, v, report)
	finish()
	if err != nil {
		return cliErr(err)
	}
	out := v.String("output")
	f := formats.Format(res.Format)
	if err := writeLibrary(g, res, f, out); err != nil {
		return err
	}
	p := i18n.New(g.Lang)
	var b bytes.Buffer
	written, notMade := 0, 0
	for _, e := range res.Entries {
		var line string
		switch {
		case e.Written():
			written++
			rep := movement.Analyze(e.Movement)
			line = p.Sprintf("written: %s (%s: %s, balance index %.2f)", e.Name, e.Movement.Name, p.T(string(rep.Verdict)), rep.Summary.BalanceIndex)
			if e.Stopped {
				line += "; " + p.T("the search stopped early (--time or Ctrl-C): the best schedule found so far")
			}
		case e.NotMade:
			notMade++
			line = p.Sprintf("not made: %s (stopped before it was made)", e.Name)
		default:
			line = p.Sprintf("skipped: %s: %s cannot hold it: %s", e.Name, f.Title(), p.Message(e.Skipped.Format, e.Skipped.Args...))
		}
		b.WriteString(line + "\n")
	}
	where := out
	if where == "" || where == "-" {
		where = p.T("standard output")
	}
	b.WriteString(p.Sprintf("Movements written: %d of %d, in %s to %s; skipped: %d.", written, len(res.Entries), f.Title(), where, len(res.Entries)-written-notMade) + "\n")
	if notMade > 0 {
		b.WriteString(p.Sprintf("Not made (stopped first): %d.", notMade) + "\n")
	}
	w := g.stdout
	if out == "" || out == "-" {
		w = g.stderr
	}
	if _, err := w.Write(b.Bytes()); err != nil {
		return writeErr(errorf("write output: %w", err))
	}
	if res.Interrupted {
		return interrupted(movement.Say("the movements made before the stop were written"))
	}
	return nil
}

// writeLibrary writes the library's entries: all in one file (or to
// standard output) for a format that holds many, else one file a
// movement into the folder out (made when missing), each file written
// whole or not at all.
func writeLibrary(g *globalOptions, res *app.LibraryResult, f formats.Format, out string) error {
	if f.Many() || out == "" || out == "-" {
		var all bytes.Buffer
		for _, e := range res.Entries {
			all.Write(e.Data)
		}
		return writeOutput(g, out, all.Bytes())
	}
	if fi, err := os.Stat(out); err == nil && !fi.IsDir() {
		return inputErrf("-o %s: is a file; name a folder to write one %s file a movement into", out, f.Title())
	}
	if err := os.MkdirAll(out, 0o755); err != nil {
		return writeErr(errorf("-o %s: %w", out, unwrapPath(err)))
	}
	for _, e := range res.Entries {
		if !e.Written() {
			continue
		}
		name := e.Name
		if ext := f.Extension(); ext != "" {
			name += ext
		}
		if err := writeOutput(g, filepath.Join(out, name), e.Data); err != nil {
			return err
		}
	}
	return nil
}
