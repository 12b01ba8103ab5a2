package simulate

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"path/filepath"
	"runtime"
	"slices"
	"testing"

	"github.com/movegen/movegen/internal/golden"
	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/howell"
	"github.com/movegen/movegen/movement/mitchell"
	"github.com/movegen/movegen/movement/preferans"
	"github.com/movegen/movegen/movement/seating"
	"github.com/movegen/movegen/movement/teams"
	"github.com/movegen/movegen/movement/whist"
)

// shapes are movements of every kind the model holds, for the tests that
// must hold for all of them.
func shapes(t testing.TB) []*movement.Movement {
	return []*movement.Movement{
		mitchellM(t, mitchell.Options{Tables: 5, Winners: 1}),                                                        // arrow switches: one field
		mitchellM(t, mitchell.Options{Tables: 6}),                                                                    // relay: a set at two tables at once
		mitchellM(t, mitchell.Options{Tables: 7, Pairs: 13}),                                                         // a phantom: EW pairs sit out in turn
		howellM(t, howell.Options{Pairs: 9}),                                                                         // a phantom in a Howell
		howellM(t, howell.Options{Pairs: 10, Rounds: 6}),                                                             // a partial Howell
		whistM(t, whist.Options{Players: 8}),                                                                         // individual bridge: partners not compared
		whistM(t, whist.Options{Players: 9}),                                                                         // individual with sit-outs
		preferansM(t, preferans.Options{Tables: 5}),                                                                  // tables of four: the dealer sits out
		preferansM(t, preferans.Options{Tables: 7, Seats: 3}),                                                        // tables of three
		preferansM(t, preferans.Options{Tables: 5, DealsPerSet: 3}),                                                  // three deals a set at tables of four
		preferansM(t, preferans.Options{Players: 22, Seed: 1, Effort: 1}),                                            // a remedy for a count without a rotation
		seatingM(t, seating.Problem{Players: 14, TableSizes: []int{4, 4, 4}, Rounds: 3, Sets: true}),                 // seating with sets, rests
		seatingM(t, seating.Problem{Players: 13, TableSizes: []int{3, 3, 3, 3}, Rounds: 4, Sets: true, Lines: true}), // preferans seating with lines
	}
}

// refResult is one result on one board in the reference scoring.
type refResult struct {
	who, round, table int
	v                 float64
}

// reference scores m with strengths z (spread 1, no noise) straight from
// the rules, walking every pair of results of every board: the model of
// the package doc written out the slow way, independently of the
// engine's flat arrays.
func reference(m *movement.Movement, z []float64) (mp, top []int64) {
	type key struct {
		board int
		group movement.Seat
	}
	groups := map[key][]refResult{}
	pref := m.Game == movement.Preferans
	for _, p := range m.Play {
		if !p.InPlay() {
			continue
		}
		present := 0
		for _, c := range p.Seats {
			if c != 0 {
				present++
			}
		}
		for _, b := range m.BoardsOf(p.Set) {
			type act struct {
				who  int
				seat movement.Seat
			}
			var acts []act
			for k, c := range p.Seats {
				seat := m.Seats[k]
				if c == 0 || (pref && len(m.Seats) == 4 && present == 4 && seat == b.Dealer) {
					continue
				}
				acts = append(acts, act{c, seat})
			}
			for _, a := range acts {
				var own, opp []float64
				for _, o := range acts {
					same := o.seat.Direction() == a.seat.Direction()
					if pref {
						same = o.seat == a.seat
					}
					if same {
						own = append(own, z[o.who-1])
					} else {
						opp = append(opp, z[o.who-1])
					}
				}
				v := mean(own)
				if len(opp) > 0 {
					v -= mean(opp)
				}
				k := key{b.Number, m.ComparisonGroup(a.seat, p.Switched)}
				groups[k] = append(groups[k], refResult{a.who, p.Round, p.Table, v})
			}
		}
	}
	mp = make([]int64, m.Contestants)
	top = make([]int64, m.Contestants)
	for _, rs := range groups {
		for i, x := range rs {
			for j, y := range rs {
				if i == j || x.who == y.who || (x.round == y.round && x.table == y.table) {
					continue
				}
				top[x.who-1] += 2
				switch {
				case x.v > y.v:
					mp[x.who-1] += 2
				case x.v == y.v:
					mp[x.who-1]++
				}
			}
		}
	}
	return mp, top
}

