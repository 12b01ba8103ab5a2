package preferans

import (
	"errors"
	"fmt"

	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/design"
)

// A four-seat preferans schedule on T tables with N stationary, T rounds,
// every cross-line pair meeting once and every player playing every set
// once is the same thing as an orthogonal array OA(6, T): the columns are
// round, table (= the stationary N player), the E, S and W lines and the
// set. Tables of three need OA(5, T) (round, table, E, S, set). The arrays
// come from movement/design, which cites its sources.

// FamilyOA is the movement family of schedules laid out from an
// orthogonal array (movement.Movement.Family is informative only).
const FamilyOA movement.Family = "orthogonal-array"

// oaColumns is the number of columns of the orthogonal array a perfect
// schedule at tables of k needs: round, table, the k−1 moving lines, set.
func oaColumns(k int) int { return k + 2 }

// molsWorks reports whether movement/design knows the orthogonal array a
// perfect schedule of t tables of k needs.
func molsWorks(t, k int) bool {
	return t >= 2 && design.MaxMOLS(t) >= k
}

// grid is a schedule of players who keep their line: pos[l][r][x] is the
// player (0..t−1 within line l) at table x, seat l in round r, and
// set[r][x] the set table x plays in round r. Line 0 (N) is stationary
// when pos[0][r][x] = x. Some places may be empty (−1) only in layouts
// with rests, where a line has more players than there are tables.
type grid struct {
	tables, seats, rounds int
	// players[l] is the number of players in line l.
	players []int
	sets    int
	pos     [][][]int
	set     [][]int
}

// fromOA lays an orthogonal array out as a schedule: column 0 the round,
// column 1 the table and the N player, columns 2..k the lines E, S (, W),
// column k+1 the set. Only the first tables symbols of column 1 are real
// tables; the players at the others (and their sets) rest that round,
// which gives the rest layouts (see restOA). Symbols are relabelled so
// that in round 1 table x seats player x of every line and plays set x.
func fromOA(a design.OA, tables, k int) *grid {
	n := a.N
	a = a.Normalized()
	g := &grid{tables: tables, seats: k, rounds: n, sets: n, players: make([]int, k)}
	for l := range k {
		g.players[l] = n
	}
	g.players[0] = tables
	g.pos = make([][][]int, k)
	for l := range k {
		g.pos[l] = make([][]int, n)
		for r := range n {
			g.pos[l][r] = make([]int, tables)
		}
	}
	g.set = make([][]int, n)
	for r := range n {
		g.set[r] = make([]int, tables)
	}
	for _, row := range a.Rows {
		r, x := row[0], row[1]
		if x >= tables {
			continue
		}
		g.pos[0][r][x] = x
		for l := 1; l < k; l++ {
			g.pos[l][r][x] = row[1+l]
		}
		g.set[r][x] = row[k+1]
	}
	return g
}

// movement turns the grid into a movement of its first rounds rounds.
// Player s of line l is labelled by the table where he sits in round 1
// ("3S"); a player who rests in round 1 gets the next free number of his
// line ("9E" at 8 tables).
func (g *grid) movement(rounds int) *movement.Movement {
	k := g.seats
	total := 0
	for _, p := range g.players {
		total += p
	}
	m := &movement.Movement{
		Kind:         movement.Individual,
		Game:         movement.Preferans,
		Seats:        layoutSeats(k),
		Contestants:  total,
		Labels:       make(map[int]string, total),
		Tables:       g.tables,
		Rounds:       rounds,
		Sets:         g.sets,
		BoardsPerSet: k,
	}
	// Number the players of the first round table by table, seat by seat
	// (as the rotations do); resting players follow, line by line.
	number := make([][]int, k)
	for l := range k {
		number[l] = make([]int, g.players[l])
		for i := range number[l] {
			number[l][i] = -1
		}
	}
	next := 1
	for x := range g.tables {
		for l := range k {
			s := g.pos[l][0][x]
			number[l][s] = next
			m.Labels[next] = fmt.Sprintf("%d%s", x+1, m.Seats[l])
			next++
		}
	}
	for l := range k {
		extra := g.tables
		for s := range g.players[l] {
			if number[l][s] < 0 {
				number[l][s] = next
				extra++
				m.Labels[next] = fmt.Sprintf("%d%s", extra, m.Seats[l])
				next++
			}
		}
	}
	for r := range rounds {
		for x := range g.tables {
			p := movement.Play{Round: r + 1, Table: x + 1, Set: g.set[r][x] + 1, Seats: make([]int, k)}
			for l := range k {
				p.Seats[l] = number[l][g.pos[l][r][x]]
			}
			m.Play = append(m.Play, p)
		}
	}
	return m
}

// oaFor returns the orthogonal array with the columns tables of k need, of
// order n.
func oaFor(n, k int) (design.OA, error) {
	return design.OrthogonalArray(oaColumns(k), n)
}

// molsText names the construction of an array and cites its source.
func molsText(a design.OA) movement.Text {
	if a.Source == "" {
		return say("%s", a.Method)
	}
	return say("%s; %s", a.Method, a.Source)
}

// mols builds the perfect schedule from an orthogonal array.
func mols(opts Options) (*Result, error) {
	t, k := opts.Tables, opts.Seats
	a, err := oaFor(t, k)
	if err != nil {
		if errors.Is(err, design.ErrNoOA) {
			return nil, refuse("Method", "a perfect schedule at %s needs %d mutually orthogonal Latin squares of order %d, and %s (try auto)",
				tablesOf(t, k), k, t, molsKnown(t, k))
		}
		return nil, fmt.Errorf("internal error: %w", err)
	}
	rounds, err := roundsOf(opts, t)
	if err != nil {
		return nil, err
	}
	m := fromOA(a, t, k).movement(rounds)
	m.Family = FamilyOA
	m.Name = fmt.Sprintf("Preferans orthogonal-array schedule, %s", tablesOf(t, k))
	why := say("%d mutually orthogonal Latin squares of order %d give a perfect schedule (rows rounds, columns tables, one square per moving line and one for the sets); they come from %s. The moves change from round to round.",
		k, t, molsText(a))
	return newResult(m, Mols, layoutText(tablesOf(t, k), rounds), why, promise(rounds, t, true), rounds == t), nil
}

// molsKnown says how many MOLS of order n are known, as a clause, for a
// schedule that needs k of them.
func molsKnown(n, k int) movement.Text {
	known, source := design.KnownMOLS(n)
	switch {
	case known >= k && n-1 > known:
		return say("%d are known (%s), but movegen has no construction for them", known, source)
	case n == 6:
		return say("no two orthogonal Latin squares of order 6 exist (Tarry 1900)")
	case known >= n-1:
		return say("at most %d exist", n-1)
	case known == 1:
		return say("only 1 is known")
	}
	return say("only %d are known", known)
}
