package main

import (
	"bytes"
	"context"
	"iter"

	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/export/jsonfile"
	"github.com/movegen/movegen/export/text"
	"github.com/movegen/movegen/internal/app"
	"github.com/movegen/movegen/internal/request"
	"github.com/movegen/movegen/movement"
)

// This file holds what "movegen check" does for files that hold many
// movements (an EBUScore library): one report per movement, a verdict for
// a teams movement or an entry not read, and a summary line per movement.

// checkItem is one movement to check: the file it is in (its index among
// the command's files), the entry and how many entries the file holds; or
// the error that file gave.
type checkItem struct {
	file  int
	entry app.Entry
	count int
	err   error
}

// checkEntries reads the files in turn and yields each movement of each,
// or a file's error; it stops reading when ctx ends (the loop sees it).
func (in movementInput) checkEntries(ctx context.Context, g *globalOptions, files []string) iter.Seq[checkItem] {
	return func(yield func(checkItem) bool) {
		for i, file := range files {
			if ctx.Err() != nil {
				yield(checkItem{file: i, err: ctx.Err()})
				return
			}
			es, _, err := in.readAll(ctx, g, file)
			if err != nil {
				if !yield(checkItem{file: i, err: err}) {
					return
				}
				continue
			}
			for _, e := range es {
				if !yield(checkItem{file: i, entry: e, count: len(es)}) {
					return
				}
			}
		}
	}
}

// checkSummary collects the verdicts of the files that hold many
// movements, for the summary after the reports.
type checkSummary struct {
	files []fileVerdicts
	// printed counts the text reports written.
	printed int
}

// fileVerdicts are the verdicts of one file's movements.
type fileVerdicts struct {
	file    int
	name    string
	format  string
	entries []request.EntryCheck
}

// add records the verdict of a movement of it's file (when the file holds
// many).
func (s *checkSummary) add(p *i18n.Printer, name string, it checkItem, rep *movement.Report, limit int) request.EntryCheck {
	c := app.CheckEntry(it.entry, rep, p, limit)
	if it.count < 2 {
		return c
	}
	if n := len(s.files); n == 0 || s.files[n-1].file != it.file {
		s.files = append(s.files, fileVerdicts{file: it.file, name: name, format: it.entry.FormatTitle})
	}
	last := &s.files[len(s.files)-1]
	last.entries = append(last.entries, c)
	return c
}

// heading starts the text report of it: "== file: name (3 of 20) ==" for
// a movement of a file that holds many, "== file ==" when several files
// are checked.
func (s *checkSummary) heading(b *bytes.Buffer, p *i18n.Printer, name string, it checkItem, files int) {
	if s.printed > 0 {
		b.WriteString("\n")
	}
	s.printed++
	switch {
	case it.count > 1:
		b.WriteString(p.Sprintf("== %s: %s (%d of %d) ==", name, it.entry.Name, it.entry.Number, it.count) + "\n")
	case files > 1:
		b.WriteString(p.Sprintf("== %s ==", name) + "\n")
	}
}

// other checks an entry without a movement: a teams movement (its own
// verdict from Teams.Check) or an entry not read (why). It reports whether
// the entry has problems.
func (s *checkSummary) other(g *globalOptions, p *i18n.Printer, opts checkOptions, name string, it checkItem, limit int, reports *[]jsonfile.Report) (bool, error) {
	c := s.add(p, name, it, nil, limit)
	bad := c.VerdictClass == string(movement.Invalid)
	if opts.Format == "json" {
		r := jsonfile.Report{File: name, Name: c.Name, Valid: !bad && c.VerdictClass != app.NotRead, Verdict: c.VerdictClass,
			Problems: []jsonfile.Problem{}, Fields: [][]int{}, Properties: []string{}, Contestants: []jsonfile.Contestant{}}
		if it.entry.Teams != nil {
			r.Properties = append(r.Properties, "teams")
		}
		for _, pr := range c.Problems {
			code := pr.Code
			if code == "" {
				code = "teams"
			}
			r.Problems = append(r.Problems, jsonfile.Problem{Code: code, Severity: pr.Severity, Message: pr.Text})
		}
		if it.entry.Movement == nil && it.entry.Teams == nil {
			r.Problems = append(r.Problems, jsonfile.Problem{Code: app.NotRead, Severity: string(movement.Note), Message: it.entry.Skipped.String()})
		}
		*reports = append(*reports, r)
		return bad, nil
	}
	var b bytes.Buffer
	s.heading(&b, p, name, it, 0)
	for _, l := range c.Lines {
		b.WriteString(l + "\n")
	}
	if it.entry.Teams != nil {
		b.WriteString(p.Sprintf("Verdict: %s", c.Verdict) + "\n\n")
		if c.Errors+c.Notes == 0 {
			b.WriteString(p.T("Problems: none") + "\n")
		} else {
			b.WriteString(p.Sprintf("Problems (errors: %d, notes: %d):", c.Errors, c.Notes) + "\n")
			for _, pr := range c.Problems {
				code := pr.Code
				if code != "" {
					code += "  "
				}
				b.WriteString("  " + pr.Word + "  " + code + pr.Text + "\n")
			}
		}
		// What movegen's model finds in it: who meets whom, boards
		// compared, byes, the copies of the boards in use at once.
		if m := it.entry.Movement; m != nil {
			if err := text.WriteTeams(&b, m, text.Options{Printer: p, Matrices: opts.Matrices}); err != nil {
				return bad, internalErr(err)
			}
		}
	}
	return bad, writeOutput(g, "", b.Bytes())
}

// write prints, after the text reports, the summary of each file that
// holds many movements: a line per movement and the total.
func (s *checkSummary) write(g *globalOptions, p *i18n.Printer, format string) error {
	if format != "text" || len(s.files) == 0 {
		return nil
	}
	var b bytes.Buffer
	for _, f := range s.files {
		b.WriteString("\n" + p.Sprintf("Summary of %s (%s):", f.name, f.format) + "\n")
		for _, c := range f.entries {
			b.WriteString("  " + c.Summary + "\n")
		}
		b.WriteString(app.CheckTotal(p, f.entries) + "\n")
	}
	return writeOutput(g, "", b.Bytes())
}
