package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/export/jsonfile/planjson"
	"github.com/movegen/movegen/export/text"
	"github.com/movegen/movegen/internal/app"
	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/teams"
)

func newTeamsCmd(g *globalOptions) *cobra.Command {
	var opts generatorOptions
	cmd := &cobra.Command{
		Use:   "teams --teams N [--form round-robin|american-whist|flower|thurner|stagger|pivot]",
		Short: "Generate a teams-of-four movement: round robin, American whist, flower; Swiss pairings",
		Long: `teams generates a movement for teams of four: each team is two pairs, its NS
pair ("NS 3") and its EW pair ("EW 3"); in a match the two teams sit at two
tables in opposite directions and play the same boards, and the scores are
compared across the two tables.

--form round-robin (the default): head-to-head matches, every two teams
once (Berger's tables), match k of a round at tables 2k−1 and 2k, every match
of a round on the same boards, home and away balanced; an odd number of
teams gives one team a bye each round. 3 to 40 teams.
--form american-whist: the usual single-session movement for an odd number
of teams (3 to 39): NS pairs stay at their home tables, EW pairs move down two
tables and the boards down one; each match is played in two halves, rounds
apart, and one copy of the boards serves the room. With 3 teams it is the
three-way match: three tables, two rounds.
--form flower: home tables (Bridge::Flower's movement): NS pairs stay, EW
pairs move up one table a round (two for an even number of teams), every
match head to head at the two teams' home tables. 3 to 40 teams. Four teams:
--form round-robin or --form flower, three rounds.
--form thurner: EBUScore's club movement for 6 teams, 5 rounds.
--form stagger: EBUScore's club movement for an even number of teams (the
manual's 8; 4 to 40): two rows of tables, table t sharing its boards with
the table across the rows, EW down two and the boards down one; a scoring
break after round n/2−1, every match begun complete, then new boards.
--form pivot: pivot teams for 3 or 5 teams, in which the four players of a
team change partners so that each plays one stanza with each teammate: three
stanzas, each a complete American whist on new boards, a scoring break and
the pivot after each of the first two (the EBU forum's five-team movement:
12 rounds of 2 boards). The pairs "NS 3" and "EW 3" are team 3's places; the
captain stays North at the home table.

--rounds below the complete number keeps the event fair: no two teams meet
twice, no team has more than one bye (American whist: an even number, every
match still complete). The two tables of a head-to-head match exchange one
copy of the boards halfway (each starts with half, the table cards say
which); --copies gives each table its own copy instead.

teams swiss pairs the next round of a Swiss teams event from a standings
file and prints the pairings with the reasons; see "movegen teams swiss
--help".

The text output is the master chart and the fairness report, with the teams'
report (who meets whom, boards compared, byes, home and away) and the
generator's notes. -o cards.pdf prints the setup sheet (copies of each set,
which tables form each match, the boards exchange), a card for each table
with the match on every round, each team's itinerary and the master chart of
matches; .xlsx the workbook; --format ebu the EBUScore teams movement
(type 5, one line per table of NS team, EW team, set).`,
		Example: `  movegen teams --teams 8
  movegen teams --teams 9 --form american-whist
  movegen teams --teams 3 --form american-whist
  movegen teams --teams 4 --form flower --boards-per-match 8
  movegen teams --teams 12 --rounds 7 --boards-per-match 4
  movegen teams --teams 6 --copies -o teams6.pdf
  movegen teams --teams 7 --form american-whist --format ebu
  movegen teams --teams 8 --form stagger -o stagger8.pdf
  movegen teams --teams 5 --form pivot
  movegen teams swiss --standings testdata/teams/swiss-after-3.csv`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			return runGenerator(cmd.Context(), g, &opts)
		},
	}
	opts.family = app.FamilyOf("teams")
	opts.flags = cmd.Flags()
	app.Bind(opts.flags, opts.family.Fields...)
	opts.Output.bind(cmd, app.Formats()...)
	cmd.AddCommand(newTeamsSwissCmd(g))
	return cmd
}

// swissOptions are the flags of "movegen teams swiss".
type swissOptions struct {
	Output movementOutput
	flags  *pflag.FlagSet
	next   string
}

