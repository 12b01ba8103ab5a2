package web

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strings"
	"testing"

	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/internal/app"
	"github.com/movegen/movegen/internal/request"
	"github.com/movegen/movegen/movement"
)

// heldBooks is the request layer with every large book's drawing held
// until release is closed: fake work that keeps a book slot busy as long
// as a test needs, without a clock.
type heldBooks struct {
	request.Service
	started chan string
	release chan struct{}
}

func (h *heldBooks) Write(ctx context.Context, w io.Writer, m *movement.Movement, format string, p *i18n.Printer, paper *request.Values) error {
	if !estimateBook(m, format).big() {
		return h.Service.Write(ctx, w, m, format, p, paper)
	}
	h.started <- format
	select {
	case <-h.release:
	case <-ctx.Done():
		return ctx.Err()
	}
	_, err := w.Write([]byte("%PDF- a held book"))
	return err
}

// bigMitchell is a download that is a large book (an 80-table Mitchell:
// 12,800 seatings, over bigBookSeconds by the estimate) and is generated
// at once.
const bigMitchell = "/download?gen=mitchell&tables=80&format=pdf"

// TestBooksQueueApartFromPlans: with one book slot, one large book draws
// while the next waits for it without holding a download slot; meanwhile
// a plan is answered from its own slot, a small download passes the
// queued book, the status endpoint tells the drawing book from the queued
// one in the page's language, and a book past the queue is answered busy
// at once. When the held drawing ends, every book is sent. Nothing is
// timed: the drawing is held by the fake layer until the test lets go.
func TestBooksQueueApartFromPlans(t *testing.T) {
	t.Parallel()
	held := &heldBooks{Service: app.New(), started: make(chan string, 8), release: make(chan struct{})}
	s := newTestServer(t, Options{Workers: 2, Books: 1, App: held})
	cancelA, waitA := background(t, s, bigMitchell+"&dl-id=bookaaaa1")
	defer cancelA()
	<-held.started // A draws
	cancelB, waitB := background(t, s, bigMitchell+"&dl-id=bookbbbb2")
	defer cancelB()
	waitFor(t, "the second book to queue", func() bool {
		st, ok := s.board.get("bookbbbb2")
		return ok && !st.drawing && len(s.books.queue) == 1
	})
	if n := len(s.download.slots); n != 1 {
		t.Errorf("%d download slots taken with one book drawing and one queued, want 1 (a queued book holds none)", n)
	}
	for _, c := range []struct{ id, lang, state, text string }{
		{"bookaaaa1", "en", "drawing", "Drawing about"},
		{"bookbbbb2", "en", "waiting", "Queued"},
		{"bookbbbb2", "ru", "waiting", "В очереди"},
		{"bookbbbb2", "zh", "waiting", "排队中"},
		{"unknown99", "en", "", ""},
		{"bad id", "en", "", ""},
	} {
		res, body := get(t, s, "/download/status?id="+strings.ReplaceAll(c.id, " ", "%20")+"&lang="+c.lang)
		var got struct{ State, Text string }
		if err := json.Unmarshal([]byte(body), &got); err != nil || res.StatusCode != http.StatusOK {
			t.Fatalf("status of %s: %d %q: %v", c.id, res.StatusCode, body, err)
		}
		if got.State != c.state || !strings.Contains(got.Text, c.text) {
			t.Errorf("status of %s in %s: %+v, want state %q with %q", c.id, c.lang, got, c.state, c.text)
		}
	}
	if res, body := get(t, s, plan13); res.StatusCode != http.StatusOK {
		t.Errorf("a plan beside a drawing and a queued book: status %d: %s", res.StatusCode, errorMessage.FindString(body))
	}
	if res, body := get(t, s, "/download?gen=mitchell&tables=7&format=pdf"); res.StatusCode != http.StatusOK || !strings.HasPrefix(body, "%PDF") {
		t.Errorf("a small download beside the books: status %d", res.StatusCode)
	}
	cancelC, waitC := background(t, s, bigMitchell)
	defer cancelC()
	waitFor(t, "the third book to queue", func() bool { return len(s.books.queue) == 2 })
	res, _ := get(t, s, bigMitchell)
	if res.StatusCode != http.StatusServiceUnavailable || res.Header.Get("Retry-After") == "" {
		t.Errorf("a book past the queue: status %d, Retry-After %q; want 503 with Retry-After", res.StatusCode, res.Header.Get("Retry-After"))
	}
	close(held.release)
	for i, wait := range []func() *httptest.ResponseRecorder{waitA, waitB, waitC} {
		if rec := wait(); rec.Code != http.StatusOK || !strings.HasPrefix(rec.Body.String(), "%PDF") {
			t.Errorf("book %d: status %d", i+1, rec.Code)
		}
	}
	if _, ok := s.board.get("bookaaaa1"); ok {
		t.Error("a finished book is still on the board")
	}
}

