package i18n

import (
	"fmt"
	"io"

	"golang.org/x/text/language"
	"golang.org/x/text/message"
	"golang.org/x/text/message/catalog"
)

// The languages movegen speaks.
const (
	English = "en"
	Russian = "ru"
)

// Langs lists the supported language codes, English first.
func Langs() []string { return []string{English, Russian} }

// Supported reports whether lang is one of Langs.
func Supported(lang string) bool { return lang == English || lang == Russian }

// Message is one entry of a catalogue: the English format string, which is
// also the key, and its Russian translation with the same verbs in the same
// order.
type Message struct {
	Key string
	Ru  string
}

// tables returns every message table of the package. A new file of messages
// adds its function here, once.
func tables() [][]Message {
	return [][]Message{
		textMessages(),
		cliMessages(),
		cardsMessages(),
	}
}

// Printer formats messages in one language. It is safe for use by one
// goroutine at a time; make one per command run.
type Printer struct {
	lang string
	p    *message.Printer
}

// New returns a printer for lang ("en" or "ru"). An unsupported language
// falls back to English; use Supported to reject it first.
func New(lang string) *Printer {
	if !Supported(lang) {
		lang = English
	}
	b := catalog.NewBuilder(catalog.Fallback(language.English))
	tag := language.English
	if lang == Russian {
		tag = language.Russian
		for _, t := range tables() {
			for _, m := range t {
				// SetString fails only for malformed tags; ours are fixed.
				_ = b.SetString(language.Russian, m.Key, m.Ru)
			}
		}
	}
	return &Printer{lang: lang, p: message.NewPrinter(tag, message.Catalog(b))}
}

// Lang returns the printer's language code.
func (p *Printer) Lang() string { return p.lang }

// Sprintf formats the message keyed by format in the printer's language.
func (p *Printer) Sprintf(format string, a ...any) string { return p.p.Sprintf(format, a...) }

// Fprintf writes the message keyed by format to w in the printer's language.
func (p *Printer) Fprintf(w io.Writer, format string, a ...any) (int, error) {
	return p.p.Fprintf(w, format, a...)
}

// Errorf returns an error whose text is the message keyed by format in the
// printer's language. Unlike fmt.Errorf it does not wrap.
func (p *Printer) Errorf(format string, a ...any) error {
	return fmt.Errorf("%s", p.p.Sprintf(format, a...))
}

// T translates a message without arguments.
func (p *Printer) T(key string) string { return p.p.Sprintf(key) }