// mean is the mean of xs, summed in order then divided (as the engine
// does, so that equal results stay equal).
func mean(xs []float64) float64 {
	s := 0.0
	for _, x := range xs {
		s += x
	}
	return s / float64(len(xs))
}

// TestMatchpointsMatchTheRules: on every kind of movement, the engine's
// matchpoints and tops equal those of the slow reference scoring, with
// strengths drawn from {−1, 0, 1} so that ties are everywhere (tied
// results, partners at individual bridge, results a contestant is not
// compared with).
func TestMatchpointsMatchTheRules(t *testing.T) {
	opt := Options{Sessions: 1, Spread: 1, Noise: 0}
	for _, m := range shapes(t) {
		t.Run(m.Name, func(t *testing.T) {
			ties := 0
			sessions(t, m, opt, 20, func(ws *workspace) {
				for c := range ws.z {
					ws.z[c] = float64(int(ws.lot[c]%3) - 1)
				}
			}, func(e *engine, ws *workspace) {
				mp, top := reference(m, ws.z)
				if !slices.Equal(top, e.top) {
					t.Fatalf("tops: engine %v, reference %v", e.top, top)
				}
				if !slices.Equal(mp, ws.mp) {
					t.Fatalf("matchpoints: engine %v, reference %v (z %v)", ws.mp, mp, ws.z)
				}
				for _, r := range ws.rec {
					if r.shared {
						ties++
					}
				}
			})
			if slices.Max(func() []int64 { e, _ := compile(context.Background(), m); return e.top }()) == 0 {
				t.Fatal("nobody is compared")
			}
			t.Logf("first place shared before the lot in %d rankings of 20 sessions", ties)
		})
	}
}

// TestZeroNoiseEqualOpposition: with no noise, a field whose opponents
// are all equally strong finishes exactly in the order of its true
// strengths, every session: the NS field of a two-winner Mitchell when
// the EW pairs are equal, and the N line of a preferans rotation when the
// other lines are.
func TestZeroNoiseEqualOpposition(t *testing.T) {
	opt := DefaultOptions()
	opt.Noise = 0
	for _, tc := range []struct {
		m     *movement.Movement
		field int
	}{
		{mitchellM(t, mitchell.Options{Tables: 13}), 0},
		{mitchellM(t, mitchell.Options{Tables: 8}), 0},
		{preferansM(t, preferans.Options{Tables: 7}), 0},
		{preferansM(t, preferans.Options{Tables: 7, Seats: 3}), 0},
	} {
		t.Run(tc.m.Name, func(t *testing.T) {
			var ranked []int32
			sessions(t, tc.m, opt, 300, func(ws *workspace) {
				// Everybody outside the field is of strength 0.
				if ranked == nil {
					e, _ := compile(context.Background(), tc.m)
					ranked = e.rankings[tc.field].who
				}
				for c := range ws.z {
					if !slices.Contains(ranked, int32(c)) {
						ws.z[c] = 0
					}
				}
			}, func(e *engine, ws *workspace) {
				r := ws.rec[tc.field]
				if r.tau != 1 || !r.win || r.place != 1 || (len(ranked) >= 4 && !r.top3) {
					t.Fatalf("finished order differs from the true order: %+v", r)
				}
			})
		})
	}
}

