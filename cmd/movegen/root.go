package main

import (
	"context"
	"errors"
	"fmt"
	"io"

	"github.com/movegen/movegen/export/i18n"
	"github.com/spf13/cobra"
)

// globalOptions are the flags every command shares.
type globalOptions struct {
	// Lang is the language of user-visible text: en or ru.
	Lang string

	stdin          io.Reader
	stdout, stderr io.Writer
}

// newRootCmd builds the command tree. It holds no global state, so tests can
// build as many as they like.
func newRootCmd(g *globalOptions) *cobra.Command {
	root := &cobra.Command{
		Use:   "movegen",
		Short: "Movements for duplicate bridge and duplicate preferans",
		Long: `movegen decides who sits where and which boards are played in every round
of a bridge or preferans session (a movement), proves how fair it is, and
prints what the room needs.`,
		SilenceUsage:  true,
		SilenceErrors: true,
		PersistentPreRunE: func(cmd *cobra.Command, args []string) error {
			switch g.Lang {
			case "en", "ru":
				return nil
			}
			return inputErrf("--lang %q: want en or ru", g.Lang)
		},
	}
	root.SetIn(g.stdin)
	root.SetOut(g.stdout)
	root.SetErr(g.stderr)
	root.PersistentFlags().StringVar(&g.Lang, "lang", defaultLang(), "language of the output: en or ru (default from LANG)")
	root.SetFlagErrorFunc(func(cmd *cobra.Command, err error) error { return inputErr(err) })

	// One line per command; each lives in cmd_<name>.go.
	root.AddCommand(
		newVersionCmd(g),
		newCheckCmd(g),
		newConvertCmd(g),
		newPlanCmd(g),
		newMitchellCmd(g),
		newHowellCmd(g),
		newSeatingCmd(g),
		newPreferansCmd(g),
		newIndividualCmd(g),
		newCardsCmd(g),
	)
	return root
}

// run executes movegen with args and returns the exit status.
func run(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	g := &globalOptions{stdin: stdin, stdout: stdout, stderr: stderr}
	root := newRootCmd(g)
	root.SetArgs(args)
	err := root.ExecuteContext(ctx)
	if err != nil && !errors.Is(err, errProblems) && !errors.Is(err, errReported) {
		// g.Lang is set once the flags are parsed; an unsupported or
		// unparsed language prints English.
		p := i18n.New(g.Lang)
		fmt.Fprintln(stderr, p.Sprintf("movegen: %s", errorMessage(p, err)))
	}
	return exitCode(err)
}
