package preferans

import (
	"fmt"
	"slices"

	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/design"
)

// bookLines returns the book's moves modulo t: N stays, E up 1, S up 2 and,
// at tables of four, W down 2.
func bookLines(t, seats int) []int {
	lines := []int{0, 1, 2, -2}[:seats]
	out := make([]int, seats)
	for i, m := range lines {
		out[i] = mod(m, t)
	}
	return out
}

// layoutSeats returns the seat layout for tables of k.
func layoutSeats(k int) []movement.Seat {
	if k == 3 {
		return slices.Clone(movement.ThreeSeats())
	}
	return slices.Clone(movement.CompassSeats())
}

// rounds returns the rounds to play out of a full cycle of full.
func roundsOf(opts Options, full int) (int, error) {
	switch {
	case opts.Rounds == 0:
		return full, nil
	case opts.Rounds > full:
		return 0, refuse("Rounds", "this movement has a cycle of %d rounds, and more would repeat sets or meetings", full)
	}
	return opts.Rounds, nil
}

// restRoundsOf is roundsOf for layouts in which somebody rests each
// round: one round would leave the players resting in it without a game.
func restRoundsOf(opts Options, full int) (int, error) {
	rounds, err := roundsOf(opts, full)
	if err == nil && rounds < 2 {
		return 0, refuse("Rounds", "somebody rests in every round, so in one round the resting players would not play at all; want at least 2 rounds")
	}
	return rounds, err
}

// promise states what a rotation-type schedule guarantees.
func promise(rounds, full int, perfect bool) movement.Text {
	switch {
	case perfect && rounds == full:
		return say("every two players of different lines meet exactly once, players of the same line never meet, and everyone plays every set exactly once.")
	case perfect:
		return say("%d of the %d rounds: nobody meets anybody twice and nobody plays a set twice.", rounds, full)
	}
	return say("nobody plays a set twice; some players meet more than once and others never, as the report shows.")
}

// linear builds a movement from line shifts: shifts[r][l] is how far line l
// has moved from its start in round r+1, setShift[r] how far the sets have.
func linear(ring design.Ring, k int, shifts [][]int, setShift []int) *movement.Movement {
	t := ring.Order()
	m := &movement.Movement{
		Kind:         movement.Individual,
		Game:         movement.Preferans,
		Seats:        layoutSeats(k),
		Contestants:  t * k,
		Labels:       make(map[int]string, t*k),
		Tables:       t,
		Rounds:       len(shifts),
		Sets:         t,
		BoardsPerSet: k,
	}
	for s := range t {
		for l, seat := range m.Seats {
			m.Labels[s*k+l+1] = fmt.Sprintf("%d%s", s+1, seat)
		}
	}
	for r, sh := range shifts {
		seats, sets := design.Placed(ring, sh, setShift[r])
		for x := range t {
			p := movement.Play{Round: r + 1, Table: x + 1, Set: sets[x] + 1, Seats: make([]int, k)}
			for l, c := range seats[x] {
				p.Seats[l] = c + 1
			}
			m.Play = append(m.Play, p)
		}
	}
	return m
}

// linearRotation plays rounds rounds of rotation r, round i+1 being the ring
// element i.
func linearRotation(r design.Rotation, rounds int) *movement.Movement {
	shifts := make([][]int, rounds)
	setShift := make([]int, rounds)
	for i := range rounds {
		shifts[i] = make([]int, len(r.Lines))
		for l, ml := range r.Lines {
			shifts[i][l] = r.Ring.Mul(ml, i)
		}
		setShift[i] = r.Ring.Mul(r.Sets, i)
	}
	return linear(r.Ring, len(r.Lines), shifts, setShift)
}

func rotation(opts Options) (*Result, error) {
	t, k := opts.Tables, opts.Seats
	r := design.Rotation{Ring: design.IntegersMod(t), Lines: bookLines(t, k), Sets: mod(-1, t)}
	if err := r.Check(); err != nil {
		return nil, movement.Internalf("%w", err)
	}
	rounds, err := roundsOf(opts, t)
	if err != nil {
		return nil, err
	}
	m := linearRotation(r, rounds)
	m.Family = movement.Rotation
	m.Name = "Preferans rotation, " + tablesOf(t, k).String()
	moves := say("N stays, E moves up 1 table, S up 2")
	if k == 4 {
		moves = say("N stays, E moves up 1 table, S up 2, W down 2")
	}
	return newResult(m, Rotation,
		layoutText(tablesOf(t, k), rounds),
		say("gcd(%d, 6) = 1, so the book's rotation (%s, sets down 1) is perfect.", t, moves),
		promise(rounds, t, true),
		rounds == t), nil
}

