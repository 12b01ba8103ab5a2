package preferans

import (
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/movegen/movegen/movement"
)

// schemes is one movement of every kind Generate builds, short sessions
// included.
var schemes = []Options{
	{Tables: 5}, {Tables: 7}, {Tables: 11}, {Tables: 13}, {Tables: 25},
	{Tables: 8}, {Tables: 9}, {Tables: 16},
	{Tables: 4, Seats: 3}, {Tables: 5, Seats: 3}, {Tables: 7, Seats: 3}, {Tables: 8, Seats: 3},
	{Players: 13}, {Players: 9}, {Players: 5}, {Players: 17}, {Players: 7}, {Players: 13, Seats: 3},
	{Tables: 6, Effort: 20_000}, {Tables: 4, Effort: 20_000}, {Tables: 10, Seats: 3, Effort: 20_000},
	{Tables: 6, Method: ExtraMove}, {Tables: 12}, {Tables: 20}, {Tables: 22, Seats: 3},
	{Players: 10, Effort: 2_000}, {Players: 11}, {Players: 14}, {Players: 38},
	{Tables: 7, Rounds: 3}, {Players: 13, Rounds: 5},
}

// TestInstructionsReproduceSchedule follows every scheme's table
// instructions from the first round's seating and checks that each round
// comes out exactly as the schedule says.
func TestInstructionsReproduceSchedule(t *testing.T) {
	for _, o := range schemes {
		res := generate(t, o)
		m := res.Movement
		t.Run(m.Name+fmt.Sprintf(" %d rounds", m.Rounds), func(t *testing.T) {
			g, err := Instructions(m)
			if err != nil {
				t.Fatal(err)
			}
			s := SeatingOf(m, 1)
			for r := 1; r < m.Rounds; r++ {
				next, err := g.Follow(s, r)
				if err != nil {
					t.Fatal(err)
				}
				if want := SeatingOf(m, r+1); !maps.Equal(next, want) {
					t.Fatalf("round %d after following the cards:\n got %v\nwant %v", r+1, next, want)
				}
				s = next
			}
		})
	}
}

// TestInstructionsShape checks what the cards look like: one line per seat
// when every round's moves are the same, a stationary N with no
// instruction in the rotations, and "P" for the rests.
func TestInstructionsShape(t *testing.T) {
	tests := []struct {
		opts       Options
		same       bool
		stationary bool // N never moves
		card1      string
	}{
		{Options{Tables: 7}, true, true, "1E–2E 1S–3S 1W–6W"},
		{Options{Tables: 5, Seats: 3}, true, true, "1E–2E 1S–3S"},
		{Options{Tables: 8}, false, true, ""},
		{Options{Players: 13}, true, false, ""},
		{Options{Players: 9}, false, false, ""},
	}
	for _, tt := range tests {
		m := generate(t, tt.opts).Movement
		g, err := Instructions(m)
		if err != nil {
			t.Fatal(err)
		}
		if g.Same != tt.same {
			t.Errorf("%s: Same = %v, want %v", m.Name, g.Same, tt.same)
		}
		if !tt.same && len(g.After) != m.Rounds-1 {
			t.Errorf("%s: %d rounds of moves, want %d", m.Name, len(g.After), m.Rounds-1)
		}
		for r := 1; r < m.Rounds; r++ {
			for _, mv := range g.Moves(r) {
				if tt.stationary && mv.From.Seat == movement.N {
					t.Errorf("%s: stationary N has a move %s", m.Name, mv)
				}
			}
			back, ok := g.ReturnFromRest(r)
			if hasRest := m.Family == movement.Rest; ok != hasRest || (ok && back.From != Resting) {
				t.Errorf("%s after round %d: return from rest %v %v", m.Name, r, back, ok)
			}
		}
		if tt.card1 != "" {
			var parts []string
			for _, mv := range g.Card(1, 1) {
				parts = append(parts, mv.String())
			}
			if got := strings.Join(parts, " "); got != tt.card1 {
				t.Errorf("%s: table 1 card %q, want %q", m.Name, got, tt.card1)
			}
		}
	}
}

