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

	"github.com/movegen/movegen/export/i18n"
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
  2. the 70% rule: options in which everyone plays at least 70% of the
     boards in play come before those marked "!";
  3. fairness: a perfect verdict before a valid one, then the higher balance
     index;
  4. fewest sit-outs per contestant;
  5. most boards per contestant.
Without --time there is no limit, but the options are measured against a
typical club session of ` + schedules.Duration(schedules.TypicalMinutes) + `: they are ranked, and partial movements
offered, as if the session had that long, so a movement of many hours does
not come first; nothing is left out for running longer, and the plan's first
line says so.
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

--lang ru prints the plan in Russian: headings, option names, the reason,
the timetable and the errors come from the message catalogue. The JSON plan
keeps the English sentences whatever the language.

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
// one. Every sentence goes through the message catalogue in g.Lang.
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
	if o.Choose < 0 {
		return inputErr(p.Errorf("--choose %d: want an option number from the list, 1 or more", o.Choose))
	}
	plan, err := schedules.NewPlan(ctx, req)
	var none *schedules.NoOptionError
	switch {
	case errors.As(err, &none):
		return inputErr(errors.New(message(p, none.Text())))
	case err != nil:
		return internalErr(err)
	}
	if o.Choose > 0 {
		if o.Choose > len(plan.Options) {
			return inputErr(p.Errorf("--choose %d: the plan lists %d options", o.Choose, len(plan.Options)))
		}
		opt := plan.Options[o.Choose-1]
		var b bytes.Buffer
		fmt.Fprintln(&b, p.Sprintf("Option %d of the plan: %s.", opt.Number, message(p, opt.Name)))
		writeRelabelled(&b, p, req, opt)
		b.WriteString("\n")
		writeTimetable(&b, p, req, opt)
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
		writePlanText(&b, p, c, plan)
	case "json":
		if err := writePlanJSON(&b, c, plan); err != nil {
			return internalErr(err)
		}
	default:
		return inputErr(p.Errorf("--format %s writes a movement: add --choose I to pick an option of the plan", f))
	}
	return writeOutput(g, o.Out.Path, trimLines(b.Bytes()))
}

// message puts a sentence the planner keeps as data into p's language.
func message(p *i18n.Printer, t movement.Text) string { return p.Message(t.Format, t.Args...) }

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

// contestants counts the request's contestants: "13 pairs", "22 игрока".
func contestants(p *i18n.Printer, req schedules.Request) string {
	if req.Kind == movement.Pairs {
		return p.Count(req.Contestants, i18n.Pairs)
	}
	return p.Count(req.Contestants, i18n.Players)
}

