package i18n

import (
	"regexp"
	"slices"
	"strings"
)

// latinWord finds a run of Latin letters in a translation.
var latinWord = regexp.MustCompile(`[A-Za-z][A-Za-z_]*`)

// zhCodes strips from a Chinese text what is not a word of the language:
// format verbs, flags and their values as typed (--method rotation,
// --variant web), file extensions, and quoted file content.
var zhCodes = regexp.MustCompile(`%(\[\d+\])?[-+# 0-9.]*(\[\d+\])?[a-zA-Z]|(^|[\s\[])-[a-z]\b|--[a-z][a-z-]*( [a-zA-Z|]+(-[a-z]+)?)?|\.[a-zA-Z]+\b|"[^"]*"|[A-Za-z]+=`)

// ChineseAllowed are the Latin words a Chinese text may keep: the names
// of programs, file formats and sources (proper names), the values a
// file or a flag spells as the user types them (NS, preferans, relay,
// json, 3h), the letters of mathematics (GF, mod, gcd, AG, Z, v, k, m,
// x, T, N) and of table and section names (A1, D1, F1), and the "I" of
// "--choose I". Every word is there because a Chinese director types or
// reads it so; a word of English prose never is.
var ChineseAllowed = map[string]bool{
	// Programs, formats and sources.
	"movegen": true, "JSON": true, "ASC": true, "CSV": true, "PDF": true, "UTF": true, "EBUScore": true, "KBS": true,
	"Bridgemate": true, "Magic": true, "Contest": true, "Data": true, "Connector": true,
	"ASE": true, "Scorer": true, "Load": true, "Ctrl": true, "C": true, "MB": true, "DESCEND": true, "Table": true, "Relay": true,
	"Bridge": true, "Flower": true, "Wolfram": true, "Demonstrations": true, "Project": true, "Tarry": true,
	"Ray": true, "Chaudhuri": true, "Wilson": true, "GDD": true, "KTS": true, "docs": true, "formats": true, "ase": true, "md": true,
	// Values a file or a flag spells.
	"NS": true, "EW": true, "N": true, "E": true, "S": true, "W": true, "pairs": true, "individual": true,
	"bridge": true, "preferans": true, "relay": true, "skip": true, "web": true, "hesitation": true, "rover": true, "bowman": true, "appendix": true, "twin": true, "criss": true, "combined": true, "square": true, "cross": true, "extra": true,
	"balanced": true, "compare": true, "fixed": true, "auto": true, "flat": true, "json": true, "asc": true,
	"exchange": true, "copies": true, "team": true, "name": true, "vp": true, "met": true, "byes": true, "bye": true, "triangle": true, "pivot": true, "odd": true,
	"true": true, "false": true, "null": true, "rounds": true, "maxrounds": true, "bpr": true, "board": true,
	"share_boards": true, "h": true, "m": true, "s": true, "MIN": true, "MAX": true, "I": true, "P": true, "Z_": true,
	"pdf": true, "xlsx": true, "csv": true, "txt": true,
	// The preferans methods, as typed (rotation, field, mols, search, rest, extra-move, auto).
	"rotation": true, "mols": true, "search": true, "rest": true, "move": true,
	// The command line a sentence shows ("movegen plan ... --choose I
	// [--format FORMAT] [-o FILE]").
	"plan": true, "FILE": true, "FORMAT": true, "convert": true, "teams": true,
	// Flag values: output formats, simulate's rank.
	"ebu": true, "kbs": true, "balance": true, "strongest": true,
	// The results file's columns and score's --rank (movegen score).
	"deal": true, "round": true, "table": true, "group": true, "field": true, "overall": true, "sum": true,
	// Mathematics, tables and sections.
	"GF": true, "mod": true, "gcd": true, "AG": true, "Z": true, "v": true, "k": true, "x": true, "a": true, "b": true,
	"T": true, "t": true, "ax": true, "check": true, "A": true, "B": true, "D": true, "F": true, "U": true, "q": true, "r": true, "j": true,
}

// outputCodes strips from a Chinese output what is not a word of the
// language: everything zhCodes strips, and the names a movement carries
// (file names, the "movegen-movement/1" format, the schedule's hash
// "#f7a79812", a problem's code such as "seated-twice").
var outputCodes = regexp.MustCompile(`[\w.-]+\.(json|asc|ASC|pdf|xlsx|csv|txt|yaml)\b|movegen-[a-z]+/\d+|#?\b[0-9a-f]{8}\b|movegen [a-z]+( / [a-z]+)*|\b[a-z]+(-[a-z]+)+\b|https?://\S+`)

// EnglishWords returns the Latin words of a Chinese output (a report, a
// card's text layer, a workbook's cells, the page's text) that are not in
// ChineseAllowed nor among allowed: each once, sorted. A Chinese output
// that keeps an English word of its own has a message the catalogue does
// not translate, or a word put together outside it.
func EnglishWords(text string, allowed ...string) []string {
	text = outputCodes.ReplaceAllString(text, " ")
	text = zhCodes.ReplaceAllString(text, " ")
	var out []string
	for _, w := range latinWord.FindAllString(text, -1) {
		if ChineseAllowed[w] || ChineseAllowed[strings.TrimSuffix(w, "_")] || slices.Contains(allowed, w) {
			continue
		}
		out = append(out, w)
	}
	slices.Sort(out)
	return slices.Compact(out)
}
