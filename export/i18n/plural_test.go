package i18n

import (
	"fmt"
	"regexp"
	"strings"
	"testing"
)

// TestCount checks the forms after a number in both languages, including
// the Russian rule that 21 takes the "one" form and 22–24 the "few" form.
func TestCount(t *testing.T) {
	tests := []struct {
		n      int
		noun   Noun
		en, ru string
	}{
		{1, Boards, "1 board", "1 сдача"},
		{2, Boards, "2 boards", "2 сдачи"},
		{5, Boards, "5 boards", "5 сдач"},
		{1, Rounds, "1 round", "1 тур"},
		{2, Rounds, "2 rounds", "2 тура"},
		{5, Rounds, "5 rounds", "5 туров"},
		{11, Rounds, "11 rounds", "11 туров"},
		{21, Rounds, "21 rounds", "21 тур"},
		{294, Pairs, "294 pairs", "294 пары"},
		{0, Tables, "0 tables", "0 столов"},
		{1, Tables, "1 table", "1 стол"},
		{3, Sets, "3 sets", "3 комплекта"},
		{14, Contestants, "14 contestants", "14 участников"},
		{1, Deals, "1 deal", "1 сдача"},
		{13, Players, "13 players", "13 игроков"},
		{1, Times, "1 time", "1 раз"},
		{2, Times, "2 times", "2 раза"},
		{5, Times, "5 times", "5 раз"},
		{21, Times, "21 times", "21 раз"},
		{1, Pairs, "1 pair", "1 пара"},
		{21, Pairs, "21 pairs", "21 пара"},
	}
	en, ru := New(English), New(Russian)
	for _, tt := range tests {
		t.Run(fmt.Sprint(tt.n, tt.noun), func(t *testing.T) {
			if got := en.Count(tt.n, tt.noun); got != tt.en {
				t.Errorf("en: %q, want %q", got, tt.en)
			}
			if got := ru.Count(tt.n, tt.noun); got != tt.ru {
				t.Errorf("ru: %q, want %q", got, tt.ru)
			}
		})
	}
}

func ExamplePrinter_Count() {
	ru := New(Russian)
	fmt.Println(ru.Count(1, Rounds), ru.Count(3, Rounds), ru.Count(7, Rounds))
	fmt.Println(New(English).Count(1, Boards))
	// Output:
	// 1 тур 3 тура 7 туров
	// 1 board
}

// namedTables are the message tables by name, for tests that report per
// table.
func namedTables() map[string][]Message {
	m := map[string][]Message{}
	for _, t := range catalogue() {
		m[t.name] = t.messages
	}
	return m
}

// pluralExempt are counted English keys whose Russian puts no noun after
// the number on purpose, so it needs no forms: a flag value, a multiple,
// a total after its noun.
var pluralExempt = map[string]string{
	"Method: %s (seed %#d, effort %#d moves, %#d moves made).":                                        "--effort N is a flag value",
	"%s; equal rests would need a multiple of %d rounds, so rests differ by one":                      "кратно N: a multiple, not a count",
	"with one set per table there are %d sets, but a player would play %d rounds and so repeat a set": "комплектов всего N: the total after its noun",
	"Boards: every table plays the round's set, passing the boards from table to table within the round (with fewer than %d boards a round, make copies); each board is played at all %d tables by players of both directions, and nobody plays a set twice.": "сдач меньше N: a comparison after its noun",
}

// invariantAfterNumber matches Russian words after a count that do not
// change with the number: abbreviations ("5 мин.", "3 экз.", "2 дн.") and
// ranges ("5-7 столов").
var invariantAfterNumber = regexp.MustCompile(`%#?d (мин\.|экз\.|дн\.|байт)|%d-%d`)

// TestPluralAudit: every key that counts a noun in English ("%d rounds")
// has Russian forms for it: a plural group, or a word that does not change
// with the number, or a reason in pluralExempt.
func TestPluralAudit(t *testing.T) {
	done, left := 0, 0
	for name, tb := range namedTables() {
		for _, m := range tb {
			en, ok := englishPlurals(m.Key)
			if !ok {
				continue
			}
			want := strings.Count(en, "{")
			have := len(pluralGroup.FindAllString(m.Ru, -1)) + len(invariantAfterNumber.FindAllString(m.Ru, -1))
			if have >= want {
				done++
				continue
			}
			if _, ok := pluralExempt[m.Key]; ok {
				done++
				continue
			}
			left++
			t.Errorf("%s: %q counts %d nouns, the Russian %q has forms for %d", name, m.Key, want, m.Ru, have)
		}
	}
	t.Logf("counted messages with Russian forms: %d; left: %d", done, left)
}

// TestPluralGroupsCompile: every plural group of the catalogue, English
// (made from the keys) and Russian, compiles: it has a number to count by
// and as many forms as the language has.
func TestPluralGroupsCompile(t *testing.T) {
	for _, tb := range tables() {
		for _, m := range tb {
			if en, ok := englishPlurals(m.Key); ok {
				if _, err := compilePlurals(English, en); err != nil {
					t.Error(err)
				}
			}
			if hasPluralGroups(m.Ru) {
				if _, err := compilePlurals(Russian, m.Ru); err != nil {
					t.Error(err)
				}
			}
		}
	}
}

