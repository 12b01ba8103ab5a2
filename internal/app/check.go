package app

import (
	"context"
	"strconv"
	"strings"

	"github.com/movegen/movegen/export/ebufile"
	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/export/text"
	"github.com/movegen/movegen/internal/request"
	"github.com/movegen/movegen/movement"
)

// NotRead is the verdict class of an entry listed in a file but not read
// (an EBUScore individual movement).
const NotRead = "not-read"

// CheckEntry gives the entry e its verdict in p's language: a movement's
// from rep (its fairness report; nil: analysed here), a teams movement's
// from Teams.Check, and an entry not read says why. limit bounds the
// problems listed (0: all).
func CheckEntry(e Entry, rep *movement.Report, p *i18n.Printer, limit int) request.EntryCheck {
	c := request.EntryCheck{Number: e.Number, Name: e.Name, Movement: e.Movement}
	switch {
	case e.Teams != nil:
		r := e.Teams.Check()
		c.VerdictClass = string(movement.Valid)
		if len(r.Problems) > 0 {
			c.VerdictClass = string(movement.Invalid)
		}
		c.Verdict, c.Errors = p.T(c.VerdictClass), len(r.Problems)
		for i, t := range r.Problems {
			if limit > 0 && i == limit {
				break
			}
			c.Problems = append(c.Problems, request.Problem{Severity: string(movement.Error), Word: p.T(string(movement.Error)), Text: p.Message(t.Format, t.Args...)})
		}
		// The notes movegen's model of the file finds (the copies of the
		// boards in use at once), as for the same movement in any other
		// format; the model's errors are the teams rules above.
		if e.Movement != nil {
			if rep == nil {
				rep = movement.Analyze(e.Movement)
			}
			var notes movement.Problems
			for _, pr := range rep.Problems {
				if pr.Severity != movement.Error {
					notes = append(notes, pr)
				}
			}
			c.Notes = len(notes) + rep.Omitted.Notes
			if limit == 0 || len(c.Problems) < limit {
				n := 0 // all
				if limit > 0 {
					n = limit - len(c.Problems)
				}
				c.Problems = append(c.Problems, listProblems(p, notes, n)...)
			}
		}
		c.Lines = TeamsLines(p, e.Teams, r)
		c.Summary = p.Sprintf("%d. %s: teams, %s, problems: %d", e.Number, e.Name, c.Verdict, c.Errors)
		if c.Notes > 0 {
			c.Summary = p.Sprintf("%d. %s: teams, %s, problems: %d, notes: %d", e.Number, e.Name, c.Verdict, c.Errors, c.Notes)
		}
	case e.Movement != nil:
		if rep == nil {
			rep = movement.Analyze(e.Movement)
		}
		c.VerdictClass, c.Verdict = string(rep.Verdict), p.T(string(rep.Verdict))
		c.Balance = p.Sprintf("%.2f", rep.Summary.BalanceIndex)
		c.Errors, c.Notes = len(rep.Problems.Errors())+rep.Omitted.Errors, len(rep.Problems)-len(rep.Problems.Errors())+rep.Omitted.Notes
		c.Problems = listProblems(p, rep.Problems, limit)
		c.Summary = p.Sprintf("%d. %s: %s, balance index %s, errors: %d, notes: %d", e.Number, e.Name, c.Verdict, c.Balance, c.Errors, c.Notes)
	default:
		c.VerdictClass, c.Verdict = NotRead, p.T("not read")
		why := p.Message(e.Skipped.Format, e.Skipped.Args...)
		c.Lines = []string{p.Sprintf("Not read: %s.", why)}
		c.Summary = p.Sprintf("%d. %s: not read (%s)", e.Number, e.Name, why)
	}
	return c
}

// listProblems are the first limit problems of ps (0: all) as a page and
// "check" list them: severity, its word and the sentence in p's language.
func listProblems(p *i18n.Printer, ps movement.Problems, limit int) []request.Problem {
	if limit > 0 && len(ps) > limit {
		ps = ps[:limit]
	}
	var out []request.Problem
	for _, pr := range ps {
		out = append(out, request.Problem{Severity: string(pr.Severity), Word: p.T(string(pr.Severity)), Text: text.ProblemMessage(pr, p), Code: string(pr.Code)})
	}
	return out
}

// TeamsLines describe a teams movement and its check r, in p's language:
// its size, then the matches of each round (home team – away team) and
// who sits out.
func TeamsLines(p *i18n.Printer, t *ebufile.Teams, r ebufile.TeamsReport) []string {
	out := []string{p.Sprintf("Teams movement (EBUScore type %d): %d tables, %d rounds, teams: %d, boards a round: %d.", t.Type, t.Tables, t.Rounds, r.Teams, t.BoardsPerRound)}
	for i, ms := range r.Matches {
		parts := make([]string, len(ms))
		for k, m := range ms {
			parts[k] = strconv.Itoa(m.Home) + "–" + strconv.Itoa(m.Away)
			if m.AwayRound > 0 {
				parts[k] = p.Sprintf("%d–%d (second half in round %d)", m.Home, m.Away, m.AwayRound)
			}
		}
		line := p.Sprintf("Round %d: %s.", i+1, strings.Join(parts, ", "))
		if len(parts) == 0 {
			line = p.Sprintf("Round %d: only second halves of matches begun earlier.", i+1)
		}
		if i < len(r.SitOut) && len(r.SitOut[i]) > 0 {
			out := make([]string, len(r.SitOut[i]))
			for k, s := range r.SitOut[i] {
				out[k] = strconv.Itoa(s)
			}
			line = p.Sprintf("Round %d: %s; sitting out: %s.", i+1, strings.Join(parts, ", "), strings.Join(out, ", "))
		}
		out = append(out, line)
	}
	return out
}

// CheckTotal sums up the verdicts of a file's entries in one sentence.
func CheckTotal(p *i18n.Printer, cs []request.EntryCheck) string {
	count := map[string]int{}
	for _, c := range cs {
		count[c.VerdictClass]++
	}
	return p.Sprintf("Total of %d: %d perfect, %d valid, %d invalid, %d not read.", len(cs),
		count[string(movement.Perfect)], count[string(movement.Valid)], count[string(movement.Invalid)], count[NotRead])
}

// CheckFile reads every movement of the file name holding data and gives
// each its verdict in p's language (the first limit problems listed; 0:
// all). A fault of the file is an *Error naming the file, the line and
// the field; a stop by ctx wraps the context's error.
func CheckFile(ctx context.Context, name string, data []byte, v *Values, p *i18n.Printer, limit int) (*request.FileCheck, error) {
	es, err := ReadAll(ctx, name, data, v)
	if err != nil {
		return nil, err
	}
	fc := &request.FileCheck{Format: es[0].FormatTitle}
	for _, e := range es {
		var rep *movement.Report
		if e.Movement != nil {
			if rep, err = movement.AnalyzeContext(ctx, e.Movement, limit); err != nil {
				return nil, err
			}
		}
		c := CheckEntry(e, rep, p, limit)
		fc.Problems = fc.Problems || c.VerdictClass == string(movement.Invalid)
		fc.Entries = append(fc.Entries, c)
	}
	fc.Total = CheckTotal(p, fc.Entries)
	return fc, nil
}

// CheckFile reads every movement of a file and gives each its verdict.
func (Service) CheckFile(ctx context.Context, name string, data []byte, p *i18n.Printer) (*request.FileCheck, error) {
	return CheckFile(ctx, name, data, nil, p, maxListedProblems)
}
