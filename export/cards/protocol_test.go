package cards_test

import (
	"context"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/movegen/movegen/export/cards"
	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/export/sheet"
	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/mitchell"
	pref "github.com/movegen/movegen/movement/preferans"
)

// TestProtocolsInPlayingOrder (issue 42): a score sheet for every deal of
// preferans 7 tables and every board of a 7-table Mitchell, whose rows are
// the tables that play it, in the order of play, with the contestants the
// movement seats there (recounted here from the schedule), and nobody who
// sits out. The composed sheets print those numbers in Russian.
func TestProtocolsInPlayingOrder(t *testing.T) {
	p7, err := pref.Generate(context.Background(), pref.Options{Tables: 7})
	if err != nil {
		t.Fatal(err)
	}
	m7, err := mitchell.Generate(mitchell.Options{Tables: 7, Pairs: 13})
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		name      string
		m         *movement.Movement
		sheets    int
		rowsEvery int // rows of every sheet; 0: not all equal
	}{
		{"preferans-7", p7.Movement, 28, 7},
		{"mitchell-7-missing", m7, 7 * m7.BoardsPerSet, 0},
	} {
		t.Run(tt.name, func(t *testing.T) {
			b, err := cards.Build(tt.m)
			if err != nil {
				t.Fatal(err)
			}
			ps := cards.Protocols(b)
			if len(ps) != tt.sheets {
				t.Fatalf("%d protocols, want %d", len(ps), tt.sheets)
			}
			for _, pr := range ps {
				// The schedule's own plays of the deal's set.
				var want []string
				for _, pl := range tt.m.Play {
					first, last := tt.m.Boards(pl.Set)
					if !pl.InPlay() || pr.Deal < first || pr.Deal > last {
						continue
					}
					seats := slices.Clone(pl.Seats)
					if pl.Switched {
						seats[0], seats[1] = seats[1], seats[0]
					}
					want = append(want, fmt.Sprint(pl.Round, pl.Table, seats))
				}
				slices.Sort(want)
				var got []string
				prev := 0
				for _, pl := range pr.Plays {
					if pl.Round < prev {
						t.Errorf("deal %d: round %d listed after round %d", pr.Deal, pl.Round, prev)
					}
					prev = pl.Round
					if slices.Contains(pl.Seats, 0) && tt.m.Kind == movement.Pairs {
						t.Errorf("deal %d: round %d table %d has an empty direction (a sit-out has a row)", pr.Deal, pl.Round, pl.Table)
					}
					got = append(got, fmt.Sprint(pl.Round, pl.Table, pl.Seats))
				}
				slices.Sort(got)
				if !slices.Equal(got, want) {
					t.Errorf("deal %d: rows %v, want %v", pr.Deal, got, want)
				}
				if tt.rowsEvery > 0 && len(pr.Plays) != tt.rowsEvery {
					t.Errorf("deal %d: %d rows, want %d", pr.Deal, len(pr.Plays), tt.rowsEvery)
				}
			}
			// The composed sheets, in Russian: one per protocol, a head and
			// a row per play, the round first and each seat's number.
			p := i18n.New(i18n.Russian)
			ss := cards.ProtocolSheets(p, b, "")
			if len(ss) != len(ps) {
				t.Fatalf("%d sheets for %d protocols", len(ss), len(ps))
			}
			for i, s := range ss {
				if s.Kind != sheet.KindProtocol {
					t.Fatalf("sheet %d: kind %v", i, s.Kind)
				}
				if len(s.Grid.Rows) != len(ps[i].Plays) {
					t.Fatalf("sheet %d: %d grid rows for %d plays", i, len(s.Grid.Rows), len(ps[i].Plays))
				}
				for r, pl := range ps[i].Plays {
					var cells []string
					for _, c := range s.Grid.Rows[r] {
						cells = append(cells, c.Text)
					}
					row := strings.Join(cells, "|")
					if cells[0] != strconv.Itoa(pl.Round) {
						t.Errorf("sheet %d row %d: %q does not start with round %d", i, r, row, pl.Round)
					}
					for _, c := range pl.Seats {
						if c != 0 && !strings.Contains(row, cards.Name(p, b, c)) {
							t.Errorf("sheet %d row %d: %q does not name %s", i, r, row, cards.Name(p, b, c))
						}
					}
				}
			}
		})
	}
}