// TestZeroNoiseOppositionLuck: with no noise and everybody's strength
// drawn, the order still is not always the true one, because matchpoints
// compare results scored against different opponents on each board (the
// luck of the opposition, which no noise-free model removes); without
// noise the figures do not depend on the spread at all, as only the order
// of results counts. The test checks the second fact exactly and prints
// the first.
func TestZeroNoiseOppositionLuck(t *testing.T) {
	for _, m := range []*movement.Movement{
		mitchellM(t, mitchell.Options{Tables: 13}),
		howellM(t, howell.Options{Pairs: 26}),
		preferansM(t, preferans.Options{Tables: 7}),
	} {
		var got []string
		for _, spread := range []float64{0.25, 4} {
			o := opts(1000)
			o.Noise, o.Spread = 0, spread
			res := run(t, m, o)
			res.Spread = 0
			got = append(got, jsonOf(t, res))
			f := res.Fields[0]
			t.Logf("%s, no noise, spread %g: strongest wins %.3f [%.3f, %.3f], τ %.4f", m.Name, spread, f.StrongestWins.P, f.StrongestWins.Low, f.StrongestWins.High, f.Tau.Mean)
			if f.StrongestWins.P == 1 {
				t.Errorf("%s: without noise the strongest always wins; the opposition should still matter", m.Name)
			}
		}
		if got[0] != got[1] {
			t.Errorf("%s: without noise the figures depend on the spread", m.Name)
		}
	}
}

// chi2Critical holds the upper 0.1% points of the chi-square
// distribution by degrees of freedom (NIST/SEMATECH e-Handbook of
// Statistical Methods, table 1.3.6.7.4): a fair movement exceeds them in
// one test in a thousand.
var chi2Critical = map[int]float64{4: 18.467, 6: 22.458, 7: 24.322, 8: 26.124, 9: 27.877}

// chi2 returns the chi-square statistic of counts against equal expected
// counts.
func chi2(counts []int) float64 {
	total := 0
	for _, c := range counts {
		total += c
	}
	e := float64(total) / float64(len(counts))
	s := 0.0
	for _, c := range counts {
		d := float64(c) - e
		s += d * d / e
	}
	return s
}

// TestZeroSpreadEveryoneWinsEquallyOften: with every contestant equally
// strong, each wins his field equally often in a movement where every
// seat is as good as every other, by the chi-square test at the 0.1%
// level; and the test has the power to see an unfair movement: in a
// partial Howell some pairs play fewer boards, their percentages vary
// more, and they win more often.
func TestZeroSpreadEveryoneWinsEquallyOften(t *testing.T) {
	o := opts(6000)
	o.Spread = 0
	for _, m := range []*movement.Movement{
		mitchellM(t, mitchell.Options{Tables: 7}),
		howellM(t, howell.Options{Pairs: 8}),
		preferansM(t, preferans.Options{Tables: 7}),
		preferansM(t, preferans.Options{Tables: 5, Seats: 3}),
		whistM(t, whist.Options{Players: 8}),
	} {
		res := run(t, m, o)
		for i, f := range res.Fields {
			df := len(f.Wins) - 1
			crit, ok := chi2Critical[df]
			if !ok {
				t.Fatalf("%s field %d: no critical value for %d degrees of freedom", m.Name, i+1, df)
			}
			x := chi2(f.Wins)
			t.Logf("%s field %d: wins %v, χ² = %.2f (df %d, 0.1%% point %.2f)", m.Name, i+1, f.Wins, x, df, crit)
			if x > crit {
				t.Errorf("%s field %d: χ² = %.2f > %.2f: the contestants do not win equally often", m.Name, i+1, x, crit)
			}
		}
	}
	unfair := howellM(t, howell.Options{Pairs: 9, Rounds: 5})
	res := run(t, unfair, o)
	f := res.Fields[0]
	x := chi2(f.Wins)
	t.Logf("%s: wins %v, χ² = %.2f (0.1%% point %.2f)", unfair.Name, f.Wins, x, chi2Critical[len(f.Wins)-1])
	if x <= chi2Critical[len(f.Wins)-1] {
		t.Errorf("%s: χ² = %.2f: the test does not see that pairs who sit out more win more often", unfair.Name, x)
	}
}

