package web

import (
	"context"
	"embed"
	"errors"
	"fmt"
	"html/template"
	"log"
	"net/http"
	"runtime"
	"runtime/debug"
	"strings"
	"time"

	"golang.org/x/text/language"

	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/internal/request"
	"github.com/movegen/movegen/movement"
)

//go:embed templates/*.html
var templateFS embed.FS

//go:embed static
var staticFS embed.FS

// Defaults of Options.
const (
	// DefaultSearchTimeout bounds one plan or search, like the command
	// line's default time limit.
	DefaultSearchTimeout = 10 * time.Second
	// DefaultMaxUpload bounds a request body: an uploaded movement file
	// and the form around it.
	DefaultMaxUpload = 8 << 20
	// DefaultRenderTimeout bounds the drawing of one file (a PDF, a
	// workbook): a large book takes far longer than a search, and a
	// download is never a search.
	DefaultRenderTimeout = 2 * time.Minute
	// DefaultQueueWait is how long a request waits for a free worker
	// before it is answered "busy".
	DefaultQueueWait = 30 * time.Second
	// DefaultQueueLength is how many requests may wait for a quick worker
	// before more are answered "busy" at once.
	DefaultQueueLength = 64
	// DefaultMaxPage bounds a page in bytes: the check page carries the
	// checked file back in base64 (a third larger than DefaultMaxUpload)
	// besides the movement's view.
	DefaultMaxPage = 24 << 20
)

// Options configure a Server. The zero value uses the defaults.
type Options struct {
	// SearchTimeout bounds each plan or search (default
	// DefaultSearchTimeout).
	SearchTimeout time.Duration
	// Workers is how many searches run at once, and how many other
	// requests (plans, pages, downloads) run at once beside them: each
	// kind has its own workers (default the number of CPUs, at least 2).
	Workers int
	// MaxUpload bounds a request body in bytes (default DefaultMaxUpload).
	MaxUpload int64
	// RenderTimeout bounds the drawing of one downloaded file (default
	// DefaultRenderTimeout).
	RenderTimeout time.Duration
	// QueueWait is how long a request waits for a worker (default
	// DefaultQueueWait).
	QueueWait time.Duration
	// QueueLength is how many requests may wait for a quick worker
	// (default DefaultQueueLength); a search waits only where a worker
	// will take it within QueueWait (see searchQueue). Past that a
	// request is answered 503 with Retry-After at once.
	QueueLength int
	// MaxPage bounds a page in bytes (default DefaultMaxPage): a larger
	// one is answered with a message instead.
	MaxPage int
	// Books is how many large books (a PDF or workbook estimated to take
	// seconds to draw) are drawn at once (default one for every two
	// processors, at least one); twice as many may wait, each for at
	// most two RenderTimeouts (see books.go).
	Books int
	// Log receives panics and internal errors (default: the standard
	// logger).
	Log *log.Logger
	// App is the request layer that generates, plans, reads and writes
	// movements (internal/app's New); the page imports no generator and
	// no file format of its own. Required.
	App request.Service
}

// Server serves the pages. Make one with New; it is safe for concurrent use.
type Server struct {
	app   request.Service
	opt   Options
	pages map[string]*template.Template
	// quick, search and download are the worker lanes (see guard.go);
	// books are the slots of the large books (books.go).
	quick, search, download, books *lane
	// board follows the books being downloaded.
	board downloadBoard
	mux   *http.ServeMux
}

