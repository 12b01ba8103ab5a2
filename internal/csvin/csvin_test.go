package csvin

import (
	"errors"
	"io"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	_ "github.com/movegen/movegen/internal/golden" // every test package takes -update
	"github.com/movegen/movegen/movement"
)

// records reads every record of src, each as its line and its cells
// joined by "|", or the error's English text.
func records(src string, o Options) (string, error) {
	rd, err := NewReader(strings.NewReader(src), "in.csv", o)
	if err != nil {
		return "", err
	}
	var b strings.Builder
	for {
		rec, line, err := rd.Read()
		if errors.Is(err, io.EOF) {
			return b.String(), nil
		}
		if err != nil {
			return b.String(), err
		}
		b.WriteString(strconv.Itoa(line) + ":" + strings.Join(rec, "|") + ";")
	}
}

func TestReader(t *testing.T) {
	semi := func(data []byte) rune {
		if strings.Contains(string(data), ";") {
			return ';'
		}
		return ','
	}
	for _, c := range []struct {
		name, src string
		o         Options
		want      string // records, or the error
	}{
		{"plain", "a,b\n1,2\n", Options{MaxBytes: 100}, "1:a|b;2:1|2;"},
		{"bom and comments", "\xef\xbb\xbfa,b\n# note\n  1, 2\n", Options{MaxBytes: 100}, "1:a|b;3:1|2;"},
		{"ragged rows are the reader's to judge", "a,b\n1\n", Options{MaxBytes: 100}, "1:a|b;2:1;"},
		{"delimiter", "a;b\n1;2\n", Options{MaxBytes: 100, Delimiter: semi}, "1:a|b;2:1|2;"},
		{"too large", "a,b\n1,2\n", Options{MaxBytes: 5}, "in.csv: larger than 5 bytes"},
		{"not utf-8", "a,\xff\n", Options{MaxBytes: 100}, "in.csv: not UTF-8 text"},
		{"bad quote names its line", "a,b\n1,2\n3,\"x\n", Options{MaxBytes: 100}, "in.csv:3: malformed CSV: extraneous or missing \" in quoted-field"},
	} {
		t.Run(c.name, func(t *testing.T) {
			got, err := records(c.src, c.o)
			if err != nil {
				var fe *Error
				if !errors.As(err, &fe) {
					t.Fatalf("error %v is not an *Error", err)
				}
				got = err.Error()
			}
			if got != c.want {
				t.Errorf("got %q, want %q", got, c.want)
			}
		})
	}
}

// TestErrorText: the message names the file, the line and the field, in
// that order, and leaves out what is not known.
func TestErrorText(t *testing.T) {
	for _, c := range []struct {
		e    Error
		want string
	}{
		{Error{File: "s.csv", Line: 3, Field: "vp", Msg: movement.Say("not a number")}, "s.csv:3: vp: not a number"},
		{Error{File: "s.csv", Line: 0, Msg: movement.Say("empty")}, "s.csv: empty"},
		{Error{File: "r.csv", Line: 12, Msg: movement.Say("deal %d twice", 4)}, "r.csv:12: deal 4 twice"},
	} {
		if got := c.e.Error(); got != c.want {
			t.Errorf("got %q, want %q", got, c.want)
		}
	}
}

// FuzzReader: any input gives records or an *Error, never a panic, and a
// record's line never goes back.
func FuzzReader(f *testing.F) {
	for _, s := range []string{"a,b\n1,2\n", "\xef\xbb\xbf#x\n\"q\"\"\",y\n", "a;b\n", "\"open\n", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, src string) {
		rd, err := NewReader(strings.NewReader(src), "f.csv", Options{MaxBytes: 1 << 12})
		if err != nil {
			var fe *Error
			if !errors.As(err, &fe) {
				t.Fatalf("%v is not an *Error", err)
			}
			return
		}
		last := 0
		for {
			rec, line, err := rd.Read()
			if errors.Is(err, io.EOF) {
				return
			}
			if err != nil {
				var fe *Error
				if !errors.As(err, &fe) {
					t.Fatalf("%v is not an *Error", err)
				}
				return
			}
			if line < last {
				t.Fatalf("line %d after %d", line, last)
			}
			last = line
			for _, c := range rec {
				if !utf8.ValidString(c) {
					t.Fatalf("cell %q is not UTF-8", c)
				}
			}
		}
	})
}
