package web

import (
	"bytes"
	"encoding/csv"
	"html"
	"net/http"
	"net/url"
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"
)

// pageNames are the Latin words a Russian or Chinese page may show, each
// a name a director reads so in either language, never a word of prose:
var pageNames = map[string]bool{
	// the program, and the language switch's own name for English;
	"movegen": true, "English": true,
	// the file formats and the scorers' programs the downloads are for;
	"PDF": true, "CSV": true, "JSON": true, "ASC": true, "EBUScore": true, "KBS": true, "Bridgemate": true,
	// the program that opens the workbook;
	"Excel": true,
	// the paper sizes (A4, Letter), which the printer's menu names so;
	"A": true, "Letter": true,
	// the teams' scoring units and their scale as the scorers and the
	// laws name them (IMP, the WBF scale);
	"IMP": true, "WBF": true,
	// the lines and seats as the cards and the scorers print them (NS,
	// EW; N, E, S, W), in the Chinese rules too (zh.go).
	"NS": true, "EW": true, "N": true, "E": true, "S": true, "W": true,
}

// pageNamesOfWords are the names of several words a page may show: the
// scorers' programs that read the CSV and JSON layouts, and the program
// whose home-table teams movement the flower is.
var pageNamesOfWords = []string{"Magic Contest", "Bridgemate Data Connector", "Data Connector", "Bridge::Flower"}

// hiddenText are the parts of a page no one reads as its text: scripts,
// styles, what the director typed into a text box, and the tags
// themselves; foldText what is not prose of the language: the details
// folds (the mathematician's terms live there, under words a director
// uses), the names of a file's columns as the file spells them (in
// <code>), and file extensions (.xlsx); attrText the attributes a browser
// shows (a tooltip, a placeholder, the busy line).
var (
	hiddenText = regexp.MustCompile(`(?s)<script.*?</script>|<style.*?</style>|<textarea[^>]*>.*?</textarea>`)
	foldText   = regexp.MustCompile(`(?s)<details.*?</details>|<code>.*?</code>|(^|[^\w.])\.[a-z]+\b`)
	attrText   = regexp.MustCompile(`\s(?:title|placeholder|aria-label|alt|data-busy|data-elapsed)="([^"]*)"`)
	anyTag     = regexp.MustCompile(`(?s)<[^>]*>`)
	latinRun   = regexp.MustCompile(`[A-Za-z]+`)
)

// pageText is what a reader sees on a page: its text and its shown
// attributes, outside the details folds and the codes.
func pageText(body string) string {
	body = foldText.ReplaceAllString(shownText(body), " ")
	var shown []string
	for _, m := range attrText.FindAllStringSubmatch(body, -1) {
		shown = append(shown, m[1])
	}
	return html.UnescapeString(anyTag.ReplaceAllString(body, " ") + " " + strings.Join(shown, " "))
}

// shownText is a page without its scripts, styles and typed text: what
// a reader may open, the details folds included.
func shownText(body string) string { return hiddenText.ReplaceAllString(body, " ") }

// englishOn returns the Latin words of a page's text that are not names
// nor in what the director typed (a value the page quotes back, a
// file's name, the team names of a standings file), each once, with a
// piece of the text around its first use.
func englishOn(text string, typed ...string) map[string]string {
	for _, s := range append(slices.Clone(pageNamesOfWords), typed...) {
		text = strings.ReplaceAll(text, s, " ")
	}
	out := map[string]string{}
	for _, loc := range latinRun.FindAllStringIndex(text, -1) {
		w := text[loc[0]:loc[1]]
		if pageNames[w] || out[w] != "" {
			continue
		}
		r := []rune(text[:loc[0]])
		after := []rune(text[loc[0]:])
		out[w] = strings.Join(strings.Fields(string(r[max(0, len(r)-40):])+string(after[:min(len(after), 50)])), " ")
	}
	return out
}

// choiceLinks are a plan page's links to its options.
var choiceLinks = regexp.MustCompile(`<a class="choose" id="choose-\d+" href="([^"]*)"`)

