package cards_test

import (
	"context"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/movegen/movegen/export/cards"
	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/teams"
)

// teamsMovements lists the teams movements the cards must handle: round
// robins of 3 to 16 teams (complete, with copies, fewer rounds), the
// American whist of 3 to 15 teams (complete and shorter), the flower of 3
// to 15 teams, and Swiss rounds of 8 and 9 teams.
func teamsMovements(t testing.TB) map[string]*movement.Movement {
	t.Helper()
	out := map[string]*movement.Movement{}
	add := func(name string, m *movement.Movement, err error) {
		t.Helper()
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		out[name] = m
	}
	for n := 3; n <= 16; n++ {
		m, err := teams.RoundRobin(teams.RoundRobinOptions{Teams: n})
		add(fmt.Sprintf("round-robin-%d", n), m, err)
	}
	m, err := teams.RoundRobin(teams.RoundRobinOptions{Teams: 8, Boards: movement.BoardsCopies, BoardsPerMatch: 3})
	add("round-robin-8-copies", m, err)
	m, err = teams.RoundRobin(teams.RoundRobinOptions{Teams: 10, Rounds: 5, BoardsPerMatch: 5})
	add("round-robin-10-of-5", m, err)
	for n := 3; n <= 15; n += 2 {
		m, err := teams.AmericanWhist(teams.AmericanWhistOptions{Teams: n})
		add(fmt.Sprintf("american-whist-%d", n), m, err)
		m, err = teams.Flower(teams.FlowerOptions{Teams: n})
		add(fmt.Sprintf("flower-%d", n), m, err)
		m, err = teams.Flower(teams.FlowerOptions{Teams: n + 1})
		add(fmt.Sprintf("flower-%d", n+1), m, err)
	}
	m, err = teams.AmericanWhist(teams.AmericanWhistOptions{Teams: 9, Rounds: 4, BoardsPerMatch: 6})
	add("american-whist-9-of-4", m, err)
	for _, n := range []int{8, 9} {
		var st []teams.Standing
		for i := 1; i <= n; i++ {
			st = append(st, teams.Standing{Team: i, VP: float64(20 - i)})
		}
		o := teams.SwissOptions{Standings: st}
		pr, err := teams.PairSwiss(context.Background(), o)
		if err != nil {
			t.Fatal(err)
		}
		m, err := pr.Movement(o)
		add(fmt.Sprintf("swiss-%d", n), m, err)
	}
	return out
}

// matchPatterns are the printed match notes of one language as regular
// expressions, built from the catalogue's sentences with marker numbers in
// place of the teams, tables, rounds and boards, so that the test reads
// what the cards print in any language without repeating the card
// model's code.
type matchPatterns struct {
	exchange, copies, first, second []*regexp.Regexp
}

// markerRe turns s, in which the marker numbers 777(k+1) stand for the k-th
// value and 8880 for the count of boards, into an expression capturing each value.
func markerRe(s string) *regexp.Regexp {
	q := regexp.QuoteMeta(s)
	q = regexp.MustCompile(`777([2-9])`).ReplaceAllStringFunc(q, func(x string) string {
		return fmt.Sprintf(`(?P<v%d>\d+(?:–\d+)?)`, int(x[3]-'1'))
	})
	q = strings.Replace(q, "8880", `(?P<v7>\d+)`, 1)
	// Notes are separated by "; " ("；" in Chinese).
	return regexp.MustCompile("(?:^|; |；)" + q + "(?:; |；|$)")
}

