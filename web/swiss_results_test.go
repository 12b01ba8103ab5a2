package web

import (
	"html"
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"testing"
)

// TestSwissResultsOnPage: Swiss through the night on the page. The
// first round of 5 teams is paired from pasted standings; the page shows
// a results form (a line per team with its opponent); the results typed
// in it are entered (IMPs on the WBF scale, VP, the bye's VP) and the
// next round is paired from the updated standings, meetings and byes
// included; three rounds, and a missing result named by its line.
func TestSwissResultsOnPage(t *testing.T) {
	s := newTestServer(t, Options{})
	start := "team,name,vp,met\n1,Ash,0,\n2,Birch,0,\n3,Cedar,0,\n4,Elm,0,\n5,Oak,0,\n"
	res, body := serve(t, s, postSwiss(t, "/swiss?lang=en", "", []byte(start), url.Values{"scale": {"wbf"}}))
	if res.StatusCode != http.StatusOK {
		t.Fatalf("round 1: status %d: %s", res.StatusCode, errorMessage.FindString(body))
	}
	hiddenRe := regexp.MustCompile(`(?s)<form class="plan" action="/swiss\?lang=en" method="post" enctype="multipart/form-data" id="results-form">(.*?)</form>`)
	inputRe := regexp.MustCompile(`<input type="hidden" name="([^"]*)" value="([^"]*)">`)
	// round posts the results form of the page body with the results
	// given, and returns the next page as served.
	round := func(body string, results map[string]string) (int, string) {
		t.Helper()
		m := hiddenRe.FindStringSubmatch(body)
		if m == nil {
			t.Fatalf("no results form in the page")
		}
		v := url.Values{}
		for _, h := range inputRe.FindAllStringSubmatch(m[1], -1) {
			v.Set(h[1], html.UnescapeString(h[2]))
		}
		for team, r := range results {
			if !strings.Contains(m[1], `name="result_`+team+`"`) {
				t.Fatalf("no result input for team %s", team)
			}
			v.Set("result_"+team, r)
		}
		standings := v.Get("standings")
		v.Del("standings")
		res, body := serve(t, s, postSwiss(t, "/swiss?lang=en", "", []byte(standings), v))
		return res.StatusCode, body
	}
	text := html.UnescapeString(body)
	for _, w := range []string{"Bye: team 5 Oak (0.00 VP)", "Match 1: team 1 Ash (0.00 VP) v team 2 Birch (0.00 VP)", `id="result_3"`} {
		if !strings.Contains(text, w) {
			t.Errorf("round 1 lacks %q", w)
		}
	}
	// A result missing: named by its line, the form kept.
	code, body2 := round(body, map[string]string{"1": "+5 imps", "5": "12"})
	if code != http.StatusBadRequest || !strings.Contains(html.UnescapeString(body2), "result: no result for the match of team 3 against team 4: enter it on either line") {
		t.Errorf("missing result: status %d", code)
	}
	code, body2 = round(body, map[string]string{"1": "+5 imps", "4": "+20 imps", "5": "12"})
	text2 := html.UnescapeString(body2)
	if code != http.StatusOK {
		t.Fatalf("round 2: status %d", code)
	}
	for _, w := range []string{"Round 1's results entered: victory points, meetings and byes updated.",
		"Swiss round 2: 5 teams ranked by victory points (ties by number): 4, 1, 5, 2, 3.",
		"Bye: team 3 Cedar (3.54 VP), the lowest-ranked that has not had a bye.",
		"Match 1: team 4 Elm (16.46 VP) v team 1 Ash (12.05 VP)"} {
		if !strings.Contains(text2, w) {
			t.Errorf("round 2 lacks %q", w)
		}
	}
	// The results form's file carries the meetings and byes: team 5 has
	// had a bye, team 1 has met team 2.
	if !strings.Contains(text2, "1,Ash,12.05,2,0,4,") || !strings.Contains(text2, "5,Oak,12,,1,2,") {
		t.Errorf("round 2's standings file is not the updated one")
	}
	code, body3 := round(body2, map[string]string{"4": "15", "2": "-9 imps", "3": "12"})
	text3 := html.UnescapeString(body3)
	if code != http.StatusOK || !strings.Contains(text3, "Bye: team 2 Birch (14.50 VP), the lowest-ranked that has not had a bye.") ||
		!strings.Contains(text3, "Match 1: team 4 Elm (31.46 VP) v team 5 Oak (25.45 VP)") {
		t.Errorf("round 3: status %d", code)
	}
}