// New returns a server with opt's settings, its templates parsed.
func New(opt Options) (*Server, error) {
	if opt.SearchTimeout <= 0 {
		opt.SearchTimeout = DefaultSearchTimeout
	}
	if opt.RenderTimeout <= 0 {
		opt.RenderTimeout = DefaultRenderTimeout
	}
	if opt.Workers <= 0 {
		opt.Workers = max(2, runtime.NumCPU())
	}
	if opt.MaxUpload <= 0 {
		opt.MaxUpload = DefaultMaxUpload
	}
	if opt.QueueWait <= 0 {
		opt.QueueWait = DefaultQueueWait
	}
	if opt.QueueLength <= 0 {
		opt.QueueLength = DefaultQueueLength
	}
	if opt.MaxPage <= 0 {
		opt.MaxPage = DefaultMaxPage
	}
	if opt.Books <= 0 {
		opt.Books = defaultBooks(procs())
	}
	if opt.Log == nil {
		opt.Log = log.Default()
	}
	if opt.App == nil {
		return nil, errors.New("web: Options.App is required (the request layer)")
	}
	s := &Server{app: opt.App, opt: opt, pages: map[string]*template.Template{},
		quick:  newLane(opt.Workers, opt.QueueLength, opt.QueueWait, 2*time.Second),
		search: newLane(opt.Workers, searchQueue(opt), opt.QueueWait, opt.SearchTimeout),
		// A download never holds a plan's slot (guard.go). It waits
		// QueueWait at most, as a plan does: the server's write time
		// limit (2 min) counts from the request, so a book that waited
		// for another one to be drawn was cut off before it was sent
		// (with half the workers for downloads, the second of two
		// 1000-player books waited 76 s and was cut at 246 s).
		download: newLane(opt.Workers, opt.QueueLength, opt.QueueWait, 5*time.Second),
		// A book waits for the books queued before it, each drawn
		// within RenderTimeout; its answer's time starts when it is
		// drawn (send).
		books: newLane(opt.Books, 2*opt.Books, 2*opt.RenderTimeout, 30*time.Second)}
	for _, page := range []string{"plan", "movement", "check", "swiss", "error"} {
		t, err := template.New("layout.html").Funcs(funcs).ParseFS(templateFS, "templates/layout.html", "templates/"+page+".html")
		if err != nil {
			return nil, fmt.Errorf("web: template %s: %w", page, err)
		}
		s.pages[page] = t
	}
	static, err := newStaticFiles(staticFS, "static")
	if err != nil {
		return nil, fmt.Errorf("web: static files: %w", err)
	}
	mux := http.NewServeMux()
	mux.Handle("GET /static/{name...}", s.handle(static.serve))
	mux.HandleFunc("GET /{$}", func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, "/plan", http.StatusSeeOther)
	})
	mux.Handle("GET /plan", s.handle(s.planPage))
	mux.Handle("GET /movement", s.handle(s.movementPage))
	mux.Handle("GET /download", s.handle(s.planDownload))
	mux.Handle("GET /download/status", s.handle(s.downloadStatus))
	// The language switch of a movement page posts the movement back.
	mux.Handle("POST /movement/view", s.handleLimit(s.movementView, s.opt.MaxUpload/3*4+64<<10))
	mux.Handle("GET /swiss", s.handle(s.swissFormPage))
	mux.Handle("POST /swiss", s.handle(s.swissPage))
	mux.Handle("GET /check", s.handle(s.checkForm))
	mux.Handle("POST /check", s.handle(s.checkPage))
	// The download form carries the checked file back in base64: a third
	// larger than the file.
	mux.Handle("POST /check/download", s.handleLimit(s.checkDownload, s.opt.MaxUpload/3*4+64<<10))
	// The re-plan form posts the movement its page carries.
	mux.Handle("POST /replan", s.handleLimit(s.replanPage, s.opt.MaxUpload/3*4+64<<10))
	mux.Handle("/", s.handle(s.notFound))
	s.mux = mux
	return s, nil
}

// ServeHTTP serves a request.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) { s.mux.ServeHTTP(w, r) }

// funcs are the template helpers.
var funcs = template.FuncMap{
	"pair":   func(pg *page, d *movementData) sub { return sub{P: pg.P, Lang: pg.Lang, D: d, Kept: pg.Kept} },
	"viewOf": func(pg *page, v *view) sub { return sub{P: pg.P, Lang: pg.Lang, V: v} },
	"codes":  codes,
}

