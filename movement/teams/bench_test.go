package teams

import (
	"context"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/movegen/movegen/movement"
)

// BenchmarkRoundRobin16 builds (and validates) the 16-team round robin.
func BenchmarkRoundRobin16(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if _, err := RoundRobin(RoundRobinOptions{Teams: 16}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkAnalyzeTeamsFlower15 reports on the 15-team flower.
func BenchmarkAnalyzeTeamsFlower15(b *testing.B) {
	m, err := Flower(FlowerOptions{Teams: 15})
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if rep := movement.AnalyzeTeams(m); !rep.Valid {
			b.Fatal(rep.Problems)
		}
	}
}

// BenchmarkPairSwiss40 pairs round 8 of a 40-team Swiss after seven
// seeded rounds.
func BenchmarkPairSwiss40(b *testing.B) {
	rng := rand.New(rand.NewPCG(40, 8))
	ss := make([]Standing, 40)
	for i := range ss {
		ss[i].Team = i + 1
	}
	for range 7 {
		p, err := PairSwiss(context.Background(), SwissOptions{Standings: ss})
		if err != nil {
			b.Fatal(err)
		}
		play(ss, p, rng)
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := PairSwiss(context.Background(), SwissOptions{Standings: ss}); err != nil {
			b.Fatal(err)
		}
	}
}

// swiss8Cases is 256 8-team standings, each the meetings of 1 to 6
// seeded rounds, however paired.
func swiss8Cases() [][]Standing {
	rng := rand.New(rand.NewPCG(8, 8))
	u := newUnionWalker(8)
	var cases [][]Standing
	for range 256 {
		var g uint32
		for range 1 + rng.IntN(6) {
			g |= u.pms[rng.IntN(len(u.pms))]
		}
		rc := newRuleChecker()
		rc.setGraph(8, u.pairs, g)
		ss := rc.standings()
		for i := range ss {
			ss[i].Met = slices.Clone(ss[i].Met)
		}
		cases = append(cases, slices.Clone(ss))
	}
	return cases
}

// BenchmarkPairSwiss8 pairs 8-team standings (swiss8Cases), the long
// rule test's unit of work: it pairs 73 million of them.
func BenchmarkPairSwiss8(b *testing.B) {
	cases := swiss8Cases()
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		if _, err := PairSwiss(context.Background(), SwissOptions{Standings: cases[i%len(cases)], Rematches: true}); err != nil {
			b.Fatal(err)
		}
		i++
	}
}

// BenchmarkDecideSwiss8 decides the same rounds as BenchmarkPairSwiss8
// with one pairer, without the sentences: what the long rule test does
// for each standings.
func BenchmarkDecideSwiss8(b *testing.B) {
	cases := swiss8Cases()
	var r pairer
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		if _, err := r.decide(context.Background(), SwissOptions{Standings: cases[i%len(cases)], Rematches: true}); err != nil {
			b.Fatal(err)
		}
		i++
	}
}

// BenchmarkSwissRule8 checks 8-team standings (swiss8Cases' meetings) as
// the long rule test does: the reference table, the decision, the claims
// from the records (rendered once each) and the checks.
func BenchmarkSwissRule8(b *testing.B) {
	cases := swiss8Cases()
	rc := newRuleChecker()
	rc.strictEvery, rc.verifyEvery = 16, 256
	u := newUnionWalker(8)
	gs := make([]uint32, len(cases))
	for k, ss := range cases {
		for _, s := range ss {
			for _, t := range s.Met {
				if s.Team < t {
					gs[k] |= 1 << slices.Index(u.pairs, [2]int{s.Team, t})
				}
			}
		}
	}
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		rc.setGraph(8, u.pairs, gs[i%len(gs)])
		if err := rc.run(); err != nil {
			b.Fatal(err)
		}
		i++
	}
}
