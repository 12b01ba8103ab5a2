package cards

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/teams"
)

// TestTeamsPaperCardSaysTheMatchOnce: the paper form of a teams table
// card names each round's teams in a Teams column and says the rest of
// the match note once above the grid when every round's match is played
// the same way, on the row otherwise, keeping every fact: read back from
// the paper (the Teams cell, the Boards cell, the line above or the row's
// note), each row gives its match's teams, other table, and the boards
// the table starts with and gets in the exchange. A round robin's cards,
// the same every round, have no note on any row.
func TestTeamsPaperCardSaysTheMatchOnce(t *testing.T) {
	rr8, err := teams.RoundRobin(teams.RoundRobinOptions{Teams: 8})
	if err != nil {
		t.Fatal(err)
	}
	copies, err := teams.RoundRobin(teams.RoundRobinOptions{Teams: 8, Boards: movement.BoardsCopies, BoardsPerMatch: 3})
	if err != nil {
		t.Fatal(err)
	}
	aw, err := teams.AmericanWhist(teams.AmericanWhistOptions{Teams: 7})
	if err != nil {
		t.Fatal(err)
	}
	pivot, err := teams.Pivot(teams.PivotOptions{Teams: 5})
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name    string
		m       *movement.Movement
		noNotes bool // no row of any card has a match note of its own
	}{
		{"round-robin-8", rr8, true},
		{"round-robin-8-copies", copies, true},
		{"american-whist-7", aw, false},
		{"pivot-5", pivot, false},
	} {
		b, err := Build(tc.m)
		if err != nil {
			t.Fatal(err)
		}
		for _, lang := range i18n.Langs() {
			p := i18n.New(lang)
			for _, card := range b.Tables {
				if card.Table == 0 || card.Phantom || card.Unused {
					continue
				}
				sh := PaperTableSheet(p, b, card)
				head := sh.Rows[0]
				tcol := slices.Index(head, p.T("Teams"))
				bcol := slices.Index(head, p.T("Boards"))
				if tcol < 0 || bcol < 0 {
					t.Fatalf("%s %s table %d: head %q has no Teams or Boards column", tc.name, lang, card.Table, head)
				}
				for k, row := range card.Rows {
					var x *MatchNote
					var other string
					for _, f := range row.Flags {
						if f.Kind == FlagMatch {
							x, other = f.Match, f.tableNames(p, tc.m)
						}
					}
					if x == nil {
						continue
					}
					cells := sh.Rows[k+1]
					where := tc.name + " " + lang + " table " + strconv.Itoa(card.Table) + " round " + strconv.Itoa(row.Round)
					if got, want := cells[tcol], MatchTeams(p, tc.m, x); got != want {
						t.Errorf("%s: teams %q, want %q", where, got, want)
					}
					note := cells[len(cells)-1]
					if strings.Contains(note, holdNumbers(MatchWay(p, x, other))) {
						// The whole match note but the teams, on its row.
						if tc.noNotes {
							t.Errorf("%s: a match note %q on a card whose every round is the same", where, note)
						}
						continue
					}
					// Said once above: read the halves back from it.
					first, last := boardsOf(cells[bcol])
					var start, then [2]int
					found := false
					for _, l := range sh.Above {
						if !x.HeadToHead() {
							break
						}
						if !x.Exchange && l == holdNumbers(matchWayEveryRound(p, &MatchNote{}, other)) {
							found = true
							break
						}
						for n := 1; n < last-first+1 && x.Exchange; n++ {
							firstHalf := MatchNote{Exchange: true, Start: [2]int{1, n}, Then: [2]int{n + 1, 2 * n}}
							secondHalf := MatchNote{Exchange: true, Start: [2]int{n + 1, 2 * n}, Then: [2]int{1, n}}
							switch l {
							case holdNumbers(matchWayEveryRound(p, &firstHalf, other)):
								start, then, found = [2]int{first, first + n - 1}, [2]int{first + n, last}, true
							case holdNumbers(matchWayEveryRound(p, &secondHalf, other)):
								start, then, found = [2]int{last - n + 1, last}, [2]int{first, last - n}, true
							}
						}
					}
					if !found {
						t.Errorf("%s: the match with table %s is neither on the row (%q) nor above (%q)", where, other, note, sh.Above)
						continue
					}
					if x.Exchange && (start != x.Start || then != x.Then) {
						t.Errorf("%s: the paper says boards %v first then %v, the match %v then %v", where, start, then, x.Start, x.Then)
					}
				}
			}
		}
	}
}

// boardsOf reads a Boards cell: "5–8", or "5".
func boardsOf(s string) (first, last int) {
	a, z, ok := strings.Cut(s, "–")
	first, _ = strconv.Atoi(a)
	if !ok {
		return first, first
	}
	last, _ = strconv.Atoi(z)
	return first, last
}
