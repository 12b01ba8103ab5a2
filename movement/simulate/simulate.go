package simulate

import (
	"context"
	"errors"
	"fmt"
	"math"
	"runtime"
	"sync"
	"sync/atomic"

	"github.com/movegen/movegen/movement"
)

// DefaultSpread is the standard deviation of true strength in units of a
// board's noise used unless told otherwise; the package doc derives it.
const DefaultSpread = 0.25

// DefaultSessions is the number of sessions a simulation plays unless
// told otherwise: enough for every probability to be within about ±1
// percentage point (the widest 95% interval, at 50%, is ±0.98).
const DefaultSessions = 10000

// MaxSessions bounds Options.Sessions.
const MaxSessions = 10_000_000

// chunk is the number of sessions a worker plays and sums as one piece:
// the unit of the order-preserving merge and of the partial result.
const chunk = 64

// Options say how to simulate. Start from DefaultOptions: the zero value
// has no noise and no spread.
type Options struct {
	// Sessions is how many sessions to play, 1..MaxSessions.
	Sessions int
	// Spread is the standard deviation of the true strengths in units of
	// the noise of one board (DefaultSpread); 0 makes every contestant
	// equally strong.
	Spread float64
	// Noise is the standard deviation of a board's noise; 1 by default, 0
	// makes every result follow the strengths exactly.
	Noise float64
	// Seed selects the random streams: the same seed gives the same
	// figures on any number of cores.
	Seed uint64
	// Workers is how many goroutines play; 0 means GOMAXPROCS. It changes
	// the speed, never the figures.
	Workers int
	// Progress, when set, is told the sessions finished so far (those of
	// the chunks finished without a gap from the first: the figures a stop
	// keeps) and the total, from the goroutine that called Run.
	Progress func(done, total int) `json:"-"`
}

// DefaultOptions returns DefaultSessions sessions at DefaultSpread, noise 1,
// seed 1.
func DefaultOptions() Options {
	return Options{Sessions: DefaultSessions, Spread: DefaultSpread, Noise: 1, Seed: 1}
}

// Check returns nil when o can be simulated, or a *movement.OptionError
// naming the first field that is out of range.
func (o Options) Check() error {
	bad := func(field string, t movement.Text) error {
		return &movement.OptionError{Generator: "simulate", Field: field, Text: t}
	}
	switch {
	case o.Sessions < 1 || o.Sessions > MaxSessions:
		return bad("Sessions", say("%d sessions: want 1 to %d", o.Sessions, MaxSessions))
	case math.IsNaN(o.Spread) || math.IsInf(o.Spread, 0) || o.Spread < 0:
		return bad("Spread", say("strength spread %g: want a number 0 or more", o.Spread))
	case math.IsNaN(o.Noise) || math.IsInf(o.Noise, 0) || o.Noise < 0:
		return bad("Noise", say("board noise %g: want a number 0 or more", o.Noise))
	case o.Workers < 0:
		return bad("Workers", say("%d workers: want 0 or more", o.Workers))
	}
	return nil
}

// say builds a sentence kept as data for export/i18n to translate.
func say(format string, args ...any) movement.Text { return movement.Say(format, args...) }

// ErrNotSimulable is matched (errors.Is) by the error Run returns for a
// movement it cannot play: one with errors (Validate), a seating plan
// without board sets, a teams movement, or one in which nobody is
// compared with anybody.
// The error is a *NotSimulableError saying why.
var ErrNotSimulable = errors.New("the movement cannot be simulated")

// NotSimulableError says why a movement cannot be simulated, as a
// sentence kept as data for a catalogue to translate; it matches
// ErrNotSimulable.
type NotSimulableError struct {
	Why movement.Text
}

// Error returns the reason in English.
func (e *NotSimulableError) Error() string {
	return ErrNotSimulable.Error() + ": " + e.Why.String()
}

// Is reports whether target is ErrNotSimulable.
func (e *NotSimulableError) Is(target error) bool { return target == ErrNotSimulable }

// Result holds the figures of a simulation; the JSON carries it for the
// front ends.
type Result struct {
	// Movement is the movement's name.
	Movement string `json:"movement"`
	// Sessions is the number of sessions the figures are over; Requested
	// the number asked for. Partial is set when the context ended the run
	// first.
	Sessions  int  `json:"sessions"`
	Requested int  `json:"requested"`
	Partial   bool `json:"partial"`
	// Seed, Spread and Noise are the options the figures come from.
	Seed   uint64  `json:"seed"`
	Spread float64 `json:"spread"`
	Noise  float64 `json:"noise"`
	// Fields holds the figures of each field of two or more contestants,
	// in the order of movement.Report.Fields.
	Fields []Figures `json:"fields"`
	// Overall ranks the contestants of all those fields together by
	// percentage (one overall winner, as a director may announce across a
	// two-winner Mitchell or across preferans lines); nil with one field.
	Overall *Figures `json:"overall,omitempty"`
	// Best is the probability that the strongest contestant of the whole
	// room finishes first in his own field: "does the best pair win?" in
	// one figure, comparable between movements with one and two winners.
	Best Proportion `json:"best_wins_own_field"`
}