func newMatchPatterns(p *i18n.Printer) matchPatterns {
	// Markers have no digit 1, so that a count of 1 is found in the
	// sentence.
	marker := func(k int) string { return "777" + strconv.Itoa(k+1) }
	team := func(k int) string { return p.Sprintf("team %s", marker(k)) }
	teamsOf := p.Sprintf("%s v %s", team(1), team(2))
	var mp matchPatterns
	// The plural of the count of boards follows its number: one sentence
	// for each form (1, 21, 22, 25), the count then marked 8880.
	for _, n := range []int{1, 21, 22, 25} {
		s := p.Sprintf("%s with table %s: boards %s first; after %d boards exchange with table %s for boards %s",
			teamsOf, marker(3), marker(4), n, marker(5), marker(6))
		mp.exchange = append(mp.exchange, markerRe(strings.Replace(s, strconv.Itoa(n), "8880", 1)))
	}
	mp.copies = []*regexp.Regexp{markerRe(p.Sprintf("%s with table %s: each table plays its own copy of the boards", teamsOf, marker(3)))}
	// The round is a %d, which a printer writes with digit grouping: 98
	// stands for it, then marked as value 8.
	round := func(s string) *regexp.Regexp { return markerRe(strings.Replace(s, "98", marker(8), 1)) }
	mp.first = []*regexp.Regexp{round(p.Sprintf("%s, first half: the same boards are played at table %s in round %d", teamsOf, marker(3), 98))}
	mp.second = []*regexp.Regexp{round(p.Sprintf("%s, second half: the same boards were played at table %s in round %d", teamsOf, marker(3), 98))}
	return mp
}

// readNote finds the match note among the notes of a row ("; "
// separated; the match note has a "; " of its own) and returns its kind
// and values by marker number.
func (mp matchPatterns) readNote(notes string) (kind string, v map[int]string) {
	for _, note := range []string{notes} {
		for _, k := range []struct {
			name string
			res  []*regexp.Regexp
		}{{"exchange", mp.exchange}, {"copies", mp.copies}, {"first", mp.first}, {"second", mp.second}} {
			for _, re := range k.res {
				mm := re.FindStringSubmatch(note)
				if mm == nil {
					continue
				}
				v = map[int]string{}
				for i, name := range re.SubexpNames() {
					if strings.HasPrefix(name, "v") {
						n, _ := strconv.Atoi(name[1:])
						v[n] = mm[i]
					}
				}
				return k.name, v
			}
		}
	}
	return "", nil
}

// TestTeamsCardsReproduceSchedule follows the table cards of every teams
// movement from round 1 to the end, in English and Russian, as for any
// movement (the seating and the boards of every later round), and then
// reads each row's printed match note and checks it against the schedule
// alone: the two teams are those of the pairs seated there; the table the
// note names plays the same boards with the teams the other way round, in
// the round it names (the same round for a head-to-head match); the halves
// of an exchange are the two halves of the boards, the other table
// starting with the one this table gets; every play of the movement has
// its note.
func TestTeamsCardsReproduceSchedule(t *testing.T) {
	for name, m := range teamsMovements(t) {
		for _, lang := range i18n.Langs() {
			t.Run(name+"/"+lang, func(t *testing.T) {
				b, err := cards.Build(m)
				if err != nil {
					t.Fatal(err)
				}
				p := i18n.New(lang)
				pred := follow(t, b, p)
				if len(pred) != m.Rounds {
					t.Fatalf("followed %d rounds of %d", len(pred), m.Rounds)
				}
				checkAgainstSchedule(t, b, p, pred)
				checkMatchNotes(t, b, p, newMatchPatterns(p))
			})
		}
	}
}

// teamOf is the team of the pair with the printed label l.
func teamOfLabel(b *cards.Book, p *i18n.Printer, l string) int {
	for c := 1; c <= b.Movement.Contestants; c++ {
		if cards.Name(p, b, c) == l {
			return b.Movement.TeamOf(c)
		}
	}
	return 0
}

