package i18n

import (
	"fmt"
	"io"
	"regexp"
	"sync"

	"github.com/movegen/movegen/movement"
	"golang.org/x/text/language"
	"golang.org/x/text/message"
	"golang.org/x/text/message/catalog"
)

// The languages movegen speaks.
const (
	English = "en"
	Russian = "ru"
	// Chinese is Simplified Chinese, with the words of the Chinese
	// Contract Bridge Association's rules (zh.go).
	Chinese = "zh"
)

// Langs lists the supported language codes, English first.
func Langs() []string { return []string{English, Russian, Chinese} }

// Supported reports whether lang is one of Langs.
func Supported(lang string) bool { return lang == English || lang == Russian || lang == Chinese }

// Message is one entry of a catalogue: the English format string, which is
// also the key, and its Russian translation with the same verbs in the same
// order.
type Message struct {
	Key string
	Ru  string
}

// tables returns every message table of the package, in catalogue order.
func tables() [][]Message {
	var all [][]Message
	for _, t := range catalogue() {
		all = append(all, t.messages)
	}
	return all
}

// namedTable is one table of the catalogue with the name tests report it by.
type namedTable struct {
	name     string
	messages []Message
}

// catalogue lists every message table (one per file) by name. A new file of
// messages adds its function here, once.
func catalogue() []namedTable {
	return []namedTable{
		{"text", textMessages()},
		{"paperdoc", paperdocMessages()},
		{"cli", cliMessages()},
		{"cards", cardsMessages()},
		{"problem", problemMessages()},
		{"notes", notesMessages()},
		{"session", sessionMessages()},
		{"paper", paperMessages()},
		{"seating", seatingMessages()},
		{"plan", planMessages()},
		{"names", namesMessages()},
		{"error", errorMessages()},
		{"house", houseMessages()},
		{"individual", individualMessages()},
		{"oa", oaMessages()},
		{"limits", limitsMessages()},
		{"pairs", pairsMessages()},
		{"words", wordsMessages()},
		{"notation", notationMessages()},
		{"setup", setupMessages()},
		{"protocol", protocolMessages()},
		{"flagWords", flagWordsMessages()},
		{"stop", stopMessages()},
		{"mitchellVariants", mitchellVariantsMessages()},
		{"plan40", plan40Messages()},
		{"serve", serveMessages()},
		{"serveGuard", serveGuardMessages()},
		{"replan", replanMessages()},
		{"score", scoreMessages()},
		{"resolvable", resolvableMessages()},
		{"formats", formatsMessages()},
		{"library", libraryMessages()},
		{"scorerNumbers", scorerNumbersMessages()},
		{"pageReplan", pageReplanMessages()},
		{"simulate", simulateMessages()},
		{"request", requestMessages()},
		{"teams", teamsMessages()},
		{"teamsCards", teamsCardsMessages()},
		{"swiss", swissMessages()},
		{"families", familiesMessages()},
		{"families40", families40Messages()},
		{"familiesFam", familiesFamMessages()},
		{"reliab", reliabMessages()},
		{"books", booksMessages()},
		{"whistPairs", whistPairsMessages()},
		{"swissTriangle", swissTriangleMessages()},
		{"interwoven", interwovenMessages()},
		{"appHowell", appHowellMessages()},
	}
}

// Printer formats messages in one language. It is safe for use by one
// goroutine at a time; make one per command run.
type Printer struct {
	lang string
	p    *message.Printer
	memo *memo
}

// New returns a printer for lang ("en", "ru" or "zh"). An unsupported
// language falls back to English; use Supported to reject it first.
func New(lang string) *Printer {
	if !Supported(lang) {
		lang = English
	}
	tag := language.English
	switch lang {
	case Russian:
		tag = language.Russian
	case Chinese:
		tag = language.SimplifiedChinese
	}
	return &Printer{lang: lang, p: message.NewPrinter(tag, message.Catalog(catalogs[lang]())), memo: newMemo()}
}

// catalogs build each language's catalog once, when a printer first needs
// it: building one compiles some hundreds of plural forms (a few
// milliseconds), which every command, page and printer would otherwise
// repeat. A catalog is not changed once built, and catalog.Builder is
// safe for concurrent use, so the printers share it.
var catalogs = map[string]func() *catalog.Builder{
	English: sync.OnceValue(func() *catalog.Builder { return buildCatalog(English) }),
	Russian: sync.OnceValue(func() *catalog.Builder { return buildCatalog(Russian) }),
	Chinese: sync.OnceValue(func() *catalog.Builder { return buildCatalog(Chinese) }),
}

// buildCatalog builds the catalog of lang.
func buildCatalog(lang string) *catalog.Builder {
	b := catalog.NewBuilder(catalog.Fallback(language.English))
	if lang == Chinese {
		setChinese(b)
	} else {
		// The Russian tables, and the English keys that count something.
		setPlurals(b, lang)
	}
	return b
}

// Lang returns the printer's language code.
func (p *Printer) Lang() string { return p.lang }

