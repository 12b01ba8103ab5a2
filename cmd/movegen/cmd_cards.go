package main

import (
	"context"
	"os"
	"runtime/debug"

	"github.com/spf13/cobra"

	"github.com/movegen/movegen/internal/app"
)

// cardsOptions are the flags of "movegen cards": the request layer's
// output, paper and session fields (through movementOutput, with the
// formats cards draws) and the reading fields.
type cardsOptions struct {
	Input  movementInput
	Output movementOutput
}

func (o *cardsOptions) bind(cmd *cobra.Command) {
	// cards chooses its format by the -o file alone.
	o.Output.bindFileOnly(cmd, "text", "pdf", "xlsx", "csv")
	cmd.Flags().Lookup("output").Usage = "write to this file (format from its extension: .pdf, .xlsx, .csv, .txt); default: text cards on standard output"
	o.Input.bind(cmd.Flags())
}

func newCardsCmd(g *globalOptions) *cobra.Command {
	var opts cardsOptions
	cmd := &cobra.Command{
		Use:   "cards MOVEMENT [-o cards.pdf]",
		Short: "Print table guide cards, contestant cards and master charts",
		Long: `cards reads a movement (movegen JSON, .ASC, EBUScore or KBS, told by the
content; "-" for standard input; --movement picks one from a file that holds
many) and prints what the room needs: a guide card for every table (who sits where each round, the
boards, and where every seat and the boards go next, with arrow switches,
skips, sit-outs, shared sets and the bye stand in words), a card for the
sit-out, a route card for every contestant, and the master chart with the
set view (for preferans the director's set row with Z).

The format comes from the -o file's extension: .pdf (cards to print; table
cards one a page, contestant cards four a page, or two with --large), .xlsx
(a workbook), .csv or .txt. A .csv file holds one layout, chosen with
--csv-layout: flat (round, table, set, boards, seat, contestant, label,
switched) or bridgemate (Section, Table, Round, NSPair, EWPair, LowBoard,
HighBoard, Switched; in an arrow-switched round NSPair is the pair holding
the NS cards). An invalid movement is refused in every format. Without -o
the cards are printed as text. Every page carries the movement's name, the
event, page x of y and a short hash of the schedule. A pdf of 100 pages or
more (a workbook of 2,000 rows or more) is announced on standard error
with its size before it is drawn; Ctrl-C stops the drawing and nothing is
written (exit 130). The generators take the same --paper, --large, --what
and --csv-layout with their own -o.

With --start 19:00 the cards show the time of every round (table and
contestant cards get a time column, the chart its clock) and the workbook a
Timetable sheet: a round lasts boards per set x --minutes-per-board (7 for a
bridge board, 5 for a preferans deal), with --move-minutes (1) between
rounds; a time past midnight reads 00:10(+1). A movement file that already
carries a session (written by "plan --choose" or with these flags) keeps its
event and timetable unless a flag overrides them.`,
		Example: `  movegen cards testdata/movements/mitchell7.json -o m7.pdf --event "Club Pairs" --start 19:00
  movegen cards testdata/movements/mitchell7.asc --what tables --paper letter -o tables.pdf
  movegen cards testdata/movements/preferans11.json --lang ru -o p11.xlsx
  movegen cards testdata/movements/mitchell7.json --csv-layout bridgemate -o m7.csv`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return runCards(cmd.Context(), g, opts, args[0])
		},
	}
	opts.bind(cmd)
	return cmd
}

func runCards(ctx context.Context, g *globalOptions, opts cardsOptions, file string) error {
	v, err := opts.Output.values()
	if err != nil {
		return err
	}
	out := v.String("output")
	format := "text"
	if out != "" && out != "-" {
		format = app.FormatOfExt(out)
		switch format {
		case "pdf", "xlsx", "csv", "text":
		default:
			return inputErrf("-o %s: want a .pdf, .xlsx, .csv or .txt file", out)
		}
	}
	paper, err := app.PaperOf(v)
	if err != nil {
		return cliErr(err)
	}
	if err := app.CheckSession(v, format); err != nil {
		return cliErr(err)
	}
	m, err := opts.Input.read(ctx, g, file)
	if err != nil {
		return err
	}
	if m, err = app.ApplySession(v, m); err != nil {
		return cliErr(err)
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	if os.Getenv("GOMEMLIMIT") == "" {
		defer debug.SetMemoryLimit(debug.SetMemoryLimit(cardsMemory))
	}
	// Stopped while rendering: nothing is written (exit 130).
	return writePaper(ctx, g, m, format, paper, out)
}
