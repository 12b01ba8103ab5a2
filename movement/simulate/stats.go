package simulate

import "math"

// z95 is the 0.975 quantile of the standard normal distribution: the
// half-width of a 95% interval in standard errors.
const z95 = 1.959963984540054

// tally sums the records of a run of sessions, one fig per ranking.
type tally struct {
	n    int
	best int
	figs []fig
}

// fig sums one ranking's records.
type fig struct {
	wins, top3, shared int
	place, placeSq     int64
	tau, tauSq         float64
	luck, luckSq       float64
	winsBy             []int
}

func (e *engine) newTally() *tally {
	t := &tally{figs: make([]fig, len(e.rankings))}
	for i, r := range e.rankings {
		t.figs[i].winsBy = make([]int, len(r.who))
	}
	return t
}

// add counts the session whose records ws holds.
func (t *tally) add(e *engine, ws *workspace) {
	t.n++
	if ws.best {
		t.best++
	}
	for i := range t.figs {
		f, r := &t.figs[i], &ws.rec[i]
		if r.win {
			f.wins++
		}
		if r.top3 {
			f.top3++
		}
		if r.shared {
			f.shared++
		}
		f.place += int64(r.place)
		f.placeSq += int64(r.place) * int64(r.place)
		f.tau += r.tau
		f.tauSq += r.tau * r.tau
		f.luck += r.luck
		f.luckSq += r.luck * r.luck
		f.winsBy[r.winner]++
	}
}

// merge adds u's sums to t's. Merging in a fixed order keeps the float
// sums, and so the figures, the same on any number of workers.
func (t *tally) merge(u *tally) {
	t.n += u.n
	t.best += u.best
	for i := range t.figs {
		f, g := &t.figs[i], &u.figs[i]
		f.wins += g.wins
		f.top3 += g.top3
		f.shared += g.shared
		f.place += g.place
		f.placeSq += g.placeSq
		f.tau += g.tau
		f.tauSq += g.tauSq
		f.luck += g.luck
		f.luckSq += g.luckSq
		for j := range f.winsBy {
			f.winsBy[j] += g.winsBy[j]
		}
	}
}

// fill writes the figures of t into res.
func (t *tally) fill(e *engine, res *Result) {
	n := t.n
	res.Best = wilson(t.best, n)
	for i, r := range e.rankings {
		f := t.figs[i]
		fg := Figures{
			Line:           r.line,
			StrongestWins:  wilson(f.wins, n),
			StrongestPlace: meanOf(float64(f.place), float64(f.placeSq), n),
			Tau:            meanOf(f.tau, f.tauSq, n),
			Luck:           meanOf(f.luck, f.luckSq, n),
			SharedFirst:    f.shared,
			Wins:           append([]int(nil), f.winsBy...),
		}
		for _, c := range r.who {
			fg.Contestants = append(fg.Contestants, int(c)+1)
		}
		if len(r.who) >= 4 {
			p := wilson(f.top3, n)
			fg.TopThree = &p
		}
		if e.overall && i == len(e.rankings)-1 {
			fg.Line = ""
			res.Overall = &fg
			continue
		}
		res.Fields = append(res.Fields, fg)
	}
}

// wilson returns k successes in n trials with the 95% Wilson score
// interval.
func wilson(k, n int) Proportion {
	out := Proportion{Count: k, Trials: n}
	if n == 0 {
		return out
	}
	nf := float64(n)
	p := float64(k) / nf
	z2 := z95 * z95
	den := 1 + z2/nf
	mid := (p + z2/(2*nf)) / den
	half := z95 * math.Sqrt(p*(1-p)/nf+z2/(4*nf*nf)) / den
	out.P = p
	out.Low = math.Max(0, mid-half)
	out.High = math.Min(1, mid+half)
	return out
}

// meanOf returns the mean of n values from their sum and sum of squares,
// their sample standard deviation and the normal 95% interval of the
// mean.
func meanOf(sum, sumSq float64, n int) Mean {
	out := Mean{N: n}
	if n == 0 {
		return out
	}
	nf := float64(n)
	out.Mean = sum / nf
	if n > 1 {
		v := (sumSq - sum*sum/nf) / (nf - 1)
		out.SD = math.Sqrt(math.Max(0, v))
	}
	half := z95 * out.SD / math.Sqrt(nf)
	out.Low, out.High = out.Mean-half, out.Mean+half
	return out
}
