package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"

	"github.com/movegen/movegen/export/cards"
	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/export/resultsbook"
	"github.com/movegen/movegen/export/resultsfile"
	"github.com/movegen/movegen/export/text"
	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/score"
)

// scoreOptions are the flags of "movegen score".
type scoreOptions struct {
	Rank     string
	Format   string
	Template bool
	Output   string
	Input    movementInput
}

func (o *scoreOptions) bind(cmd *cobra.Command) {
	f := cmd.Flags()
	enumVar(f, &o.Rank, "rank", "field", "how to rank: each field apart (the lines of a two-winner Mitchell, the seat lines of the book's rotation) or everyone together", "field", "overall")
	enumVar(f, &o.Format, "format", "text", "output format", "text", "json")
	f.BoolVar(&o.Template, "template", false, "write the results file to fill in (every row the movement plays, in playing order) instead of scoring")
	f.StringVarP(&o.Output, "output", "o", "", "write to this file instead of standard output")
	o.Input.bind(f)
}

func newScoreCmd(g *globalOptions) *cobra.Command {
	var opts scoreOptions
	cmd := &cobra.Command{
		Use:   "score MOVEMENT RESULTS.csv | score MOVEMENT --template [-o RESULTS.csv]",
		Short: "Score a session from its protocols or travellers and rank the contestants",
		Long: `score reads the movement that was played (any format movegen reads) and the
results of every table on every deal (a CSV file; "-" reads standard input),
checks each row against the movement, and prints the ranking.

The rules are the duplicate-preferans book's (sections 6-10 of its duplicate
chapter) and the laws' matchpoints at bridge:
  - a row is one table's result on one deal: deal (or board), round, table,
    and the vists of each seat N, E, S, W (preferans; a row sums to zero),
    or the NS pair's score (bridge; EW scores the opposite);
  - each record is compared with every other record of its line on that
    deal (the same seat at preferans, the same direction of cards at
    bridge): 2 matchpoints for each beaten, 1 for each tie; the top is
    2 x (records - 1);
  - a contestant's matchpoints over his deals, as a percentage of the most
    he could have scored, rank him; equal percentages share a place ("2=");
  - a fouled deal: the judge writes a group number in the "group" column of
    its rows; each group is scored apart and normalised to the whole deal by
    Neuberg's formula, (m + 1) x N/n - 1 for a score m among n results on a
    deal of N.
A row for a deal the table did not play, a row given twice, a row whose
scores do not sum to zero, and a table that played a deal but has no row
are refused, naming the deal and the file's line; nothing is scored then.

--template writes the results file to fill in: every deal and table in the
order the deal is played, with who sits where, the score cells empty. With
-o results.xlsx it writes the scoring workbook instead: the same rows, and
formulas that check each row's sum, score every record within its line
and rank the contestants on a second sheet (LibreOffice and Excel
recalculate it without macros); score reads the filled workbook back.

Exit status: 0 scored, 2 a file could not be read or a row is refused,
4 the output could not be written.`,
		Example: `  movegen score testdata/results/preferans5.json --template -o results.csv
  movegen score testdata/results/preferans5.json testdata/results/preferans5.csv
  movegen score --lang ru testdata/results/preferans5.json testdata/results/preferans5-fouled.csv
  movegen score --rank overall testdata/results/preferans5.json testdata/results/preferans5.csv
  movegen score testdata/results/preferans5.json --template -o results.xlsx
  movegen score --format json testdata/results/preferans5.json testdata/results/preferans5.csv`,
		Args: func(cmd *cobra.Command, args []string) error {
			if opts.Template {
				return cobra.ExactArgs(1)(cmd, args)
			}
			return cobra.ExactArgs(2)(cmd, args)
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			return runScore(cmd.Context(), g, opts, args)
		},
	}
	opts.bind(cmd)
	return cmd
}