// TestRoundRobinBeatsMitchell: a complete Howell, where every pair meets
// every other and every board is played in both directions within one
// field, finds the strongest pair of the room more often than a
// two-winner Mitchell of the same size and boards, whose two fields are
// merged by percentage for one overall ranking (pairs of a weaker line
// score higher percentages): a higher Kendall's τ and a smaller luck of
// the draw at 6 and 7 tables, and a higher chance that the strongest
// finishes first at 7 (intervals apart). Same boards per pair: T(2T−1).
func TestRoundRobinBeatsMitchell(t *testing.T) {
	for _, T := range []int{6, 7} {
		h := run(t, howellM(t, howell.Options{Pairs: 2 * T, BoardsPerRound: T}), opts(2000))
		mi := run(t, mitchellM(t, mitchell.Options{Tables: T, BoardsPerRound: 2*T - 1}), opts(2000))
		hf, mf := h.Fields[0], mi.Overall
		t.Logf("%d tables, %d boards: Howell strongest wins %.3f [%.3f, %.3f], τ %.4f [%.4f, %.4f], luck %.3f; Mitchell overall %.3f [%.3f, %.3f], τ %.4f [%.4f, %.4f], luck %.3f; the room's best wins its own field: Howell %.3f, Mitchell %.3f (two winners)",
			T, T*(2*T-1), hf.StrongestWins.P, hf.StrongestWins.Low, hf.StrongestWins.High, hf.Tau.Mean, hf.Tau.Low, hf.Tau.High, hf.Luck.Mean,
			mf.StrongestWins.P, mf.StrongestWins.Low, mf.StrongestWins.High, mf.Tau.Mean, mf.Tau.Low, mf.Tau.High, mf.Luck.Mean, h.Best.P, mi.Best.P)
		// At 6 tables the chances differ by 2 points, inside 2,000
		// sessions' intervals; τ and the luck of the draw separate.
		if T == 7 && hf.StrongestWins.Low <= mf.StrongestWins.High {
			t.Errorf("%d tables: the Howell's strongest-wins interval does not lie above the Mitchell's", T)
		}
		if hf.Tau.Low <= mf.Tau.High {
			t.Errorf("%d tables: the Howell's τ interval does not lie above the Mitchell's", T)
		}
		if hf.Luck.High >= mf.Luck.Low {
			t.Errorf("%d tables: the Howell's luck of the draw is not below the Mitchell's", T)
		}
	}
}

// TestMitchellFieldsIndependent: in a two-winner Mitchell the NS and EW
// rankings hardly depend on each other. Over 20,000 sessions the
// correlation of the finishing places of the strongest NS and the
// strongest EW pair is 0 within its interval (Fisher's z, at the 0.1%
// level, as a fixed seed is tested once), and both strongest pairs win
// together as often as the product of their chances says (within the 95%
// Wilson interval). The correlation of the two fields' Kendall τ is not
// quite 0: 200,000 sessions measure −0.004 to −0.007 (standard error
// 0.002) for 5, 9 and 13 tables, because on every board the EW order of
// the tables is the NS order reversed; the test bounds it by 0.03, beside
// the 0.6 of a field with the overall ranking that contains it (the
// control: the measure sees dependence where there is some).
func TestMitchellFieldsIndependent(t *testing.T) {
	const n = 20000
	m := mitchellM(t, mitchell.Options{Tables: 9})
	var tauNS, tauEW, tauAll, placeNS, placeEW []float64
	both, nsWins, ewWins := 0, 0, 0
	sessions(t, m, DefaultOptions(), n, nil, func(e *engine, ws *workspace) {
		tauNS = append(tauNS, ws.rec[0].tau)
		tauEW = append(tauEW, ws.rec[1].tau)
		tauAll = append(tauAll, ws.rec[2].tau)
		placeNS = append(placeNS, float64(ws.rec[0].place))
		placeEW = append(placeEW, float64(ws.rec[1].place))
		if ws.rec[0].win {
			nsWins++
		}
		if ws.rec[1].win {
			ewWins++
		}
		if ws.rec[0].win && ws.rec[1].win {
			both++
		}
	})
	r := pearson(placeNS, placeEW)
	// Fisher: atanh(r) is normal with sd 1/√(n−3) around atanh(ρ).
	half := 3.2905267314919255 / math.Sqrt(n-3)
	lo, hi := math.Tanh(math.Atanh(r)-half), math.Tanh(math.Atanh(r)+half)
	t.Logf("corr(place of the strongest NS, of the strongest EW) = %.4f, 99.9%% interval [%.4f, %.4f]", r, lo, hi)
	if lo > 0 || hi < 0 {
		t.Errorf("the strongest pairs' places are correlated: r = %.4f [%.4f, %.4f]", r, lo, hi)
	}
	pNS, pEW := float64(nsWins)/n, float64(ewWins)/n
	pBoth := wilson(both, n)
	t.Logf("P(NS strongest wins) %.4f × P(EW strongest wins) %.4f = %.4f; P(both) %.4f [%.4f, %.4f]", pNS, pEW, pNS*pEW, pBoth.P, pBoth.Low, pBoth.High)
	if pNS*pEW < pBoth.Low || pNS*pEW > pBoth.High {
		t.Errorf("P(both strongest win) = %.4f [%.4f, %.4f], not the product %.4f", pBoth.P, pBoth.Low, pBoth.High, pNS*pEW)
	}
	rt := pearson(tauNS, tauEW)
	t.Logf("corr(τ NS, τ EW) = %.4f", rt)
	if math.Abs(rt) > 0.03 {
		t.Errorf("corr(τ NS, τ EW) = %.4f, want within ±0.03", rt)
	}
	if c := pearson(tauNS, tauAll); c < 0.3 {
		t.Errorf("corr(τ NS, τ overall) = %.4f: the measure does not see a plain dependence", c)
	} else {
		t.Logf("control: corr(τ NS, τ overall) = %.4f", c)
	}
}

