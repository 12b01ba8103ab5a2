package schedules

import (
	"context"

	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/howell"
	"github.com/movegen/movegen/movement/mitchell"
)

// A pairFamily is one family of bridge pairs movements the planner offers:
// its form (Option.Form: "howell", "mitchell", "hesitation", …) and the
// candidates it builds for a request, none when it does not fit the field.
// A new family plugs in with one row in pairFamilies and one function
// returning its candidates; the ranking needs nothing else, because every
// figure it compares is measured on the generated movement.
type pairFamily struct {
	form       string
	candidates func(req Request) []candidate
}

// The forms of the pairs families (Option.Form).
const (
	FormMitchell   = "mitchell"
	FormHowell     = "howell"
	FormHesitation = "hesitation"
	FormWeb        = "web"
	// FormWebRover is the web Mitchell with a rover pair.
	FormWebRover  = "web-rover"
	FormRover     = "rover"
	FormSections  = "sections"
	FormBarometer = "barometer"
)

// pairFamilies lists the families the planner offers bridge pairs, the one
// place where a family says which fields it fits (its candidates function
// returns nothing for the others). Their order does not decide ties.
func pairFamilies() []pairFamily {
	return []pairFamily{
		{FormMitchell, mitchellCandidates},
		{FormHowell, howellCandidates},
		{FormHesitation, hesitationCandidates},
		{FormWeb, webCandidates},
		{FormWebRover, webRoverCandidates},
		{FormRover, roverCandidates},
		{FormSections, sectionCandidates},
		{FormExtraBoard, extraBoardCandidates},
		{FormBowman, bowmanCandidates},
		{FormAppendix, appendixCandidates},
		{FormAppendixHowell, appendixHowellCandidates},
		{FormBarometer, barometerCandidates},
		{FormTwin, twinCandidates},
		{FormCrissCross, crissCrossCandidates},
		{FormCombined, combinedCandidates},
		{FormSquare, squareCandidates},
		{FormPivot, pivotCandidates},
		{FormWhist, pairsWhistCandidates},
	}
}

// pairCandidates gathers every pairs family's candidates, each carrying
// its family's form.
func pairCandidates(req Request) []candidate {
	var out []candidate
	for _, f := range pairFamilies() {
		for _, c := range f.candidates(req) {
			c.form = f.form
			out = append(out, c)
		}
	}
	return out
}

// boardsFor returns the boards a round the planner tries for a movement of
// rounds rounds: those boardsPerRound gives for the band, and the most that
// fit the time when that is fewer, from least; never below least.
func boardsFor(req Request, rounds, least int) []int {
	var out []int
	add := func(b int) {
		if b >= least && b <= movement.MaxBoardsPerSet {
			for _, x := range out {
				if x == b {
					return
				}
			}
			out = append(out, b)
		}
	}
	for _, b := range boardsPerRound(rounds, req.band()) {
		add(b)
	}
	if b := fewerBoards(req, rounds, out); b > 0 {
		add(b)
	}
	return out
}

