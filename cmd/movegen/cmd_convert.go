package main

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/movegen/movegen/export/formats"
	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/internal/app"
	"github.com/movegen/movegen/movement"
)

// convertFields are convert's own fields: the format to write and the
// file.
func convertFields() []app.Field {
	return []app.Field{
		{Name: "to", Label: "Format", Kind: app.Choice, Choices: app.FileFormats(),
			Help: "format to write: json (movegen), asc (.ASC), ebu (EBUScore) or kbs (Knave Bridge Scorer); without it, the one the -o file's extension names (.json, .asc, .ebu, .kbs)"},
		{Name: "output", Short: "o", Label: "File", Kind: app.String, Help: "write to this file instead of standard output"},
		app.EWNumbersField(),
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
		Use:   "convert FILE --to json|asc|ebu|kbs [-o OUT]",
		Short: "Convert a movement between movegen JSON, .ASC, EBUScore and KBS",
		Long: `convert reads a movement file of any format movegen knows (movegen JSON,
.ASC, an EBUScore file such as TSUserMovements.txt, a Knave Bridge Scorer
file; "-" for standard input; the format comes from the content) and writes
it in the format --to names, whatever the -o file is called; without --to
the -o file's extension (.json or .asc) says it. It does not judge the
movement; run check for that.

An EBUScore file holds many movements: --movement picks one by its name or
number; without it, the whole file is written when --to ebu, and otherwise
convert lists the movements to choose from.

What a format cannot express is refused, naming what and why, and nothing
is written (exit 2): tables of three in any scorer's format, sections
that are fields of their own (two Mitchells side by side) in .ASC, EBUScore
and KBS, individual movements in EBUScore and KBS, an empty seat in KBS, a
teams movement anywhere but EBUScore. Sections that are one field (a web or
twin Mitchell, whose pairs play in more than one) are written as one
section of all the tables, numbered across the room, and convert says
where each section begins (D1 → 6). ASE Scorer files are not supported: their
layout is not published (docs/formats/ase.md). .ASC keeps only the seating
and the sets: name, family, game, labels, boards per set and arrow switches
are lost, and convert says so on standard error, as it notes what any
format is written without (names, switches written by the cards held,
copies of the boards through EBUScore).

The numbers a player reads on the cards are the numbers in the file: each
pair is written with the number its cards print, and a file's own numbers
are kept. .ASC, EBUScore and KBS give every pair a number of its own, so a
Mitchell whose cards say NS 1 and EW 1 is refused there; --ew-numbers-from
N numbers the EW pairs from N on the cards and in the file alike (KBS's
own Mitchell files use 11, or 21 above 10 tables). -o takes .json, .asc,
.ebu and .kbs.`,
		Example: `  movegen convert testdata/movements/mitchell7.asc --to json -o mitchell7.json
  movegen convert testdata/movements/howell12.json --to ebu -o TSUserMovements.txt
  movegen convert testdata/movements/library20.txt --movement "Howell, 8 pairs" --to kbs`,
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
		if !slices.Contains(app.FileFormats(), to) {
			return cliErr(&app.Error{Field: "to", Missing: true, Why: movement.Say("json, asc, ebu or kbs, unless %s names a .json, .asc, .ebu or .kbs file", app.Name("output"))})
		}
	}
	es, name, err := opts.Input.readAll(ctx, g, file)
	if err != nil {
		return err
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	if len(es) > 1 && to != "ebu" {
		// One movement of the file, by --movement.
		if _, err := app.One(es, name); err != nil {
			return cliErr(err)
		}
	}
	for i := range es {
		if es[i].Movement == nil {
			continue
		}
		if es[i].Movement, err = app.NumberEW(v, es[i].Movement); err != nil {
			return cliErr(err)
		}
	}
	b, err := app.MarshalEntries(to, es)
	if err != nil {
		return cliErr(err)
	}
	if m := es[0].Movement; len(es) == 1 && m != nil {
		noteLost(g, to, m)
	}
	return writeOutput(g, out, b)
}

// noteLost prints on stderr what a file of format to written from m does
// not keep (formats.Lost), one note line; nothing when it keeps it all.
func noteLost(g *globalOptions, to string, m *movement.Movement) {
	noteLostIn(g, formats.Format(to).Title(), formats.Lost(formats.Format(to), m))
}

// noteLostIn prints on stderr that the file format called title keeps
// none of lost, one note line; nothing when lost is empty.
func noteLostIn(g *globalOptions, title string, lost []movement.Text) {
	if len(lost) == 0 {
		return
	}
	p := i18n.New(g.Lang)
	words := make([]string, len(lost))
	for i, l := range lost {
		words[i] = p.Message(l.Format, l.Args...)
	}
	if title == formats.ASC.Title() {
		fmt.Fprintln(g.stderr, "movegen: "+p.Sprintf("note: %s", p.Sprintf(".ASC keeps no %s", strings.Join(words, ", "))))
	} else {
		fmt.Fprintln(g.stderr, "movegen: "+p.Sprintf("note: %s", p.Sprintf("%s keeps no %s", title, strings.Join(words, ", "))))
	}
}
