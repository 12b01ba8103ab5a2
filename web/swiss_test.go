package web

import (
	"bytes"
	"context"
	"html"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"net/url"
	"regexp"
	"strings"
	"testing"

	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/export/jsonfile"
	"github.com/movegen/movegen/internal/app"
	"github.com/movegen/movegen/internal/request"
	"github.com/movegen/movegen/movement"
)

// postSwiss posts the Swiss form: the standings as an uploaded file named
// file (or pasted, when file is ""), and the other fields.
func postSwiss(t *testing.T, target, file string, standings []byte, fields url.Values) *http.Request {
	t.Helper()
	var b bytes.Buffer
	mw := multipart.NewWriter(&b)
	if file != "" {
		fw, err := mw.CreateFormFile("standings_file", file)
		if err != nil {
			t.Fatal(err)
		}
		fw.Write(standings)
	} else {
		mw.WriteField("standings", string(standings))
	}
	for k, vs := range fields {
		for _, v := range vs {
			mw.WriteField(k, v)
		}
	}
	mw.Close()
	req := httptest.NewRequest(http.MethodPost, target, &b)
	req.Header.Set("Content-Type", mw.FormDataContentType())
	return req
}

// hiddenFields are the hidden fields of the page's download form.
func hiddenFields(t *testing.T, page string) url.Values {
	t.Helper()
	form := regexp.MustCompile(`(?s)<form class="downloads" id="download-form"[^>]*>(.*?)</form>`).FindStringSubmatch(page)
	if form == nil {
		t.Fatal("no download form")
	}
	v := url.Values{}
	for _, m := range regexp.MustCompile(`<input type="hidden" name="([^"]*)" value="([^"]*)">`).FindAllStringSubmatch(form[1], -1) {
		v.Set(m[1], html.UnescapeString(m[2]))
	}
	return v
}

// postText posts v to target as a form and returns the answer as text.
func postText(t *testing.T, s http.Handler, target string, v url.Values) (*http.Response, string) {
	t.Helper()
	res, b := postForm(t, s, target, v)
	return res, string(b)
}

// TestSwissPage: the Swiss page pairs the next round from an uploaded (or
// pasted) standings file through the layer's Service, as "movegen teams
// swiss" does: the same ranking and reasons in English and Russian, the
// chart, the report led by the teams, the teams' maps, table cards that
// say what is true of one round; its downloads (PDF, workbook, JSON,
// EBUScore) are the bytes the request layer writes for that round, and
// the language switch shows the same round in the other language.
func TestSwissPage(t *testing.T) {
	s := newTestServer(t, Options{})
	res, body := get(t, s, "/swiss?lang=en")
	if res.StatusCode != http.StatusOK {
		t.Fatalf("the form: status %d", res.StatusCode)
	}
	for _, want := range []string{`id="swiss-form"`, `name="standings_file"`, `name="standings"`, `name="boards_per_match"`, `name="copies"`, `name="rematches"`, `href="/swiss?lang=en" class="here"`} {
		if !strings.Contains(body, want) {
			t.Errorf("the Swiss form lacks %q", want)
		}
	}
	data := readFile(t, "../testdata/teams/swiss-after-3.csv")
	// What the command line prints: the layer's round of the same file.
	v, err := request.FromQuery(url.Values{"boards-per-match": {"6"}}, app.SwissFields()...)
	if err != nil {
		t.Fatal(err)
	}
	want, err := app.Swiss(context.Background(), v, "swiss-after-3.csv", data)
	if err != nil {
		t.Fatal(err)
	}
	for _, lang := range i18n.Langs() {
		p := i18n.New(lang)
		res, body := serve(t, s, postSwiss(t, "/swiss?lang="+lang, "swiss-after-3.csv", data, url.Values{"boards_per_match": {"6"}}))
		if res.StatusCode != http.StatusOK {
			t.Fatalf("%s: status %d: %s", lang, res.StatusCode, errorMessage.FindString(body))
		}
		text := html.UnescapeString(body)
		for _, l := range want.Lines(p) {
			if !strings.Contains(text, l+"\n") {
				t.Errorf("%s: the page lacks the line %q", lang, l)
			}
		}
		report := text[strings.Index(text, `id="report"`):]
		for _, w := range []string{`id="pairings"`, `id="chart"`, `id="team-meetings"`, `id="team-boards"`, `id="dl-pdf"`, `id="dl-xlsx"`, `id="dl-json"`, `id="dl-ebu"`,
			p.T("One round only: nobody changes table during it; at its end the boards go back to the director."), "<h1>" + p.MovementName("Swiss teams, round 4")} {
			if !strings.Contains(text, w) {
				t.Errorf("%s: the page lacks %q", lang, w)
			}
		}
		if !strings.Contains(body, `id="dl-asc" disabled`) || strings.Contains(text, p.Sprintf("Every round: %s", "")) {
			t.Errorf("%s: the page offers the .ASC file (not greyed) or says \"every round\" of one round", lang)
		}
		if ti, pi := strings.Index(report, p.T("Teams:")), strings.Index(report, p.T("Pairs, each on its own:")); ti < 0 || pi < ti {
			t.Errorf("%s: the report does not lead with the teams (%d, %d)", lang, ti, pi)
		}

		// Every download is what the layer writes for this round.
		hidden := hiddenFields(t, body)
		for _, f := range []string{"pdf", "xlsx", "json", "ebu"} {
			form := url.Values{}
			for k, vs := range hidden {
				form[k] = vs
			}
			form.Set("format", f)
			form.Set("cards_lang", lang)
			res, got := postText(t, s, "/check/download", form)
			if res.StatusCode != http.StatusOK {
				t.Fatalf("%s %s: status %d: %s", lang, f, res.StatusCode, errorMessage.FindString(got))
			}
			var b bytes.Buffer
			if err := app.New().Write(context.Background(), &b, want.Movement, f, p, nil); err != nil {
				t.Fatal(err)
			}
			if got != b.String() {
				t.Errorf("%s %s: the download (%d bytes) is not the layer's (%d bytes)", lang, f, len(got), b.Len())
			}
			ext := map[string]string{"ebu": "txt"}[f]
			if ext == "" {
				ext = f
			}
			if cd := res.Header.Get("Content-Disposition"); cd != "attachment; filename=swiss-round-4."+ext {
				t.Errorf("%s %s: Content-Disposition %q", lang, f, cd)
			}
			if f == "json" {
				m, err := jsonfile.ReadContext(context.Background(), strings.NewReader(got), "round.json")
				if err != nil {
					t.Fatal(err)
				}
				if rep := movement.AnalyzeTeams(m); rep == nil || !rep.Valid || !rep.Has(movement.PropTeamsNoRematch) || len(rep.Matches) != 6 {
					t.Errorf("%s: the JSON round is not 6 matches without a rematch", lang)
				}
			}
		}

		// The language switch shows this round in the other language.
		other := "en"
		if lang == "en" {
			other = "ru"
		}
		res, body = postText(t, s, "/movement/view?lang="+other, hidden)
		if res.StatusCode != http.StatusOK {
			t.Fatalf("%s → %s: status %d: %s", lang, other, res.StatusCode, errorMessage.FindString(body))
		}
		po := i18n.New(other)
		text = html.UnescapeString(body)
		for _, l := range want.Lines(po) {
			if !strings.Contains(text, l+"\n") {
				t.Errorf("%s → %s: the page lacks the line %q", lang, other, l)
			}
		}
		if !strings.Contains(body, `id="swiss-form"`) || !strings.Contains(text, "team,name,vp,met") || !strings.Contains(body, `id="swiss-boards" inputmode="numeric" value="6"`) {
			t.Errorf("%s → %s: the Swiss form is not kept with its standings and boards", lang, other)
		}
	}

	// Pasted standings pair the same round.
	res, body = serve(t, s, postSwiss(t, "/swiss?lang=en", "", data, url.Values{"boards_per_match": {"6"}}))
	if res.StatusCode != http.StatusOK || !strings.Contains(html.UnescapeString(body), want.Lines(i18n.New("en"))[1]) {
		t.Errorf("pasted: status %d: %s", res.StatusCode, errorMessage.FindString(body))
	}
}

