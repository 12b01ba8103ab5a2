package web

import (
	"bytes"
	"context"
	"encoding/base64"
	"fmt"
	"io"
	"log"
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// waitFor polls cond until it holds, failing the test after a minute (a
// generous bound: it holds within milliseconds).
func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(time.Minute)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("gave up waiting: %s", what)
		}
		time.Sleep(time.Millisecond)
	}
}

// background serves target in a goroutine under a context the returned
// cancel ends; wait waits for its answer.
func background(t *testing.T, s http.Handler, target string) (cancel func(), wait func() *httptest.ResponseRecorder) {
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan *httptest.ResponseRecorder, 1)
	go func() {
		rec := httptest.NewRecorder()
		s.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, target, nil).WithContext(ctx))
		done <- rec
	}()
	return cancel, func() *httptest.ResponseRecorder { return <-done }
}

// TestOneSlotPerRequest: a page that plans, then lays out the chosen
// movement, and a download that generates, then renders the file, each
// take one worker slot, not one for each piece of work: with a slot per
// piece, a request that had finished its search queued again for the
// rendering and, behind 30 others, was answered 503 with its result
// thrown away.
func TestOneSlotPerRequest(t *testing.T) {
	t.Parallel()
	s := newTestServer(t, Options{})
	for _, target := range []string{
		"/movement?game=pairs&count=13&time=3h&choose=1",
		"/download?game=pairs&count=13&time=3h&choose=1&format=pdf",
		"/movement?gen=mitchell&tables=7",
		"/download?gen=mitchell&tables=7&format=xlsx",
	} {
		before := s.quick.taken.Load() + s.search.taken.Load() + s.download.taken.Load()
		res, body := get(t, s, target)
		if res.StatusCode != http.StatusOK {
			t.Fatalf("%s: status %d: %s", target, res.StatusCode, errorMessage.FindString(body))
		}
		if n := s.quick.taken.Load() + s.search.taken.Load() + s.download.taken.Load() - before; n != 1 {
			t.Errorf("%s took %d worker slots, want 1", target, n)
		}
	}
	if len(s.quick.slots) != 0 || len(s.search.slots) != 0 || len(s.download.slots) != 0 {
		t.Errorf("slots still taken after the requests: %d quick, %d search, %d download", len(s.quick.slots), len(s.search.slots), len(s.download.slots))
	}
}

// TestSearchesLeaveQuickWorkers: with every search worker busy, a plan
// is answered at once (it has workers of its own); a search waits.
func TestSearchesLeaveQuickWorkers(t *testing.T) {
	t.Parallel()
	s := newTestServer(t, Options{Workers: 1, QueueWait: 50 * time.Millisecond, SearchTimeout: time.Minute})
	// A seating search for 37 players runs to its time limit: here, until
	// it is cancelled.
	cancel, wait := background(t, s, "/movement?gen=seating&players=37")
	waitFor(t, "the search to start", func() bool { return len(s.search.slots) == 1 })
	res, body := get(t, s, plan13)
	if res.StatusCode != http.StatusOK {
		t.Errorf("a plan beside a running search: status %d: %s", res.StatusCode, errorMessage.FindString(body))
	}
	res, _ = get(t, s, "/movement?gen=preferans&players=12")
	if res.StatusCode != http.StatusServiceUnavailable {
		t.Errorf("a second search with the one search worker busy: status %d, want 503", res.StatusCode)
	}
	cancel()
	wait()
}