// requestLine sums up what was asked.
func requestLine(p *i18n.Printer, req schedules.Request) string {
	game := p.T("bridge pairs")
	if req.Kind != movement.Pairs {
		game = p.T("individual bridge")
		if req.Game == movement.Preferans {
			game = p.T("preferans")
		}
	}
	parts := []string{p.Sprintf("%s (%s)", contestants(p, req), game)}
	if req.Minutes > 0 {
		parts = append(parts, p.Message("%s from %s", schedules.DurationText(req.Minutes), req.Start))
	} else {
		parts = append(parts, p.Message("from %s, no time limit (options are measured against a typical session of %s)",
			req.Start, schedules.DurationText(schedules.TypicalMinutes)))
	}
	if req.Game == movement.Preferans {
		parts = append(parts, p.Sprintf("%d minutes a deal, %d to move", req.Pace.MinutesPerBoard, req.Pace.MoveMinutes))
	} else {
		parts = append(parts, p.Sprintf("%d minutes a board, %d to move", req.Pace.MinutesPerBoard, req.Pace.MoveMinutes))
	}
	if req.Boards.Max > 0 {
		parts = append(parts, p.Sprintf("%s boards each", req.Boards))
	}
	if req.TablesAvailable > 0 {
		parts = append(parts, p.Sprintf("%d tables available", req.TablesAvailable))
	}
	if len(req.Stationary) > 0 {
		parts = append(parts, p.Sprintf("stationary %s", joinInts(req.Stationary)))
	}
	return strings.Join(parts, ", ")
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
func writePlanText(w io.Writer, p *i18n.Printer, c *schedules.Config, plan *schedules.Plan) {
	if e := eventLine(c); e != "" {
		fmt.Fprintln(w, e)
	}
	fmt.Fprintln(w, p.Sprintf("Plan for %s", requestLine(p, plan.Request)))
	fmt.Fprintln(w)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	columns := []string{"", "#", p.T("movement"), p.T("tables"), p.T("rounds"), p.T("boards/round"), p.T("in play"),
		p.T("each plays"), p.T("sit-outs"), p.T("verdict"), p.T("balance"), p.T("finish")}
	fmt.Fprintln(tw, strings.Join(columns, "\t")+"\t")
	for _, o := range plan.Options {
		mark := ""
		if o.Number == 1 {
			mark = "*"
		}
		var flags []string
		if o.UnderShare {
			flags = append(flags, "!")
		}
		if !o.FitsTime {
			flags = append(flags, p.T("over time"))
		}
		fmt.Fprintf(tw, "%s\t%d\t%s\t%d\t%d\t%d\t%d\t%s\t%s\t%s\t%s\t%s\t%s\n",
			mark, o.Number, message(p, o.Name), o.Tables, o.Rounds, o.BoardsPerRound, o.BoardsInPlay,
			o.Boards, o.SitOuts, p.T(string(o.Verdict)), p.Sprintf("%.2f", o.BalanceIndex), o.Timetable.Finish,
			strings.Join(flags, " "))
	}
	tw.Flush()
	fmt.Fprintf(w, "\n* %s\n", message(p, plan.Reason))
	for _, o := range plan.Options {
		if o.UnderShare {
			fmt.Fprintln(w, p.Sprintf("! some contestants play fewer than 70%% of the boards in play."))
			break
		}
	}
	for _, l := range plan.LeftOut {
		fmt.Fprintln(w, message(p, l))
	}
	best := plan.Options[0]
	if len(best.Notes) > 0 || len(best.Relabelled) > 0 || !best.Method.IsZero() {
		fmt.Fprintln(w)
	}
	if !best.Method.IsZero() {
		fmt.Fprintln(w, p.Sprintf("Option 1: %s.", message(p, best.Method)))
	}
	for _, n := range best.Notes {
		fmt.Fprintln(w, p.Sprintf("Option 1: %s.", message(p, n)))
	}
	writeRelabelled(w, p, plan.Request, best)
	fmt.Fprintln(w)
	writeTimetable(w, p, plan.Request, best)
	fmt.Fprintln(w)
	fmt.Fprintln(w, p.Sprintf("Write option I with: %s", "movegen plan ... --choose I [--format FORMAT] [-o FILE]"))
}

// writeRelabelled explains the renumbering done for --stationary.
func writeRelabelled(w io.Writer, p *i18n.Printer, req schedules.Request, o schedules.Option) {
	if len(req.Stationary) == 0 {
		return
	}
	if len(o.Relabelled) == 0 {
		fmt.Fprintln(w, p.Sprintf("Stationary %s: already at stationary places in option %d.", joinInts(req.Stationary), o.Number))
		return
	}
	var moves []string
	for _, from := range slices.Sorted(maps.Keys(o.Relabelled)) {
		moves = append(moves, p.Sprintf("%d is now %d", from, o.Relabelled[from]))
	}
	fmt.Fprintln(w, p.Sprintf("Stationary %s: option %d is renumbered (%s); the schedule is unchanged.",
		joinInts(req.Stationary), o.Number, strings.Join(moves, ", ")))
}

// writeTimetable writes an option's clock, round by round: boards for
// bridge, deals for preferans.
func writeTimetable(w io.Writer, p *i18n.Printer, req schedules.Request, o schedules.Option) {
	t := o.Timetable
	rounds := p.Count(len(t.Rounds), i18n.Rounds)
	if req.Game == movement.Preferans {
		fmt.Fprintln(w, p.Message("Timetable of option %d: %s of %s, %d minutes a deal, %d to move; %s in all.",
			o.Number, rounds, p.Count(t.BoardsPerRound, i18n.Deals), t.Pace.MinutesPerBoard, t.Pace.MoveMinutes, schedules.DurationText(t.Minutes)))
	} else {
		fmt.Fprintln(w, p.Message("Timetable of option %d: %s of %s, %d minutes a board, %d to move; %s in all.",
			o.Number, rounds, p.Count(t.BoardsPerRound, i18n.Boards), t.Pace.MinutesPerBoard, t.Pace.MoveMinutes, schedules.DurationText(t.Minutes)))
	}
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintf(tw, "%s\t%s\t%s\t\n", p.T("round"), p.T("start"), p.T("end"))
	for _, r := range t.Rounds {
		fmt.Fprintf(tw, "%d\t%s\t%s\t\n", r.Round, r.Start, r.End)
	}
	tw.Flush()
	fmt.Fprintln(w, p.Sprintf("Start %s, finish %s.", t.Start, t.Finish))
}

// planDocument is the JSON form of a plan.
type planDocument struct {
	Format  string             `json:"format"`
	Event   *eventDocument     `json:"event,omitempty"`
	Request schedules.Request  `json:"request"`
	Marked  int                `json:"marked"`
	Reason  movement.Text      `json:"reason"`
	Options []schedules.Option `json:"options"`
	// Timetable is the marked option's.
	Timetable schedules.Timetable `json:"timetable"`
	LeftOut   []movement.Text     `json:"left_out,omitempty"`
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
