package whist

import (
	"context"
	"errors"
	"fmt"
	"slices"

	"github.com/movegen/movegen/movement"
)

// Limits of the generator.
const (
	// MinPlayers is the fewest players: two tables of four.
	MinPlayers = 8
	// MaxPlayers is the most players Generate seats.
	MaxPlayers = 64
)

// Seating says how seats are handed out at the fixed player's table.
type Seating string

// The seatings.
const (
	// Balanced turns tables a quarter in chosen rounds (partners,
	// opponents and left-hand opponents stay the same) so that everybody
	// holds North–South and East–West equally often, or within one when
	// the rounds played are odd, and, within that, comparisons are as even
	// as the search finds.
	Balanced Seating = "balanced"
	// Fixed keeps player v North at table 1 all session (counts v ≡ 0 mod
	// 4 with a whist tournament): a place for a player who should not
	// move. The other tables are turned as for Balanced.
	Fixed Seating = "fixed"
	// Compare turns tables only to even out comparisons (who plays the
	// same boards in the same direction at other tables), letting seats
	// go: for 8 and 13 players every two players are then compared
	// equally often.
	Compare Seating = "compare"
)

// Options choose a tournament.
type Options struct {
	// Players is v, MinPlayers to MaxPlayers.
	Players int
	// Rounds, when positive and below the full tournament, asks for a
	// partial one; for counts without a whist tournament it is the
	// session's length (default: v rounds).
	Rounds int
	// BoardsPerSet is the boards played a round; 0 means 2.
	BoardsPerSet int
	// Seats is Balanced (the default) or Fixed.
	Seats Seating
	// Seed fixes the search for counts without a whist tournament.
	Seed uint64
}

// Kind names what Generate built.
type Kind string

// The kinds of result.
const (
	// Full: a whist tournament — every two players partners exactly once
	// and opponents exactly twice.
	Full Kind = "full"
	// Partial: some rounds of a whist tournament.
	Partial Kind = "partial"
	// Spread: a count without a whist tournament; sit-outs shared in turn.
	Spread Kind = "spread"
)

// Result is a generated tournament and what is known about it.
type Result struct {
	Movement *movement.Movement
	Kind     Kind
	// Base is the whist base developed (nil for Spread without one).
	Base *Base
	// FullRounds is the length of the whole tournament the rounds come
	// from (0 for Spread built by search).
	FullRounds int
	// Chosen lists the rounds of the full tournament a Partial result
	// keeps, in play order (1-based).
	Chosen []int
	// Directed: every player has every other once as left-hand opponent
	// and once as right-hand opponent (a full tournament from a directed
	// base).
	Directed bool
	// SharedSets: all tables of a round play the same set, the boards
	// passing from table to table within the round (or copies are made).
	SharedSets bool
	// Figures are the counts behind the promises.
	Figures Figures
	// Notes explain the construction, the sets and the figures, as data
	// for the catalogue.
	Notes []movement.Text
	// Interrupted is set when ctx ended the searches (the seating of
	// Spread, or the turns of the tables) early: the schedule is complete
	// and valid, the best found so far, and another run may differ.
	Interrupted bool
}

func say(format string, args ...any) movement.Text { return movement.Say(format, args...) }

// ErrPlayers is wrapped by Generate's errors about the player count,
// rounds or boards asked for.
var ErrPlayers = errors.New("whist: bad request")

