package layout

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// seatLetters are the seat letters of a compact place (cards.PlaceTag,
// the book's "3 S–2 W"), in the order they are tried: a pair's two seats
// before the single seats they start with.
var seatLetters = []string{"СЮ", "ВЗ", "NS", "EW", "南北", "东西", "С", "В", "Ю", "З", "N", "E", "S", "W", "北", "东", "南", "西"}

// SeatTags returns the byte spans of the seat letters of the compact
// places in s: a digit, a no-break space, then the first of seatLetters
// that is followed by the end of s or by a character that is not a
// letter (that character is passed over). It finds what the regular
// expression \d\x{00a0}(СЮ|ВЗ|…|[СВЮЗNESW北东南西])(?:[^\p{L}]|$) finds
// with FindAllStringSubmatchIndex (export/pdf's TestSeatTagsAsRegexp), at
// a fraction of its cost: it runs for almost every cell a big book
// measures. A renderer draws them bold, so that a seat letter never reads
// as a digit ("1 З" is not "1 3").
func SeatTags(s string) [][2]int {
	var out [][2]int
	for a := 0; a+3 < len(s); {
		if s[a] < '0' || s[a] > '9' || s[a+1] != 0xC2 || s[a+2] != 0xA0 {
			a++
			continue
		}
		t, end := a+3, -1
		for _, l := range seatLetters {
			if !strings.HasPrefix(s[t:], l) {
				continue
			}
			e := t + len(l)
			if e == len(s) {
				end = e
			} else if r, n := utf8.DecodeRuneInString(s[e:]); !unicode.IsLetter(r) {
				end = e + n
			}
			if end >= 0 {
				out = append(out, [2]int{t, e})
				break
			}
		}
		if end < 0 {
			a++
			continue
		}
		a = end
	}
	return out
}
