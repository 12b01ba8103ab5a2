package replan_test

import (
	"context"
	"errors"
	"testing"

	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/replan"
)

// FuzzReplan asks for any change to three real movements: the answer is
// either an *movement.OptionError naming a field, or a revised movement
// that keeps the hard rules (never a panic, an internal error or a
// schedule with a set played twice).
func FuzzReplan(f *testing.F) {
	f.Add(uint8(0), uint8(2), uint8(1), uint8(0), uint8(0), uint8(0), int64(1))
	f.Add(uint8(1), uint8(5), uint8(0), uint8(3), uint8(0), uint8(0), int64(2))
	f.Add(uint8(2), uint8(4), uint8(0), uint8(10), uint8(2), uint8(5), int64(3))
	f.Add(uint8(0), uint8(7), uint8(1), uint8(14), uint8(7), uint8(1), int64(4))
	ms := []*movement.Movement{mitchellOf(7, 14)(f), howellOf(12)(f), preferansOf(7)(f)}
	f.Fuzz(func(t *testing.T, which, from, add, remove, table, fixed uint8, seed int64) {
		m := ms[int(which)%len(ms)]
		o := replan.Options{From: int(from % 16), Add: int(add % 3), Seed: seed, Effort: 300}
		if remove > 0 {
			o.Remove = []int{int(remove % 32)}
		}
		if table > 0 {
			o.RemoveTables = []int{int(table % 10)}
		}
		if fixed > 0 {
			o.Fixed = []int{int(fixed % 32)}
		}
		res, err := replan.Replan(context.Background(), m, o)
		var oe *movement.OptionError
		switch {
		case errors.As(err, &oe):
			if oe.Field == "" || oe.Text.IsZero() {
				t.Fatalf("option error without a field or a sentence: %v", err)
			}
			return
		case errors.Is(err, replan.ErrNoPlan):
			return
		case err != nil:
			t.Fatalf("%+v: %v", o, err)
		}
		checkHardRules(t, m, res.Movement, o)
	})
}
