package cards_test

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/movegen/movegen/export/cards"
	"github.com/movegen/movegen/export/cards/samples"
	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/movement/teams"
)

// summaryRows reads the Summary sheet back as its names (column A, ""
// under a name for the rows of its list) and their values (column B).
func summaryRows(t *testing.T, b *cards.Book, lang string) [][2]string {
	t.Helper()
	p := i18n.New(lang)
	f := open(t, b, xopts{Printer: p})
	rows, err := f.GetRows(p.T("Summary"))
	if err != nil {
		t.Fatal(err)
	}
	var out [][2]string
	for _, r := range rows[2:] {
		for len(r) < 2 {
			r = append(r, "")
		}
		out = append(out, [2]string{r[0], r[1]})
	}
	return out
}

// valuesOf joins the values listed under the name key (its own row and
// the unnamed rows under it) with sep (a space; nothing in Chinese, which
// is broken between characters): a sentence broken into lines reads
// whole again.
func valuesOf(rows [][2]string, key, sep string) (string, bool) {
	i := slices.IndexFunc(rows, func(r [2]string) bool { return r[0] == key })
	if i < 0 {
		return "", false
	}
	vals := []string{rows[i][1]}
	for _, r := range rows[i+1:] {
		if r[0] != "" {
			break
		}
		vals = append(vals, r[1])
	}
	return strings.Join(vals, sep), true
}

// TestSummaryTeams: the Summary sheet of a teams movement leads with the
// teams' figures and properties, as the text report does, and leaves out
// the pairs' balance index, meetings and comparisons, saying so; a pairs
// movement's sheet keeps them.
func TestSummaryTeams(t *testing.T) {
	rr, err := teams.RoundRobin(teams.RoundRobinOptions{Teams: 6})
	rrBook := book(t, rr, err)
	mit, err := samples.Mitchell(3, samples.Switched)
	mitBook := book(t, mit, err)
	for _, lang := range i18n.Langs() {
		t.Run(lang, func(t *testing.T) {
			p := i18n.New(lang)
			sep := " "
			if lang == i18n.Chinese {
				sep = ""
			}
			pairsOnly := []string{p.T("Balance index"), p.T("Meetings min / max"), p.T("Comparisons min / max")}

			rows := summaryRows(t, rrBook, lang)
			for _, k := range pairsOnly {
				if _, ok := valuesOf(rows, k, sep); ok {
					t.Errorf("a teams movement's Summary sheet lists the pairs' %q", k)
				}
			}
			figures, ok := valuesOf(rows, p.T("Teams"), sep)
			if !ok {
				t.Fatalf("no %q on the Summary sheet:\n%v", p.T("Teams"), rows)
			}
			for _, want := range []string{
				p.Sprintf("%d teams, %d matches in %d meetings.", 6, 15, 15),
				p.T("Every two teams meet exactly once."),
				p.Sprintf("Two teams that meet are compared on %d boards.", 5),
				p.Sprintf("Every team is compared on %d boards in all.", 25),
				p.T("No team has a bye."),
			} {
				if !strings.Contains(figures, want) {
					t.Errorf("the teams' figures miss %q:\n%s", want, figures)
				}
			}
			if lang == i18n.English && !strings.HasPrefix(figures, "6 teams, 15 matches in 15 meetings. Every two teams meet exactly once.") {
				t.Errorf("teams' figures = %q", figures)
			}
			props, _ := valuesOf(rows, p.T("Properties"), sep)
			if !strings.Contains(props, p.T("teams-all-meet-once")) || strings.Contains(props, p.T("equal-comparisons")) {
				t.Errorf("properties = %q, want the teams' (all meet once), not the pairs' (equal comparisons)", props)
			}
			note, ok := valuesOf(rows, p.T("Pairs, each on its own:"), sep)
			if want := p.T("(their meetings, comparisons and balance index are left out: a teams event compares the two tables of a match, as above)"); !ok || note != want {
				t.Errorf("pairs' note = %q, want %q", note, want)
			}
			if v, _ := valuesOf(rows, p.T("Repeated sets"), sep); v != "0" {
				t.Errorf("repeated sets = %q, want 0", v)
			}

			rows = summaryRows(t, mitBook, lang)
			for _, k := range pairsOnly {
				if _, ok := valuesOf(rows, k, sep); !ok {
					t.Errorf("a pairs movement's Summary sheet has no %q", k)
				}
			}
			if _, ok := valuesOf(rows, p.T("Teams"), sep); ok {
				t.Errorf("a pairs movement's Summary sheet has teams' figures")
			}
		})
	}
}

