// Package i18n is movegen's message catalogue: the user-visible sentences of
// the text outputs and the command line, in English, Russian and
// Simplified Chinese.
//
// Messages are keyed by their English format string, so English needs no
// table and a missing translation falls back to English. The Russian tables
// are grouped by the package that prints them, one file each (text.go for
// export/text, cli.go for the commands, cards.go for the cards and sheets,
// problems.go for the validator's problem formats, notes.go for the
// generator commands' notes and the preferans explanations). To add messages for another package,
// write a new file with a function returning its []Message and list that
// function once in tables() in i18n.go.
//
// The Chinese is kept apart, one zh_*.go file per table (zh_text.go for
// text.go, …), each a map from the English key to its Chinese, listed in
// zhCatalogue() in zh.go; zh.go says which words of the Chinese bridge
// rules it uses. TestEveryKeyHasChinese fails for a key without Chinese,
// TestChineseKeepsVerbs for a translation that drops or changes an
// argument (Chinese may reorder them: %[2]d), and TestChineseHasNoEnglish
// for an English word left in one (EnglishWords, with the short list of
// codes and names ChineseAllowed).
//
// Libraries that must not print keep their sentences as data: a format and
// its arguments (movement.Problem's Format and Args, movement.Text).
// Printer.Message translates such a sentence and puts its arguments into
// words: seats become С, В, Ю, З and СЮ, ВЗ in Russian, and nested sentences
// are translated too.
//
// The tests walk the source of export/... and cmd/movegen and fail when a
// key passed to a Printer method, a problem format of the validator or a
// preferans explanation has no Russian entry, and when a translation's
// verbs differ from its key's.
//
// The tables are built afresh by every New; the package holds no mutable
// state, so printers for different languages can be used side by side.
//
// Numbers are formatted the way the language expects: "2.50" and "1,234" in
// English and Chinese, "2,50" and "1 234" in Russian. Callers that print identifiers
// (table or contestant numbers) inside aligned charts format them themselves.
package i18n
