package main

import (
	"bytes"
	"context"
	"encoding/base64"
	"io"
	"log"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/movegen/movegen/internal/app"
	"github.com/movegen/movegen/web"
)

// cli runs movegen with args and fails the test on a non-zero exit.
func cli(t *testing.T, args ...string) {
	t.Helper()
	var out, errb bytes.Buffer
	if code := run(context.Background(), args, strings.NewReader(""), &out, &errb); code != exitOK {
		t.Fatalf("movegen %s: exit %d: %s", strings.Join(args, " "), code, errb.String())
	}
}

// fetch serves req on a fresh web server and returns the body of a 200.
func fetch(t *testing.T, req *http.Request) []byte {
	t.Helper()
	s, err := web.New(web.Options{App: app.New(), Log: log.New(io.Discard, "", 0)})
	if err != nil {
		t.Fatal(err)
	}
	rec := httptest.NewRecorder()
	s.ServeHTTP(rec, req)
	if rec.Code != http.StatusOK {
		t.Fatalf("%s %s: status %d", req.Method, req.URL, rec.Code)
	}
	return rec.Body.Bytes()
}

func readAll(t *testing.T, path string) []byte {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// TestServeDownloadsMatchCLI: the page's downloads are the bytes the
// commands write for the same inputs, in every format, language, paper
// size and card size.
func TestServeDownloadsMatchCLI(t *testing.T) {
	dir := t.TempDir()
	plan := url.Values{"game": {"pairs"}, "count": {"13"}, "time": {"3h"}, "choose": {"1"}}
	for _, tc := range []struct {
		name string
		args []string // the CLI, writing dir/name
		form url.Values
	}{
		{"p.pdf", []string{"plan", "--pairs", "13", "--time", "3h", "--choose", "1"}, url.Values{"format": {"pdf"}, "cards_lang": {"en"}}},
		{"p.xlsx", []string{"plan", "--pairs", "13", "--time", "3h", "--choose", "1"}, url.Values{"format": {"xlsx"}, "cards_lang": {"en"}}},
		{"p.csv", []string{"plan", "--pairs", "13", "--time", "3h", "--choose", "1"}, url.Values{"format": {"csv"}}},
		{"p.json", []string{"plan", "--pairs", "13", "--time", "3h", "--choose", "1"}, url.Values{"format": {"json"}}},
		// .ASC numbers the pairs 1 to C: the EW pairs numbered on from the NS
		// pairs, on the cards and in the file (issue 37).
		{"p.asc", []string{"plan", "--pairs", "13", "--time", "3h", "--choose", "1", "--ew-numbers-from", "7"}, url.Values{"format": {"asc"}, "ew-numbers-from": {"7"}}},
		{"ru.pdf", []string{"--lang", "ru", "plan", "--pairs", "13", "--time", "3h", "--choose", "1"}, url.Values{"format": {"pdf"}, "cards_lang": {"ru"}}},
		{"ru.xlsx", []string{"--lang", "ru", "plan", "--pairs", "13", "--time", "3h", "--choose", "1"}, url.Values{"format": {"xlsx"}, "cards_lang": {"ru"}}},
		{"ev.pdf", []string{"plan", "--pairs", "16", "--time", "3h", "--choose", "2", "--event", "Club Pairs", "--start", "18:30", "--stationary", "3"},
			url.Values{"format": {"pdf"}, "count": {"16"}, "choose": {"2"}, "event": {"Club Pairs"}, "start": {"18:30"}, "stationary": {"3"}}},
		{"pref.pdf", []string{"plan", "--players", "12", "--game", "preferans", "--choose", "1"},
			url.Values{"format": {"pdf"}, "game": {"preferans"}, "count": {"12"}, "time": {""}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			out := filepath.Join(dir, tc.name)
			cli(t, append(tc.args, "-o", out)...)
			q := url.Values{}
			for k, v := range plan {
				q[k] = v
			}
			for k, v := range tc.form {
				q[k] = v
			}
			got := fetch(t, httptest.NewRequest(http.MethodGet, "/download?"+q.Encode(), nil))
			if want := readAll(t, out); !bytes.Equal(got, want) {
				t.Errorf("the page's %s (%d bytes) differs from the command's (%d bytes)", tc.name, len(got), len(want))
			}
		})
	}
	// The generator form: "movegen mitchell" and "movegen howell".
	for _, tc := range []struct {
		name, query string
		args        []string
	}{
		{"m7.pdf", "gen=mitchell&tables=7&format=pdf&cards_lang=en", []string{"mitchell", "--tables", "7"}},
		{"m7.json", "gen=mitchell&tables=7&winners=1&format=json", []string{"mitchell", "--tables", "7", "--winners", "1"}},
		{"h8.xlsx", "gen=howell&pairs=8&rounds=5&format=xlsx&cards_lang=ru", []string{"--lang", "ru", "howell", "--pairs", "8", "--rounds", "5"}},
		{"p12.pdf", "gen=preferans&players=12&format=pdf&cards_lang=ru", []string{"--lang", "ru", "preferans", "--players", "12"}},
		{"p22.json", "gen=preferans&players=22&format=json", []string{"preferans", "--players", "22"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			out := filepath.Join(dir, tc.name)
			cli(t, append(tc.args, "-o", out)...)
			got := fetch(t, httptest.NewRequest(http.MethodGet, "/download?"+tc.query, nil))
			if !bytes.Equal(got, readAll(t, out)) {
				t.Errorf("the page's %s differs from the command's", tc.name)
			}
		})
	}
	// Paper and large cards: "movegen cards" of the plan's JSON.
	t.Run("letter large", func(t *testing.T) {
		js := filepath.Join(dir, "l.json")
		cli(t, "plan", "--pairs", "13", "--time", "3h", "--choose", "1", "-o", js)
		out := filepath.Join(dir, "l.pdf")
		cli(t, "cards", js, "--paper", "letter", "--large", "-o", out)
		q := url.Values{"game": {"pairs"}, "count": {"13"}, "time": {"3h"}, "choose": {"1"}, "format": {"pdf"}, "paper": {"letter"}, "large": {"1"}, "cards_lang": {"en"}}
		got := fetch(t, httptest.NewRequest(http.MethodGet, "/download?"+q.Encode(), nil))
		if !bytes.Equal(got, readAll(t, out)) {
			t.Error("letter, large: the page's PDF differs from the command's")
		}
	})
}

// TestServeCheckDownloadsMatchCLI: a checked file's downloads are what
// "movegen cards FILE" and "movegen convert FILE" write.
func TestServeCheckDownloadsMatchCLI(t *testing.T) {
	dir := t.TempDir()
	in := "../../testdata/movements/mitchell7.asc"
	data := readAll(t, in)
	for _, tc := range []struct {
		name, format, lang string
		args               []string
	}{
		{"m.pdf", "pdf", "en", []string{"cards", in}},
		{"m-ru.pdf", "pdf", "ru", []string{"--lang", "ru", "cards", in}},
		{"m.xlsx", "xlsx", "en", []string{"cards", in}},
		{"m.csv", "csv", "en", []string{"cards", in}},
		{"m.json", "json", "en", []string{"convert", in}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			out := filepath.Join(dir, tc.name)
			cli(t, append(tc.args, "-o", out)...)
			form := url.Values{"name": {"mitchell7.asc"}, "data": {base64.StdEncoding.EncodeToString(data)}, "format": {tc.format}, "cards_lang": {tc.lang}}
			req := httptest.NewRequest(http.MethodPost, "/check/download", strings.NewReader(form.Encode()))
			req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
			if got := fetch(t, req); !bytes.Equal(got, readAll(t, out)) {
				t.Errorf("the page's %s differs from the command's", tc.name)
			}
		})
	}
}

