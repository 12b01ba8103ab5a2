package text

import (
	"fmt"
	"github.com/movegen/movegen/internal/widetab"
	"io"
	"text/tabwriter"

	"github.com/movegen/movegen/export/cards"
	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/replan"
)

// WriteReplan prints what "movegen replan" did: its notes (who joined,
// left, which table was lost), the whole session's figures before and
// after the change side by side, and the change list: every table and
// contestant whose card differs, with the rounds that differ.
func WriteReplan(w io.Writer, res *replan.Result, opt Options) error {
	p := opt.printer()
	ew := &errWriter{w: w}
	m := res.Movement
	ew.print(p.Sprintf("Revised movement: %s", p.MovementName(m.Name)) + "\n")
	// A contestant a note names (by the movement's label) is named as
	// his cards name him.
	names := cards.Names(p, m)
	byLabel := make(map[string]string, len(names))
	for c := len(names); c >= 1; c-- {
		byLabel[m.Label(c)] = names[c-1]
	}
	for _, n := range res.Notes {
		args := make([]any, len(n.Args))
		for i, a := range n.Args {
			args[i] = a
			if l, ok := a.(replan.Label); ok {
				if name, ok := byLabel[string(l)]; ok {
					args[i] = name
				} else {
					args[i] = string(l)
				}
			}
		}
		ew.print("  " + p.Message(n.Format, args...) + "\n")
	}
	ew.print("\n" + p.T("Before and after (the whole session):") + "\n")
	tw := widetab.New(ew, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintf(tw, "  \t%s\t%s\t\n", p.T("before"), p.T("after"))
	b, a := res.Before, res.After
	row := func(name string, x, y any) { fmt.Fprintf(tw, "  %s\t%v\t%v\t\n", name, x, y) }
	rng := func(s movement.Stats) string { return fmt.Sprintf("%d–%d", s.Min, s.Max) }
	row(p.T("verdict"), p.T(string(b.Verdict)), p.T(string(a.Verdict)))
	row(p.T("meetings of two contestants, min–max"), rng(b.Summary.Meetings), rng(a.Summary.Meetings))
	row(p.T("pairs who never meet"), b.Summary.NeverMeet, a.Summary.NeverMeet)
	row(p.T("pairs who meet more than once"), b.Summary.MeetMoreThanOnce, a.Summary.MeetMoreThanOnce)
	row(p.T("repeated meetings at a table"), b.Repeats, a.Repeats)
	if !m.SeatingOnly() {
		row(p.T("comparisons (boards), min–max"), rng(b.Summary.Comparisons), rng(a.Summary.Comparisons))
		row(p.T("balance index"), fmt.Sprintf("%.2f", b.Summary.BalanceIndex), fmt.Sprintf("%.2f", a.Summary.BalanceIndex))
		row(p.T("sets played twice"), b.Summary.RepeatedSets, a.Summary.RepeatedSets)
	}
	row(p.T("most rests of one contestant"), b.MaxRests, a.MaxRests)
	_ = tw.Flush() // errors are kept by ew

	ch := res.Changes
	ew.print("\n" + p.Sprintf("New instructions from round %d (cards not listed stay valid):", ch.From) + "\n")
	if len(ch.Tables) == 0 && len(ch.Contestants) == 0 {
		ew.print("  " + p.T("none") + "\n")
	}
	for _, t := range ch.Tables {
		rounds := roundList(p, t.Rounds)
		if t.Table == 0 {
			ew.print("  " + p.Sprintf("Sit-out card: %s", rounds) + "\n")
			continue
		}
		ew.print("  " + p.Sprintf("Table %s: %s", m.TableName(t.Table), rounds) + "\n")
	}
	for _, c := range ch.Contestants {
		label := nameOf(names, c.Contestant)
		rounds := roundList(p, c.Rounds)
		switch {
		case c.Leaves:
			ew.print("  " + p.Sprintf("%s: leaves after round %d (no card)", label, ch.From-1) + "\n")
		case c.Joins:
			ew.print("  " + p.Sprintf("%s (new): %s", label, rounds) + "\n")
		default:
			ew.print("  " + p.Sprintf("%s: %s", label, rounds) + "\n")
		}
	}
	if ch.From > 1 {
		ew.print("  " + p.Sprintf("(round %d is listed where only the move after it changes)", ch.From-1) + "\n")
	}
	if ew.err != nil {
		return fmt.Errorf("replan report: %w", ew.err)
	}
	return nil
}

// roundList says "round 7" or "rounds 3, 4, 5".
func roundList(p *i18n.Printer, rounds []int) string {
	if len(rounds) == 1 {
		return p.Sprintf("round %s", movement.JoinInts(rounds, ", "))
	}
	return p.Sprintf("rounds %s", movement.JoinInts(rounds, ", "))
}
