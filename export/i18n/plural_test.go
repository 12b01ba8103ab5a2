package i18n

import (
	"fmt"
	"testing"
)

// TestCount checks the forms after a number in both languages, including
// the Russian rule that 21 takes the "one" form and 22–24 the "few" form.
func TestCount(t *testing.T) {
	tests := []struct {
		n      int
		noun   Noun
		en, ru string
	}{
		{1, Boards, "1 board", "1 сдача"},
		{2, Boards, "2 boards", "2 сдачи"},
		{5, Boards, "5 boards", "5 сдач"},
		{1, Rounds, "1 round", "1 тур"},
		{2, Rounds, "2 rounds", "2 тура"},
		{5, Rounds, "5 rounds", "5 туров"},
		{11, Rounds, "11 rounds", "11 туров"},
		{21, Rounds, "21 rounds", "21 тур"},
		{294, Pairs, "294 pairs", "294 пары"},
		{0, Tables, "0 tables", "0 столов"},
		{1, Tables, "1 table", "1 стол"},
		{3, Sets, "3 sets", "3 комплекта"},
		{14, Contestants, "14 contestants", "14 участников"},
		{1, Deals, "1 deal", "1 сдача"},
		{13, Players, "13 players", "13 игроков"},
		{1, Times, "1 time", "1 раз"},
		{2, Times, "2 times", "2 раза"},
		{5, Times, "5 times", "5 раз"},
		{21, Times, "21 times", "21 раз"},
		{1, Pairs, "1 pair", "1 пара"},
		{21, Pairs, "21 pairs", "21 пара"},
	}
	en, ru := New(English), New(Russian)
	for _, tt := range tests {
		t.Run(fmt.Sprint(tt.n, tt.noun), func(t *testing.T) {
			if got := en.Count(tt.n, tt.noun); got != tt.en {
				t.Errorf("en: %q, want %q", got, tt.en)
			}
			if got := ru.Count(tt.n, tt.noun); got != tt.ru {
				t.Errorf("ru: %q, want %q", got, tt.ru)
			}
		})
	}
}

func ExamplePrinter_Count() {
	ru := New(Russian)
	fmt.Println(ru.Count(1, Rounds), ru.Count(3, Rounds), ru.Count(7, Rounds))
	fmt.Println(New(English).Count(1, Boards))
	// Output:
	// 1 тур 3 тура 7 туров
	// 1 board
}
