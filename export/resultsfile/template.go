package resultsfile

import (
	"cmp"
	"encoding/csv"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/movegen/movegen/movement"
)

// WriteTemplate writes the results file to fill in for m: a header, then
// one row per deal and table that plays it, deal by deal and, within a
// deal, in the order it is played (round, then table); the players column
// names who sits where and the score cells are empty. A sit-out never gets
// a row. Read reads the filled file back.
func WriteTemplate(w io.Writer, m *movement.Movement) error {
	if m.SeatingOnly() {
		return fmt.Errorf("a seating plan schedules no boards: there is nothing to score")
	}
	preferans := m.Game == movement.Preferans
	head := []string{"deal", "round", "table", "players"}
	if !preferans {
		head[0] = "board"
		head = append(head, "NS", "EW")
	} else {
		for _, s := range m.Seats {
			head = append(head, string(s))
		}
	}
	type row struct{ deal, round, table int }
	var rows []row
	plays := map[[2]int]movement.Play{}
	for _, p := range m.Play {
		if !p.InPlay() || p.Set < 1 {
			continue
		}
		plays[[2]int{p.Round, p.Table}] = p
		first, last := m.Boards(p.Set)
		for d := first; d <= last; d++ {
			rows = append(rows, row{d, p.Round, p.Table})
		}
	}
	slices.SortFunc(rows, func(a, b row) int {
		return cmp.Or(cmp.Compare(a.deal, b.deal), cmp.Compare(a.round, b.round), cmp.Compare(a.table, b.table))
	})
	cw := csv.NewWriter(w)
	if err := cw.Write(head); err != nil {
		return err
	}
	rec := make([]string, len(head))
	for _, r := range rows {
		p := plays[[2]int{r.round, r.table}]
		var who []string
		for s, c := range p.Seats {
			switch {
			case c == 0:
			case m.Label(c) != strconv.Itoa(c):
				who = append(who, m.Label(c)) // "1 NS", "5N": the label says the line
			default:
				who = append(who, string(m.Seats[s])+" "+m.Label(c))
			}
		}
		clear(rec)
		rec[0], rec[1], rec[2], rec[3] = strconv.Itoa(r.deal), strconv.Itoa(r.round), strconv.Itoa(r.table), strings.Join(who, ", ")
		if err := cw.Write(rec); err != nil {
			return err
		}
	}
	cw.Flush()
	return cw.Error()
}
