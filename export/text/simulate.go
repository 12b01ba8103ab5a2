package text

import (
	"fmt"
	"io"

	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/internal/widetab"
	"github.com/movegen/movegen/movement/simulate"
)

// WriteSimulation prints the figures of a simulation (movement/simulate):
// the options they come from, then per field, and for all fields together
// when there are several, the chance that the strongest contestant
// finishes first, his mean place, the chance that the first three are the
// three strongest, Kendall's τ between the true and the finished order,
// the luck of the draw and how often the lot broke a tie for first, each
// with its 95% interval; last, the chance that the strongest contestant
// of the room wins his own field, and a line saying so when the run was
// stopped before all its sessions were played.
func WriteSimulation(w io.Writer, res *simulate.Result, opt Options) error {
	l := LayOutSimulation(res, opt.printer())
	ew := &errWriter{w: w}
	for _, h := range l.Heading {
		ew.print(h + "\n")
	}
	for _, t := range l.Tables {
		ew.print("\n" + t.Title + "\n")
		tw := widetab.New(ew, 0, 0, 2, ' ', 0)
		for _, r := range t.Rows {
			fmt.Fprintf(tw, "  %s\t%s\n", r[0], r[1])
		}
		_ = tw.Flush() // errors are kept by ew
	}
	for _, f := range l.Footer {
		ew.print("\n" + f + "\n")
	}
	if ew.err != nil {
		return fmt.Errorf("simulation: %w", ew.err)
	}
	return nil
}

// SimulationLayout is a simulation's figures laid out for a reader in
// one language: the heading lines, a table of labelled figures per
// ranking (each field, then all fields together), and the closing lines.
// WriteSimulation prints it; the page shows it.
type SimulationLayout struct {
	Heading []string
	Tables  []SimulationTable
	Footer  []string
}

// SimulationTable is the figures of one ranking: its title and rows of
// label and value. Terms are the indexes of the rows in the
// statisticians' terms (Kendall's τ, a standard deviation), which a page
// folds under the plain ones.
type SimulationTable struct {
	Title string
	Rows  [][2]string
	Terms []int
}

// LayOutSimulation lays out res in p's language: the options the figures
// come from; per field, and for all fields together when there are
// several, the chance that the strongest contestant finishes first, his
// mean place, the chance that the first three are the three strongest,
// Kendall's τ, the luck of the draw and how often the lot broke a tie for
// first, each with its 95% interval; the chance that the strongest
// contestant of the room wins his own field; and a line saying so when
// the run was stopped before all its sessions were played.
func LayOutSimulation(res *simulate.Result, p *i18n.Printer) SimulationLayout {
	var l SimulationLayout
	l.Heading = []string{
		p.Sprintf("Simulation: %s", p.MovementName(res.Movement)),
		p.Sprintf("Sessions: %d (seed %#d). True strengths spread %.2f, a board's noise %.2f; 95%% intervals in brackets.", res.Sessions, res.Seed, res.Spread, res.Noise),
	}
	pct := func(x simulate.Proportion) string {
		return p.Sprintf("%.1f%% (%.1f–%.1f%%)", 100*x.P, 100*x.Low, 100*x.High)
	}
	figures := func(title string, f simulate.Figures) {
		t := SimulationTable{Title: title}
		row := func(label, value string) { t.Rows = append(t.Rows, [2]string{label, value}) }
		row(p.T("the strongest finishes first"), pct(f.StrongestWins))
		row(p.T("the strongest's mean place"), p.Sprintf("%.2f (%.2f–%.2f)", f.StrongestPlace.Mean, f.StrongestPlace.Low, f.StrongestPlace.High))
		if f.TopThree != nil {
			row(p.T("the first three are the three strongest"), pct(*f.TopThree))
		}
		t.Terms = append(t.Terms, len(t.Rows), len(t.Rows)+1)
		row(p.T("Kendall's τ, true against finished order"), p.Sprintf("%.3f (%.3f–%.3f)", f.Tau.Mean, f.Tau.Low, f.Tau.High))
		row(p.T("luck of the draw (sd of the opponents' mean strength)"), p.Sprintf("%.3f (%.3f–%.3f)", f.Luck.Mean, f.Luck.Low, f.Luck.High))
		shared := 0.0
		if res.Sessions > 0 {
			shared = 100 * float64(f.SharedFirst) / float64(res.Sessions)
		}
		row(p.T("first place shared before the lot"), p.Sprintf("%.1f%% of sessions", shared))
		l.Tables = append(l.Tables, t)
	}
	for i, f := range res.Fields {
		title := p.Sprintf("Field %d, contestants %s:", i+1, ranges(f.Contestants))
		if f.Line != "" {
			title = p.Sprintf("Field %d (%s), contestants %s:", i+1, p.Seat(f.Line), ranges(f.Contestants))
		}
		figures(title, f)
	}
	if res.Overall != nil {
		figures(p.Sprintf("All fields together, by percentage, contestants %s:", ranges(res.Overall.Contestants)), *res.Overall)
		l.Footer = append(l.Footer, p.Sprintf("The strongest contestant of the room finishes first in his field: %s", pct(res.Best)))
	}
	if res.Partial {
		l.Footer = append(l.Footer, p.Sprintf("Stopped: the figures are over the first %d of %d sessions.", res.Sessions, res.Requested))
	}
	return l
}