// hesitationCandidates: the hesitation Mitchell (T+1 rounds, one winner)
// for 2T pairs at any T, and the double hesitation (T+2 rounds) for an odd
// T of 5 or more (EBU Club Focus, J. Pain; Exeter Bridge Club); an odd
// field leaves the NS seat of table 1 empty (Exeter's 7½ and 11½ tables),
// or a moving pair out so that every NS pair stays (Bud Hinckley's
// ACBLscore files for 4½ to 6½ tables), both offered.
func hesitationCandidates(req Request) []candidate {
	pairs := req.Contestants
	missing := pairs%2 == 1
	T := (pairs + 1) / 2
	if T < mitchell.MinTables || T > maxOneWinnerTables {
		return nil
	}
	var out []candidate
	for _, double := range []bool{false, true} {
		if double && (T%2 == 0 || T < 5) {
			continue
		}
		rounds := mitchell.HesitationRounds(T, double)
		least := 1
		if T%2 == 0 && !double {
			least = 2 // tables 1 and T share a set
		}
		for _, b := range boardsFor(req, rounds, least) {
			// A half table leaves out the NS pair of table 1 (Exeter) or a
			// moving pair (Hinckley's ACBLscore files: every NS pair stays).
			for _, moving := range []bool{false, true} {
				if moving && !missing {
					continue
				}
				o := mitchell.HesitationOptions{Tables: T, Double: double, BoardsPerRound: b, Missing: missing, MissingMoving: moving}
				name := say("Hesitation Mitchell, %d tables", T)
				method := say("NS pairs stay but at the hesitation table, where the moving pairs play NS for one round after EW; %s of %s, the last rounds arrow-switched", plural(rounds, round), plural(b, board))
				if double {
					name = say("Double hesitation Mitchell, %d tables", T)
					method = say("NS pairs stay but at tables 2 and %d, where the moving pairs play NS for one round each; %s of %s, the last rounds arrow-switched", T, plural(rounds, round), plural(b, board))
				}
				switch {
				case moving:
					name = say("%s, moving pair missing", name)
					method = say("%s; a moving pair is left out, so every NS pair stays and sits out once", method)
				case missing:
					name = say("%s, missing pair", name)
					method = say("%s; the NS seat of table 1 is empty, so the moving pairs sit out there in turn", method)
				}
				out = append(out, candidate{name: name, method: method, build: func(context.Context) (*movement.Movement, error) {
					return mitchell.GenerateHesitation(o)
				}})
			}
		}
	}
	return out
}

// webCandidates: the web Mitchell from mitchell.MinWebTables when the
// one-section Mitchell has more rounds than the time allows (the EBU's
// manual: "any number of tables from 14 to 26" for 26 boards; at an odd
// number of tables the three-section web): the most sets that fit, at 2
// to 4 boards a round.
func webCandidates(req Request) []candidate {
	if req.Contestants%2 == 1 {
		return nil
	}
	return websFor(req, false)
}

// webRoverCandidates: an odd field of 2T+1 pairs as the web of T tables
// with a rover (WebOptions.Rover), up to mitchell.MaxRoverTables: the
// rover Mitchell's rover seated in a web, movegen's composition of the
// two (McKinnon's own "web rover-table" page is not among the copies
// read), so it ranks after the EBU's appendix Mitchell for the same
// fields (formRank).
func webRoverCandidates(req Request) []candidate {
	if req.Contestants%2 == 0 {
		return nil
	}
	return websFor(req, true)
}

// websFor lists the webs for req, with a rover pair when rover is set.
func websFor(req Request, rover bool) []candidate {
	pairs := req.Contestants
	T := pairs / 2
	limit := mitchell.MaxTables
	if rover {
		limit = mitchell.MaxRoverTables
	}
	if T < mitchell.MinWebTables || T > limit {
		return nil
	}
	lo, hi := mitchell.WebSetRange(T)
	var out []candidate
	seen := map[int]bool{}
	for b := MinUsualBoards; b <= MaxUsualBoards; b++ {
		s := min(hi, fittingRounds(req.budget(), b, req.Pace, hi))
		if s%2 == 0 {
			s--
		}
		if s < lo || seen[s] || !req.band().Contains(s*b) {
			continue
		}
		seen[s] = true
		o := mitchell.WebOptions{Tables: T, Sets: s, BoardsPerRound: b, Rover: rover}
		name := say("Web Mitchell, %d tables, %d sets", T, s)
		method := say("two groups of %d tables, each with a copy of %d sets; NS pairs stay, EW pairs move up through both groups; %s of %s", T/2, s, plural(s, round), plural(b, board))
		if T%2 == 1 {
			method = say("three groups of %d, %d and %d tables, each with a copy of %d sets, the last playing them in reverse order; NS pairs stay, EW pairs move up through all three; %s of %s", s, (T-s)/2, (T-s)/2, s, plural(s, round), plural(b, board))
		}
		if rover {
			name = say("%s, rover", name)
			method = say("%s; %s", method, say("pair %d roves: it sits out round 1, then takes a different NS seat each round", T+1))
		}
		out = append(out, candidate{
			name: name, method: method,
			build: func(context.Context) (*movement.Movement, error) { return mitchell.GenerateWeb(o) },
		})
	}
	return out
}

