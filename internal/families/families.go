package families

import (
	"context"
	"fmt"

	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/howell"
	"github.com/movegen/movegen/movement/mitchell"
	"github.com/movegen/movegen/movement/pairswhist"
	"github.com/movegen/movegen/movement/teams"
)

// Case is one movement of the list: its family (the name a test groups
// its counts by), a name of its own ("web-6-sets-4") and its generator.
// Large marks the largest size of a family's range (capped or not), which
// a test that takes long on each movement (a book of cards) leaves to the
// long tests.
type Case struct {
	Family, Name string
	Generate     func() (*movement.Movement, error)
	Large        bool
}

// Capped is the largest size a plain run lists of a range that goes up to
// 100 tables; the long tests list the range's largest.
const Capped = 30

// Cases returns the list; long adds the largest sizes of the ranges a
// plain run caps (see the package comment).
func Cases(long bool) []Case {
	var out []Case
	add := func(family, name string, gen func() (*movement.Movement, error)) {
		out = append(out, Case{Family: family, Name: name, Generate: gen})
	}
	// large marks the case added last as its range's largest.
	large := func() { out[len(out)-1].Large = true }
	// top is the largest size of a range that ends at hi, capped in a
	// plain run at the largest size of the same parity up to cap.
	top := func(hi, cap int) int {
		if long || hi <= cap {
			return hi
		}
		return cap - (hi-cap)%2
	}
	variant := func(name string, o mitchell.VariantOptions) {
		add("mitchell "+string(o.Variant), name, func() (*movement.Movement, error) {
			m, _, err := mitchell.GenerateVariant(o)
			return m, err
		})
	}
	v := func(variant mitchell.Variant, tables int) mitchell.VariantOptions {
		return mitchell.VariantOptions{Variant: variant, Tables: tables}
	}
	big := top(mitchell.MaxTables, Capped)

	// Web: even tables from MinWebTables; the sets (rounds) from T/2 to
	// T−1, an even number of sets with its skip.
	variant("web-6", v(mitchell.Web, mitchell.MinWebTables))
	variant("web-6-sets-4", mitchell.VariantOptions{Variant: mitchell.Web, Tables: 6, Rounds: 4})
	variant("web-14", v(mitchell.Web, 14))
	variant("web-14-sets-10", mitchell.VariantOptions{Variant: mitchell.Web, Tables: 14, Rounds: 10})
	variant(fmt.Sprintf("web-%d", big), v(mitchell.Web, big))
	large()
	// Odd tables: three sections (the source's 7 tables, 3 rounds); the
	// rover of the rover Mitchell in a web, even and odd.
	variant("web-7-sets-3", mitchell.VariantOptions{Variant: mitchell.Web, Tables: 7, Rounds: 3})
	variant("web-15", v(mitchell.Web, 15))
	variant(fmt.Sprintf("web-%d", big-1), v(mitchell.Web, big-1))
	large()
	variant("web-10-rover", mitchell.VariantOptions{Variant: mitchell.Web, Tables: 10, Pairs: 21})
	variant("web-13-rover", mitchell.VariantOptions{Variant: mitchell.Web, Tables: 13, Pairs: 27})

	// Hesitation: single, double (odd, 5 or more) and with its missing
	// pair.
	hes := func(name string, o mitchell.HesitationOptions) {
		add("mitchell hesitation", name, func() (*movement.Movement, error) { return mitchell.GenerateHesitation(o) })
	}
	hes("hesitation-3", mitchell.HesitationOptions{Tables: mitchell.MinTables})
	hes("hesitation-8", mitchell.HesitationOptions{Tables: 8})
	hes("hesitation-11", mitchell.HesitationOptions{Tables: 11})
	hes(fmt.Sprintf("hesitation-%d", big), mitchell.HesitationOptions{Tables: big})
	large()
	hes("hesitation-5-double", mitchell.HesitationOptions{Tables: 5, Double: true})
	hes("hesitation-11-double", mitchell.HesitationOptions{Tables: 11, Double: true})
	hes(fmt.Sprintf("hesitation-%d-double", big-1+big%2), mitchell.HesitationOptions{Tables: big - 1 + big%2, Double: true})
	large()
	hes("hesitation-4-missing", mitchell.HesitationOptions{Tables: 4, Missing: true})
	hes("hesitation-9-missing", mitchell.HesitationOptions{Tables: 9, Missing: true})
	hes("hesitation-7-double-missing", mitchell.HesitationOptions{Tables: 7, Double: true, Missing: true})
	hes("hesitation-5-missing-moving", mitchell.HesitationOptions{Tables: 5, Missing: true, MissingMoving: true})
	hes("hesitation-7-double-missing-moving", mitchell.HesitationOptions{Tables: 7, Double: true, Missing: true, MissingMoving: true})

	// Rover: up to MaxRoverTables, both even-table methods.
	variant("rover-3", v(mitchell.Rover, mitchell.MinTables))
	variant("rover-8-skip", mitchell.VariantOptions{Variant: mitchell.Rover, Tables: 8, Even: mitchell.Skip})
	variant("rover-10-relay", mitchell.VariantOptions{Variant: mitchell.Rover, Tables: 10, Even: mitchell.Relay})
	variant("rover-15", v(mitchell.Rover, 15))
	variant(fmt.Sprintf("rover-%d", mitchell.MaxRoverTables), v(mitchell.Rover, mitchell.MaxRoverTables))
	large()

	// Bowman: two winners and one, and the half table.
	variant("bowman-5", v(mitchell.Bowman, mitchell.MinBowmanTables))
	variant("bowman-5-one-winner", mitchell.VariantOptions{Variant: mitchell.Bowman, Tables: 5, Winners: 1})
	variant("bowman-12", v(mitchell.Bowman, 12))
	variant("bowman-12-one-winner", mitchell.VariantOptions{Variant: mitchell.Bowman, Tables: 12, Winners: 1})
	variant("bowman-9-half", mitchell.VariantOptions{Variant: mitchell.Bowman, Tables: 9, Pairs: 17})
	variant(fmt.Sprintf("bowman-%d", big), v(mitchell.Bowman, big))
	large()

	// Extra-board: one to MaxExtraSets extra sets, up to
	// MaxExtraBoardTables.
	variant("extra-board-3", v(mitchell.ExtraBoard, mitchell.MinTables))
	variant("extra-board-3-rounds-9", mitchell.VariantOptions{Variant: mitchell.ExtraBoard, Tables: 3, Rounds: 3 + mitchell.MaxExtraSets})
	variant("extra-board-8-rounds-12", mitchell.VariantOptions{Variant: mitchell.ExtraBoard, Tables: 8, Rounds: 12})
	variant("extra-board-12-half", mitchell.VariantOptions{Variant: mitchell.ExtraBoard, Tables: 12, Pairs: 23})
	variant("extra-board-4-rounds-8-rover", mitchell.VariantOptions{Variant: mitchell.ExtraBoard, Tables: 4, Rounds: 8, Pairs: 9})
	variant(fmt.Sprintf("extra-board-%d", mitchell.MaxExtraBoardTables), v(mitchell.ExtraBoard, mitchell.MaxExtraBoardTables))
	large()

	// Appendix: the smallest core, the EBU's core of 13, the largest.
	variant("appendix-6", v(mitchell.Appendix, mitchell.MinAppendixBase+1))
	variant("appendix-9-half", mitchell.VariantOptions{Variant: mitchell.Appendix, Tables: 9, Pairs: 17})
	variant("appendix-16", v(mitchell.Appendix, 16))
	variant("appendix-16-one-winner", mitchell.VariantOptions{Variant: mitchell.Appendix, Tables: 16, Winners: 1})
	variant(fmt.Sprintf("appendix-%d", big), v(mitchell.Appendix, big))
	large()

	// Twin: even tables, one copy of the boards or two, a half table.
	variant("twin-6", v(mitchell.Twin, mitchell.MinTwinTables))
	variant("twin-8-one-copy", mitchell.VariantOptions{Variant: mitchell.Twin, Tables: 8, ShareBoards: true})
	variant("twin-12", v(mitchell.Twin, 12))
	variant("twin-12-half", mitchell.VariantOptions{Variant: mitchell.Twin, Tables: 12, Pairs: 23})
	variant("twin-10-one-winner", mitchell.VariantOptions{Variant: mitchell.Twin, Tables: 10, Winners: 1})
	variant(fmt.Sprintf("twin-%d", big), v(mitchell.Twin, big))
	large()

	// Criss-cross: even tables from 4.
	variant("criss-cross-4", v(mitchell.CrissCross, mitchell.MinCrissCrossTables))
	variant("criss-cross-10", v(mitchell.CrissCross, 10))
	variant("criss-cross-10-one-winner", mitchell.VariantOptions{Variant: mitchell.CrissCross, Tables: 10, Winners: 1})
	variant(fmt.Sprintf("criss-cross-%d", big), v(mitchell.CrissCross, big))
	large()

	// Combined: odd tables from 5.
	variant("combined-5", v(mitchell.Combined, mitchell.MinCombinedTables))
	variant("combined-11", v(mitchell.Combined, 11))
	variant("combined-11-one-winner", mitchell.VariantOptions{Variant: mitchell.Combined, Tables: 11, Winners: 1})
	variant(fmt.Sprintf("combined-%d", big-1+big%2), v(mitchell.Combined, big-1+big%2))
	large()

	// Square: 4 tables only.
	variant("square-4", v(mitchell.Square, mitchell.SquareTables))
	variant("square-4-one-winner", mitchell.VariantOptions{Variant: mitchell.Square, Tables: mitchell.SquareTables, Winners: 1})

	// Pivot: odd full tables from 3, and a half table.
	variant("pivot-3", v(mitchell.Pivot, mitchell.MinPivotTables))
	variant("pivot-9", v(mitchell.Pivot, 9))
	variant("pivot-9-rounds-5", mitchell.VariantOptions{Variant: mitchell.Pivot, Tables: 9, Rounds: 5})
	variant(fmt.Sprintf("pivot-%d", top(mitchell.MaxTables-1, Capped+1)), v(mitchell.Pivot, top(mitchell.MaxTables-1, Capped+1)))
	large()

	// The Howell forms: barometer (4 to 40 pairs), appendix (5 to 42),
	// interwoven (one set at 7, 11, 13, 17, 19 tables; two elsewhere).
	hw := func(family, name string, o howell.Options) {
		add(family, name, func() (*movement.Movement, error) { return howell.Generate(o) })
	}
	for _, p := range []int{howell.MinPairs, 9, 20, howell.MaxPairs} {
		hw("howell barometer", fmt.Sprintf("barometer-%d", p), howell.Options{Pairs: p, Barometer: true})
		if p == howell.MaxPairs {
			large()
		}
	}
	for _, p := range []int{howell.MinPairs + 1, 6, 13, 22, howell.MaxPairs + 2} {
		hw("howell appendix", fmt.Sprintf("appendix-howell-%d", p), howell.Options{Pairs: p, Appendix: true})
		if p == howell.MaxPairs+2 {
			large()
		}
	}
	for _, T := range []int{howell.MinInterwovenTables, 13, 19} {
		hw("howell interwoven one set", fmt.Sprintf("interwoven-%d", 2*T), howell.Options{Pairs: 2 * T, Interwoven: true})
		if T == 19 {
			large()
		}
	}
	for _, T := range []int{8, 9, 15, howell.MaxInterwovenTables} {
		hw("howell interwoven double", fmt.Sprintf("interwoven-%d", 2*T), howell.Options{Pairs: 2 * T, Interwoven: true})
		if T == howell.MaxInterwovenTables {
			large()
		}
	}

	// Pairs whist: 3 to 100 tables, a missing pair, a rover (up to 30),
	// one winner.
	pw := func(name string, o pairswhist.Options) {
		add("pairs whist", name, func() (*movement.Movement, error) { return pairswhist.Generate(o) })
	}
	pw("whist-3", pairswhist.Options{Tables: pairswhist.MinTables})
	pw("whist-3-rover", pairswhist.Options{Tables: 3, Pairs: 7})
	pw("whist-12", pairswhist.Options{Tables: 12})
	pw("whist-12-missing", pairswhist.Options{Tables: 12, Pairs: 23})
	pw("whist-12-one-winner", pairswhist.Options{Tables: 12, Winners: 1})
	pw(fmt.Sprintf("whist-%d-rover", pairswhist.MaxRoverTables), pairswhist.Options{Tables: pairswhist.MaxRoverTables, Pairs: 2*pairswhist.MaxRoverTables + 1})
	large()
	pw(fmt.Sprintf("whist-%d", top(pairswhist.MaxTables, Capped)), pairswhist.Options{Tables: top(pairswhist.MaxTables, Capped)})
	large()

	// The teams forms.
	tf := func(family, name string, gen func() (*movement.Movement, error)) { add("teams "+family, name, gen) }
	for i, n := range []int{teams.MinRoundRobinTeams, 8, 13, top(teams.MaxRoundRobinTeams, 20)} {
		tf("round robin", fmt.Sprintf("round-robin-%d", n), func() (*movement.Movement, error) {
			return teams.RoundRobin(teams.RoundRobinOptions{Teams: n})
		})
		if i == 3 {
			large()
		}
	}
	tf("round robin", "round-robin-6-copies", func() (*movement.Movement, error) {
		return teams.RoundRobin(teams.RoundRobinOptions{Teams: 6, Boards: movement.BoardsCopies})
	})
	tf("thurner", "thurner-6", func() (*movement.Movement, error) {
		return teams.Thurner(teams.ThurnerOptions{Teams: teams.MinThurnerTeams})
	})
	for i, n := range []int{teams.MinStaggerTeams, 8, 14, top(teams.MaxStaggerTeams, 20)} {
		tf("stagger", fmt.Sprintf("stagger-%d", n), func() (*movement.Movement, error) {
			return teams.Stagger(teams.StaggerOptions{Teams: n})
		})
		if i == 3 {
			large()
		}
	}
	for _, n := range []int{teams.MinPivotTeams, teams.MaxPivotTeams} {
		tf("pivot", fmt.Sprintf("pivot-teams-%d", n), func() (*movement.Movement, error) {
			return teams.Pivot(teams.PivotOptions{Teams: n})
		})
	}
	for i, n := range []int{teams.MinSwissTeams, 9, top(teams.MaxSwissTeams, 40)} {
		tf("swiss", fmt.Sprintf("swiss-teams-%d", n), swiss(n, false))
		if i == 2 {
			large()
		}
	}
	for i, n := range []int{teams.MinSwissTeams, 9, top(teams.MaxSwissTeams, 40)} {
		tf("swiss pairs", fmt.Sprintf("swiss-pairs-%d", n), swiss(n, true))
		if i == 2 {
			large()
		}
	}
	return out
}

// swiss is the generator of the first round of a Swiss event of n teams
// (pairs, with pairs set), no one having played.
func swiss(n int, pairs bool) func() (*movement.Movement, error) {
	return func() (*movement.Movement, error) {
		o := teams.SwissOptions{Pairs: pairs}
		for t := 1; t <= n; t++ {
			o.Standings = append(o.Standings, teams.Standing{Team: t})
		}
		p, err := teams.PairSwiss(context.Background(), o)
		if err != nil {
			return nil, err
		}
		return p.Movement(o)
	}
}
