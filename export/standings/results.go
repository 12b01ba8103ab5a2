package standings

import (
	"fmt"
	"io"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/movegen/movegen/export/csvfile"
	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/teams"
)

// Scale converts a match's result to victory points out of 20: the
// winner's share, the loser's 20 less it.
type Scale string

// The scales Apply knows.
const (
	// WBF is the WBF's continuous 20-VP scale from an IMP margin (the
	// WBF Scoring Panel's technical report "The New WBF IMP to VP
	// Scales", 2013): with N boards the blitz is X = 15·√N IMPs and a
	// margin of M IMPs wins 10 + 10·(1 − τ^(3M/X))/(1 − τ^3) VP, τ the
	// golden section (√5 − 1)/2, at most 20, to two decimals. (The WBF's
	// printed tables smooth a few two-decimal steps; this is the
	// formula.)
	WBF Scale = "wbf"
	// Percent converts a matchpoint percentage of a pairs match to VP in
	// proportion: VP = percentage ÷ 5 (60% is 12 VP, 50% a draw at 10);
	// movegen's plain conversion for short matchpointed matches, named so
	// that the standings say which was used.
	Percent Scale = "percent"
)

// Scales lists the scales, for help and checks.
func Scales() []Scale { return []Scale{WBF, Percent} }

// MaxVP is the victory points a match is worth on every scale (20).
const MaxVP = 20

// IMPsToVP is the winner's VP on the WBF scale for a margin of imps
// (≥ 0) over boards boards.
func IMPsToVP(imps float64, boards int) float64 {
	x := 15 * math.Sqrt(float64(boards))
	tau := (math.Sqrt(5) - 1) / 2
	v := 10 + 10*(1-math.Pow(tau, 3*imps/x))/(1-math.Pow(tau, 3))
	return math.Round(min(v, MaxVP)*100) / 100
}

// vpOf converts one result as typed: a number of VP ("12.5"), an IMP
// margin ("+7 imps", "-3 IMPs") on the WBF scale, or a matchpoint
// percentage ("58.2%") on the percent scale; scale names the one the
// event uses for IMPs or percentages (empty: the matching one).
func vpOf(v string, scale Scale, boards int) (float64, bool, movement.Text) {
	low := strings.ToLower(strings.TrimSpace(v))
	num := func(s string) (float64, bool) {
		f, err := strconv.ParseFloat(strings.TrimSpace(strings.TrimPrefix(s, "+")), 64)
		return f, err == nil && !math.IsNaN(f) && !math.IsInf(f, 0) && math.Abs(f) < 1e6
	}
	switch {
	case strings.HasSuffix(low, "imps") || strings.HasSuffix(low, "imp"):
		if scale != "" && scale != WBF {
			return 0, false, movement.Say("%q is in IMPs, but the scale is %s", v, string(scale))
		}
		m, ok := num(strings.TrimSuffix(strings.TrimSuffix(low, "s"), "imp"))
		if !ok {
			return 0, false, movement.Say("%q is not an IMP margin (such as +7 imps)", v)
		}
		if m < 0 {
			return MaxVP - IMPsToVP(-m, boards), true, movement.Text{}
		}
		return IMPsToVP(m, boards), true, movement.Text{}
	case strings.HasSuffix(low, "%"):
		if scale != "" && scale != Percent {
			return 0, false, movement.Say("%q is a percentage, but the scale is %s", v, string(scale))
		}
		pc, ok := num(strings.TrimSuffix(low, "%"))
		if !ok || pc < 0 || pc > 100 {
			return 0, false, movement.Say("%q is not a percentage (0%% to 100%%)", v)
		}
		return math.Round(pc/5*100) / 100, true, movement.Text{}
	}
	f, ok := num(low)
	if !ok || f < 0 || f > MaxVP {
		return 0, false, movement.Say("%q is not a result: victory points (0 to %d), an IMP margin (+7 imps) or a percentage (58.2%%)", v, MaxVP)
	}
	return f, true, movement.Text{}
}

// Played reports whether the file carries a round with every result
// entered (at least one side of each match, and the bye's), and whether
// it carries one with none entered: then it is the round still to play.
func (f *File) Played() (all, none bool) {
	if f.Opp == nil {
		return false, true
	}
	all, none = true, true
	for t := 1; t < len(f.Opp); t++ {
		if f.Second[f.Opp[t]] != 0 {
			continue // a triangle's half: the pivot's line says
		}
		has := f.Result[t] != "" || f.Opp[t] != 0 && f.Result[f.Opp[t]] != ""
		if c := f.Second[t]; c != 0 {
			has = has && (f.Result2[t] != "" || f.Result[c] != "")
		}
		all = all && has
		none = none && f.Result[t] == "" && f.Result2[t] == ""
	}
	for t := 1; t < len(f.Opp); t++ {
		none = none && f.Result[t] == ""
	}
	return all, none
}