// Check returns nil when opt is a request Generate serves, or an error
// wrapping ErrPlayers and a *movement.OptionError that names the field
// of Options at fault.
func (opt Options) Check() error {
	v := opt.Players
	bad := func(field, format string, args ...any) error {
		return fmt.Errorf("%w: %w", ErrPlayers, &movement.OptionError{Generator: "whist", Field: field, Text: say(format, args...)})
	}
	switch {
	case v < MinPlayers || v > MaxPlayers:
		return bad("Players", "want %d to %d", MinPlayers, MaxPlayers)
	case opt.Rounds < 0 || opt.Rounds > movement.MaxRounds:
		return bad("Rounds", "want 1 to %d", movement.MaxRounds)
	case v%4 != 0 && opt.Rounds == 1:
		// The sit-outs of a round would not play at all.
		return bad("Rounds", "somebody rests in every round, so in one round the resting players would not play at all; want at least 2 rounds")
	case Exists(v) && opt.Rounds > FullRounds(v):
		return bad("Rounds", "the whist tournament for %d players has %d rounds", v, FullRounds(v))
	case opt.BoardsPerSet < 0 || opt.BoardsPerSet > movement.MaxBoardsPerSet:
		return bad("BoardsPerSet", "want 1 to %d", movement.MaxBoardsPerSet)
	case opt.Seats != "" && opt.Seats != Balanced && opt.Seats != Fixed && opt.Seats != Compare:
		return bad("Seats", "want balanced, compare or fixed")
	case opt.Seats == Fixed && !HasFixedPlayer(v):
		return bad("Seats", "the schedule for %d players has no player who stays at one table (only the whist tournaments for 8, 12, 16, ... 32 players do)", v)
	}
	return nil
}

// Exists reports whether movegen holds a whist tournament for v players:
// every v ≡ 0 or 1 (mod 4) from 8 to 33, and the primes 37, 41, 53 and 61.
// (One exists for every v ≡ 0 or 1 mod 4, Baker 1975 and Wilson.)
func Exists(v int) bool { return baseFor(v) != nil }

// HasFixedPlayer reports whether the whist tournament for v players has a
// fixed player (v ≡ 0 mod 4 with a tournament): player v, who stays at
// table 1 and whom Seating Fixed keeps North.
func HasFixedPlayer(v int) bool {
	b := baseFor(v)
	return b != nil && b.Infinity
}

// FullRounds returns the rounds of a whist tournament for v players: v−1
// when v ≡ 0 mod 4, v when v ≡ 1 mod 4, and 0 otherwise.
func FullRounds(v int) int {
	switch v % 4 {
	case 0:
		return v - 1
	case 1:
		return v
	}
	return 0
}

// Generate builds an individual bridge tournament for opt.Players: the
// whist tournament when movegen holds a base for the count (see Exists),
// or its best opt.Rounds rounds; for other counts
// the schedule of Spread. The movement is proved with movement.Validate.
func Generate(ctx context.Context, opt Options) (*Result, error) {
	v := opt.Players
	if err := opt.Check(); err != nil {
		return nil, err
	}
	if opt.BoardsPerSet == 0 {
		opt.BoardsPerSet = 2
	}
	if opt.Seats == "" {
		opt.Seats = Balanced
	}
	var res *Result
	var err error
	switch b := baseFor(v); {
	case b != nil:
		full := FullRounds(v)
		res = develop(b, opt)
		if opt.Rounds > 0 && opt.Rounds < full {
			res = partial(res, opt.Rounds)
		}
	case v%4 == 3 && baseFor(v+1) != nil && (opt.Rounds == 0 || opt.Rounds <= FullRounds(v+1)):
		res = withoutOne(develop(baseFor(v+1), Options{Players: v + 1, BoardsPerSet: opt.BoardsPerSet, Seats: Fixed}), opt.Rounds)
	default:
		res, err = spread(ctx, opt)
		if err != nil {
			return nil, err
		}
	}
	m := res.Movement
	m.Sort()
	var keep func(movement.Play) bool
	if opt.Seats == Fixed && res.Base != nil && res.Base.Infinity && res.Movement.Contestants == res.Base.Players() {
		keep = func(p movement.Play) bool { return p.Table == 1 }
	}
	if turnTables(ctx, m, keep, opt.Seats != Compare, opt.Seed) && !res.Interrupted {
		res.Interrupted = true
		res.Notes = append(res.Notes, stoppedNote())
	}
	res.Notes = append(res.Notes, seatNote(res, opt.Seats))
	res.Figures = FiguresOf(m)
	if res.Kind != Full {
		rests := make([]int, 0, v)
		for _, st := range movement.Analyze(m).Contestants {
			rests = append(rests, st.Rests)
		}
		_, _, _, bound := Bound(v, m.Tables, m.Rounds, rests)
		res.Notes = append(res.Notes, bound)
	}
	res.Notes = append(res.Notes, res.Figures.Text())
	if probs := movement.Validate(m); !probs.Valid() {
		return nil, fmt.Errorf("internal error: individual for %d players: %v", v, probs.Errors()[0])
	}
	return res, nil
}

