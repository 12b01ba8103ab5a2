package score

import (
	"cmp"
	"context"
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/movegen/movegen/movement"
)

// Rank says how the standings are grouped.
type Rank string

// The rankings.
const (
	// ByField ranks each field of the movement apart (movement.Analyze's
	// fields: the two lines of a two-winner Mitchell, the seat lines of the
	// book's preferans rotation, everyone in a Howell).
	ByField Rank = "field"
	// Overall ranks every contestant together by percentage.
	Overall Rank = "overall"
)

// Options tune Score.
type Options struct {
	// Rank groups the standings; "" is ByField.
	Rank Rank
}

// Check reports a bad option as a movement.OptionError.
func (o Options) Check() error {
	switch o.Rank {
	case "", ByField, Overall:
		return nil
	}
	return &movement.OptionError{Generator: "score", Field: "Rank", Text: say("ranking %q: want field or overall", string(o.Rank))}
}

// Row is one table's result on one deal: a line of a protocol or a
// traveller.
type Row struct {
	// Deal is the deal (the board at bridge), 1-based.
	Deal int
	// Round and Table say where it was played.
	Round, Table int
	// Scores holds one score per seat of the movement's layout
	// (Movement.Seats order): the vists at preferans, the score of the
	// contestant in that seat at bridge. An empty seat scores 0.
	Scores []int
	// Group is the judge's group of a fouled deal (0: the deal is scored
	// as one). Rows of one deal with different groups are scored apart
	// and normalised by Neuberg's formula.
	Group int
	// Line is the row's line in its file, for messages; 0 when unknown.
	Line int
}

// Problem is one refused row (or a missing one): where it is and why.
type Problem struct {
	Deal, Round, Table int
	// Line is the row's line in its file (0: a missing row, or unknown).
	Line int
	Text movement.Text
}

// Error is Score's refusal of its rows: every problem found (up to
// MaxProblems), each naming the deal and the row.
type Error struct {
	Problems []Problem
	// Omitted counts the problems beyond MaxProblems.
	Omitted int
}

// MaxProblems is how many problems an Error lists.
const MaxProblems = 50

// Error returns the problems in English, one a line.
func (e *Error) Error() string {
	var b strings.Builder
	for i, p := range e.Problems {
		if i > 0 {
			b.WriteString("\n")
		}
		b.WriteString(p.Text.String())
	}
	if e.Omitted > 0 {
		fmt.Fprintf(&b, "\n… and %d more", e.Omitted)
	}
	return b.String()
}

// Text returns the first problem and how many others there are, as a
// sentence kept as data.
func (e *Error) Text() movement.Text {
	if len(e.Problems) == 1 {
		return e.Problems[0].Text
	}
	return say("%s (and %d more problems)", e.Problems[0].Text, len(e.Problems)-1+e.Omitted)
}

func say(format string, args ...any) movement.Text { return movement.Say(format, args...) }

// pick returns the preferans sentence (deals) or the bridge one (boards).
func pick(preferans bool, deal, board movement.Text) movement.Text {
	if preferans {
		return deal
	}
	return board
}

// Standing is one contestant's result.
type Standing struct {
	Contestant int
	// Label is the contestant's name as the movement gives it.
	Label string
	// Deals counts the deals the contestant scored on.
	Deals int
	// Matchpoints and Top are the matchpoints scored and the most that
	// could have been scored on those deals.
	Matchpoints, Top float64
	// Percent is 100·Matchpoints/Top.
	Percent float64
	// Place is the 1-based place within the ranking; Tied marks a place
	// shared with another contestant.
	Place int
	Tied  bool
}

// Ranking is one group of contestants ranked together.
type Ranking struct {
	// Field is the 1-based field of movement.Analyze (0 for Overall).
	Field int
	// Line is the seat (preferans, individual) or direction (pairs) every
	// contestant of the field keeps all session, when they share one: the
	// field is that line ("" otherwise).
	Line      movement.Seat
	Standings []Standing
}

// Fouled describes a deal scored in groups.
type Fouled struct {
	Deal int `json:"deal"`
	// Groups lists the groups' numbers in order, and Sizes the rows of
	// each.
	Groups []int `json:"groups"`
	Sizes  []int `json:"sizes"`
}

// Result is a scored session.
type Result struct {
	Game     movement.Game
	Rank     Rank
	Rankings []Ranking
	// Deals is the number of deals scored.
	Deals int
	// Fouled lists the deals scored in groups, by deal.
	Fouled []Fouled
	// Records holds each record's matchpoints, by deal, for a caller that
	// prints a protocol.
	Records []Record
}

