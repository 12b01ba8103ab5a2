package cards_test

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/movegen/movegen/export/cards"
	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/export/pdf"
	"github.com/movegen/movegen/internal/longtest"
	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/howell"
	"github.com/movegen/movegen/movement/mitchell"
	"github.com/movegen/movegen/movement/preferans"
	"github.com/movegen/movegen/movement/teams"
)

// Alphabets the random names are drawn from: Latin, Cyrillic and common
// Chinese surnames (all in the book's fonts).
var (
	latin    = []rune("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ-'.&")
	cyrillic = []rune("абвгдеёжзийклмнопрстуфхцчшщъыьэюяАБВГДЕЖЗИЙКЛМНОПРСТУФХЦЧШЩЭЮЯ")
	han      = []rune("张王李赵刘陈杨黄周吴徐孙马朱胡林郭何高罗郑梁谢宋唐许邓冯韩曹曾彭萧蔡潘田董袁于余叶蒋杜苏魏程吕丁沈任姚卢傅钟姜崔谭")
)

// randomName is a name of 1 to most characters, from one alphabet or all
// three, with spaces between words or none at all.
func randomName(r *rand.Rand, most int) string {
	n := 1 + r.IntN(most)
	alpha := [][]rune{latin, cyrillic, han, append(append(append([]rune{}, latin...), cyrillic...), han...)}[r.IntN(4)]
	spaces := r.IntN(2) == 0
	var b strings.Builder
	for i := 0; i < n; i++ {
		if spaces && i > 0 && i < n-1 && r.IntN(7) == 0 {
			b.WriteByte(' ')
			continue
		}
		b.WriteRune(alpha[r.IntN(len(alpha))])
	}
	return b.String()
}

// layoutCase is one book of the property test.
type layoutCase struct {
	name string
	gen  func() (*movement.Movement, error)
}

// named gives every contestant of m (and every team) a random name.
func named(r *rand.Rand, m *movement.Movement, most int) {
	m.Labels = map[int]string{}
	for c := 1; c <= m.Contestants; c++ {
		m.Labels[c] = randomName(r, most)
	}
	if m.Teams != nil {
		m.Teams.Names = map[int]string{}
		for t := 1; t <= len(m.Teams.Pairs); t++ {
			m.Teams.Names[t] = randomName(r, most)
		}
	}
}

// randomCase draws a movement: a Mitchell, a Howell, a teams event of
// 3 to maxTeams teams, or a preferans session up to maxTables tables or
// maxPlayers players.
func randomCase(r *rand.Rand, maxTeams, maxTables, maxPlayers int) layoutCase {
	switch r.IntN(5) {
	case 0:
		n := 3 + r.IntN(8)
		return layoutCase{fmt.Sprintf("mitchell%d", n), func() (*movement.Movement, error) {
			return mitchell.Generate(mitchell.Options{Tables: n})
		}}
	case 1:
		n := 2 * (2 + r.IntN(6))
		return layoutCase{fmt.Sprintf("howell%d", n), func() (*movement.Movement, error) {
			return howell.Generate(howell.Options{Pairs: n})
		}}
	case 2:
		n := 3 + r.IntN(maxTeams-2)
		if r.IntN(2) == 0 {
			return layoutCase{fmt.Sprintf("flower%d", n), func() (*movement.Movement, error) {
				return teams.Flower(teams.FlowerOptions{Teams: n})
			}}
		}
		return layoutCase{fmt.Sprintf("teams%d", n), func() (*movement.Movement, error) {
			return teams.RoundRobin(teams.RoundRobinOptions{Teams: n})
		}}
	case 3:
		n := 1 + r.IntN(maxTables)
		return layoutCase{fmt.Sprintf("preferans-tables%d", n), func() (*movement.Movement, error) {
			res, err := preferans.Generate(context.Background(), preferans.Options{Tables: n, Seed: 1, Effort: 2000})
			if err != nil {
				return nil, err
			}
			return res.Movement, nil
		}}
	default:
		n := 6 + r.IntN(maxPlayers-5)
		return layoutCase{fmt.Sprintf("preferans-players%d", n), func() (*movement.Movement, error) {
			res, err := preferans.Generate(context.Background(), preferans.Options{Players: n, Seed: 1, Effort: 2000})
			if err != nil {
				return nil, err
			}
			return res.Movement, nil
		}}
	}
}

