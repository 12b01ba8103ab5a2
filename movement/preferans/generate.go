package preferans

import (
	"cmp"
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
	// Mols lays out mutually orthogonal Latin squares (an orthogonal
	// array from movement/design): perfect for every table count with
	// enough known squares.
	Mols Method = "mols"
	// Search starts from the best orthogonal array known and improves the
	// lines it lacks by a seeded local search: for the table counts with
	// no perfect schedule known. Nobody ever plays a set twice.
	Search Method = "search"
	// Rest seats N ≡ 1 (mod table size) players with one resting each round.
	Rest Method = "rest"
	// ExtraMove is the book's remedy for other table counts: a line that
	// would meet a set it has played moves one table further.
	ExtraMove Method = "extra-move"
)

// Methods lists the methods in the order the command line shows them.
func Methods() []Method { return []Method{Auto, Rotation, Field, Mols, Search, Rest, ExtraMove} }

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
	// DealsPerSet is the number of deals in a set: 0 for one per player
	// at the table (4 at tables of four, 3 at tables of three), or 3 or 4
	// at tables of four, where the dealer sits out his deal and 3 deals a
	// round shorten the session by a quarter. Tables of three play 3. With
	// Players and no Seats, 4 asks for tables of four.
	DealsPerSet int
	// Method is the construction to use; "" means Auto.
	Method Method
	// Seed and Effort drive the local search for table counts without a
	// perfect schedule: the same seed and effort give the same schedule.
	// Effort 0 means DefaultEffort. The search also stops when ctx ends,
	// returning the best so far (SearchFigures.Interrupted).
	Seed   uint64
	Effort int
	// Progress, when set, is told the search moves made out of the budget.
	Progress func(done, total int)
}

