package main

import (
	"bytes"
	"context"
	"fmt"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/export/jsonfile/planjson"
	"github.com/movegen/movegen/export/text"
	"github.com/movegen/movegen/internal/app"
	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/schedules"
)

// planOptions are the flags of "movegen plan": the planner's fields of the
// request layer and, for --choose, the output fields.
type planOptions struct {
	Out   movementOutput
	flags *pflag.FlagSet
}

func (o *planOptions) bind(cmd *cobra.Command) {
	o.flags = cmd.Flags()
	app.Bind(o.flags, app.PlanFields()...)
	o.Out.bind(cmd) // every movement format, for --choose
}

func newPlanCmd(g *globalOptions) *cobra.Command {
	var opts planOptions
	cmd := &cobra.Command{
		Use:   "plan (--pairs P | --players N --game preferans|individual | --teams N) [--time 3h]",
		Short: "List the movements that fit the field and the time, ranked, with a timetable",
		Long: `plan answers "I have this many contestants and this much time: what should we
play?". It generates every sensible movement for the field (Mitchell variants
and Howells for pairs; preferans methods, table layouts, rooms and the seating
search; the seating planner for individual bridge), proves each with the
fairness report, and lists them with tables, rounds, boards per round, boards
in play, boards each contestant plays, sit-outs, verdict, balance index,
the two contestants who never meet ("never meet"), the most times two meet
("most met"), how often the strongest contestant of the room wins his field
in a simulation ("strongest wins": 1,000 sessions of each option, fewer
for large movements; --simulate N) and estimated finish.

Ranking, in strict priority (the same rules as schedules.Compare and the
README, in this order):
` + planRules() + `
The best option is marked with *
and the reason given in one sentence. Without --time nothing is left out for
running long, but options are ranked, and partial movements offered, as if
the session had a typical ` + schedules.Duration(schedules.TypicalMinutes) + ` (the plan's first line says so).

Timetable: a round lasts boards per round x minutes per board (7 for a bridge
board, 5 for a preferans deal) plus --move-minutes between rounds; 01:30(+1)
is half past one the next morning.

--stationary 3,7 renumbers the contestants of each movement so that those
stay put; the schedule never changes. Options without enough stationary
places, needing more than --tables-available tables or playing outside
--boards are left out.

--share-boards has the sections of a large pairs field play the same
boards, each from its own copy: fewer boards in play and one field across
the room.

--choose I writes option I like the generator commands, in any --format they
offer (or the one -o FILE's extension names), carrying its session: the
event, date and venue of --config and the option's timetable.

--teams N plans a teams-of-four session: the round robin, the American
whist (odd N), the flower and the Stagger (even N, complete only), each
complete with the boards a match that fit the time (at least 2), or, when
it cannot fit, the most rounds of it that do (at least 4 boards a match; no
two teams meet twice). Ranked: fits the time, the most pairs of teams that
meet, the fewest byes, boards a team nearest 26, every match head to head
in one round (the Stagger, with its two copies of a set, plays most matches
in two halves in different rounds, and the reason line says so), the
fewest copies of a set. Pivot teams (the players changing partners) is an
event of its own and is planned only with --pivot (3 or 5 teams), which lists
it alone. --copies gives each table of a match its own copy of the
boards; --format json writes the plan (movegen-plan/1, request kind
"teams", each option's teams' figures under "teams").

--config event.yaml (or .json) holds the same settings, keys named like the
flags with underscores, plus event, date and venue; flags override the file.
--lang ru prints the plan in Russian; the JSON plan keeps English sentences.

Exit status: 0 ok, 2 bad command line or no movement fits, 3 internal
error, 4 the output could not be written, 130 stopped by Ctrl-C: the options
evaluated before the stop are listed (or the chosen one written) and the
plan says it stopped early.`,
		Example: `  movegen plan --pairs 13 --time 3h
  movegen plan --players 22 --game preferans
  movegen plan --pairs 26 --time 3h --rank strongest
  movegen plan --pairs 16 --time 3h --choose 1 --format json -o tuesday.json
  movegen plan --pairs 44 --time 3h --share-boards
  movegen plan --config testdata/events/tuesday.yaml --stationary 3,7
  movegen plan --teams 8 --time 3h
  movegen plan --teams 8 --time 3h --copies --format json
  movegen plan --teams 9 --time 3h30 --choose 1 -o teams9.pdf
  movegen plan --teams 5 --pivot --time 3h30`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			return runPlan(cmd.Context(), g, &opts)
		},
	}
	opts.bind(cmd)
	return cmd
}

// runPlan plans the session, then lists the options or writes the chosen
// one. A plan stopped by a signal is written with what was evaluated and
// exits 130.
func runPlan(ctx context.Context, g *globalOptions, o *planOptions) error {
	p := i18n.New(g.Lang)
	v, err := app.FromFlags(o.flags, app.PlanFields()...)
	if err != nil {
		return cliErr(err)
	}
	if v.Given("teams") {
		return runTeamsPlan(ctx, g, o, v)
	}
	var ev *app.Event
	if path := v.String("config"); path != "" {
		data, err := readInput(ctx, g, path)
		if isStop(err) {
			return err // a stop while the file was awaited (a FIFO)
		}
		if err != nil {
			return cliErr(&app.Error{Field: "config", Value: path, Why: errorText(err)})
		}
		ev = &app.Event{Path: path, Data: data}
	}
	r, err := app.NewPlanRequest(v, ev)
	if err != nil {
		return cliErr(err)
	}
	f, err := o.Out.format()
	if err != nil {
		return err
	}
	if err := o.Out.check(); err != nil {
		return err
	}
	choose := v.Int("choose")
	if choose == 0 && f != "text" && f != "json" {
		return cliErr(&app.Error{Field: "format", Value: f, Why: movement.Say("writes a movement: add %s I to pick an option of the plan", app.Name("choose"))})
	}
	plan, err := r.Plan(ctx, v)
	if err != nil {
		return cliErr(err)
	}
	if choose > 0 {
		opt, m, err := r.Choose(plan, choose)
		if err != nil {
			return cliErr(err)
		}
		var b bytes.Buffer
		if err := text.WriteChoice(&b, r.Request, opt, text.Options{Printer: p}); err != nil {
			return internalErr(err)
		}
		o.Out.timetableInExtra = true
		err = o.Out.write(ctx, g, m, b.String())
		if err != nil {
			return err
		}
	} else {
		var b bytes.Buffer
		if f == "json" {
			err = planjson.Write(&b, plan, r.Session)
		} else {
			err = text.WritePlan(&b, plan, r.Session, text.Options{Printer: p})
		}
		if err != nil {
			return internalErr(err)
		}
		if err := writeOutput(g, o.Out.path(), b.Bytes()); err != nil {
			return err
		}
	}
	if plan.Stopped {
		return interrupted(movement.Say("the plan lists only the options evaluated before the stop (%d)", len(plan.Options)))
	}
	return nil
}

// planRules writes the ranking rule of schedules.Rules, one numbered rule
// a line: the one list the help and the README print.
func planRules() string {
	var b strings.Builder
	for i, r := range schedules.Rules(schedules.RankBalance) {
		// Wrapped to the help's width, continuation lines indented.
		line := fmt.Sprintf("%d.", i+1)
		for _, w := range strings.Fields(r.String()) {
			if len([]rune(line))+1+len([]rune(w)) > helpWidth-4 {
				b.WriteString(line + "\n")
				line = "  "
			}
			if line == "  " {
				line += w
			} else {
				line += " " + w
			}
		}
		b.WriteString(line + "\n")
	}
	return b.String()
}
