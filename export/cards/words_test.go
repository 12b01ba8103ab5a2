package cards_test

import (
	"strings"
	"testing"

	"github.com/movegen/movegen/export/cards"
	"github.com/movegen/movegen/export/cards/samples"
	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/movement"
)

// TestEmptySeatWords: an empty seat at a preferans table of four leaves
// three who play on; at a bridge table the opponents sit out.
func TestEmptySeatWords(t *testing.T) {
	pref := samples.Must(samples.PreferansRotation(7))
	bridge := samples.Must(samples.Mitchell(7, samples.Plain))
	for _, tt := range []struct {
		m    *movement.Movement
		lang string
		want string
	}{
		{pref, "en", "seat empty: the other three play"},
		{pref, "ru", "пустое: остальные трое играют"},
		{bridge, "en", "seat empty: sit-out"},
		{bridge, "ru", "пустое: здесь отдыхают"},
	} {
		got := cards.FlagText(i18n.New(tt.lang), tt.m, cards.Flag{Kind: cards.FlagSitOut, Seat: tt.m.Seats[0]})
		if !strings.Contains(got, tt.want) {
			t.Errorf("%s %s: %q, want %q in it", tt.m.Name, tt.lang, got, tt.want)
		}
	}
}