// roverCandidates: an odd field of 2T+1 pairs as a Mitchell of T tables
// with a rover pair that takes a different NS seat each round (the EBU's
// manual: rover Mitchell 6 to 15 tables), complete or as many rounds as
// fit, at the usual boards a round.
func roverCandidates(req Request) []candidate {
	pairs := req.Contestants
	if pairs%2 == 0 {
		return nil
	}
	T := (pairs - 1) / 2
	if T < mitchell.MinTables || T > mitchell.MaxRoverTables {
		return nil
	}
	even := mitchell.EvenMethod("")
	if T%2 == 0 {
		even = mitchell.Skip // a relay would share the rover's set
	}
	full := mitchell.FullRounds(T, even)
	var out []candidate
	seen := map[int]bool{}
	for _, b := range boardsFor(req, full, 1) {
		rounds := min(full, fittingRounds(req.budget(), b, req.Pace, full))
		if rounds < partialFloor(full) || seen[rounds*100+b] {
			continue
		}
		seen[rounds*100+b] = true
		o := mitchell.RoverOptions{Tables: T, Rounds: rounds, BoardsPerRound: b, Even: even}
		name := say("Mitchell, %d tables, rover", T)
		if rounds < full {
			name = say("Mitchell, %d tables, rover, %d of %d rounds", T, rounds, full)
		}
		out = append(out, candidate{
			name:   name,
			method: say("a Mitchell of %d tables; pair %d is a rover that takes a different NS seat each round, the NS pair it displaces sitting out; %s of %s", T, 2*T+1, plural(rounds, round), plural(b, board)),
			build:  func(context.Context) (*movement.Movement, error) { return mitchell.GenerateRover(o) },
		})
	}
	return out
}

// maxExtraBoardPlanTables is the largest field the planner offers an
// extra-board Mitchell: the references run it at 3½ to 5½ tables
// (McKinnon's ready reckoner), where the Mitchell has too few rounds.
const maxExtraBoardPlanTables = 8

// extraBoardCandidates: a Mitchell of T tables lengthened to T+k rounds
// by extra sets on bye stands (mitchell.GenerateExtraBoard), for 3 to
// maxExtraBoardPlanTables tables, an odd field with the NS seat of the
// last table empty. The trade-off the plan names: two winners, every EW
// pair meets every NS pair (some twice) and nobody meets his own line.
// At 4½ tables it adds McKinnon's rover in the 4-table movement of 8
// rounds (one winner).
func extraBoardCandidates(req Request) []candidate {
	pairs := req.Contestants
	T := (pairs + 1) / 2
	if T < mitchell.MinTables || T > maxExtraBoardPlanTables {
		return nil
	}
	var out []candidate
	for R := T + 1; R <= T+mitchell.MaxExtraSets; R++ {
		if (mitchell.ExtraBoardOptions{Tables: T, Rounds: R}).Check() != nil {
			continue
		}
		for _, b := range boardsPerRound(R, req.band()) {
			if !req.SessionBand().Contains(R * b) {
				continue
			}
			o := mitchell.ExtraBoardOptions{Tables: T, Pairs: pairs, Rounds: R, BoardsPerRound: b}
			name := say("Extra-board Mitchell, %d tables, %d rounds", T, R)
			method := say("NS pairs stay, EW pairs move up and sets down a table each round, %d extra sets waiting on bye stands; %s of %s, every EW pair meets every NS pair, some twice", R-T, plural(R, round), plural(b, board))
			if R%T == 0 {
				// Whole circuits: no special move, every meeting R/T times.
				method = say("NS pairs stay, EW pairs move up and sets down a table each round, %d extra sets waiting on bye stands; %s of %s, no special move, every EW pair meets every NS pair %s", R-T, plural(R, round), plural(b, board), movement.Times(R/T))
			}
			if pairs%2 == 1 {
				name = say("%s, missing pair", name)
				method = say("%s; %s", method, say("the NS seat of the last table is empty, so the EW pairs sit out in turn"))
			}
			out = append(out, candidate{name: name, method: method, build: func(context.Context) (*movement.Movement, error) {
				return mitchell.GenerateExtraBoard(o)
			}})
		}
	}
	// 4½ tables: McKinnon's rover card in the 4-table extra-board Mitchell
	// of 8 rounds, one winner.
	if rt := mitchell.ExtraRoverTables; pairs == 2*rt+1 {
		R := 2 * rt
		for _, b := range boardsPerRound(R, req.band()) {
			if !req.SessionBand().Contains(R * b) {
				continue
			}
			o := mitchell.ExtraBoardOptions{Tables: rt, Pairs: pairs, Rounds: R, BoardsPerRound: b}
			name := say("%s, rover, one winner", say("Extra-board Mitchell, %d tables, %d rounds", rt, R))
			method := say("a one-set relay between every two tables and no special move; a rover takes the seat of a different pair each round (McKinnon's card for 4½ tables), the best whole rounds arrow-switched for one winner; %s of %s", plural(R, round), plural(b, board))
			out = append(out, candidate{name: name, method: method, build: func(context.Context) (*movement.Movement, error) {
				return mitchell.GenerateExtraBoard(o)
			}})
		}
	}
	return out
}

