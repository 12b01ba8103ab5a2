package seating

import (
	"errors"

	"github.com/movegen/movegen/movement"
)

// DefaultRounds chooses the number of rounds when the director names none:
// the social-golfer bound (the most rounds a player can play without
// meeting anybody twice), cut to the number of sets when sets circulate,
// and then, when players rest, the largest multiple of the rest cycle
// within that cap, so that everybody rests equally often. When the rest
// cycle is longer than the cap, the cap stands and rests differ by one.
// When nobody rests and there are no sets or lines, and the bounds prove
// that the cap cannot be played without a repeated meeting, it is lowered
// until they do not.
// p.Rounds is ignored. The explanation is in words a director can read,
// kept as data for a message catalogue (its String is the English).
func DefaultRounds(p Problem) (rounds int, why movement.Text, err error) {
	p.Rounds = MaxRounds
	if p.Sets {
		p.Rounds = 1 // a layout check only: the cap below is the real figure
	}
	if _, err := newLayout(p); err != nil {
		// With sets the layout is checked at one round, which may leave
		// a resting player without a game: that is no fault of the
		// request. Any other fault (no players, no tables) is.
		var pe *ProblemError
		if !p.Sets || !errors.As(err, &pe) || pe.Field != "rounds" {
			return 0, movement.Text{}, err
		}
	}
	n, g := p.Players, len(p.TableSizes)
	k, slots := p.TableSizes[0], 0
	for _, s := range p.TableSizes {
		k = min(k, s)
		slots += s
	}
	others := n - 1
	if p.Lines {
		others = n - (n+k-1)/k // players of the other lines, the longest line
	}
	bound := max(1, others/(k-1))
	limit, limitWhy := bound, say("the social-golfer bound of %d rounds without a repeat meeting", bound)
	if bound > MaxRounds {
		limit, limitWhy = MaxRounds, say("the limit of %d rounds (the social-golfer bound is %d)", MaxRounds, bound)
	}
	if p.Sets && g < limit {
		limit, limitWhy = g, say("the %d sets (one per table; more rounds would repeat a set)", g)
	}
	// Where the bounds prove that the bound itself cannot be played
	// without a repeat (12 players at tables of 3 for 5 rounds, 20 at
	// tables of 4 for 6, 36 at tables of 6 for 4 to 7), a round fewer
	// is tried until one is not ruled out.
	if !p.Sets && !p.Lines && n == slots {
		top := limit
		for limit > 1 {
			p.Rounds = limit
			l, err := newLayout(p)
			if err != nil || !l.bounds().PerfectImpossible {
				break
			}
			limit--
		}
		if limit < top {
			limitWhy = say("%s, lowered to %d because no schedule of %d rounds avoids a repeat meeting", limitWhy, limit, limit+1)
		}
	}
	z := n - slots
	rounds, why = limit, limitWhy
	if z > 0 {
		cycle := n / gcd(n, z) // rounds after which everybody has rested equally
		if cycle <= limit {
			rounds = limit / cycle * cycle
			why = say("%s, cut to a multiple of %d so that everybody rests %d times", limitWhy, cycle, rounds*z/n)
		} else {
			why = say("%s; equal rests would need a multiple of %d rounds, so rests differ by one", limitWhy, cycle)
		}
	}
	// Everybody must play at least once.
	for r := rounds; r <= MaxRounds; r++ {
		p.Rounds = r
		if _, err := newLayout(p); err == nil {
			if r > rounds {
				why = say("%s, raised to %d so that everybody plays", why, r)
			}
			return r, why, nil
		}
	}
	p.Rounds = limit
	_, err = newLayout(p)
	return 0, movement.Text{}, err
}

func gcd(a, b int) int {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}