// TestFullQueue: past the queue's length a request is answered 503 with
// Retry-After at once, in either lane.
func TestFullQueue(t *testing.T) {
	t.Parallel()
	// One search worker; a search may wait only if it can start within
	// QueueWait: the second one in the queue would start after two
	// limits, so only one waits.
	s := newTestServer(t, Options{Workers: 1, QueueLength: 1, QueueWait: 2*time.Minute + time.Second, SearchTimeout: time.Minute})
	if cap(s.search.queue) != 1 || cap(s.quick.queue) != 1 {
		t.Fatalf("queues of %d searches and %d others, want 1 and 1", cap(s.search.queue), cap(s.quick.queue))
	}
	for _, tc := range []struct {
		lane         *lane
		target       string
		retry, queue string
	}{
		{s.search, "/movement?gen=preferans&players=12", "60", "search"},
		{s.quick, plan13, "2", "quick"},
	} {
		release, err := tc.lane.acquire(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		cancel, wait := background(t, s, tc.target)
		waitFor(t, "a request to wait", func() bool { return len(tc.lane.queue) == 1 })
		start := time.Now()
		res, body := get(t, s, tc.target)
		waited := time.Since(start)
		if res.StatusCode != http.StatusServiceUnavailable || !strings.Contains(body, "the server is busy") {
			t.Errorf("%s queue full: status %d: %s", tc.queue, res.StatusCode, errorMessage.FindString(body))
		}
		if got := res.Header.Get("Retry-After"); got != tc.retry {
			t.Errorf("%s queue full: Retry-After %q, want %q", tc.queue, got, tc.retry)
		}
		// "At once": not after QueueWait (a minute).
		if waited > 30*time.Second {
			t.Errorf("%s queue full: answered after %v", tc.queue, waited)
		}
		release()
		if rec := wait(); rec.Code != http.StatusOK {
			t.Errorf("%s: the waiting request got %d once a worker was free", tc.queue, rec.Code)
		}
		cancel()
	}
	// A wait that ends unanswered is a 503 with Retry-After too.
	s = newTestServer(t, Options{Workers: 1, QueueWait: 20 * time.Millisecond})
	release, err := s.acquire(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	defer release()
	res, _ := get(t, s, plan13)
	if res.StatusCode != http.StatusServiceUnavailable || res.Header.Get("Retry-After") == "" {
		t.Errorf("a wait past QueueWait: status %d, Retry-After %q", res.StatusCode, res.Header.Get("Retry-After"))
	}
}

// TestHostHeader: the page answers only to its own names (DNS
// rebinding: evil.example pointed at 127.0.0.1 must not reach it).
func TestHostHeader(t *testing.T) {
	t.Parallel()
	s := newTestServer(t, Options{})
	tcp := func(a string) net.Addr {
		addr, err := net.ResolveTCPAddr("tcp", a)
		if err != nil {
			t.Fatal(err)
		}
		return addr
	}
	for _, tc := range []struct {
		addr, listen string
		ok, refused  []string
	}{
		{"127.0.0.1:8080", "127.0.0.1:8080",
			[]string{"127.0.0.1:8080", "localhost:8080", "LOCALHOST:8080", "localhost.:8080", "[::1]:8080"},
			[]string{"evil.example", "evil.example:8080", "localhost:9999", "localhost", "127.0.0.1", "192.168.1.5:8080", "127.0.0.2:8080", "", ":8080"}},
		{"localhost:0", "127.0.0.1:40123",
			[]string{"127.0.0.1:40123", "localhost:40123"},
			[]string{"localhost:0", "evil.example:40123"}},
		{"0.0.0.0:8080", "0.0.0.0:8080",
			[]string{"192.168.1.5:8080", "[fe80::1]:8080", "localhost:8080"},
			[]string{"evil.example:8080", "192.168.1.5:9090", "club.example:8080"}},
		{":80", "[::]:80",
			[]string{"192.168.1.5", "192.168.1.5:80", "localhost"},
			[]string{"evil.example"}},
	} {
		h := s.guardHosts(tc.addr, tcp(tc.listen))
		for _, host := range append(tc.ok, tc.refused...) {
			want := http.StatusOK
			if !contains(tc.ok, host) {
				want = http.StatusMisdirectedRequest
			}
			req := httptest.NewRequest(http.MethodGet, "/plan?game=pairs&count=13&time=3h", nil)
			req.Host = host
			res, body := serve(t, h, req)
			if res.StatusCode != want {
				t.Errorf("--addr %s, Host %q: status %d, want %d: %s", tc.addr, host, res.StatusCode, want, errorMessage.FindString(body))
			}
		}
	}
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// TestRunRefusesOtherHosts: the running server (movegen serve) refuses
// `curl -H 'Host: evil.example' …/plan?game=pairs&count=13&time=3h`.
func TestRunRefusesOtherHosts(t *testing.T) {
	t.Parallel()
	var logged bytes.Buffer
	s := newTestServer(t, Options{Log: log.New(&logged, "", 0)})
	ctx, cancel := context.WithCancel(context.Background())
	urls := make(chan string, 1)
	done := make(chan error, 1)
	go func() { done <- Run(ctx, "127.0.0.1:0", s, func(u string) { urls <- u }) }()
	u := <-urls
	defer func() { cancel(); <-done }()
	for host, want := range map[string]int{"evil.example": http.StatusMisdirectedRequest, "": http.StatusOK} {
		req, err := http.NewRequest(http.MethodGet, u+"plan?game=pairs&count=13&time=3h", nil)
		if err != nil {
			t.Fatal(err)
		}
		if host != "" {
			req.Host = host
		}
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(res.Body)
		res.Body.Close()
		if res.StatusCode != want {
			t.Errorf("Host %q: status %d, want %d", host, res.StatusCode, want)
		}
		if want != http.StatusOK && strings.Contains(string(body), "Rank") {
			t.Errorf("Host %q: the plan was made", host)
		}
	}
}

// TestCrossSite: a request another site's page makes (an <img>, a form,
// a script) must not start work; the forms themselves may be linked to.
func TestCrossSite(t *testing.T) {
	t.Parallel()
	s := newTestServer(t, Options{})
	for _, tc := range []struct {
		name, target string
		header       []string
		want         int
	}{
		{"img tag", plan13, []string{"Sec-Fetch-Site", "cross-site", "Sec-Fetch-Dest", "image"}, http.StatusForbidden},
		{"link from a site", "/movement?gen=mitchell&tables=7", []string{"Sec-Fetch-Site", "cross-site", "Sec-Fetch-Mode", "navigate"}, http.StatusForbidden},
		{"another port of localhost", "/download?gen=mitchell&tables=7&format=pdf", []string{"Sec-Fetch-Site", "same-site"}, http.StatusForbidden},
		{"foreign Origin", plan13, []string{"Origin", "http://evil.example"}, http.StatusForbidden},
		{"opaque Origin", plan13, []string{"Origin", "null"}, http.StatusForbidden},
		{"foreign Referer", plan13, []string{"Referer", "http://evil.example/page.html"}, http.StatusForbidden},
		{"same origin", plan13, []string{"Sec-Fetch-Site", "same-origin", "Origin", "http://example.com"}, http.StatusOK},
		{"typed address", plan13, []string{"Sec-Fetch-Site", "none"}, http.StatusOK},
		{"own Origin", plan13, []string{"Origin", "http://example.com"}, http.StatusOK},
		{"own Origin, port given", plan13, []string{"Origin", "http://example.com:80"}, http.StatusOK},
		{"own Referer", plan13, []string{"Referer", "http://example.com/plan"}, http.StatusOK},
		{"curl", plan13, nil, http.StatusOK},
		{"the empty form from a link", "/plan", []string{"Sec-Fetch-Site", "cross-site"}, http.StatusOK},
		{"a style sheet", "/static/style.css", []string{"Sec-Fetch-Site", "cross-site"}, http.StatusOK},
	} {
		before := s.quick.taken.Load() + s.search.taken.Load()
		res, body := get(t, s, tc.target, tc.header...)
		if res.StatusCode != tc.want {
			t.Errorf("%s: status %d, want %d: %s", tc.name, res.StatusCode, tc.want, errorMessage.FindString(body))
		}
		if tc.want == http.StatusForbidden {
			if n := s.quick.taken.Load() + s.search.taken.Load() - before; n != 0 {
				t.Errorf("%s: refused, but took %d worker slots", tc.name, n)
			}
			if !strings.Contains(body, "asked for by another web site") {
				t.Errorf("%s: the refusal does not say why: %s", tc.name, errorMessage.FindString(body))
			}
		}
	}
	// A posted file from another site is refused too.
	req := upload(t, "/check", "file", "m.json", []byte("{}"))
	req.Header.Set("Origin", "http://evil.example")
	if res, _ := serve(t, s, req); res.StatusCode != http.StatusForbidden {
		t.Errorf("a cross-site upload: status %d, want 403", res.StatusCode)
	}
}

// TestMethods: a path served for other methods answers 405 with Allow;
// an unknown path 404.
func TestMethods(t *testing.T) {
	t.Parallel()
	s := newTestServer(t, Options{})
	for _, tc := range []struct {
		method, target string
		status         int
		allow          string
	}{
		{http.MethodPost, "/plan", http.StatusMethodNotAllowed, "GET, HEAD"},
		{http.MethodPut, "/movement?gen=mitchell&tables=7", http.StatusMethodNotAllowed, "GET, HEAD"},
		{http.MethodDelete, "/download", http.StatusMethodNotAllowed, "GET, HEAD"},
		{http.MethodGet, "/check/download", http.StatusMethodNotAllowed, "POST"},
		{http.MethodPut, "/check", http.StatusMethodNotAllowed, "GET, HEAD, POST"},
		{http.MethodPost, "/static/style.css", http.StatusMethodNotAllowed, "GET, HEAD"},
		{http.MethodPost, "/nowhere", http.StatusNotFound, ""},
		{http.MethodGet, "/nowhere", http.StatusNotFound, ""},
		{http.MethodHead, "/plan", http.StatusOK, ""},
	} {
		res, body := serve(t, s, httptest.NewRequest(tc.method, tc.target, nil))
		if res.StatusCode != tc.status || res.Header.Get("Allow") != tc.allow {
			t.Errorf("%s %s: status %d, Allow %q; want %d, %q: %s", tc.method, tc.target, res.StatusCode, res.Header.Get("Allow"), tc.status, tc.allow, errorMessage.FindString(body))
		}
	}
}

// TestStaticFiles: the style sheet and the script are served with an
// ETag made from their content (304 to a browser that has them), nosniff
// and their media type; there is no listing of the folder.
func TestStaticFiles(t *testing.T) {
	t.Parallel()
	s := newTestServer(t, Options{})
	for _, tc := range []struct{ path, ctype string }{{"/static/style.css", "text/css; charset=utf-8"}, {"/static/app.js", "text/javascript; charset=utf-8"}} {
		res, body := get(t, s, tc.path)
		etag := res.Header.Get("ETag")
		if res.StatusCode != http.StatusOK || len(body) == 0 || res.Header.Get("Content-Type") != tc.ctype {
			t.Errorf("%s: status %d, %d bytes, type %q", tc.path, res.StatusCode, len(body), res.Header.Get("Content-Type"))
		}
		if !strings.HasPrefix(etag, `"`) || len(etag) < 10 {
			t.Errorf("%s: ETag %q", tc.path, etag)
		}
		if res.Header.Get("X-Content-Type-Options") != "nosniff" || res.Header.Get("Cache-Control") != "no-cache" {
			t.Errorf("%s: nosniff %q, Cache-Control %q", tc.path, res.Header.Get("X-Content-Type-Options"), res.Header.Get("Cache-Control"))
		}
		res, body = get(t, s, tc.path, "If-None-Match", etag)
		if res.StatusCode != http.StatusNotModified || body != "" {
			t.Errorf("%s with its ETag: status %d, %d bytes, want 304 and nothing", tc.path, res.StatusCode, len(body))
		}
		if res, _ := get(t, s, tc.path, "If-None-Match", `"other"`); res.StatusCode != http.StatusOK {
			t.Errorf("%s with another ETag: status %d, want 200", tc.path, res.StatusCode)
		}
	}
	for _, p := range []string{"/static/", "/static", "/static/nope.css", "/static/./style.css", "/static//style.css"} {
		res, body := get(t, s, p)
		if res.StatusCode == http.StatusOK || strings.Contains(body, `href="style.css"`) {
			t.Errorf("%s: status %d: %.100q", p, res.StatusCode, body)
		}
	}
}

// brokenPipe is a connection whose browser has gone: every write fails.
type brokenPipe struct {
	header  http.Header
	headers int
}

func (b *brokenPipe) Header() http.Header { return b.header }
func (b *brokenPipe) WriteHeader(int)     { b.headers++ }
func (b *brokenPipe) Write(p []byte) (int, error) {
	return 0, fmt.Errorf("write tcp: %w", syscall.EPIPE)
}

// TestClientGone: a browser that went away (a broken pipe while the page
// is written, or the request cancelled during its search) is not logged
// as an internal error, and no error page follows half an answer.
func TestClientGone(t *testing.T) {
	t.Parallel()
	var logged bytes.Buffer
	s := newTestServer(t, Options{Log: log.New(&logged, "", 0)})
	for _, target := range []string{plan13, "/download?gen=mitchell&tables=7&format=pdf", "/static/style.css"} {
		w := &brokenPipe{header: http.Header{}}
		s.ServeHTTP(w, httptest.NewRequest(http.MethodGet, target, nil))
		if w.headers > 1 {
			t.Errorf("%s: %d headers written to a broken pipe: an error page followed the answer", target, w.headers)
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	time.AfterFunc(50*time.Millisecond, cancel)
	rec := httptest.NewRecorder()
	s.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/movement?gen=seating&players=37", nil).WithContext(ctx))
	if logged.Len() > 0 {
		t.Errorf("a browser that went away was logged: %s", logged.String())
	}
}

// TestLargeMovementPage: the page of 1000 preferans players (305 MB and
// 2.1 GB of server memory when drawn whole) stays within a few MB: heat
// maps in blocks named like the chart, the chart and the table cards left
// out with a message that says where they are.
func TestLargeMovementPage(t *testing.T) {
	t.Parallel()
	s := newTestServer(t, Options{})
	res, body := get(t, s, "/movement?gen=preferans&players=1000")
	if res.StatusCode != http.StatusOK {
		t.Fatalf("status %d: %s", res.StatusCode, errorMessage.FindString(body))
	}
	// About 1.2 MB of the page is the movement it carries (gzip, base64),
	// so that downloads are the movement on the screen; the rest is the
	// chart, the aggregated heat maps and the first instructions.
	const bound = 3 << 20
	if len(body) > bound {
		t.Errorf("the page is %d bytes, more than %d", len(body), bound)
	}
	for _, want := range []string{
		"The master chart (250 tables,",
		"The instructions of the 250 tables are too large for this page",
		"1,000 contestants: each square is 20 × 20 of them",
	} {
		if !strings.Contains(body, want) {
			t.Errorf("the page lacks %q", want)
		}
	}
	t.Logf("/movement?gen=preferans&players=1000: %d bytes", len(body))
	// Past the page's cap the answer is a message, not the page.
	small := newTestServer(t, Options{MaxPage: 1 << 20})
	res, body = get(t, small, "/movement?gen=preferans&players=100")
	if res.StatusCode != http.StatusUnprocessableEntity || !strings.Contains(body, "the page would be larger than 1 MB") || len(body) > 1<<20 {
		t.Errorf("a page past the cap: status %d, %d bytes: %s", res.StatusCode, len(body), errorMessage.FindString(body))
	}
}

// TestSearchQueue: a search waits only where it will start within
// QueueWait.
func TestSearchQueue(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		workers     int
		wait, limit time.Duration
		want        int
	}{
		{2, 30 * time.Second, 10 * time.Second, 4},
		{1, 30 * time.Second, 10 * time.Second, 2},
		{4, 30 * time.Second, 10 * time.Second, 8},
		{2, 10 * time.Second, 10 * time.Second, 1},
		{2, time.Second, time.Minute, 1},
	} {
		if got := searchQueue(Options{Workers: tc.workers, QueueWait: tc.wait, SearchTimeout: tc.limit}); got != tc.want {
			t.Errorf("%d workers, wait %v, limit %v: %d may wait, want %d", tc.workers, tc.wait, tc.limit, got, tc.want)
		}
	}
}

// TestRetryAfterSeconds rounds up to whole seconds, at least one.
func TestRetryAfterSeconds(t *testing.T) {
	t.Parallel()
	for d, want := range map[time.Duration]int{time.Nanosecond: 1, 2 * time.Second: 2, 2500 * time.Millisecond: 3, 10 * time.Second: 10} {
		if got := retryAfterSeconds(d); got != strconv.Itoa(want) {
			t.Errorf("retryAfterSeconds(%v) = %s, want %d", d, got, want)
		}
	}
}

// hostileLabels is a 3-table Mitchell whose labels a spreadsheet would
// run as formulas, as a director might upload it.
const hostileLabels = `{
  "format": "movegen-movement/1",
  "name": "Mitchell, 3 tables",
  "family": "mitchell",
  "kind": "pairs",
  "game": "bridge",
  "seats": ["NS", "EW"],
  "contestants": 6,
  "labels": {
    "1": "=HYPERLINK(\"http://evil.example/\",\"open me\")",
    "2": "@SUM(1+1)*cmd|' /C calc'!A0",
    "3": "+1+1",
    "4": "-4",
    "5": "-",
    "6": "-2+3"
  },
  "tables": 3,
  "rounds": 3,
  "sets": 3,
  "boards_per_set": 9,
  "play": [
    {"round": 1, "table": 1, "set": 1, "seats": {"NS": 1, "EW": 4}},
    {"round": 1, "table": 2, "set": 2, "seats": {"NS": 2, "EW": 5}},
    {"round": 1, "table": 3, "set": 3, "seats": {"NS": 3, "EW": 6}},
    {"round": 2, "table": 1, "set": 2, "seats": {"NS": 1, "EW": 6}},
    {"round": 2, "table": 2, "set": 3, "seats": {"NS": 2, "EW": 4}},
    {"round": 2, "table": 3, "set": 1, "seats": {"NS": 3, "EW": 5}},
    {"round": 3, "table": 1, "set": 3, "seats": {"NS": 1, "EW": 5}},
    {"round": 3, "table": 2, "set": 1, "seats": {"NS": 2, "EW": 6}},
    {"round": 3, "table": 3, "set": 2, "seats": {"NS": 3, "EW": 4}}
  ]
}
`

// TestUploadedLabelsInCSV: labels from an uploaded file reach the CSV
// download as text, never as a formula (=HYPERLINK(…) ran when the file
// was opened).
func TestUploadedLabelsInCSV(t *testing.T) {
	t.Parallel()
	s := newTestServer(t, Options{})
	form := url.Values{"name": {"hostile.json"}, "data": {base64.StdEncoding.EncodeToString([]byte(hostileLabels))}, "format": {"csv"}}
	req := httptest.NewRequest(http.MethodPost, "/check/download", strings.NewReader(form.Encode()))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	res, body := serve(t, s, req)
	if res.StatusCode != http.StatusOK {
		t.Fatalf("status %d: %s", res.StatusCode, errorMessage.FindString(body))
	}
	for _, want := range []string{
		`1,1,1,1-9,NS,1,"'=HYPERLINK(""http://evil.example/"",""open me"")",0`,
		`1,2,2,10-18,NS,2,"'@SUM(1+1)*cmd|' /C calc'!A0",0`,
		`1,1,1,1-9,EW,4,-4,0`,
		`1,2,2,10-18,EW,5,-,0`,
	} {
		if !strings.Contains(body, want+"\n") {
			t.Errorf("the CSV lacks the line %s", want)
		}
	}
	if strings.Contains(body, ",=") || strings.Contains(body, ",@") || strings.Contains(body, ",+") {
		t.Errorf("a cell of the CSV begins a formula:\n%s", body)
	}
}