// swissRuleHelp is teams.SwissRule in English, wrapped for the help.
func swissRuleHelp() string {
	var words []string
	for _, t := range teams.SwissRule() {
		words = append(words, strings.Fields(t.String())...)
	}
	var b strings.Builder
	line := 0
	for _, w := range words {
		if line > 0 && line+1+len(w) > 78 {
			b.WriteString("\n")
			line = 0
		} else if line > 0 {
			b.WriteString(" ")
			line++
		}
		b.WriteString(w)
		line += len([]rune(w))
	}
	return b.String()
}

func newTeamsSwissCmd(g *globalOptions) *cobra.Command {
	var opts swissOptions
	cmd := &cobra.Command{
		Use:   "swiss --standings FILE.csv [--next NEXT.csv] [--pairs [--triangle]]",
		Short: "Pair the next round of a Swiss teams or pairs event from its standings",
		Long: `swiss pairs the next round of a Swiss teams event (or, with --pairs, a Swiss
pairs event) from the standings file and prints the pairings with the
reason for each. The rule, as every output states it:

` + swissRuleHelp() + `

The higher-ranked team is home: its NS pair at the match's first table (in
a pairs event the higher-ranked pair sits NS, one table a match). Every match
plays the same boards. --rematches allows the fewest rematches possible when
every pairing has one (without it such a round is refused, and only then);
--danish pairs down the ranking instead (the leaders may meet again, as BBO
runs its Swiss unless told otherwise). --pairs --triangle plays an odd
field's triangle instead of its bye, as the EBU's "Club Swiss Pairs / Teams"
suggests ("two pairs sit out for half a match rather than one pair sitting
out for a whole match"): the round is written in two halves of the boards.

The standings file is CSV, one line per team, columns named on the first
line in any order: team (number, 1 to N; "pair" in a pairs event), vp
(victory points so far), met (the teams met, separated by spaces or
semicolons; a team listed twice was met twice; "bye" counts a bye), and
optionally name and byes. Lines starting with # are comments; --standings -
reads standard input:

  team,name,vp,met
  1,Smith,32.3,2 3 5
  2,Jones,30.5,1 4 6

Through the night: --next round4.csv writes the standings with this round's
pairings filled in (column opp: the opponent, or "bye") and an empty result
column. Enter each match's result on one line of it: victory points (12.5,
out of 20), an IMP margin (+7 imps, on the WBF continuous 20-VP scale for
the boards of the match) or a matchpoint percentage (58.2%, VP = % / 5); the
other team gets the rest of 20, and the bye its VP as entered. --scale
wbf|percent says which the event uses (refusing the other). Give that file
as --standings for the next round: the results are entered (VP, meetings,
byes) and the round after is paired, and --next writes its file in turn.
A triangle's pivot has two opponents in opp ("5 7": first half, second
half) and takes both halves' results on its line, separated by a semicolon
("55%; 48%"), or each on the other pair's line; the file gains a triangle
column ("pivot", "odd": the triangles each pair has played in that role).

The pairings and reasons come first, then the round is written like any
movement: the text output is the master chart and the report; -o round4.pdf
the table cards (each with its match and the boards exchange), each team's
card and the setup sheet. With --format json (or ebu) to standard output the
pairings and reasons go to standard error.`,
		Example: `  movegen teams swiss --standings testdata/teams/swiss-after-3.csv
  movegen teams swiss --standings testdata/teams/swiss-odd.csv --boards-per-match 7
  movegen teams swiss --standings testdata/teams/swiss-after-3.csv --next round4.csv
  movegen teams swiss --standings round4.csv --scale wbf --next round5.csv
  movegen teams swiss --pairs --standings testdata/teams/swiss-pairs.csv --next r2.csv
  movegen teams swiss --pairs --triangle --standings testdata/teams/swiss-pairs.csv
  movegen teams swiss --standings testdata/teams/swiss-after-3.csv --format json`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			return runSwiss(cmd.Context(), g, &opts)
		},
	}
	opts.flags = cmd.Flags()
	app.Bind(opts.flags, app.SwissFields()...)
	opts.flags.StringVar(&opts.next, "next", "", "write the standings with this round's pairings filled in and its results to enter to `FILE` (CSV; - for standard output)")
	opts.Output.bind(cmd, app.Formats()...)
	return cmd
}

