package web

import (
	"regexp"
	"testing"
)

// flagLike is a command-line flag as the terminal writes it: two dashes
// and a word.
var flagLike = regexp.MustCompile(`--[a-z][a-z-]+`)

// TestFormsSpeakInWords: the page's forms name their fields in words, the
// director's, never by the command line's flags (which once stood under
// every label), in both languages.
func TestFormsSpeakInWords(t *testing.T) {
	s := newTestServer(t, Options{})
	for _, target := range []string{
		"/plan?lang=en", "/plan?lang=ru", "/movement?lang=en", "/movement?lang=ru", "/check?lang=en", "/check?lang=ru",
		"/plan?game=pairs&count=13&time=3h&lang=en", "/movement?gen=mitchell&tables=7&lang=ru",
	} {
		res, body := get(t, s, target)
		if res.StatusCode != 200 {
			t.Fatalf("%s: status %d", target, res.StatusCode)
		}
		for _, form := range regexp.MustCompile(`(?s)<form.*?</form>`).FindAllString(body, -1) {
			for _, label := range regexp.MustCompile(`(?s)<label.*?</label>`).FindAllString(form, -1) {
				if f := flagLike.FindString(label); f != "" {
					t.Errorf("%s: a form label names the flag %s: %.120s", target, f, label)
				}
			}
		}
	}
}
