package movement

import (
	"cmp"
	"context"
	"slices"
	"strings"
)

// Validate checks m's structure and returns every problem found: errors
// first, then notes, each group in round, table, contestant order. A result
// with no errors (Problems.Valid) means the movement can be played as
// written.
//
// Validate never panics, whatever m holds: it is safe on movements read from
// untrusted files.
func Validate(m *Movement) Problems {
	ps, _ := ValidateFirst(m, 0)
	return ps
}

// ValidateFirst is Validate keeping only the first n problems (in
// Validate's order) and counting the others by code in Omitted; n < 1 keeps
// every problem. Its memory stays in proportion to n however many problems
// m has (a broken 500-table file can have a million), so a report that
// lists the first n and counts the rest costs little. Errors come first, so
// the problems kept are Valid exactly when m is.
func ValidateFirst(m *Movement, n int) (Problems, Omitted) {
	ps, o, _ := validateFirst(context.Background(), m, n)
	return ps, o
}

// ValidateContext is ValidateFirst that gives up with ctx's error when ctx
// ends, looked at every few plays.
func ValidateContext(ctx context.Context, m *Movement, n int) (Problems, Omitted, error) {
	return validateFirst(ctx, m, n)
}

// validateFirst is ValidateFirst that gives up with ctx's error when ctx
// ends, looked at between plays.
func validateFirst(ctx context.Context, m *Movement, n int) (Problems, Omitted, error) {
	v := validator{m: m, keep: max(n, 0), stop: &stopper{ctx: ctx}}
	if v.header() {
		v.plays()
		if !v.stop.now() {
			v.teams()
		}
	}
	if v.stop.now() {
		return nil, Omitted{}, v.stop.err
	}
	v.session()
	v.compact(v.keep)
	out := make(Problems, len(v.out))
	for i, e := range v.out {
		out[i] = e.Problem
	}
	return out, v.omitted, nil
}

// Omitted counts the problems that ValidateFirst found but did not keep.
type Omitted struct {
	Errors, Notes int
	// ByCode counts them by code; nil when none was left out.
	ByCode map[Code]int
}

// Total is the number of problems left out.
func (o Omitted) Total() int { return o.Errors + o.Notes }

func severityRank(s Severity) int {
	if s == Error {
		return 0
	}
	return 1
}

type validator struct {
	m       *Movement
	keep    int // the most problems kept (0: all)
	stop    *stopper
	out     []found
	omitted Omitted
}

// found is a problem with the order it was found in, which breaks ties
// in Validate's order.
type found struct {
	Problem
	seq int
}

func (v *validator) add(p Problem) {
	if p.Severity == "" {
		p.Severity = Error
	}
	seq := len(v.out) + v.omitted.Total()
	v.out = append(v.out, found{Problem: p, seq: seq})
	if v.keep > 0 && len(v.out) >= 2*v.keep+1024 {
		v.compact(v.keep)
	}
}

// compact sorts the problems found in Validate's order and, when n > 0,
// keeps the first n, counting the others in v.omitted.
func (v *validator) compact(n int) {
	slices.SortFunc(v.out, func(a, b found) int {
		return cmp.Or(
			cmp.Compare(severityRank(a.Severity), severityRank(b.Severity)),
			cmp.Compare(a.Round, b.Round),
			cmp.Compare(a.Table, b.Table),
			cmp.Compare(a.Contestant, b.Contestant),
			cmp.Compare(a.Set, b.Set),
			cmp.Compare(a.seq, b.seq),
		)
	})
	if n < 1 || len(v.out) <= n {
		return
	}
	if v.omitted.ByCode == nil {
		v.omitted.ByCode = map[Code]int{}
	}
	for _, p := range v.out[n:] {
		v.omitted.ByCode[p.Code]++
		if p.Severity == Error {
			v.omitted.Errors++
		} else {
			v.omitted.Notes++
		}
	}
	clear(v.out[n:]) // let the collector have their texts
	v.out = v.out[:n]
}

