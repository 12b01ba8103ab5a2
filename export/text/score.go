package text

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/movegen/movegen/internal/widetab"
	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/score"
)

// WriteScore writes a scored session for a terminal: what was scored and
// by which rule, then each ranking (place, contestant, matchpoints, top,
// percentage; a shared place is written "2="), then the fouled deals and
// how they were normalised.
func WriteScore(w io.Writer, m *movement.Movement, res *score.Result, opt Options) error {
	p := opt.printer()
	ew := &trimWriter{w: w}
	if e := m.Session.Title(); e != "" {
		fmt.Fprintln(ew, e)
	}
	name := p.MovementName(m.Name)
	if res.Game == movement.Preferans {
		fmt.Fprintln(ew, p.Sprintf("Scores: %s, %d deals", name, res.Deals))
		fmt.Fprintln(ew, p.Sprintf("Each player's vists on a deal are compared with every other record of his line (the same seat): 2 matchpoints for each beaten, 1 for each tie."))
	} else {
		fmt.Fprintln(ew, p.Sprintf("Scores: %s, %d boards", name, res.Deals))
		fmt.Fprintln(ew, p.Sprintf("Each score on a board is compared with every other score of the same direction: 2 matchpoints for each beaten, 1 for each tie."))
	}
	for _, rk := range res.Rankings {
		fmt.Fprintln(ew)
		switch {
		case rk.Field == 0:
			fmt.Fprintln(ew, p.Sprintf("Overall ranking"))
		case rk.Line != "" && len(res.Rankings) > 1:
			fmt.Fprintln(ew, p.Message("Line %s", rk.Line))
		case len(res.Rankings) == 1:
			fmt.Fprintln(ew, p.Sprintf("Ranking"))
		default:
			fmt.Fprintln(ew, p.Sprintf("Field %d of %d", rk.Field, len(res.Rankings)))
		}
		tw := widetab.New(ew, 0, 0, 2, ' ', 0)
		fmt.Fprintln(tw, strings.Join([]string{p.T("place"), p.T("contestant"), p.T("matchpoints"), p.T("top"), "%"}, "\t")+"\t")
		for _, st := range rk.Standings {
			place := strconv.Itoa(st.Place)
			if st.Tied {
				place += "="
			}
			fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t\n", place, p.Message("%s", st.Label), points(p.Sprintf, st.Matchpoints), points(p.Sprintf, st.Top), p.Sprintf("%.2f", st.Percent))
		}
		if err := tw.Flush(); err != nil {
			return err
		}
	}
	if len(res.Fouled) > 0 {
		fmt.Fprintln(ew)
		for _, f := range res.Fouled {
			sizes := make([]string, len(f.Sizes))
			for i, n := range f.Sizes {
				sizes[i] = strconv.Itoa(n)
			}
			if res.Game == movement.Preferans {
				fmt.Fprintln(ew, p.Sprintf("Deal %d is fouled: scored in %d groups of %s results, each normalised to the whole deal by Neuberg's formula (m + 1)·N/n − 1.", f.Deal, len(f.Sizes), strings.Join(sizes, "+")))
			} else {
				fmt.Fprintln(ew, p.Sprintf("Board %d is fouled: scored in %d groups of %s results, each normalised to the whole board by Neuberg's formula (m + 1)·N/n − 1.", f.Deal, len(f.Sizes), strings.Join(sizes, "+")))
			}
		}
	}
	return ew.flush()
}

// points writes matchpoints: whole numbers as they are, Neuberg's
// fractions with two decimals.
func points(sprintf func(string, ...any) string, v float64) string {
	if v == float64(int64(v)) {
		return strconv.FormatInt(int64(v), 10)
	}
	return sprintf("%.2f", v)
}