// TestTablesMatchNotesHoldTogether: on the Tables sheet of a teams
// workbook no line of a match note starts with a number: the note is
// broken between phrases, never inside "for boards 4–5" (as the card
// model holds them, cards.PaperTableSheet).
func TestTablesMatchNotesHoldTogether(t *testing.T) {
	rr, err := teams.RoundRobin(teams.RoundRobinOptions{Teams: 6})
	b := book(t, rr, err)
	for _, lang := range []string{i18n.English, i18n.Russian} {
		p := i18n.New(lang)
		f := open(t, b, xopts{Printer: p})
		rows, err := f.GetRows(p.T("Tables"))
		if err != nil {
			t.Fatal(err)
		}
		lines := 0
		for i, r := range rows {
			// A line of its own: column A alone (a grid row has its
			// round there and more cells beside it).
			if len(r) != 1 || r[0] == "" {
				continue
			}
			lines++
			if c := r[0][0]; c >= '0' && c <= '9' {
				t.Errorf("%s: row %d starts with a number cut from its phrase: %q (above: %q)", lang, i+1, r[0], rows[i-1])
			}
		}
		if lines < len(b.Tables)*rr.Rounds {
			t.Errorf("%s: %d lines of their own, want at least a note for each of %d tables × %d rounds", lang, lines, len(b.Tables), rr.Rounds)
		}
	}
}

// TestTeamMatrices: a teams workbook has the teams' matrices before the
// pairs' (who plays whom, boards compared), each cell the report's figure
// under "Team t" headings, in every language; a pairs workbook has none.
func TestTeamMatrices(t *testing.T) {
	fl, err := teams.Flower(teams.FlowerOptions{Teams: 7})
	b := book(t, fl, err)
	tr := cards.TeamsReport(fl)
	for _, lang := range i18n.Langs() {
		p := i18n.New(lang)
		f := open(t, b, xopts{Printer: p})
		sheets := f.GetSheetList()
		tm, tc, pm := slices.Index(sheets, p.T("Team meetings")), slices.Index(sheets, p.T("Team comparisons")), slices.Index(sheets, p.T("Meetings"))
		if tm < 0 || tc != tm+1 || pm != tc+1 {
			t.Fatalf("%s: sheets %q: want the teams' meetings and comparisons just before the pairs' meetings", lang, sheets)
		}
		for _, x := range []struct {
			sheet string
			want  func(i, j int) int
		}{{p.T("Team meetings"), tr.MeetCount.At}, {p.T("Team comparisons"), tr.Boards.At}} {
			rows, err := f.GetRows(x.sheet)
			if err != nil {
				t.Fatal(err)
			}
			if len(rows) != 3+tr.Teams || rows[2][3] != p.Sprintf("Team %s", "3") {
				t.Fatalf("%s/%s: %d rows, heading of column 3 %q", lang, x.sheet, len(rows), rows[2][3])
			}
			for i := 1; i <= tr.Teams; i++ {
				for j := 1; j <= tr.Teams; j++ {
					if i == j {
						continue
					}
					if got, want := rows[2+i][j], strconv.Itoa(x.want(i, j)); got != want {
						t.Errorf("%s/%s: teams %d and %d: %q, want %s", lang, x.sheet, i, j, got, want)
					}
				}
			}
		}
	}
	m7, err := samples.Mitchell(7, samples.Plain)
	f := open(t, book(t, m7, err), xopts{})
	if slices.Contains(f.GetSheetList(), "Team meetings") {
		t.Error("a pairs workbook has the teams' matrices")
	}
}
