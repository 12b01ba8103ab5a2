package cards

import (
	"slices"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/movegen/movegen/export/cards/samples"
	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/teams"
)

// TestSetupLinesBeginWithACapital: every line of the setup sheet under a
// heading reads as a sentence or an item of a list, so it begins with a
// capital letter (or a digit, a sign, a Chinese character) in every
// language; the bye stand's sets began "комплект 5 (сдачи 13–15)".
func TestSetupLinesBeginWithACapital(t *testing.T) {
	for _, v := range []samples.MitchellVariant{samples.Plain, samples.Relay, samples.Skip, samples.Phantom} {
		tables := 7
		if v == samples.Relay || v == samples.Skip {
			tables = 8
		}
		b, err := Build(samples.Must(samples.Mitchell(tables, v)))
		if err != nil {
			t.Fatal(err)
		}
		for _, lang := range []string{i18n.English, i18n.Russian, i18n.Chinese} {
			p := i18n.New(lang)
			for _, part := range SetupSheet(p, b) {
				for _, l := range part.Lines {
					r, _ := utf8.DecodeRuneInString(l)
					if unicode.IsLower(r) {
						t.Errorf("variant %d, %s, %q: line %q begins in lower case", v, lang, part.Heading, l)
					}
				}
			}
		}
	}
}

func TestUpperFirst(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"set 5 (boards 13–15)", "Set 5 (boards 13–15)"},
		{"комплект 5", "Комплект 5"},
		{"第5组牌", "第5组牌"},
		{"", ""},
		{"Already", "Already"},
	} {
		if got := upperFirst(c.in); got != c.want {
			t.Errorf("upperFirst(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// TestSetupSaysTheScoringBreaks: the setup sheet of a Stagger names its
// scoring break, that of pivot teams its two and the change of partners
// (and does not call its NS places pairs that stay); a round robin has no
// such part. Every language says it.
func TestSetupSaysTheScoringBreaks(t *testing.T) {
	for _, c := range breakCases(t) {
		b, err := Build(c.m)
		if err != nil {
			t.Fatal(err)
		}
		for _, lang := range []string{i18n.English, i18n.Russian, i18n.Chinese} {
			p := i18n.New(lang)
			var got []string
			var stationary []string
			for _, part := range SetupSheet(p, b) {
				switch part.Heading {
				case p.T("Scoring breaks"):
					got = part.Lines
				case p.T("Stationary"):
					stationary = part.Lines
				}
			}
			var want []string
			for _, r := range c.breaks {
				want = append(want, p.Sprintf("After round %d: a scoring break. Every match begun is complete; score them. The next round starts on new sets.", r))
			}
			if c.pivot {
				want = append(want, p.T("At each scoring break the four players of every team change partners, so that each plays one stanza with each teammate: the captain stays North at the home table and partners a different teammate; the other two play East–West."))
			}
			if !slices.Equal(got, want) {
				t.Errorf("%s, %s: scoring breaks %q, want %q", c.name, lang, got, want)
			}
			pivotLine := p.T("Each team's NS place stays at its home table all session, as the table cards show; the captain sits North there all session, and the partner changes at each scoring break.")
			if has := slices.Contains(stationary, pivotLine); has != c.pivot || c.breaks != nil && len(stationary) == 0 {
				t.Errorf("%s, %s: stationary %q", c.name, lang, stationary)
			}
		}
	}
}

// TestTableCardsSayTheScoringBreak: every table card of a Stagger flags
// the round before its break, and of pivot teams the rounds before both
// breaks with the change of partners, last on the row; no other row and
// no round robin row has the flag.
func TestTableCardsSayTheScoringBreak(t *testing.T) {
	for _, c := range breakCases(t) {
		b, err := Build(c.m)
		if err != nil {
			t.Fatal(err)
		}
		for _, card := range b.Tables {
			var got []int
			for _, row := range card.Rows {
				for i, f := range row.Flags {
					if f.Kind != FlagBreak {
						continue
					}
					got = append(got, row.Round)
					if f.Partners != c.pivot || i != len(row.Flags)-1 {
						t.Errorf("%s, table %d, round %d: break flag %+v at %d of %d", c.name, card.Table, row.Round, f, i, len(row.Flags))
					}
				}
			}
			if !slices.Equal(got, c.breaks) {
				t.Errorf("%s, table %d: breaks flagged after rounds %v, want %v", c.name, card.Table, got, c.breaks)
			}
		}
	}
}

// TestPivotCardsNameSeatsNotPairs: a pivot team's contestant cards are its
// NS and EW seats, whose players change at the breaks, and are titled so
// in every language; a Stagger's stay pairs.
func TestPivotCardsNameSeatsNotPairs(t *testing.T) {
	stagger, pivot, _ := breakForms(t)
	for _, lang := range []string{i18n.English, i18n.Russian, i18n.Chinese} {
		p := i18n.New(lang)
		b, err := Build(pivot)
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range b.Contestants {
			team := pivot.TeamOf(c.Contestant)
			seat := movement.NS
			if pivot.Teams.Pairs[team-1][1] == c.Contestant {
				seat = movement.EW
			}
			if got, want := ContestantTitle(p, pivot, c), p.Sprintf("Team %d, %s seats", team, SeatName(p, seat)); got != want {
				t.Errorf("%s: pivot contestant %d titled %q, want %q", lang, c.Contestant, got, want)
			}
		}
		bs, err := Build(stagger)
		if err != nil {
			t.Fatal(err)
		}
		if got, want := ContestantTitle(p, stagger, bs.Contestants[0]), p.Sprintf("Pair %s", LabelText(p, bs.Contestants[0].Label)); got != want {
			t.Errorf("%s: Stagger contestant titled %q, want %q", lang, got, want)
		}
	}
}

// breakForms are the teams movements of the scoring-break tests: the
// Stagger of 8 teams (a break after round 3), pivot teams of 5 (after
// rounds 4 and 8, changing partners) and a round robin of 8 (none).
func breakForms(t *testing.T) (stagger, pivot, robin *movement.Movement) {
	t.Helper()
	var err error
	if stagger, err = teams.Stagger(teams.StaggerOptions{Teams: 8}); err != nil {
		t.Fatal(err)
	}
	if pivot, err = teams.Pivot(teams.PivotOptions{Teams: 5}); err != nil {
		t.Fatal(err)
	}
	f, err := teams.NewForm(teams.FamilyRoundRobin, 8, 0, 0, movement.BoardsExchange)
	if err != nil {
		t.Fatal(err)
	}
	return stagger, pivot, f.Movement
}

// breakCase is a movement of the scoring-break tests with the rounds its
// breaks follow and whether its players change partners there (pivot).
type breakCase struct {
	name   string
	m      *movement.Movement
	breaks []int
	pivot  bool
}

// breakCases are breakForms' movements with their breaks: the Stagger's
// after round 3, pivot teams' after rounds 4 and 8, none in a round robin.
func breakCases(t *testing.T) []breakCase {
	t.Helper()
	stagger, pivot, robin := breakForms(t)
	return []breakCase{
		{"stagger 8", stagger, []int{3}, false},
		{"pivot 5", pivot, []int{4, 8}, true},
		{"round robin 8", robin, nil, false},
	}
}
