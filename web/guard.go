package web

import (
	"bytes"
	"context"
	"errors"
	"math"
	"net"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"sync/atomic"
	"time"

	"github.com/movegen/movegen/movement"
)

// Worker lanes. A download (a PDF, a workbook, any file: drawing a book
// of 1000 players takes tens of seconds) waits in the download lane; a
// request that runs a search limited by SearchTimeout (a seating plan, a
// preferans search) waits in the search lane; every other request that
// works (a plan, a Mitchell or Howell, a check) waits in the quick lane.
// Each lane has Workers slots of its own, so thirty searches running for
// ten seconds each, or two books drawn for a minute, never keep a 15 ms
// plan waiting: the plan takes a quick slot and shares the processors
// with at most Workers searches and Workers downloads. (Downloads shared
// the quick slots, and two 1000-player card books kept every plan
// waiting 30 s for a 503: issue 38.)
//
// A request takes one slot, at its first piece of work, and keeps it to
// its end: the search and the rendering of its page or file run in the
// same slot, so a finished search is never thrown away for want of a
// second slot.

// lane is one class of requests: its worker slots and its queue.
type lane struct {
	// slots holds a token for each running request.
	slots chan struct{}
	// queue holds a token for each waiting request: when it is full the
	// request is answered "busy" at once.
	queue chan struct{}
	// wait is how long a request may wait for a slot.
	wait time.Duration
	// retryAfter is what a busy answer asks the browser to wait.
	retryAfter time.Duration
	// taken counts the slots taken, for the tests and the load test's
	// figures.
	taken atomic.Int64
}

func newLane(workers, queue int, wait, retryAfter time.Duration) *lane {
	return &lane{slots: make(chan struct{}, workers), queue: make(chan struct{}, queue), wait: wait, retryAfter: retryAfter}
}

// busy is the answer to a request that found its lane's queue full or
// waited too long: 503 with Retry-After.
func (l *lane) busy() error {
	return &userError{status: http.StatusServiceUnavailable, retryAfter: l.retryAfter,
		text: movement.Say("the server is busy; try again in a moment")}
}

// acquire takes a slot of l: at once when one is free, else after waiting
// in the queue for at most l.wait. It fails with a busy error when the
// queue is full or the wait ends, and with ctx's error when the request
// goes away.
func (l *lane) acquire(ctx context.Context) (release func(), err error) {
	release = func() { <-l.slots }
	select {
	case l.slots <- struct{}{}:
		l.taken.Add(1)
		return release, nil
	default:
	}
	select {
	case l.queue <- struct{}{}:
		defer func() { <-l.queue }()
	default:
		return nil, l.busy()
	}
	t := time.NewTimer(l.wait)
	defer t.Stop()
	select {
	case l.slots <- struct{}{}:
		l.taken.Add(1)
		return release, nil
	case <-ctx.Done():
		return nil, ctx.Err()
	case <-t.C:
		return nil, l.busy()
	}
}

// searchQueue is how many searches may wait: as many as will start
// within QueueWait while every worker runs a search to its limit (the
// k-th waiting search starts after k/Workers + 1 limits), at least one.
// With the defaults, 2 workers, a 10 s limit and a 30 s wait: 4 wait, the
// last for about 20 s, and a further search is answered 503 at once
// rather than after 30 s.
func searchQueue(opt Options) int {
	return max(1, opt.Workers*(int(opt.QueueWait/opt.SearchTimeout)-1))
}

// searchGenerators are the generator form's values whose movement is
// found by a search that runs until SearchTimeout.
var searchGenerators = map[string]bool{"seating": true, "preferans": true}

// laneOf is the lane of a request: the download lane for a file, the
// search lane when it asks for a searched movement, else the quick lane.
func (s *Server) laneOf(r *http.Request) *lane {
	if isDownload(r.URL.Path) {
		return s.download
	}
	if searchGenerators[r.URL.Query().Get("gen")] || r.URL.Path == "/replan" {
		return s.search
	}
	return s.quick
}

// isDownload reports whether path answers with a file to download
// (/download, /check/download).
func isDownload(path string) bool {
	return path == "/download" || strings.HasSuffix(path, "/download")
}

// ticket is a request's claim on the workers, kept in its context: its
// lane, the slot once taken, and whether the request came from another
// site (refused at its first piece of work).
type ticket struct {
	lane      *lane
	crossSite bool
	release   func()
}

type ticketKey struct{}

