package web

import (
	"context"
	"encoding/json"
	"net/http"
	"regexp"
	"runtime"
	"sync"

	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/movement"
)

// Large books. Drawing the cards of a 1000-player preferans field takes
// one processor for half a minute or more (about 8,700 pages, 53 MB); two
// drawn at once on a two-core machine kept a cheap plan waiting up to
// 1.4 s (issue 38). So a download whose drawing is estimated to be large
// (a book) takes, besides its download slot, one of Options.Books book
// slots: at most one book at a time on a machine of one or two
// processors. A book waits for its book slot without holding a download
// slot, so small downloads (a Mitchell's cards) pass it, and the page
// tells the director, before the click, how large the book is and, during
// the wait, that it is queued (GET /download/status).

// Drawing rates, measured with `movegen serve` on a shared two-core
// machine (load average about 2.5): the 1000-player preferans book
// (250,000 seatings, 8,689 pages) took 39–46 s as a PDF and 9–13 s as a
// workbook; 200 players (10,000 seatings, 439 pages) took 1.2 s and
// 0.2 s. A seating is one contestant at one table in one round: the
// cards, the chart and the protocols all grow with them.
const (
	pdfMicrosPerSeating  = 170
	xlsxMicrosPerSeating = 50
	seatingsPerPage      = 28
	// bigBookSeconds is the estimated drawing time from which a download
	// is a book.
	bigBookSeconds = 2
)

// bookEstimate is what drawing a file will take, estimated from the
// movement's size before anything is drawn.
type bookEstimate struct {
	// Pages is about how many pages a PDF has (0 for other formats).
	Pages int
	// Seconds is about how long the drawing takes.
	Seconds int
}

// big reports whether the file is a book: drawn in a book slot.
func (e bookEstimate) big() bool { return e.Seconds >= bigBookSeconds }

// estimateBook estimates the drawing of m in format ("pdf", "xlsx"); the
// other formats are small and quick.
func estimateBook(m *movement.Movement, format string) bookEstimate {
	if m == nil {
		return bookEstimate{}
	}
	seatings := len(m.Play) * max(1, len(m.Seats))
	switch format {
	case "pdf", "changes":
		return bookEstimate{Pages: roundFigure(10 + seatings/seatingsPerPage), Seconds: seatings * pdfMicrosPerSeating / 1e6}
	case "xlsx":
		return bookEstimate{Seconds: seatings * xlsxMicrosPerSeating / 1e6}
	}
	return bookEstimate{}
}

// roundFigure rounds n to two significant figures: an estimate should
// not look exact.
func roundFigure(n int) int {
	unit := 1
	for n/unit >= 100 {
		unit *= 10
	}
	return (n + unit/2) / unit * unit
}

// defaultBooks is how many books are drawn at once on a machine of procs
// processors: one for each two, at least one.
func defaultBooks(procs int) int { return max(1, procs/2) }

// bookState is a download's place on the board: waiting for a book slot
// or drawing.
type bookState struct {
	drawing bool
	est     bookEstimate
}

// downloadBoard is where the book downloads in progress say how far they
// are, by the id the page gave each (the download form's dl-id field), for
// GET /download/status.
type downloadBoard struct {
	mu     sync.Mutex
	states map[string]bookState
}

// maxBoard bounds the board: no more downloads than that are followed.
const maxBoard = 256

// downloadID is the form of an id the page makes.
var downloadID = regexp.MustCompile(`^[A-Za-z0-9]{8,32}$`)

