package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"maps"
	"slices"
	"strings"
	"text/tabwriter"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

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
	Out             movementOutput

	flags *pflag.FlagSet
}

func (o *planOptions) bind(cmd *cobra.Command) {
	f := cmd.Flags()
	o.flags = f
	f.IntVar(&o.Pairs, "pairs", 0, "number of bridge pairs `P`")
	f.IntVar(&o.Players, "players", 0, "number of players `N` (with --game preferans or individual)")
	f.StringVar(&o.Game, "game", "", "with --players: preferans or individual (individual bridge)")
	f.StringVar(&o.Time, "time", "", "`DURATION` of the session, such as 3h or 2h30m (default: no limit)")
	f.IntVar(&o.MinutesPerBoard, "minutes-per-board", 0, "minutes a board or deal (default 7 for bridge, 5 for preferans)")
	f.IntVar(&o.MoveMinutes, "move-minutes", schedules.DefaultMoveMinutes, "minutes to move between rounds")
	f.StringVar(&o.Start, "start", "19:00", "time the first round starts, `HH:MM`")
	f.StringVar(&o.Boards, "boards", "", "boards each contestant plays, `MIN-MAX` such as 24-28; options outside are left out")
	f.IntVar(&o.TablesAvailable, "tables-available", 0, "`TABLES` the room holds; options needing more are left out")
	f.StringVar(&o.Stationary, "stationary", "", "contestants who must not move, a `LIST` such as 3,7")
	f.IntVar(&o.Choose, "choose", 0, "generate option `I` of the plan and write it as a movement")
	f.StringVar(&o.Config, "config", "", "event `FILE` (.yaml or .json) with the same settings plus event, date and venue")
	f.Uint64Var(&o.Seed, "seed", 1, "seed of the seating search, so the same command gives the same plan")
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
in play, boards each contestant plays, sit-outs, verdict, balance index and
estimated finish.

Ranking, in strict priority:
  1. fits the time: options that finish within --time come first;
  2. fairness: a perfect verdict before a valid one, then the higher balance
     index;
  3. fewest sit-outs per contestant;
  4. most boards per contestant.
The best option is marked with * and the reason given in one sentence.
Options in which some contestant plays fewer than 70% of the boards in play
are flagged with !.

Timetable: a round lasts boards per round x minutes per board (7 for a bridge
board, 5 for a preferans deal unless --minutes-per-board says otherwise) and
players take --move-minutes between rounds. Sessions may run past midnight:
01:30(+1) is half past one the next morning.

--stationary 3,7 keeps those contestants at stationary places by renumbering
the contestants of each movement; the schedule itself never changes. Options
without enough stationary places are left out, as are those that need more
than --tables-available tables or play outside --boards.

--choose I generates option I and writes it like the generator commands, in
any --format they offer (or the one -o FILE's extension names). The movement
carries its session: the event, date and venue of --config (or --event) and
the option's timetable, which the JSON file keeps and the cards, PDF and
workbook print (a Timetable sheet, a time column on every card); the text
format adds the timetable.

Settings may come from --config event.yaml (or .json): the keys are the flag
names with underscores (pairs, players, game, time, minutes_per_board,
move_minutes, start, boards, tables_available, stationary, seed) plus event,
date and venue. Flags override the file.

Exit status: 0 ok, 2 bad command line or no movement fits, 3 internal error.`,
		Example: `  movegen plan --pairs 13 --time 3h
  movegen plan --players 22 --game preferans
  movegen plan --pairs 16 --time 3h --choose 1 --format json -o tuesday.json
  movegen plan --config tuesday.yaml --stationary 3,7`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			return runPlan(cmd.Context(), g, &opts)
		},
	}
	opts.bind(cmd)
	return cmd
}

// flagOfKey maps an event-file key to its flag.
func flagOfKey(key string) string { return "--" + strings.ReplaceAll(key, "_", "-") }

// config merges the event file, if any, with the flags given.
func (o *planOptions) config() (*schedules.Config, func(string) string, error) {
	c := &schedules.Config{}
	if o.Config != "" {
		data, err := readLimited(o.Config)
		if err != nil {
			return nil, nil, inputErrf("--config %s: %w", o.Config, err)
		}
		c, err = schedules.ParseConfig(data, o.Config)
		if err != nil {
			return nil, nil, inputErrf("--config %w", err)
		}
	}
	changed := func(name string) bool { return o.flags != nil && o.flags.Changed(name) }
	if changed("pairs") {
		c.Pairs = o.Pairs
		if !changed("players") {
			c.Players = 0
		}
	}
	if changed("players") {
		c.Players = o.Players
		if !changed("pairs") {
			c.Pairs = 0
		}
	}
	if changed("game") {
		c.Game = o.Game
	}
	if changed("time") {
		c.Time = o.Time
	}
	if changed("minutes-per-board") {
		n := o.MinutesPerBoard
		c.MinutesPerBoard = &n
	}
	if changed("move-minutes") || c.MoveMinutes == nil {
		n := o.MoveMinutes
		c.MoveMinutes = &n
	}
	if changed("start") || c.Start == "" {
		c.Start = o.Start
	}
	if changed("boards") {
		c.Boards = o.Boards
	}
	if changed("tables-available") {
		c.TablesAvailable = o.TablesAvailable
	}
	if changed("stationary") {
		list, err := schedules.ParseList(o.Stationary)
		if err != nil {
			return nil, nil, inputErrf("--stationary %w", err)
		}
		c.Stationary = list
	}
	if changed("seed") || c.Seed == 0 {
		c.Seed = o.Seed
	}
	name := func(key string) string {
		flag := flagOfKey(key)
		if changed(strings.TrimPrefix(flag, "--")) || o.Config == "" {
			return flag
		}
		if line := c.Line(key); line > 0 {
			return fmt.Sprintf("%s:%d: %s", o.Config, line, key)
		}
		return flag
	}
	return c, name, nil
}

// runPlan plans the session, then lists the options or writes the chosen
// one.
func runPlan(ctx context.Context, g *globalOptions, o *planOptions) error {
	c, name, err := o.config()
	if err != nil {
		return err
	}
	req, err := c.Request(name)
	if err != nil {
		return inputErr(err)
	}
	if o.Choose < 0 {
		return inputErrf("--choose %d: want an option number from the list, 1 or more", o.Choose)
	}
	plan, err := schedules.NewPlan(ctx, req)
	var none *schedules.NoOptionError
	switch {
	case errors.As(err, &none):
		return inputErr(err)
	case err != nil:
		return internalErr(err)
	}
	if o.Choose > 0 {
		if o.Choose > len(plan.Options) {
			return inputErrf("--choose %d: the plan lists %d options", o.Choose, len(plan.Options))
		}
		opt := plan.Options[o.Choose-1]
		var b bytes.Buffer
		fmt.Fprintf(&b, "Option %d of the plan: %s.\n", opt.Number, opt.Name)
		writeRelabelled(&b, req, opt)
		b.WriteString("\n")
		writeTimetable(&b, c, opt)
		o.Out.timetableInExtra = true
		return o.Out.write(g, sessionMovement(c, opt), string(trimLines(b.Bytes())))
	}
	f, err := o.Out.format()
	if err != nil {
		return err
	}
	var b bytes.Buffer
	switch f {
	case "text":
		writePlanText(&b, c, plan)
	case "json":
		if err := writePlanJSON(&b, c, plan); err != nil {
			return internalErr(err)
		}
	default:
		return inputErrf("--format %s writes a movement: add --choose I to pick an option of the plan", f)
	}
	return writeOutput(g, o.Out.Path, trimLines(b.Bytes()))
}

// sessionMovement returns the option's movement carrying its session: the
// event, date and venue of the event file and the option's timetable, so
// that the JSON file, the cards and the workbook all show the clock.
func sessionMovement(c *schedules.Config, opt schedules.Option) *movement.Movement {
	m := opt.Movement.Clone()
	m.Session = &movement.Session{
		Event: strings.TrimSpace(c.Event), Date: strings.TrimSpace(c.Date), Venue: strings.TrimSpace(c.Venue),
		Timetable: opt.Timetable.Session(),
	}
	return m
}

// trimLines removes the spaces tabwriter leaves at the ends of lines.
func trimLines(data []byte) []byte {
	lines := bytes.Split(data, []byte("\n"))
	for i, l := range lines {
		lines[i] = bytes.TrimRight(l, " ")
	}
	return bytes.Join(lines, []byte("\n"))
}

// eventLine names the event, date and venue, or "" when the file gives
// none.
func eventLine(c *schedules.Config) string {
	var parts []string
	for _, s := range []string{c.Event, c.Date, c.Venue} {
		if s = strings.TrimSpace(s); s != "" {
			parts = append(parts, s)
		}
	}
	return strings.Join(parts, ", ")
}

// requestLine sums up what was asked.
func requestLine(req schedules.Request) string {
	game := "bridge pairs"
	if req.Kind != "pairs" {
		game = "individual bridge"
		if req.Game == "preferans" {
			game = "preferans"
		}
	}
	s := fmt.Sprintf("%d %s (%s)", req.Contestants, req.What(), game)
	if req.Minutes > 0 {
		s += fmt.Sprintf(", %s from %s", schedules.Duration(req.Minutes), req.Start)
	} else {
		s += fmt.Sprintf(", from %s, no time limit", req.Start)
	}
	unit := "board"
	if req.Game == "preferans" {
		unit = "deal"
	}
	s += fmt.Sprintf(", %d minutes a %s, %d to move", req.Pace.MinutesPerBoard, unit, req.Pace.MoveMinutes)
	if req.Boards.Max > 0 {
		s += fmt.Sprintf(", %s boards each", req.Boards)
	}
	if req.TablesAvailable > 0 {
		s += fmt.Sprintf(", %d tables available", req.TablesAvailable)
	}
	if len(req.Stationary) > 0 {
		s += fmt.Sprintf(", stationary %s", joinInts(req.Stationary))
	}
	return s
}

func joinInts(xs []int) string {
	s := make([]string, len(xs))
	for i, x := range xs {
		s[i] = fmt.Sprint(x)
	}
	return strings.Join(s, ",")
}

// writePlanText writes the ranked list, the reason and the marked option's
// timetable.
func writePlanText(w io.Writer, c *schedules.Config, plan *schedules.Plan) {
	if e := eventLine(c); e != "" {
		fmt.Fprintln(w, e)
	}
	fmt.Fprintf(w, "Plan for %s\n\n", requestLine(plan.Request))
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "\t#\tmovement\ttables\trounds\tboards/round\tin play\teach plays\tsit-outs\tverdict\tbalance\tfinish\t")
	for _, o := range plan.Options {
		mark := ""
		if o.Number == 1 {
			mark = "*"
		}
		flags := ""
		if o.UnderShare {
			flags += " !"
		}
		if !o.FitsTime {
			flags += " over time"
		}
		fmt.Fprintf(tw, "%s\t%d\t%s\t%d\t%d\t%d\t%d\t%s\t%s\t%s\t%.2f\t%s\t%s\n",
			mark, o.Number, o.Name, o.Tables, o.Rounds, o.BoardsPerRound, o.BoardsInPlay,
			o.Boards, o.SitOuts, o.Verdict, o.BalanceIndex, o.Timetable.Finish, strings.TrimSpace(flags))
	}
	tw.Flush()
	fmt.Fprintf(w, "\n* %s\n", plan.Reason)
	for _, o := range plan.Options {
		if o.UnderShare {
			fmt.Fprintf(w, "! some contestants play fewer than 70%% of the boards in play.\n")
			break
		}
	}
	for _, l := range plan.LeftOut {
		fmt.Fprintln(w, l)
	}
	best := plan.Options[0]
	if len(best.Notes) > 0 || len(best.Relabelled) > 0 || best.Method != "" {
		fmt.Fprintln(w)
	}
	if best.Method != "" {
		fmt.Fprintf(w, "Option 1: %s.\n", best.Method)
	}
	for _, n := range best.Notes {
		fmt.Fprintf(w, "Option 1: %s.\n", n)
	}
	writeRelabelled(w, plan.Request, best)
	fmt.Fprintln(w)
	writeTimetable(w, c, best)
	fmt.Fprintf(w, "\nWrite option I with: movegen plan ... --choose I [--format FORMAT] [-o FILE]\n")
}

// writeRelabelled explains the renumbering done for --stationary.
func writeRelabelled(w io.Writer, req schedules.Request, o schedules.Option) {
	if len(req.Stationary) == 0 {
		return
	}
	if len(o.Relabelled) == 0 {
		fmt.Fprintf(w, "Stationary %s: already at stationary places in option %d.\n", joinInts(req.Stationary), o.Number)
		return
	}
	fmt.Fprintf(w, "Stationary %s: option %d is renumbered (", joinInts(req.Stationary), o.Number)
	first := true
	for _, from := range slices.Sorted(maps.Keys(o.Relabelled)) {
		if !first {
			fmt.Fprint(w, ", ")
		}
		first = false
		fmt.Fprintf(w, "%d is now %d", from, o.Relabelled[from])
	}
	fmt.Fprintln(w, "); the schedule is unchanged.")
}

// writeTimetable writes an option's clock, round by round.
func writeTimetable(w io.Writer, c *schedules.Config, o schedules.Option) {
	t := o.Timetable
	fmt.Fprintf(w, "Timetable of option %d: %d rounds of %d boards, %d minutes a board, %d to move; %s in all.\n",
		o.Number, len(t.Rounds), t.BoardsPerRound, t.Pace.MinutesPerBoard, t.Pace.MoveMinutes, schedules.Duration(t.Minutes))
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "round\tstart\tend\t")
	for _, r := range t.Rounds {
		fmt.Fprintf(tw, "%d\t%s\t%s\t\n", r.Round, r.Start, r.End)
	}
	tw.Flush()
	fmt.Fprintf(w, "Start %s, finish %s.\n", t.Start, t.Finish)
}

// planDocument is the JSON form of a plan.
type planDocument struct {
	Format  string             `json:"format"`
	Event   *eventDocument     `json:"event,omitempty"`
	Request schedules.Request  `json:"request"`
	Marked  int                `json:"marked"`
	Reason  string             `json:"reason"`
	Options []schedules.Option `json:"options"`
	// Timetable is the marked option's.
	Timetable schedules.Timetable `json:"timetable"`
	LeftOut   []string            `json:"left_out,omitempty"`
}

type eventDocument struct {
	Name  string `json:"name,omitempty"`
	Date  string `json:"date,omitempty"`
	Venue string `json:"venue,omitempty"`
}

// planFormat names the plan JSON document.
const planFormat = "movegen-plan/1"

func writePlanJSON(w io.Writer, c *schedules.Config, plan *schedules.Plan) error {
	doc := planDocument{
		Format: planFormat, Request: plan.Request, Marked: 1, Reason: plan.Reason,
		Options: plan.Options, Timetable: plan.Options[0].Timetable, LeftOut: plan.LeftOut,
	}
	if eventLine(c) != "" {
		doc.Event = &eventDocument{Name: c.Event, Date: c.Date, Venue: c.Venue}
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	if err := enc.Encode(doc); err != nil {
		return fmt.Errorf("write plan: %w", err)
	}
	return nil
}