// Record is one contestant's score on one deal and its matchpoints.
type Record struct {
	Deal, Round, Table int
	Seat               movement.Seat
	Contestant         int
	Score              int
	// Line is the comparison line: the seat letter at preferans, the
	// direction of the cards held at bridge.
	Line        movement.Seat
	Group       int
	Matchpoints float64
	// Top is the most the record could score: 2·(N−1) for a line of N.
	Top float64
}

// Method names the normalisation of fouled deals that Score applies.
const Method = "Neuberg"

// Matchpoints scores the values of one line of one deal on the 2 / 1 / 0
// scale: out[i] is 2 for every other value that values[i] beats and 1 for
// every tie. It is the one matchpoint rule of the scoring; the top is
// 2·(len(values)−1).
func Matchpoints(values []int) []float64 {
	out := make([]float64, len(values))
	if len(values) == 0 {
		return out
	}
	order := make([]int, len(values))
	for i := range order {
		order[i] = i
	}
	slices.SortFunc(order, func(a, b int) int { return cmp.Compare(values[a], values[b]) })
	// Walk runs of equal values: everyone in a run beats all below it and
	// ties with the rest of the run.
	below := 0
	for i := 0; i < len(order); {
		j := i
		for j < len(order) && values[order[j]] == values[order[i]] {
			j++
		}
		mp := float64(2*below + (j - i - 1))
		for _, k := range order[i:j] {
			out[k] = mp
		}
		below += j - i
		i = j
	}
	return out
}

// Neuberg normalises a score m, earned among n comparable results on the
// 2 / 1 / 0 scale, to a line of N results: (m + 1)·N/n − 1.
func Neuberg(m float64, n, N int) float64 {
	if n == N || n == 0 {
		return m
	}
	return (m+1)*float64(N)/float64(n) - 1
}

// key finds a play of a deal.
type key struct{ deal, round, table int }

