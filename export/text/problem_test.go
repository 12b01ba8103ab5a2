package text

import (
	"strconv"
	"strings"
	"testing"

	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/movement"
)

// problemOf validates m and returns its first problem with code c.
func problemOf(t *testing.T, m *movement.Movement, c movement.Code) movement.Problem {
	t.Helper()
	for _, pr := range movement.Validate(m) {
		if pr.Code == c {
			return pr
		}
	}
	t.Fatalf("Validate found no %s problem", c)
	return movement.Problem{}
}

func TestProblemMessage(t *testing.T) {
	twoPhantoms := phantom()
	twoPhantoms.Play[0].Seats[1] = 0 // round 1: E and W empty
	badCount := mitchell7()
	badCount.Tables = 0
	outOfRange := mitchell7()
	outOfRange.Play[0].Seats[1] = 99 // round 1, table 1, EW seat

	tests := []struct {
		name string
		pr   movement.Problem
		ru   string
	}{
		{"seated twice: seat letters translated", problemOf(t, seatedTwice(), movement.CodeSeatedTwice),
			"тур 2: участник 3 СЮ посажен за стол 6, позиция ВЗ, но уже сидит за столом 3"},
		{"phantom: seat list translated", problemOf(t, twoPhantoms, movement.CodePhantom),
			"тур 1, стол 1: место В, З пустое (фантом)"},
		{"contestant range: seat translated", problemOf(t, outOfRange, movement.CodeContestantRange),
			"тур 1, стол 1, позиция ВЗ: участник 99 вне диапазона от 1 до 14"},
		{"bad count: count named in Russian", problemOf(t, badCount, movement.CodeBadCount),
			"0 (число столов): допустимо от 1 до " + strconv.Itoa(movement.MaxTables)},
		{"repeat set", problemOf(t, func() *movement.Movement {
			m := mitchell7()
			m.Play[len(m.Play)-1].Set = 1 // round 7, table 7 plays set 1 again
			return m
		}(), movement.CodeRepeatSet), ""},
		{"hand-built problem keeps its message", movement.Problem{Code: "custom", Text: movement.Text{Format: "kept as is"}}, "kept as is"},
	}
	en, ru := i18n.New(i18n.English), i18n.New(i18n.Russian)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			// English is always the validator's own message.
			if got := ProblemMessage(tt.pr, en); got != tt.pr.Message() {
				t.Errorf("en = %q, want %q", got, tt.pr.Message())
			}
			got := ProblemMessage(tt.pr, ru)
			if tt.ru != "" && got != tt.ru {
				t.Errorf("ru = %q, want %q", got, tt.ru)
			}
			if tt.pr.Code != "custom" && (got == tt.pr.Message() || !strings.ContainsAny(got, "абвгдеёжзийклмнопрстуфхцчшщыьэюя")) {
				t.Errorf("ru = %q: not translated", got)
			}
		})
	}
}

// The problem list in a Russian report is Russian, seat letters included.
func TestReportProblemsRussian(t *testing.T) {
	m := seatedTwice()
	var b strings.Builder
	if err := WriteReport(&b, m, movement.Analyze(m), Options{Printer: i18n.New(i18n.Russian)}); err != nil {
		t.Fatal(err)
	}
	out := b.String()
	for _, want := range []string{"Оценка: недопустимая схема", "seated-twice", "тур 2: участник 3 СЮ посажен за стол 6, позиция ВЗ, но уже сидит за столом 3"} {
		if !strings.Contains(out, want) {
			t.Errorf("report lacks %q:\n%s", want, out)
		}
	}
	if strings.Contains(out, "is seated at") {
		t.Errorf("report still has the English message:\n%s", out)
	}
}