// set records id's state ("" and malformed ids are not followed).
func (b *downloadBoard) set(id string, st bookState) {
	if !downloadID.MatchString(id) {
		return
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.states == nil {
		b.states = map[string]bookState{}
	}
	if _, ok := b.states[id]; ok || len(b.states) < maxBoard {
		b.states[id] = st
	}
}

// drop forgets id: its download has ended.
func (b *downloadBoard) drop(id string) {
	b.mu.Lock()
	defer b.mu.Unlock()
	delete(b.states, id)
}

// get is id's state, and whether the board follows it.
func (b *downloadBoard) get(id string) (bookState, bool) {
	b.mu.Lock()
	defer b.mu.Unlock()
	st, ok := b.states[id]
	return st, ok
}

// drawFile is draw for a download of m in format: a book (a large PDF or
// workbook) first waits for a book slot, giving back the download slot
// the request may hold while it waits; id is the page's name for the
// download, whose state GET /download/status reports.
func (s *Server) drawFile(ctx context.Context, id string, m *movement.Movement, format string, f func(ctx context.Context) error) error {
	est := estimateBook(m, format)
	if !est.big() {
		return s.draw(ctx, f)
	}
	t, _ := ctx.Value(ticketKey{}).(*ticket)
	if t == nil {
		t = &ticket{lane: s.download}
		ctx = context.WithValue(ctx, ticketKey{}, t)
		defer t.done()
	}
	if t.crossSite {
		return errCrossSite()
	}
	t.done()
	s.board.set(id, bookState{est: est})
	defer s.board.drop(id)
	release, err := s.books.acquire(ctx)
	if err != nil {
		return err
	}
	defer release()
	s.board.set(id, bookState{drawing: true, est: est})
	return s.draw(ctx, f)
}

// downloadStatus answers GET /download/status?id=…: whether the page's
// download id waits for another book or is being drawn, in words of the
// page's language. A download the board does not follow (not a book,
// finished, never seen) is state "".
func (s *Server) downloadStatus(w http.ResponseWriter, r *http.Request, pg *page) error {
	st, ok := s.board.get(r.URL.Query().Get("id"))
	answer := struct {
		State string `json:"state"`
		Text  string `json:"text,omitempty"`
	}{}
	if ok {
		answer.State, answer.Text = "waiting", pg.P.T("Queued: another large book is being drawn; this one starts when it is done.")
		if st.drawing {
			answer.State, answer.Text = "drawing", bookText(pg.P, st.est, true)
		}
	}
	h := w.Header()
	h.Set("Content-Type", "application/json; charset=utf-8")
	h.Set("Cache-Control", "no-store")
	return json.NewEncoder(w).Encode(answer)
}

// bookText says how large a book is: "about N pages, about M s" for a
// PDF, "about M s" for a workbook; drawing says it is being drawn now.
func bookText(p *i18n.Printer, e bookEstimate, drawing bool) string {
	secs := max(1, e.Seconds)
	switch {
	case drawing && e.Pages > 0:
		return p.Sprintf("Drawing about %d pages, about %d s.", e.Pages, secs)
	case drawing:
		return p.Sprintf("Drawing the workbook, about %d s.", secs)
	case e.Pages > 0:
		return p.Sprintf("about %d pages, about %d s", e.Pages, secs)
	}
	return p.Sprintf("about %d s", secs)
}

// bookNote is what the download form says of m's books before the click:
// the size of each book among its files (nil when none is large).
func bookNote(p *i18n.Printer, m *movement.Movement) *bookNoteData {
	pdf, xlsx := estimateBook(m, "pdf"), estimateBook(m, "xlsx")
	if !pdf.big() && !xlsx.big() {
		return nil
	}
	n := &bookNoteData{Text: p.T("Large books are drawn one at a time: a download may first wait for another one to finish."),
		Estimates: map[string]string{}}
	for format, e := range map[string]bookEstimate{"pdf": pdf, "xlsx": xlsx} {
		if e.big() {
			n.Estimates[format] = bookText(p, e, false)
		}
	}
	return n
}

// bookNoteData is the download form's note on large books: the sentence
// under the buttons and, by button value, each book's size.
type bookNoteData struct {
	Text      string
	Estimates map[string]string
}

// procs is the number of processors Go schedules on.
func procs() int { return runtime.GOMAXPROCS(0) }
