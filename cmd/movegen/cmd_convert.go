package main

import (
	"context"
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/movegen/movegen/export/ascfile"
	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/internal/app"
	"github.com/movegen/movegen/movement"
)

// convertFields are convert's own fields: the format to write and the
// file.
func convertFields() []app.Field {
	return []app.Field{
		{Name: "to", Label: "Format", Kind: app.Choice, Choices: []string{"json", "asc"},
			Help: "format to write; without it, the one the -o file's extension names"},
		{Name: "output", Short: "o", Label: "File", Kind: app.String, Help: "write to this file instead of standard output"},
	}
}

// convertOptions are the flags of "movegen convert".
type convertOptions struct {
	Input movementInput
	flags *pflag.FlagSet
}

func (o *convertOptions) bind(cmd *cobra.Command) {
	o.flags = cmd.Flags()
	app.Bind(o.flags, convertFields()...)
	o.Input.bind(o.flags)
}

func newConvertCmd(g *globalOptions) *cobra.Command {
	var opts convertOptions
	cmd := &cobra.Command{
		Use:   "convert FILE --to json|asc [-o OUT]",
		Short: "Convert a movement between movegen JSON and .ASC",
		Long: `convert reads a movement (.json or .ASC, "-" for standard input) and writes
it in the other format. It does not judge the movement; run check for that.
--to names the format to write, whatever the -o file is called; without
--to the -o file's extension (.json or .asc) says it.

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
	v, err := app.FromFlags(opts.flags, convertFields()...)
	if err != nil {
		return cliErr(err)
	}
	to, out := v.String("to"), v.String("output")
	if !v.Given("to") {
		// Without --to the file's extension says it.
		to = ""
		if out != "" && out != "-" {
			to = app.FormatOfExt(out)
		}
		if to != "json" && to != "asc" {
			return cliErr(&app.Error{Field: "to", Missing: true, Why: movement.Say("json or asc, unless %s names a .json or .asc file", app.Name("output"))})
		}
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
	return writeStream(g, out, func(w io.Writer) error {
		return cliErr(app.Write(ctx, w, m, app.Output{Format: to, Printer: i18n.New(g.Lang)}))
	})
}