// pearson is the correlation coefficient of xs and ys.
func pearson(xs, ys []float64) float64 {
	mx, my := mean(xs), mean(ys)
	var sxy, sxx, syy float64
	for i := range xs {
		dx, dy := xs[i]-mx, ys[i]-my
		sxy += dx * dy
		sxx += dx * dx
		syy += dy * dy
	}
	return sxy / math.Sqrt(sxx*syy)
}

// TestBalanceIndexOrder compares, for 8 to 14 tables, the complete Howell,
// the three-quarter Howell (the first ⌈3/4⌉ of its rounds) and the
// two-winner Mitchell, each with the boards its generator chooses (about
// 26 a pair). The balance index ranks them Mitchell (100: within each
// field everybody is compared on every board) ≥ Howell > 3/4 Howell; the
// simulated luck of the draw ranks them the same way (Mitchell 0: every NS
// pair meets every EW pair; the complete Howell small; the 3/4 Howell,
// where some meet and some do not, largest), and so does the chance that
// the strongest pair wins its field (the Mitchell's fields are half the
// size), at 8, 9 and 14 tables by intervals that do not overlap (the test
// prints the others). Where they differ: between the two Howells the
// chance to find the strongest follows the boards each pair plays more
// than the balance: at 10 and 11 tables the complete Howell plays one
// board a round (19 and 21 boards) and the 3/4 Howell two (30 and 32), and
// the 3/4 Howell, less balanced, orders the field better (τ 0.55 against
// 0.50 at 10 tables, intervals apart) and finds the strongest pair more
// often (0.43 against 0.37). The balance index sees neither the number
// of boards nor the size of a field; the simulation sees both.
func TestBalanceIndexOrder(t *testing.T) {
	o := opts(1000)
	for T := 8; T <= 14; T++ {
		full := howell.CompleteRounds(2 * T)
		ms := []*movement.Movement{
			mitchellM(t, mitchell.Options{Tables: T}),
			howellM(t, howell.Options{Pairs: 2 * T}),
			howellM(t, howell.Options{Pairs: 2 * T, Rounds: (3*full + 3) / 4}),
		}
		var bi []float64
		var res []*Result
		for _, m := range ms {
			bi = append(bi, movement.Analyze(m).Summary.BalanceIndex)
			res = append(res, run(t, m, o))
		}
		for i, r := range res {
			f := r.Fields[0]
			t.Logf("%-45s %2d boards: balance index %6.2f, luck %.4f [%.4f, %.4f], strongest wins its field %.3f [%.3f, %.3f], τ %.4f",
				ms[i].Name, ms[i].Rounds*ms[i].BoardsPerSet, bi[i], f.Luck.Mean, f.Luck.Low, f.Luck.High, f.StrongestWins.P, f.StrongestWins.Low, f.StrongestWins.High, f.Tau.Mean)
		}
		if !(bi[0] >= bi[1] && bi[1] > bi[2]) {
			t.Errorf("%d tables: balance index %v, want Mitchell ≥ Howell > 3/4 Howell", T, bi)
		}
		mi, h, h34 := res[0].Fields[0], res[1].Fields[0], res[2].Fields[0]
		if !(mi.Luck.High < h.Luck.Low && h.Luck.High < h34.Luck.Low) {
			t.Errorf("%d tables: luck of the draw %.4f, %.4f, %.4f: not in the balance index's order", T, mi.Luck.Mean, h.Luck.Mean, h34.Luck.Mean)
		}
		if (T == 8 || T == 9 || T == 14) && !(mi.StrongestWins.Low > h.StrongestWins.High && mi.StrongestWins.Low > h34.StrongestWins.High) {
			t.Errorf("%d tables: the strongest pair does not win a Mitchell field more often than a Howell", T)
		}
		// Where the 3/4 Howell plays more boards than the complete one it
		// orders the field better, against the balance index.
		if (T == 10 || T == 11) && !(h34.Tau.Low > h.Tau.High && h34.StrongestWins.P > h.StrongestWins.P) {
			t.Errorf("%d tables: the 3/4 Howell (τ %.4f, strongest wins %.3f) does not beat the complete Howell (τ %.4f, %.3f)", T, h34.Tau.Mean, h34.StrongestWins.P, h.Tau.Mean, h.StrongestWins.P)
		}
	}
}

