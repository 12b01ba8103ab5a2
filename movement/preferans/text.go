package preferans

import (
	"fmt"
	"strings"

	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/design"
)

// say builds a movement.Text. Every explanation of the package goes
// through it with a literal format, so that the message catalogue's
// completeness test can check that each one is translated.
func say(format string, args ...any) movement.Text { return movement.Say(format, args...) }

// sizeText names a table size for people: "four" or "three".
func sizeText(seats int) movement.Text {
	if seats == 3 {
		return say("three")
	}
	return say("four")
}

// tablesOf says "7 tables of four", or "1 table of four".
func tablesOf(t, seats int) movement.Text {
	if t == 1 {
		return say("1 table of %s", sizeText(seats))
	}
	return say("%d tables of %s", t, sizeText(seats))
}

// layoutText says "7 tables of four, 7 rounds", or "…, 1 round".
func layoutText(tables movement.Text, rounds int) movement.Text {
	if rounds == 1 {
		return say("%s, 1 round", tables)
	}
	return say("%s, %d rounds", tables, rounds)
}

// restLayoutText is layoutText for a rest scheme.
func restLayoutText(tables movement.Text, rounds int) movement.Text {
	if rounds == 1 {
		return say("%s with one player resting each round, 1 round", tables)
	}
	return say("%s with one player resting each round, %d rounds", tables, rounds)
}

// sourceText turns a rest scheme's Source into a Text with the same
// English words, so the catalogue can translate it. A Source this package
// does not know is kept as it is.
func sourceText(s *design.RestScheme, v, k int) movement.Text {
	switch {
	case strings.HasPrefix(s.Source, "cyclic base tables"):
		return say("cyclic base tables modulo %d", v)
	case s.Source == "base tables over Z3×Z3":
		return say("base tables over Z3×Z3")
	case s.Source == fmt.Sprintf("base tables over the additive group of GF(%d)", v):
		return say("base tables over the additive group of GF(%d)", v)
	case strings.HasPrefix(s.Source, "cosets of the"):
		return say("cosets of the %d-th roots of unity in GF(%d)", k, v)
	}
	return say("%s", s.Source)
}