// TestSwissPageErrors: a refused request is shown above the form, the
// input kept, naming the field by its label and a fault of the standings
// by its file, line and column, in English and Russian.
func TestSwissPageErrors(t *testing.T) {
	s := newTestServer(t, Options{})
	bad := []byte("team,vp,met\n1,30,2\n2,abc,1\n3,20,\n")
	for _, tc := range []struct {
		lang, file string
		data       []byte
		fields     url.Values
		want       string
	}{
		{"en", "round.csv", bad, nil, `Standings file "round.csv": round.csv:3: vp: "abc" is not a number of victory points (such as 31.5)`},
		{"ru", "round.csv", bad, nil, `Файл таблицы "round.csv": round.csv:3: vp: "abc" — не число победных очков, ВП (например, 31.5)`},
		{"en", "", bad, nil, `Standings file "pasted standings": pasted standings:3: vp:`},
		{"en", "", nil, nil, `Standings file is required: give the standings file of the event (CSV: team, vp, met)`},
		{"en", "two.csv", []byte("team,vp,met\n1,30,2\n2,28,1\n"), nil, `round 2 cannot be paired without two teams meeting again: every pairing has a rematch (a maximum matching of the teams that have not met proves it); give Allow rematches to allow the fewest rematches`},
		{"en", "ok.csv", []byte("team,vp,met\n1,30,\n2,28,\n"), url.Values{"boards_per_match": {"0"}}, `Boards a match 0: 0 is not a value here`},
		{"ru", "ok.csv", []byte("team,vp,met\n1,30,\n2,28,\n"), url.Values{"boards_per_match": {"x"}}, `Сдач на матч`},
	} {
		res, body := serve(t, s, postSwiss(t, "/swiss?lang="+tc.lang, tc.file, tc.data, tc.fields))
		got := html.UnescapeString(errorMessage.FindStringSubmatch(body + `<p class="message"></p>`)[1])
		if res.StatusCode != http.StatusBadRequest || !strings.Contains(got, tc.want) {
			t.Errorf("%s %s: status %d, message %q, want %q", tc.lang, tc.file, res.StatusCode, got, tc.want)
		}
		if !strings.Contains(body, `id="form-error"`) || !strings.Contains(body, `id="swiss-form"`) {
			t.Errorf("%s %s: the error is not shown above the form", tc.lang, tc.file)
		}
		if len(tc.data) > 0 && !strings.Contains(html.UnescapeString(body), string(tc.data)) {
			t.Errorf("%s %s: the standings are not kept in the form", tc.lang, tc.file)
		}
	}
}
