package kbsfile

import (
	"bytes"
	"strings"
)

// Sniff reports whether head, the start of a file, looks like a KBS
// movement file: one of its lines is exactly DESCEND (the end of the
// description; a line end of "\r\n" is allowed).
func Sniff(head []byte) bool {
	for _, l := range strings.Split(string(bytes.TrimPrefix(head, []byte("\xef\xbb\xbf"))), "\n") {
		if strings.TrimRight(l, "\r") == "DESCEND" {
			return true
		}
	}
	return false
}
