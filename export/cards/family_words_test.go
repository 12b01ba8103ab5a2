package cards_test

import (
	"strings"
	"testing"
	"unicode"

	"github.com/movegen/movegen/export/cards"
	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/pairswhist"
	"github.com/movegen/movegen/movement/preferans"
	"github.com/movegen/movegen/movement/teams"
)

// TestFamilyTextSaysEveryFamilyInWords: the workbook's Summary names the
// family of every generator's movement in words of the sheet's language,
// never by its JSON name ("round-robin" on a Chinese page): in English
// without the JSON name's hyphen, in Russian in Cyrillic letters, in
// Chinese in Han characters, with no Latin letter in either.
func TestFamilyTextSaysEveryFamilyInWords(t *testing.T) {
	families := []movement.Family{
		movement.Mitchell, movement.Howell, movement.Rotation, movement.Field,
		movement.Rest, movement.ExtraMove, movement.Seating, movement.Custom,
		pairswhist.Family, preferans.FamilyOA,
		teams.FamilyRoundRobin, teams.FamilyAmericanWhist, teams.FamilyFlower,
		teams.FamilySwiss, teams.FamilySwissPairs, teams.FamilyThurner,
		teams.FamilyStagger, teams.FamilyPivot,
		"rainbow", // movement/rainbow
		"rooms",   // schedules.JoinRooms
	}
	script := map[string]*unicode.RangeTable{"ru": unicode.Cyrillic, "zh": unicode.Han}
	for _, f := range families {
		for _, lang := range []string{"en", "ru", "zh"} {
			got := cards.FamilyText(i18n.New(lang), f)
			switch {
			case got == "":
				t.Errorf("%s %s: no words", f, lang)
			case lang == "en" && strings.Contains(got, "-"):
				t.Errorf("%s en: %q, the JSON name, not words", f, got)
			case lang != "en" && strings.ContainsFunc(got, func(r rune) bool { return r < unicode.MaxASCII && unicode.IsLetter(r) }):
				t.Errorf("%s %s: %q has Latin letters", f, lang, got)
			case lang != "en" && !strings.ContainsFunc(got, func(r rune) bool { return unicode.Is(script[lang], r) }):
				t.Errorf("%s %s: %q is not in the language's script", f, lang, got)
			}
		}
	}
}

// TestMovementFamilyTextTellsTheWhistsApart: the whist movement for pairs
// is not the individual whist tournament ("каждый с каждым", every player
// partners every other): the workbook's Summary says which.
func TestMovementFamilyTextTellsTheWhistsApart(t *testing.T) {
	pairs, err := pairswhist.Generate(pairswhist.Options{Tables: 7})
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		m          *movement.Movement
		lang, want string
	}{
		{pairs, "en", "Whist"},
		{pairs, "ru", "Вистовое движение"},
		{pairs, "zh", "惠斯特移位"},
		{&movement.Movement{Family: "whist", Kind: movement.Individual}, "ru", "каждый с каждым"},
		{&movement.Movement{Family: teams.FamilyRoundRobin, Kind: movement.Pairs}, "ru", "круговой турнир"},
	} {
		if got := cards.MovementFamilyText(i18n.New(tt.lang), tt.m); got != tt.want {
			t.Errorf("%s %s %s: %q, want %q", tt.m.Family, tt.m.Kind, tt.lang, got, tt.want)
		}
	}
}