func (v *validator) errf(code Code, format string, args ...any) {
	v.add(Problem{Code: code, Text: Say(format, args...)})
}

// header checks the layout and counts. It returns false when they are too
// broken to check the plays.
func (v *validator) header() bool {
	m := v.m
	ok := true
	if len(m.Seats) == 0 {
		v.errf(CodeNoSeats, "the movement lists no seats")
		ok = false
	}
	seen := map[Seat]bool{}
	for _, s := range m.Seats {
		if !s.Valid() {
			v.errf(CodeBadSeat, "unknown seat %q (want NS, EW, N, E, S or W)", string(s))
			ok = false
		} else if seen[s] {
			v.errf(CodeBadSeat, "seat %s is listed twice", s)
			ok = false
		}
		seen[s] = true
	}
	switch m.Kind {
	case Pairs:
		if ok && !slices.Equal(m.Seats, PairSeats()) {
			v.errf(CodeBadKind, "a pairs movement seats NS and EW, in that order, not %s", seatList(m.Seats))
			ok = false
		}
	case Individual:
		if ok && !isCompassPrefix(m.Seats) {
			v.errf(CodeBadKind, "an individual movement seats N, E, S and W (or N, E, S), in that order, not %s", seatList(m.Seats))
			ok = false
		}
	default:
		v.errf(CodeBadKind, "kind %q: want pairs or individual", string(m.Kind))
		ok = false
	}
	switch m.Game {
	case Bridge:
		if m.Kind == Individual && len(m.Seats) != 4 {
			v.errf(CodeBadGame, "individual bridge needs four seats, not %d", len(m.Seats))
			ok = false
		}
	case Preferans:
		if m.Kind != Individual {
			v.errf(CodeBadGame, "preferans is played by individuals, not %s", m.Kind)
			ok = false
		}
	default:
		v.errf(CodeBadGame, "game %q: want bridge or preferans", string(m.Game))
		ok = false
	}
	for _, c := range []struct {
		name     string
		n, limit int
	}{
		{"contestants", m.Contestants, MaxContestants},
		{"tables", m.Tables, MaxTables},
		{"rounds", m.Rounds, MaxRounds},
		{"sets", m.Sets, MaxSets},
		{"boards per set", m.BoardsPerSet, MaxBoardsPerSet},
	} {
		if m.SeatingOnly() && (c.name == "sets" || c.name == "boards per set") {
			// A seating-only movement: no sets and no boards.
			if c.n != 0 {
				v.errf(CodeBadCount, "%d %s in a movement without sets: want 0", c.n, c.name)
				ok = false
			}
			continue
		}
		if c.n < 1 || c.n > c.limit {
			v.errf(CodeBadCount, "%d %s: want 1 to %d", c.n, c.name, c.limit)
			ok = false
		}
	}
	if err := m.CheckSections(); err != nil {
		v.errf(CodeBadCount, "sections: %v", err)
	}
	labels := make([]int, 0, len(m.Labels))
	for c := range m.Labels {
		labels = append(labels, c)
	}
	slices.Sort(labels)
	for _, c := range labels {
		if c < 1 || c > m.Contestants {
			v.add(Problem{Code: CodeBadLabel, Contestant: c,
				Text: Say("label %q is for contestant %d, but contestants are 1 to %d", m.Labels[c], c, m.Contestants)})
		}
	}
	return ok
}

func isCompassPrefix(seats []Seat) bool {
	return (len(seats) == 3 || len(seats) == 4) && slices.Equal(seats, CompassSeats()[:len(seats)])
}

func seatList(seats []Seat) string {
	s := make([]string, len(seats))
	for i, x := range seats {
		s[i] = string(x)
	}
	return "[" + strings.Join(s, " ") + "]"
}

