package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/movegen/movegen/export/i18n"
	"github.com/spf13/cobra"
)

// globalOptions are the flags every command shares.
type globalOptions struct {
	// Lang is the language of user-visible text: en or ru.
	Lang string

	stdin          io.Reader
	stdout, stderr io.Writer
	// temps are the temporary output files being written (see
	// writeFileAtomic), for the second signal to remove.
	temps *tempFiles
	// openBrowser opens a URL in the desktop's browser (serve --open);
	// nil is systemBrowser.
	openBrowser func(url string) error
}

// helpWidth is the widest line --help prints, in characters.
const helpWidth = 100

// newRootCmd builds the command tree. It holds no global state, so tests can
// build as many as they like.
func newRootCmd(g *globalOptions) *cobra.Command {
	root := &cobra.Command{
		Use:   "movegen",
		Short: "Movements for duplicate bridge and duplicate preferans",
		Long: `movegen decides who sits where and which boards are played in every round
of a bridge or preferans session (a movement), proves how fair it is, and
prints what the room needs.

Exit status:
  0    success (check: every movement can be played as written)
  1    check: a movement has problems, listed in the report
  2    bad input: a file could not be read, or the command line is wrong
  3    internal error (a bug: please report it)
  4    the output could not be written (standard output or -o FILE)
  130  interrupted by Ctrl-C (SIGINT) or SIGTERM: a running search stops
       and its best result so far is written complete, said to be partial;
       a second signal exits at once`,
		SilenceUsage:  true,
		SilenceErrors: true,
	}
	root.SetIn(g.stdin)
	root.SetOut(g.stdout)
	root.SetErr(g.stderr)
	enumVar(root.PersistentFlags(), &g.Lang, "lang", defaultLang(), "language of the output (default from LANG)", i18n.Langs()...)
	// The default depends on LANG, which the usage line says; pflag would
	// add the value of this run's LANG as a second default.
	root.PersistentFlags().Lookup("lang").DefValue = ""
	root.SetFlagErrorFunc(func(cmd *cobra.Command, err error) error { return flagError(err) })
	// Flag descriptions wrap at helpWidth, like the rest of the help.
	root.SetUsageTemplate(strings.NewReplacer(
		".LocalFlags.FlagUsages", fmt.Sprintf("(.LocalFlags.FlagUsagesWrapped %d)", helpWidth),
		".InheritedFlags.FlagUsages", fmt.Sprintf("(.InheritedFlags.FlagUsagesWrapped %d)", helpWidth),
	).Replace(root.UsageTemplate()))

	// One line per command; each lives in cmd_<name>.go.
	root.AddCommand(
		newVersionCmd(g),
		newCheckCmd(g),
		newConvertCmd(g),
		newPlanCmd(g),
		newMitchellCmd(g),
		newHowellCmd(g),
		newWhistCmd(g),
		newSeatingCmd(g),
		newPreferansCmd(g),
		newIndividualCmd(g),
		newCardsCmd(g),
		newServeCmd(g),
		newReplanCmd(g),
		newLibraryCmd(g),
		newTeamsCmd(g),
		newScoreCmd(g),
	)
	return root
}

// run executes movegen with args and returns the exit status.
func run(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	return runWith(ctx, &tempFiles{}, args, stdin, stdout, stderr)
}

// runWith is run recording its temporary output files in temps.
func runWith(ctx context.Context, temps *tempFiles, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	return runHost(ctx, temps, host{}, args, stdin, stdout, stderr)
}

// runHost is runWith on the host h: a start from a file manager with no
// arguments runs the page (see startArgs).
func runHost(ctx context.Context, temps *tempFiles, h host, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	g := &globalOptions{stdin: stdin, stdout: stdout, stderr: stderr, temps: temps, openBrowser: h.openBrowser}
	root := newRootCmd(g)
	root.SetArgs(startArgs(args, h))
	err := root.ExecuteContext(ctx)
	if err != nil && !errors.Is(err, errProblems) && !errors.Is(err, errReported) {
		// g.Lang is set once the flags are parsed; an unsupported or
		// unparsed language prints English.
		p := i18n.New(g.Lang)
		fmt.Fprintln(stderr, p.Sprintf("movegen: %s", errorMessage(p, err)))
	}
	return exitCode(err)
}
