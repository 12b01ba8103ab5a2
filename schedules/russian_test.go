package schedules_test

import (
	"context"
	"errors"
	"regexp"
	"testing"

	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/schedules"
)

// english finds a word of English left in a Russian sentence: three Latin
// letters or more (room labels A, B and GF(q) are shorter). The program's
// name is allowed.
var english = regexp.MustCompile(`\b[A-Za-z]{3,}\b`)

// hasEnglish reports whether s keeps an English word.
func hasEnglish(s string) bool {
	for _, w := range english.FindAllString(s, -1) {
		if w != "movegen" {
			return true
		}
	}
	return false
}

// russian renders a planner Text through the Russian catalogue.
func russian(p *i18n.Printer, t movement.Text) string { return p.Message(t.Format, t.Args...) }

// TestPlanSpeaksRussian plans real requests and renders every sentence the
// planner returns — option names, methods, notes, the reason, the options
// left out and the advice when nothing fits — through the Russian
// catalogue: none may keep an English word.
func TestPlanSpeaksRussian(t *testing.T) {
	p := i18n.New(i18n.Russian)
	pairs := func(n, minutes int) schedules.Request {
		return schedules.Request{Game: movement.Bridge, Kind: movement.Pairs, Contestants: n, Minutes: minutes,
			Pace: schedules.DefaultPace(movement.Bridge), Start: 19 * 60, Seed: 1}
	}
	players := func(n int, game movement.Game) schedules.Request {
		return schedules.Request{Game: game, Kind: movement.Individual, Contestants: n,
			Pace: schedules.DefaultPace(game), Start: 19 * 60, Seed: 1}
	}
	stationary := pairs(13, 180)
	stationary.Stationary = []int{9, 13}
	bounded := pairs(16, 0)
	bounded.Boards, bounded.TablesAvailable = schedules.Range{Min: 24, Max: 28}, 8
	plans := []schedules.Request{pairs(13, 180), pairs(16, 180), pairs(60, 180), stationary, bounded,
		players(20, movement.Preferans), players(16, movement.Bridge)}
	for _, req := range plans {
		plan, err := schedules.NewPlan(context.Background(), req)
		if err != nil {
			t.Fatalf("%d %s: %v", req.Contestants, req.Kind, err)
		}
		texts := append([]movement.Text{plan.Reason}, plan.LeftOut...)
		for _, o := range plan.Options {
			texts = append(texts, o.Name, o.Method)
			texts = append(texts, o.Notes...)
		}
		for _, tx := range texts {
			if s := russian(p, tx); hasEnglish(s) {
				t.Errorf("%d %s: %q has English in Russian: %q", req.Contestants, req.Kind, tx.String(), s)
			}
		}
	}
	small := pairs(16, 0)
	small.TablesAvailable = 5
	for _, req := range []schedules.Request{pairs(100, 90), pairs(5, 60), small, stationaryTooMany(pairs(8, 0))} {
		_, err := schedules.NewPlan(context.Background(), req)
		var none *schedules.NoOptionError
		if !errors.As(err, &none) {
			t.Fatalf("%d pairs in %dm: %v, want a NoOptionError", req.Contestants, req.Minutes, err)
		}
		s := russian(p, none.Text())
		// The quickest option is named in the advice: its name is Russian too.
		if hasEnglish(s) {
			t.Errorf("%d pairs: English in %q", req.Contestants, s)
		}
	}
}

// stationaryTooMany asks for more stationary pairs than any movement has.
func stationaryTooMany(r schedules.Request) schedules.Request {
	r.Stationary = []int{1, 2, 3, 4, 5}
	return r
}