// runSwiss reads the standings (a file, or standard input for "-"),
// pairs the round through the request layer and writes it; with -o FILE
// the pairings and reasons also go to standard output; --next writes the
// next standings file.
func runSwiss(ctx context.Context, g *globalOptions, o *swissOptions) error {
	if ctx.Err() != nil {
		return ctx.Err()
	}
	v, err := app.FromFlags(o.flags, app.SwissFields()...)
	if err != nil {
		return cliErr(err)
	}
	if err := o.Output.check(); err != nil {
		return err
	}
	if o.next != "" && o.next != "-" {
		if err := checkNextDir(o.next); err != nil {
			return err
		}
	}
	path := v.String("standings")
	var data []byte // none without --standings: the layer refuses that
	if v.Given("standings") {
		name := path
		read := func() ([]byte, error) { return readLimited(path) }
		if path == "-" {
			name = "stdin"
			read = func() ([]byte, error) { return io.ReadAll(io.LimitReader(g.stdin, app.MaxFileBytes+1)) }
		}
		// The signal-aware read the movement readers use: a Ctrl-C while
		// a FIFO or a pipe is awaited stops at once.
		data, err = readOrStop(ctx, read)
		if errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) {
			return err
		}
		if err != nil {
			return cliErr(&app.Error{Field: "standings", Value: path, Quote: true, Why: errorText(err)})
		}
		path = name
	}
	res, err := app.Swiss(ctx, v, path, data)
	if err != nil {
		return cliErr(err)
	}
	p := i18n.New(g.Lang)
	lines := strings.Join(res.Lines(p), "\n") + "\n"
	// The pairings and reasons come first: on standard output, unless the
	// movement itself goes there in a format of its own (json, ebu, ...),
	// or the next standings do, when they go to standard error.
	format, _ := o.Output.format()
	switch out := o.Output.path(); {
	case o.next == "-":
		fmt.Fprint(g.stderr, lines)
	case out != "" && out != "-" || format == "text":
		fmt.Fprintln(g.stdout, lines)
	default:
		fmt.Fprint(g.stderr, lines)
	}
	if o.next != "" {
		if err := writeOutput(g, o.next, res.Next); err != nil {
			return err
		}
		if o.next == "-" {
			return nil
		}
	}
	return o.Output.write(ctx, g, res.Movement)
}

// checkNextDir refuses, before any work, a --next file whose folder does
// not exist (exit 4, as the write would).
func checkNextDir(path string) error {
	dir := filepath.Dir(path)
	if fi, err := os.Stat(dir); err != nil || !fi.IsDir() {
		if err == nil {
			err = errorf("%s is not a folder", dir)
		}
		return writeErr(errorf("write %s: %w", path, unwrapPath(err)))
	}
	return nil
}

// runTeamsPlan is "plan --teams N": the teams forms that fit, ranked, or
// with --choose I option I written like a generator's movement.
func runTeamsPlan(ctx context.Context, g *globalOptions, o *planOptions, v *app.Values) error {
	p := i18n.New(g.Lang)
	f, err := o.Out.format()
	if err != nil {
		return err
	}
	if err := o.Out.check(); err != nil {
		return err
	}
	choose := v.Int("choose")
	if choose == 0 && f != "text" && f != "json" {
		return cliErr(&app.Error{Field: "format", Value: f, Why: movement.Say("a teams plan is printed as text or json; add %s I to write an option as a movement in this format", app.Name("choose"))})
	}
	plan, err := app.TeamsPlan(ctx, v)
	if err != nil {
		return cliErr(err)
	}
	if choose == 0 && f == "json" {
		// The plan itself, as a movegen-plan/1 document.
		var b bytes.Buffer
		if err := planjson.WriteTeams(&b, plan, &movement.Session{Event: strings.TrimSpace(v.String("event"))}); err != nil {
			return internalErr(err)
		}
		return writeOutput(g, o.Out.path(), b.Bytes())
	}
	if choose > 0 {
		opt, m, err := app.ChooseTeams(v, plan, choose)
		if err != nil {
			return cliErr(err)
		}
		var b bytes.Buffer
		if err := text.WriteTeamsChoice(&b, opt, text.Options{Printer: p}); err != nil {
			return internalErr(err)
		}
		o.Out.timetableInExtra = true
		return o.Out.write(ctx, g, m, b.String())
	}
	var b bytes.Buffer
	if err := text.WriteTeamsPlan(&b, plan, strings.TrimSpace(v.String("event")), text.Options{Printer: p}); err != nil {
		return internalErr(err)
	}
	return writeOutput(g, o.Out.path(), b.Bytes())
}