func field(opts Options) (*Result, error) {
	q, k := opts.Tables, opts.Seats
	f, err := design.NewField(q)
	if err != nil {
		return nil, movement.Internalf("%w", err)
	}
	// Lines N, E, S, W move by 0, 1, g, g², the sets by the next power of
	// the generator g: distinct as long as q ≥ k+1.
	g := f.Generator()
	lines := []int{0, 1, g, f.Mul(g, g)}[:k]
	r := design.Rotation{Ring: f, Lines: lines, Sets: f.Pow(k - 1)}
	if err := r.Check(); err != nil {
		return nil, movement.Internalf("GF(%d): %w", q, err)
	}
	rounds, err := roundsOf(opts, q)
	if err != nil {
		return nil, err
	}
	m := linearRotation(r, rounds)
	m.Family = movement.Field
	m.Name = fmt.Sprintf("Preferans field rotation over GF(%d), %s", q, tablesOf(q, k))
	why := say("%d is a prime power, so a rotation over the field GF(%d) with %d distinct multipliers is perfect; the moves change from round to round.", q, q, k+1)
	if !rotationWorks(q, k) {
		why = say("the book's rotation needs gcd(T, 6) = 1 and %d tables have gcd %d, but %d is a prime power, so a rotation over the field GF(%d) with %d distinct multipliers is perfect; the moves change from round to round.", q, gcd(q, 6), q, q, k+1)
	}
	return newResult(m, Field,
		layoutText(tablesOf(q, k), rounds),
		why,
		promise(rounds, q, true),
		rounds == q), nil
}

func extraMove(opts Options, how string) (*Result, error) {
	t, k := opts.Tables, opts.Seats
	rounds, err := roundsOf(opts, t)
	if err != nil {
		return nil, err
	}
	steps := []int{0, 1, 2, -2}[:k]
	shifts, err := design.ExtraMoveShifts(t, steps, -1, rounds)
	if err != nil {
		return nil, movement.Internalf("%w", err)
	}
	z := design.IntegersMod(t)
	setShift := make([]int, rounds)
	for i := range rounds {
		setShift[i] = z.Mul(-1, i)
	}
	m := linear(z, k, shifts, setShift)
	m.Family = movement.ExtraMove
	m.Name = "Preferans rotation with extra moves, " + tablesOf(t, k).String()
	perfect := rotationWorks(t, k)
	why := say("no perfect rotation is known here for %s, so the book's extra move is used: a line that would meet a set it has played moves one table further; the report shows the cost.", tablesOf(t, k))
	if how == "requested" {
		why = say("the extra move was requested: a line that would meet a set it has played moves one table further.")
		if perfect {
			why = say("the extra move was requested; with gcd(%d, 6) = 1 it never triggers and the schedule is the book's rotation.", t)
		}
	}
	return newResult(m, ExtraMove,
		layoutText(tablesOf(t, k), rounds),
		why,
		promise(rounds, t, perfect),
		perfect && rounds == t), nil
}

func rest(opts Options, v, k int) (*Result, error) {
	s, err := restScheme(v, k)
	if err != nil {
		return nil, refuse("Method", "%v", err)
	}
	rounds, err := restRoundsOf(opts, v)
	if err != nil {
		return nil, err
	}
	t := (v - 1) / k
	m := &movement.Movement{
		Name:         fmt.Sprintf("Preferans rest scheme, %d players at %s", v, tablesOf(t, k)),
		Family:       movement.Rest,
		Kind:         movement.Individual,
		Game:         movement.Preferans,
		Seats:        layoutSeats(k),
		Contestants:  v,
		Labels:       make(map[int]string, v),
		Tables:       t,
		Rounds:       rounds,
		Sets:         v,
		BoardsPerSet: k,
	}
	// Number the players as they sit in round 1, table by table, each
	// labelled by that place ("2E"); the one resting in round 1 (element 0)
	// is the last and has no place, so he keeps his number as his name
	// (the book's P, Р marks a rest, never a player).
	number := make([]int, v)
	number[0] = v
	for j, b := range s.Base {
		for i, x := range b {
			number[x] = j*k + i + 1
			m.Labels[j*k+i+1] = fmt.Sprintf("%d%s", j+1, m.Seats[i])
		}
	}
	for g := range rounds {
		tables, sets, _ := s.Round(g)
		for j, tab := range tables {
			p := movement.Play{Round: g + 1, Table: j + 1, Set: sets[j] + 1, Seats: make([]int, k)}
			for i, x := range tab {
				p.Seats[i] = number[x]
			}
			m.Play = append(m.Play, p)
		}
	}
	sets := say("each table plays its own set, and the sets pass from table to table")
	if t == 1 {
		sets = say("the table plays a new set every round")
	}
	if s.Shared {
		sets = sharedSets(v, k, t)
	}
	why := say("%d ≡ 1 (mod %d), so %s with one player resting each round (%s; player %d rests in round 1); %s.", v, k, tablesOf(t, k), sourceText(s, v, k), v, sets)
	prom := say("each player rests exactly once, every two players meet exactly %v, and nobody plays a set twice.", movement.Times(k-1))
	if rounds < v {
		prom = say("%d of the %d rounds: nobody rests twice, nobody meets anybody more than %v, and nobody plays a set twice.", rounds, v, movement.Times(k-1))
	}
	res := newResult(m, Rest,
		restLayoutText(tablesOf(t, k), rounds),
		why, prom, rounds == v)
	if s.Shared {
		res.Copies = t
	}
	return res, nil
}

// sharedSets says why every table of a round plays the same set and what it
// costs the director: one copy of every deal per table.
func sharedSets(v, k, t int) movement.Text {
	if (v == 9 && k == 4) || (v == 7 && k == 3) {
		return say("in this design any two tables of different rounds share a player, so no set can pass between tables: all %d tables of a round play the same set, and the director must prepare %d copies of every deal", t, t)
	}
	return say("no way for the sets to pass between tables was found for this design, so all %d tables of a round play the same set, and the director must prepare %d copies of every deal", t, t)
}
