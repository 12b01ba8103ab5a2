package text

import (
	"fmt"
	"github.com/movegen/movegen/internal/widetab"
	"io"
	"maps"
	"slices"
	"strconv"
	"strings"
	"text/tabwriter"

	"github.com/movegen/movegen/export/cards"
	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/movement"
)

// WriteReport prints rep, the fairness report of m: the verdict, every
// problem with its code and its place named once, the summary figures, the fields, the
// properties that hold and one line per contestant (rounds played, rests,
// distinct sets, boards, rounds in each seat, arrow-switched rounds). With
// Options.Matrices it adds the meetings and comparisons matrices.
//
// A teams movement's report leads with the teams' figures after the
// problems (movement.AnalyzeTeams: matches, who meets whom, boards
// compared, home and away, byes, copies; with Options.Matrices the team ×
// team matrices), then one line per pair under a heading that says the
// pairs' own meetings and comparisons are left out: a teams event compares
// the two tables of a match, not pairs in a field.
//
// Problem messages are translated through the catalogue (see
// ProblemMessage); problem codes stay as they are, for tools and searches.
func WriteReport(w io.Writer, m *movement.Movement, rep *movement.Report, opt Options) error {
	p := opt.printer()
	ew := &errWriter{w: w}
	ew.print(p.T("Fairness report") + p.Colon() + Title(m, p) + "\n")
	ew.print(p.Sprintf("Verdict: %s", p.T(string(rep.Verdict))) + "\n\n")

	writeProblems(ew, rep.Problems, rep.Omitted, opt.MaxProblems, p, opt.Words)
	if tr := cards.TeamsReport(m); rep.Verdict != movement.Invalid && tr != nil {
		// A teams event compares the two tables of a match: the teams'
		// figures lead, and the pairs' meetings, comparisons, fields and
		// balance index, which say nothing about it, are left out.
		writeTeams(ew, m, tr, p, opt.Matrices)
		writeTeamPairs(ew, m, rep, p)
	} else if rep.Verdict != movement.Invalid {
		writeSummary(ew, rep, p, m.SeatingOnly())
		if !m.SeatingOnly() {
			writeFields(ew, rep.Fields, p)
		}
		writeSections(ew, m, rep, p)
		writeProperties(ew, rep.Properties, p)
		writeContestants(ew, m, rep, p)
		if opt.Matrices {
			writeMatrix(ew, p.T("Meetings matrix:"), rep.Meetings)
			writeMatrix(ew, p.T("Comparisons matrix (boards):"), rep.Comparisons)
		}
	}
	if ew.err != nil {
		return fmt.Errorf("report: %w", ew.err)
	}
	return nil
}

// writeProblems lists ps, at most limit of them, each by its code, or by
// its kind in words when words is set (CodeWord).
func writeProblems(ew *errWriter, ps movement.Problems, omitted movement.Omitted, limit int, p *i18n.Printer, words bool) {
	name := func(c movement.Code) string {
		if words {
			return CodeWord(c, p)
		}
		return string(c)
	}
	if len(ps) == 0 {
		ew.print(p.T("Problems: none") + "\n")
		return
	}
	errs := len(ps.Errors())
	ew.print(p.Sprintf("Problems (errors: %d, notes: %d):", errs+omitted.Errors, len(ps)-errs+omitted.Notes) + "\n")
	listed := ps
	if limit > 0 && len(ps) > limit {
		listed = ps[:limit]
	}
	tw := widetab.New(ew, 0, 0, 2, ' ', 0)
	for _, pr := range listed {
		// Each message names its own place (round, table, seat,
		// contestant or set), so the line states it once.
		fmt.Fprintf(tw, "  %s\t%s\t%s\n", p.T(string(pr.Severity)), name(pr.Code), ProblemMessage(pr, p))
	}
	_ = tw.Flush() // errors are kept by ew
	byCode := map[movement.Code]int{}
	for _, pr := range ps[len(listed):] {
		byCode[pr.Code]++
	}
	for c, k := range omitted.ByCode {
		byCode[c] += k
	}
	if n := len(ps) - len(listed) + omitted.Total(); n > 0 {
		if words {
			ew.print("  " + p.Sprintf("… and %d more problems, not listed", n) + "\n")
		} else {
			ew.print("  " + p.Sprintf("… and %d more problems, not listed (check --all lists every one)", n) + "\n")
		}
		codes := slices.Sorted(maps.Keys(byCode))
		counts := make([]string, len(codes))
		for i, c := range codes {
			counts[i] = p.Sprintf("%s %d", name(c), byCode[c])
		}
		if words {
			ew.print("  " + p.Sprintf("of these, by kind: %s", strings.Join(counts, p.Comma())) + "\n")
		} else {
			ew.print("  " + p.Sprintf("of these, by code: %s", strings.Join(counts, p.Comma())) + "\n")
		}
	}
}

