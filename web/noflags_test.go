package web

import (
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"testing"
)

// resultsForm is the Swiss page's form of the round's results, and
// resultInput one match's result in it.
var (
	resultsForm = regexp.MustCompile(`(?s)<form[^>]*id="results-form"[^>]*>(.*?)</form>`)
	resultInput = regexp.MustCompile(`<input name="([^"]*)" id="[^"]*" size="10">`)
)

// TestNoFlagNamesOnThePage sends every field of the plan and movement
// forms, of the Swiss round and its results and of the re-plan bad
// values, in English, Russian and Chinese, and reads the whole page that
// answers: no sentence on it names a command-line flag ("--pairs"),
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
		{"/movement", url.Values{"gen": {"mitchell"}, "tables": {"7"}}, []string{"tables", "pairs", "rounds", "boards-per-round", "winners", "arrow-switch", "sections", "ew-numbers-from", "variant", "missing"}},
		{"/movement", url.Values{"gen": {"mitchell"}, "variant": {"hesitation"}, "pairs": {"13"}}, []string{"pairs", "rounds", "missing", "variant"}},
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
	// The forms that post: a Swiss round (each of its fields), a re-plan
	// of a movement (each of its fields), the results of a Swiss round.
	standings := readFile(t, "../testdata/teams/swiss-after-3.csv")
	fewBad := []string{"-3", "abc", "99999"} // each post pairs or re-plans
	read := func(lang, name string, res *http.Response, body string) {
		t.Helper()
		n++
		if res.StatusCode >= 500 {
			t.Errorf("%s %s: status %d", lang, name, res.StatusCode)
			return
		}
		text := tag.ReplaceAllString(body, " ")
		if m := flagLike.FindString(text); m != "" {
			i := strings.Index(text, m)
			t.Errorf("%s %s: the page says %q: %q", lang, name, m, strings.Join(strings.Fields(text[max(0, i-80):min(len(text), i+60)]), " "))
		}
	}
	for _, lang := range []string{"en", "ru", "zh"} {
		for _, key := range []string{"boards_per_match", "round", "copies", "rematches", "pairs", "danish", "scale"} {
			for _, v := range fewBad {
				f := url.Values{"boards_per_match": {"6"}}
				f.Set(key, v)
				res, body := serve(t, s, postSwiss(t, "/swiss?lang="+lang, "swiss-after-3.csv", standings, f))
				read(lang, "/swiss "+key+"="+v, res, body)
			}
		}
		res, body := serve(t, s, postSwiss(t, "/swiss?lang="+lang, "swiss-after-3.csv", standings, url.Values{"boards_per_match": {"6"}}))
		read(lang, "/swiss", res, body)
		results := url.Values{}
		if f := resultsForm.FindStringSubmatch(body); f != nil {
			results = formOf(f[1], nil)
			if m := resultInput.FindStringSubmatch(f[1]); m != nil {
				results.Set(m[1], "zzz")
			} else {
				t.Errorf("%s: no result to enter on the Swiss page", lang)
			}
		} else {
			t.Errorf("%s: no results form on the Swiss page", lang)
		}
		res, body = serve(t, s, postSwiss(t, "/swiss?lang="+lang, "", nil, results))
		read(lang, "/swiss results zzz", res, body)
		if !strings.Contains(body, `role="alert"`) {
			t.Errorf("%s: a result of zzz is not refused (status %d)", lang, res.StatusCode)
		}
		_, page := get(t, s, "/movement?gen=mitchell&tables=7&lang="+lang)
		for _, key := range []string{"from-round", "remove", "remove-table", "add-pair"} {
			for _, v := range fewBad {
				res, body := post(t, s, "/replan?lang="+lang, formOf(page, url.Values{"from-round": {"3"}, key: {v}}))
				read(lang, "/replan "+key+"="+v, res, body)
			}
		}
	}
	t.Logf("%d pages read", n)
}
