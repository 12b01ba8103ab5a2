package preferans

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/design"
)

// Method names how a preferans movement is built.
type Method string

// The methods Generate knows.
const (
	// Auto picks the best method available for the request.
	Auto Method = "auto"
	// Rotation is the book's rotation modulo T: perfect when gcd(T, 6) = 1.
	Rotation Method = "rotation"
	// Field is the same rotation over GF(q), q a prime power: perfect for
	// q ≥ 5 at tables of four and q ≥ 4 at tables of three.
	Field Method = "field"
	// Rest seats N ≡ 1 (mod table size) players with one resting each round.
	Rest Method = "rest"
	// ExtraMove is the book's remedy for other table counts: a line that
	// would meet a set it has played moves one table further.
	ExtraMove Method = "extra-move"
)

// Methods lists the methods in the order the command line shows them.
func Methods() []Method { return []Method{Auto, Rotation, Field, Rest, ExtraMove} }

// ParseMethod reads a method name.
func ParseMethod(s string) (Method, error) {
	for _, m := range Methods() {
		if string(m) == s {
			return m, nil
		}
	}
	names := make([]string, 0, 5)
	for _, m := range Methods() {
		names = append(names, string(m))
	}
	return "", fmt.Errorf("%q: want one of %s", s, strings.Join(names, ", "))
}

// FallbackFunc builds a preferans movement for a layout no construction
// here handles perfectly: tables tables of seats players (lines N, E, S[, W]
// and one set per table per round), rounds rounds. The seating planner can
// be plugged in here; Generate validates what it returns.
type FallbackFunc func(ctx context.Context, tables, seats, rounds int) (*movement.Movement, error)

// Options is a request for a preferans movement. Give either Tables (with
// Seats) or Players.
type Options struct {
	// Tables is the number of tables, all full; 0 when Players is given.
	Tables int
	// Seats is the players at a table: 4 (default) or 3. With Players it
	// restricts the layouts tried.
	Seats int
	// Players is the number of players; Generate chooses the layout.
	Players int
	// Rounds shortens the session; 0 plays the full cycle.
	Rounds int
	// Method is the construction to use; "" means Auto.
	Method Method
	// Fallback, when set, is tried by Auto before the extra move for table
	// counts without a perfect construction.
	Fallback FallbackFunc
}

// Result is a generated movement with the director's explanation.
type Result struct {
	Movement *movement.Movement
	// Method is the construction used.
	Method Method
	// Layout says, in one sentence, how the players are seated.
	Layout string
	// Why says, in one sentence, why this method was chosen.
	Why string
	// Promise states what the schedule guarantees; tests prove it with
	// movement.Analyze.
	Promise string
	// LayoutText, WhyText and PromiseText are Layout, Why and Promise kept
	// as data (Layout = LayoutText.String(), and so on), for printing in
	// another language.
	LayoutText, WhyText, PromiseText movement.Text
	// Copies is the number of copies of every deal the director must
	// prepare: 0 (or 1) when each set is at one table at a time, the number
	// of tables when every table of a round plays the same set.
	Copies int
	// Perfect is true when the schedule is perfect in the method's sense:
	// every two players who can meet meet equally often and every player
	// plays every set at most once, over the full cycle.
	Perfect bool
}

// newResult fills a Result, keeping each sentence both as data and in
// English.
func newResult(m *movement.Movement, method Method, layout, why, promise movement.Text, perfect bool) *Result {
	return &Result{
		Movement: m, Method: method,
		Layout: layout.String(), Why: why.String(), Promise: promise.String(),
		LayoutText: layout, WhyText: why, PromiseText: promise,
		Perfect: perfect,
	}
}

// withPlayers prefixes the layout with the number of players, as chosen
// for a --players request.
func (r *Result) withPlayers(n int) {
	r.LayoutText = say("%d players: %s", n, r.LayoutText)
	r.Layout = r.LayoutText.String()
}

// RequestError is a request Generate cannot serve: bad numbers, or a
// layout no method handles. The command line reports it as bad input.
type RequestError struct {
	// Msg is the sentence as data (English format and arguments), so a
	// catalogue can translate it.
	Msg movement.Text
}

func (e *RequestError) Error() string { return e.Msg.String() }

// Text returns the error as a sentence for the message catalogue.
func (e *RequestError) Text() movement.Text { return e.Msg }

