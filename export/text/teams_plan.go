package text

import (
	"fmt"
	"github.com/movegen/movegen/internal/widetab"
	"io"
	"strconv"
	"strings"

	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/schedules"
)

// TeamsRequestLine says what a teams plan was asked: "8 teams of four,
// 3h from 19:00, 7 minutes a board, 1 to move".
func TeamsRequestLine(p *i18n.Printer, req schedules.TeamsRequest) string {
	pace := p.Sprintf("%d minutes a board, %d to move", req.Pace.MinutesPerBoard, req.Pace.MoveMinutes)
	if req.Copies {
		pace = p.Sprintf("%s, each table of a match with its own copy of the boards", pace)
	}
	if req.Budget > 0 {
		return p.Sprintf("%d teams of four, %s from %s, %s", req.Teams, message(p, schedules.DurationText(req.Budget)), req.Start.String(), pace)
	}
	return p.Sprintf("%d teams of four, no time limit, from %s, %s", req.Teams, req.Start.String(), pace)
}

// WriteTeamsPlan writes a teams plan for a terminal: what was asked, the
// ranked options in a table (tables, rounds, boards a match, boards each
// team plays, byes, copies of a set, pairs of teams that meet, finish),
// the reason the first is marked, its notes and timetable, and how to
// write an option.
func WriteTeamsPlan(w io.Writer, plan *schedules.TeamsPlan, event string, opt Options) error {
	p := opt.printer()
	ew := &trimWriter{w: w}
	if event != "" {
		fmt.Fprintln(ew, event)
	}
	fmt.Fprintln(ew, p.Sprintf("Plan for %s", TeamsRequestLine(p, plan.Request)))
	fmt.Fprintln(ew)
	tw := widetab.New(ew, 0, 0, 2, ' ', 0)
	columns := []string{"", "#", p.T("movement"), p.T("tables"), p.T("rounds"), p.T("boards/match"), p.T("each team plays"),
		p.T("byes"), p.T("copies"), p.T("teams meet"), p.T("finish")}
	fmt.Fprintln(tw, strings.Join(columns, "\t")+"\t")
	for _, o := range plan.Options {
		mark := ""
		if o.Number == 1 {
			mark = "*"
		}
		flag := ""
		if !o.FitsTime {
			flag = p.T("over time")
		}
		f := o.Form
		fmt.Fprintf(tw, "%s\t%d\t%s\t%d\t%d\t%d\t%d\t%d\t%d\t%s\t%s\t%s\n", mark, o.Number, p.MovementName(o.Name()), f.Tables, f.Rounds,
			f.BoardsPerMatch, f.BoardsPerTeam, f.Byes, max(f.Copies, 1), strconv.Itoa(o.Meetings)+"/"+strconv.Itoa(o.Pairs), o.Timetable.Finish(), flag)
	}
	tw.Flush()
	fmt.Fprintf(ew, "\n* %s\n", message(p, plan.Reason))
	if len(plan.Options) > 0 {
		best := plan.Options[0]
		fmt.Fprintln(ew)
		for _, n := range best.Form.Notes {
			fmt.Fprintln(ew, p.Sprintf("Option 1: %s", message(p, n)))
		}
		fmt.Fprintln(ew)
		fmt.Fprintln(ew, p.Sprintf("Timetable of option 1: %s.", p.MovementName(best.Name())))
		writeRounds(ew, p, best.Timetable)
	}
	fmt.Fprintln(ew)
	fmt.Fprintln(ew, p.Sprintf("Write option I with: %s", "movegen plan --teams N ... --choose I [--format FORMAT] [-o FILE]"))
	return ew.flush()
}

// WriteTeamsChoice writes what "plan --teams N --choose I" adds to the
// chosen option's chart and report: its name and timetable.
func WriteTeamsChoice(w io.Writer, o schedules.TeamsOption, opt Options) error {
	p := opt.printer()
	ew := &trimWriter{w: w}
	fmt.Fprintln(ew, p.Sprintf("Option %d of the plan: %s.", o.Number, p.MovementName(o.Name())))
	fmt.Fprintln(ew)
	fmt.Fprintln(ew, p.T("Timetable"))
	writeRounds(ew, p, o.Timetable)
	return ew.flush()
}
