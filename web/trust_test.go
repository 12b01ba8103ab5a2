package web

import (
	"bytes"
	"html"
	"net/http"
	"net/http/httptest"
	"net/url"
	"regexp"
	"strings"
	"testing"
	"time"
)

// hiddenField finds a hidden input of the first form with that field.
func hiddenField(body, name string) string {
	m := regexp.MustCompile(`<input type="hidden" name="` + name + `" value="([^"]*)">`).FindStringSubmatch(body)
	if m == nil {
		return ""
	}
	return html.UnescapeString(m[1])
}

// section is the HTML of the page's section with id.
func section(body, id string) string {
	i := strings.Index(body, `<section id="`+id+`">`)
	if i < 0 {
		return ""
	}
	j := strings.Index(body[i:], "</section>")
	return body[i : i+j]
}

// postForm posts form to target and returns the answer.
func postForm(t *testing.T, h http.Handler, target string, form url.Values) (*http.Response, []byte) {
	t.Helper()
	req := httptest.NewRequest(http.MethodPost, target, strings.NewReader(form.Encode()))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec.Result(), rec.Body.Bytes()
}

// TestDownloadsAreTheScreen: a movement page carries its movement, so that
// every download, made twice, is the same bytes, made from the movement on
// the screen, and the other language shows the same chart; even for a
// search that stopped at its time limit (which, made again, could give
// another schedule) and for a preferans layout found by search.
func TestDownloadsAreTheScreen(t *testing.T) {
	s := newTestServer(t, Options{SearchTimeout: 300 * time.Millisecond})
	for _, target := range []string{
		"/movement?gen=seating&players=37&lang=en",
		"/movement?gen=preferans&players=24&lang=en",
	} {
		t.Run(target, func(t *testing.T) {
			res, body := get(t, s, target)
			if res.StatusCode != http.StatusOK {
				t.Fatalf("status %d: %s", res.StatusCode, errorMessage.FindString(body))
			}
			data, name := hiddenField(body, "movement"), hiddenField(body, "name")
			screen, err := unpackMovement(data, 64<<20)
			if err != nil || len(screen) == 0 || name == "" {
				t.Fatalf("the page carries no movement (%v)", err)
			}
			if strings.Contains(target, "seating") && !strings.Contains(body, `id="stopped"`) {
				t.Errorf("a search stopped at its time limit is not said to have stopped early")
			}
			if section(body, "notes") == "" {
				t.Errorf("the page lacks what the command line prints after the report")
			}
			for _, format := range []string{"json", "pdf", "xlsx"} {
				var got [2][]byte
				for i := range got {
					form := url.Values{"name": {name}, "movement": {data}, "format": {format}, "cards_lang": {"en"}}
					res, b := postForm(t, s, "/check/download?lang=en", form)
					if res.StatusCode != http.StatusOK {
						t.Fatalf("%s download: status %d: %s", format, res.StatusCode, b)
					}
					got[i] = b
				}
				if !bytes.Equal(got[0], got[1]) {
					t.Errorf("%s: two downloads differ", format)
				}
				if format == "json" && !bytes.Equal(got[0], screen) {
					t.Errorf("the JSON download is not the movement on the screen")
				}
			}
			// The language switch shows the same movement.
			form := url.Values{}
			if strings.Count(body, data) != 1 {
				t.Errorf("the movement travels %d times in the page, want once", strings.Count(body, data))
			}
			for _, f := range []string{"name", "movement", "lines", "heading", "stopped", "back", "gen"} {
				form.Set(f, hiddenField(body, f))
			}
			res, ru := postForm(t, s, "/movement/view?lang=ru", form)
			if res.StatusCode != http.StatusOK {
				t.Fatalf("language switch: status %d: %s", res.StatusCode, ru)
			}
			if hiddenField(string(ru), "movement") != data {
				t.Errorf("the other language carries another movement")
			}
			res, en := postForm(t, s, "/movement/view?lang=en", form)
			if res.StatusCode != http.StatusOK || section(string(en), "chart") != section(body, "chart") || section(body, "chart") == "" {
				t.Errorf("switching back shows another chart (status %d)", res.StatusCode)
			}
			if !strings.Contains(string(ru), `lang="ru"`) || section(string(ru), "notes") == section(body, "notes") {
				t.Errorf("the switch did not put the page and its notes into Russian")
			}
		})
	}
}

// TestFormErrorKeepsInput: a refused request is shown on its form, in
// the field's words, with what was typed kept.
func TestFormErrorKeepsInput(t *testing.T) {
	s := newTestServer(t, Options{})
	res, body := get(t, s, "/plan?game=pairs&count=13&time=3x&stationary=3,7&lang=en")
	if res.StatusCode != http.StatusBadRequest {
		t.Errorf("status %d, want 400", res.StatusCode)
	}
	for _, want := range []string{`id="form-error"`, `Time &#34;3x&#34;: want a time such as 3h, 2.5h, 2h30, 3:30 or 180 min`, `name="time" id="time" value="3x"`, `value="3,7"`, `id="plan-form"`} {
		if !strings.Contains(body, want) {
			t.Errorf("the page lacks %q", want)
		}
	}
	res, body = get(t, s, "/movement?gen=mitchell&tables=2&rounds=5&lang=en")
	if res.StatusCode != http.StatusBadRequest || !strings.Contains(body, `Tables 2: `) || !strings.Contains(body, `id="gen-form"`) || !strings.Contains(body, `value="5"`) {
		t.Errorf("the generator form does not show the error with its input (status %d)", res.StatusCode)
	}
}

// TestSessionTimeOnThePage: the plan page reads the lengths of time a
// director types; a bare number up to 24 is hours, above 24 minutes.
func TestSessionTimeOnThePage(t *testing.T) {
	s := newTestServer(t, Options{})
	_, want := get(t, s, "/plan?game=pairs&count=13&time=3h&lang=en")
	for _, typed := range []string{"3", "3h", "3 h", "3H", "3:00", "3ч", "3 hours"} {
		res, body := get(t, s, "/plan?game=pairs&count=13&lang=en&time="+url.QueryEscape(typed))
		names := func(b string) (out []string) {
			for _, m := range optionNames.FindAllStringSubmatch(b, -1) {
				out = append(out, m[1])
			}
			return out
		}
		got, wanted := names(body), names(want)
		if res.StatusCode != http.StatusOK || len(wanted) == 0 || strings.Join(got, "|") != strings.Join(wanted, "|") {
			t.Errorf("time %q: status %d, or another plan than for 3h", typed, res.StatusCode)
		}
	}
}