// writeSummary prints the summary figures; a seating-only movement (no
// sets) gets no set, comparison or balance figures, only a line saying so.
func writeSummary(ew *errWriter, rep *movement.Report, p *i18n.Printer, seatingOnly bool) {
	s := rep.Summary
	ew.print("\n" + p.T("Summary") + "\n")
	line := func(msg string) { ew.print("  " + msg + "\n") }
	st := s.Meetings
	line(p.Sprintf("meetings (rounds at the same table; pairs who can meet: %d): min %d, max %d, mean %.2f, sd %.2f", st.Pairs, st.Min, st.Max, st.Mean, st.StdDev))
	line(p.Sprintf("never meet: %d; meet more than once: %d", s.NeverMeet, s.MeetMoreThanOnce))
	if st := s.Partnerships; st != nil {
		line(p.Sprintf("partnerships (pairs of players: %d): min %d, max %d, mean %.2f, sd %.2f", st.Pairs, st.Min, st.Max, st.Mean, st.StdDev))
		line(p.Sprintf("never at the same table, as partners or opponents: %d", s.NeverAtTable))
	}
	if seatingOnly {
		line(p.T("boards: not scheduled (a seating plan; which boards each table plays is the director's choice), so no set or comparison figures"))
		return
	}
	st = s.Comparisons
	line(p.Sprintf("comparisons (boards in the same seat group; pairs within fields: %d): min %d, max %d, mean %.2f, sd %.2f", st.Pairs, st.Min, st.Max, st.Mean, st.StdDev))
	if st := s.Competition; st != nil {
		line(p.Sprintf("competition (Manning; pairs: %d): min %d, max %d, mean %.2f, sd %.2f", st.Pairs, st.Min, st.Max, st.Mean, st.StdDev))
	}
	ew.print("  " + p.Sprintf("repeated sets: %d", s.RepeatedSets) + "\n")
	ew.print("  " + p.Sprintf("balance index: %.2f of 100", s.BalanceIndex) + "\n")
}

func writeFields(ew *errWriter, fields [][]int, p *i18n.Printer) {
	if len(fields) == 0 {
		return
	}
	if !slices.ContainsFunc(fields, func(f []int) bool { return len(f) >= 2 }) {
		// An individual movement where nobody shares a set in the same
		// seat: one field per contestant says nothing, so say that once.
		ew.print("\n" + p.Sprintf("Fields: %d, each of one contestant: no comparisons (nobody plays a set in the same seat group as another).", len(fields)) + "\n")
		return
	}
	ew.print("\n" + p.T("Fields (ranked together):") + "\n")
	for i, f := range fields {
		ew.print("  " + p.Sprintf("field %d: %s", i+1, ranges(f)) + "\n")
	}
}

func writeProperties(ew *errWriter, props []movement.Property, p *i18n.Printer) {
	if len(props) == 0 {
		ew.print("\n" + p.T("Properties: none") + "\n")
		return
	}
	ew.print("\n" + p.Sprintf("Properties: %s", strings.Join(propertyNames(props, p), p.Comma())) + "\n")
}

// propertyNames names each property in the printer's language.
func propertyNames(props []movement.Property, p *i18n.Printer) []string {
	names := make([]string, len(props))
	for i, pr := range props {
		names[i] = p.T(string(pr))
	}
	return names
}

func writeContestants(ew *errWriter, m *movement.Movement, rep *movement.Report, p *i18n.Printer) {
	writeContestantsHead(ew, m, rep, p, true)
}