func runScore(ctx context.Context, g *globalOptions, opts scoreOptions, args []string) error {
	p := i18n.New(g.Lang)
	m, err := opts.Input.read(ctx, g, args[0])
	if err != nil {
		return err
	}
	m = cardNames(p, m)
	if opts.Template {
		if m.SeatingOnly() {
			return inputErrf("%s: a seating plan schedules no boards: there is nothing to score", args[0])
		}
		var b bytes.Buffer
		if strings.EqualFold(filepath.Ext(opts.Output), ".xlsx") {
			if err := resultsbook.Write(&b, m, resultsbook.WordsFor(p, m)); err != nil {
				if errors.Is(err, resultsbook.ErrUnsupported) {
					return inputErrf("%s: the scoring workbook holds preferans and bridge pairs movements; write the results file (-o results.csv) and score it", args[0])
				}
				return internalErr(err)
			}
		} else if err := resultsfile.WriteTemplate(&b, m); err != nil {
			return inputErrf("%s: %w", args[0], err)
		}
		return writeOutput(g, opts.Output, b.Bytes())
	}
	resultsPath := args[1]
	name := resultsPath
	read := func() ([]byte, error) { return readLimited(resultsPath) }
	if resultsPath == "-" {
		name = "stdin"
		read = func() ([]byte, error) {
			return io.ReadAll(io.LimitReader(g.stdin, resultsfile.MaxBytes+1))
		}
	}
	data, err := readOrStop(ctx, read)
	if errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) {
		return cliErr(err)
	}
	if err != nil {
		return inputErrf("%s: %w", name, err)
	}
	if bytes.HasPrefix(data, []byte("PK\x03\x04")) { // a workbook: its first sheet
		if data, err = resultsbook.CSV(bytes.NewReader(data)); err != nil {
			return inputErrf("%s: %w", name, err)
		}
	}
	rows, err := resultsfile.Read(bytes.NewReader(data), name, m)
	if err != nil {
		var fe *resultsfile.Error
		if errors.As(err, &fe) {
			return &exitError{code: exitInput, err: err, text: fe.Text()}
		}
		return inputErrf("%s: %w", name, err)
	}
	res, err := score.Score(ctx, m, rows, score.Options{Rank: score.Rank(opts.Rank)})
	var se *score.Error
	var oe *movement.OptionError
	switch {
	case errors.As(err, &se):
		for _, pr := range se.Problems {
			fmt.Fprintln(g.stderr, p.Sprintf("movegen: %s", p.Message("%s: %s", name, p.Message(pr.Text.Format, pr.Text.Args...))))
		}
		if se.Omitted > 0 {
			fmt.Fprintln(g.stderr, p.Sprintf("movegen: … and %d more problems", se.Omitted))
		}
		return &exitError{code: exitInput, err: fmt.Errorf("%w: %w", errReported, err)}
	case errors.As(err, &oe):
		return &exitError{code: exitInput, err: err, text: movement.Say("%s: %s", args[0], oe.Text)}
	case err != nil:
		return cliErr(err)
	}
	var b bytes.Buffer
	if opts.Format == "json" {
		data, err := json.MarshalIndent(scoreJSON(m, res), "", "  ")
		if err != nil {
			return internalErr(err)
		}
		b.Write(append(data, '\n'))
	} else if err := text.WriteScore(&b, m, res, text.Options{Printer: p}); err != nil {
		return internalErr(err)
	}
	return writeOutput(g, opts.Output, b.Bytes())
}

// cardNames returns m with every contestant labelled as his cards name him
// ("№13", "EW 3"): the template, the refusals and the ranking then name
// each one as the protocols and the cards the judge holds do. A movement
// the cards refuse is returned as it is.
func cardNames(p *i18n.Printer, m *movement.Movement) *movement.Movement {
	if _, err := cards.Build(m); err != nil {
		return m
	}
	c := m.Clone()
	c.Labels = map[int]string{}
	for n, name := range cards.Names(p, m) {
		c.Labels[n+1] = name
	}
	return c
}

// scoreDoc is the JSON form of a scored session (movegen-score/1).
type scoreDoc struct {
	Format   string         `json:"format"`
	Movement string         `json:"movement"`
	Game     movement.Game  `json:"game"`
	Rank     score.Rank     `json:"rank"`
	Deals    int            `json:"deals"`
	Method   string         `json:"fouled_method"`
	Fouled   []score.Fouled `json:"fouled,omitempty"`
	Rankings []scoreRanking `json:"rankings"`
}

type scoreRanking struct {
	Field     int             `json:"field,omitempty"`
	Standings []scoreStanding `json:"standings"`
}

type scoreStanding struct {
	Place       int     `json:"place"`
	Tied        bool    `json:"tied,omitempty"`
	Contestant  int     `json:"contestant"`
	Label       string  `json:"label"`
	Deals       int     `json:"deals"`
	Matchpoints float64 `json:"matchpoints"`
	Top         float64 `json:"top"`
	Percent     float64 `json:"percent"`
}

func scoreJSON(m *movement.Movement, res *score.Result) scoreDoc {
	d := scoreDoc{Format: "movegen-score/1", Movement: m.Name, Game: res.Game, Rank: res.Rank, Deals: res.Deals, Method: score.Method, Fouled: res.Fouled}
	for _, rk := range res.Rankings {
		r := scoreRanking{Field: rk.Field}
		for _, st := range rk.Standings {
			r.Standings = append(r.Standings, scoreStanding{Place: st.Place, Tied: st.Tied, Contestant: st.Contestant, Label: st.Label,
				Deals: st.Deals, Matchpoints: st.Matchpoints, Top: st.Top, Percent: st.Percent})
		}
		d.Rankings = append(d.Rankings, r)
	}
	return d
}