// codes is the sentence keyed by format in p's language with each of
// words (a file's column, a command, as the file or the terminal spells
// them, in no language) in its place as a <code>: the sentence is
// escaped, the words set apart.
func codes(p *i18n.Printer, format string, words ...string) template.HTML {
	marks := make([]any, len(words))
	for i := range words {
		marks[i] = fmt.Sprintf("\ue000%d\ue000", i)
	}
	out := template.HTMLEscapeString(p.Sprintf(format, marks...))
	for i, w := range words {
		out = strings.ReplaceAll(out, fmt.Sprintf("\ue000%d\ue000", i), "<code>"+template.HTMLEscapeString(w)+"</code>")
	}
	return template.HTML(out)
}

// sub is the data of the shared templates "downloads" and "view".
type sub struct {
	P    *i18n.Printer
	Lang string
	D    *movementData
	V    *view
	// Kept are the fields of a form posted back to its page.
	Kept map[string]string
}

// page is what every template gets: the printer of the request's language
// and the page's own data.
type page struct {
	P    *i18n.Printer
	Lang string
	// Page names the page for the navigation: plan, movement, check.
	Page string
	// Other is the first other language and SwitchURL this page in it;
	// Others are all the other languages, each with its link.
	Other, SwitchURL string
	Others           []langLink
	// Title is the page's heading.
	Title string
	Data  any
	// Switch, when set, is the language switch as a form that carries
	// the page's content (a movement made once), instead of SwitchURL.
	Switch *switchForm
	// Error is a refused request's message, shown above the form that
	// made it, the input kept.
	Error string
	// Kept are the re-plan and download fields of a posted form, shown
	// again when its page is (see keptFields).
	Kept map[string]string
}

// userError is a request the server refuses: status and a sentence for
// the page.
type userError struct {
	status int
	text   movement.Text
	// retryAfter, when not zero, is sent as Retry-After (a busy server).
	retryAfter time.Duration
	// allow, when not empty, is sent as Allow (a method not allowed).
	allow string
}

func (e *userError) Error() string { return e.text.String() }

// badRequest is a 400 with a message kept as data.
func badRequest(format string, args ...any) error {
	return &userError{status: http.StatusBadRequest, text: movement.Say(format, args...)}
}

// texter is an error that says itself as a sentence for the catalogue: the
// readers' errors, the planner's input errors.
type texter interface {
	error
	Text() movement.Text
}

// handlerFunc is a page's handler: it writes the answer, or returns an
// error that handle turns into an error page.
type handlerFunc func(w http.ResponseWriter, r *http.Request, pg *page) error

// handle wraps a page handler: it limits the body, picks the language,
// recovers a panic (500 page, logged) and renders a returned error as a
// 400 page (a user error: the command line's message) or a 500 page.
func (s *Server) handle(h handlerFunc) http.Handler { return s.handleLimit(h, s.opt.MaxUpload) }

