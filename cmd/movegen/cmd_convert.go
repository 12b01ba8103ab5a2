package main

import (
	"context"
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/movegen/movegen/export/ascfile"
	"github.com/movegen/movegen/export/i18n"
)

// convertOptions are the flags of "movegen convert".
type convertOptions struct {
	To    string
	Input movementInput
	Out   movementOutput
}

func (o *convertOptions) bind(cmd *cobra.Command) {
	f := cmd.Flags()
	enumVar(f, &o.To, "to", "", "format to write, by default from the -o file's extension", "json", "asc")
	f.IntVar(&o.Input.BoardsPerSet, "boards", 0, "boards per set for .ASC input, which does not record it (default 3)")
	f.StringVarP(&o.Out.Path, "output", "o", "", "write to this file instead of standard output")
}

func newConvertCmd(g *globalOptions) *cobra.Command {
	var opts convertOptions
	cmd := &cobra.Command{
		Use:   "convert FILE --to json|asc [-o OUT]",
		Short: "Convert a movement between movegen JSON and .ASC",
		Long: `convert reads a movement (.json or .ASC, "-" for standard input) and writes
it in the other format. It does not judge the movement; run check for that.

.ASC keeps only the seating and the sets: name, family, game, labels, boards
per set and arrow switches are lost, and convert says so on standard error.`,
		Example: `  movegen convert testdata/movements/mitchell7.asc --to json -o mitchell7.json
  movegen convert mitchell7.json --to asc`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return runConvert(cmd.Context(), g, opts, args[0])
		},
	}
	opts.bind(cmd)
	return cmd
}

func runConvert(ctx context.Context, g *globalOptions, opts convertOptions, file string) error {
	to, ext := opts.To, ""
	if opts.Out.Path != "" && opts.Out.Path != "-" {
		ext = formatOfExt(opts.Out.Path)
	}
	switch {
	case to == "" && ext != "json" && ext != "asc":
		return inputErrf("--to is required (json or asc) unless -o names a .json or .asc file")
	case to == "":
		to = ext
	case ext != "" && ext != to:
		return inputErrf("--to %s does not match -o %s: drop --to or name the file .%s", to, opts.Out.Path, extOf(to))
	}
	m, err := opts.Input.read(ctx, g, file)
	if err != nil {
		return err
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	if lost := ascfile.LostText(m); to == "asc" && len(lost) > 0 {
		p := i18n.New(g.Lang)
		words := make([]string, len(lost))
		for i, l := range lost {
			words[i] = p.Message(l.Format, l.Args...)
		}
		fmt.Fprintln(g.stderr, "movegen: "+p.Sprintf("note: %s", p.Sprintf(".ASC keeps no %s", strings.Join(words, ", "))))
	}
	out := movementOutput{Format: to, Path: opts.Out.Path, formats: []string{to}}
	return out.write(ctx, g, m)
}
