package i18n

import (
	"strings"
	"testing"

	"github.com/movegen/movegen/export/ascfile"
	"github.com/movegen/movegen/export/jsonfile"
	"github.com/movegen/movegen/movement"
)

// TestReaderRefusalsInRussian: the readers' refusals of nulls, control
// characters and UTF-16 come out in Russian under --lang ru, with the
// file, position and field kept as they are.
func TestReaderRefusalsInRussian(t *testing.T) {
	const doc = `{"format": "movegen-movement/1", "name": %s}`
	tests := []struct {
		in, want string
	}{
		{strings.Replace(doc, "%s", `null`, 1), "m.json:1:42: name: нужна строка, а найден null"},
		{strings.Replace(doc, "%s", `"a\u0000b"`, 1), "m.json:1:42: name: управляющий символ U+0000 в тексте; удалите его"},
		{`{"tables": null}`, "m.json:1:12: tables: нужно число, а найден null"},
		{`{"seats": null}`, "m.json:1:11: seats: нужен список, а найден null"},
		{`{"play": [{"switched": null}]}`, "m.json:1:24: play[0].switched: нужно true или false, а найден null"},
		{"\xff\xfe{\x00}\x00", "m.json: кодировка UTF-16 не поддерживается; сохраните файл в UTF-8"},
	}
	ru := New(Russian)
	for _, tt := range tests {
		_, err := jsonfile.Read(strings.NewReader(tt.in), "m.json")
		e, ok := err.(interface{ Text() movement.Text })
		if !ok {
			t.Errorf("%q: error %v has no Text", tt.in, err)
			continue
		}
		txt := e.Text()
		if got := ru.Message(txt.Format, txt.Args...); got != tt.want {
			t.Errorf("%q:\n got %s\nwant %s", tt.in, got, tt.want)
		}
	}
	_, err := ascfile.Read(strings.NewReader("\xff\xfe1\x00"), "m.asc", ascfile.Options{})
	if e, ok := err.(*ascfile.Error); !ok {
		t.Errorf("asc: error %v", err)
	} else if txt := e.Text(); ru.Message(txt.Format, txt.Args...) != "m.asc: кодировка UTF-16 не поддерживается; сохраните файл в UTF-8" {
		t.Errorf("asc: %s", ru.Message(txt.Format, txt.Args...))
	}
}