// half is one half of a triangle: the pivot's result against o, typed on
// the pivot's line as mine or on o's line as theirs.
type half struct {
	o           int
	mine, their string
}

// Apply enters the round's results: each team's VP goes up by its
// result converted to VP (scale: WBF, Percent or "" to take each result
// as typed; boards: the boards of the match, for the WBF scale), its
// opponent joins its meetings (twice, for a rematch) and a bye is
// counted. A result may be entered on one side of a match only: the
// other side gets 20 less it (an IMP margin or a percentage converts the
// same way). Both sides entered must add up to 20 VP. Every fault is an
// *Error naming the line. The standings come back in team order.
func (f *File) Apply(scale Scale, boards int) ([]teams.Standing, error) {
	if f.Opp == nil {
		return slices.Clone(f.Standings), nil
	}
	if scale != "" && !slices.Contains(Scales(), scale) {
		return nil, &Error{File: f.Name, Field: "scale", Msg: movement.Say("%q: want %s", string(scale), "wbf or percent")}
	}
	if boards <= 0 {
		boards = 8
	}
	n := len(f.Standings)
	vp := make([]float64, n+1)
	got := make([]bool, n+1)
	inTriangle := make([]bool, n+1)
	for t := 1; t <= n; t++ {
		if c := f.Second[t]; c != 0 {
			inTriangle[t], inTriangle[f.Opp[t]], inTriangle[c] = true, true, true
		}
	}
	for t := 1; t <= n; t++ {
		if f.Result[t] == "" || inTriangle[t] {
			continue
		}
		v, ok, why := vpOf(f.Result[t], scale, boards)
		if !ok {
			return nil, &Error{File: f.Name, Line: f.Line[t], Field: "result", Msg: why}
		}
		vp[t], got[t] = v, true
	}
	for p := 1; p <= n; p++ {
		if f.Second[p] == 0 {
			continue
		}
		// A triangle: each half a match of its own on half the boards;
		// the pivot scores the mean of its halves' VP.
		var sum float64
		for _, h := range []half{{f.Opp[p], f.Result[p], f.Result[f.Opp[p]]}, {f.Second[p], f.Result2[p], f.Result[f.Second[p]]}} {
			mine, err := f.halfVP(p, h, scale, max(boards/2, 1))
			if err != nil {
				return nil, err
			}
			vp[h.o], got[h.o] = math.Round((MaxVP-mine)*100)/100, true
			sum += mine
		}
		vp[p], got[p] = math.Round(sum/2*100)/100, true
	}
	for t := 1; t <= n; t++ {
		o := f.Opp[t]
		switch {
		case inTriangle[t]:
		case o == 0 && !got[t]:
			return nil, &Error{File: f.Name, Line: f.Line[t], Field: "result", Msg: movement.Say("team %d had the bye: enter the victory points it scores for it", t)}
		case o == 0:
		case !got[t] && !got[o]:
			return nil, &Error{File: f.Name, Line: f.Line[t], Field: "result", Msg: movement.Say("no result for the match of team %d against team %d: enter it on either line", t, o)}
		case !got[t]:
			vp[t], got[t] = math.Round((MaxVP-vp[o])*100)/100, true
		case got[o] && math.Abs(vp[t]+vp[o]-MaxVP) > 0.005:
			return nil, &Error{File: f.Name, Line: f.Line[t], Field: "result", Msg: movement.Say("team %d scores %.2f VP and team %d %.2f: a match's VP add up to %d", t, vp[t], o, vp[o], MaxVP)}
		}
	}
	out := slices.Clone(f.Standings)
	slices.SortFunc(out, func(a, b teams.Standing) int { return a.Team - b.Team })
	for i := range out {
		s := &out[i]
		s.Met = slices.Clone(s.Met)
		s.VP = math.Round((s.VP+vp[s.Team])*100) / 100
		if o := f.Opp[s.Team]; o == 0 {
			s.Byes++
		} else {
			s.Met = append(s.Met, o)
		}
		if c := f.Second[s.Team]; c != 0 {
			s.Met = append(s.Met, c)
			s.Pivot++
		}
		if o := f.Opp[s.Team]; o != 0 && f.Second[o] == s.Team {
			s.Odd++
		}
	}
	return out, nil
}

