package text

import (
	"bytes"
	"fmt"
	"github.com/movegen/movegen/internal/widetab"
	"io"
	"maps"
	"slices"
	"strings"

	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/simulate"
	"github.com/movegen/movegen/schedules"
)

// WritePlan writes a session plan for a terminal: the event (when session
// names one), what was asked, the ranked options in a table (with, per
// option, the two contestants who never meet and the most times two meet), the reason
// the first is marked, the options left out, the marked option's notes and
// timetable, and how to write an option. A plan stopped early says so
// among the lines left out.
func WritePlan(w io.Writer, plan *schedules.Plan, event *movement.Session, opt Options) error {
	p := opt.printer()
	ew := &trimWriter{w: w}
	if e := event.Title(); e != "" {
		fmt.Fprintln(ew, e)
	}
	fmt.Fprintln(ew, p.Sprintf("Plan for %s", RequestLine(p, plan.Request)))
	fmt.Fprintln(ew)
	tw := widetab.New(ew, 0, 0, 2, ' ', 0)
	columns := []string{"", "#", p.T("movement"), p.T("tables"), p.T("rounds"), p.T("boards/round"), p.T("in play"),
		p.T("each plays"), p.T("sit-outs"), p.T("verdict"), p.T("balance"), p.T("never meet"), p.T("most met")}
	simulated := plan.Request.Simulate > 0
	if simulated {
		columns = append(columns, p.T("strongest wins"))
	}
	columns = append(columns, p.T("finish"))
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
		sim := ""
		if simulated {
			sim = StrongestWins(p, o.StrongestWins) + StrongestLift(p, o) + "\t"
		}
		fmt.Fprintf(tw, "%s\t%d\t%s\t%d\t%d\t%d\t%d\t%s\t%s\t%s\t%s\t%d\t%d\t%s%s\t%s\n",
			mark, o.Number, message(p, o.Name), o.Tables, o.Rounds, o.BoardsPerRound, o.BoardsInPlay,
			o.Boards, o.SitOuts, p.T(string(o.Verdict)), p.Sprintf("%.2f", o.BalanceIndex), o.NeverMeet, o.MostMeetings, sim, o.Timetable.Finish(),
			strings.Join(flags, " "))
	}
	tw.Flush()
	if simulated {
		fmt.Fprintln(ew)
		fmt.Fprintln(ew, StrongestWinsNote(p, plan))
	}
	fmt.Fprintf(ew, "\n* %s\n", message(p, plan.Reason))
	if !plan.Differs.IsZero() {
		fmt.Fprintln(ew, message(p, plan.Differs))
	}
	if slices.ContainsFunc(plan.Options, func(o schedules.Option) bool { return o.UnderShare }) {
		fmt.Fprintln(ew, p.Sprintf("! some contestants play fewer than 70%% of the boards in play in their room, or of the most any contestant plays."))
	}
	for _, l := range plan.LeftOut {
		fmt.Fprintln(ew, message(p, l))
	}
	best := plan.Options[0]
	if len(best.Notes) > 0 || len(best.Relabelled) > 0 || !best.Method.IsZero() {
		fmt.Fprintln(ew)
	}
	if !best.Method.IsZero() {
		fmt.Fprintln(ew, p.Sprintf("Option 1: %s.", message(p, best.Method)))
	}
	for _, n := range best.Notes {
		fmt.Fprintln(ew, p.Sprintf("Option 1: %s.", message(p, n)))
	}
	writeRelabelled(ew, p, plan.Request, best)
	fmt.Fprintln(ew)
	writeOptionTimetable(ew, p, plan.Request, best)
	fmt.Fprintln(ew)
	fmt.Fprintln(ew, p.Sprintf("Write option I with: %s", "movegen plan ... --choose I [--format FORMAT] [-o FILE]"))
	return ew.flush()
}

// WriteChoice writes what "plan --choose" adds to a chosen option's
// chart and report: its name, the renumbering done for the stationary
// contestants, and its timetable.
func WriteChoice(w io.Writer, req schedules.Request, o schedules.Option, opt Options) error {
	p := opt.printer()
	ew := &trimWriter{w: w}
	fmt.Fprintln(ew, p.Sprintf("Option %d of the plan: %s.", o.Number, message(p, o.Name)))
	writeRelabelled(ew, p, req, o)
	fmt.Fprintln(ew)
	writeOptionTimetable(ew, p, req, o)
	return ew.flush()
}

