package main

import (
	"bytes"
	"compress/gzip"
	"context"
	"encoding/base64"
	"fmt"
	"io"
	"log"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/browser"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"github.com/movegen/movegen/internal/app"
	"github.com/movegen/movegen/internal/longtest"
	"github.com/movegen/movegen/web"
)

// viewports are the window sizes the browser test takes pictures at: a
// desk and a phone.
var viewports = []struct {
	name          string
	width, height int64
	mobile        bool
}{
	{"desktop", 1280, 800, false},
	{"phone", 390, 844, true},
}

// TestServeInBrowser drives the page in a real headless Chromium: plan 13
// pairs in 3 hours, choose option 1, check the chart and the verdict,
// download the cards and compare them with "movegen plan --pairs 13 --time
// 3h --choose 1 -o x.pdf", switch to Russian, upload the malformed .ASC of
// testdata and read the error with its line; pair a Swiss teams round from
// uploaded standings (its PDF the command's), and read a pasted fault with
// its line; every page is photographed at
// 1280×800 and 390×844, in English and Russian, into the test's artifact
// folder (go test -artifacts keeps them; MOVEGEN_SCREENSHOTS=DIR copies
// them there too). It is a long test (MOVEGEN_LONG=1, internal/longtest);
// then without a browser it fails: .ci/run installs Chromium.
// MOVEGEN_CHROMIUM names the browser to drive, if not the first found.
func TestServeInBrowser(t *testing.T) {
	longtest.Skip(t, "a headless Chromium drives the page")
	exe := os.Getenv("MOVEGEN_CHROMIUM")
	if exe == "" {
		exe = longtest.Require(t, "chromium", "chromium-browser", "google-chrome", "google-chrome-stable")
	}
	// Searches stop at 3 s, so that the seating plan below stops early.
	s, err := web.New(web.Options{App: app.New(), Log: log.New(io.Discard, "", 0), SearchTimeout: 3 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	ts := httptest.NewServer(s) // loopback only
	defer ts.Close()

	shots := t.ArtifactDir()
	copyTo := os.Getenv("MOVEGEN_SCREENSHOTS")
	downloads := t.TempDir()

	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	actx, cancelAlloc := chromedp.NewExecAllocator(ctx,
		chromedp.ExecPath(exe),
		chromedp.Headless,
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.NoFirstRun,
		chromedp.NoDefaultBrowserCheck,
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("disable-dev-shm-usage", true),
		chromedp.UserDataDir(t.TempDir()),
		chromedp.WindowSize(1280, 800),
	)
	defer cancelAlloc()
	bctx, cancelBrowser := chromedp.NewContext(actx)
	defer cancelBrowser()

	do := func(what string, steps ...chromedp.Action[chromedp.Void]) {
		t.Helper()
		if err := chromedp.Do(bctx, steps...); err != nil {
			t.Fatalf("%s: %v", what, err)
		}
	}
	text := func(sel string) string {
		t.Helper()
		s, err := chromedp.Run(bctx, chromedp.Text(chromedp.CSS(sel)))
		if err != nil {
			t.Fatalf("text of %s: %v", sel, err)
		}
		return s
	}
	shot := func(name string) {
		t.Helper()
		png, err := chromedp.Run(bctx, chromedp.FullScreenshot(100))
		if err != nil {
			t.Fatalf("screenshot %s: %v", name, err)
		}
		for _, dir := range []string{shots, copyTo} {
			if dir == "" {
				continue
			}
			if err := os.WriteFile(filepath.Join(dir, name+".png"), png, 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
	// fits fails when the page is wider than the window: on a phone the
	// page must scroll down, not sideways (wide tables scroll in their
	// own box).
	fits := func(where string, width int64) {
		t.Helper()
		got, err := chromedp.Run(bctx, chromedp.Evaluate[int64](`document.documentElement.scrollWidth`))
		if err != nil {
			t.Fatal(err)
		}
		if got > width {
			t.Errorf("%s: the page is %d pixels wide, the window %d", where, got, width)
		}
	}

	// boxesFit fails when a table is cut off inside its own box at a desk
	// size: the plan's options and every table card must show all their
	// columns (the "next" columns included) without scrolling sideways.
	boxesFit := func(where string) {
		t.Helper()
		cut, err := chromedp.Run(bctx, chromedp.Evaluate[[]string](`Array.from(document.querySelectorAll('#options .scroll, #tables .scroll, #chart .scroll')).filter(b => b.scrollWidth > b.clientWidth + 1).map(b => (b.closest('.card') ? b.closest('.card').querySelector('h3').textContent : b.closest('section').id) + ': ' + b.scrollWidth + ' > ' + b.clientWidth)`))
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range cut {
			t.Errorf("%s: cut off at 1280 pixels: %s", where, c)
		}
	}

	// The flow at 1280×800 in English.
	do("open the plan page",
		chromedp.EmulateViewport(1280, 800),
		chromedp.Navigate(ts.URL+"/plan?lang=en"),
		chromedp.WaitVisible(chromedp.ID("plan-form")),
	)
	shot("plan-form-en-desktop")
	// The plan form shows only the chosen game's fields: the teams' own
	// copies for teams, the field's boards each for the others.
	var shown [2][]bool
	for i, game := range []string{"pairs", "teams"} {
		got, err := chromedp.Run(bctx, chromedp.Evaluate[[]bool](`(function () {
			var g = document.getElementById("game");
			g.value = "`+game+`";
			g.dispatchEvent(new Event("change"));
			return [!document.getElementById("copies").closest("label").hidden, !document.getElementById("boards").closest("label").hidden];
		})()`))
		if err != nil {
			t.Fatalf("choose the game %s: %v", game, err)
		}
		shown[i] = got
	}
	if fmt.Sprint(shown) != "[[false true] [true false]]" {
		t.Errorf("the plan form shows [copies, boards each] %v for pairs and teams, want [[false true] [true false]]", shown)
	}
	if _, err := chromedp.Run(bctx, chromedp.Evaluate[bool](`(function () { var g = document.getElementById("game"); g.value = "pairs"; g.dispatchEvent(new Event("change")); return true; })()`)); err != nil {
		t.Fatalf("back to pairs: %v", err)
	}
	if _, err := chromedp.Run(bctx, chromedp.WaitEvent(pageLoad, nil, chromedp.Steps(
		chromedp.SendKeys(chromedp.ID("count"), "13"),
		chromedp.SendKeys(chromedp.ID("time"), "3h"),
		chromedp.Click(chromedp.ID("plan-submit")),
	))); err != nil {
		t.Fatalf("submit the plan form: %v", err)
	}
	do("wait for the options", chromedp.WaitVisible(chromedp.ID("options")))
	if got := text("#options tr.best td.name"); got != "Howell, 7 tables, 12 of 13 rounds, phantom pair" {
		t.Errorf("the best option is %q", got)
	}
	shot("plan-en-desktop")
	if _, err := chromedp.Run(bctx, chromedp.WaitEvent(pageLoad, nil, chromedp.Click(chromedp.ID("choose-1")))); err != nil {
		t.Fatalf("choose option 1: %v", err)
	}
	do("wait for the movement", chromedp.WaitVisible(chromedp.ID("chart")))
	if got := text("#verdict"); got != "Verdict: valid" {
		t.Errorf("verdict %q, want %q", got, "Verdict: valid")
	}
	chart := text("#chart table")
	// Six tables in play; the phantom's is the sit-out.
	for _, want := range []string{"Table\u00a01", "Table\u00a06"} {
		if !strings.Contains(chart, want) {
			t.Errorf("the chart lacks %q", want)
		}
	}
	shot("movement-en-desktop")

	// The cards, downloaded by the browser, are the command's bytes.
	want := filepath.Join(t.TempDir(), "x.pdf")
	cli(t, "plan", "--pairs", "13", "--time", "3h", "--choose", "1", "-o", want)
	got := download(t, bctx, downloads, chromedp.Click(chromedp.ID("dl-pdf")))
	if !bytes.Equal(got, readAll(t, want)) {
		t.Errorf("the downloaded PDF (%d bytes) differs from the command's (%d bytes)", len(got), len(readAll(t, want)))
	}

	// Every download button of every kind of movement page, posted as the
	// browser posts the page's form: a file (200, an attachment), or a
	// greyed button that says why; EBUScore is offered for pairs.
	buttons := func(where string) {
		t.Helper()
		got, err := chromedp.Run(bctx, chromedp.Evaluate[[]string](`(async function () {
			const f = document.getElementById("download-form");
			const out = [];
			for (const b of f.querySelectorAll("button[name=format]")) {
				if (b.disabled) { out.push(b.value + " greyed " + (b.title ? "explained" : "unexplained")); continue; }
				const fd = new FormData(f);
				fd.set("format", b.value);
				let r = await fetch(b.getAttribute("formaction") || f.action, {method: "POST", body: fd});
				if (r.status != 200 && b.title) {
					// The button says why: the writer needs the EW pairs'
					// numbers, a field the form offers.
					await r.text();
					fd.set("ew-numbers-from", "51");
					r = await fetch(b.getAttribute("formaction") || f.action, {method: "POST", body: fd});
				}
				const body = await r.text();
				let line = b.value + " " + r.status + " " + (r.headers.get("Content-Disposition") || "").split(";")[0];
				if (r.status != 200) {
					const m = body.match(/<p class="message">([^<]*)/);
					line += " " + (m ? m[1] : body.slice(0, 200));
				}
				out.push(line);
			}
			return out;
		})()`, chromedp.EvalAwaitPromise))
		if err != nil {
			t.Fatalf("%s: the download buttons: %v", where, err)
		}
		ebu := false
		for _, g := range got {
			f := strings.Fields(g)
			switch {
			case len(f) == 3 && f[1] == "greyed" && f[2] == "explained":
			case len(f) == 3 && f[1] == "200" && f[2] == "attachment":
			default:
				t.Errorf("%s: download %q", where, g)
			}
			ebu = ebu || f[0] == "ebu"
		}
		if !ebu {
			t.Errorf("%s: no EBUScore button among %v", where, got)
		}
		t.Logf("%s: %d download buttons: %v", where, len(got), got)
	}
	buttons("the plan's option 1")
	for _, gen := range []string{"/movement?gen=mitchell&tables=7&lang=en", "/movement?gen=howell&pairs=9&lang=en", "/movement?gen=individual&players=16&lang=en"} {
		do("generate "+gen, chromedp.Navigate(ts.URL+gen), chromedp.WaitVisible(chromedp.ID("chart")))
		if strings.Contains(gen, "individual") {
			continue // no pairs: EBUScore holds its individual types, which movegen does not write
		}
		buttons(gen)
	}

	// A 7-table Mitchell re-planned from round 3 with a late pair, on the
	// page: the changed cards it downloads are "movegen replan"'s bytes.
	do("the Mitchell to re-plan", chromedp.Navigate(ts.URL+"/movement?gen=mitchell&tables=7&lang=en"), chromedp.WaitVisible(chromedp.ID("replan-submit")))
	if _, err := chromedp.Run(bctx, chromedp.WaitEvent(pageLoad, nil, chromedp.Steps(
		chromedp.SetValue(chromedp.ID("replan-from"), "3"),
		chromedp.Click(chromedp.ID("replan-add")),
		chromedp.Click(chromedp.ID("replan-submit")),
	))); err != nil {
		t.Fatalf("re-plan on the page: %v", err)
	}
	do("wait for the re-planned movement", chromedp.WaitVisible(chromedp.ID("dl-changes")))
	if got := text("body"); !strings.Contains(got, "Re-planned from round 3") {
		t.Errorf("the re-plan page does not say it re-planned from round 3")
	}
	shot("replan-en-desktop")
	m7 := filepath.Join(t.TempDir(), "m7.json")
	changes := filepath.Join(t.TempDir(), "changes.pdf")
	cli(t, "mitchell", "--tables", "7", "-o", m7)
	cli(t, "replan", m7, "--from-round", "3", "--add-pair", "-o", changes)
	got = download(t, bctx, downloads, chromedp.Click(chromedp.ID("dl-changes")))
	if !bytes.Equal(got, readAll(t, changes)) {
		t.Errorf("the changed cards from the page (%d bytes) differ from movegen replan's (%d bytes)", len(got), len(readAll(t, changes)))
	}
	buttons("the re-planned Mitchell")
	do("back to the plan's option 1", chromedp.Navigate(ts.URL+"/movement?game=pairs&count=13&time=3h&choose=1&lang=en"), chromedp.WaitVisible(chromedp.ID("chart")))

	// Russian, by the switch on the page.
	if _, err := chromedp.Run(bctx, chromedp.WaitEvent(pageLoad, nil, chromedp.Click(chromedp.ID("lang-switch")))); err != nil {
		t.Fatalf("switch to Russian: %v", err)
	}
	do("wait for the Russian movement", chromedp.WaitVisible(chromedp.ID("chart")))
	if got := text("#chart h2"); got != "Схема движения" {
		t.Errorf("the chart's heading in Russian is %q", got)
	}
	if got := text("#verdict"); got != "Оценка: допустимая схема" {
		t.Errorf("the verdict in Russian is %q", got)
	}
	shot("movement-ru-desktop")

	// A seating plan stopped at its time limit and a preferans layout
	// found by search: every download, made twice, is the same bytes, the
	// JSON is the movement the page shows, and the cards are the command's
	// cards of that JSON.
	for _, gen := range []string{"/movement?gen=seating&players=37&lang=en", "/movement?gen=preferans&players=24&lang=en"} {
		do("generate "+gen, chromedp.Navigate(ts.URL+gen), chromedp.WaitVisible(chromedp.ID("chart")))
		if strings.Contains(gen, "seating") {
			if got := text("#stopped"); !strings.Contains(got, "stopped at its time limit") {
				t.Errorf("%s: the page does not say the search stopped early: %q", gen, got)
			}
		}
		carried, err := chromedp.Run(bctx, chromedp.Evaluate[string](`document.querySelector('#downloads input[name="movement"]').value`))
		if err != nil {
			t.Fatal(err)
		}
		packed, err := base64.RawURLEncoding.DecodeString(carried)
		if err != nil {
			t.Fatal(err)
		}
		z, err := gzip.NewReader(bytes.NewReader(packed))
		if err != nil {
			t.Fatal(err)
		}
		screen, err := io.ReadAll(z)
		if err != nil {
			t.Fatal(err)
		}
		files := map[string][]byte{}
		for _, format := range []string{"json", "pdf", "xlsx"} {
			first := download(t, bctx, downloads, chromedp.Click(chromedp.ID("dl-"+format)))
			second := download(t, bctx, downloads, chromedp.Click(chromedp.ID("dl-"+format)))
			if !bytes.Equal(first, second) {
				t.Errorf("%s: two %s downloads differ", gen, format)
			}
			files[format] = first
		}
		if !bytes.Equal(files["json"], screen) {
			t.Errorf("%s: the JSON download is not the movement on the screen", gen)
		}
		saved := filepath.Join(t.TempDir(), "screen.json")
		if err := os.WriteFile(saved, files["json"], 0o644); err != nil {
			t.Fatal(err)
		}
		want := filepath.Join(t.TempDir(), "cards.pdf")
		cli(t, "cards", saved, "--lang", "en", "-o", want)
		if !bytes.Equal(files["pdf"], readAll(t, want)) {
			t.Errorf("%s: the PDF is not the command's cards of the movement on the screen", gen)
		}
		shot("trust-" + strings.TrimPrefix(strings.Split(gen, "&")[0], "/movement?gen="))
	}

	// The malformed .ASC: the error names the file and the line.
	asc, err := filepath.Abs("../../testdata/movements/missing-number.asc")
	if err != nil {
		t.Fatal(err)
	}
	do("open the check page",
		chromedp.Navigate(ts.URL+"/check?lang=en"),
		chromedp.WaitVisible(chromedp.ID("file"), chromedp.NodeReady),
		chromedp.SetUploadFiles(chromedp.ID("file"), []string{asc}),
	)
	if _, err := chromedp.Run(bctx, chromedp.WaitEvent(pageLoad, nil, chromedp.Click(chromedp.ID("check")))); err != nil {
		t.Fatalf("upload: %v", err)
	}
	do("wait for the error", chromedp.WaitVisible(chromedp.ID("error")))
	if got, want := text("#error .message"), "missing-number.asc:5: round 4 has 20 numbers, want 21 (7 tables × 3)"; got != want {
		t.Errorf("the check error is %q, want %q", got, want)
	}
	shot("check-error-en-desktop")

	// The Swiss page: the standings uploaded, the pairings with their
	// reasons, the cards the command's cards of that round, Russian by the
	// switch; a fault in pasted standings named by its line and column.
	standings, err := filepath.Abs("../../testdata/teams/swiss-after-3.csv")
	if err != nil {
		t.Fatal(err)
	}
	pairSwiss := func(lang string) {
		t.Helper()
		do("open the Swiss page",
			chromedp.Navigate(ts.URL+"/swiss?lang="+lang),
			chromedp.WaitVisible(chromedp.ID("swiss-file"), chromedp.NodeReady),
			chromedp.SetUploadFiles(chromedp.ID("swiss-file"), []string{standings}),
		)
		if _, err := chromedp.Run(bctx, chromedp.WaitEvent(pageLoad, nil, chromedp.Click(chromedp.ID("swiss-submit")))); err != nil {
			t.Fatalf("pair the Swiss round: %v", err)
		}
		do("wait for the pairings", chromedp.WaitVisible(chromedp.ID("pairings")), chromedp.WaitVisible(chromedp.ID("chart")))
	}
	pairSwiss("en")
	if got, want := text("#pairings pre"), "Match 4: team 2 Jones (30.50 VP) v team 8 Roberts (25.90 VP): team 2 Jones has already met team 6 Evans, 4 Taylor."; !strings.Contains(got, want) {
		t.Errorf("the Swiss pairings lack %q:\n%s", want, got)
	}
	shot("swiss-en-desktop")
	wantSwiss := filepath.Join(t.TempDir(), "round4.pdf")
	cli(t, "teams", "swiss", "--standings", standings, "-o", wantSwiss)
	if got := download(t, bctx, downloads, chromedp.Click(chromedp.ID("dl-pdf"))); !bytes.Equal(got, readAll(t, wantSwiss)) {
		t.Errorf("the Swiss round's PDF (%d bytes) differs from the command's (%d bytes)", len(got), len(readAll(t, wantSwiss)))
	}
	if _, err := chromedp.Run(bctx, chromedp.WaitEvent(pageLoad, nil, chromedp.Click(chromedp.ID("lang-switch")))); err != nil {
		t.Fatalf("switch the Swiss page to Russian: %v", err)
	}
	do("wait for the Russian pairings", chromedp.WaitVisible(chromedp.ID("pairings")))
	if got := text("#pairings h2"); got != "Пары тура и почему" {
		t.Errorf("the pairings' heading in Russian is %q", got)
	}
	shot("swiss-ru-desktop")
	do("paste bad standings",
		chromedp.Navigate(ts.URL+"/swiss?lang=en"),
		chromedp.WaitVisible(chromedp.ID("swiss-standings")),
		chromedp.SendKeys(chromedp.ID("swiss-standings"), "team,vp,met\n1,30,2\n2,abc,1\n"),
	)
	if _, err := chromedp.Run(bctx, chromedp.WaitEvent(pageLoad, nil, chromedp.Click(chromedp.ID("swiss-submit")))); err != nil {
		t.Fatalf("submit bad standings: %v", err)
	}
	do("wait for the Swiss error", chromedp.WaitVisible(chromedp.ID("form-error")))
	if got, want := text("#form-error .message"), `Standings file "pasted standings": pasted standings:3: vp: "abc" is not a number of victory points (such as 31.5)`; got != want {
		t.Errorf("the Swiss error is %q, want %q", got, want)
	}
	shot("swiss-error-en-desktop")

	// Every page at both sizes, in both languages.
	good, err := filepath.Abs("../../testdata/movements/mitchell7.asc")
	if err != nil {
		t.Fatal(err)
	}
	for _, vp := range viewports {
		for _, lang := range []string{"en", "ru"} {
			suffix := "-" + lang + "-" + vp.name
			opts := []chromedp.EmulateViewportOption{}
			if vp.mobile {
				opts = append(opts, chromedp.EmulateMobile, chromedp.EmulateTouch)
			}
			do("viewport", chromedp.EmulateViewport(vp.width, vp.height, opts...))
			for _, p := range []struct{ name, path, wait string }{
				{"plan", "/plan?game=pairs&count=13&time=3h&lang=" + lang, "options"},
				{"movement", "/movement?game=pairs&count=13&time=3h&choose=1&lang=" + lang, "chart"},
				{"generate", "/movement?gen=howell&pairs=8&lang=" + lang, "chart"},
			} {
				do(p.name+suffix, chromedp.Navigate(ts.URL+p.path), chromedp.WaitVisible(chromedp.ID(p.wait)))
				fits(p.name+suffix, vp.width)
				if !vp.mobile {
					boxesFit(p.name + suffix)
				}
				shot(p.name + suffix)
			}
			pairSwiss(lang)
			fits("swiss"+suffix, vp.width)
			if !vp.mobile {
				boxesFit("swiss" + suffix)
			}
			shot("swiss" + suffix)
			do("check"+suffix,
				chromedp.Navigate(ts.URL+"/check?lang="+lang),
				chromedp.WaitVisible(chromedp.ID("file"), chromedp.NodeReady),
				chromedp.SetUploadFiles(chromedp.ID("file"), []string{good}),
			)
			if _, err := chromedp.Run(bctx, chromedp.WaitEvent(pageLoad, nil, chromedp.Click(chromedp.ID("check")))); err != nil {
				t.Fatalf("check%s: %v", suffix, err)
			}
			do("check result"+suffix, chromedp.WaitVisible(chromedp.ID("verdict")))
			fits("check"+suffix, vp.width)
			shot("check" + suffix)
		}
	}
	if lang := text("#verdict"); !strings.HasPrefix(lang, "Оценка") {
		t.Errorf("the last check page (Russian) says %q", lang)
	}
	t.Logf("screenshots in %s", shots)
}

// pageLoad is the event a click that loads a page waits for.
var pageLoad = page.LoadEventFired

// download runs trigger, which makes the browser download a file into dir,
// and returns the file's bytes once the download completes.
func download(t *testing.T, ctx context.Context, dir string, trigger chromedp.Action[chromedp.Void]) []byte {
	t.Helper()
	on := true
	if _, err := chromedp.CallBrowser(ctx, browser.SetDownloadBehavior, browser.SetDownloadBehaviorParams{
		Behavior: browser.SetDownloadBehaviorBehaviorAllowAndName, DownloadPath: dir, EventsEnabled: &on,
	}); err != nil {
		t.Fatalf("allow downloads: %v", err)
	}
	ctx, cancel := context.WithTimeout(ctx, time.Minute)
	defer cancel()
	events := chromedp.BrowserEvents(ctx, browser.DownloadProgress)
	if err := chromedp.Do(ctx, trigger); err != nil {
		t.Fatalf("start the download: %v", err)
	}
	for ev, err := range events {
		if err != nil {
			t.Fatalf("download: %v", err)
		}
		switch ev.State {
		case browser.DownloadProgressStateCompleted:
			return readAll(t, filepath.Join(dir, ev.GUID))
		case browser.DownloadProgressStateCanceled:
			t.Fatal("the download was cancelled")
		}
	}
	t.Fatal("the download never completed")
	return nil
}