// minBowmanPlanTables is the smallest field the planner offers a Bowman:
// the references run it at 9½ to 11½ tables (Woodborough's 8-round
// Bowman, the EBU's switched Bowman), where a Mitchell has more rounds
// than the evening.
const minBowmanPlanTables = 9

// bowmanCandidates: the Bowman (appendix Mitchell) of T−2 rounds at T
// tables (mitchell.GenerateBowman) for an even field or the NS seat of
// table T empty, one winner (switched) and two. The trade-off: every pair
// plays the same T−2 sets, two tables share boards, each EW pair meets
// T−2 of the T NS pairs.
func bowmanCandidates(req Request) []candidate {
	pairs := req.Contestants
	T := (pairs + 1) / 2
	if T < minBowmanPlanTables || T > min(mitchell.MaxTables, maxOneWinnerTables) {
		return nil
	}
	R := T - 2
	var out []candidate
	for _, b := range boardsFor(req, R, 2) {
		for _, w := range []int{2, 1} {
			o := mitchell.BowmanOptions{Tables: T, Pairs: pairs, BoardsPerRound: b, Winners: w}
			name := say("Bowman, %d tables", T)
			if pairs%2 == 1 {
				name = say("%s, missing pair", name)
			}
			if w == 1 {
				name = say("%s, one winner", name)
			}
			method := say("a %d-table Mitchell with two appendix tables sharing its sets (table %d with table 1, table %d with a different table each round); %s of %s, every pair plays the same sets", R, T-1, T, plural(R, round), plural(b, board))
			out = append(out, candidate{name: name, method: method, build: func(context.Context) (*movement.Movement, error) {
				return mitchell.GenerateBowman(o)
			}})
		}
	}
	return out
}

// The fields the planner offers an appendix Mitchell: the EBU movement
// manual's ([M13d]) 14 to 26 tables on its 13-table core, 26 boards,
// "used when the number of tables is large".
const (
	minAppendixPlanTables = mitchell.EBUAppendixBase + 1
	maxAppendixPlanTables = 2 * mitchell.EBUAppendixBase
)

