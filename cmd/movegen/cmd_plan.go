package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/export/jsonfile/planjson"
	"github.com/movegen/movegen/export/text"
	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/schedules"
)

// planOptions are the flags of "movegen plan".
type planOptions struct {
	Pairs, Players  int
	Game            string
	Time            string
	MinutesPerBoard int
	MoveMinutes     int
	Start           string
	Boards          string
	TablesAvailable int
	Stationary      string
	Choose          int
	Config          string
	Seed            uint64
	ShareBoards     bool
	Out             movementOutput

	flags *pflag.FlagSet
}

func (o *planOptions) bind(cmd *cobra.Command) {
	f := cmd.Flags()
	o.flags = f
	f.IntVar(&o.Pairs, "pairs", 0, "number of bridge pairs `P`")
	f.IntVar(&o.Players, "players", 0, "number of players `N` (with --game preferans or individual)")
	enumVar(f, &o.Game, "game", "", "with --players: the game (individual is individual bridge)", "preferans", "individual")
	f.StringVar(&o.Time, "time", "", "`DURATION` of the session, such as 3h or 2h30m (default: no limit; options are measured against a typical "+schedules.Duration(schedules.TypicalMinutes)+" session)")
	f.IntVar(&o.MinutesPerBoard, "minutes-per-board", 0, "minutes a board or deal (default 7 for bridge, 5 for preferans)")
	f.IntVar(&o.MoveMinutes, "move-minutes", schedules.DefaultMoveMinutes, "minutes to move between rounds")
	f.StringVar(&o.Start, "start", "19:00", "time the first round starts, `HH:MM`")
	f.StringVar(&o.Boards, "boards", "", "boards each contestant plays, `MIN-MAX` such as 24-28; options outside are left out")
	f.IntVar(&o.TablesAvailable, "tables-available", 0, "`TABLES` the room holds; options needing more are left out")
	f.StringVar(&o.Stationary, "stationary", "", "contestants who must not move, a `LIST` such as 3,7")
	f.IntVar(&o.Choose, "choose", 0, "generate option `I` of the plan and write it as a movement")
	f.StringVar(&o.Config, "config", "", "event `FILE` (.yaml or .json) with the same settings plus event, date and venue")
	f.Uint64Var(&o.Seed, "seed", 1, "seed of the seating search, so the same command gives the same plan")
	f.BoolVar(&o.ShareBoards, "share-boards", false, "pairs in sections play the same boards (fewer boards in play, pairs compared across the field); sections are offered even when one Mitchell fits")
	o.Out.bind(cmd) // every movement format output.go knows, for --choose
}

func newPlanCmd(g *globalOptions) *cobra.Command {
	var opts planOptions
	cmd := &cobra.Command{
		Use:   "plan (--pairs P | --players N --game preferans|individual) [--time 3h]",
		Short: "List the movements that fit the field and the time, ranked, with a timetable",
		Long: `plan answers "I have this many contestants and this much time: what should we
play?". It generates every sensible movement for the field (Mitchell variants
and Howells for pairs; preferans methods, table layouts, rooms and the seating
search; the seating planner for individual bridge), proves each with the
fairness report, and lists them with tables, rounds, boards per round, boards
in play, boards each contestant plays, sit-outs, verdict, balance index,
the two contestants who never meet ("never meet"), the most times two meet
("most met") and estimated finish.

Ranking, in strict priority: 1. fits the time (finishes within --time);
2. the 70% rule (options in which some contestant plays fewer than 70% of
the boards in play in their room, or of the most any contestant plays, come
after, flagged "!"); 3. fairness: a perfect verdict before a valid one, then
the higher balance index; 4. meetings: fewer who never meet, then a lower
"most met"; 5. fewest sit-outs per contestant; 6. most boards per
contestant. The best option is marked with *
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

--config event.yaml (or .json) holds the same settings, keys named like the
flags with underscores, plus event, date and venue; flags override the file.
--lang ru prints the plan in Russian; the JSON plan keeps English sentences.

Exit status: 0 ok, 2 bad command line or no movement fits, 3 internal
error, 4 the output could not be written, 130 stopped by Ctrl-C: the options
evaluated before the stop are listed (or the chosen one written) and the
plan says it stopped early.`,
		Example: `  movegen plan --pairs 13 --time 3h
  movegen plan --players 22 --game preferans
  movegen plan --pairs 16 --time 3h --choose 1 --format json -o tuesday.json
  movegen plan --pairs 44 --time 3h --share-boards
  movegen plan --config testdata/events/tuesday.yaml --stationary 3,7`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			return runPlan(cmd.Context(), g, &opts)
		},
	}
	opts.bind(cmd)
	return cmd
}