// SearchFigures are the figures of a schedule found by search.
type SearchFigures struct {
	// Repeats is Σ max(0, m−1) over the pairs of players of different
	// lines meeting m times; Bound a true lower bound on it.
	Repeats, Bound int
	// BoundText proves the bound.
	BoundText movement.Text
	// Impossible is set when the bound rules out a perfect schedule.
	Impossible bool
	// Moves is the number of search moves made.
	Moves int
	// Interrupted is set when the context ended the search (a time limit
	// or Ctrl-C): the schedule is the best so far and may differ from run
	// to run.
	Interrupted bool
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
	// Search holds the figures of a searched schedule; nil otherwise.
	Search *SearchFigures
	// players is set when Layout already names the number of players;
	// figures when the notes state each player's figures (--players).
	players, figures bool
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
// layout no method handles. It names the field of Options at fault (Field,
// the Go name) with the sentence (Text); front ends report it as bad
// input.
type RequestError = movement.OptionError

// refuse builds a RequestError on field. An error argument becomes its
// own sentence when it can say itself as a Text.
func refuse(field, format string, args ...any) error {
	for i, a := range args {
		var t interface{ Text() movement.Text }
		if err, ok := a.(error); ok && errors.As(err, &t) {
			args[i] = t.Text()
		}
	}
	return &movement.OptionError{Generator: "preferans", Field: field, Text: say(format, args...)}
}

// IsRequestError reports whether err comes from a bad request rather than
// an internal failure.
func IsRequestError(err error) bool {
	var re *RequestError
	return errors.As(err, &re)
}

// MaxPlayers bounds the requests Generate serves: at most this many
// players, so at most MaxPlayers/4 tables of four or MaxPlayers/3 of three.
const MaxPlayers = 1000

// Generate builds the movement opts asks for and validates it.
func Generate(ctx context.Context, opts Options) (*Result, error) {
	// A cancelled context stops before anything is made; one whose
	// deadline has passed still gets the first schedule, as a search
	// stopped at once (a time limit shorter than one step runs one step).
	if err := ctx.Err(); errors.Is(err, context.Canceled) {
		return nil, err
	}
	if opts.Method == "" {
		opts.Method = Auto
	}
	if err := opts.Check(); err != nil {
		return nil, err
	}
	if opts.DealsPerSet == 4 && opts.Players > 0 && opts.Seats == 0 {
		opts.Seats = 4
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
	if opts.DealsPerSet != 0 {
		if opts.DealsPerSet > len(m.Seats) {
			return nil, refuse("DealsPerSet", "a table of three plays 3 deals a set, one dealt by each player")
		}
		m.BoardsPerSet = opts.DealsPerSet
	}
	if probs := movement.Validate(m); !probs.Valid() {
		return nil, movement.Internalf("%s movement for %s is invalid: %v", res.Method, res.Layout, probs.Errors()[0])
	}
	return res, nil
}

// Check returns nil when opts is a request Generate serves (it may still
// find no layout for the players), or a *RequestError naming the field of
// Options at fault.
func (opts Options) Check() error {
	if opts.Method != "" {
		if _, err := ParseMethod(string(opts.Method)); err != nil {
			return refuse("Method", "want one of %s", methodNames())
		}
	}
	switch {
	case opts.Seats != 0 && opts.Seats != 3 && opts.Seats != 4:
		return refuse("Seats", "preferans is played 4 or 3 a table")
	case opts.Rounds < 0:
		return refuse("Rounds", "want at least 1 round")
	case opts.Tables != 0 && opts.Players != 0:
		return refuse("Players", "give the number of tables or the number of players, not both")
	case opts.Tables < 0:
		return refuse("Tables", "want at least 1 table")
	case opts.Players < 0 || (opts.Players > 0 && opts.Players < 3):
		return refuse("Players", "a preferans table needs at least 3 players")
	case opts.Tables == 0 && opts.Players == 0:
		return refuse("Tables", "want at least 1 table, or give the number of players instead")
	case opts.Tables > MaxPlayers/cmp.Or(opts.Seats, 4):
		return refuse("Tables", "want at most %d tables of %d (%d players)", MaxPlayers/cmp.Or(opts.Seats, 4), cmp.Or(opts.Seats, 4), MaxPlayers)
	case opts.Players > MaxPlayers:
		return refuse("Players", "want at most %d players", MaxPlayers)
	case opts.DealsPerSet != 0 && opts.DealsPerSet != 3 && opts.DealsPerSet != 4:
		return refuse("DealsPerSet", "want 3 or 4 at tables of four (tables of three play 3)")
	case opts.DealsPerSet == 4 && opts.Seats == 3:
		return refuse("DealsPerSet", "a table of three plays 3 deals a set, one dealt by each player")
	case opts.Effort < 0:
		return refuse("Effort", "want a positive number of moves")
	}
	return nil
}

// methodNames lists the methods' names for messages.
func methodNames() string {
	names := make([]string, 0, 7)
	for _, m := range Methods() {
		names = append(names, string(m))
	}
	return strings.Join(names, ", ")
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
			return nil, refuse("Method", "the rotation N 0, E +1, S +2%s, sets −1 needs gcd(T, 6) = 1; %d tables have gcd %d (try auto)",
				map[bool]string{true: ", W −2", false: ""}[k == 4], t, gcd(t, 6))
		}
		return rotation(opts)
	case Field:
		if !fieldWorks(t, k) {
			return nil, refuse("Method", "a perfect field rotation for tables of %s needs a prime power of at least %d tables; %d is not (try auto)", sizeText(k), k+1, t)
		}
		return field(opts)
	case Rest:
		return nil, refuse("Method", "a rest scheme seats N players at tables of four with N ≡ 1 (mod 4), or of three with N ≡ 1 (mod 3), one player resting each round, so it is asked for by the number of players, not of tables; %d tables of %s seat %d players, and the nearest counts a rest scheme handles are %s",
			t, sizeText(k), t*k, nearest(t*k, k, Rest))
	case ExtraMove:
		return extraMove(opts, "requested")
	case Mols:
		return mols(opts)
	case Search:
		return search(ctx, opts)
	}
	// Auto.
	switch {
	case rotationWorks(t, k):
		return rotation(opts)
	case fieldWorks(t, k):
		return field(opts)
	case molsWorks(t, k):
		return mols(opts)
	}
	return search(ctx, opts)
}

// layoutChoice is one way to seat N players.
type layoutChoice struct {
	tables, seats int
	method        Method
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
		if n+d <= MaxPlayers && len(above) < 2 && len(choices(n+d, seats, method)) > 0 {
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

func gcd(a, b int) int {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

func mod(a, n int) int { return ((a % n) + n) % n }
