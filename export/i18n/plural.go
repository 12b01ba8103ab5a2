package i18n

import (
	"golang.org/x/text/feature/plural"
	"golang.org/x/text/language"
	"golang.org/x/text/message/catalog"
)

// Noun is a countable word of the output, named by its English plural.
// Printer.Count puts a number before it in the right form.
type Noun string

// The nouns movegen counts.
const (
	Boards      Noun = "boards"
	Deals       Noun = "deals"
	Rounds      Noun = "rounds"
	Tables      Noun = "tables"
	Sets        Noun = "sets"
	Contestants Noun = "contestants"
	Pairs       Noun = "pairs"
	Players     Noun = "players"
	Times       Noun = "times"
)

// nounForms are the forms of each noun after a number: English one and
// other ("1 board", "2 boards"); Russian one, few and many ("1 сдача",
// "2 сдачи", "5 сдач"), chosen by the CLDR plural rules of each language
// (21 is "one" and 22 "few" in Russian).
var nounForms = []struct {
	noun                 Noun
	enOne, enMany        string
	ruOne, ruFew, ruMany string
}{
	{Boards, "board", "boards", "сдача", "сдачи", "сдач"},
	{Deals, "deal", "deals", "сдача", "сдачи", "сдач"},
	{Rounds, "round", "rounds", "тур", "тура", "туров"},
	{Tables, "table", "tables", "стол", "стола", "столов"},
	{Sets, "set", "sets", "комплект", "комплекта", "комплектов"},
	{Contestants, "contestant", "contestants", "участник", "участника", "участников"},
	{Pairs, "pair", "pairs", "пара", "пары", "пар"},
	{Players, "player", "players", "игрок", "игрока", "игроков"},
	{Times, "time", "times", "раз", "раза", "раз"},
}

// countKey is the catalogue key of "n nouns".
func countKey(n Noun) string { return "%d " + string(n) }

// setPlurals adds the counted nouns to b for lang.
func setPlurals(b *catalog.Builder, lang string) {
	for _, f := range nounForms {
		key := countKey(f.noun)
		// Set fails only for malformed messages; these are fixed.
		if lang == Russian {
			_ = b.Set(language.Russian, key, plural.Selectf(1, "%d",
				plural.One, "%d "+f.ruOne, plural.Few, "%d "+f.ruFew, plural.Many, "%d "+f.ruMany, plural.Other, "%d "+f.ruFew))
			continue
		}
		_ = b.Set(language.English, key, plural.Selectf(1, "%d", plural.One, "%d "+f.enOne, plural.Other, "%d "+f.enMany))
	}
}

// Count writes n followed by noun in the form n asks for in the printer's
// language: "1 board", "26 boards"; "1 тур", "2 тура", "5 туров".
func (p *Printer) Count(n int, noun Noun) string { return p.p.Sprintf(countKey(noun), n) }
