package web

import (
	"bytes"
	"context"
	"html"
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"testing"

	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/internal/app"
)

// hiddenInput matches a hidden field of a page's forms.
var hiddenInput = regexp.MustCompile(`<input type="hidden" name="([^"]+)" value="([^"]*)">`)

// formOf is the hidden fields of page, with extra set over them.
func formOf(page string, extra url.Values) url.Values {
	f := url.Values{}
	for _, m := range hiddenInput.FindAllStringSubmatch(page, -1) {
		f.Set(m[1], html.UnescapeString(m[2]))
	}
	for k, vs := range extra {
		f[k] = vs
	}
	return f
}

func post(t *testing.T, s http.Handler, target string, f url.Values) (*http.Response, string) {
	t.Helper()
	res, body := postForm(t, s, target, f)
	return res, string(body)
}

// TestReplanPage re-plans a generated 7-table Mitchell from round 3 with a
// late pair: the page shows the revised movement and its summary, and the
// changed cards are the request layer's (the command's) cards; a refused
// re-plan shows the movement page again with the message and the input.
func TestReplanPage(t *testing.T) {
	s := newTestServer(t, Options{})
	res, page := get(t, s, "/movement?gen=mitchell&tables=7&lang=en")
	if res.StatusCode != http.StatusOK || !strings.Contains(page, `id="replan-submit"`) {
		t.Fatalf("status %d; the re-plan form shown: %v", res.StatusCode, strings.Contains(page, `id="replan-submit"`))
	}
	res, got := post(t, s, "/replan?lang=en", formOf(page, url.Values{"from-round": {"3"}, "add-pair": {"true"}}))
	if res.StatusCode != http.StatusOK {
		t.Fatalf("re-plan: status %d: %s", res.StatusCode, errorMessage.FindString(got))
	}
	for _, want := range []string{"Re-planned from round 3", "Before and after (the whole session):", `id="dl-changes"`, `id="chart"`} {
		if !strings.Contains(got, want) {
			t.Errorf("the re-plan page lacks %q", want)
		}
	}
	res, cards := post(t, s, "/check/download?lang=en", formOf(got, url.Values{"format": {"changes"}}))
	if res.StatusCode != http.StatusOK || res.Header.Get("Content-Type") != "application/pdf" {
		t.Fatalf("changed cards: status %d, type %q: %s", res.StatusCode, res.Header.Get("Content-Type"), errorMessage.FindString(cards))
	}
	// The same re-plan through the request layer, as "movegen replan
	// m.json --from-round 3 --add-pair -o x.pdf" runs it.
	g, err := app.New().Generate(context.Background(), "mitchell", mustValues(t, app.New().Fields("mitchell"), url.Values{"tables": {"7"}}))
	if err != nil {
		t.Fatal(err)
	}
	m := g.Movement
	rv := mustValues(t, app.ReplanFields(), url.Values{"from-round": {"3"}, "add-pair": {"true"}})
	rep, err := app.Replan(context.Background(), m, "m.json", rv, nil)
	if err != nil {
		t.Fatal(err)
	}
	var want bytes.Buffer
	paper, _ := app.PaperOf(mustValues(t, app.PaperFields(), nil))
	if err := app.WriteChangedCards(&want, m, rep, nil, app.Output{Printer: i18n.New("en"), Paper: paper}); err != nil {
		t.Fatal(err)
	}
	if cards != want.String() {
		t.Errorf("the changed cards (%d bytes) differ from the request layer's (%d bytes)", len(cards), want.Len())
	}
	// A round past the last: the movement page again, the round kept.
	res, again := post(t, s, "/replan?lang=en", formOf(page, url.Values{"from-round": {"99"}, "add-pair": {"true"}}))
	if res.StatusCode != http.StatusBadRequest || !strings.Contains(again, `id="form-error"`) || !strings.Contains(again, `id="replan-from" form="download-form" inputmode="numeric" size="3" value="99"`) {
		t.Errorf("a bad round: status %d, the page again with the error and the round: %v %v", res.StatusCode, strings.Contains(again, `id="form-error"`), strings.Contains(again, `value="99"`))
	}
}

func mustValues(t *testing.T, fields []app.Field, q url.Values) *app.Values {
	t.Helper()
	v, err := app.FromQuery(q, fields...)
	if err != nil {
		t.Fatal(err)
	}
	return v
}