// appendixCandidates: the appendix Mitchell on the EBU's 13-table core
// (mitchell.GenerateAppendix) for a field of 14 to 26 tables, an odd one
// with the EW seat of the last table empty, two winners and one (whole
// rounds arrow-switched as for a Mitchell). The trade-off: one set of 13 sets for the whole room, the
// appendix tables sharing with the core, each pair meeting 13 of the
// other line.
func appendixCandidates(req Request) []candidate {
	pairs := req.Contestants
	T := (pairs + 1) / 2
	if T < minAppendixPlanTables || T > maxAppendixPlanTables {
		return nil
	}
	N := mitchell.EBUAppendixBase
	var out []candidate
	for _, b := range boardsFor(req, N, 2) {
		for _, w := range []int{2, 1} {
			o := mitchell.AppendixOptions{Tables: T, Base: N, BoardsPerRound: b, Pairs: pairs, Winners: w}
			name := say("Appendix Mitchell, %d tables, %d-table core", T, N)
			method := say("a %d-table Mitchell with %d appendix tables beside its first tables, sharing their sets; the two lines move in opposite directions, the pairs at the doubled tables stay; %s of %s, every pair plays the same sets", N, T-N, plural(N, round), plural(b, board))
			if pairs%2 == 1 {
				name = say("%s, missing pair", name)
				method = say("%s; %s", method, say("the EW seat of the last table is empty, so the moving NS pairs sit out there in turn"))
			}
			if w == 1 {
				name = say("%s, one winner", name)
			}
			out = append(out, candidate{name: name, method: method, build: func(context.Context) (*movement.Movement, error) {
				return mitchell.GenerateAppendix(o)
			}})
		}
	}
	return out
}

// The fields the planner offers an appendix Howell: McKinnon's 4½, 5½
// and 6½ tables ("Small movements and half tables": "with 4½, 5½ and 6½
// tables, the appendix Howell is still the best"), 9, 11 and 13 pairs.
const (
	minAppendixHowellPairs = 9
	maxAppendixHowellPairs = 13
)

// appendixHowellCandidates: the appendix Howell (howell.Options.Appendix)
// for a half table of 4½ to 6½ tables: the complete Howell of one pair
// fewer with an appendix table sharing a table's boards, two more
// stationary pairs, one of whose seats is empty. The trade-off against
// the complete Howell with a phantom: two fewer rounds and longer rounds,
// some pairs never meeting, and the two stationary pairs never sitting
// out while the moving pairs sit out in turn.
func appendixHowellCandidates(req Request) []candidate {
	p := req.Contestants
	if p%2 == 0 || p < minAppendixHowellPairs || p > maxAppendixHowellPairs {
		return nil
	}
	base := p - 1
	rounds := howell.CompleteRounds(base)
	tables := howell.Tables(base) + 1
	var out []candidate
	for _, b := range boardsFor(req, rounds, 2) {
		o := howell.Options{Pairs: p, BoardsPerRound: b, Appendix: true}
		name := say("%s, missing pair", say("Appendix Howell, %d tables", tables))
		method := say("the complete Howell for %d pairs with an appendix table sharing table %d's boards; %s of %s, two more pairs stay put and whoever arrives at the appendix table's empty seat sits out", base, howell.AppendageTable(p), plural(rounds, round), plural(b, board))
		out = append(out, candidate{name: name, method: method, build: func(context.Context) (*movement.Movement, error) {
			return howell.Generate(o)
		}})
	}
	return out
}

// barometerCandidates: the barometer Howell (howell.Options.Barometer),
// every table playing the same set each round, offered only when the
// director has duplicated boards for every table (Request.ShareBoards):
// the complete Howell's rounds, as for howellCandidates. The trade-off:
// a copy of the boards for each table, and each round scored before the
// next.
func barometerCandidates(req Request) []candidate {
	p := req.Contestants
	if !req.ShareBoards || p < howell.MinPairs || p > min(howell.MaxPairs, maxHowellPairs) {
		return nil
	}
	full := howell.CompleteRounds(p)
	tables := howell.Tables(p)
	choices := boardsPerRound(full, req.band())
	if b := fewerBoards(req, full, choices); b > 0 {
		choices = append(choices, b)
	}
	var out []candidate
	for _, b := range choices {
		o := howell.Options{Pairs: p, BoardsPerRound: b, Barometer: true}
		name := withPhantom(say("Barometer Howell, %d tables", tables), p)
		method := say("the pairs move as in the complete Howell and every table plays the same set each round, a copy for each table; %s of %s, each round scored before the next", plural(full, round), plural(b, board))
		out = append(out, candidate{name: name, method: method, build: func(context.Context) (*movement.Movement, error) {
			return howell.Generate(o)
		}})
	}
	return out
}