// handleLimit is handle with a body limit of limit bytes.
func (s *Server) handleLimit(h handlerFunc, limit int64) http.Handler {
	return http.HandlerFunc(func(rw http.ResponseWriter, r *http.Request) {
		w := &answerWriter{ResponseWriter: rw}
		// The server's own writer: it closes the connection after a body
		// past the limit.
		r.Body = http.MaxBytesReader(rw, r.Body, limit)
		r, done := s.withTicket(r)
		defer done()
		pg := s.newPage(w, r)
		defer func() {
			if v := recover(); v != nil {
				if v == http.ErrAbortHandler {
					panic(v)
				}
				s.opt.Log.Printf("movegen serve: panic serving %s %s: %v\n%s", r.Method, r.URL.Path, v, debug.Stack())
				if !w.begun {
					s.errorPage(w, pg, http.StatusInternalServerError, movement.Say("internal error: %v", fmt.Sprint(v)))
				}
			}
		}()
		err := s.refuseCrossSitePost(r)
		if err == nil {
			err = h(w, r, pg)
		}
		if err == nil {
			return
		}
		var ue *userError
		var ae *request.Error
		var mbe *http.MaxBytesError
		var tx texter
		switch {
		case r.Context().Err() != nil || w.writeErr != nil:
			// The browser went away (Stop, a closed tab, a broken pipe) or
			// the server is shutting down: nobody reads the answer, and
			// whatever failed (the search, the writing) failed for that
			// reason.
		case w.begun:
			// Half an answer has gone: an error page cannot follow it.
			s.opt.Log.Printf("movegen serve: %s %s: %v", r.Method, r.URL.Path, err)
		case errors.As(err, &ae):
			s.errorPage(w, pg, http.StatusBadRequest, ae.Named(s.fieldLabel(pg.P)))
		case errors.As(err, &ue):
			if ue.retryAfter > 0 {
				w.Header().Set("Retry-After", retryAfterSeconds(ue.retryAfter))
			}
			if ue.allow != "" {
				w.Header().Set("Allow", ue.allow)
			}
			s.errorPage(w, pg, ue.status, ue.text)
		case errors.As(err, &mbe):
			s.errorPage(w, pg, http.StatusRequestEntityTooLarge, movement.Say("the request is larger than %d bytes", mbe.Limit))
		case errors.Is(err, context.DeadlineExceeded):
			s.errorPage(w, pg, http.StatusServiceUnavailable, movement.Say("the search took longer than %s; try fewer contestants or a smaller movement", s.opt.SearchTimeout.String()))
		case errors.Is(err, movement.ErrInternal):
			s.opt.Log.Printf("movegen serve: %s %s: %v", r.Method, r.URL.Path, err)
			s.errorPage(w, pg, http.StatusInternalServerError, movement.Say("internal error: %v", err.Error()))
		case errors.As(err, &tx):
			s.errorPage(w, pg, http.StatusBadRequest, tx.Text())
		default:
			s.opt.Log.Printf("movegen serve: %s %s: %v", r.Method, r.URL.Path, err)
			s.errorPage(w, pg, http.StatusInternalServerError, movement.Say("internal error: %v", err.Error()))
		}
	})
}

// formError shows a refused request (a *request.Error) on the page of
// the form that made it, the input kept, with status 400; any other error
// is returned for the error page.
func (s *Server) formError(w http.ResponseWriter, pg *page, err error) error {
	var ae *request.Error
	if !errors.As(err, &ae) {
		return err
	}
	t := ae.Named(s.fieldLabel(pg.P))
	pg.Error = pg.P.Message(t.Format, t.Args...)
	return s.render(w, http.StatusBadRequest, pg.Page, pg)
}

// fieldLabel names a field of the request layer as the page does: by its
// label in the page's language; fields joined by "/" each by theirs.
func (s *Server) fieldLabel(p *i18n.Printer) func(field string) string {
	return func(field string) string {
		parts := strings.Split(field, "/")
		for i, f := range parts {
			l := s.app.Label(f)
			for _, d := range downloadFields() {
				if d.Name == f {
					l = d.Label
				}
			}
			if l != "" {
				parts[i] = p.T(l)
			} else if f == "gen" {
				parts[i] = p.T("Generator")
			} else {
				parts[i] = request.FlagName(f)
			}
		}
		return strings.Join(parts, " / ")
	}
}

// langCookie remembers the language chosen on the page.
const langCookie = "lang"

// newPage picks the request's language: the lang parameter (remembered
// in a cookie), else the cookie, else Accept-Language, else English.
func (s *Server) newPage(w http.ResponseWriter, r *http.Request) *page {
	lang := ""
	if v := r.URL.Query().Get("lang"); i18n.Supported(v) {
		lang = v
		http.SetCookie(w, &http.Cookie{Name: langCookie, Value: v, Path: "/", SameSite: http.SameSiteLaxMode, MaxAge: 365 * 24 * 3600})
	} else if c, err := r.Cookie(langCookie); err == nil && i18n.Supported(c.Value) {
		lang = c.Value
	} else {
		lang = acceptLanguage(r.Header.Get("Accept-Language"))
	}
	path := r.URL.Path
	if path == "/download" {
		path = "/movement"
	}
	pg := &page{P: i18n.New(lang), Lang: lang}
	for _, other := range i18n.Langs() {
		if other == lang {
			continue
		}
		q := r.URL.Query()
		q.Set("lang", other)
		if r.Method != http.MethodGet {
			// A posted page cannot be repeated by a link: the switch
			// shows its empty form in the other language.
			q = map[string][]string{"lang": {other}}
		}
		id := "lang-switch"
		if len(pg.Others) > 0 {
			id += "-" + other
		}
		pg.Others = append(pg.Others, langLink{Lang: other, Name: langNames[other], URL: path + "?" + q.Encode(), ID: id})
	}
	pg.Other, pg.SwitchURL = pg.Others[0].Lang, pg.Others[0].URL
	return pg
}

