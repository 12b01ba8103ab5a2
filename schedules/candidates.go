package schedules

import (
	"context"
	"slices"

	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/howell"
	"github.com/movegen/movegen/movement/mitchell"
)

// candidates lists the movements worth generating for req, in a fixed
// order (which decides no tie: see CompareBy).
func candidates(ctx context.Context, req Request) []candidate {
	switch {
	case req.Kind == movement.Pairs:
		return pairCandidates(req)
	case req.Game == movement.Preferans:
		return preferansCandidates(ctx, req)
	}
	return individualCandidates(req)
}

// boardsPerRound returns the boards per round that bring rounds rounds into
// the band of boards a contestant plays: at most the two that come closest
// to the band's middle (the planner lists choices, not every number), in
// ascending order; when none does, the one that comes closest to the band.
func boardsPerRound(rounds int, band Range) []int {
	var in []int
	for b := 1; b <= movement.MaxBoardsPerSet && b*rounds <= band.Max; b++ {
		if band.Contains(b * rounds) {
			in = append(in, b)
		}
	}
	if len(in) > 0 {
		mid := band.Min + band.Max // twice the middle, to stay in integers
		slices.SortStableFunc(in, func(a, b int) int {
			return abs(2*a*rounds-mid) - abs(2*b*rounds-mid)
		})
		in = in[:min(len(in), 2)]
		slices.Sort(in)
		return in
	}
	if rounds >= band.Max {
		return []int{1}
	}
	b := max(1, band.Min/rounds)
	if (b+1)*rounds-band.Max < band.Min-b*rounds {
		b++
	}
	return []int{b}
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// fittingRounds returns the most rounds of boards boards that fit the
// time budget at pace, or 0 when not even one does. With no budget it
// returns limit.
func fittingRounds(budget, boards int, pace Pace, limit int) int {
	if budget <= 0 {
		return limit
	}
	per := boards*pace.MinutesPerBoard + pace.MoveMinutes
	r := (budget + pace.MoveMinutes) / per
	return min(r, limit)
}

// partialFloor is the fewest rounds of a partial movement the planner
// offers: enough that every contestant still plays MinShare of the boards
// in play.
func partialFloor(full int) int {
	r := int(MinShare*float64(full)*1000+999) / 1000
	return max(r, 2)
}

// withPhantom adds the phantom of an odd field to a Howell's name.
func withPhantom(name movement.Text, pairs int) movement.Text {
	if pairs%2 == 1 {
		return say("%s, phantom pair", name)
	}
	return name
}

// howellCandidates lists complete Howells for the band of boards and, when
// the complete one is too long for the time given, the partial Howells
// that fit.
func howellCandidates(req Request) []candidate {
	p := req.Contestants
	if p < howell.MinPairs-1 || p > min(howell.MaxPairs, maxHowellPairs) {
		return nil
	}
	pairs := p
	if pairs == howell.MinPairs-1 {
		return nil // three pairs: the Mitchell candidates cover it
	}
	full := howell.CompleteRounds(pairs)
	tables := howell.Tables(pairs)
	band := req.band()
	var out []candidate
	add := func(rounds, b int) {
		name := withPhantom(say("Howell, %d tables", tables), pairs)
		method := say("complete Howell: %s of %s, every pair meets every other", plural(rounds, round), plural(b, board))
		if rounds < full {
			name = withPhantom(say("Howell, %d tables, %d of %d rounds", tables, rounds, full), pairs)
			method = say("partial Howell: the %d rounds of the complete movement that balance best, %s a round", rounds, plural(b, board))
		}
		opts := howell.Options{Pairs: pairs, Rounds: rounds, BoardsPerRound: b}
		out = append(out, candidate{name: name, method: method, build: func(context.Context) (*movement.Movement, error) {
			return howell.Generate(opts)
		}})
	}
	choices := boardsPerRound(full, band)
	for _, b := range choices {
		add(full, b)
	}
	if b := fewerBoards(req, full, choices); b > 0 {
		add(full, b)
	}
	if req.budget() > 0 {
		// Partial Howells: as many rounds as the time allows, when that is
		// fewer than the complete movement but at least 70% of it.
		seen := map[int]bool{}
		for b := 1; b <= 4; b++ {
			r := fittingRounds(req.budget(), b, req.Pace, full)
			if r >= full || r < partialFloor(full) || !band.Contains(r*b) || seen[r] {
				continue
			}
			seen[r] = true
			add(r, b)
		}
	}
	return out
}

// maxHowellPairs is the largest field the planner offers a Howell: 15
// pairs (7½ tables). The directors' references put a Howell first up to 7
// tables and second at 7½ (McKinnon's ready reckoner; Exeter Bridge Club
// up to 7), and a Mitchell-family movement from 8 tables on: a Howell of
// 15 or more rounds moves every pair every round of an evening.
const maxHowellPairs = 15

// maxOneWinnerTables bounds the one-winner Mitchells the planner tries:
// choosing the arrow switches analyses the movement once per round and
// candidate, and large fields play two winners anyway.
const maxOneWinnerTables = 15

// mitchellCandidates lists the Mitchell family for req: two winners and
// one winner; for an even number of tables the relay and the skip; a
// missing pair for an odd field; several boards per round; and, when the
// complete movement is too long for the time given, the partial ones that
// fit.
func mitchellCandidates(req Request) []candidate {
	pairs := req.Contestants
	tables := (pairs + 1) / 2
	if tables < mitchell.MinTables || tables > mitchell.MaxTables {
		return nil
	}
	band := req.band()
	evens := []mitchell.EvenMethod{""}
	if tables%2 == 0 {
		evens = []mitchell.EvenMethod{mitchell.Relay, mitchell.Skip}
	}
	winners := []int{2}
	if tables <= maxOneWinnerTables {
		winners = append(winners, 1)
	}
	var out []candidate
	for _, even := range evens {
		full := mitchell.FullRounds(tables, even)
		for _, w := range winners {
			add := func(rounds, b int) {
				opts := mitchell.Options{Tables: tables, Pairs: pairs, Rounds: rounds, BoardsPerRound: b, Even: even, Winners: w}
				name := say("Mitchell, %d tables", tables)
				var how []movement.Text
				switch even {
				case mitchell.Relay:
					name = say("%s, relay", name)
					how = append(how, say("tables 1 and %d share a set and one set rests on a bye stand", tables))
				case mitchell.Skip:
					name = say("%s, skip", name)
					how = append(how, say("EW pairs skip a table after round %d", tables/2))
				}
				if pairs%2 == 1 {
					name = say("%s, missing pair", name)
					how = append(how, say("the NS seat of the last table is empty, so the EW pairs sit out in turn"))
				}
				if w == 1 {
					name = say("%s, one winner", name)
					how = append(how, say("arrow-switched rounds compare the two lines"))
				}
				if rounds < full {
					name = say("%s, %d of %d rounds", name, rounds, full)
				}
				method := say("NS pairs stay, EW pairs move up a table and sets down a table each round; %s of %s", plural(rounds, round), plural(b, board))
				for _, h := range how {
					method = say("%s; %s", method, h)
				}
				out = append(out, candidate{name: name, method: method, build: func(context.Context) (*movement.Movement, error) {
					return mitchell.Generate(opts)
				}})
			}
			choices := boardsPerRound(full, band)
			for _, b := range choices {
				if even == mitchell.Relay && b < 2 {
					continue // the two tables sharing a set need a board each
				}
				add(full, b)
			}
			if b := fewerBoards(req, full, choices); b > 0 && (even != mitchell.Relay || b >= 2) {
				add(full, b)
			}
			if req.budget() > 0 {
				seen := map[int]bool{}
				for b := 1; b <= 4; b++ {
					if even == mitchell.Relay && b < 2 {
						continue
					}
					// The most rounds that fit, and one fewer (a director
					// short of time drops a round: 13 of 15 at 15 tables).
					top := fittingRounds(req.budget(), b, req.Pace, full)
					rs := []int{top}
					if top < full {
						rs = append(rs, top-1)
					}
					for _, r := range rs {
						if r >= full || r < partialFloor(full) || !band.Contains(r*b) || seen[r] {
							continue
						}
						seen[r] = true
						add(r, b)
					}
				}
			}
		}
	}
	return out
}

// fewerBoards returns the most boards a round, fewer than any of choices,
// with which the complete movement of full rounds finishes within the time
// given, or 0 when the choices already fit, when the director bounded the
// boards (--boards), or when it would leave each contestant fewer than
// MinShare of the band's fewest boards, or would need one-board rounds. A short session then plays the
// whole movement with smaller sets before the planner suggests sections.
func fewerBoards(req Request, full int, choices []int) int {
	if req.Boards.Max > 0 || len(choices) == 0 || req.budget() <= 0 {
		return 0
	}
	if SessionMinutes(full, choices[0], req.Pace) <= req.budget() {
		return 0
	}
	floor := int(MinShare*float64(req.band().Min)*1000+999) / 1000
	for b := choices[0] - 1; b >= 2; b-- { // one-board rounds are no session
		if SessionMinutes(full, b, req.Pace) <= req.budget() {
			if full*b < floor {
				return 0
			}
			return b
		}
	}
	return 0
}

// Sections: a large field too slow for one Mitchell plays in two or more
// sections side by side (above maxSections only with the usual 2 to 4
// boards a round), each its own field with its own
// Mitchell, of at least minSectionTables tables.
const (
	maxSections      = 4
	minSectionTables = 5
)

// sectionCandidates splits a pairs field whose one-section Mitchell does
// not finish within the time into 2..maxSections Mitchell sections
// (mitchell.GenerateSections): the tables split as evenly as they go, so
// every table is full but, with an odd field, one (30 pairs: 8 and 7
// tables, nobody sits out), the sections in step, named A, B, … with
// their tables numbered within them ("A3"). Each section has its own
// boards, or with req.ShareBoards a copy of the same boards. The sections play all their rounds when that fits, else the most
// rounds that fit (never fewer than 70% of them).
func sectionCandidates(req Request) []candidate {
	pairs := req.Contestants
	tables := (pairs + 1) / 2
	band := req.band()
	if tables < 2*minSectionTables {
		return nil
	}
	full := mitchell.FullRounds(tables, evenMethod(tables))
	if b := boardsPerRound(full, band)[0]; SessionMinutes(full, b, req.Pace) <= req.budget() && !req.ShareBoards {
		return nil // one section fits (shared boards ask for sections anyway)
	}
	var out []candidate
	for s := 2; s <= mitchell.MaxSections; s++ {
		sizes := mitchell.SectionTables(pairs, s)
		if slices.Min(sizes) < minSectionTables || sizes[0] > mitchell.MaxTables {
			break
		}
		longest, _ := mitchell.SectionRounds(sizes)
		for _, b := range boardsPerRound(longest, band) {
			// Sections are for rounds of the usual boards; above
			// maxSections only these are offered.
			if b < MinUsualBoards || s > maxSections && b > MaxUsualBoards {
				continue
			}
			rounds := min(longest, fittingRounds(req.budget(), b, req.Pace, longest))
			if rounds < partialFloor(longest) || !band.Contains(rounds*b) {
				continue
			}
			name := say("%d sections of %s, Mitchell", s, tablesRange(sizes))
			if rounds < longest {
				name = say("%s, %d of %d rounds", name, rounds, longest)
			}
			method := say("%d Mitchells played side by side, each section its own field (sections A, B, ..., tables numbered within each, every table full); %s of %s", s, plural(rounds, round), plural(b, board))
			if req.ShareBoards {
				name = say("%s, shared boards", name)
				method = say("%d Mitchells played side by side on the same boards, each section from its own copy, so pairs are compared across the field (sections A, B, ..., tables numbered within each, every table full); %s of %s", s, plural(rounds, round), plural(b, board))
			}
			opts := mitchell.SectionOptions{Pairs: pairs, Sections: s, Rounds: rounds, BoardsPerRound: b, Winners: 2, ShareBoards: req.ShareBoards}
			out = append(out, candidate{name: name, method: method, build: func(context.Context) (*movement.Movement, error) {
				m, err := mitchell.GenerateSections(opts)
				if err != nil {
					return nil, err
				}
				m.Name = name.String()
				return m, nil
			}})
		}
	}
	return out
}

// evenMethod is the Mitchell variant the sections use: the skip for an
// even number of tables (no relay needs a board count), none for odd.
func evenMethod(tables int) mitchell.EvenMethod {
	if tables%2 == 0 {
		return mitchell.Skip
	}
	return ""
}

// tablesRange says the section sizes in tables: "15 tables" or "10-11
// tables".
func tablesRange(sizes []int) movement.Text {
	lo, hi := slices.Min(sizes), slices.Max(sizes)
	if lo == hi {
		return plural(lo, table)
	}
	return say("%d-%d tables", lo, hi)
}
