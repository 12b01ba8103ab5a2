package main

import (
	"bytes"
	"context"
	"io"
	"net"
	"net/http"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"
)

// TestStartArgs: only a start from a file manager with no arguments runs
// the page; any argument, or a terminal, keeps the command line.
func TestStartArgs(t *testing.T) {
	t.Parallel()
	yes := func() bool { return true }
	no := func() bool { return false }
	for _, tc := range []struct {
		name string
		args []string
		h    host
		want []string
	}{
		{"double-click", nil, host{fromFileManager: yes}, []string{"serve", "--desktop"}},
		{"double-click, address given", nil, host{fromFileManager: yes, desktopAddr: "127.0.0.1:0"}, []string{"serve", "--desktop", "--addr", "127.0.0.1:0"}},
		{"terminal", nil, host{fromFileManager: no}, nil},
		{"no platform check", nil, host{}, nil},
		{"file manager with an argument", []string{"version"}, host{fromFileManager: yes}, []string{"version"}},
		{"file manager with a flag", []string{"--help"}, host{fromFileManager: yes}, []string{"--help"}},
		{"terminal with arguments", []string{"mitchell", "--tables", "7"}, host{fromFileManager: no}, []string{"mitchell", "--tables", "7"}},
	} {
		if got := startArgs(tc.args, tc.h); !slices.Equal(got, tc.want) {
			t.Errorf("%s: startArgs(%q) = %q, want %q", tc.name, tc.args, got, tc.want)
		}
	}
}

// browserSpy stands in for the desktop's browser: it records the URLs it
// is asked to open.
type browserSpy struct {
	mu     sync.Mutex
	urls   []string
	opened chan string
}

func newBrowserSpy() *browserSpy { return &browserSpy{opened: make(chan string, 4)} }

func (b *browserSpy) open(url string) error {
	b.mu.Lock()
	b.urls = append(b.urls, url)
	b.mu.Unlock()
	b.opened <- url
	return nil
}

func (b *browserSpy) calls() []string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return slices.Clone(b.urls)
}

// syncBuffer is a bytes.Buffer safe for a writer and a reader at once.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// servePage runs movegen on h with args until the browser spy is asked to
// open the page, checks that the page answers 200 and says on stderr how
// to stop it, stops it as Ctrl-C does and returns the page's URL.
func servePage(t *testing.T, h host, args []string) string {
	t.Helper()
	spy := newBrowserSpy()
	h.openBrowser = spy.open
	ctx, cancel := context.WithCancel(t.Context())
	defer cancel()
	var stdout, stderr syncBuffer
	done := make(chan int, 1)
	go func() { done <- runHost(ctx, &tempFiles{}, h, args, strings.NewReader(""), &stdout, &stderr) }()
	var url string
	select {
	case url = <-spy.opened:
	case code := <-done:
		t.Fatalf("movegen %q ended (exit %d) before opening a browser; stderr %q", args, code, stderr.String())
	case <-time.After(time.Minute):
		t.Fatalf("movegen %q: no browser opened in a minute; stderr %q", args, stderr.String())
	}
	resp, err := http.Get(url)
	if err != nil {
		t.Fatalf("GET %s: %v", url, err)
	}
	io.Copy(io.Discard, resp.Body)
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		t.Errorf("GET %s: status %d", url, resp.StatusCode)
	}
	if want := "the page is at " + url + "; Ctrl-C stops the server"; !strings.Contains(stderr.String(), want) {
		t.Errorf("stderr %q does not say %q", stderr.String(), want)
	}
	cancel()
	if code := <-done; code != exitOK {
		t.Errorf("exit %d after Ctrl-C, want %d; stderr %q", code, exitOK, stderr.String())
	}
	if calls := spy.calls(); len(calls) != 1 {
		t.Errorf("browser opened %d times (%q), want once", len(calls), calls)
	}
	if stdout.String() != "" {
		t.Errorf("stdout %q, want nothing", stdout.String())
	}
	return url
}

// TestDoubleClickRunsPage: started from a file manager with no arguments,
// movegen serves the page and opens the browser on its address.
func TestDoubleClickRunsPage(t *testing.T) {
	t.Parallel()
	h := host{fromFileManager: func() bool { return true }, desktopAddr: "127.0.0.1:0"}
	url := servePage(t, h, nil)
	if !strings.HasPrefix(url, "http://127.0.0.1:") {
		t.Errorf("the browser opened %q, want the page on 127.0.0.1", url)
	}
}

// TestDesktopTakesFreePort: a double-clicked page whose address is taken
// (a second double-click) listens on a free port and opens that.
func TestDesktopTakesFreePort(t *testing.T) {
	t.Parallel()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	taken := ln.Addr().String()
	url := servePage(t, host{}, []string{"serve", "--desktop", "--addr", taken})
	if url == "http://"+taken || !strings.HasPrefix(url, "http://127.0.0.1:") {
		t.Errorf("the browser opened %q, want a free port of 127.0.0.1 other than %s", url, taken)
	}
	// Without --desktop a taken address is an error, as before.
	var errOut bytes.Buffer
	if code := run(t.Context(), []string{"serve", "--addr", taken}, strings.NewReader(""), io.Discard, &errOut); code != exitInput {
		t.Errorf("serve on a taken address: exit %d, want %d; stderr %q", code, exitInput, errOut.String())
	}
}

// TestNoDoubleClickKeepsCLI: with no arguments in a terminal movegen prints
// its help, and with any argument it runs the command typed, from a file
// manager or not; neither starts a page or a browser.
func TestNoDoubleClickKeepsCLI(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name        string
		fileManager bool
		args        []string
		want        string // on stdout
	}{
		{"terminal, no arguments", false, nil, "Usage:\n  movegen [command]"},
		{"file manager, version", true, []string{"version"}, "movegen devel"},
		{"file manager, help", true, []string{"--help"}, "Usage:\n  movegen [command]"},
		{"file manager, a command", true, []string{"mitchell", "--tables", "3", "--format", "json"}, `"tables": 3`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			h := host{
				fromFileManager: func() bool { return tc.fileManager },
				openBrowser: func(url string) error {
					t.Errorf("browser opened on %s", url)
					return nil
				},
			}
			var stdout, stderr bytes.Buffer
			if code := runHost(t.Context(), &tempFiles{}, h, tc.args, strings.NewReader(""), &stdout, &stderr); code != exitOK {
				t.Fatalf("exit %d, stderr %q", code, stderr.String())
			}
			if !strings.Contains(stdout.String(), tc.want) {
				t.Errorf("stdout does not hold %q:\n%s", tc.want, stdout.String())
			}
			if strings.Contains(stderr.String(), "the page is at") {
				t.Errorf("a page was started: %q", stderr.String())
			}
		})
	}
}