func checkMatchNotes(t reporter, b *cards.Book, p *i18n.Printer, mp matchPatterns) {
	t.Helper()
	m := b.Movement
	grid := m.Grid()
	noted := 0
	for _, card := range b.Tables {
		if card.Table == 0 || card.Phantom {
			continue
		}
		g := cards.TableGrid(p, b, card)
		for _, row := range g[1:] {
			r, _ := strconv.Atoi(row[0])
			if len(row) < 6 {
				continue // idle
			}
			play := grid[r-1][card.Table-1]
			kind, v := mp.readNote(row[len(row)-1])
			if kind == "" {
				t.Errorf("round %d, table %d: no match note in %q", r, card.Table, row[len(row)-1])
				continue
			}
			noted++
			nsTeam, ewTeam := teamOfLabel(b, p, row[1]), teamOfLabel(b, p, row[2])
			if v[1] != strconv.Itoa(nsTeam) || v[2] != strconv.Itoa(ewTeam) {
				t.Errorf("round %d, table %d: note names teams %s v %s, the seats hold teams %d and %d", r, card.Table, v[1], v[2], nsTeam, ewTeam)
			}
			other, _ := strconv.Atoi(tableNumber(b, v[3]))
			if kind == "exchange" && v[5] != v[3] {
				t.Errorf("round %d, table %d: match with table %s, exchange with table %s", r, card.Table, v[3], v[5])
			}
			or := r
			if kind == "first" || kind == "second" {
				or, _ = strconv.Atoi(v[8])
				if (kind == "first") != (or > r) {
					t.Errorf("round %d, table %d: %s half, other half in round %d", r, card.Table, kind, or)
				}
			}
			if or < 1 || or > m.Rounds || other < 1 || other > m.Tables || grid[or-1][other-1] == nil {
				t.Errorf("round %d, table %d: the other half at table %s, round %d, is not played", r, card.Table, v[3], or)
				continue
			}
			op := grid[or-1][other-1]
			if op.Set != play.Set || m.TeamOf(op.Seats[0]) != ewTeam || m.TeamOf(op.Seats[1]) != nsTeam {
				t.Errorf("round %d, table %d: table %s in round %d plays set %d with teams %d v %d, not set %d with %d v %d",
					r, card.Table, v[3], or, op.Set, m.TeamOf(op.Seats[0]), m.TeamOf(op.Seats[1]), play.Set, ewTeam, nsTeam)
			}
			if kind == "exchange" {
				first, last := m.Boards(play.Set)
				s1, s2 := boardsRange(v[4]), boardsRange(v[6])
				if s1[0] > s1[1] || s2[0] > s2[1] || min(s1[0], s2[0]) != first || max(s1[1], s2[1]) != last ||
					(s1[1]+1 != s2[0] && s2[1]+1 != s1[0]) || s1[1]-s1[0]+1 != atoi(v[7]) {
					t.Errorf("round %d, table %d: boards %s then %s after %s: not the two halves of %d–%d", r, card.Table, v[4], v[6], v[7], first, last)
				}
				// The other table starts with what this one gets.
				otherRow := cards.TableGrid(p, b, tableCard(b, other))[r]
				_, ov := mp.readNote(otherRow[len(otherRow)-1])
				if ov[4] != v[6] || ov[6] != v[4] {
					t.Errorf("round %d: table %d starts with %s and gets %s, table %d starts with %s and gets %s", r, card.Table, v[4], v[6], other, ov[4], ov[6])
				}
			}
		}
	}
	plays := 0
	for _, pl := range m.Play {
		if pl.InPlay() {
			plays++
		}
	}
	if noted != plays {
		t.Errorf("%d match notes for %d plays", noted, plays)
	}
}

func atoi(s string) int { n, _ := strconv.Atoi(s); return n }

// boardsRange reads "1–4" or "5".
func boardsRange(s string) [2]int {
	a, b, ok := strings.Cut(s, "–")
	if !ok {
		return [2]int{atoi(s), atoi(s)}
	}
	return [2]int{atoi(a), atoi(b)}
}

func tableCard(b *cards.Book, t int) cards.TableCard {
	for _, c := range b.Tables {
		if c.Table == t {
			return c
		}
	}
	return cards.TableCard{}
}