// develop lays out the whole tournament of base b.
func develop(b *Base, opt Options) *Result {
	g := b.Group
	mOrd := g.Order()
	v := b.Players()
	T := len(b.Tables)
	player := func(x int) int {
		if x == Inf {
			return v
		}
		return x + 1
	}
	shared := b.Sets == nil
	m := &movement.Movement{
		Name:   fmt.Sprintf("Whist tournament, %d players", v),
		Family: movement.Family("whist"), Kind: movement.Individual, Game: movement.Bridge,
		Seats:       slices.Clone(movement.CompassSeats()),
		Contestants: v, Tables: T, Rounds: mOrd, Sets: mOrd, BoardsPerSet: opt.BoardsPerSet,
	}
	for r := range mOrd {
		for j, t := range b.Tables {
			seats := make([]int, 4)
			for i, x := range t {
				if x != Inf {
					x = g.Add(x, r)
				}
				seats[i] = player(x)
			}
			set := r + 1
			if !shared {
				set = g.Add(g.Mul(b.Mult, r), b.Sets[j]) + 1
			}
			m.Play = append(m.Play, movement.Play{Round: r + 1, Table: j + 1, Set: set, Seats: seats})
		}
	}
	res := &Result{Movement: m, Kind: Full, Base: b, FullRounds: mOrd, Directed: b.Directed(), SharedSets: shared}
	res.Notes = append(res.Notes, fullNote(b))
	res.Notes = append(res.Notes, setsNote(res, T))
	return res
}

func fullNote(b *Base) movement.Text {
	v := b.Players()
	kind := say("whist tournament")
	if b.Directed() {
		kind = say("directed whist tournament")
	}
	if b.Infinity {
		return say("Full %s for %d players: %d rounds at %d tables, nobody sits out; every two players are partners exactly once and opponents exactly twice. Built by developing a base round over %s with player %d fixed (round r adds r to every other player's number).", kind, v, v-1, v/4, b.Group.String(), v)
	}
	return say("Full %s for %d players: %d rounds at %d tables, one player sitting out each round; every two players are partners exactly once and opponents exactly twice. Built by developing a base round over %s (round r adds r to every player's number).", kind, v, v, v/4, b.Group.String())
}

func setsNote(res *Result, tables int) movement.Text {
	if res.SharedSets {
		return say("Boards: every table plays the round's set, passing the boards from table to table within the round (with fewer than %d boards a round, make copies); each board is played at all %d tables by players of both directions, and nobody plays a set twice.", tables, tables)
	}
	return say("Boards: each table plays its own set; in the next round table j's set is the one after it (set numbers advance by %d a round), so every set is played at %d tables in %d different rounds and nobody plays a set twice.", res.Base.Mult, tables, tables)
}

// seatNote states how evenly the players hold North–South and East–West.
func seatNote(res *Result, seats Seating) movement.Text {
	m := res.Movement
	ns := make([]int, m.Contestants+1)
	played := make([]int, m.Contestants+1)
	for _, p := range m.Play {
		for k, x := range p.Seats {
			played[x]++
			if k%2 == 0 {
				ns[x]++
			}
		}
	}
	worst, tight := 0, true
	for x := 1; x <= m.Contestants; x++ {
		d := 2*ns[x] - played[x]
		worst = max(worst, d, -d)
		if excess(d, played[x]%2) > 0 {
			tight = false
		}
	}
	turns := say("Seats: tables turn a quarter in chosen rounds (partners and opponents stay the same) to even out who is compared with whom")
	if seats == Fixed && res.Base != nil && res.Base.Infinity && m.Contestants == res.Base.Players() {
		turns = say("%s; player %d stays North at table 1", turns, m.Contestants)
	}
	switch {
	case worst == 0:
		return say("%s; every player holds North–South and East–West equally often.", turns)
	case tight:
		return say("%s; every player holds North–South and East–West equally often, or one more of one than the other when the rounds played are odd.", turns)
	}
	return say("%s; a player's North–South and East–West rounds differ by up to %d.", turns, worst)
}
