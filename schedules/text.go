package schedules

import (
	"github.com/movegen/movegen/movement"
)

// say builds a movement.Text. The planner stays free of languages: option
// names, reasons, notes and the advice of a NoOptionError are all Texts.
// The completeness test of the message catalogue finds every format passed
// to say, so every format must be a literal.
func say(format string, args ...any) movement.Text { return movement.Say(format, args...) }

// Plain returns a Text of fixed words, such as a name a caller chose; a
// catalogue passes them through untranslated.
func Plain(s string) movement.Text { return say("%s", s) }

// Strings returns the English of each text.
func Strings(ts []movement.Text) []string {
	out := make([]string, len(ts))
	for i, t := range ts {
		out[i] = t.String()
	}
	return out
}

// joinTexts joins texts with "; ", as one Text; no texts give the empty
// Text.
func joinTexts(ts []movement.Text) movement.Text {
	if len(ts) == 0 {
		return movement.Text{}
	}
	out := ts[0]
	for _, t := range ts[1:] {
		out = say("%s; %s", out, t)
	}
	return out
}

// plural says "1 table" or "3 tables" for the nouns the planner counts.
// The format of a count is the catalogue's counted noun ("%d tables"),
// which picks the Russian form for the number; "1 table" is a key of its
// own, because the English String cannot choose the singular by itself.
func plural(n int, noun countNoun) movement.Text {
	switch noun {
	case table:
		if n == 1 {
			return say("1 table")
		}
		return say("%d tables", n)
	case round:
		if n == 1 {
			return say("1 round")
		}
		return say("%d rounds", n)
	case board:
		if n == 1 {
			return say("1 board")
		}
		return say("%d boards", n)
	case pair:
		if n == 1 {
			return say("1 pair")
		}
		return say("%d pairs", n)
	case player:
		if n == 1 {
			return say("1 player")
		}
		return say("%d players", n)
	}
	return say("%d", n)
}

// countNoun is a noun the planner counts with plural.
type countNoun int

// The nouns plural knows.
const (
	table countNoun = iota
	round
	board
	pair
	player
)

// timesText says how many times: "once", "2 times" ("2 раза" through the
// catalogue's counted noun); see movement.Times.
func timesText(n int) movement.Text { return movement.Times(n) }

// verdictText names a verdict; the catalogue has the three words.
func verdictText(v movement.Verdict) movement.Text {
	switch v {
	case movement.Perfect:
		return say("perfect")
	case movement.Valid:
		return say("valid")
	}
	return say("invalid")
}

// DurationText is Duration kept as data: "3h", "2h 45m", "50m".
func DurationText(minutes int) movement.Text {
	switch h, m := minutes/60, minutes%60; {
	case h == 0:
		return say("%dm", m)
	case m == 0:
		return say("%dh", h)
	default:
		return say("%dh %02dm", h, m)
	}
}