// TestTeamsFollowCatchesWrongMatch makes sure the match check is not
// blind: a note naming the wrong table, or the wrong halves, is caught.
func TestTeamsFollowCatchesWrongMatch(t *testing.T) {
	m, err := teams.RoundRobin(teams.RoundRobinOptions{Teams: 6, BoardsPerMatch: 6})
	if err != nil {
		t.Fatal(err)
	}
	p := i18n.New(i18n.English)
	for name, spoil := range map[string]func(x *cards.MatchNote, f *cards.Flag){
		"other table": func(x *cards.MatchNote, f *cards.Flag) { f.Tables, f.Names = []int{5}, []string{"5"} },
		"halves":      func(x *cards.MatchNote, f *cards.Flag) { x.Start, x.Then = x.Then, x.Start },
		"teams":       func(x *cards.MatchNote, f *cards.Flag) { x.NSTeam, x.EWTeam = x.EWTeam, x.NSTeam },
	} {
		b, err := cards.Build(m)
		if err != nil {
			t.Fatal(err)
		}
		f := &b.Tables[0].Rows[1].Flags[0]
		if f.Kind != cards.FlagMatch {
			t.Fatalf("first flag of table 1, round 2 is %v, want the match", f.Kind)
		}
		x := *f.Match
		f.Match = &x
		spoil(&x, f)
		rec := &recorder{}
		checkMatchNotes(rec, b, p, newMatchPatterns(p))
		if !rec.failed {
			t.Errorf("a wrong match note (%s) went unnoticed", name)
		}
	}
}

// TestTeamLabelsNeverConfusable: in every teams movement, in English and
// Russian, no pair label and no team's printed name reads as a place of
// the movement, and no two of them read alike (canon): a team is always
// written with its word ("team 3"), so it is never taken for table 3 or
// for pair NS 3.
func TestTeamLabelsNeverConfusable(t *testing.T) {
	checked := 0
	for name, m := range teamsMovements(t) {
		place := placeRe(m)
		b, err := cards.Build(m)
		if err != nil {
			t.Fatal(err)
		}
		for _, lang := range i18n.Langs() {
			p := i18n.New(lang)
			seen := map[string]string{}
			var names []string
			for c := 1; c <= m.Contestants; c++ {
				names = append(names, cards.Name(p, b, c))
			}
			for tm := 1; tm <= m.Teams.Count(); tm++ {
				names = append(names, cards.TeamText(p, m, tm))
			}
			for _, text := range names {
				checked++
				key := canon(text)
				if other, ok := seen[key]; ok {
					t.Errorf("%s/%s: %q and %q read alike (%s)", name, lang, other, text, key)
				}
				seen[key] = text
				if place.MatchString(key) {
					t.Errorf("%s/%s: %q reads as a place", name, lang, text)
				}
				if _, err := strconv.Atoi(strings.TrimSpace(text)); err == nil {
					t.Errorf("%s/%s: %q is a bare number", name, lang, text)
				}
			}
		}
	}
	t.Logf("%d labels checked", checked)
}

