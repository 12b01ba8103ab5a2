package seating

// With circulating sets, two players meet in a round exactly when they play
// the same set then, so a schedule with no repeat is a set of sequences of
// sets that agree pairwise in at most one round. For q sets (q prime), q
// tables of q−1 players and up to q rounds, the q(q−1) maps x ↦ a·x + b
// (a ≠ 0) of Z_q give one: player (a, b) plays set a·r + b in round r, two
// different maps agree at no more than one r, and for each round and set
// exactly one b fits each a, so every table seats q−1 players. (The maps
// form a sharply 2-transitive group; 20 players at 5 tables of 4 is the
// case q = 5.)

// constructSharp returns that schedule when l fits it, or nil.
func (l *layout) constructSharp(b *Bounds) *started {
	q := len(l.sizes)
	if l.sets == 0 || !l.full() || l.sizes[0] != q-1 || l.rounds > q || !isPrime(q) {
		return nil
	}
	s := newState(l, b)
	for r := range l.rounds {
		fill := make([]int, q)
		for a := 1; a < q; a++ {
			for bb := range q {
				set := (a*r + bb) % q
				x := (a-1)*q + bb // player number of the map (a, b)
				s.seat[r][l.off[set]+fill[set]] = int32(x)
				fill[set]++
			}
		}
		for t := range q {
			s.set[r][t] = int32(t)
		}
	}
	s.recount()
	return &started{s: s, method: say("the maps x ↦ ax + b of Z_%d (one player each; a player plays set ax + b in round x)", q)}
}

func isPrime(n int) bool {
	if n < 2 {
		return false
	}
	for d := 2; d*d <= n; d++ {
		if n%d == 0 {
			return false
		}
	}
	return true
}