// twinCandidates: the twin Mitchell (mitchell.GenerateTwin) for a field of
// T tables, T even from mitchell.MinTwinTables, an odd field with the NS
// seat of table T empty; two winners and one; only where half the tables
// is odd, the sizes McKinnon's "Twin Mitchells" names (6, 10, 14 tables),
// where the twin needs no relay and no skip. Each row has its own copy of
// the boards, as the web's groups have. The trade-off: a second copy of
// the boards, and the EW pairs crossing the room at half time.
func twinCandidates(req Request) []candidate {
	pairs := req.Contestants
	T := (pairs + 1) / 2
	if T < mitchell.MinTwinTables || T%2 == 1 || (T/2)%2 == 0 || T > min(mitchell.MaxTables, maxOneWinnerTables) {
		return nil
	}
	var out []candidate
	for _, b := range boardsFor(req, T, 1) {
		for _, w := range []int{2, 1} {
			o := mitchell.TwinOptions{Tables: T, Pairs: pairs, BoardsPerRound: b, Winners: w}
			name := say("Twin Mitchell, %d tables", T)
			if pairs%2 == 1 {
				name = say("%s, missing pair", name)
			}
			if w == 1 {
				name = say("%s, one winner", name)
			}
			method := say("two %d-table Mitchells side by side, each row with its own copy of the boards; after %s the EW pairs change rows and the other half of the boards comes into play, so every NS pair meets every EW pair with no relay and no skip; %s of %s", T/2, plural(T/2, round), plural(T, round), plural(b, board))
			out = append(out, candidate{name: name, method: method, build: func(context.Context) (*movement.Movement, error) {
				return mitchell.GenerateTwin(o)
			}})
		}
	}
	return out
}

// crissCrossCandidates: the criss-cross Mitchell (mitchell.GenerateCrissCross)
// for a full field at an even number of tables, two winners and one: the
// boards never move; at a multiple of 4 tables every NS pair meets every
// EW pair in as many rounds as tables, no relay and no skip; at any other
// even number one round fewer, each pair missing one opponent and one set
// as in a skip Mitchell. The trade-off: both lines move, odd and even
// pairs in opposite directions, with a jump at half time.
func crissCrossCandidates(req Request) []candidate {
	pairs := req.Contestants
	T := pairs / 2
	if pairs%2 == 1 || T < mitchell.MinCrissCrossTables || T%2 != 0 || T > min(mitchell.MaxTables, maxOneWinnerTables) {
		return nil
	}
	R := (mitchell.CrissCrossOptions{Tables: T}).Rounds()
	var out []candidate
	for _, b := range boardsFor(req, R, 1) {
		for _, w := range []int{2, 1} {
			o := mitchell.CrissCrossOptions{Tables: T, BoardsPerRound: b, Winners: w}
			name := say("Criss-cross Mitchell, %d tables", T)
			if w == 1 {
				name = say("%s, one winner", name)
			}
			method := say("the boards stay on their tables and both lines move, odd and even pairs in opposite directions, the EW pairs jumping half the room at half time; every NS pair meets every EW pair with no relay and no skip; %s of %s", plural(R, round), plural(b, board))
			if R < T {
				method = say("the boards stay on their tables and both lines move, odd and even pairs in opposite directions, the EW pairs jumping nearly half the room at half time; no relay, and as in a skip Mitchell each pair misses one opponent and one set; %s of %s", plural(R, round), plural(b, board))
			}
			out = append(out, candidate{name: name, method: method, build: func(context.Context) (*movement.Movement, error) {
				return mitchell.GenerateCrissCross(o)
			}})
		}
	}
	return out
}

// The fields the planner offers a combined Mitchell: an odd number of
// tables from 17, where the one-section Mitchell has more rounds than an
// evening (Magic Contest's example is 25 tables for 26 boards), to 51.
const (
	minCombinedPlanTables = 17
	maxCombinedPlanTables = 51
)