// TestTeamsTextGolden prints the setup sheet and every part of the book
// of three teams movements (a round robin of 4 teams, the American whist
// of 5, a Swiss round of 6 named teams), in English and Russian, and
// compares with the golden files.
func TestTeamsTextGolden(t *testing.T) {
	rr, err := teams.RoundRobin(teams.RoundRobinOptions{Teams: 4, BoardsPerMatch: 6})
	if err != nil {
		t.Fatal(err)
	}
	aw, err := teams.AmericanWhist(teams.AmericanWhistOptions{Teams: 5, BoardsPerMatch: 3})
	if err != nil {
		t.Fatal(err)
	}
	var st []teams.Standing
	for i, name := range []string{"Smith", "Jones", "Brown", "Taylor", "Wilson", "Evans"} {
		st = append(st, teams.Standing{Team: i + 1, Name: name, VP: float64(30 - 3*i), Met: []int{(i^1)%6 + 1}})
	}
	o := teams.SwissOptions{Standings: st, BoardsPerMatch: 6, Boards: movement.BoardsCopies}
	pr, err := teams.PairSwiss(context.Background(), o)
	if err != nil {
		t.Fatal(err)
	}
	sw, err := pr.Movement(o)
	if err != nil {
		t.Fatal(err)
	}
	for name, m := range map[string]*movement.Movement{"teams-round-robin4": rr, "teams-american-whist5": aw, "teams-swiss6": sw} {
		for _, lang := range i18n.Langs() {
			t.Run(name+"/"+lang, func(t *testing.T) {
				b, err := cards.Build(m)
				if err != nil {
					t.Fatal(err)
				}
				p := i18n.New(lang)
				var buf strings.Builder
				for _, part := range cards.SetupSheet(p, b) {
					buf.WriteString(part.Heading + "\n")
					for _, l := range part.Lines {
						buf.WriteString("  " + l + "\n")
					}
				}
				buf.WriteString("\f\n")
				buf.WriteString(bookText(t, b, p, cards.All(), ""))
				golden(t, name+"."+lang+".txt", []byte(buf.String()))
			})
		}
	}
}

// TestSingleRoundCardWording: the table card of a movement of one round
// (a Swiss round, boards exchanged or copied) says what is true of that
// round, not "Every round: NS stationary", on paper and in text, and has
// no "next" columns, which would stay empty; a card of two rounds still
// says what happens every round.
func TestSingleRoundCardWording(t *testing.T) {
	var st []teams.Standing
	for i := range 8 {
		st = append(st, teams.Standing{Team: i + 1, VP: float64(40 - 2*i)})
	}
	for _, share := range []movement.BoardSharing{movement.BoardsExchange, movement.BoardsCopies} {
		o := teams.SwissOptions{Standings: st, BoardsPerMatch: 8, Boards: share}
		pr, err := teams.PairSwiss(context.Background(), o)
		if err != nil {
			t.Fatal(err)
		}
		m, err := pr.Movement(o)
		if err != nil {
			t.Fatal(err)
		}
		b, err := cards.Build(m)
		if err != nil {
			t.Fatal(err)
		}
		for _, lang := range i18n.Langs() {
			p := i18n.New(lang)
			every := p.Sprintf("Every round: %s", "")
			one := p.T("One round only: nobody changes table during it; at its end the boards go back to the director.")
			for _, card := range b.Tables {
				if card.Table == 0 {
					continue
				}
				sh := cards.PaperTableSheet(p, b, card)
				if len(sh.Above) == 0 || sh.Above[0] != one {
					t.Errorf("%s %v, table %d: above the grid %q, want %q first", lang, share, card.Table, sh.Above, one)
				}
				for _, l := range sh.Above {
					if strings.HasPrefix(l, every) {
						t.Errorf("%s %v, table %d: a single round's card says %q", lang, share, card.Table, l)
					}
				}
				for _, h := range sh.Rows[0] {
					if strings.HasSuffix(h, p.Sprintf("%s next", "")) || h == p.T("Boards next") {
						t.Errorf("%s %v, table %d: a single round's card has the column %q", lang, share, card.Table, h)
					}
				}
				if len(card.Stationary) != 0 {
					t.Errorf("%s %v, table %d: stationary seats %v on a single round's card", lang, share, card.Table, card.Stationary)
				}
			}
			// The setup sheet names the matches of round 1, not of "every
			// round" or of "rounds 1".
			var setup strings.Builder
			for _, part := range cards.SetupSheet(p, b) {
				setup.WriteString(strings.Join(part.Lines, "\n") + "\n")
			}
			prefix := func(s string) string { return strings.SplitN(s, "XX", 2)[0] }
			round, rounds := prefix(p.Sprintf("Round %d: %s.", 1, "XX")), prefix(p.Sprintf("Rounds %s: %s.", "1", "XX"))
			if got := setup.String(); !strings.Contains(got, round) || rounds != round && strings.Contains(got, rounds) ||
				strings.Contains(got, prefix(p.Sprintf("Every round: %s.", "XX"))) {
				t.Errorf("%s %v: the setup sheet's matches:\n%s", lang, share, got)
			}
			if text := bookText(t, b, p, cards.All(), ""); strings.Contains(text, every) || !strings.Contains(text, one) {
				t.Errorf("%s %v: the text cards say %q or lack %q", lang, share, every, one)
			}
		}
	}
	// Two rounds of a round robin: NS stays at its table every round.
	m, err := teams.RoundRobin(teams.RoundRobinOptions{Teams: 4, Rounds: 2, BoardsPerMatch: 6})
	if err != nil {
		t.Fatal(err)
	}
	b, err := cards.Build(m)
	if err != nil {
		t.Fatal(err)
	}
	p := i18n.New(i18n.English)
	for _, card := range b.Tables {
		sh := cards.PaperTableSheet(p, b, card)
		if l := cards.SingleRoundLine(p, m, card); l != "" {
			t.Errorf("table %d of two rounds: %q", card.Table, l)
		}
		if len(sh.Above) == 0 || !strings.HasPrefix(sh.Above[0], "Every round: ") {
			t.Errorf("table %d of two rounds: above the grid %q, want \"Every round: …\"", card.Table, sh.Above)
		}
	}
}

