package replan_test

import (
	"context"
	"fmt"
	"slices"
	"testing"

	"github.com/movegen/movegen/export/cards"
	"github.com/movegen/movegen/movement/replan"
)

// TestChangeListMatchesCards checks the change list of every real case
// against an independent diff: the guide cards and route cards that
// export/cards builds from the old and the new schedule, compared row by
// row from round From−1 (whose row says where everybody goes next). A
// table or contestant is listed exactly when one of its printed rows
// differs.
func TestChangeListMatchesCards(t *testing.T) {
	for _, tc := range realCases() {
		t.Run(tc.name, func(t *testing.T) {
			m := tc.m(t)
			res, err := replan.Replan(context.Background(), m, tc.opt)
			if err != nil {
				t.Fatal(err)
			}
			oldBook, err := cards.Build(m)
			if err != nil {
				t.Fatal(err)
			}
			newBook, err := cards.Build(res.Movement)
			if err != nil {
				t.Fatal(err)
			}
			from := tc.opt.From
			// The sit-out card does not list who is not in the room: a
			// newcomer before it arrives, a leaver after it goes.
			for _, b := range []*cards.Book{oldBook, newBook} {
				if c := cardByTable(b, 0); c != nil {
					for k := range c.Rows {
						row := &c.Rows[k]
						row.Occupants = slices.DeleteFunc(row.Occupants, func(o cards.Occupant) bool {
							return o.Contestant > m.Contestants && row.Round < from || slices.Contains(tc.opt.Remove, o.Contestant) && row.Round >= from
						})
						row.Idle = len(row.Occupants) == 0
					}
				}
			}
			wantTables := cardDiffTables(oldBook, newBook, from)
			if got := res.Changes.TableNumbers(); !slices.Equal(got, wantTables) {
				t.Errorf("changed tables %v, the cards differ at %v", got, wantTables)
			}
			var gotC []int
			for _, c := range res.Changes.Contestants {
				gotC = append(gotC, c.Contestant)
			}
			if wantC := cardDiffContestants(oldBook, newBook, from); !slices.Equal(gotC, wantC) {
				t.Errorf("changed contestants %v, the cards differ for %v", gotC, wantC)
			}
			if len(wantTables) == 0 {
				t.Errorf("no card changed: the case changes nothing")
			}
			if cards.Hash(m) == cards.Hash(res.Movement) {
				t.Errorf("the schedule hash did not change")
			}
		})
	}
}

// tableRowKey is what a guide card row tells the players: the set, the
// switch, who sits where and where each goes, and where the boards go.
// Flags are left out: they are a reading aid derived from the same moves.
func tableRowKey(row cards.TableRow, from int) string {
	var s string
	if row.Round >= from {
		s = fmt.Sprintf("idle %t set %d sw %t|", row.Idle, row.Set, row.Switched)
	}
	for _, o := range row.Occupants {
		if o.Contestant != 0 {
			s += fmt.Sprintf("%d:%+v ", o.Contestant, o.Next)
		} else if row.Round >= from {
			s += "empty "
		}
	}
	return s + fmt.Sprintf("|%+v", row.Boards)
}

func cardByTable(b *cards.Book, t int) *cards.TableCard {
	for i := range b.Tables {
		if b.Tables[i].Table == t {
			return &b.Tables[i]
		}
	}
	return nil
}

func cardDiffTables(a, b *cards.Book, from int) []int {
	var out []int
	for t := 0; t <= max(a.Movement.Tables, b.Movement.Tables); t++ {
		ca, cb := cardByTable(a, t), cardByTable(b, t)
		differs := false
		for r := max(from-1, 1); r <= b.Movement.Rounds; r++ {
			ka, kb := "none", "none"
			if ca != nil && !(t == 0 && ca.Rows[r-1].Idle) {
				ka = tableRowKey(ca.Rows[r-1], from)
			}
			if cb != nil && !(t == 0 && cb.Rows[r-1].Idle) {
				kb = tableRowKey(cb.Rows[r-1], from)
			}
			differs = differs || ka != kb
		}
		if differs {
			out = append(out, t)
		}
	}
	return out
}

func routeRowKey(row cards.RouteRow, from int) string {
	if row.Round < from {
		return fmt.Sprintf("%+v", row.Next)
	}
	return fmt.Sprintf("%d %s %d %t %t %+v", row.Table, row.Seat, row.Set, row.Switched, row.SitOut, row.Next)
}

func cardDiffContestants(a, b *cards.Book, from int) []int {
	var out []int
	for i, cb := range b.Contestants {
		if i >= len(a.Contestants) {
			out = append(out, cb.Contestant) // a newcomer: every card is new
			continue
		}
		ca := a.Contestants[i]
		for r := max(from-1, 1); r <= b.Movement.Rounds; r++ {
			if routeRowKey(ca.Rows[r-1], from) != routeRowKey(cb.Rows[r-1], from) {
				out = append(out, cb.Contestant)
				break
			}
		}
	}
	return out
}