// halfVP is the VP pivot p scores on the half h of a triangle: its own
// result on its line, or 20 less the other pair's; both entered must add
// up to 20.
func (f *File) halfVP(p int, h half, scale Scale, boards int) (float64, error) {
	var mine, their float64
	var ok bool
	var why movement.Text
	if h.mine != "" {
		if mine, ok, why = vpOf(h.mine, scale, boards); !ok {
			return 0, &Error{File: f.Name, Line: f.Line[p], Field: "result", Msg: why}
		}
	}
	if h.their != "" {
		if their, ok, why = vpOf(h.their, scale, boards); !ok {
			return 0, &Error{File: f.Name, Line: f.Line[h.o], Field: "result", Msg: why}
		}
	}
	switch {
	case h.mine == "" && h.their == "":
		return 0, &Error{File: f.Name, Line: f.Line[p], Field: "result", Msg: movement.Say("no result for the triangle's half between pair %d and pair %d: enter it on pair %d's line, or on the pivot's (first half; second half)", p, h.o, h.o)}
	case h.mine == "":
		return math.Round((MaxVP-their)*100) / 100, nil
	case h.their != "" && math.Abs(mine+their-MaxVP) > 0.005:
		return 0, &Error{File: f.Name, Line: f.Line[p], Field: "result", Msg: movement.Say("team %d scores %.2f VP and team %d %.2f: a match's VP add up to %d", p, mine, h.o, their, MaxVP)}
	}
	return mine, nil
}

// WriteRound writes the standings with the round p pairs filled in:
// every column of Write, then opp (the opponent, or "bye") and an empty
// result for the director to enter (VP, "+7 imps" or "58.2%"), after a
// comment line saying so. Read reads it back; Apply enters the results.
func WriteRound(w io.Writer, ss []teams.Standing, p *teams.Pairing, scale Scale) error {
	ss = slices.Clone(ss)
	slices.SortFunc(ss, func(a, b teams.Standing) int { return a.Team - b.Team })
	opp := map[int]string{}
	for _, x := range p.Matches {
		opp[x.Home], opp[x.Away] = strconv.Itoa(x.Away), strconv.Itoa(x.Home)
		if x.Odd != 0 {
			// The pivot's two, first half then second; the odd pair's
			// one, the pivot.
			opp[x.Pivot] = opp[x.Pivot] + " " + strconv.Itoa(x.Odd)
			opp[x.Odd] = strconv.Itoa(x.Pivot)
		}
	}
	if p.Bye != 0 {
		opp[p.Bye] = "bye"
	}
	what := "team"
	if p.Pairs {
		what = "pair"
	}
	how := "victory points (0 to 20), an IMP margin (+7 imps, WBF scale) or a matchpoint percentage (58.2%, VP = % / 5)"
	switch scale {
	case WBF:
		how = "an IMP margin (+7 imps, WBF scale) or victory points (0 to 20)"
	case Percent:
		how = "a matchpoint percentage (58.2%, VP = % / 5) or victory points (0 to 20)"
	}
	if _, err := fmt.Fprintf(w, "# Round %d: enter each match's result on one line (the other gets the rest of 20 VP): %s\n", p.Round, how); err != nil {
		return fmt.Errorf("write standings: %w", err)
	}
	if p.Triangle >= 0 {
		x := p.Matches[p.Triangle]
		if _, err := fmt.Fprintf(w, "# Triangle at table %d: pair %d plays the first half against pair %d and the second against pair %d; its line takes both halves' results, first; second (each half on half the boards)\n", x.Table, x.Pivot, x.Sitter(), x.Odd); err != nil {
			return fmt.Errorf("write standings: %w", err)
		}
	}
	cw := csvfile.NewRecordWriter(w)
	tri := triangles(ss)
	if p.Triangle >= 0 {
		tri = []string{"triangle"}
	}
	head := append(append([]string{what, "name", "vp", "met", "byes"}, tri...), "opp", "result")
	if err := cw.Write(head); err != nil {
		return fmt.Errorf("write standings: %w", err)
	}
	for _, s := range ss {
		rec := append(append(record(s), triangleWords(s, tri)...), opp[s.Team], "")
		if err := cw.Write(rec); err != nil {
			return fmt.Errorf("write standings: %w", err)
		}
	}
	if err := cw.Flush(); err != nil {
		return fmt.Errorf("write standings: %w", err)
	}
	return nil
}