// TestPaperMatchNotesHoldNumbers: on paper (PaperTableSheet) a match note
// never has a plain space before a number, in any language, so that no
// line breaks inside "for boards 4–5" or "with table 2"; read with its
// no-break spaces as spaces it is the note beside the teams (MatchWay),
// on the row or, said once for every round, above the grid.
func TestPaperMatchNotesHoldNumbers(t *testing.T) {
	spaceDigit := regexp.MustCompile(` \d`)
	for name, m := range teamsMovements(t) {
		b, err := cards.Build(m)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		for _, lang := range i18n.Langs() {
			p := i18n.New(lang)
			held, matches := 0, 0
			for _, card := range b.Tables {
				if card.Table == 0 || card.Unused || card.Phantom {
					continue
				}
				sh := cards.PaperTableSheet(p, b, card)
				for k, row := range card.Rows {
					paper := []rune(sh.Rows[k+1][len(sh.Rows[k+1])-1])
					read := []rune(strings.ReplaceAll(string(paper), "\u00a0", " "))
					for _, f := range row.Flags {
						if f.Kind != cards.FlagMatch {
							continue
						}
						matches++
						other := m.TableName(f.Tables[0])
						if len(f.Names) > 0 {
							other = f.Names[0]
						}
						plain := []rune(cards.MatchWay(p, f.Match, other))
						i := strings.Index(string(read), string(plain))
						if i < 0 {
							// Said once above the grid, for every round.
							above := false
							for _, l := range sh.Above {
								if strings.Contains(l, "\u00a0") {
									above = true
									if spaceDigit.MatchString(l) {
										t.Errorf("%s/%s, table %d: a number may break from its word: %q", name, lang, card.Table, l)
									}
									held += strings.Count(l, "\u00a0")
								}
							}
							if !above {
								t.Errorf("%s/%s, table %d, round %d: paper notes %q lack the match note %q, and no line above holds it (%q)", name, lang, card.Table, row.Round, string(paper), string(plain), sh.Above)
							}
							continue
						}
						at := len([]rune(string(read)[:i]))
						note := string(paper[at : at+len(plain)])
						if spaceDigit.MatchString(note) {
							t.Errorf("%s/%s, table %d, round %d: a number may break from its word: %q", name, lang, card.Table, row.Round, note)
						}
						held += strings.Count(note, "\u00a0")
					}
				}
			}
			if matches == 0 || lang != i18n.Chinese && held == 0 {
				t.Errorf("%s/%s: %d match notes, %d numbers held", name, lang, matches, held)
			}
		}
	}
}