// Sprintf formats the message keyed by format in the printer's language.
func (p *Printer) Sprintf(format string, a ...any) string {
	return p.memo.sprintf(format, a, func() string { return p.p.Sprintf(format, flagValues(format, a)...) })
}

// Fprintf writes the message keyed by format to w in the printer's language.
func (p *Printer) Fprintf(w io.Writer, format string, a ...any) (int, error) {
	return p.p.Fprintf(w, format, flagValues(format, a)...)
}

// Errorf returns an error whose text is the message keyed by format in the
// printer's language. Unlike fmt.Errorf it does not wrap.
func (p *Printer) Errorf(format string, a ...any) error {
	return fmt.Errorf("%s", p.Sprintf(format, a...))
}

// T translates a message without arguments.
func (p *Printer) T(key string) string {
	return p.memo.sprintf(key, nil, func() string { return p.p.Sprintf(key) })
}

// Message formats a message kept as data (a movement.Problem's Format and
// Args, the Format and Args of a movement.Text) in the printer's language.
// Unlike Sprintf it first puts the arguments into words: a movement.Seat
// becomes the seat's name in the language (С, В, Ю, З; СЮ, ВЗ in Russian),
// a movement.Kind or movement.Game its word, a nested movement.Text its
// own translated sentence, and a string that is a contestant label of a
// table and a seat ("3 NS", "1E") takes the language's seat letters.
// Other arguments are formatted as by Sprintf.
func (p *Printer) Message(format string, args ...any) string {
	return p.p.Sprintf(format, flagValues(format, p.localize(args))...)
}

// localize returns args with seats, kinds, games and nested messages put
// into words; args itself is not changed.
func (p *Printer) localize(args []any) []any {
	out := make([]any, len(args))
	for i, a := range args {
		switch v := a.(type) {
		case movement.Seat:
			out[i] = p.Seat(v)
		case movement.Kind:
			out[i] = p.T(string(v))
		case movement.Game:
			out[i] = p.T(string(v))
		case movement.Text:
			out[i] = p.Message(v.Format, v.Args...)
			// A sentence without arguments that the catalogue does not
			// know is a movement's name ("Flower, 8 teams").
			if len(v.Args) == 0 && out[i] == v.Format {
				out[i] = p.MovementName(v.Format)
			}
		case string:
			out[i] = p.label(v)
		default:
			out[i] = a
		}
	}
	return out
}

// seatLabel matches a contestant label made of a table number and a seat
// or line ("3S", "1 NS"), maybe after a section letter ("B3 EW").
var seatLabel = regexp.MustCompile(`^([A-Z]?[0-9]+)( ?)(NS|EW|N|E|S|W)$`)

// label puts a contestant label that a sentence kept as data carries as a
// string ("contestant 3 NS holds no seat") into the language's seat
// letters: "3 СЮ", and "1\u00a0В" for "1E" (a no-break space, because the
// Cyrillic З reads as the digit 3 next to a number, as on the cards;
// "1\u00a0东" in Chinese, the number set apart from the seat). Any
// other string is returned unchanged.
func (p *Printer) label(s string) string {
	m := seatLabel.FindStringSubmatch(s)
	if m == nil || p.lang == English {
		return s
	}
	sep := m[2]
	if sep == "" {
		sep = "\u00a0"
	}
	return m[1] + sep + p.Seat(movement.Seat(m[3]))
}

// Seat returns the name of a seat in the printer's language: N E S W and
// NS EW in English, С В Ю З and СЮ ВЗ in Russian, 北 东 南 西 and 南北
// 东西 in Chinese. Anything that is not a
// known seat is returned unchanged.
func (p *Printer) Seat(s movement.Seat) string {
	if !s.Valid() {
		return string(s)
	}
	return p.T(string(s))
}

// Comma is what separates the items of a list in the printer's language:
// ", " in English and Russian, the enumeration comma "、" in Chinese
// ("第2、3桌").
func (p *Printer) Comma() string {
	if p.lang == Chinese {
		return "、"
	}
	return ", "
}

// Clauses separates the clauses of a list ("26 pairs, 3h, from 19:00"):
// ", ", and the full-width comma "，" in Chinese, where "、" separates
// only the items of an enumeration (Comma).
func (p *Printer) Clauses() string {
	if p.lang == Chinese {
		return "，"
	}
	return ", "
}

// Semicolon separates the parts of a list whose items hold commas: "; ",
// and the full-width "；" in Chinese.
func (p *Printer) Semicolon() string {
	if p.lang == Chinese {
		return "；"
	}
	return "; "
}

// Stop ends a sentence: "." in English and Russian, the full-width "。"
// in Chinese.
func (p *Printer) Stop() string {
	if p.lang == Chinese {
		return "。"
	}
	return "."
}

// Colon follows a heading on the same line: ": ", and the full-width
// "：" in Chinese.
func (p *Printer) Colon() string {
	if p.lang == Chinese {
		return "："
	}
	return ": "
}