// config merges the event file, if any, with the flags given (flags win),
// and returns how messages name each setting.
func (o *planOptions) config() (*schedules.Config, func(string) string, error) {
	c := &schedules.Config{}
	if o.Config != "" {
		data, err := readLimited(o.Config)
		if err != nil {
			return nil, nil, inputErrf("--config %s: %w", o.Config, err)
		}
		if c, err = schedules.ParseConfig(data, o.Config); err != nil {
			return nil, nil, inputErrf("--config %w", err)
		}
	}
	given := func(key string) bool { return flagGiven(o.flags, strings.ReplaceAll(key, "_", "-")) }
	flags := schedules.Config{Pairs: o.Pairs, Players: o.Players, Game: o.Game, Time: o.Time,
		MinutesPerBoard: &o.MinutesPerBoard, MoveMinutes: &o.MoveMinutes, Start: o.Start, Boards: o.Boards,
		TablesAvailable: o.TablesAvailable, Seed: o.Seed, ShareBoards: o.ShareBoards}
	if given("stationary") {
		list, err := schedules.ParseList(o.Stationary)
		if err != nil {
			return nil, nil, inputErrf("--stationary %w", err)
		}
		flags.Stationary = list
	}
	c.Override(flags, given)
	return c, c.Namer(o.Config, given), nil
}

// runPlan plans the session, then lists the options or writes the chosen
// one. A plan stopped by a signal is written with what was evaluated and
// exits 130.
func runPlan(ctx context.Context, g *globalOptions, o *planOptions) error {
	p := i18n.New(g.Lang)
	c, name, err := o.config()
	if err != nil {
		return err
	}
	req, err := c.Request(name)
	if err != nil {
		return inputErr(err)
	}
	if o.Choose < 0 || (o.Choose == 0 && flagGiven(o.flags, "choose")) {
		return inputErrf("--choose %d: want an option number from the list, 1 or more", o.Choose)
	}
	f, err := o.Out.format()
	if err != nil {
		return err
	}
	if err := o.Out.check(); err != nil {
		return err
	}
	if o.Choose == 0 && f != "text" && f != "json" {
		return inputErrf("--format %s writes a movement: add --choose I to pick an option of the plan", f)
	}
	plan, err := schedules.NewPlan(ctx, req)
	var none *schedules.NoOptionError
	switch {
	case errors.As(err, &none) && flagGiven(o.flags, "pairs"):
		return inputErrf("--pairs %d: %w", o.Pairs, err)
	case errors.As(err, &none) && flagGiven(o.flags, "players"):
		return inputErrf("--players %d: %w", o.Players, err)
	case errors.As(err, &none):
		return inputErr(err)
	case err != nil:
		return internalErr(err)
	}
	event := &movement.Session{Event: c.Event, Date: c.Date, Venue: c.Venue}
	if flagGiven(o.flags, "event") {
		event.Event = o.Out.Session.Event
	}
	if plan.Stopped && o.Choose > 0 {
		// A partial plan numbers its options differently: option I may
		// not be the one the director meant.
		return fmt.Errorf("plan --choose: stopped before the plan was complete: %w", context.Canceled)
	}
	if o.Choose > len(plan.Options) {
		return inputErrf("--choose %d: the plan lists %d options", o.Choose, len(plan.Options))
	}
	if o.Choose > 0 {
		opt := plan.Options[o.Choose-1]
		var b bytes.Buffer
		if err := text.WriteChoice(&b, req, opt, text.Options{Printer: p}); err != nil {
			return internalErr(err)
		}
		o.Out.timetableInExtra = true
		err = o.Out.write(ctx, g, opt.WithSession(event), b.String())
	} else {
		var b bytes.Buffer
		if f == "json" {
			err = planjson.Write(&b, plan, event)
		} else {
			err = text.WritePlan(&b, plan, event, text.Options{Printer: p})
		}
		if err != nil {
			return internalErr(err)
		}
		err = writeOutput(g, o.Out.Path, b.Bytes())
	}
	if err == nil && plan.Stopped {
		return interrupted(movement.Say("the plan lists only the options evaluated before the stop (%d)", len(plan.Options)))
	}
	return err
}
