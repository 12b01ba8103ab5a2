package schedules

import (
	"testing"

	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/movement"
)

// TestPlurals: counted words of the planner read right for 1, 2, 5 and 21
// in English and Russian (21 takes the singular in Russian), and the English
// of the sentence kept as data agrees with the English catalogue.
func TestPlurals(t *testing.T) {
	stationary := func(kind movement.Kind, n int) movement.Text {
		return Request{Kind: kind, Stationary: make([]int, n)}.tooFewStationary()
	}
	tests := []struct {
		name string
		text func(n int) movement.Text
		en   [4]string
		ru   [4]string
	}{
		{"stationary pairs", func(n int) movement.Text { return stationary(movement.Pairs, n) },
			[4]string{"too few stationary places for 1 pair", "too few stationary places for 2 pairs", "too few stationary places for 5 pairs", "too few stationary places for 21 pairs"},
			[4]string{"не хватает неподвижных мест (нужно: 1 пара)", "не хватает неподвижных мест (нужно: 2 пары)", "не хватает неподвижных мест (нужно: 5 пар)", "не хватает неподвижных мест (нужно: 21 пара)"}},
		{"stationary players", func(n int) movement.Text { return stationary(movement.Individual, n) },
			[4]string{"too few stationary places for 1 player", "too few stationary places for 2 players", "too few stationary places for 5 players", "too few stationary places for 21 players"},
			[4]string{"не хватает неподвижных мест (нужно: 1 игрок)", "не хватает неподвижных мест (нужно: 2 игрока)", "не хватает неподвижных мест (нужно: 5 игроков)", "не хватает неподвижных мест (нужно: 21 игрок)"}},
		{"times", timesText,
			[4]string{"once", "2 times", "5 times", "21 times"},
			[4]string{"один раз", "2 раза", "5 раз", "21 раз"}},
	}
	en, ru := i18n.New(i18n.English), i18n.New(i18n.Russian)
	for _, tt := range tests {
		for i, n := range []int{1, 2, 5, 21} {
			txt := tt.text(n)
			if got := en.Message(txt.Format, txt.Args...); got != tt.en[i] {
				t.Errorf("%s, %d, en: %q, want %q", tt.name, n, got, tt.en[i])
			}
			if got := txt.String(); got != tt.en[i] {
				t.Errorf("%s, %d, String: %q, want %q", tt.name, n, got, tt.en[i])
			}
			if got := ru.Message(txt.Format, txt.Args...); got != tt.ru[i] {
				t.Errorf("%s, %d, ru: %q, want %q", tt.name, n, got, tt.ru[i])
			}
		}
	}
}
