package jsonfile

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"strings"
	"testing"
	"unicode/utf16"
	"unicode/utf8"
)

// TestReadStrict covers what encoding/json would let through: a key given
// twice inside any object, null where a value belongs, and control
// characters in text. Each error names the field and points at the
// offending key or value (line and column).
func TestReadStrict(t *testing.T) {
	five, err := os.ReadFile("testdata/individual5.golden.json")
	if err != nil {
		t.Fatal(err)
	}
	session, err := os.ReadFile("testdata/mitchell3-session.golden.json")
	if err != nil {
		t.Fatal(err)
	}
	// edit replaces the first old in doc, which must be there.
	edit := func(doc []byte, old, new string) string {
		if !bytes.Contains(doc, []byte(old)) {
			t.Fatalf("test document has no %q", old)
		}
		return strings.Replace(string(doc), old, new, 1)
	}
	tests := []struct {
		name, in string
		at       string // the text the error points at (its last occurrence)
		want     string // the error after "file:line:col: "
	}{
		// Duplicate keys at every level.
		{"seat twice in a play", edit(five, `"seats": {"N": 1, "E": 2,`, `"seats": {"N": 1, "N": 7, "E": 2,`),
			`"N": 7`, `play[0].seats.N: given twice`},
		{"round twice in a play", edit(five, `{"round": 2, "table": 1,`, `{"round": 2, "round": 1, "table": 1,`),
			`"round": 1, "table": 1, "set": 2`, `play[1].round: given twice`},
		{"switched twice", edit(five, `"switched": true}`, `"switched": true, "switched": false}`),
			`"switched": false`, `play[1].switched: given twice`},
		{"label twice", edit(five, `"1": "Бо",`, `"1": "Бо", "1": "Bo",`),
			`"1": "Bo"`, `labels.1: given twice`},
		{"label twice, spelt with an escape", edit(five, `"1": "Бо",`, `"1": "Бо", "\u0031": "Bo",`),
			`"\u0031"`, `labels.1: given twice`},
		{"timetable round key twice", edit(session, `{"round": 2, "start"`, `{"round": 2, "start": "23:32", "start"`),
			`"start": "23:32", "end"`, `session.timetable.rounds[1].start: given twice`},
		// null where a value belongs.
		{"tables null", edit(five, `"tables": 2,`, `"tables": null,`),
			`null`, `tables: want a number, found null`},
		{"contestants null", edit(five, `"contestants": 5,`, `"contestants": null,`),
			`null`, `contestants: want a number, found null`},
		{"set null", edit(five, `"table": 1, "set": 1,`, `"table": 1, "set": null,`),
			`null`, `play[0].set: want a number, found null`},
		{"seat null", edit(five, `"W": 4}`, `"W": null}`),
			`null`, `play[0].seats.W: want a number, found null`},
		{"name null", edit(five, `"name": "Five players <test> & co",`, `"name": null,`),
			`null`, `name: want a string, found null`},
		{"label null", edit(five, `"1": "Бо",`, `"1": null,`),
			`null`, `labels.1: want a string, found null`},
		{"seats null", edit(five, `"seats": ["N", "E", "S", "W"],`, `"seats": null,`),
			`null`, `seats: want a list, found null`},
		{"switched null", edit(five, `"switched": true}`, `"switched": null}`),
			`null`, `play[1].switched: want true or false, found null`},
		{"play element null", edit(five, `"play": [`, `"play": [null,`),
			`null`, `play[0]: want an object, found null`},
		{"minutes null", edit(session, `"minutes_per_board": 7,`, `"minutes_per_board": null,`),
			`null`, `session.timetable.minutes_per_board: want a number, found null`},
		// Control characters in text.
		{"NUL in the name", edit(five, `"name": "Five`, `"name": "Fi\u0000ve`),
			`"Fi`, `name: control character U+0000 in the text; remove it`},
		{"tab in a label", edit(five, `"Бо"`, `"Б\tо"`),
			`"Б\tо"`, `labels.1: control character U+0009 in the text; remove it`},
		{"escape in the event", edit(session, `"event": "Club`, `"event": "\u001bClub`),
			`"\u001bClub`, `session.event: control character U+001B in the text; remove it`},
		{"DEL in the family", edit(five, `"family": "custom"`, "\"family\": \"cus\x7ftom\""),
			`"cus`, `family: control character U+007F in the text; remove it`},
		{"C1 control in the venue", edit(session, `"venue": "Зал`, "\"venue\": \"\u0085Зал"),
			"\"\u0085Зал", `session.venue: control character U+0085 in the text; remove it`},
		{"newline in a seat name", edit(five, `["N", "E", "S", "W"]`, `["N", "E", "S", "W\n"]`),
			`"W\n"`, `seats[3]: control character U+000A in the text; remove it`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m, err := Read(strings.NewReader(tt.in), "")
			if err == nil {
				t.Fatalf("Read accepted it, gave %+v", m)
			}
			var e *Error
			if !errors.As(err, &e) {
				t.Errorf("error %T is not *Error", err)
			}
			at := strings.LastIndex(tt.in, tt.at)
			if at < 0 {
				t.Fatalf("test input has no %q", tt.at)
			}
			before := tt.in[:at]
			line := strings.Count(before, "\n") + 1
			col := utf8.RuneCountInString(before[strings.LastIndex(before, "\n")+1:]) + 1
			if want := fmt.Sprintf("movement.json:%d:%d: %s", line, col, tt.want); err.Error() != want {
				t.Errorf("error\n %s\nwant\n %s", err, want)
			}
		})
	}
}

// TestReadStrictAccepts: what the strict checks must not refuse — the same
// key in different objects, escapes that decode to ordinary text, and
// non-ASCII letters.
func TestReadStrictAccepts(t *testing.T) {
	five, err := os.ReadFile("testdata/individual5.golden.json")
	if err != nil {
		t.Fatal(err)
	}
	doc := strings.Replace(string(five), `"name": "Five players <test> & co"`, `"name": "Five \u0070layers \"x\" \/ Ω 🂡"`, 1)
	m, err := Read(strings.NewReader(doc), "five.json")
	if err != nil {
		t.Fatal(err)
	}
	if want := `Five players "x" / Ω 🂡`; m.Name != want {
		t.Errorf("name %q, want %q", m.Name, want)
	}
}

// utf16Bytes writes s as UTF-16, little- or big-endian, with or without a
// byte order mark.
func utf16Bytes(s string, bigEndian, bom bool) []byte {
	units := utf16.Encode([]rune(s))
	if bom {
		units = append([]uint16{0xfeff}, units...)
	}
	var out []byte
	for _, u := range units {
		if bigEndian {
			out = append(out, byte(u>>8), byte(u))
		} else {
			out = append(out, byte(u), byte(u>>8))
		}
	}
	return out
}

// TestReadUTF16: a document saved as UTF-16 (as Windows Notepad and
// PowerShell do) is refused with a sentence that says so, not with the
// first odd byte.
func TestReadUTF16(t *testing.T) {
	five, err := os.ReadFile("testdata/individual5.golden.json")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name     string
		big, bom bool
	}{{"LE with BOM", false, true}, {"BE with BOM", true, true}, {"LE", false, false}, {"BE", true, false}} {
		_, err := Read(bytes.NewReader(utf16Bytes(string(five), c.big, c.bom)), "five.json")
		if want := "five.json: UTF-16 is not supported; save the file as UTF-8"; err == nil || err.Error() != want {
			t.Errorf("%s: error %v, want %q", c.name, err, want)
		}
	}
}