// Figures are the figures of one ranking (a field, or Overall).
type Figures struct {
	// Contestants lists the contestants ranked, ascending.
	Contestants []int `json:"contestants"`
	// Line is the seat every one of them always held (NS, EW at a
	// two-winner Mitchell; a preferans line), "" when they change seats.
	Line movement.Seat `json:"line,omitempty"`
	// StrongestWins: the strongest contestant finishes first.
	StrongestWins Proportion `json:"strongest_wins"`
	// StrongestPlace: the strongest contestant's finishing place (1 is
	// first).
	StrongestPlace Mean `json:"strongest_place"`
	// TopThree: the first three finishers are the three strongest, in any
	// order; nil when fewer than four are ranked.
	TopThree *Proportion `json:"top_three,omitempty"`
	// Tau: Kendall's τ between the true and the finished order (1 when
	// they agree, 0 when unrelated, −1 when reversed).
	Tau Mean `json:"kendall_tau"`
	// Luck: the standard deviation over the contestants of the mean true
	// strength of the opponents each met, in units of the strength
	// spread; 0 when everybody met equally strong opposition.
	Luck Mean `json:"luck_of_draw"`
	// SharedFirst counts the sessions in which two or more contestants
	// tied for first place before the lot broke the tie.
	SharedFirst int `json:"shared_first"`
	// Wins counts, in the order of Contestants, the sessions each
	// finished first.
	Wins []int `json:"wins"`
}

// Proportion is a probability estimated from Count successes in Trials
// sessions, with its 95% Wilson score interval [Low, High].
type Proportion struct {
	Count  int     `json:"count"`
	Trials int     `json:"trials"`
	P      float64 `json:"p"`
	Low    float64 `json:"low"`
	High   float64 `json:"high"`
}

// Mean is the mean of a figure over N sessions, its standard deviation
// over the sessions, and the normal 95% interval of the mean [Low, High].
type Mean struct {
	N    int     `json:"n"`
	Mean float64 `json:"mean"`
	SD   float64 `json:"sd"`
	Low  float64 `json:"low"`
	High float64 `json:"high"`
}

// Run simulates opt.Sessions sessions of m. It fails with an
// OptionError for bad options and with an error wrapping ErrNotSimulable
// for a movement it cannot play. When ctx ends it returns the figures of
// the sessions finished so far with Partial set, or, when none were,
// ctx's error.
func Run(ctx context.Context, m *movement.Movement, opt Options) (*Result, error) {
	if err := opt.Check(); err != nil {
		return nil, err
	}
	e, err := compile(ctx, m)
	if err != nil {
		return nil, err
	}
	return e.run(ctx, opt)
}

// run plays the sessions of opt over the compiled movement.
func (e *engine) run(ctx context.Context, opt Options) (*Result, error) {
	n := opt.Sessions
	chunks := (n + chunk - 1) / chunk
	workers := opt.Workers
	if workers == 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	workers = max(1, min(workers, chunks))
	sums := make([]*tally, chunks)
	var next atomic.Int64
	finished := make(chan int, chunks)
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			ws := e.workspace()
			for {
				k := int(next.Add(1)) - 1
				if k >= chunks || ctx.Err() != nil {
					return
				}
				t := e.newTally()
				ok := true
				for i := k * chunk; i < min(n, (k+1)*chunk); i++ {
					if ctx.Err() != nil {
						ok = false
						break
					}
					e.session(ws, opt, i)
					t.add(e, ws)
				}
				if !ok {
					return
				}
				sums[k] = t
				finished <- k
			}
		}()
	}
	go func() { wg.Wait(); close(finished) }()
	// Progress counts the sessions of the chunks finished without a gap
	// from the first: the figures a stop would keep.
	prefix := 0 // chunks 0..prefix-1 are finished
	got := make([]bool, chunks)
	for k := range finished {
		got[k] = true
		before := prefix
		for prefix < chunks && got[prefix] {
			prefix++
		}
		if opt.Progress != nil && prefix > before {
			opt.Progress(min(n, prefix*chunk), n)
		}
	}
	total := e.newTally()
	sessions := 0
	for k := range chunks {
		if sums[k] == nil {
			break
		}
		total.merge(sums[k])
		sessions = min(n, (k+1)*chunk)
	}
	if sessions == 0 {
		return nil, fmt.Errorf("simulate: stopped before the first sessions were played: %w", context.Cause(ctx))
	}
	res := &Result{
		Movement: e.name, Sessions: sessions, Requested: n, Partial: sessions < n,
		Seed: opt.Seed, Spread: opt.Spread, Noise: opt.Noise,
	}
	total.fill(e, res)
	return res, nil
}