// TestSameFiguresOnAnyNumberOfCores: the same seed gives byte-identical
// figures with 1, 2, 3 and 4 workers and with GOMAXPROCS 1 and 4.
func TestSameFiguresOnAnyNumberOfCores(t *testing.T) {
	for _, m := range []*movement.Movement{mitchellM(t, mitchell.Options{Tables: 13}), preferansM(t, preferans.Options{Tables: 5})} {
		o := opts(1000)
		o.Seed = 7
		var want string
		for _, w := range []int{1, 2, 3, 4} {
			o.Workers = w
			got := jsonOf(t, run(t, m, o))
			if want == "" {
				want = got
			} else if got != want {
				t.Errorf("%s: %d workers give other figures", m.Name, w)
			}
		}
		o.Workers = 0
		for _, procs := range []int{1, 4} {
			old := runtime.GOMAXPROCS(procs)
			got := jsonOf(t, run(t, m, o))
			runtime.GOMAXPROCS(old)
			if got != want {
				t.Errorf("%s: GOMAXPROCS %d gives other figures", m.Name, procs)
			}
		}
		o.Seed = 8
		if jsonOf(t, run(t, m, o)) == want {
			t.Errorf("%s: seeds 7 and 8 give the same figures", m.Name)
		}
	}
}

// TestStopKeepsFiguresSoFar: a run stopped after its first chunks returns
// them, flagged partial, and they are exactly the figures of a run asked
// for that many sessions; a run stopped before anything is played returns
// an error wrapping context.Canceled.
func TestStopKeepsFiguresSoFar(t *testing.T) {
	m := mitchellM(t, mitchell.Options{Tables: 9})
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	o := opts(100000)
	o.Progress = func(done, total int) {
		if done >= 3*chunk {
			cancel()
		}
	}
	res, err := Run(ctx, m, o)
	if err != nil {
		t.Fatal(err)
	}
	if !res.Partial || res.Sessions < 3*chunk || res.Sessions >= o.Sessions || res.Sessions%chunk != 0 || res.Requested != o.Sessions {
		t.Fatalf("stopped run: partial %v, %d of %d sessions", res.Partial, res.Sessions, res.Requested)
	}
	t.Logf("stopped after %d of %d sessions", res.Sessions, res.Requested)
	again := run(t, m, opts(res.Sessions))
	res.Partial, res.Requested, again.Requested = false, 0, 0
	if jsonOf(t, res) != jsonOf(t, again) {
		t.Error("the figures of the stopped run differ from a run of that many sessions")
	}

	ctx, cancel = context.WithCancel(context.Background())
	cancel()
	if _, err := Run(ctx, m, opts(1000)); !errors.Is(err, context.Canceled) {
		t.Errorf("stopped before the start: %v, want context.Canceled", err)
	}
}