// TestNoLayoutFails is the property of issue 36: a layout never fails on
// accepted input. Random names (1–300 characters, with and without
// spaces, Latin, Cyrillic and Chinese), events of 1–300 characters,
// teams events of 3–40 teams and preferans sessions up to 175 tables and
// 1000 players, on A4 and letter, in normal and large type, in English,
// Russian and Chinese: Write never returns an error. Without MOVEGEN_LONG
// a few small seeded cases run; with it the wide sweep and the extremes
// (40 teams on A4, letter and in Chinese, 175 tables, 1000 players):
// 80 s here (two cores, shared).
func TestNoLayoutFails(t *testing.T) {
	r := rand.New(rand.NewPCG(36, 1))
	type run struct {
		c     layoutCase
		names bool
		opt   bookPDF
	}
	draw := func(c layoutCase) run {
		opt := bookPDF{
			Printer: i18n.New(i18n.Langs()[r.IntN(3)]),
			Paper:   pdf.Papers()[r.IntN(2)],
			Large:   r.IntN(2) == 0,
		}
		if r.IntN(2) == 0 {
			opt.Event = randomName(r, 300)
		}
		return run{c: c, names: r.IntN(4) != 0, opt: opt}
	}
	var runs []run
	if !longtest.Enabled() {
		for range 4 {
			runs = append(runs, draw(randomCase(r, 6, 4, 16)))
		}
	} else {
		for range 16 {
			runs = append(runs, draw(randomCase(r, 40, 16, 100)))
		}
		rr := func(n int) layoutCase {
			return layoutCase{fmt.Sprintf("teams%d", n), func() (*movement.Movement, error) {
				return teams.RoundRobin(teams.RoundRobinOptions{Teams: n})
			}}
		}
		pref := func(name string, o preferans.Options) layoutCase {
			return layoutCase{name, func() (*movement.Movement, error) {
				res, err := preferans.Generate(context.Background(), o)
				if err != nil {
					return nil, err
				}
				return res.Movement, nil
			}}
		}
		runs = append(runs,
			run{c: rr(40), opt: bookPDF{Paper: "a4"}},
			run{c: rr(40), opt: bookPDF{Paper: "letter"}},
			run{c: rr(40), opt: bookPDF{Printer: i18n.New(i18n.Chinese)}},
			run{c: rr(40), names: true, opt: bookPDF{Paper: "letter", Large: true, Event: randomName(r, 300)}},
			run{c: pref("preferans-tables175", preferans.Options{Tables: 175}), opt: bookPDF{}},
			run{c: pref("preferans-players1000", preferans.Options{Players: 1000}), opt: bookPDF{Paper: "letter"}},
		)
	}
	for i, rn := range runs {
		lang, paper := "en", rn.opt.Paper
		if rn.opt.Printer != nil {
			lang = rn.opt.Printer.Lang()
		}
		if paper == "" {
			paper = "a4"
		}
		name := fmt.Sprintf("%d-%s-%s-%s-large=%v-names=%v-event=%d", i, rn.c.name, lang, paper, rn.opt.Large, rn.names, len([]rune(rn.opt.Event)))
		// The names are drawn here, in order, so that a case is the same
		// whatever runs before it.
		seed := r.Uint64()
		t.Run(name, func(t *testing.T) {
			m, err := rn.c.gen()
			if err != nil {
				t.Fatal(err)
			}
			if rn.names {
				named(rand.New(rand.NewPCG(seed, 2)), m, 300)
			}
			b, err := cards.Build(m)
			if err != nil {
				t.Fatal(err)
			}
			opt := rn.opt
			pages := 0
			opt.Planned = func(n int) { pages = n }
			if err := pdfWrite(io.Discard, b, opt); err != nil {
				if errors.Is(err, pdf.ErrLayout) {
					t.Fatalf("layout failed: %v", err)
				}
				t.Fatal(err)
			}
			t.Logf("%d pages", pages)
		})
	}
}