// TestNoEnglishOnRussianAndChinesePages renders every page the server
// has in English, Russian and Chinese (the forms, plans of each game and a
// choice of each, every generator's movement page, a check of one file
// and of a library, a Swiss round, a re-plan, the error pages) and reads
// each: in no language does a page name a command-line flag ("--seed"),
// not even in a details fold, and on a Russian or Chinese page no word in
// Latin letters stands outside the names above, the codes and the details
// folds (issue 39).
func TestNoEnglishOnRussianAndChinesePages(t *testing.T) {
	s := newTestServer(t, Options{})
	mitchell7 := readFile(t, "../testdata/movements/mitchell7.asc")
	library := readFile(t, "../testdata/movements/library20.txt")
	standings := readFile(t, "../testdata/teams/swiss-after-3.csv")
	pages, words := 0, 0
	found := map[string][]string{} // word → pages
	for _, lang := range []string{"en", "ru", "zh"} {
		read := func(name string, res *http.Response, body string, typed ...string) {
			t.Helper()
			if res.StatusCode >= 500 {
				t.Errorf("%s %s: status %d", lang, name, res.StatusCode)
			}
			pages++
			shown := html.UnescapeString(anyTag.ReplaceAllString(shownText(body), " "))
			if m := flagLike.FindStringIndex(shown); m != nil {
				before, after := []rune(shown[:m[0]]), []rune(shown[m[0]:])
				t.Errorf("%s %s: the page names the flag %q: %q", lang, name, shown[m[0]:m[1]], strings.Join(strings.Fields(string(before[max(0, len(before)-60):])+string(after[:min(len(after), 60)])), " "))
			}
			if lang == "en" {
				return
			}
			en := englishOn(pageText(body), typed...)
			keys := make([]string, 0, len(en))
			for w := range en {
				keys = append(keys, w)
				found[w] = append(found[w], lang+" "+name)
			}
			sort.Strings(keys)
			for _, w := range keys {
				words++
				t.Errorf("%s %s: %q in %q", lang, name, w, en[w])
			}
		}
		at := func(target string) string {
			sep := "?"
			if strings.Contains(target, "?") {
				sep = "&"
			}
			return target + sep + "lang=" + lang
		}
		getPage := func(target string, typed ...string) string {
			t.Helper()
			res, body := get(t, s, at(target))
			read(target, res, body, typed...)
			return body
		}
		for _, target := range []string{"/plan", "/movement", "/swiss", "/check", "/movement?gen=mitchell&tables=-3"} {
			getPage(target)
		}
		// Pages that quote what was typed: the words typed are the
		// director's. (A hand-made address, a generator or a download
		// format the page does not offer, is answered with the codes a
		// hand-made address uses, and is not read here.)
		getPage("/no-such-page", "no-such-page")
		getPage("/plan?game=pairs&count=abc", "abc")
		getPage("/plan?game=pairs&count=13&time=forever", "forever")
		for _, target := range []string{
			"/plan?game=pairs&count=13&time=3h&start=19:00",
			"/plan?game=pairs&count=8&time=3h",
			"/plan?game=pairs&count=13&time=3h&rank=strongest",
			"/plan?game=preferans&count=28&time=3h",
			"/plan?game=individual&count=16&time=3h",
			"/plan?game=teams&count=8&time=3h",
		} {
			body := getPage(target)
			if m := choiceLinks.FindStringSubmatch(body); m != nil {
				getPage(html.UnescapeString(m[1]))
			} else {
				t.Errorf("%s %s: no option to choose", lang, target)
			}
		}
		var mitchellPage string
		for _, target := range []string{
			"/movement?gen=mitchell&tables=7",
			"/movement?gen=howell&pairs=9",
			"/movement?gen=preferans&players=21",
			"/movement?gen=individual&players=12",
			"/movement?gen=seating&players=16",
			"/movement?gen=teams&teams=8",
		} {
			body := getPage(target)
			if mitchellPage == "" {
				mitchellPage = body
			}
		}
		res, body := post(t, s, at("/replan"), formOf(mitchellPage, url.Values{"from-round": {"3"}, "add-pair": {"true"}}))
		read("/replan", res, body)
		res, body = post(t, s, at("/replan"), formOf(mitchellPage, url.Values{"from-round": {"99"}}))
		read("/replan (a bad round)", res, body)
		res, body = serve(t, s, upload(t, at("/check"), "file", "mitchell7.asc", mitchell7))
		read("/check mitchell7.asc", res, body, "mitchell7.asc", "mitchell7") // the file, and the movement's name it gives
		res, body = serve(t, s, upload(t, at("/check"), "file", "library20.txt", library))
		read("/check library20.txt", res, body, append(libraryNames(library), "library20.txt")...)
		res, body = serve(t, s, upload(t, at("/check"), "file", "broken.json", []byte("{not json")))
		read("/check broken.json", res, body, "broken.json", `"n"`) // the file's character that cannot stand there
		res, body = serve(t, s, postSwiss(t, at("/swiss"), "swiss-after-3.csv", standings, url.Values{"boards_per_match": {"6"}}))
		read("/swiss swiss-after-3.csv", res, body, append(teamNames(t, standings), "swiss-after-3.csv")...)
		res, body = serve(t, s, postSwiss(t, at("/swiss"), "bad.csv", []byte("team,vp\n1,zzz\n"), nil))
		// The error names the column the file lacks as a file spells it.
		read("/swiss bad.csv", res, body, "bad.csv", "zzz", `"met"`)
	}
	all := make([]string, 0, len(found))
	for w := range found {
		all = append(all, w)
	}
	slices.Sort(all)
	t.Logf("%d pages read; %d English words on them, %d different: %s", pages, words, len(all), strings.Join(all, " "))
}

