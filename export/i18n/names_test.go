package i18n

import "testing"

func TestMovementName(t *testing.T) {
	tests := []struct{ en, ru string }{
		{"Mitchell, 7 tables", "Митчелл, 7 столов"},
		{"Mitchell, 8 tables, relay and bye stand", "Митчелл, 8 столов, общий комплект и стойка"},
		{"Mitchell, 21 tables, NS pair missing, one winner", "Митчелл, 21 стол, без пары СЮ, один победитель"},
		{"Howell, 13 pairs", "Хоуэлл, 13 пар"},
		{"Howell, 8 pairs, 5 of 7 rounds", "Хоуэлл, 8 пар, 5 из 7 туров"},
		{"Preferans rotation, 7 tables of four", "Ротация преферанса, 7 столов по четыре"},
		{"Preferans field rotation over GF(8), 8 tables of three", "Ротация преферанса над полем GF(8), 8 столов по три"},
		{"Preferans rest scheme, 13 players at 3 tables of four", "Схема преферанса с отдыхом, 13 игроков за 3 столами по четыре"},
		{"Preferans rotation, 1 table of four", "Ротация преферанса, 1 стол на четверых"},
		{"Preferans rest scheme, 21 players at 5 tables of four", "Схема преферанса с отдыхом, 21 игрок за 5 столами по четыре"},
		{"Seating, 22 players, 5 tables, 7 rounds", "Рассадка, 22 игрока, 5 столов, 7 туров"},
		{"Club night, Mitchell, 7 tables", "Club night, Митчелл, 7 столов"},
		{"mitchell7", "mitchell7"},
	}
	en, ru := New(English), New(Russian)
	for _, tt := range tests {
		if got := en.MovementName(tt.en); got != tt.en {
			t.Errorf("English %q became %q", tt.en, got)
		}
		if got := ru.MovementName(tt.en); got != tt.ru {
			t.Errorf("MovementName(%q) = %q; want %q", tt.en, got, tt.ru)
		}
	}
}