// pluralArgs returns arguments for the verbs of format: every integer is
// n, every other value a word, so that each count of the message is n.
func pluralArgs(format string, n int) []any {
	var args []any
	for _, v := range verbs.FindAllString(format, -1) {
		switch v[len(v)-1] {
		case '%':
		case 'd':
			args = append(args, n)
		case 'f', 'g':
			args = append(args, float64(n))
		default:
			args = append(args, "x")
		}
	}
	return args
}

// ruForm is the Russian form CLDR asks for after n, by the groups'
// order one|few|many, for the numbers the plural tests use.
func ruForm(forms []string, n int) string {
	i := map[int]int{1: 0, 2: 1, 5: 2, 21: 0}[n]
	if len(forms) == 2 && i > 0 {
		return forms[1]
	}
	return forms[i]
}

// TestPluralMessages: every message that counts something, at 1, 2, 5 and
// 21, in both languages. English: after 1 the singular, after the others
// the plural. Russian: each group gives the form the number asks for (1
// тур, 2 тура, 5 туров, 21 тур). The expected text is built from the
// catalogue entry by plain substitution and fmt, independently of the
// x/text variables the printer uses.
func TestPluralMessages(t *testing.T) {
	ruNouns := map[string][]string{}
	for _, f := range nounForms {
		ruNouns[string(f.noun)] = []string{f.ruOne, f.ruFew, f.ruMany}
	}
	en, ru := New(English), New(Russian)
	localNumbers := strings.NewReplacer(".", ",")
	checked := 0
	for _, tb := range tables() {
		for _, m := range tb {
			enKey, enOK := englishPlurals(m.Key)
			if !enOK && !hasPluralGroups(m.Ru) {
				continue
			}
			checked++
			for _, n := range []int{1, 2, 5, 21} {
				args := pluralArgs(m.Key, n)
				if enOK {
					want := pluralGroup.ReplaceAllStringFunc(enKey, func(g string) string {
						forms := strings.Split(g[1:len(g)-1], "|")
						if n == 1 {
							return forms[0]
						}
						return forms[1]
					})
					want = fmt.Sprintf(want, args...)
					if got := en.Sprintf(m.Key, args...); got != want {
						t.Errorf("en %d: %q\n got %q\nwant %q", n, m.Key, got, want)
					}
				}
				want := pluralGroup.ReplaceAllStringFunc(m.Ru, func(g string) string {
					forms := strings.Split(g[1:len(g)-1], "|")
					if f, ok := ruNouns[g[1:len(g)-1]]; ok {
						forms = f
					}
					return ruForm(forms, n)
				})
				want = fmt.Sprintf(want, args...)
				got := ru.Sprintf(m.Key, args...)
				if strings.ContainsAny(m.Key, "fg") && strings.Contains(m.Key, "%.") {
					want = localNumbers.Replace(want)
					got = localNumbers.Replace(got)
				}
				if got != want {
					t.Errorf("ru %d: %q\n got %q\nwant %q", n, m.Key, got, want)
				}
			}
		}
	}
	if checked < 100 {
		t.Errorf("only %d counted messages checked; the walk is broken", checked)
	}
	t.Logf("%d counted messages checked at 1, 2, 5 and 21", checked)
}

// TestPluralSentences pins a few whole sentences as a reader sees them.
func TestPluralSentences(t *testing.T) {
	tests := []struct {
		format string
		args   []any
		en, ru string
	}{
		{"%s, %d rounds", []any{"x", 1}, "x, 1 round", "x, 1 тур"},
		{"%s, %d rounds", []any{"x", 22}, "x, 22 rounds", "x, 22 тура"},
		{"%s, %d rounds", []any{"x", 11}, "x, 11 rounds", "x, 11 туров"},
		{"%d players at %d tables of four", []any{21, 5}, "21 players at 5 tables of four", "21 игрок за 5 столами по четыре"},
		{"%d players at %d tables of four", []any{8, 1}, "8 players at 1 table of four", "8 игроков за 1 столом по четыре"},
		{"Howell, %d tables, %d of %d rounds", []any{1, 2, 21}, "Howell, 1 table, 2 of 21 rounds", "Хоуэлл, 1 стол, 2 из 21 тура"},
		{"%d tables of %d", []any{2, 4}, "2 tables of 4", "2 стола по 4 игрока"},
		{"Left out %d options with %s.", []any{1, "y"}, "Left out 1 option with y.", "Не включено 1 вариант; причина: y."},
		// The end of a range keeps the English plural.
		{"at best every pair meets %d or %d times (%#d meetings among %#d pairs)", []any{0, 1, 1, 1035},
			"at best every pair meets 0 or 1 times (1 meeting among 1035 pairs)", "в лучшем случае каждая пара встречается 0 или 1 раз (1 встреча на 1035 пар)"},
		{"round %d has %d numbers, want %d (%d tables × %d)", []any{1, 2, 3, 1, 3}, "round 1 has 2 numbers, want 3 (1 table × 3)", "в туре 1 2 числа, нужно 3 (1 стол × 3)"},
	}
	for _, tt := range tests {
		if got := New(English).Sprintf(tt.format, tt.args...); got != tt.en {
			t.Errorf("en %q%v = %q, want %q", tt.format, tt.args, got, tt.en)
		}
		if got := New(Russian).Sprintf(tt.format, tt.args...); got != tt.ru {
			t.Errorf("ru %q%v = %q, want %q", tt.format, tt.args, got, tt.ru)
		}
	}
}
