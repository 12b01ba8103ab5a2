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
	f.StringVar(&o.To, "to", "", "format to write: json or asc (default: from the -o file's extension)")
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
	to := opts.To
	if to == "" && opts.Out.Path != "" && opts.Out.Path != "-" {
		to = formatOfExt(opts.Out.Path)
	}
	if to != "json" && to != "asc" {
		if opts.To == "" {
			return inputErrf("--to is required (json or asc) unless -o names a .json or .asc file")
		}
		return inputErrf("--to %q: want json or asc", opts.To)
	}
	m, err := opts.Input.read(g, file)
	if err != nil {
		return err
	}
	if err := ctx.Err(); err != nil {
		return internalErr(err)
	}
	if to == "asc" {
		if lost := ascfile.Lost(m); len(lost) > 0 {
			p := i18n.New(g.Lang)
			words := make([]string, len(lost))
			for i, l := range lost {
				words[i] = lostText(p, l)
			}
			fmt.Fprintln(g.stderr, "movegen: "+p.Sprintf("note: %s", p.Sprintf(".ASC keeps no %s", strings.Join(words, ", "))))
		}
	}
	out := movementOutput{Format: to, Path: opts.Out.Path, formats: []string{to}}
	return out.write(g, m)
}

// lostText puts one item of ascfile.Lost ("labels", "game (preferans)",
// "boards per set (4)") into p's language. An item it does not know is
// kept as it is.
func lostText(p *i18n.Printer, item string) string {
	name, value, hasValue := strings.Cut(item, " (")
	value = strings.TrimSuffix(value, ")")
	switch name {
	case "family":
		name = p.T("family")
	case "labels":
		name = p.T("labels")
	case "game":
		name = p.T("game")
		value = p.T(value)
	case "boards per set":
		name = p.T("boards per set")
	case "arrow switches":
		name = p.T("arrow switches")
	default:
		return item
	}
	if !hasValue {
		return name
	}
	return p.Sprintf("%s (%s)", name, value)
}
