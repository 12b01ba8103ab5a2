package jsonfile

import (
	"encoding/json"
	"fmt"
	"io"
	"math"
	"slices"

	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/simulate"
)

// Report is the JSON form of a fairness report, as "movegen check --format
// json" prints it. Keys are stable; later versions may add keys.
type Report struct {
	// File is the input the movement came from, when known.
	File string `json:"file,omitempty"`
	Name string `json:"name"`
	// Valid is true when Validate found no errors (notes are allowed).
	Valid   bool   `json:"valid"`
	Verdict string `json:"verdict"`
	// Problems lists errors then notes; never null. When the list was
	// capped (CapProblems, or movement.AnalyzeFirst), ProblemsOmitted
	// counts those left out and ProblemsOmittedByCode counts them by code.
	Problems              []Problem      `json:"problems"`
	ProblemsOmitted       int            `json:"problems_omitted,omitempty"`
	ProblemsOmittedByCode map[string]int `json:"problems_omitted_by_code,omitempty"`
	// Teams is the teams report of a teams movement (issue 31): its
	// figures lead, right after the problems. PairsOnly then names the
	// keys below whose figures are of the teams' pairs, each on its own
	// ("summary", "fields", "properties", "contestants", "matrices"): a
	// teams event compares the two tables of a match, so the pairs'
	// meetings, comparisons and balance index say nothing of its
	// fairness.
	Teams       *TeamsReport `json:"teams,omitempty"`
	PairsOnly   []string     `json:"pairs_only,omitempty"`
	Summary     Summary      `json:"summary"`
	Fields      [][]int      `json:"fields"`
	Properties  []string     `json:"properties"`
	Contestants []Contestant `json:"contestants"`
	// Matrices is present only when asked for.
	Matrices *Matrices `json:"matrices,omitempty"`
	// Simulation holds the figures of "check --simulate"
	// (movement/simulate); SimulationError says in English why there
	// are none (the movement cannot be simulated, or the run stopped
	// before its first sessions).
	Simulation      *simulate.Result `json:"simulation,omitempty"`
	SimulationError string           `json:"simulation_error,omitempty"`
}

// CapProblems keeps the first n problems (errors come first) and counts
// the rest in ProblemsOmitted; n < 1 keeps them all.
func (r *Report) CapProblems(n int) {
	if n < 1 || len(r.Problems) <= n {
		return
	}
	for _, p := range r.Problems[n:] {
		r.omit(p.Code, 1)
	}
	r.Problems = r.Problems[:n]
}

// omit counts k problems of code left out of the list.
func (r *Report) omit(code string, k int) {
	if r.ProblemsOmittedByCode == nil {
		r.ProblemsOmittedByCode = map[string]int{}
	}
	r.ProblemsOmitted += k
	r.ProblemsOmittedByCode[code] += k
}

// Problem is one finding of the validator. Round, table, contestant and set
// are left out when they do not apply.
type Problem struct {
	Code       string `json:"code"`
	Severity   string `json:"severity"`
	Round      int    `json:"round,omitempty"`
	Table      int    `json:"table,omitempty"`
	Contestant int    `json:"contestant,omitempty"`
	Set        int    `json:"set,omitempty"`
	Message    string `json:"message"`
}

// Stats summarises counts over pairs of contestants.
type Stats struct {
	Pairs  int     `json:"pairs"`
	Min    int     `json:"min"`
	Max    int     `json:"max"`
	Mean   float64 `json:"mean"`
	StdDev float64 `json:"stddev"`
}

// Summary holds the headline figures; see movement.Summary.
type Summary struct {
	Meetings         Stats   `json:"meetings"`
	NeverMeet        int     `json:"never_meet"`
	MeetMoreThanOnce int     `json:"meet_more_than_once"`
	Partnerships     *Stats  `json:"partnerships,omitempty"`
	Comparisons      Stats   `json:"comparisons"`
	Competition      *Stats  `json:"competition,omitempty"`
	RepeatedSets     int     `json:"repeated_sets"`
	BalanceIndex     float64 `json:"balance_index"`
}

// Contestant is one contestant's session; see movement.ContestantStats.
type Contestant struct {
	Contestant int            `json:"contestant"`
	Label      string         `json:"label"`
	Rounds     int            `json:"rounds"`
	Rests      int            `json:"rests"`
	Sets       int            `json:"sets"`
	Boards     int            `json:"boards"`
	Seats      map[string]int `json:"seats"`
	Switched   int            `json:"switched"`
}