// WriteSession writes a movement's session as a paragraph: the event and
// the timetable, or nothing when m has no session. withTimetable false
// leaves the timetable out (a caller that printed it already).
func WriteSession(w io.Writer, s *movement.Session, withTimetable bool, opt Options) error {
	if s == nil {
		return nil
	}
	p := opt.printer()
	ew := &errWriter{w: w}
	if t := s.Title(); t != "" {
		fmt.Fprintln(ew, p.Sprintf("Event: %s", t))
	}
	if t := s.Timetable; t != nil && withTimetable {
		fmt.Fprintln(ew, p.T("Timetable"))
		writeRounds(ew, p, t)
	}
	return ew.err
}

// writeRounds is the one timetable table of the text output: a line per
// round with its start and end, then the session's start and finish.
func writeRounds(w io.Writer, p *i18n.Printer, t *movement.Timetable) {
	tw := widetab.New(w, 0, 0, 2, ' ', 0)
	fmt.Fprintf(tw, "%s\t%s\t%s\n", p.T("Round"), p.T("Start"), p.T("End"))
	breaks := t.Breaks()
	for _, r := range t.Rounds {
		fmt.Fprintf(tw, "%d\t%s\t%s\n", r.Round, r.Start, r.End)
		for _, b := range breaks {
			if b.After == r.Round {
				fmt.Fprintf(tw, "%s\t%s\t%s\n", p.T("Break"), b.Start, b.End)
			}
		}
	}
	tw.Flush()
	fmt.Fprintln(w, p.Sprintf("Start %s, finish %s.", t.Start.String(), t.Finish().String()))
	for _, b := range breaks {
		fmt.Fprintln(w, p.Sprintf("Break after round %d: %d minutes, %s–%s.", b.After, b.Minutes(), b.Start.String(), b.End.String()))
	}
}

// message puts a sentence kept as data into p's language.
func message(p *i18n.Printer, t movement.Text) string { return p.Message(t.Format, t.Args...) }

// contestants counts the request's contestants: "13 pairs", "22 игрока".
func contestants(p *i18n.Printer, req schedules.Request) string {
	if req.Kind == movement.Pairs {
		return p.Count(req.Contestants, i18n.Pairs)
	}
	return p.Count(req.Contestants, i18n.Players)
}

// RequestLine sums up what was asked, as the first line of the plan says
// it after "Plan for": the contestants and game, the time budget and start,
// the pace, and the boards, tables and stationary contestants when given.
func RequestLine(p *i18n.Printer, req schedules.Request) string {
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
		parts = append(parts, p.Sprintf("stationary %s", movement.JoinInts(req.Stationary, ",")))
	}
	return strings.Join(parts, p.Clauses())
}

// writeRelabelled explains the renumbering done for --stationary.
func writeRelabelled(w io.Writer, p *i18n.Printer, req schedules.Request, o schedules.Option) {
	if len(req.Stationary) == 0 {
		return
	}
	stationary := movement.JoinInts(req.Stationary, ",")
	if len(o.Relabelled) == 0 {
		fmt.Fprintln(w, p.Sprintf("Stationary %s: already at stationary places in option %d.", stationary, o.Number))
		return
	}
	var moves []string
	for _, from := range slices.Sorted(maps.Keys(o.Relabelled)) {
		moves = append(moves, p.Sprintf("%d is now %d", from, o.Relabelled[from]))
	}
	fmt.Fprintln(w, p.Sprintf("Stationary %s: option %d is renumbered (%s); the schedule is unchanged.",
		stationary, o.Number, strings.Join(moves, p.Clauses())))
}

// writeOptionTimetable writes an option's clock: a line on its rounds
// (boards for bridge, deals for preferans) and pace, then the rounds.
func writeOptionTimetable(w io.Writer, p *i18n.Printer, req schedules.Request, o schedules.Option) {
	t := o.Timetable
	rounds := p.Count(len(t.Rounds), i18n.Rounds)
	if req.Game == movement.Preferans {
		fmt.Fprintln(w, p.Message("Timetable of option %d: %s of %s, %d minutes a deal, %d to move; %s in all.",
			o.Number, rounds, p.Count(o.BoardsPerRound, i18n.Deals), t.MinutesPerBoard, t.MoveMinutes, schedules.DurationText(t.Minutes())))
	} else {
		fmt.Fprintln(w, p.Message("Timetable of option %d: %s of %s, %d minutes a board, %d to move; %s in all.",
			o.Number, rounds, p.Count(o.BoardsPerRound, i18n.Boards), t.MinutesPerBoard, t.MoveMinutes, schedules.DurationText(t.Minutes())))
	}
	writeRounds(w, p, t)
}

