package web

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"time"
)

// writeTimeout bounds a request's answer, from the end of its header: a
// download renews it once its file is drawn (send), so that a book that
// waited for another one is still sent whole.
const writeTimeout = 2 * time.Minute

// ShutdownGrace is how long running requests may finish after the
// context of Run ends (Ctrl-C).
const ShutdownGrace = 5 * time.Second

// Loopback reports whether addr (host:port) listens on the loopback
// interface only: 127.0.0.0/8, ::1 or localhost. An empty host listens on
// every interface, so it is not loopback.
func Loopback(addr string) bool {
	host, _, err := net.SplitHostPort(addr)
	if err != nil {
		return false
	}
	if host == "localhost" {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

// Run listens on addr and serves s until ctx ends, then lets running
// requests finish for ShutdownGrace. It answers only requests whose Host
// header names this server (see hostGuard), 421 to any other name. ready,
// when not nil, is called with the page's address once the server
// listens (port 0 picks a free port).
func Run(ctx context.Context, addr string, s *Server, ready func(url string)) error {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return fmt.Errorf("listen on %s: %w", addr, err)
	}
	srv := &http.Server{
		Handler:           s.guardHosts(addr, ln.Addr()),
		ReadHeaderTimeout: 10 * time.Second,
		ReadTimeout:       time.Minute,
		WriteTimeout:      writeTimeout,
		IdleTimeout:       2 * time.Minute,
		MaxHeaderBytes:    64 << 10,
		ErrorLog:          s.opt.Log,
	}
	done := make(chan error, 1)
	go func() { done <- srv.Serve(ln) }()
	if ready != nil {
		ready("http://" + ln.Addr().String() + "/")
	}
	select {
	case err := <-done:
		return fmt.Errorf("serve: %w", err)
	case <-ctx.Done():
	}
	grace, cancel := context.WithTimeout(context.Background(), ShutdownGrace)
	defer cancel()
	if err := srv.Shutdown(grace); err != nil {
		// Requests still running after the grace period are cut off.
		srv.Close()
		if !errors.Is(err, context.DeadlineExceeded) {
			return fmt.Errorf("shut down: %w", err)
		}
	}
	<-done
	return nil
}
