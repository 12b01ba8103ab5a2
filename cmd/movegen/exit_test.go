package main

import (
	"bytes"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/movegen/movegen/export/ascfile"
	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/internal/app"
	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/schedules"
)

// TestErrorMessageLanguages: an error keeps its English message byte for
// byte, and the same error prints in Russian through the catalogue, with
// nested errors (a reader's, the system's) translated in place.
func TestErrorMessageLanguages(t *testing.T) {
	_, ascErr := ascfile.Read(strings.NewReader("3 1 1 1 0\n1 2\n"), "m.asc", ascfile.Options{})
	_, openErr := readLimited("no-such-file.asc")
	cfg, err := schedules.ParseConfig([]byte("pairs: 13\ntime: 0\n"), "e.yaml")
	if err != nil {
		t.Fatal(err)
	}
	_, reqErr := cfg.Request(nil)
	tests := []struct {
		name   string
		err    error
		en, ru string
	}{
		{"flag", cliErr(&app.Error{Field: "tables", Value: "200", Why: movement.Say("want 1 to %d", 100)}), "--tables 200: want 1 to 100", "--tables 200: нужно от 1 до 100"},
		{"reader", inputErr(ascErr), "m.asc:2: round 1 has 2 numbers, want 3 (1 table × 3)", "m.asc:2: в туре 1 2 числа, нужно 3 (1 стол × 3)"},
		{"wrapped reader", inputErrf("--config %w", ascErr), "--config m.asc:2: round 1 has 2 numbers, want 3 (1 table × 3)", "--config m.asc:2: в туре 1 2 числа, нужно 3 (1 стол × 3)"},
		{"system", inputErrf("%s: %w", "x.asc", openErr), "x.asc: open: no such file or directory", "x.asc: не открывается: нет такого файла или папки"},
		{"planner", inputErr(reqErr), `time "0": want a positive time such as 3h or 2h30m`, `time "0": нужно положительное время, например 3h или 2h30m`},
		{"interrupted", interrupted(movement.Say("the plan lists only the options evaluated before the stop (%d)", 3)),
			"interrupted: the plan lists only the options evaluated before the stop (3)", "прервано: в плане только варианты, оценённые до остановки (3)"},
		{"plain error stays English", inputErr(fmt.Errorf("unknown flag: --bogus")), "unknown flag: --bogus", "unknown flag: --bogus"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.err.Error(); got != tt.en {
				t.Errorf("Error() = %q, want %q", got, tt.en)
			}
			if got := errorMessage(i18n.New("en"), tt.err); got != tt.en {
				t.Errorf("en = %q, want %q", got, tt.en)
			}
			if tt.ru == "" {
				return
			}
			if got := errorMessage(i18n.New("ru"), tt.err); got != tt.ru {
				t.Errorf("ru = %q, want %q", got, tt.ru)
			}
		})
	}
}

// TestRunPrintsErrorsInLanguage: run prints "movegen: " and the message in
// the language of --lang, and exits 2.
func TestRunPrintsErrorsInLanguage(t *testing.T) {
	for _, tt := range []struct{ lang, want string }{
		{"en", "movegen: --winners 3: want 1 or 2\n"},
		{"ru", "movegen: --winners 3: нужно 1 или 2\n"},
	} {
		var out, errOut bytes.Buffer
		code := run(t.Context(), []string{"--lang", tt.lang, "mitchell", "--tables", "5", "--winners", "3"}, os.Stdin, &out, &errOut)
		if code != exitInput || errOut.String() != tt.want || out.Len() != 0 {
			t.Errorf("%s: exit %d, stderr %q, stdout %q; want exit 2, stderr %q", tt.lang, code, errOut.String(), out.String(), tt.want)
		}
	}
}
