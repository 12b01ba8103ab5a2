package seating

import (
	"math/rand/v2"

	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/design"
)

// constructResolvable seats the players by a resolvable (v, k, 1) design
// from design.Resolvable when l seats v players at tables of k (3 or 4)
// with nobody resting and no more rounds than the design's (v−1)/(k−1)
// classes (k² players are left to the affine plane); the first rounds
// classes are the rounds, and the players are renumbered by a permutation
// drawn from seed. It returns nil when no construction fits.
func (l *layout) constructResolvable(b *Bounds, seed uint64) *started {
	if !l.full() || l.lines > 0 {
		return nil
	}
	k := l.sizes[0]
	if k != 3 && k != 4 || l.rounds > (l.n-1)/(k-1) || l.n == k*k {
		return nil // the affine plane AG(2,k) seats k² players (construct)
	}
	res, err := design.Resolvable(l.n, k)
	if err != nil {
		return nil
	}
	perm := rand.New(rand.NewPCG(seed, 0x7265736f)).Perm(l.n)
	return &started{s: l.fromClasses(b, res.Classes, perm), method: resolvableMethod(res)}
}

// resolvableMethod names the construction of res for the method line.
func resolvableMethod(res *design.Resolution) movement.Text {
	switch res.Source {
	case design.KirkmanDoubleField:
		return say("Kirkman triple system KTS(%d) over GF(%d) and one fixed player (Ray-Chaudhuri and Wilson)", res.V, res.Q)
	case design.KirkmanTripleField:
		return say("Kirkman triple system KTS(%d) over GF(%d) × Z_3 (Ray-Chaudhuri and Wilson)", res.V, res.Q)
	case design.KirkmanDoubledPoints:
		return say("Kirkman triple system KTS(%d) from a (%d,4,1) design with every player doubled and one added", res.V, res.U)
	case design.Inflated:
		return say("resolvable (%d,%d,1) design from a resolvable (%d,%d,1) design, each player made %d (transversal designs over GF(%d))", res.V, res.K, res.U, res.K, res.K, res.Q)
	case design.AffinePlaneSource:
		return say("affine plane AG(2,%d)", res.Q)
	default:
		return say("resolvable (%d,4,1) design over GF(%d) × Z_3 and one fixed player", res.V, res.Q)
	}
}
