package schedules

import (
	"context"
	"fmt"
	"slices"

	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/howell"
	"github.com/movegen/movegen/movement/mitchell"
)

// candidates lists the movements worth generating for req, in a fixed
// order (the ranking's last tie-break).
func candidates(req Request) []candidate {
	switch {
	case req.Kind == movement.Pairs:
		var out []candidate
		out = append(out, mitchellCandidates(req)...)
		out = append(out, howellCandidates(req)...)
		return out
	case req.Game == movement.Preferans:
		return preferansCandidates(req)
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

// phantomNote names the phantom of an odd field.
func phantomNote(pairs int) string {
	if pairs%2 == 1 {
		return ", phantom pair"
	}
	return ""
}

// howellCandidates lists complete Howells for the band of boards and, when
// the complete one is too long for the time given, the partial Howells
// that fit.
func howellCandidates(req Request) []candidate {
	p := req.Contestants
	if p < howell.MinPairs-1 || p > howell.MaxPairs {
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
		name := fmt.Sprintf("Howell, %d tables%s", tables, phantomNote(pairs))
		method := fmt.Sprintf("complete Howell: %s of %s, every pair meets every other", plural(rounds, "round"), plural(b, "board"))
		if rounds < full {
			name = fmt.Sprintf("Howell, %d tables, %d of %d rounds%s", tables, rounds, full, phantomNote(pairs))
			method = fmt.Sprintf("partial Howell: the %d rounds of the complete movement that balance best, %s a round", rounds, plural(b, "board"))
		}
		opts := howell.Options{Pairs: pairs, Rounds: rounds, BoardsPerRound: b}
		out = append(out, candidate{name: name, method: method, build: func(context.Context) (*movement.Movement, error) {
			return howell.Generate(opts)
		}})
	}
	for _, b := range boardsPerRound(full, band) {
		add(full, b)
	}
	if req.Minutes > 0 {
		// Partial Howells: as many rounds as the time allows, when that is
		// fewer than the complete movement but at least 70% of it.
		seen := map[int]bool{}
		for b := 1; b <= 4; b++ {
			r := fittingRounds(req.Minutes, b, req.Pace, full)
			if r >= full || r < partialFloor(full) || !band.Contains(r*b) || seen[r] {
				continue
			}
			seen[r] = true
			add(r, b)
		}
	}
	return out
}

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
				name := fmt.Sprintf("Mitchell, %d tables", tables)
				var how []string
				switch even {
				case mitchell.Relay:
					name += ", relay"
					how = append(how, "tables 1 and "+fmt.Sprint(tables)+" share a set and one set rests on a bye stand")
				case mitchell.Skip:
					name += ", skip"
					how = append(how, fmt.Sprintf("EW pairs skip a table after round %d", tables/2))
				}
				if pairs%2 == 1 {
					name += ", missing pair"
					how = append(how, "the NS seat of the last table is empty, so the EW pairs sit out in turn")
				}
				if w == 1 {
					name += ", one winner"
					how = append(how, "arrow-switched rounds compare the two lines")
				}
				if rounds < full {
					name += fmt.Sprintf(", %d of %d rounds", rounds, full)
				}
				method := fmt.Sprintf("NS pairs stay, EW pairs move up a table and sets down a table each round; %s of %s", plural(rounds, "round"), plural(b, "board"))
				for _, h := range how {
					method += "; " + h
				}
				out = append(out, candidate{name: name, method: method, build: func(context.Context) (*movement.Movement, error) {
					return mitchell.Generate(opts)
				}})
			}
			for _, b := range boardsPerRound(full, band) {
				if even == mitchell.Relay && b < 2 {
					continue // the two tables sharing a set need a board each
				}
				add(full, b)
			}
			if req.Minutes > 0 {
				seen := map[int]bool{}
				for b := 1; b <= 4; b++ {
					if even == mitchell.Relay && b < 2 {
						continue
					}
					r := fittingRounds(req.Minutes, b, req.Pace, full)
					if r >= full || r < partialFloor(full) || !band.Contains(r*b) || seen[r] {
						continue
					}
					seen[r] = true
					add(r, b)
				}
			}
		}
	}
	return out
}
