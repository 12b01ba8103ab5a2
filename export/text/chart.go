package text

import (
	"fmt"
	"github.com/movegen/movegen/internal/widetab"
	"io"
	"strconv"
	"strings"

	"github.com/movegen/movegen/export/cards"
	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/movement"
)

// WriteChart prints the master chart of m: a title line, one row per round
// and one column per table, then a legend for the marks used and the list of
// relays. Plays whose round or table is out of range are not shown (the
// report lists them as problems).
func WriteChart(w io.Writer, m *movement.Movement, opt Options) error {
	p := opt.printer()
	ew := &errWriter{w: w}
	ew.print(Title(m, p) + "\n\n")

	grid := m.Grid()
	tw := widetab.New(ew, 0, 0, 2, ' ', 0)
	head := []string{p.T("Round")}
	for t := 1; t <= m.Tables; t++ {
		head = append(head, p.Sprintf("Table %s", m.TableName(t)))
	}
	fmt.Fprintln(tw, strings.Join(head, "\t"))
	var used marks
	names := cards.Names(p, m)
	for r, row := range grid {
		cells := []string{strconv.Itoa(r + 1)}
		for _, play := range row {
			cells = append(cells, cell(m, names, play, p, &used))
		}
		fmt.Fprintln(tw, strings.Join(cells, "\t"))
	}
	if err := tw.Flush(); err != nil {
		return fmt.Errorf("chart: %w", err)
	}

	if used.any() {
		ew.print("\n" + p.T("Legend:") + "\n")
		if used.empty {
			ew.print("  " + p.Sprintf("%s empty seat (phantom: the opponents sit out)", EmptySeat) + "\n")
		}
		if used.idle {
			ew.print("  " + p.T(". table not in use this round") + "\n")
		}
		if used.switched {
			ew.print("  " + p.T("* arrow switch: the pairs play the other direction's cards") + "\n")
		}
	}
	if m.Teams != nil {
		// A teams movement's tables sharing a set are its matches.
		writeMatches(ew, m, p)
	} else if relays := movement.Relays(m); len(relays) > 0 {
		ew.print("\n" + p.T("Relays (one set at several tables in a round):") + "\n")
		for _, rl := range relays {
			ew.print("  " + p.Sprintf("round %d: set %d at tables %s", rl.Round, rl.Set, movement.JoinInts(rl.Tables, ", ")) + "\n")
		}
	}
	if ew.err != nil {
		return fmt.Errorf("chart: %w", ew.err)
	}
	return nil
}

// Title is the one-line description of m that heads the chart.
func Title(m *movement.Movement, p *i18n.Printer) string {
	name := p.MovementName(m.Name)
	if name == "" {
		name = string(m.Family)
	}
	if m.SeatingOnly() {
		return p.Sprintf("%s: %s, %s, %s, %s, %s, boards: the director's choice",
			name, p.T(string(m.Kind)), p.T(string(m.Game)), p.Count(m.Contestants, i18n.Contestants),
			p.Count(m.Tables, i18n.Tables), p.Count(m.Rounds, i18n.Rounds))
	}
	if m.Teams != nil && len(m.Teams.Pairs) > 0 {
		// A teams event is counted in teams, each of two pairs.
		return p.Sprintf("%s: teams of four, %s, %d teams (%s), %s, %s, %s of %s",
			name, p.T(string(m.Game)), len(m.Teams.Pairs), p.Count(m.Contestants, i18n.Pairs),
			p.Count(m.Tables, i18n.Tables), p.Count(m.Rounds, i18n.Rounds), p.Count(m.Sets, i18n.Sets),
			p.Count(m.BoardsPerSet, unit(m)))
	}
	return p.Sprintf("%s: %s, %s, %s, %s, %s, %s of %s",
		name, p.T(string(m.Kind)), p.T(string(m.Game)), p.Count(m.Contestants, i18n.Contestants),
		p.Count(m.Tables, i18n.Tables), p.Count(m.Rounds, i18n.Rounds), p.Count(m.Sets, i18n.Sets),
		p.Count(m.BoardsPerSet, unit(m)))
}

// unit is what a set holds: deals at preferans, boards at bridge.
func unit(m *movement.Movement) i18n.Noun {
	if m.Game == movement.Preferans {
		return i18n.Deals
	}
	return i18n.Boards
}

// EmptySeat is the chart's mark for an empty seat (a phantom). It is not
// "-", which separates the NS and EW pairs of a pairs cell.
const EmptySeat = "×"

// marks records which special marks a chart used, for its legend.
type marks struct{ empty, idle, switched bool }

func (k marks) any() bool { return k.empty || k.idle || k.switched }

// cell formats one table in one round.
func cell(m *movement.Movement, names []string, play *movement.Play, p *i18n.Printer, used *marks) string {
	if play == nil {
		used.idle = true
		return "."
	}
	who := make([]string, len(play.Seats))
	for i, c := range play.Seats {
		if c == 0 {
			used.empty = true
			who[i] = EmptySeat
		} else {
			who[i] = chartName(p, names, c, m.Seats[i])
		}
	}
	sep := "/"
	if m.Kind == movement.Pairs {
		sep = "-"
	}
	s := strings.Join(who, sep)
	if play.Switched {
		used.switched = true
		s += "*"
	}
	return s + " " + boards(m, play.Set, p)
}

// chartName is how contestant c, sitting in seat, appears in a chart cell:
// its name as the cards print it (cards.Names), without the direction of
// a pair sitting in its own direction ("NS 1" in the NS seat is "1": the
// column already says NS), with spaces removed otherwise ("EW1" for an EW
// pair sitting NS, "#7" for a player, "P1" for one who rests in round 1).
func chartName(p *i18n.Printer, names []string, c int, seat movement.Seat) string {
	if c < 1 || c > len(names) {
		return strconv.Itoa(c)
	}
	n := names[c-1]
	// The direction as the cards write it ("СЮ 3"), or as a name given
	// by hand begins with it ("NS Smith").
	for _, own := range []string{cards.SeatName(p, seat) + "\u00a0", string(seat) + " "} {
		if short, found := strings.CutPrefix(n, own); found && short != "" {
			return short
		}
	}
	return strings.NewReplacer(" ", "", "\u00a0", "").Replace(n)
}

// boards names the boards of a set: "b1-3", or "b5" for one-board sets;
// at preferans the deals, "d1-4".
func boards(m *movement.Movement, set int, p *i18n.Printer) string {
	if m.BoardsPerSet < 1 || set < 1 {
		return "#" + strconv.Itoa(set)
	}
	prefix := p.T("b")
	if m.Game == movement.Preferans {
		prefix = p.T("d")
	}
	first, last := m.Boards(set)
	if first == last {
		return prefix + strconv.Itoa(first)
	}
	return prefix + strconv.Itoa(first) + "-" + strconv.Itoa(last)
}

// ranges writes increasing numbers compactly: 1-7, 9, 11-12.
func ranges(xs []int) string {
	var parts []string
	for i := 0; i < len(xs); {
		j := i
		for j+1 < len(xs) && xs[j+1] == xs[j]+1 {
			j++
		}
		if j > i {
			parts = append(parts, strconv.Itoa(xs[i])+"-"+strconv.Itoa(xs[j]))
		} else {
			parts = append(parts, strconv.Itoa(xs[i]))
		}
		i = j + 1
	}
	return strings.Join(parts, ", ")
}
