package seating

import (
	"math/rand/v2"
	"strings"
)

// A published design is a schedule taken as data from the literature, for
// an instance that no construction in this package reaches.
type publishedDesign struct {
	// rounds lists the tables of each round, one string of player letters
	// per table.
	rounds [][]string
	// letters maps a letter to a player (its index).
	letters string
	// what names the design for the method line.
	what string
}

// publishedDesigns are the designs movegen carries as data, by g-s-w.
var publishedDesigns = map[[3]int]publishedDesign{
	// 8-4-10, 32 golfers in 8 groups of 4 for 10 weeks with nobody meeting
	// twice: a resolvable 4-GDD of type 2^16, whose 16 holes are the pairs
	// of one letter in two cases (aA, bB, …, pP). The first 10-week
	// schedule was found by A. Aguado (2004); this one is the solution
	// shown in the Wolfram Demonstrations Project, "Social Golfer Problem"
	// (demonstrations.wolfram.com/SocialGolferProblem), as listed in
	// F. van Doorn et al., "Dagstuhl tables", literature.md. The
	// package's orbit searches found none under the groups tried (see
	// orbitSpecs), and Z_15 acting with two fixed points cannot give one:
	// its element of order 3 would fix every round and put both fixed
	// points in blocks {∞, x, x+5, x+10} in all 10 rounds, 20 orbits of
	// pairs at difference 5 where there are 10.
	{8, 4, 10}: {
		letters: "ABCDEFGHIJKLMNOPabcdefghijklmnop",
		what:    "resolvable 4-GDD of type 2^16, a published solution (Wolfram Demonstrations Project, Social Golfer Problem)",
		rounds: [][]string{
			{"ABCD", "EFGH", "IJKL", "MNOP", "abcd", "efgh", "ijkl", "mnop"},
			{"AEIm", "BcgH", "DFKp", "dfkP", "aeiM", "bCGh", "jLNo", "JlnO"},
			{"Aflo", "Bhkm", "DGiN", "aFLO", "bHKM", "CeJP", "cEjp", "dgIn"},
			{"AciL", "BdjK", "bDJk", "FgoP", "fGOp", "aCIl", "EhMn", "eHmN"},
			{"AgKN", "BElP", "DHIo", "dhiO", "beLp", "Cfjm", "cFJM", "aGkn"},
			{"AhJp", "BFin", "cDmO", "bfIN", "eGKl", "CdMo", "EgkL", "aHjP"},
			{"AdeF", "BGJo", "aDEf", "chlN", "iKmP", "CHLn", "bgjO", "IkMp"},
			{"AbnP", "aBNp", "DglM", "ceko", "fHiJ", "CEKO", "FhIj", "dGLm"},
			{"AGjM", "BeIO", "DhLP", "agJm", "cfKn", "CFkN", "bEio", "dHlp"},
			{"AHkO", "BfLM", "Dejn", "bFlm", "cGIP", "Cgip", "dEJN", "ahKo"},
		},
	},
}

// constructPublished returns the published design for l when one is known
// for its size, with the players
// renumbered by a permutation drawn from seed; nil otherwise.
func (l *layout) constructPublished(b *Bounds, seed uint64) *started {
	if !l.full() {
		return nil
	}
	d, ok := publishedDesigns[[3]int{len(l.sizes), l.sizes[0], l.rounds}]
	if !ok {
		return nil
	}
	perm := rand.New(rand.NewPCG(seed, 0x7075626c)).Perm(l.n)
	s := newState(l, b)
	for r := range l.rounds {
		for t, table := range d.rounds[r] {
			for i, c := range table {
				s.seat[r][l.off[t]+i] = int32(perm[strings.IndexRune(d.letters, c)])
			}
			s.set[r][t] = int32((t + r) % max(1, l.sets))
		}
	}
	s.recount()
	return &started{s: s, method: say(d.what)}
}