// plays checks every play, then every round and every contestant.
func (v *validator) plays() {
	m := v.m
	T, R, S, C := m.Tables, m.Rounds, m.Sets, m.Contestants
	cell := make([]int, R*T) // index of the first play at (round, table), +1
	// seatedAt[(r-1)*C + c-1] = table+1 where c sits in round r (first seen).
	seatedAt := make([]int32, R*C)
	// played[(c-1)*S + s-1] = round in which c first played set s.
	played := make([]int32, C*S)
	everSeated := make([]bool, C)
	setUsed := make([]bool, S)
	idle := make([][]int, T)

	order := make([]int, len(m.Play))
	for i := range order {
		order[i] = i
	}
	byPlace := func(a, b int) int {
		pa, pb := &m.Play[a], &m.Play[b]
		return cmp.Or(cmp.Compare(pa.Round, pb.Round), cmp.Compare(pa.Table, pb.Table))
	}
	// Files movegen writes are in order already; sorting a quarter of a
	// million plays anyway took most of 0.1 s before the first look at the
	// stop.
	if !slices.IsSortedFunc(order, byPlace) {
		slices.SortStableFunc(order, byPlace)
	}

	// A teams movement plays each set at the two tables of a match (and
	// often at every match of a round): the teams check notes the copies
	// instead of one relay note per round.
	for _, rl := range relaysUnlessTeams(m) {
		v.add(Problem{Code: CodeRelay, Severity: Note, Round: rl.Round, Table: rl.Tables[0], Set: rl.Set,
			Text: Say("round %d: set %s is played at tables %s (shared set)", rl.Round, m.SetName(rl.Set), JoinInts(rl.Tables, ", "))})
	}
	for _, i := range order {
		if v.stop.done() {
			return
		}
		p := &m.Play[i]
		bad := false
		if p.Round < 1 || p.Round > R {
			v.add(Problem{Code: CodeRoundRange, Round: p.Round, Table: p.Table,
				Text: Say("round %d, table %d: round %d is outside 1 to %d", p.Round, p.Table, p.Round, R)})
			bad = true
		}
		if p.Table < 1 || p.Table > T {
			v.add(Problem{Code: CodeTableRange, Round: p.Round, Table: p.Table,
				Text: Say("round %d, table %d: table %d is outside 1 to %d", p.Round, p.Table, p.Table, T)})
			bad = true
		}
		if S == 0 && p.Set != 0 {
			v.add(Problem{Code: CodeSetRange, Round: p.Round, Table: p.Table, Set: p.Set,
				Text: Say("round %d, table %d: set %d in a movement without sets (want 0)", p.Round, p.Table, p.Set)})
			bad = true
		} else if S > 0 && (p.Set < 1 || p.Set > S) {
			v.add(Problem{Code: CodeSetRange, Round: p.Round, Table: p.Table, Set: p.Set,
				Text: Say("round %d, table %d: set %s is outside %s to %s", p.Round, p.Table, m.SetName(p.Set), m.SetName(1), m.SetName(S))})
			bad = true
		}
		if len(p.Seats) != len(m.Seats) {
			v.add(Problem{Code: CodeSeatCount, Round: p.Round, Table: p.Table,
				Text: Say("round %d, table %d: %d seats filled, want %d (%s)", p.Round, p.Table, len(p.Seats), len(m.Seats), seatList(m.Seats))})
			bad = true
		}
		for k, c := range p.Seats {
			if c < 0 || c > C {
				seat := "?"
				if k < len(m.Seats) {
					seat = string(m.Seats[k])
				}
				v.add(Problem{Code: CodeContestantRange, Round: p.Round, Table: p.Table, Contestant: c,
					Text: Say("round %d, table %d, seat %s: contestant %d is outside 1 to %d", p.Round, p.Table, seat, c, C)})
				bad = true
			}
		}
		if p.Round >= 1 && p.Round <= R && p.Table >= 1 && p.Table <= T {
			// The table is in use this round even when the play has other
			// faults (a stray contestant, a bad set): it is not idle.
			if cell[(p.Round-1)*T+p.Table-1] != 0 {
				v.add(Problem{Code: CodeDuplicatePlay, Round: p.Round, Table: p.Table,
					Text: Say("round %d, table %d is listed twice", p.Round, p.Table)})
				continue
			}
			cell[(p.Round-1)*T+p.Table-1] = i + 1
		}
		if bad {
			continue
		}

		present := 0
		for _, c := range p.Seats {
			if c != 0 {
				present++
			}
		}
		if present == 0 {
			v.add(Problem{Code: CodeEmptyTable, Severity: Note, Round: p.Round, Table: p.Table,
				Text: Say("round %d, table %d: every seat is empty", p.Round, p.Table)})
			continue
		}
		if present < len(p.Seats) {
			var empty []string
			for k, c := range p.Seats {
				if c == 0 {
					empty = append(empty, string(m.Seats[k]))
				}
			}
			v.add(Problem{Code: CodePhantom, Severity: Note, Round: p.Round, Table: p.Table,
				Text: Say("round %d, table %d: seat %s is empty (phantom)", p.Round, p.Table, strings.Join(empty, ", "))})
		}
		if present >= 2 && S > 0 {
			// With one contestant and only phantoms the boards stay in
			// their wallets: the set is not played here.
			setUsed[p.Set-1] = true
		}
		for k, c := range p.Seats {
			if c == 0 {
				continue
			}
			everSeated[c-1] = true
			at := &seatedAt[(p.Round-1)*C+c-1]
			if *at != 0 {
				v.add(Problem{Code: CodeSeatedTwice, Round: p.Round, Table: p.Table, Contestant: c,
					Text: Say("round %d: contestant %s is seated at table %d, seat %s, and already at table %d", p.Round, m.Label(c), p.Table, m.Seats[k], *at-1)})
				continue
			}
			*at = int32(p.Table + 1)
			if present < 2 || S == 0 {
				continue // alone at the table, or no sets: no set is played
			}
			pl := &played[(c-1)*S+p.Set-1]
			if *pl != 0 {
				v.add(Problem{Code: CodeRepeatSet, Round: p.Round, Table: p.Table, Contestant: c, Set: p.Set,
					Text: Say("round %d, table %d: contestant %s plays set %s again (first played in round %d)", p.Round, p.Table, m.Label(c), m.SetName(p.Set), *pl)})
				continue
			}
			*pl = int32(p.Round)
		}
	}
	for c := 1; c <= C; c++ {
		if !everSeated[c-1] && !inTeam(m, c) {
			v.add(Problem{Code: CodeNeverPlays, Contestant: c,
				Text: Say("contestant %s holds no seat in any round", m.Label(c))})
		}
	}
	for s := 1; s <= S; s++ {
		if !setUsed[s-1] {
			v.add(Problem{Code: CodeUnusedSet, Severity: Note, Set: s,
				Text: Say("set %s is never played", m.SetName(s))})
		}
	}
	for r := 1; r <= R; r++ {
		for t := 1; t <= T; t++ {
			if cell[(r-1)*T+t-1] == 0 {
				idle[t-1] = append(idle[t-1], r)
			}
		}
	}
	for t, rounds := range idle {
		if len(rounds) == 0 {
			continue
		}
		format := "table %d is idle in rounds %s"
		if len(rounds) == 1 {
			format = "table %d is idle in round %s"
		}
		v.add(Problem{Code: CodeIdleTable, Severity: Note, Round: rounds[0], Table: t + 1,
			Text: Say(format, t+1, JoinInts(rounds, ", "))})
	}
}

// relaysUnlessTeams returns Relays(m), or nothing for a teams movement.
func relaysUnlessTeams(m *Movement) []Relay {
	if m.Teams != nil {
		return nil
	}
	return Relays(m)
}

// inTeam reports whether contestant c belongs to a team of a teams
// movement: such a pair that never plays is on a team with byes, which
// the teams check notes round by round (a Swiss round gives one team a
// bye in its only round).
func inTeam(m *Movement, c int) bool { return m.Teams != nil && m.TeamOf(c) != 0 }