// Matrices are the report's contestant × contestant tables, row i-1 and
// column j-1 for contestants i and j.
type Matrices struct {
	Meetings     [][]int `json:"meetings"`
	Partnerships [][]int `json:"partnerships,omitempty"`
	Comparisons  [][]int `json:"comparisons"`
	Competition  [][]int `json:"competition,omitempty"`
}

// NewReport converts rep, the report of m, into its JSON form; file may be
// empty. With matrices the contestant × contestant tables are included.
func NewReport(file string, m *movement.Movement, rep *movement.Report, matrices bool) Report {
	out := Report{
		File:        file,
		Name:        m.Name,
		Valid:       rep.Problems.Valid() && rep.Omitted.Errors == 0,
		Verdict:     string(rep.Verdict),
		Problems:    []Problem{},
		Fields:      [][]int{},
		Properties:  []string{},
		Contestants: []Contestant{},
	}
	for _, p := range rep.Problems {
		out.Problems = append(out.Problems, Problem{
			Code: string(p.Code), Severity: string(p.Severity), Round: p.Round, Table: p.Table,
			Contestant: p.Contestant, Set: p.Set, Message: p.Message(),
		})
	}
	for code, k := range rep.Omitted.ByCode {
		out.omit(string(code), k)
	}
	s := rep.Summary
	out.Summary = Summary{
		Meetings:         stats(s.Meetings),
		NeverMeet:        s.NeverMeet,
		MeetMoreThanOnce: s.MeetMoreThanOnce,
		Comparisons:      stats(s.Comparisons),
		RepeatedSets:     s.RepeatedSets,
		BalanceIndex:     finite(s.BalanceIndex),
	}
	if s.Partnerships != nil {
		st := stats(*s.Partnerships)
		out.Summary.Partnerships = &st
	}
	if s.Competition != nil {
		st := stats(*s.Competition)
		out.Summary.Competition = &st
	}
	for _, f := range rep.Fields {
		out.Fields = append(out.Fields, slices.Clone(f))
	}
	for _, p := range rep.Properties {
		out.Properties = append(out.Properties, string(p))
	}
	for _, c := range rep.Contestants {
		seats := map[string]int{}
		for _, st := range m.Seats {
			seats[string(st)] = c.Seats[st]
		}
		out.Contestants = append(out.Contestants, Contestant{
			Contestant: c.Contestant, Label: m.Label(c.Contestant), Rounds: c.Rounds, Rests: c.Rests,
			Sets: c.Sets, Boards: c.Boards, Seats: seats, Switched: c.Switched,
		})
	}
	out.Teams = NewTeamsReport(m)
	if out.Teams != nil {
		out.PairsOnly = []string{"summary", "fields", "properties", "contestants"}
		if matrices {
			out.PairsOnly = append(out.PairsOnly, "matrices")
		}
	}
	if matrices {
		out.Matrices = &Matrices{
			Meetings:     rows(rep.Meetings),
			Partnerships: rows(rep.Partnerships),
			Comparisons:  rows(rep.Comparisons),
			Competition:  rows(rep.Competition),
		}
	}
	return out
}

// WriteReport writes one or more reports: a single object for one report,
// a list for several. The output ends in a newline.
func WriteReport(w io.Writer, reports ...Report) error {
	var v any = reports
	if len(reports) == 1 {
		v = reports[0]
	}
	b, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		return fmt.Errorf("write report json: %w", err)
	}
	b = append(b, '\n')
	if _, err := w.Write(b); err != nil {
		return fmt.Errorf("write report json: %w", err)
	}
	return nil
}

func stats(s movement.Stats) Stats {
	return Stats{Pairs: s.Pairs, Min: s.Min, Max: s.Max, Mean: finite(s.Mean), StdDev: finite(s.StdDev)}
}

// finite maps NaN and infinities, which JSON cannot hold, to 0, and rounds
// to 6 decimals so that output does not depend on the last bits of a sum.
func finite(x float64) float64 {
	if math.IsNaN(x) || math.IsInf(x, 0) {
		return 0
	}
	return math.Round(x*1e6) / 1e6
}

func rows(mx movement.Matrix) [][]int {
	if mx.N == 0 || len(mx.Cells) != mx.N*mx.N {
		return nil
	}
	out := make([][]int, mx.N)
	for i := range out {
		out[i] = slices.Clone(mx.Cells[i*mx.N : (i+1)*mx.N])
	}
	return out
}
