package i18n

import (
	"fmt"
	"regexp"
	"strings"

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

// englishSingular maps the English plurals that can follow a count in a
// catalogue key to their singular: the nouns above and a few more words
// that are only ever counted in English sentences.
func englishSingular() map[string]string {
	m := map[string]string{
		"options": "option", "moves": "move", "partnerships": "partnership",
		"copies": "copy", "choices": "choice", "numbers": "number", "days": "day",
		"classes": "class", "files": "file", "opponents": "opponent", "winners": "winner",
		"Mitchells": "Mitchell", "bytes": "byte", "rests": "rest", "sit-outs": "sit-out",
		"groups": "group", "repeats": "repeat", "searches": "search", "seeds": "seed",
		"squares": "square", "rooms": "room", "lines": "line", "results": "result",
		"boxes": "box", "hours": "hour", "places": "place", "problems": "problem",
		"errors": "error", "notes": "note", "cards": "card", "pages": "page",
	}
	for _, f := range nounForms {
		m[f.enMany] = f.enOne
	}
	return m
}

// englishCounted finds a count followed by a plural noun in an English key,
// with at most one adjective between them ("%d rounds", "%d more rounds",
// "%#d repeated meetings"). Group 2 is the adjective, group 3 the noun.
var englishCounted = regexp.MustCompile(`(%#?d )((?:(?:more|fewer|resting|repeated|stationary|moving|other|different|distinct|fixed|given|shared|seeded|opponent|full|whole|empty|extra|new|sitting|further|perfect|complete) )?)([A-Za-z-]+)`)

// englishCountedNext is englishCounted without the word between.
var englishCountedNext = regexp.MustCompile(`^(%#?d )()([A-Za-z-]+)`)

// englishPlurals returns key with every counted plural noun written as a
// plural group "{one|other}" for compile, and whether it found one.
func englishPlurals(key string, singular map[string]string) (string, bool) {
	found := false
	out := englishCounted.ReplaceAllStringFunc(key, func(s string) string {
		// The noun right after the number ("%d pairs at"), else the word
		// after next ("%d more rounds").
		m := englishCountedNext.FindStringSubmatch(s)
		one, ok := singular[m[3]]
		if !ok {
			m = englishCounted.FindStringSubmatch(s)
			if one, ok = singular[m[3]]; !ok {
				return s
			}
		}
		found = true
		return m[1] + m[2] + "{" + one + "|" + m[3] + "}" + s[len(m[0]):]
	})
	return out, found
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
	ruNouns := map[string][3]string{}
	for _, f := range nounForms {
		ruNouns[string(f.noun)] = [3]string{f.ruOne, f.ruFew, f.ruMany}
	}
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
			if f, ok := ruNouns[forms[0]]; ok {
				forms = f[:]
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
	singular := englishSingular()
	for _, t := range tables() {
		for _, m := range t {
			tag, text := language.English, m.Key
			if lang == Russian {
				tag, text = language.Russian, m.Ru
			} else {
				var ok bool
				if text, ok = englishPlurals(m.Key, singular); !ok {
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