// TestOptionsCheck: each bad option is named by its field.
func TestOptionsCheck(t *testing.T) {
	m := mitchellM(t, mitchell.Options{Tables: 5})
	for _, tc := range []struct {
		field string
		set   func(*Options)
	}{
		{"Sessions", func(o *Options) { o.Sessions = 0 }},
		{"Sessions", func(o *Options) { o.Sessions = MaxSessions + 1 }},
		{"Spread", func(o *Options) { o.Spread = -1 }},
		{"Spread", func(o *Options) { o.Spread = math.NaN() }},
		{"Noise", func(o *Options) { o.Noise = math.Inf(1) }},
		{"Workers", func(o *Options) { o.Workers = -2 }},
	} {
		o := DefaultOptions()
		tc.set(&o)
		_, err := Run(context.Background(), m, o)
		var oe *movement.OptionError
		if !errors.As(err, &oe) || oe.Field != tc.field {
			t.Errorf("%+v: error %v, want an OptionError for %s", o, err, tc.field)
		}
	}
	if err := DefaultOptions().Check(); err != nil {
		t.Errorf("DefaultOptions: %v", err)
	}
}

// TestNotSimulable: a seating plan without sets, a movement with errors
// and a teams movement are refused with ErrNotSimulable.
func TestNotSimulable(t *testing.T) {
	seatingOnly := &movement.Movement{
		Kind: movement.Individual, Game: movement.Bridge, Seats: movement.CompassSeats(),
		Contestants: 4, Tables: 1, Rounds: 1,
		Play: []movement.Play{{Round: 1, Table: 1, Seats: []int{1, 2, 3, 4}}},
	}
	broken := mitchellM(t, mitchell.Options{Tables: 5})
	broken.Play[1].Seats[0] = broken.Play[0].Seats[0] // a pair at two tables at once
	rr, err := teams.RoundRobin(teams.RoundRobinOptions{Teams: 4})
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range []*movement.Movement{seatingOnly, broken, rr} {
		_, err := Run(context.Background(), m, DefaultOptions())
		var ne *NotSimulableError
		if !errors.Is(err, ErrNotSimulable) || !errors.As(err, &ne) || ne.Why.IsZero() {
			t.Errorf("%v: want a NotSimulableError with a reason", err)
		}
		t.Log(err)
	}
}

// TestWilson checks the interval against published values (Newcombe,
// "Two-sided confidence intervals for the single proportion", Statistics
// in Medicine 17, 1998, table I: 0/10 gives 0–0.2775, 1/29 gives
// 0.0061–0.1718, 81/263 gives 0.2553–0.3662).
func TestWilson(t *testing.T) {
	for _, tc := range []struct {
		k, n      int
		low, high float64
	}{
		{0, 10, 0, 0.2775},
		{1, 29, 0.0061, 0.1718},
		{81, 263, 0.2553, 0.3662},
	} {
		p := wilson(tc.k, tc.n)
		if math.Abs(p.Low-tc.low) > 5e-5 || math.Abs(p.High-tc.high) > 5e-5 {
			t.Errorf("wilson(%d, %d) = [%.4f, %.4f], want [%.4f, %.4f]", tc.k, tc.n, p.Low, p.High, tc.low, tc.high)
		}
	}
}

