package cards_test

import (
	"context"
	"slices"
	"strconv"
	"testing"

	"github.com/movegen/movegen/export/cards"
	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/export/sheet"
	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/howell"
	"github.com/movegen/movegen/movement/mitchell"
	pref "github.com/movegen/movegen/movement/preferans"
)

// playsOf returns the plays of m that play deal d, by round then table: what
// a protocol must list, read straight from the movement.
func playsOf(m *movement.Movement, d int) []movement.Play {
	var out []movement.Play
	for _, pl := range m.Play {
		first, last := m.Boards(pl.Set)
		if pl.Set >= 1 && first <= d && d <= last && pl.InPlay() {
			out = append(out, pl)
		}
	}
	slices.SortFunc(out, func(a, b movement.Play) int {
		if a.Round != b.Round {
			return a.Round - b.Round
		}
		return a.Table - b.Table
	})
	return out
}

// composeProtocols composes only the protocols of m in lang.
func composeProtocols(t *testing.T, m *movement.Movement, lang string) (*cards.Book, *i18n.Printer, []*sheet.Sheet) {
	t.Helper()
	b, err := cards.Build(m)
	if err != nil {
		t.Fatal(err)
	}
	p := i18n.New(lang)
	d, err := cards.Compose(context.Background(), b, p, cards.ComposeOptions{What: cards.What{Protocols: true}})
	if err != nil {
		t.Fatal(err)
	}
	if len(d.Of(sheet.KindProtocol)) != len(d.Sheets) {
		t.Fatalf("What{Protocols} composed %d sheets, %d of them protocols", len(d.Sheets), len(d.Of(sheet.KindProtocol)))
	}
	// The sheets are cards.Protocols composed, one each, in order; and
	// each protocol's rows are the movement's plays of its deal, by round
	// then table, an arrow-switched pair listed by the cards it holds.
	ps := cards.Protocols(b)
	if len(ps) != len(d.Sheets) || len(cards.ProtocolSheets(p, b, "")) != len(ps) {
		t.Fatalf("%d protocols, %d sheets composed", len(ps), len(d.Sheets))
	}
	for i, pr := range ps {
		plays := playsOf(m, pr.Deal)
		if pr.Deal != i+1 || len(pr.Plays) != len(plays) || len(d.Sheets[i].Grid.Rows) != len(plays) {
			t.Fatalf("protocol %d: deal %d, %d rows, %d on its sheet; the movement plays it at %d tables", i+1, pr.Deal, len(pr.Plays), len(d.Sheets[i].Grid.Rows), len(plays))
		}
		for j, pl := range plays {
			seats := slices.Clone(pl.Seats)
			if pl.Switched {
				seats[0], seats[1] = seats[1], seats[0]
			}
			if got := pr.Plays[j]; got.Round != pl.Round || got.Table != pl.Table || !slices.Equal(got.Seats, seats) {
				t.Errorf("deal %d row %d: round %d table %d %v, want round %d table %d %v", pr.Deal, j+1, got.Round, got.Table, got.Seats, pl.Round, pl.Table, seats)
			}
		}
	}
	return b, p, d.Of(sheet.KindProtocol)
}

// TestPreferansProtocols: at 7 tables the book's protocol of every one of
// the 28 deals lists the 7 tables that play it, in the order they play it
// (round 1 to 7), with the numbers of the players at N, E, S and W as the
// movement seats them, and leaves empty every cell the table writes: the
// contract, the declarer's and defenders' seats and tricks, and each
// player's vists and matchpoints.
func TestPreferansProtocols(t *testing.T) {
	r, err := pref.Generate(context.Background(), pref.Options{Tables: 7})
	if err != nil {
		t.Fatal(err)
	}
	m := r.Movement
	for _, lang := range i18n.Langs() {
		b, p, sheets := composeProtocols(t, m, lang)
		if deals := m.Sets * m.BoardsPerSet; len(sheets) != 28 || deals != 28 {
			t.Fatalf("%s: %d protocols for %d deals, want 28", lang, len(sheets), deals)
		}
		for i, s := range sheets {
			d := i + 1
			if want := p.Sprintf("Protocol: deal %d", d); s.Title != want {
				t.Errorf("%s: protocol %d titled %q, want %q", lang, d, s.Title, want)
			}
			g := s.Grid
			if want := 9 + 3*len(m.Seats); len(g.Head) != want || len(m.Seats) != 4 {
				t.Fatalf("%s: deal %d: %d columns, want %d (%q)", lang, d, len(g.Head), want, g.Head)
			}
			for k, seat := range m.Seats {
				if g.Head[9+3*k] != cards.SeatName(p, seat) {
					t.Errorf("%s: column %d is %q, want the seat %s", lang, 9+3*k, g.Head[9+3*k], seat)
				}
			}
			plays := playsOf(m, d)
			if len(plays) != 7 || len(g.Rows) != 7 {
				t.Fatalf("%s: deal %d: %d rows, the movement plays it at %d tables; want 7", lang, d, len(g.Rows), len(plays))
			}
			for j, pl := range plays {
				row := g.Rows[j]
				if row[0].Text != strconv.Itoa(pl.Round) || row[1].Text != m.TableName(pl.Table) {
					t.Errorf("%s: deal %d row %d: round %q table %q, want round %d table %d", lang, d, j+1, row[0].Text, row[1].Text, pl.Round, pl.Table)
				}
				if j > 0 && pl.Round <= plays[j-1].Round {
					t.Errorf("deal %d: rounds out of order", d)
				}
				for k, c := range pl.Seats {
					if got, want := row[9+3*k].Text, cards.Name(p, b, c); got != want || c == 0 {
						t.Errorf("%s: deal %d, round %d: %s holds %q, want player %q", lang, d, pl.Round, m.Seats[k], got, want)
					}
					if row[10+3*k].Text != "" || row[11+3*k].Text != "" {
						t.Errorf("%s: deal %d, round %d: %s's vists and matchpoints are filled in", lang, d, pl.Round, m.Seats[k])
					}
				}
				for c := 2; c < 9; c++ {
					if row[c].Text != "" {
						t.Errorf("%s: deal %d, round %d: column %q is filled in with %q", lang, d, pl.Round, g.Head[c], row[c].Text)
					}
				}
			}
		}
	}
}