// TestEstimateBook: a book's estimate grows with its seatings, from small
// files that are no books to the 1000-player preferans book; a page count
// is rounded to two figures; the other formats are never books.
func TestEstimateBook(t *testing.T) {
	t.Parallel()
	field := func(plays, seats int) *movement.Movement {
		return &movement.Movement{Play: make([]movement.Play, plays), Seats: make([]movement.Seat, seats)}
	}
	for _, c := range []struct {
		m       *movement.Movement
		format  string
		pages   int
		big     bool
		seconds int
	}{
		{field(49, 2), "pdf", 13, false, 0},      // a 7-table Mitchell
		{field(62500, 4), "pdf", 8900, true, 42}, // 1000 preferans players
		{field(62500, 4), "xlsx", 0, true, 12},   // its workbook
		{field(62500, 4), "json", 0, false, 0},   // its movement file
		{field(6400, 2), "pdf", 470, true, 2},    // an 80-table Mitchell
		{field(2500, 4), "pdf", 370, false, 1},   // 200 preferans players
		{nil, "pdf", 0, false, 0},
	} {
		e := estimateBook(c.m, c.format)
		if e.Pages != c.pages || e.big() != c.big || e.Seconds != c.seconds {
			t.Errorf("%s of %d plays: %+v (big %v), want %d pages, %d s, big %v", c.format, lenPlay(c.m), e, e.big(), c.pages, c.seconds, c.big)
		}
	}
	for _, c := range []struct{ procs, books int }{{1, 1}, {2, 1}, {3, 1}, {4, 2}, {8, 4}} {
		if got := defaultBooks(c.procs); got != c.books {
			t.Errorf("%d processors: %d books at once, want %d", c.procs, got, c.books)
		}
	}
}

// downloadForm is the download form of a page.
// bookWords are the book note and the sizes on the buttons.
var bookWords = regexp.MustCompile(`<p class="note" id="book-note">[^<]*|<span class="size">[^<]*|data-book="[^"]*`)

var downloadForm = regexp.MustCompile(`(?s)<form class="downloads".*?</form>`)

func lenPlay(m *movement.Movement) int {
	if m == nil {
		return 0
	}
	return len(m.Play)
}

// TestBookNoteOnPage: the download form of a large movement says, on the
// buttons of its books, how large each is, and that books queue, in the
// page's language and without a flag name; a small movement's form says
// nothing of it.
func TestBookNoteOnPage(t *testing.T) {
	t.Parallel()
	s := newTestServer(t, Options{})
	for _, c := range []struct{ lang, note string }{
		{"en", "Large books are drawn one at a time"},
		{"ru", "Большие файлы готовятся по одному"},
		{"zh", "大文件一次只生成一份"},
	} {
		res, body := get(t, s, "/movement?gen=mitchell&tables=80&lang="+c.lang)
		if res.StatusCode != http.StatusOK {
			t.Fatalf("%s: status %d: %s", c.lang, res.StatusCode, errorMessage.FindString(body))
		}
		form := downloadForm.FindString(body)
		for _, want := range []string{c.note, `id="book-status"`, `name="dl-id"`, `id="dl-pdf" data-book="`} {
			if !strings.Contains(form, want) {
				t.Errorf("%s: the download form lacks %q", c.lang, want)
			}
		}
		// The book's words: the note and the sizes on the buttons.
		for _, words := range bookWords.FindAllString(form, -1) {
			if f := flagLike.FindString(words); f != "" {
				t.Errorf("%s: the book's words name the flag %s: %s", c.lang, f, words)
			}
		}
	}
	_, body := get(t, s, "/movement?gen=mitchell&tables=7")
	if strings.Contains(body, `id="book-note"`) || strings.Contains(body, "data-book=") {
		t.Error("a 7-table Mitchell's downloads are said to be large books")
	}
}