// withTicket returns r with a new ticket in its context, and the function
// that gives the ticket's slot back (to be called when the request ends).
func (s *Server) withTicket(r *http.Request) (*http.Request, func()) {
	t := &ticket{lane: s.laneOf(r), crossSite: crossSite(r)}
	return r.WithContext(context.WithValue(r.Context(), ticketKey{}, t)), t.done
}

// errCrossSite refuses a request another site's page made.
func errCrossSite() error {
	return &userError{status: http.StatusForbidden,
		text: movement.Say("this page was asked for by another web site; open it from movegen's own page")}
}

// refuseCrossSitePost refuses a posted form from another site before its
// body is read: every form this server takes by POST does work.
func (s *Server) refuseCrossSitePost(r *http.Request) error {
	if t, _ := r.Context().Value(ticketKey{}).(*ticket); t != nil && t.crossSite && r.Method == http.MethodPost {
		return errCrossSite()
	}
	return nil
}

// take gives t a slot, unless it has one.
func (t *ticket) take(ctx context.Context) error {
	if t.crossSite {
		return errCrossSite()
	}
	if t.release != nil {
		return nil
	}
	release, err := t.lane.acquire(ctx)
	if err != nil {
		return err
	}
	t.release = release
	return nil
}

// done gives t's slot back.
func (t *ticket) done() {
	if t.release != nil {
		t.release()
		t.release = nil
	}
}

// acquire takes a quick slot, for work outside a request.
func (s *Server) acquire(ctx context.Context) (release func(), err error) {
	return s.quick.acquire(ctx)
}

// work runs f under the search time limit, in the request's worker slot:
// the first piece of work of a request takes the slot (waiting for one if
// need be), the later ones reuse it. Outside a request (no ticket in ctx)
// it takes a quick slot for f alone.
func (s *Server) work(ctx context.Context, f func(ctx context.Context) error) error {
	return s.workFor(ctx, s.opt.SearchTimeout, f)
}

// draw is work for drawing a downloaded file: the same slot, under
// RenderTimeout instead of the search limit.
func (s *Server) draw(ctx context.Context, f func(ctx context.Context) error) error {
	return s.workFor(ctx, s.opt.RenderTimeout, f)
}

// workFor is work under the time limit d.
func (s *Server) workFor(ctx context.Context, d time.Duration, f func(ctx context.Context) error) error {
	t, _ := ctx.Value(ticketKey{}).(*ticket)
	if t == nil {
		t = &ticket{lane: s.quick}
		defer t.done()
	}
	if err := t.take(ctx); err != nil {
		return err
	}
	ctx, cancel := context.WithTimeout(ctx, d)
	defer cancel()
	return f(ctx)
}

// retryAfterSeconds is d in whole seconds for a Retry-After header, at
// least 1.
func retryAfterSeconds(d time.Duration) string {
	return strconv.Itoa(max(1, int(math.Ceil(d.Seconds()))))
}

// crossSite reports whether a browser sent r on behalf of another web
// site: an <img> or a form on any page the director visits could
// otherwise start a search here. The browser says so in Sec-Fetch-Site
// (anything but same-origin, or none for a typed address or a bookmark);
// a browser that does not send it is judged by Origin, then Referer,
// which must name this server. A request with none of them (curl, a
// script on this computer) is not cross-site.
func crossSite(r *http.Request) bool {
	if site := r.Header.Get("Sec-Fetch-Site"); site != "" {
		return site != "same-origin" && site != "none"
	}
	if origin := r.Header.Get("Origin"); origin != "" {
		return !sameHost(origin, r.Host)
	}
	if ref := r.Header.Get("Referer"); ref != "" {
		return !sameHost(ref, r.Host)
	}
	return false
}

// sameHost reports whether the URL u (an Origin or a Referer) is served by
// host, the request's Host header ("null" and unreadable URLs are not).
func sameHost(u, host string) bool {
	p, err := url.Parse(u)
	if err != nil || p.Host == "" {
		return false
	}
	return strings.EqualFold(p.Host, host) ||
		strings.EqualFold(withPort(p.Host, p.Scheme), withPort(host, "http"))
}

// withPort adds the scheme's default port to a host without one.
func withPort(host, scheme string) string {
	if _, _, err := net.SplitHostPort(host); err == nil {
		return host
	}
	if scheme == "https" {
		return net.JoinHostPort(strings.Trim(host, "[]"), "443")
	}
	return net.JoinHostPort(strings.Trim(host, "[]"), "80")
}

