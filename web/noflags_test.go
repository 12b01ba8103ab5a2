package web

import (
	"net/url"
	"regexp"
	"strings"
	"testing"
)

// TestNoFlagNamesOnThePage sends every field of the plan and movement
// forms bad values, in English, Russian and Chinese, and reads the whole
// page that answers: no sentence on it names a command-line flag ("--pairs"),
// since the director on the page has no command line.
func TestNoFlagNamesOnThePage(t *testing.T) {
	s := newTestServer(t, Options{})
	bad := []string{"-3", "0", "abc", "99999", "1.5"}
	type form struct {
		path string
		base url.Values
		keys []string
	}
	forms := []form{
		{"/plan", url.Values{"game": {"pairs"}, "count": {"13"}, "time": {"3h"}}, planFields},
		{"/plan", url.Values{"game": {"preferans"}, "count": {"28"}, "time": {"3h"}}, []string{"count", "time", "boards", "stationary"}},
		{"/plan", url.Values{"game": {"teams"}, "count": {"8"}, "time": {"3h"}}, []string{"count", "time", "tables_available", "copies"}},
		{"/movement", url.Values{"gen": {"mitchell"}, "tables": {"7"}}, []string{"tables", "pairs", "rounds", "boards-per-round", "winners", "arrow-switch", "sections", "ew-numbers-from"}},
		{"/movement", url.Values{"gen": {"howell"}, "pairs": {"9"}}, []string{"pairs", "rounds", "boards-per-round"}},
		{"/movement", url.Values{"gen": {"preferans"}, "tables": {"7"}}, []string{"tables", "players", "rounds", "seed", "time"}},
	}
	tag := regexp.MustCompile(`(?s)<script.*?</script>|<style.*?</style>|<[^>]*>`)
	n := 0
	for _, lang := range []string{"en", "ru", "zh"} {
		for _, f := range forms {
			for _, key := range f.keys {
				for _, v := range bad {
					q := url.Values{}
					for k, vs := range f.base {
						q[k] = vs
					}
					q.Set(key, v)
					q.Set("lang", lang)
					target := f.path + "?" + q.Encode()
					res, body := get(t, s, target)
					n++
					if res.StatusCode >= 500 {
						t.Errorf("%s: status %d", target, res.StatusCode)
						continue
					}
					text := tag.ReplaceAllString(body, " ")
					if m := flagLike.FindString(text); m != "" {
						i := strings.Index(text, m)
						t.Errorf("%s: the page says %q: %q", target, m, strings.Join(strings.Fields(text[max(0, i-80):min(len(text), i+60)]), " "))
					}
				}
			}
		}
	}
	t.Logf("%d pages read", n)
}
