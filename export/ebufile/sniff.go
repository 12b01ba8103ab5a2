package ebufile

import (
	"bytes"
	"strconv"
	"strings"
)

// Sniff reports whether head, the start of a file, looks like an EBUScore
// movement file: its first line that is not blank is a header (five or six
// comma-separated numbers, the first a type 0 to 7) or a title followed by
// such a header, and the line after the header holds comma-separated
// numbers, three for each of the header's rounds (a line cut off at the end
// of head counts as far as it goes).
func Sniff(head []byte) bool {
	head = bytes.TrimPrefix(head, []byte("\xef\xbb\xbf"))
	type line struct {
		s        string
		complete bool
	}
	var lines []line
	rest := string(head)
	for rest != "" && len(lines) < 3 {
		l, after, found := strings.Cut(rest, "\n")
		rest = after
		l = strings.TrimRight(l, "\r")
		if strings.TrimSpace(l) != "" {
			lines = append(lines, line{l, found})
		}
	}
	h := 0
	switch {
	case len(lines) >= 1 && isHeader(lines[0].s):
	case len(lines) >= 2 && isHeader(lines[1].s):
		h = 1
	default:
		return false
	}
	if !lines[h].complete {
		return false
	}
	if len(lines) == h+1 {
		return true // the header is the last thing in head
	}
	rounds, _ := strconv.Atoi(fields(lines[h].s)[4])
	t := lines[h+1]
	fs := fields(strings.TrimRight(t.s, ", "))
	if !allNumbers(fs) {
		return false
	}
	if t.complete {
		return len(fs) == 3*rounds
	}
	return len(fs) <= 3*rounds
}
