package teams

import (
	"fmt"
	"slices"

	"github.com/movegen/movegen/movement"
)

// say keeps a sentence as data; export/i18n's test finds its first
// argument and wants a Russian entry for it.
func say(format string, args ...any) movement.Text { return movement.Say(format, args...) }

// Pairs returns the contestant numbers of team t's two pairs in every
// movement of this package: 2t−1 sits NS all session, 2t sits EW.
func Pairs(t int) (ns, ew int) { return 2*t - 1, 2 * t }

// Label returns the label of a team's pair: "3 NS" for 2·3−1, "3 EW" for
// 2·3.
func Label(c int) string {
	if c%2 == 1 {
		return fmt.Sprintf("%d NS", (c+1)/2)
	}
	return fmt.Sprintf("%d EW", c/2)
}

// cell is one table in one round: the team whose NS pair sits NS, the team
// whose EW pair sits EW, and the set. A zero cell is an idle table.
type cell struct{ ns, ew, set int }

// grid is rounds × tables of cells.
type grid [][]cell

// shape is what build needs besides the grid.
type shape struct {
	name   string
	family movement.Family
	teams  int
	sets   int
	boards int // per set
	share  movement.BoardSharing
}

// build lays a grid out as a teams movement: team t's pairs are 2t−1 (NS)
// and 2t (EW), labelled "t NS" and "t EW"; idle cells are left out. It
// runs movement.Validate and returns an internal error when the result
// has errors.
func build(g grid, s shape) (*movement.Movement, error) {
	m := &movement.Movement{
		Name:         s.name,
		Family:       s.family,
		Kind:         movement.Pairs,
		Game:         movement.Bridge,
		Seats:        movement.PairSeats(),
		Contestants:  2 * s.teams,
		Labels:       map[int]string{},
		Rounds:       len(g),
		Sets:         s.sets,
		BoardsPerSet: s.boards,
		Teams:        &movement.Teams{Boards: s.share},
	}
	for t := 1; t <= s.teams; t++ {
		ns, ew := Pairs(t)
		m.Teams.Pairs = append(m.Teams.Pairs, [2]int{ns, ew})
		m.Labels[ns], m.Labels[ew] = Label(ns), Label(ew)
	}
	for r, row := range g {
		m.Tables = max(m.Tables, len(row))
		for t, c := range row {
			if c.ns == 0 {
				continue
			}
			ns, _ := Pairs(c.ns)
			_, ew := Pairs(c.ew)
			m.Play = append(m.Play, movement.Play{Round: r + 1, Table: t + 1, Set: c.set, Seats: []int{ns, ew}})
		}
	}
	if errs := movement.Validate(m).Errors(); len(errs) > 0 {
		return nil, movement.Internalf("%s: %d problems, first %v", s.name, len(errs), errs[0])
	}
	return m, nil
}

// promise checks the guarantee a generator makes on m: every two teams
// meet exactly once (complete) or at least none twice, and no team has
// more than one bye; a failure is a bug, returned as an internal error.
func promise(m *movement.Movement, complete bool) (*movement.Movement, error) {
	rep := movement.AnalyzeTeams(m)
	want := movement.PropTeamsNoRematch
	if complete {
		want = movement.PropTeamsAllMeetOnce
	}
	if !rep.Has(want) {
		return nil, movement.Internalf("%s: not %s: %v", m.Name, want, rep.Properties)
	}
	for t, byes := range rep.Byes {
		if len(byes) > 1 {
			return nil, movement.Internalf("%s: team %d has byes in rounds %v", m.Name, t+1, byes)
		}
	}
	return m, nil
}

// checkShare returns the sharing to use: exchange when none is given.
func checkShare(gen string, b movement.BoardSharing, boards int) (movement.BoardSharing, error) {
	if b == "" {
		b = movement.BoardsExchange
	}
	if !b.Valid() {
		return "", &movement.OptionError{Generator: gen, Field: "Boards",
			Text: say("want exchange or copies")}
	}
	if b == movement.BoardsExchange && boards == 1 {
		return "", &movement.OptionError{Generator: gen, Field: "BoardsPerMatch",
			Text: say("1 board a match cannot be exchanged halfway between two tables; want at least 2, or copies")}
	}
	return b, nil
}

// checkBoards checks a number of boards a match (0: the default).
func checkBoards(gen string, boards int) error {
	if boards < 0 || boards > movement.MaxBoardsPerSet {
		return &movement.OptionError{Generator: gen, Field: "BoardsPerMatch",
			Text: say("want 1 to %d", movement.MaxBoardsPerSet)}
	}
	return nil
}

// DefaultBoards returns the boards a match used when none are given: the
// number that brings the boards each team plays (matches × boards) closest
// to 26, the middle of a usual 24–28 board session, ties going to fewer,
// and at least least.
func DefaultBoards(matches, least int) int { return BoardsFor(matches, 26, least) }

// orient chooses home and away for every match of a list of rounds, each a
// list of unordered team pairs, so that every team is home within one of
// as often as it is away: the matches form a graph on the teams, and
// walking Euler circuits of that graph, with an extra vertex joined to
// every team of odd degree, gives every team as many matches out (home)
// as in (away), but for the one extra edge. The result keeps the order of
// the input; in each pair [0] is home. Deterministic: vertices and edges
// are taken in increasing order.
func orient(teams int, rounds [][][2]int) [][][2]int {
	type edge struct {
		a, b int
		used bool
		r, i int // where it came from; r = -1 for the extra edges
	}
	var edges []edge
	adj := make([][]int, teams+1) // vertex 0 is the extra one
	deg := make([]int, teams+1)
	for r, ms := range rounds {
		for i, p := range ms {
			edges = append(edges, edge{a: p[0], b: p[1], r: r, i: i})
			k := len(edges) - 1
			adj[p[0]] = append(adj[p[0]], k)
			adj[p[1]] = append(adj[p[1]], k)
			deg[p[0]]++
			deg[p[1]]++
		}
	}
	for v := 1; v <= teams; v++ {
		if deg[v]%2 == 1 {
			edges = append(edges, edge{a: 0, b: v, r: -1})
			k := len(edges) - 1
			adj[0] = append(adj[0], k)
			adj[v] = append(adj[v], k)
		}
	}
	out := make([][][2]int, len(rounds))
	for r, ms := range rounds {
		out[r] = slices.Clone(ms)
	}
	next := make([]int, teams+1) // next unexamined edge of each vertex
	// Hierholzer's walk, iteratively: every edge is traversed once, in the
	// direction it is walked.
	for start := 0; start <= teams; start++ {
		stack := []int{start}
		for len(stack) > 0 {
			v := stack[len(stack)-1]
			for next[v] < len(adj[v]) && edges[adj[v][next[v]]].used {
				next[v]++
			}
			if next[v] == len(adj[v]) {
				stack = stack[:len(stack)-1]
				continue
			}
			e := &edges[adj[v][next[v]]]
			e.used = true
			w := e.a + e.b - v
			if e.r >= 0 {
				out[e.r][e.i] = [2]int{v, w}
			}
			stack = append(stack, w)
		}
	}
	return out
}