// TestDefaultSpreadDerivation checks the arithmetic of the package doc:
// the variance of Φ(aZ) is arcsin(a²/(1+a²))/2π (against a numerical
// integral), and spread 0.25 gives a standard deviation of expected
// percentage between 6 and 7 points, which spreads 0.22 and 0.27 bracket.
func TestDefaultSpreadDerivation(t *testing.T) {
	sd := func(k float64) float64 {
		a := k / math.Sqrt(3*k*k+2)
		return math.Sqrt(math.Asin(a*a/(1+a*a)) / (2 * math.Pi))
	}
	numeric := func(k float64) float64 {
		a := k / math.Sqrt(3*k*k+2)
		// E[Φ(aZ)²] − 1/4 by the midpoint rule over ±8 sd.
		const steps = 200000
		h := 16.0 / steps
		s := 0.0
		for i := range steps {
			x := -8 + (float64(i)+0.5)*h
			phi := 0.5 * math.Erfc(-a*x/math.Sqrt2)
			s += phi * phi * math.Exp(-x*x/2) / math.Sqrt(2*math.Pi) * h
		}
		return math.Sqrt(s - 0.25)
	}
	for _, k := range []float64{0.22, DefaultSpread, 0.27, 1} {
		if d, n := sd(k), numeric(k); math.Abs(d-n) > 1e-6 {
			t.Errorf("spread %g: closed form %.6f, integral %.6f", k, d, n)
		}
	}
	got := 100 * sd(DefaultSpread)
	t.Logf("spread %g: expected percentages spread by %.2f points (0.22: %.2f, 0.27: %.2f)", DefaultSpread, got, 100*sd(0.22), 100*sd(0.27))
	if got < 6 || got > 7 || 100*sd(0.22) > 6.05 || 100*sd(0.27) < 6.95 {
		t.Errorf("spread %g gives %.2f points, want 6 to 7", DefaultSpread, got)
	}
}

// ExampleRun simulates a 7-table Mitchell.
func ExampleRun() {
	m, err := mitchell.Generate(mitchell.Options{Tables: 7})
	if err != nil {
		panic(err)
	}
	opt := DefaultOptions()
	opt.Sessions = 2000
	res, err := Run(context.Background(), m, opt)
	if err != nil {
		panic(err)
	}
	for _, f := range res.Fields {
		fmt.Printf("%s: the strongest pair wins %.0f%% (%.0f–%.0f%%)\n", f.Line, 100*f.StrongestWins.P, 100*f.StrongestWins.Low, 100*f.StrongestWins.High)
	}
	// Output:
	// NS: the strongest pair wins 53% (50–55%)
	// EW: the strongest pair wins 54% (52–56%)
}

// TestResultJSON pins the JSON the front ends read: a two-winner Mitchell
// of 5 tables, 500 sessions.
func TestResultJSON(t *testing.T) {
	res := run(t, mitchellM(t, mitchell.Options{Tables: 5}), opts(500))
	b, err := json.MarshalIndent(res, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	golden.Check(t, filepath.Join("testdata", "mitchell5.json"), append(b, '\n'), *golden.UpdateFlag())
	var back Result
	if err := json.Unmarshal(b, &back); err != nil {
		t.Fatal(err)
	}
	if jsonOf(t, back) != jsonOf(t, res) {
		t.Error("the JSON does not read back to the same result")
	}
}

// TestMirrors: the EW group of every board of a pairs movement is scored
// from its NS group (with and without arrow switches), and no group of
// an individual or preferans movement is (partners are left out, players
// are their own sides). TestMatchpointsMatchTheRules proves the scores.
func TestMirrors(t *testing.T) {
	for _, tc := range []struct {
		m    *movement.Movement
		want int
	}{
		{mitchellM(t, mitchell.Options{Tables: 7}), 7 * 4},
		{mitchellM(t, mitchell.Options{Tables: 5, Winners: 1}), 5 * 5},
		{howellM(t, howell.Options{Pairs: 8}), 7 * 4},
		{whistM(t, whist.Options{Players: 8}), 0},
		{preferansM(t, preferans.Options{Tables: 5}), 0},
	} {
		e, err := compile(context.Background(), tc.m)
		if err != nil {
			t.Fatal(err)
		}
		n := 0
		for _, g := range e.mirror {
			if g >= 0 {
				n++
			}
		}
		if n != tc.want {
			t.Errorf("%s: %d mirrored groups, want %d", tc.m.Name, n, tc.want)
		}
	}
}