// trimWriter collects text and writes it with the spaces tabwriter leaves
// at the ends of lines removed.
type trimWriter struct {
	w   io.Writer
	buf bytes.Buffer
}

func (t *trimWriter) Write(b []byte) (int, error) { return t.buf.Write(b) }

// flush writes what was collected, trimmed, and returns the write error.
func (t *trimWriter) flush() error {
	lines := bytes.Split(t.buf.Bytes(), []byte("\n"))
	for i, l := range lines {
		lines[i] = bytes.TrimRight(l, " ")
	}
	_, err := t.w.Write(bytes.Join(lines, []byte("\n")))
	return err
}

// StrongestWins is an option's "strongest wins" cell: the simulated
// probability in whole percent, "–" when the option was not simulated.
func StrongestWins(p *i18n.Printer, x *simulate.Proportion) string {
	if x == nil {
		return "–"
	}
	return p.Sprintf("%.0f%%", 100*x.P)
}

// StrongestLift is the lift of an option's "strongest wins" cell: " ×3.8",
// how many times as often as a draw of lots in a field of that size the
// strongest contestant wins; "" when the option was not simulated.
func StrongestLift(p *i18n.Printer, o schedules.Option) string {
	if o.StrongestWins == nil || o.StrongestLift == 0 {
		return ""
	}
	return p.Sprintf(" ×%.1f", o.StrongestLift)
}

// StrongestWinsNote explains the "strongest wins" column of plan: what
// it counts, over how many simulated sessions of each option (fewer for
// large movements), the widest half-width of the options' 95%
// intervals, and what a "–" means when an option has one.
func StrongestWinsNote(p *i18n.Printer, plan *schedules.Plan) string {
	return strongestWinsNote(p, plan, false)
}

// StrongestWinsPageNote is StrongestWinsNote for the page, in words a
// director without a command line uses: the ranking by its choice on the
// form, the figures of a movement not simulated on its own page, and no
// seed.
func StrongestWinsPageNote(p *i18n.Printer, plan *schedules.Plan) string {
	return strongestWinsNote(p, plan, true)
}

func strongestWinsNote(p *i18n.Printer, plan *schedules.Plan, page bool) string {
	widest, fewest, most, missing := 0.0, 0, 0, false
	for _, o := range plan.Options {
		x := o.StrongestWins
		if x == nil {
			missing = true
			continue
		}
		widest = max(widest, 100*(x.High-x.Low)/2)
		if fewest == 0 || x.Trials < fewest {
			fewest = x.Trials
		}
		most = max(most, x.Trials)
	}
	what := p.T("Strongest wins: how often the strongest contestant of the room finishes first in his field, and ×N how many times as often as a draw of lots in a field of that size would (a field of 7 is easier to win than one of 14, so only ×N compares movements; it ranks only with rank strongest)")
	if page {
		what = p.T("Strongest wins: how often the strongest contestant of the room finishes first in his field, and ×N how many times as often as a draw of lots in a field of that size would (a field of 7 is easier to win than one of 14, so only ×N compares movements; it orders the options only when they are ranked by strongest wins)")
	}
	var over string
	switch {
	case most == 0:
		over = p.T("no option could be simulated within the plan's time")
	case !page && fewest == most:
		over = p.Sprintf("over %d simulated sessions of each option (seed %d, strengths spread %.2f); the 95%% intervals are within ±%.1f points", most, plan.Request.Seed, simulate.DefaultSpread, widest)
	case page && fewest == most:
		over = p.Sprintf("over %d simulated sessions of each option; the 95%% intervals are within ±%.1f points", most, widest)
	case page:
		over = p.Sprintf("over %d to %d simulated sessions of each option, fewer for larger movements; the 95%% intervals are within ±%.1f points", fewest, most, widest)
	default:
		over = p.Sprintf("over %d to %d simulated sessions of each option, fewer for larger movements (seed %d, strengths spread %.2f); the 95%% intervals are within ±%.1f points", fewest, most, plan.Request.Seed, simulate.DefaultSpread, widest)
	}
	note := what + ", " + over + "."
	if missing && page {
		note += " " + p.T("–: not simulated (too large to simulate within the plan's seconds, or no board sets); the page of the chosen movement gives its figures.")
	} else if missing {
		note += " " + p.Sprintf("–: not simulated (too large to simulate within the plan's seconds, or no board sets); %s on the chosen movement gives its figures.", "movegen check --simulate N")
	}
	return note
}