// badRequest builds a RequestError. An error argument becomes its own
// sentence when it can say itself as a Text.
func badRequest(format string, args ...any) error {
	for i, a := range args {
		var t interface{ Text() movement.Text }
		if err, ok := a.(error); ok && errors.As(err, &t) {
			args[i] = t.Text()
		}
	}
	return &RequestError{Msg: say(format, args...)}
}

// IsRequestError reports whether err comes from a bad request rather than
// an internal failure.
func IsRequestError(err error) bool {
	var re *RequestError
	return errors.As(err, &re)
}

// maxPlayers bounds the requests Generate serves.
const maxPlayers = 1000

// Generate builds the movement opts asks for and validates it.
func Generate(ctx context.Context, opts Options) (*Result, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	if opts.Method == "" {
		opts.Method = Auto
	}
	if _, err := ParseMethod(string(opts.Method)); err != nil {
		return nil, badRequest("--method %v", err)
	}
	switch {
	case opts.Seats != 0 && opts.Seats != 3 && opts.Seats != 4:
		return nil, badRequest("--seats %d: preferans is played 4 or 3 a table", opts.Seats)
	case opts.Rounds < 0:
		return nil, badRequest("--rounds %d: want a positive number of rounds (0 for the full cycle)", opts.Rounds)
	case opts.Tables != 0 && opts.Players != 0:
		return nil, badRequest("give the number of tables or the number of players, not both")
	case opts.Tables < 0:
		return nil, badRequest("--tables %d: want at least 1 table", opts.Tables)
	case opts.Players < 0 || (opts.Players > 0 && opts.Players < 3):
		return nil, badRequest("--players %d: a preferans table needs at least 3 players", opts.Players)
	case opts.Tables == 0 && opts.Players == 0:
		return nil, badRequest("give the number of tables or the number of players")
	case opts.Tables*4 > maxPlayers || opts.Players > maxPlayers:
		return nil, badRequest("at most %d players are supported", maxPlayers)
	}
	var res *Result
	var err error
	if opts.Players > 0 {
		res, err = byPlayers(ctx, opts)
	} else {
		if opts.Seats == 0 {
			opts.Seats = 4
		}
		res, err = byTables(ctx, opts)
	}
	if err != nil {
		return nil, err
	}
	m := res.Movement
	if probs := movement.Validate(m); !probs.Valid() {
		return nil, movement.Internalf("%s movement for %s is invalid: %v", res.Method, res.Layout, probs.Errors()[0])
	}
	return res, nil
}

// rotationWorks reports whether the book's rotation is perfect with T
// tables of seats players.
func rotationWorks(t, seats int) bool {
	return design.Rotation{Ring: design.IntegersMod(t), Lines: bookLines(t, seats), Sets: mod(-1, t)}.Check() == nil
}

// fieldWorks reports whether a GF(q) rotation is perfect for seats lines.
func fieldWorks(q, seats int) bool {
	_, _, ok := design.PrimePower(q)
	return ok && q >= seats+1 && q <= design.MaxFieldOrder
}

// restWorks reports whether a one-rest scheme exists for v players at
// tables of k.
func restWorks(v, k int) bool {
	_, err := design.NewRestScheme(v, k)
	return err == nil
}

func byTables(ctx context.Context, opts Options) (*Result, error) {
	t, k := opts.Tables, opts.Seats
	switch opts.Method {
	case Rotation:
		if !rotationWorks(t, k) {
			return nil, badRequest("--method rotation: the rotation N 0, E +1, S +2%s, sets −1 needs gcd(T, 6) = 1; %d tables have gcd %d (try --method auto)",
				map[bool]string{true: ", W −2", false: ""}[k == 4], t, gcd(t, 6))
		}
		return rotation(opts)
	case Field:
		if !fieldWorks(t, k) {
			return nil, badRequest("--method field: a perfect field rotation for tables of %s needs a prime power of at least %d tables; %d is not (try --method auto)", sizeText(k), k+1, t)
		}
		return field(opts)
	case Rest:
		return nil, badRequest("--method rest: a rest scheme seats N players at tables of four with N ≡ 1 (mod 4), or of three with N ≡ 1 (mod 3), one player resting each round, so it is asked for with --players N, not --tables; %d tables of %s seat %d players, and the nearest counts a rest scheme handles are %s",
			t, sizeText(k), t*k, nearest(t*k, k, Rest))
	case ExtraMove:
		return extraMove(opts, "requested")
	}
	// Auto.
	switch {
	case rotationWorks(t, k):
		return rotation(opts)
	case fieldWorks(t, k):
		return field(opts)
	}
	if opts.Fallback != nil {
		if res, err := fallback(ctx, opts); err == nil {
			return res, nil
		} else if ctx.Err() != nil {
			return nil, err
		}
	}
	return extraMove(opts, "auto")
}