// Score checks rows against m and scores the session. A row problem is an
// *Error; a movement that cannot be scored by matchpoints (a seating plan
// without boards, a teams event) is refused with a movement.OptionError.
func Score(ctx context.Context, m *movement.Movement, rows []Row, opt Options) (*Result, error) {
	if err := opt.Check(); err != nil {
		return nil, err
	}
	if opt.Rank == "" {
		opt.Rank = ByField
	}
	switch {
	case m.SeatingOnly():
		return nil, &movement.OptionError{Generator: "score", Field: "Movement", Text: say("a seating plan schedules no boards: there is nothing to score")}
	case m.Teams != nil:
		return nil, &movement.OptionError{Generator: "score", Field: "Movement", Text: say("a teams event is scored in IMPs between the two tables of each match, not in matchpoints")}
	}
	preferans := m.Game == movement.Preferans
	deals := m.Sets * m.BoardsPerSet
	plays := map[key]*movement.Play{}
	for i := range m.Play {
		p := &m.Play[i]
		if !p.InPlay() || p.Set < 1 {
			continue
		}
		first, last := m.Boards(p.Set)
		for d := first; d <= last; d++ {
			plays[key{d, p.Round, p.Table}] = p
		}
	}

	var problems []Problem
	problem := func(p Problem) {
		problems = append(problems, p)
	}
	at := func(r Row) movement.Text {
		if r.Line > 0 {
			return say("line %d", r.Line)
		}
		return say("round %d, table %d", r.Round, r.Table)
	}
	seen := map[key]*Row{}
	for i := range rows {
		if i%4096 == 0 {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
		}
		r := &rows[i]
		k := key{r.Deal, r.Round, r.Table}
		pr := Problem{Deal: r.Deal, Round: r.Round, Table: r.Table, Line: r.Line}
		if r.Deal < 1 || r.Deal > deals {
			pr.Text = pick(preferans, say("%s: deal %d is not in the movement (1 to %d)", at(*r), r.Deal, deals),
				say("%s: board %d is not in the movement (1 to %d)", at(*r), r.Deal, deals))
			problem(pr)
			continue
		}
		p, ok := plays[k]
		if !ok {
			pr.Text = pick(preferans, say("%s: deal %d is not played at table %d in round %d", at(*r), r.Deal, r.Table, r.Round),
				say("%s: board %d is not played at table %d in round %d", at(*r), r.Deal, r.Table, r.Round))
			problem(pr)
			continue
		}
		if prev := seen[k]; prev != nil {
			pr.Text = pick(preferans, say("%s: deal %d at table %d in round %d is given twice (first at %s)", at(*r), r.Deal, r.Table, r.Round, at(*prev)),
				say("%s: board %d at table %d in round %d is given twice (first at %s)", at(*r), r.Deal, r.Table, r.Round, at(*prev)))
			problem(pr)
			continue
		}
		seen[k] = r
		if len(r.Scores) != len(m.Seats) {
			pr.Text = pick(preferans, say("%s: deal %d: %d scores, want one for each of the %d seats", at(*r), r.Deal, len(r.Scores), len(m.Seats)),
				say("%s: board %d: %d scores, want one for each of the %d seats", at(*r), r.Deal, len(r.Scores), len(m.Seats)))
			problem(pr)
			continue
		}
		sum := 0
		for s, v := range r.Scores {
			sum += v
			if p.Seats[s] == 0 && v != 0 {
				pr.Text = pick(preferans, say("%s: deal %d: the %s seat is empty at table %d, yet scores %d", at(*r), r.Deal, m.Seats[s], r.Table, v),
					say("%s: board %d: the %s seat is empty at table %d, yet scores %d", at(*r), r.Deal, m.Seats[s], r.Table, v))
				problem(pr)
			}
		}
		if sum != 0 {
			if preferans {
				pr.Text = say("%s: deal %d: the vists sum to %d, want 0", at(*r), r.Deal, sum)
			} else {
				pr.Text = say("%s: board %d: the scores sum to %d, want 0 (NS and EW score the same with opposite signs)", at(*r), r.Deal, sum)
			}
			problem(pr)
		}
		if !preferans && m.Kind == movement.Individual {
			for s, seat := range m.Seats {
				if ps := m.SeatIndex(seat.Partner()); ps >= 0 && r.Scores[s] != r.Scores[ps] {
					pr.Text = say("%s: board %d: partners %s and %s score %d and %d, want the same", at(*r), r.Deal, seat, seat.Partner(), r.Scores[s], r.Scores[ps])
					problem(pr)
					break
				}
			}
		}
	}
	// Missing rows, in deal, round, table order.
	var missing []key
	for k := range plays {
		if seen[k] == nil {
			missing = append(missing, k)
		}
	}
	slices.SortFunc(missing, func(a, b key) int {
		return cmp.Or(cmp.Compare(a.deal, b.deal), cmp.Compare(a.round, b.round), cmp.Compare(a.table, b.table))
	})
	for _, k := range missing {
		p := plays[k]
		var who []string
		for _, c := range p.Seats {
			if c != 0 {
				who = append(who, m.Label(c))
			}
		}
		problem(Problem{Deal: k.deal, Round: k.round, Table: k.table,
			Text: pick(preferans, say("deal %d: no result from table %d in round %d (%s)", k.deal, k.table, k.round, strings.Join(who, ", ")),
				say("board %d: no result from table %d in round %d (%s)", k.deal, k.table, k.round, strings.Join(who, ", ")))})
	}
	if len(problems) > 0 {
		e := &Error{Problems: problems}
		if len(problems) > MaxProblems {
			e.Problems, e.Omitted = problems[:MaxProblems], len(problems)-MaxProblems
		}
		return nil, e
	}

	res := &Result{Game: m.Game, Rank: opt.Rank}
	// The records of every deal, by line.
	byDeal := make([][]Record, deals+1)
	for _, r := range rows {
		p := plays[key{r.Deal, r.Round, r.Table}]
		for s, seat := range m.Seats {
			c := p.Seats[s]
			if c == 0 {
				continue
			}
			line := seat
			if !preferans {
				line = seat.Direction()
				if p.Switched {
					line = line.Opposite()
				}
			}
			byDeal[r.Deal] = append(byDeal[r.Deal], Record{Deal: r.Deal, Round: r.Round, Table: r.Table, Seat: seat,
				Contestant: c, Score: r.Scores[s], Line: line, Group: r.Group})
		}
	}
	for d := 1; d <= deals; d++ {
		recs := byDeal[d]
		if len(recs) == 0 {
			continue
		}
		res.Deals++
		slices.SortStableFunc(recs, func(a, b Record) int {
			return cmp.Or(cmp.Compare(a.Line, b.Line), cmp.Compare(a.Round, b.Round), cmp.Compare(a.Table, b.Table))
		})
		groups := map[int]int{}
		for i := 0; i < len(recs); {
			j := i
			for j < len(recs) && recs[j].Line == recs[i].Line {
				j++
			}
			scoreLine(recs[i:j])
			i = j
		}
		for _, r := range rows {
			if r.Deal == d {
				groups[r.Group]++
			}
		}
		if len(groups) > 1 {
			f := Fouled{Deal: d}
			for g := range groups {
				f.Groups = append(f.Groups, g)
			}
			slices.Sort(f.Groups)
			for _, g := range f.Groups {
				f.Sizes = append(f.Sizes, groups[g])
			}
			res.Fouled = append(res.Fouled, f)
		}
		res.Records = append(res.Records, recs...)
	}

	// Totals.
	total := make([]Standing, m.Contestants+1)
	for _, r := range res.Records {
		st := &total[r.Contestant]
		st.Contestant = r.Contestant
		st.Deals++
		st.Matchpoints += r.Matchpoints
		st.Top += r.Top
	}
	var groups [][]int
	if opt.Rank == Overall {
		var all []int
		for c := 1; c <= m.Contestants; c++ {
			if total[c].Deals > 0 {
				all = append(all, c)
			}
		}
		groups = [][]int{all}
	} else {
		rep, err := movement.AnalyzeContext(ctx, m, 0)
		if err != nil {
			return nil, err
		}
		groups = rep.Fields
	}
	for fi, f := range groups {
		rk := Ranking{}
		if opt.Rank == ByField {
			rk.Field = fi + 1
		}
		for _, c := range f {
			st := total[c]
			if st.Deals == 0 {
				continue
			}
			st.Label = m.Label(c)
			if st.Top > 0 {
				st.Percent = 100 * st.Matchpoints / st.Top
			}
			rk.Standings = append(rk.Standings, st)
		}
		slices.SortStableFunc(rk.Standings, func(a, b Standing) int {
			return cmp.Or(-comparePercent(a, b), cmp.Compare(a.Contestant, b.Contestant))
		})
		for i := range rk.Standings {
			if i > 0 && comparePercent(rk.Standings[i], rk.Standings[i-1]) == 0 {
				rk.Standings[i].Place = rk.Standings[i-1].Place
				rk.Standings[i].Tied, rk.Standings[i-1].Tied = true, true
			} else {
				rk.Standings[i].Place = i + 1
			}
		}
		if opt.Rank == ByField {
			rk.Line = commonLine(m, res.Records, f)
		}
		if len(rk.Standings) > 0 {
			res.Rankings = append(res.Rankings, rk)
		}
	}
	return res, nil
}