// TestServeCommand: serve listens, answers, warns about a non-loopback
// address, and stops with exit 0 when its context ends (Ctrl-C).
func TestServeCommand(t *testing.T) {
	for _, tc := range []struct {
		addr, warn string
	}{
		{"127.0.0.1:0", ""},
		{"0.0.0.0:0", "is not a loopback address"},
	} {
		ctx, cancel := context.WithCancel(context.Background())
		pr, pw := io.Pipe()
		done := make(chan int, 1)
		go func() {
			done <- run(ctx, []string{"serve", "--addr", tc.addr}, strings.NewReader(""), io.Discard, pw)
			pw.Close()
		}()
		var stderr bytes.Buffer
		buf := make([]byte, 4096)
		for !strings.Contains(stderr.String(), "Ctrl-C stops the server") {
			n, err := pr.Read(buf)
			if err != nil {
				t.Fatalf("%s: stderr ended: %q", tc.addr, stderr.String())
			}
			stderr.Write(buf[:n])
		}
		go io.Copy(io.Discard, pr)
		line := stderr.String()
		if tc.warn != "" && !strings.Contains(line, tc.warn) || tc.warn == "" && strings.Contains(line, "warning") {
			t.Errorf("%s: stderr %q, want warning %q", tc.addr, line, tc.warn)
		}
		at := line[strings.Index(line, "http://"):]
		at = at[:strings.Index(at, ";")]
		at = strings.Replace(at, "0.0.0.0", "127.0.0.1", 1)
		res, err := http.Get(at + "plan?count=13&time=3h")
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		if res.StatusCode != http.StatusOK {
			t.Errorf("%s: status %d", tc.addr, res.StatusCode)
		}
		cancel()
		select {
		case code := <-done:
			if code != exitOK {
				t.Errorf("%s: exit %d after Ctrl-C, want 0", tc.addr, code)
			}
		case <-time.After(web.ShutdownGrace + 2*time.Second):
			t.Fatalf("%s: serve did not stop", tc.addr)
		}
	}
	var errb bytes.Buffer
	if code := run(context.Background(), []string{"serve", "--addr", "127.0.0.1:notaport"}, strings.NewReader(""), io.Discard, &errb); code != exitInput {
		t.Errorf("a bad --addr exits %d, want %d (%s)", code, exitInput, errb.String())
	}
	if !strings.Contains(errb.String(), "--addr 127.0.0.1:notaport") {
		t.Errorf("a bad --addr says %q", errb.String())
	}
}