func TestInstructionsRejectsTwoRests(t *testing.T) {
	m := &movement.Movement{
		Kind: movement.Individual, Game: movement.Preferans, Seats: []movement.Seat{movement.N, movement.E, movement.S},
		Contestants: 5, Tables: 1, Rounds: 3, Sets: 3, BoardsPerSet: 3,
		Play: []movement.Play{
			{Round: 1, Table: 1, Set: 1, Seats: []int{1, 2, 3}},
			{Round: 2, Table: 1, Set: 2, Seats: []int{1, 4, 5}},
			{Round: 3, Table: 1, Set: 3, Seats: []int{1, 5, 4}},
		},
	}
	if _, err := Instructions(m); err == nil || !strings.Contains(err.Error(), "2 players come back from a rest") {
		t.Errorf("error %v, want one about two returning players", err)
	}
	m.Play[1].Seats = []int{1, 1, 5}
	if _, err := Instructions(m); err == nil || !strings.Contains(err.Error(), "not valid") {
		t.Errorf("error %v, want one about an invalid movement", err)
	}
}

// TestSetRow checks the director's row against the schedule: reading the
// row, rotated once per round, must give every table's set in every round.
func TestSetRow(t *testing.T) {
	wantRow := map[string]bool{} // schemes that must have a row
	for _, o := range []Options{{Tables: 7}, {Tables: 5, Seats: 3}, {Players: 13}, {Players: 13, Seats: 3}, {Players: 7}, {Tables: 6, Method: ExtraMove}} {
		wantRow[generate(t, o).Movement.Name] = true
	}
	for _, o := range schemes {
		m := generate(t, o).Movement
		row, ok := SetRow(m)
		if wantRow[m.Name] && !ok {
			t.Errorf("%s: no set row", m.Name)
		}
		table := SetTable(m)
		if !ok {
			continue
		}
		if len(row) != m.Sets {
			t.Fatalf("%s: row of %d places for %d sets", m.Name, len(row), m.Sets)
		}
		for r := 1; r <= m.Rounds; r++ {
			got := make([]int, m.Tables)
			for p, ts := range row {
				for _, tb := range ts {
					got[tb-1] = (p+r-1)%m.Sets + 1
				}
			}
			for tb := range got {
				if got[tb] != table[r-1][tb] {
					t.Errorf("%s round %d table %d: the row gives set %d, the schedule %d", m.Name, r, tb+1, got[tb], table[r-1][tb])
				}
			}
		}
	}
	// Field rotations over GF(8) do not rotate the sets along a row.
	if _, ok := SetRow(generate(t, Options{Tables: 8}).Movement); ok {
		t.Error("GF(8): a set row was found")
	}
}

func TestFormatSetRow(t *testing.T) {
	tests := []struct {
		row  [][]int
		want string
	}{
		{[][]int{{1}, {2}, {3}}, "1 2 3"},
		{[][]int{{1}, nil, nil, {2}}, "1 — — 2"},
		{[][]int{{1, 2}, nil}, "1+2 —"},
		{nil, ""},
	}
	for _, tt := range tests {
		if got := FormatSetRow(tt.row); got != tt.want {
			t.Errorf("FormatSetRow(%v) = %q, want %q", tt.row, got, tt.want)
		}
	}
}

// TestGolden pins the cards and set rows of the book-sized schemes, so a
// change in notation shows up in review.
func TestGolden(t *testing.T) {
	var b strings.Builder
	for _, o := range []Options{{Tables: 5}, {Tables: 8, Seats: 3}, {Players: 13}, {Players: 9}, {Players: 7}, {Tables: 6, Method: ExtraMove}} {
		m := generate(t, o).Movement
		g, err := Instructions(m)
		if err != nil {
			t.Fatal(err)
		}
		fmt.Fprintf(&b, "== %s\n", m.Name)
		for i, moves := range g.After {
			if g.Same {
				fmt.Fprint(&b, "every round:")
			} else {
				fmt.Fprintf(&b, "after round %d:", i+1)
			}
			for _, mv := range moves {
				fmt.Fprintf(&b, " %s", mv)
			}
			fmt.Fprintln(&b)
		}
		if row, ok := SetRow(m); ok {
			fmt.Fprintf(&b, "set row: %s\n", FormatSetRow(row))
		} else {
			for r, sets := range SetTable(m) {
				fmt.Fprintf(&b, "round %d sets: %v\n", r+1, sets)
			}
		}
	}
	path := filepath.Join("testdata", "instructions.golden")
	if *update {
		if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	if b.String() != string(want) {
		t.Errorf("instructions differ from %s; run go test -update and review the diff\n%s", path, b.String())
	}
}