// combinedCandidates: the combined Mitchell (mitchell.GenerateCombined)
// for a full field at an odd number of tables, two sections of n½ tables
// whose half-table pairs meet instead of sitting out, one winner only
// (Magic's scrambled form): the moving pairs of one section play NS for a
// round at the middle table, which joins the two lines into one field, so
// two winners would rank badly compared pairs (balance index 5.61 at 25
// tables against 73.75 with the switches).
// The trade-off: half the rounds of a Mitchell of all the tables, boards
// shared (or copied) across the two sections, each pair meeting only its
// own section.
func combinedCandidates(req Request) []candidate {
	pairs := req.Contestants
	T := pairs / 2
	if pairs%2 == 1 || T%2 == 0 || T < minCombinedPlanTables || T > maxCombinedPlanTables {
		return nil
	}
	R := (mitchell.CombinedOptions{Tables: T}).Rounds()
	var out []candidate
	for _, b := range boardsFor(req, R, 2) {
		o := mitchell.CombinedOptions{Tables: T, BoardsPerRound: b, Winners: 1}
		name := say("%s, one winner", say("Combined Mitchell, %d tables", T))
		method := say("two Mitchells of %d½ tables whose half-table pairs meet at table %d instead of sitting out, tables k and %d+k on the same sets; %s of %s", (T-1)/2, (T+1)/2, (T+1)/2, plural(R, round), plural(b, board))
		out = append(out, candidate{name: name, method: method, build: func(context.Context) (*movement.Movement, error) {
			return mitchell.GenerateCombined(o)
		}})
	}
	return out
}

// squareCandidates: the square Mitchell (mitchell.GenerateSquare) for 8
// pairs, two winners and one: 4 rounds in which every NS pair meets every
// EW pair, with no relay and no skip, the EW pairs and the boards crossing
// a square of 4 tables. The trade-off: the moves are crossings of the
// square, not one table up and one down; it ranks as the relay Mitchell
// and the criss-cross of 4 tables do on every other rule.
func squareCandidates(req Request) []candidate {
	if req.Contestants != 2*mitchell.SquareTables {
		return nil
	}
	var out []candidate
	for _, b := range boardsFor(req, mitchell.SquareTables, 1) {
		for _, w := range []int{2, 1} {
			o := mitchell.SquareOptions{BoardsPerRound: b, Winners: w}
			name := say("Square Mitchell, %d tables", mitchell.SquareTables)
			if w == 1 {
				name = say("%s, one winner", name)
			}
			method := say("the four tables in a square, the EW pairs and the boards crossing it after each round; every NS pair meets every EW pair with no relay and no skip; %s of %s", plural(mitchell.SquareTables, round), plural(b, board))
			out = append(out, candidate{name: name, method: method, build: func(context.Context) (*movement.Movement, error) {
				return mitchell.GenerateSquare(o)
			}})
		}
	}
	return out
}

// pivotCandidates: the pivot Mitchell (mitchell.GeneratePivot) for 2R+1
// pairs with R odd, one winner: R rounds on R sets, one set on each table
// and none shared, one pair out each round. The trade-off: a sit-out
// round for R of the pairs, and the moving pairs play both directions.
func pivotCandidates(req Request) []candidate {
	pairs := req.Contestants
	R := pairs / 2
	if pairs%2 == 0 || R%2 == 0 || R < mitchell.MinPivotTables || R > maxOneWinnerTables {
		return nil
	}
	var out []candidate
	for _, b := range boardsFor(req, R, 1) {
		o := mitchell.PivotOptions{Tables: R, BoardsPerRound: b}
		name := say("%s, one winner", say("Pivot Mitchell, %d½ tables", R))
		method := say("the moving pairs sit out after EW at table %d and then play NS there; one set on each table, none shared, one pair out each round; %s of %s", R, plural(R, round), plural(b, board))
		out = append(out, candidate{name: name, method: method, build: func(context.Context) (*movement.Movement, error) {
			return mitchell.GeneratePivot(o)
		}})
	}
	return out
}