// writeContestantsHead prints the contestants' table, under the heading
// "Contestants:" when heading is set.
func writeContestantsHead(ew *errWriter, m *movement.Movement, rep *movement.Report, p *i18n.Printer, heading bool) {
	if len(rep.Contestants) == 0 {
		return
	}
	anySwitched := false
	for _, c := range rep.Contestants {
		anySwitched = anySwitched || c.Switched > 0
	}
	if heading {
		ew.print("\n" + p.T("Contestants:") + "\n")
	}
	tw := widetab.New(ew, 0, 0, 2, ' ', tabwriter.AlignRight)
	head := []string{p.T("contestant"), p.T("rounds"), p.T("rests"), p.T("sets"), p.T(string(unit(m)))}
	for _, s := range m.Seats {
		head = append(head, p.T(string(s)))
	}
	if anySwitched {
		head = append(head, p.T("switched"))
	}
	fmt.Fprintln(tw, strings.Join(head, "\t")+"\t")
	names := cards.Names(p, m)
	for _, c := range rep.Contestants {
		row := []string{nameOf(names, c.Contestant), strconv.Itoa(c.Rounds), strconv.Itoa(c.Rests), strconv.Itoa(c.Sets), strconv.Itoa(c.Boards)}
		for _, s := range m.Seats {
			row = append(row, strconv.Itoa(c.Seats[s]))
		}
		if anySwitched {
			row = append(row, strconv.Itoa(c.Switched))
		}
		fmt.Fprintln(tw, strings.Join(row, "\t")+"\t")
	}
	_ = tw.Flush()
}

func writeMatrix(ew *errWriter, title string, mx movement.Matrix) {
	if mx.N == 0 || len(mx.Cells) != mx.N*mx.N {
		return
	}
	ew.print("\n" + title + "\n")
	tw := widetab.New(ew, 0, 0, 1, ' ', tabwriter.AlignRight)
	head := []string{""}
	for j := 1; j <= mx.N; j++ {
		head = append(head, strconv.Itoa(j))
	}
	fmt.Fprintln(tw, strings.Join(head, "\t")+"\t")
	for i := 1; i <= mx.N; i++ {
		row := []string{strconv.Itoa(i)}
		for j := 1; j <= mx.N; j++ {
			if i == j {
				row = append(row, ".")
			} else {
				row = append(row, strconv.Itoa(mx.At(i, j)))
			}
		}
		fmt.Fprintln(tw, strings.Join(row, "\t")+"\t")
	}
	_ = tw.Flush()
}

// writeSections lists each section played on its own; the summary above
// is across the field.
func writeSections(ew *errWriter, m *movement.Movement, rep *movement.Report, p *i18n.Printer) {
	if len(rep.Sections) == 0 {
		return
	}
	ew.print("\n" + p.Sprintf("Sections (each on its own; the summary above is across the field, balance index %.1f):", rep.Summary.BalanceIndex) + "\n")
	first := 1
	for _, s := range rep.Sections {
		last := first + s.Tables - 1
		if len(s.Shared) > 0 {
			// Contestants who also play in another section are compared
			// here on part of their boards only: the section is not a
			// field by itself, and its balance index would mislead.
			ew.print("  " + p.Sprintf("section %s: %s, contestants %s: %s; no balance index of its own: contestants %s also play %s, so it is not a field by itself", s.Name, tablesOf(m, first, last, p), ranges(s.Contestants), p.T(string(s.Verdict)), ranges(s.Shared), inSections(s.Also, p)) + "\n")
		} else {
			ew.print("  " + p.Sprintf("section %s: %s, contestants %s: %s, balance index %.1f", s.Name, tablesOf(m, first, last, p), ranges(s.Contestants), p.T(string(s.Verdict)), s.BalanceIndex) + "\n")
		}
		first = last + 1
	}
}

// tablesOf names a section's tables first..last: "tables A1-A5", or
// "table D1" when the section is one table.
func tablesOf(m *movement.Movement, first, last int, p *i18n.Printer) string {
	if first == last {
		return p.Sprintf("table %s", m.TableName(first))
	}
	return p.Sprintf("tables %s-%s", m.TableName(first), m.TableName(last))
}

// inSections names the other sections a section's contestants also play
// in: "in section D", "in sections D and F".
func inSections(names []string, p *i18n.Printer) string {
	switch len(names) {
	case 0:
		return ""
	case 1:
		return p.Sprintf("in section %s", names[0])
	}
	return p.Sprintf("in sections %s", cards.AndList(p, names))
}

// nameOf is contestant c's name among names (cards.Names), or its
// number.
func nameOf(names []string, c int) string {
	if c < 1 || c > len(names) {
		return strconv.Itoa(c)
	}
	return names[c-1]
}
