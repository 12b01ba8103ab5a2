package i18n

import (
	"regexp"
	"strconv"
	"strings"
)

// namesMessages are the parts of the names movegen's generators give their
// movements ("Mitchell, 7 tables, relay and bye stand"). A name is data: it
// is stored in the JSON file in English, and MovementName translates it when
// printing.
func namesMessages() []Message {
	return []Message{
		{"Mitchell", "Митчелл"},
		{"Howell", "Хоуэлл"},
		{"Seating", "Рассадка"},
		{"skip", "с пропуском"},
		{"relay and bye stand", "общий комплект и стойка"},
		{"NS pair missing", "без пары СЮ"},
		{"EW pair missing", "без пары ВЗ"},
		{"one winner", "один победитель"},
		{"%d of %d rounds", "%d из %d {тура|туров}"},
		{"re-planned from round %d", "перепланировано с тура %d"},
		{"Preferans rotation", "Ротация преферанса"},
		{"Preferans field rotation over GF(%d)", "Ротация преферанса над полем GF(%d)"},
		{"Preferans rotation with extra moves", "Ротация преферанса с дополнительными переходами"},
		{"Preferans rest scheme", "Схема преферанса с отдыхом"},
		{"Preferans seating plan", "Рассадка для преферанса"},
		{"Preferans orthogonal-array schedule", "Преферанс по ортогональным латинским квадратам"},
		{"Preferans orthogonal-array schedule with rests", "Преферанс по ортогональным латинским квадратам с отдыхом"},
		{"Preferans schedule with rests", "Преферанс с отдыхом"},
		{"Preferans orthogonal-array search", "Преферанс: поиск от ортогональных латинских квадратов"},
		{"Rest scheme", "Схема с отдыхом"},
		{"Whist tournament", "Личный турнир «каждый с каждым»"},
		{"Individual from a whist tournament", "Личный турнир из турнира «каждый с каждым»"},
		{"Individual", "Личный турнир"},
		{"%d tables of four", "%d {tables} по четыре"},
		{"%d tables of three", "%d {tables} по три"},
		{"1 table of four", "1 стол на четверых"},
		{"1 table of three", "1 стол на троих"},
		{"%d tables of %d", "%d {tables} по %d {игроку|игрока|игроков}"},
		{"%d players at %d tables of four", "%d {players} за %d {столом|столами} по четыре"},
		{"%d players at %d tables of three", "%d {players} за %d {столом|столами} по три"},
		{"%d players at 1 table of four", "%d {players} за 1 столом на четверых"},
		{"%d players at 1 table of three", "%d {players} за 1 столом на троих"},
	}
}

// nameNumber finds the whole numbers in a part of a name.
var nameNumber = regexp.MustCompile(`\d+`)

// nameCounts are the parts that are a number and a counted noun.
var nameCounts = map[string]Noun{
	"%d tables": Tables, "%d pairs": Pairs, "%d players": Players, "%d rounds": Rounds,
}

// MovementName prints a movement's name in the printer's language. Names
// are comma-separated parts; each part the catalogue knows (with its
// numbers as %d) is translated, and any other part — a name a director
// typed, a file name — is kept as it is. English names come back unchanged.
func (p *Printer) MovementName(name string) string {
	if p.lang == English || name == "" {
		return name
	}
	known := map[string]bool{}
	for _, m := range append(append(append(namesMessages(), pairsNames()...), mitchellVariantNames()...), append(append(teamsNames(), familiesNames()...), append(append(append(families40Names(), familiesFamNames()...), whistPairsNames()...), append(append(interwovenNames(), appHowellNames()...), swissNames()...)...)...)...) {
		known[m.Key] = true
	}
	parts := strings.Split(name, ", ")
	for i, part := range parts {
		var args []any
		key := nameNumber.ReplaceAllStringFunc(part, func(s string) string {
			n, err := strconv.Atoi(s)
			if err != nil {
				return s
			}
			args = append(args, n)
			return "%d"
		})
		if noun, ok := nameCounts[key]; ok && len(args) == 1 {
			parts[i] = p.Count(args[0].(int), noun)
			continue
		}
		if known[key] {
			parts[i] = p.Sprintf(key, args...)
		} else if known[part] {
			parts[i] = p.T(part)
		}
	}
	if p.lang == Chinese {
		return strings.Join(parts, "，")
	}
	return strings.Join(parts, ", ")
}
