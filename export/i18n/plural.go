package i18n

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/movegen/movegen/movement"
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
	Minutes     Noun = "minutes"
	Seats       Noun = "seats"
	Sections    Noun = "sections"
	Meetings    Noun = "meetings"
)

// nounForms are the forms of each noun after a number: English one and
// other ("1 board", "2 boards"); Russian one, few and many ("1 сдача",
// "2 сдачи", "5 сдач"), chosen by the CLDR plural rules of each language
// (21 is "one" and 22 "few" in Russian). A Russian catalogue entry names
// these forms with the English plural in braces: "%d {rounds}" is
// "1 тур", "2 тура", "5 туров".
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
	{Minutes, "minute", "minutes", "минута", "минуты", "минут"},
	{Seats, "seat", "seats", "место", "места", "мест"},
	{Sections, "section", "sections", "секция", "секции", "секций"},
	{Meetings, "meeting", "meetings", "встреча", "встречи", "встреч"},
}

// englishPlurals returns key with every counted plural noun (as
// movement.CountedNouns finds them: "%d rounds", "%d more rounds", not the
// end of a range, "0 or 1 times") written as a plural group "{one|other}"
// for compilePlurals, and whether it found one. movement.Text.String uses
// the same nouns, so the English of a sentence kept as data and of the
// catalogue agree.
func englishPlurals(key string) (string, bool) {
	spans, singular := movement.CountedNouns(key)
	if len(spans) == 0 {
		return key, false
	}
	var b strings.Builder
	last := 0
	for i, sp := range spans {
		b.WriteString(key[last:sp[1]])
		b.WriteString("{" + singular[i] + "|" + key[sp[1]:sp[2]] + "}")
		last = sp[2]
	}
	b.WriteString(key[last:])
	return b.String(), true
}

// pluralGroup is a "{…}" of a catalogue message: the forms of a word after
// a number, separated by "|" (English one|other; Russian one|few|many, or
// one|other when two forms do), or the English plural of a noun of
// nounForms, which stands for its Russian forms.
var pluralGroup = regexp.MustCompile(`\{([^{}|]+(?:\|[^{}|]+)*)\}`)

// formatVerb matches fmt verbs, as the verb test reads them.
var formatVerb = regexp.MustCompile(`%[-+# 0]*[0-9]*(\.[0-9]+)?[a-zA-Z%]`)

// hasPluralGroups reports whether a message uses plural groups.
func hasPluralGroups(text string) bool { return pluralGroup.MatchString(text) }

// compilePlurals turns a message with plural groups into catalogue
// messages: each group becomes a variable that selects its form by the
// plural category of the argument of the nearest verb before it (the
// first verb after it when none comes before), and the text refers to
// the variables. It fails on a group without a verb to count by, or with
// forms that do not fit the language.
func compilePlurals(lang, text string) ([]catalog.Message, error) {
	// Where each verb starts and which argument it takes (1-based).
	type verbAt struct{ pos, arg int }
	var verbsAt []verbAt
	arg := 0
	for _, loc := range formatVerb.FindAllStringIndex(text, -1) {
		if text[loc[1]-1] == '%' {
			continue
		}
		arg++
		verbsAt = append(verbsAt, verbAt{loc[0], arg})
	}
	var msgs []catalog.Message
	var err error
	n := 0
	body := pluralGroup.ReplaceAllStringFunc(text, func(g string) string {
		at := strings.Index(text[n:], g) + n
		n = at + len(g)
		counted := 0
		for _, v := range verbsAt {
			if v.pos < at {
				counted = v.arg
			} else if counted == 0 {
				counted = v.arg
				break
			}
		}
		forms := strings.Split(g[1:len(g)-1], "|")
		if lang == Russian && len(forms) == 1 {
			for _, f := range nounForms {
				if string(f.noun) == forms[0] {
					forms = []string{f.ruOne, f.ruFew, f.ruMany}
				}
			}
		}
		var cases []any
		switch {
		case counted == 0:
			err = fmt.Errorf("%q: plural group %s has no number to count by", text, g)
		case lang == English && len(forms) == 2:
			cases = []any{plural.One, forms[0], plural.Other, forms[1]}
		case lang == Russian && len(forms) == 2:
			cases = []any{plural.One, forms[0], plural.Other, forms[1]}
		case lang == Russian && len(forms) == 3:
			// Other covers fractions, which take the few form.
			cases = []any{plural.One, forms[0], plural.Few, forms[1], plural.Many, forms[2], plural.Other, forms[1]}
		default:
			err = fmt.Errorf("%q: plural group %s has %d forms for %s", text, g, len(forms), lang)
		}
		name := fmt.Sprintf("n%d", len(msgs))
		msgs = append(msgs, catalog.Var(name, plural.Selectf(counted, "%d", cases...)))
		return "${" + name + "}"
	})
	if err != nil {
		return nil, err
	}
	// Explicit argument numbers in the text: the variables split it into
	// pieces, and a piece after the first would otherwise report the
	// arguments the earlier pieces used as extra.
	arg = 0
	body = formatVerb.ReplaceAllStringFunc(body, func(v string) string {
		if v == "%%" {
			return v
		}
		arg++
		return fmt.Sprintf("%s[%d]%s", v[:len(v)-1], arg, v[len(v)-1:])
	})
	return append(msgs, catalog.String(body)), nil
}

// countKey is the catalogue key of "n nouns".
func countKey(n Noun) string { return "%d " + string(n) }

// setPlurals adds to b, for lang, the counted nouns of Count and every
// message of the tables that counts something: in English each key with
// a count before a plural noun, in Russian each translation with plural
// groups. A translation whose groups do not compile is left as written,
// braces and all, which TestPluralGroupsCompile reports.
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
	for _, t := range tables() {
		for _, m := range t {
			tag, text := language.English, m.Key
			if lang == Russian {
				tag, text = language.Russian, m.Ru
			} else {
				var ok bool
				if text, ok = englishPlurals(m.Key); !ok {
					continue
				}
			}
			if !hasPluralGroups(text) {
				_ = b.SetString(tag, m.Key, text)
				continue
			}
			msgs, err := compilePlurals(lang, text)
			if err != nil {
				_ = b.SetString(tag, m.Key, text)
				continue
			}
			_ = b.Set(tag, m.Key, msgs...)
		}
	}
}

// Count writes n followed by noun in the form n asks for in the printer's
// language: "1 board", "26 boards"; "1 тур", "2 тура", "5 туров".
func (p *Printer) Count(n int, noun Noun) string { return p.p.Sprintf(countKey(noun), n) }
