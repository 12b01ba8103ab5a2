package movement

import "unicode/utf8"

// MaxExcerpt is the most characters of a file's own text that a reader's
// message quotes: a key or a value of megabytes is cut to its start and
// "…", so that a message stays a line (a 60 MB key gave a 60 MB message
// and 437 MB of memory: issue 38).
const MaxExcerpt = 80

// Excerpt returns s when it has at most MaxExcerpt characters, else its
// first MaxExcerpt−1 characters and "…". Invalid UTF-8 counts byte by
// byte and is kept as it is (a %q verb shows it escaped).
func Excerpt(s string) string {
	if len(s) <= MaxExcerpt {
		return s
	}
	n := 0
	for i := range s {
		if n == MaxExcerpt-1 {
			if utf8.RuneCountInString(s[i:]) <= 1 {
				return s
			}
			return s[:i] + "…"
		}
		n++
	}
	return s
}

// Excerpted returns t with every string argument cut by Excerpt (nested
// sentences too): a reader builds its message from the file's own text
// and calls it once, so that no message quotes a whole key or line.
func (t Text) Excerpted() Text {
	if len(t.Args) == 0 {
		return t
	}
	args := make([]any, len(t.Args))
	for i, a := range t.Args {
		switch v := a.(type) {
		case string:
			args[i] = Excerpt(v)
		case Text:
			args[i] = v.Excerpted()
		default:
			args[i] = a
		}
	}
	return Text{Format: t.Format, Args: args}
}