// layoutChoice is one way to seat N players.
type layoutChoice struct {
	tables, seats int
	method        Method
}

// choices lists the layouts that seat n players, best first: full tables
// with a perfect rotation (four, then three a table), one rest a round
// (four, then three), then full tables with the extra move.
func choices(n, seats int, method Method) []layoutChoice {
	var out []layoutChoice
	add := func(t, k int, m Method, ok bool) {
		if ok && (seats == 0 || seats == k) && (method == Auto || method == m) {
			out = append(out, layoutChoice{t, k, m})
		}
	}
	for _, k := range []int{4, 3} {
		if n%k == 0 {
			t := n / k
			add(t, k, Rotation, rotationWorks(t, k))
			add(t, k, Field, fieldWorks(t, k) && (method == Field || !rotationWorks(t, k)))
		}
	}
	for _, k := range []int{4, 3} {
		add((n-1)/k, k, Rest, n%k == 1 && restWorks(n, k))
	}
	for _, k := range []int{4, 3} {
		add(n/k, k, ExtraMove, n%k == 0)
	}
	return out
}

func byPlayers(ctx context.Context, opts Options) (*Result, error) {
	n := opts.Players
	cs := choices(n, opts.Seats, opts.Method)
	if opts.Method == Auto && opts.Fallback != nil && len(cs) > 0 && cs[0].method == ExtraMove {
		// Nothing perfect seats n players: try the planner before the
		// extra move.
		o := opts
		o.Tables, o.Seats, o.Players = cs[0].tables, cs[0].seats, 0
		if res, err := fallback(ctx, o); err == nil {
			res.withPlayers(n)
			return res, nil
		} else if ctx.Err() != nil {
			return nil, err
		}
	}
	if len(cs) == 0 {
		return nil, badRequest("--players %d: no %smovement for %d players%s; nearest counts that work: %s",
			n, methodWord(opts.Method), n, seatsWord(opts.Seats), nearest(n, opts.Seats, opts.Method))
	}
	c := cs[0]
	o := opts
	o.Tables, o.Seats, o.Players = c.tables, c.seats, 0
	var res *Result
	var err error
	switch c.method {
	case Rotation:
		res, err = rotation(o)
	case Field:
		res, err = field(o)
	case Rest:
		res, err = rest(o, n, c.seats)
	default:
		res, err = extraMove(o, "auto")
	}
	if err != nil {
		return nil, err
	}
	res.withPlayers(n)
	return res, nil
}

func methodWord(m Method) string {
	if m == Auto {
		return ""
	}
	return string(m) + " "
}

func seatsWord(k int) movement.Text {
	if k == 0 {
		return movement.Text{}
	}
	return say(" at tables of %s", sizeText(k))
}

// nearest lists up to four player counts near n that some method handles.
func nearest(n, seats int, method Method) string {
	var below, above []int
	for d := 1; d < 64 && len(below)+len(above) < 4; d++ {
		if n-d >= 3 && len(below) < 2 && len(choices(n-d, seats, method)) > 0 {
			below = append(below, n-d)
		}
		if n+d <= maxPlayers && len(above) < 2 && len(choices(n+d, seats, method)) > 0 {
			above = append(above, n+d)
		}
	}
	all := append(below, above...)
	slices.Sort(all)
	if len(all) == 0 {
		return "none within reach"
	}
	s := make([]string, len(all))
	for i, v := range all {
		s[i] = fmt.Sprint(v)
	}
	return strings.Join(s, ", ")
}

func fallback(ctx context.Context, opts Options) (*Result, error) {
	rounds := opts.Rounds
	if rounds == 0 {
		rounds = opts.Tables
	}
	m, err := opts.Fallback(ctx, opts.Tables, opts.Seats, rounds)
	if err != nil {
		return nil, err
	}
	return newResult(m, Auto,
		layoutText(tablesOf(opts.Tables, opts.Seats), m.Rounds),
		say("no perfect rotation exists for %s, so the seating planner searched for the best schedule it could find.", tablesOf(opts.Tables, opts.Seats)),
		say("no guarantee beyond validity; the report shows how fair the schedule is."),
		false), nil
}

func gcd(a, b int) int {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

func mod(a, n int) int { return ((a % n) + n) % n }