// TestTravellers: a 7-table Mitchell has 28 travellers, one a board, each
// listing the NS and EW pairs of the 7 tables that play the board in the
// order they play it; an arrow switch lists under NS the pair that holds
// the NS cards; a sit-out (a Mitchell missing a pair, a Howell for 9
// pairs) never gets a row; a teams event and a seating plan have none.
func TestTravellers(t *testing.T) {
	m7, err := mitchell.Generate(mitchell.Options{Tables: 7})
	if err != nil {
		t.Fatal(err)
	}
	for _, lang := range i18n.Langs() {
		b, p, sheets := composeProtocols(t, m7, lang)
		if len(sheets) != 28 {
			t.Fatalf("%s: %d travellers, want 28", lang, len(sheets))
		}
		for i, s := range sheets {
			d := i + 1
			if want := p.Sprintf("Traveller: board %d", d); s.Title != want {
				t.Errorf("%s: traveller %d titled %q, want %q", lang, d, s.Title, want)
			}
			if s.Grid.Head[2] != cards.SeatName(p, movement.NS) || s.Grid.Head[3] != cards.SeatName(p, movement.EW) {
				t.Fatalf("%s: head %q, want the NS and EW pairs in columns 3 and 4", lang, s.Grid.Head)
			}
			plays := playsOf(m7, d)
			if len(s.Grid.Rows) != 7 || len(plays) != 7 {
				t.Fatalf("%s: board %d: %d rows for %d plays, want 7", lang, d, len(s.Grid.Rows), len(plays))
			}
			for j, pl := range plays {
				row := s.Grid.Rows[j]
				ns, ew := cards.Name(p, b, pl.Seats[0]), cards.Name(p, b, pl.Seats[1])
				if row[0].Text != strconv.Itoa(pl.Round) || row[2].Text != ns || row[3].Text != ew {
					t.Errorf("%s: board %d row %d: %q, want round %d, %s against %s", lang, d, j+1, row[:4], pl.Round, ns, ew)
				}
				for c := 4; c < len(row); c++ {
					if row[c].Text != "" {
						t.Errorf("%s: board %d row %d: %q is filled in", lang, d, j+1, s.Grid.Head[c])
					}
				}
			}
		}
	}

	switched, err := mitchell.Generate(mitchell.Options{Tables: 3, ArrowSwitch: []int{3}})
	if err != nil {
		t.Fatal(err)
	}
	m13, err := mitchell.Generate(mitchell.Options{Tables: 7, Pairs: 13})
	if err != nil {
		t.Fatal(err)
	}
	h9, err := howell.Generate(howell.Options{Pairs: 9})
	if err != nil {
		t.Fatal(err)
	}
	swaps := 0
	for _, m := range []*movement.Movement{switched, m13, h9} {
		b, p, sheets := composeProtocols(t, m, i18n.English)
		if len(sheets) != m.Sets*m.BoardsPerSet {
			t.Errorf("%s: %d travellers for %d boards", m.Name, len(sheets), m.Sets*m.BoardsPerSet)
		}
		for i, s := range sheets {
			plays := playsOf(m, i+1)
			if len(s.Grid.Rows) != len(plays) {
				t.Fatalf("%s: board %d: %d rows, %d tables play it", m.Name, i+1, len(s.Grid.Rows), len(plays))
			}
			for j, pl := range plays {
				ns, ew := pl.Seats[0], pl.Seats[1]
				if pl.Switched {
					ns, ew = ew, ns
					swaps++
				}
				row := s.Grid.Rows[j]
				if row[2].Text != cards.Name(p, b, ns) || row[3].Text != cards.Name(p, b, ew) || ns == 0 || ew == 0 {
					t.Errorf("%s: board %d round %d: %q–%q, want %d–%d", m.Name, i+1, pl.Round, row[2].Text, row[3].Text, ns, ew)
				}
			}
		}
	}
	if swaps == 0 {
		t.Error("no arrow-switched row checked")
	}
}

// TestParseWhatProtocols: "protocols" and "travellers" select the score
// sheets; the default book leaves them out.
func TestParseWhatProtocols(t *testing.T) {
	for _, s := range []string{"protocols", "travellers", "tables,travellers"} {
		w, err := cards.ParseWhat(s)
		if err != nil || !w.Protocols {
			t.Errorf("ParseWhat(%q) = %+v, %v; want the protocols", s, w, err)
		}
	}
	if w, _ := cards.ParseWhat(""); w.Protocols {
		t.Error("the default book prints the protocols")
	}
}