// teamNames are the names of a standings file's teams.
func teamNames(t *testing.T, data []byte) []string {
	r := csv.NewReader(bytes.NewReader(data))
	r.Comment, r.FieldsPerRecord = '#', -1
	rows, err := r.ReadAll()
	if err != nil || len(rows) == 0 {
		t.Fatalf("the standings: %v", err)
	}
	col := slices.Index(rows[0], "name")
	var out []string
	for _, row := range rows[1:] {
		out = append(out, row[col])
	}
	return out
}

// libraryNames are the movements' names of an EBUScore library: its lines
// with a letter in them.
func libraryNames(data []byte) []string {
	var out []string
	for _, l := range strings.Split(string(data), "\n") {
		if l = strings.TrimSpace(l); latinRun.MatchString(l) {
			out = append(out, l)
		}
	}
	return out
}

// TestPageWordsReader: the reader above finds an English word in a
// page's text and in a shown attribute, and none in a name, a code, a
// details fold, a file extension or what was typed.
func TestPageWordsReader(t *testing.T) {
	tests := []struct {
		body  string
		typed []string
		want  []string
	}{
		{`<p>Пары: 13 pairs</p>`, nil, []string{"pairs"}},
		{`<input placeholder="3h">`, nil, []string{"h"}},
		{`<p>Книга Excel (.xlsx), CSV · Magic Contest, Bridge::Flower</p>`, nil, nil},
		{`<p>столбцы <code>team</code> и <code>vp</code></p>`, nil, nil},
		{`<details><summary>Подробно</summary><pre>Manning, sd</pre></details>`, nil, nil},
		{`<p>файл mitchell7.asc</p>`, []string{"mitchell7.asc"}, nil},
		{`<p>Flower одна</p>`, nil, []string{"Flower"}},
	}
	for _, tt := range tests {
		got := englishOn(pageText(tt.body), tt.typed...)
		var words []string
		for w := range got {
			words = append(words, w)
		}
		slices.Sort(words)
		if !slices.Equal(words, tt.want) {
			t.Errorf("%s: %v, want %v", tt.body, words, tt.want)
		}
	}
}