// commonLine is the comparison line every record of the field's
// contestants is in, or "" when they are in more than one.
func commonLine(m *movement.Movement, recs []Record, field []int) movement.Seat {
	in := map[int]bool{}
	for _, c := range field {
		in[c] = true
	}
	var line movement.Seat
	for _, r := range recs {
		if !in[r.Contestant] {
			continue
		}
		if line == "" {
			line = r.Line
		} else if r.Line != line {
			return ""
		}
	}
	return line
}

// scoreLine gives the records of one line of one deal their matchpoints
// and top: within each group on the 2 / 1 / 0 scale, normalised to the
// whole line by Neuberg's formula when there are several groups.
func scoreLine(recs []Record) {
	N := len(recs)
	byGroup := map[int][]int{}
	for i, r := range recs {
		byGroup[r.Group] = append(byGroup[r.Group], i)
	}
	for _, idx := range byGroup {
		values := make([]int, len(idx))
		for k, i := range idx {
			values[k] = recs[i].Score
		}
		mp := Matchpoints(values)
		for k, i := range idx {
			recs[i].Matchpoints = Neuberg(mp[k], len(idx), N)
			recs[i].Top = float64(2 * (N - 1))
		}
	}
}

// comparePercent orders two standings by percentage, treating figures
// within a rounding error as equal (Neuberg's fractions).
func comparePercent(a, b Standing) int {
	// a.Matchpoints/a.Top against b.Matchpoints/b.Top, cross-multiplied.
	x, y := a.Matchpoints*b.Top, b.Matchpoints*a.Top
	if math.Abs(x-y) <= 1e-9*math.Max(1, math.Max(math.Abs(x), math.Abs(y))) {
		return 0
	}
	return cmp.Compare(x, y)
}