// langLink is the switch to one other language: its code, its name in
// itself, this page in it, and the switch's element id (lang-switch for
// the first).
type langLink struct {
	Lang, Name, URL, ID string
}

// langNames name each language in itself, as its switch shows it.
var langNames = map[string]string{i18n.English: "English", i18n.Russian: "Русский", i18n.Chinese: "中文"}

// langTags are the tags Accept-Language is matched against, in the order
// of i18n.Langs.
var langTags = []language.Tag{language.English, language.Russian, language.SimplifiedChinese}

// matcher picks en, ru or zh from Accept-Language.
var matcher = language.NewMatcher(langTags)

// acceptLanguage is the supported language the browser prefers: zh-CN,
// zh-Hans and zh (and, lacking a Traditional catalogue, zh-TW) read
// Simplified Chinese.
func acceptLanguage(header string) string {
	tags, _, err := language.ParseAcceptLanguage(header)
	if err != nil || len(tags) == 0 {
		return i18n.English
	}
	_, i, conf := matcher.Match(tags...)
	if conf == language.No || i < 0 || i >= len(langTags) {
		return i18n.English
	}
	return i18n.Langs()[i]
}

// render executes a page's template into a buffer first, so a template
// failure never leaves half a page.
func (s *Server) render(w http.ResponseWriter, status int, name string, pg *page) error {
	b := cappedBuffer{limit: s.opt.MaxPage}
	if err := s.pages[name].Execute(&b, pg); err != nil {
		if errors.Is(err, errPageTooLarge) && name != "error" {
			return &userError{status: http.StatusUnprocessableEntity,
				text: movement.Say("the page would be larger than %d MB; download the cards PDF or the workbook instead", s.opt.MaxPage>>20)}
		}
		return fmt.Errorf("web: render %s: %w", name, err)
	}
	h := w.Header()
	h.Set("Content-Type", "text/html; charset=utf-8")
	h.Set("Content-Language", pg.Lang)
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Content-Security-Policy", "default-src 'self'; style-src 'self'; img-src 'self' data:; script-src 'self'; form-action 'self'; frame-ancestors 'none'")
	if pg.Error != "" && status == http.StatusOK {
		// A page shown again with a refused request's message.
		status = http.StatusBadRequest
	}
	w.WriteHeader(status)
	_, err := w.Write(b.Bytes())
	return err
}

// errorData is the error page's data.
type errorData struct {
	Status  int
	Message string
	Back    string
}

// errorPage answers with the error page: status and the message in the
// page's language.
func (s *Server) errorPage(w http.ResponseWriter, pg *page, status int, text movement.Text) {
	pg.Page = "error"
	pg.Title = pg.P.T(http.StatusText(status))
	back := "/plan"
	if strings.HasPrefix(pg.SwitchURL, "/check") {
		back = "/check"
	} else if strings.HasPrefix(pg.SwitchURL, "/swiss") {
		back = "/swiss"
	}
	pg.Data = errorData{Status: status, Message: pg.P.Message(text.Format, text.Args...), Back: back}
	if err := s.render(w, status, "error", pg); err != nil {
		s.opt.Log.Printf("movegen serve: %v", err)
		http.Error(w, http.StatusText(status), status)
	}
}
