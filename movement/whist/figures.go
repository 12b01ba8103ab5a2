package whist

import "github.com/movegen/movegen/movement"

// Figures are the counts behind a result's promises, taken from
// movement.Analyze.
type Figures struct {
	// Pairs of players that are partners never, once, and more than once.
	PartnersNever, PartnersOnce, PartnersRepeated int
	// The fewest and most rounds two players are opponents.
	OpponentsMin, OpponentsMax int
	// The fewest and most rounds a player sits out.
	RestsMin, RestsMax int
	// BalanceIndex is the report's (0–100): how evenly players are
	// compared.
	BalanceIndex float64
	Verdict      movement.Verdict
}

// FiguresOf counts m's partners, opponents and sit-outs.
func FiguresOf(m *movement.Movement) Figures {
	rep := movement.Analyze(m)
	f := Figures{BalanceIndex: rep.Summary.BalanceIndex, Verdict: rep.Verdict, OpponentsMin: -1, RestsMin: -1}
	for i := 1; i <= m.Contestants; i++ {
		for j := i + 1; j <= m.Contestants; j++ {
			switch p := rep.Partnerships.At(i, j); {
			case p == 0:
				f.PartnersNever++
			case p == 1:
				f.PartnersOnce++
			default:
				f.PartnersRepeated++
			}
			o := rep.Meetings.At(i, j)
			if f.OpponentsMin < 0 || o < f.OpponentsMin {
				f.OpponentsMin = o
			}
			f.OpponentsMax = max(f.OpponentsMax, o)
		}
	}
	for _, st := range rep.Contestants {
		if f.RestsMin < 0 || st.Rests < f.RestsMin {
			f.RestsMin = st.Rests
		}
		f.RestsMax = max(f.RestsMax, st.Rests)
	}
	return f
}

// Text states the figures in one sentence.
func (f Figures) Text() movement.Text {
	return say("Figures: pairs of players partners never %#d, once %#d, more than once %#d; opponents %d to %d times a pair; sit-outs %d to %d a player; balance index %.2f.",
		f.PartnersNever, f.PartnersOnce, f.PartnersRepeated, f.OpponentsMin, f.OpponentsMax, f.RestsMin, f.RestsMax, f.BalanceIndex)
}

// Bound states what counting proves of any schedule of R rounds for v
// players at T tables (a lower bound, never a promise that a schedule
// reaching it exists or is found): how many partnerships must repeat (at least the partnerships
// played beyond the v(v−1)/2 pairs, and at least half the rounds any
// player plays beyond v−1), and how even opponent counts can be (the
// 4·T·R opponent meetings shared among the pairs). rests gives each
// player's rounds sat out.
func Bound(v, T, R int, rests []int) (repeats int, oppLo, oppHi int, text movement.Text) {
	pairs := v * (v - 1) / 2
	partnerships := 2 * T * R
	repeats = max(0, partnerships-pairs)
	over := 0
	for _, r := range rests {
		over += max(0, R-r-(v-1))
	}
	repeats = max(repeats, (over+1)/2)
	M := 4 * T * R
	oppLo, oppHi = M/pairs, (M+pairs-1)/pairs
	if repeats == 0 {
		text = say("Bound: %#d partnerships among %#d pairs of players, nobody playing more than %d rounds, so counting forces no repeated partnership (the search may still leave some: the figures say); %#d opponent meetings among the pairs, so at best every pair opposes %d to %d times.", partnerships, pairs, v-1, M, oppLo, oppHi)
	} else {
		text = say("Bound: %#d partnerships among %#d pairs of players, so at least %#d repeat; %#d opponent meetings among the pairs, so at best every pair opposes %d to %d times.", partnerships, pairs, repeats, M, oppLo, oppHi)
	}
	return repeats, oppLo, oppHi, text
}