// hostGuard refuses requests whose Host header does not name this
// server: a web site whose name an attacker points at 127.0.0.1 (DNS
// rebinding) would otherwise reach the page as its own origin. Accepted
// are, with the port the server listens on: the host of --addr as given,
// the address it listens on, and localhost, 127.0.0.1 and [::1]; a server
// listening on every interface (0.0.0.0, [::] or no host) also accepts
// any IP address, which no other site's name can stand for.
type hostGuard struct {
	port    string
	names   map[string]bool
	anyIP   bool
	next    http.Handler
	refused func(w http.ResponseWriter, r *http.Request)
}

// guardHosts wraps s for a listener at listen, asked for as addr.
func (s *Server) guardHosts(addr string, listen net.Addr) http.Handler {
	g := &hostGuard{names: map[string]bool{"localhost": true, "127.0.0.1": true, "::1": true}, next: s}
	g.refused = func(w http.ResponseWriter, r *http.Request) {
		pg := s.newPage(w, r)
		s.errorPage(w, pg, http.StatusMisdirectedRequest,
			movement.Say("this server does not answer to the name %s; open it as %s", r.Host, "http://"+listen.String()+"/"))
	}
	lhost, port, _ := net.SplitHostPort(listen.String())
	g.port = port
	g.names[strings.ToLower(lhost)] = true
	if h, _, err := net.SplitHostPort(addr); err == nil {
		g.names[strings.ToLower(h)] = true
		if ip := net.ParseIP(h); h == "" || (ip != nil && ip.IsUnspecified()) {
			g.anyIP = true
		}
	}
	if ip := net.ParseIP(lhost); ip != nil && ip.IsUnspecified() {
		g.anyIP = true
	}
	return g
}

func (g *hostGuard) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if !g.allowed(r.Host) {
		g.refused(w, r)
		return
	}
	g.next.ServeHTTP(w, r)
}

// allowed reports whether the Host header host names this server.
func (g *hostGuard) allowed(host string) bool {
	h, port, err := net.SplitHostPort(host)
	if err != nil {
		// No port: the scheme's default.
		h, port = strings.Trim(host, "[]"), "80"
	}
	if port != g.port || h == "" {
		return false
	}
	h = strings.ToLower(strings.TrimSuffix(h, "."))
	if g.names[h] {
		return true
	}
	ip := net.ParseIP(h)
	return ip != nil && (g.anyIP || g.names[ip.String()])
}

// notFound answers a request no route takes: 405 with Allow when the path
// is served for other methods (POST /plan, GET /check/download), else 404.
func (s *Server) notFound(w http.ResponseWriter, r *http.Request, pg *page) error {
	var allow []string
	for _, m := range []string{http.MethodGet, http.MethodPost} {
		probe := &http.Request{Method: m, URL: r.URL, Host: r.Host, Header: http.Header{}}
		if _, pattern := s.mux.Handler(probe); pattern != "" && pattern != "/" {
			allow = append(allow, m)
			if m == http.MethodGet {
				allow = append(allow, http.MethodHead)
			}
		}
	}
	if len(allow) > 0 {
		return &userError{status: http.StatusMethodNotAllowed, allow: strings.Join(allow, ", "),
			text: movement.Say("%s is not allowed here; use %s", r.Method, strings.Join(allow, ", "))}
	}
	return &userError{status: http.StatusNotFound, text: movement.Say("no such page: %s", r.URL.Path)}
}

// errPageTooLarge is cappedBuffer's error past its limit.
var errPageTooLarge = errors.New("the page is larger than its limit")

// cappedBuffer is a buffer that refuses to grow past limit bytes, so that
// a page too large to send never takes more memory than that.
type cappedBuffer struct {
	bytes.Buffer
	limit int
}

func (b *cappedBuffer) Write(p []byte) (int, error) {
	if b.Len()+len(p) > b.limit {
		return 0, errPageTooLarge
	}
	return b.Buffer.Write(p)
}

// answerWriter remembers whether the answer has begun and whether writing
// it failed: a failed write means the browser went away (a broken pipe, a
// reset connection), which is nobody's internal error, and an answer that
// has begun cannot be replaced by an error page.
type answerWriter struct {
	http.ResponseWriter
	begun    bool
	writeErr error
}

func (a *answerWriter) WriteHeader(status int) {
	a.begun = true
	a.ResponseWriter.WriteHeader(status)
}

func (a *answerWriter) Write(p []byte) (int, error) {
	a.begun = true
	n, err := a.ResponseWriter.Write(p)
	if err != nil && a.writeErr == nil {
		a.writeErr = err
	}
	return n, err
}

// Unwrap lets http.ResponseController reach the connection's writer.
func (a *answerWriter) Unwrap() http.ResponseWriter { return a.ResponseWriter }
