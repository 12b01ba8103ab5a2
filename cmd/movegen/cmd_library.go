package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
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
		Use:   "library --to FORMAT --mitchell|--web|--howell|... RANGE [-o OUT]",
		Short: "Write movegen's best movement for each size in a range, in one scorer's format",
		Long: `library makes movegen's movement for every size in the ranges given (the
same movement the generator command makes with its defaults) and writes
them in one scorer's format, so that a club installs a whole library at
once: --to ebu writes one EBUScore file (such as TSUserMovements.txt)
holding them all; --to json, asc or kbs write one file a movement into the
folder -o names.

--mitchell and --howell count tables (a Howell for 2×tables−1 and for
2×tables pairs), --web tables too (web Mitchells; --web 14-26 is the EBU's
range, 26 boards each), --individual players, --preferans tables of four. A size
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
	out := v.String("output")
	if err := checkLibraryOutput(out, formats.Format(v.String("to"))); err != nil {
		return err
	}
	report, finish := progress(g)
	res, err := app.Library(ctx, v, report)
	finish()
	if err != nil {
		return cliErr(err)
	}
	f := formats.Format(res.Format)
	written := 0
	for _, e := range res.Entries {
		if e.Written() {
			written++
		}
	}
	if written > 0 {
		if err := checkReplace(ctx, g, out, f, written, v.Bool("force")); err != nil {
			return err
		}
		if err := writeLibrary(g, res, f, out); err != nil {
			return err
		}
	}
	p := i18n.New(g.Lang)
	var b bytes.Buffer
	notMade := 0
	for _, e := range res.Entries {
		var line string
		switch {
		case e.Written():
			rep := movement.Analyze(e.Movement)
			line = p.Sprintf("written: %s (%s: %s, balance index %.2f)", e.Name, p.MovementName(e.Movement.Name), p.T(string(rep.Verdict)), rep.Summary.BalanceIndex)
			if t, ok := e.Movement.SectionNamesLost(); ok && f != formats.JSON {
				// The scorer's table numbers differ from the cards'.
				line += p.Semicolon() + p.Sprintf("the file keeps no %s", p.Message(t.Format, t.Args...))
			}
			if e.Stopped {
				line += p.Semicolon() + p.T("the search stopped early (--time or Ctrl-C): the best schedule found so far")
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
	if written == 0 {
		// Nothing to write: the -o file or folder is not touched (an
		// existing file stays byte for byte), and the summary, which
		// says what was skipped and why, goes to standard error.
		if _, err := g.stderr.Write(b.Bytes()); err != nil {
			return writeErr(errorf("write output: %w", err))
		}
		if res.Interrupted {
			return ctx.Err()
		}
		if out == "" || out == "-" {
			return inputErrf("nothing to write: %s cannot hold any of the %d movements asked for (the reasons are above)", f.Title(), len(res.Entries))
		}
		return inputErrf("nothing to write: %s cannot hold any of the %d movements asked for (the reasons are above); -o %s was not touched", f.Title(), len(res.Entries), out)
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

// checkLibraryOutput refuses, before any movement is made, an -o that
// cannot be written: for a format of one file, as checkOutputPath; for a
// folder, a file of that name, or a folder that cannot be made or
// written in.
func checkLibraryOutput(out string, f formats.Format) error {
	if out == "" || out == "-" {
		return nil
	}
	if f.Many() {
		return checkOutputPath(out)
	}
	dir := out
	if fi, err := os.Stat(out); err == nil && !fi.IsDir() {
		return inputErrf("-o %s: is a file; name a folder to write one %s file a movement into", out, f.Title())
	} else if err != nil {
		// The folder is made later: the nearest folder that exists
		// must take it.
		for dir = filepath.Dir(dir); ; dir = filepath.Dir(dir) {
			if _, err := os.Stat(dir); err == nil || dir == filepath.Dir(dir) {
				break
			}
		}
	}
	tmp, err := createTemp(dir, ".movegen-library.", ".tmp")
	if err != nil {
		return writeErr(errorf("-o %s: cannot write in folder %s: %w", out, dir, unwrapPath(err)))
	}
	tmp.Close()
	os.Remove(tmp.Name())
	return nil
}

// checkReplace refuses to replace an existing -o file (a format of one
// file) that holds more movements than the library writes, or that
// movegen cannot read as movements, unless force is set; with force it
// says so on standard error first. A club's TSUserMovements.txt is never
// replaced by a shorter one unasked.
func checkReplace(ctx context.Context, g *globalOptions, out string, f formats.Format, written int, force bool) error {
	if out == "" || out == "-" || !f.Many() {
		return nil
	}
	fi, err := os.Stat(out)
	if err != nil || !fi.Mode().IsRegular() || fi.Size() == 0 {
		return nil
	}
	held := -1 // not a movement file movegen reads
	if ns, err := formats.ReadFile(ctx, out, formats.Options{}); err == nil {
		held = len(ns)
	} else if errors.Is(err, context.Canceled) {
		return err
	}
	if held >= 0 && held <= written {
		return nil
	}
	p := i18n.New(g.Lang)
	var what string
	if held < 0 {
		what = p.Sprintf("-o %s holds %d bytes that are not movements movegen reads", out, fi.Size())
	} else {
		what = p.Sprintf("-o %s holds %d movements; the library writes %d", out, held, written)
	}
	if !force {
		return inputErrf("%s: writing would replace them with less; give %s to replace the file, or name another -o", what, "--force")
	}
	fmt.Fprintln(g.stderr, "movegen: "+p.Sprintf("%s: replacing the file (--force)", what))
	return nil
}
