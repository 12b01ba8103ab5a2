package app

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"slices"
	"strconv"
	"strings"

	"github.com/movegen/movegen/export/formats"
	"github.com/movegen/movegen/export/scorerfile"
	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/howell"
	"github.com/movegen/movegen/movement/mitchell"
	"github.com/movegen/movegen/movement/preferans"
	"github.com/movegen/movegen/movement/whist"
)

// The library request: movegen's best movement for each size in a range,
// in one scorer's format, so that a club installs a whole library at once.

// MaxLibrarySizes bounds the sizes of one library field.
const MaxLibrarySizes = 200

// LibraryFields are the library request's fields: the format, a range of
// sizes per family, the seed and time limit of the searches, the output.
func LibraryFields() []Field {
	return []Field{
		{Name: "to", Label: "Format", Kind: Choice, Choices: FileFormats(),
			Help: "format to write: ebu (EBUScore, one file of many movements), or json, asc, kbs (one file a movement, in the -o folder)"},
		{Name: "mitchell", Label: "Mitchell tables", Kind: String,
			Help: "Mitchell movements for these numbers of tables, such as 3-15 (or 4,6,8-10)"},
		{Name: "web", Label: "Web Mitchell tables", Kind: String,
			Help: fmt.Sprintf("web Mitchells for these numbers of tables, such as 14-26 (the EBU's range; %d to %d), each with its default sets; a scorer's file numbers the tables 1 to T across the room", mitchell.MinWebTables, mitchell.MaxTables)},
		{Name: "howell", Label: "Howell tables", Kind: String,
			Help: "Howell movements for these numbers of tables, such as 3-15: each for 2×tables−1 and 2×tables pairs"},
		{Name: "individual", Label: "Individual players", Kind: String,
			Help: "individual movements for these numbers of players, such as 8-33"},
		{Name: "preferans", Label: "Preferans tables", Kind: String,
			Help: "preferans movements for these numbers of tables of four, such as 5-20"},
		{Name: "seed", Label: "Seed", Kind: Uint, Default: "1", Help: "seed of the searches: the same seed gives the same library"},
		timeField("longest time for each search (individual counts without a whist tournament, preferans by search)", false),
		{Name: "output", Short: "o", Label: "File", Kind: String,
			Help: "the file to write (ebu), or the folder to write one file a movement into (json, asc, kbs); default: standard output, for one file"},
		{Name: "ew-numbers-from", Label: "EW pairs numbered from", Kind: Int,
			Help: "number every Mitchell's EW pairs from this number; without it, .ASC, EBUScore and KBS number them as the format needs (.ASC on from the NS pairs, EBUScore and KBS from 11, or 21 above 10 tables): print the cards from the library's file"},
		{Name: "force", Label: "Replace a fuller file", Kind: Bool,
			Help: "replace an -o file that holds more movements than the library writes, or that is not a movement file (without it such a write is refused)"},
	}
}

// libraryNumbers numbers a Mitchell's EW pairs for a library in format:
// from the ew-numbers-from field when given, else, for a scorer's format
// that gives every pair a number of its own, as that format needs
// (scorerfile.EWFrom). The library's file is then what the cards are
// printed from, and both say the same.
func libraryNumbers(v *Values, format string, m *movement.Movement) (*movement.Movement, error) {
	if v.Given("ew-numbers-from") {
		return NumberEW(v, m)
	}
	if format == "json" {
		return m, nil
	}
	c, _ := scorerfile.NumberEWFrom(m, scorerfile.EWFrom(m, format == "asc"))
	return c, nil
}

// LibraryEntry is one movement of a library: written (Data holds it in
// the library's format), or skipped saying why.
type LibraryEntry struct {
	// Family is the generator, Size the size asked for (tables, pairs or
	// players, as the family counts).
	Family string
	Size   int
	// Name is the base name of its file ("howell-9").
	Name     string
	Movement *movement.Movement
	Data     []byte
	// Skipped says why the format cannot express it (the writer's
	// reason); NotMade: the request was stopped before it was made.
	Skipped movement.Text
	NotMade bool
	// Stopped: its search ended at the time limit (or by the request's
	// end) with the best schedule so far; another run may differ.
	Stopped bool
}

// Written reports whether the entry is in the library.
func (e *LibraryEntry) Written() bool { return e.Data != nil }

// LibraryResult is a library made: its format and entries in order.
type LibraryResult struct {
	Format  string
	Entries []LibraryEntry
	// Interrupted: the request's context ended before every entry was
	// made; those not made say so.
	Interrupted bool
}

// librarySize is one movement to make: the family and its field values.
type librarySize struct {
	family string
	size   int
	query  url.Values
	// gen is the generator's family when it is not family ("mitchell"
	// for the web field).
	gen string
}

// generator is the family whose generator makes s.
func (s librarySize) generator() string {
	if s.gen != "" {
		return s.gen
	}
	return s.family
}

// CheckLibrary refuses a library request before any movement is made: a
// missing format or range, a range that does not parse or a size the
// generator refuses (an *Error on the family's field), several movements
// of a format that holds one without a folder to write them into.
func CheckLibrary(v *Values) error {
	_, _, err := libraryPlan(v)
	return err
}

// libraryPlan checks a library request (see CheckLibrary) and lists the
// movements it asks for.
func libraryPlan(v *Values) (format string, sizes []librarySize, err error) {
	format = v.String("to")
	if !v.Given("to") || format == "" {
		return "", nil, &Error{Field: "to", Missing: true, Why: say("want one of %s", strings.Join(FileFormats(), ", "))}
	}
	seed := strconv.FormatUint(v.Uint("seed"), 10)
	limit := v.Duration("time").String()
	asked := false
	for _, fam := range []string{"mitchell", "web", "howell", "individual", "preferans"} {
		if !v.Given(fam) {
			continue
		}
		asked = true
		ns, err := ParseSizes(v.String(fam))
		if err != nil {
			return "", nil, &Error{Field: fam, Value: v.Raw(fam), Quote: true, Why: textOf(err)}
		}
		for _, n := range ns {
			add := func(size int, check error, q url.Values) error {
				var oe *movement.OptionError
				if errors.As(check, &oe) {
					what := say("%d tables", n)
					switch fam {
					case "howell":
						what = say("%d tables, %d pairs", n, size)
					case "individual":
						what = say("%d players", n)
					}
					return &Error{Field: fam, Value: v.Raw(fam), Quote: true, Why: say("%v: %v", what, oe.Text)}
				}
				if check != nil {
					return internal(check)
				}
				sizes = append(sizes, librarySize{family: fam, size: size, query: q})
				return nil
			}
			switch fam {
			case "mitchell":
				err = add(n, mitchell.Options{Tables: n}.Check(), url.Values{"tables": {strconv.Itoa(n)}})
			case "web":
				err = add(n, mitchell.WebOptions{Tables: n}.Check(), url.Values{"tables": {strconv.Itoa(n)}, "variant": {string(mitchell.Web)}})
				if err == nil {
					sizes[len(sizes)-1].gen = "mitchell"
				}
			case "howell":
				// Both pair counts of n tables; an odd count below the
				// smallest Howell is left out when the even one exists.
				if odd := 2*n - 1; (howell.Options{Pairs: odd}).Check() == nil {
					err = add(odd, nil, url.Values{"pairs": {strconv.Itoa(odd)}})
				}
				if err == nil {
					err = add(2*n, howell.Options{Pairs: 2 * n}.Check(), url.Values{"pairs": {strconv.Itoa(2 * n)}})
				}
			case "individual":
				err = add(n, whist.Options{Players: n}.Check(), url.Values{"players": {strconv.Itoa(n)}, "seed": {seed}, "time": {limit}})
			case "preferans":
				err = add(n, preferans.Options{Tables: n, Seats: 4}.Check(), url.Values{"tables": {strconv.Itoa(n)}, "seed": {seed}, "time": {limit}})
			}
			if err != nil {
				return "", nil, err
			}
		}
	}
	if !asked {
		return "", nil, &Error{Field: "mitchell/web/howell/individual/preferans", Missing: true, Why: say("name the sizes of at least one family, such as %s 3-15", Name("mitchell"))}
	}
	f := formats.Format(format)
	if out := v.String("output"); len(sizes) > 1 && !f.Many() && (out == "" || out == "-") {
		return "", nil, &Error{Field: "output", Missing: true, Why: say("a %s file holds one movement: name a folder to write one file a movement into", f.Title())}
	}
	return format, sizes, nil
}

// Library makes the movements v asks for, each by its family's generator
// through the layer (a search stops at the time field with its best), and
// writes each in the format: a movement the format cannot express is
// skipped with the writer's sentence, never written wrongly. When ctx
// ends, the entry being made keeps its best schedule and the rest are not
// made (Interrupted). progress, when not nil, is told after each entry.
func Library(ctx context.Context, v *Values, progress func(done, total int)) (*LibraryResult, error) {
	format, sizes, err := libraryPlan(v)
	if err != nil {
		return nil, err
	}
	res := &LibraryResult{Format: format}
	// The families of single players are tried on a small movement of
	// their shape first: a format that cannot hold that shape (EBUScore
	// and KBS hold no individual tables) skips them without a search.
	refused := map[string]movement.Text{}
	for _, fam := range []string{"individual", "preferans"} {
		if !slices.ContainsFunc(sizes, func(s librarySize) bool { return s.family == fam }) {
			continue
		}
		why, err := shapeRefused(ctx, format, fam)
		if errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) {
			break // stopped: the entries say they were not made
		}
		if err != nil {
			return nil, err
		}
		if !why.IsZero() {
			refused[fam] = why
		}
	}
	for i, s := range sizes {
		e := LibraryEntry{Family: s.family, Size: s.size, Name: defaultName(s)}
		if why, ok := refused[s.family]; ok {
			e.Skipped = why
			res.Entries = append(res.Entries, e)
			continue
		}
		if ctx.Err() != nil {
			res.Interrupted = true
			e.NotMade = true
			res.Entries = append(res.Entries, e)
			continue
		}
		fam := FamilyOf(s.generator())
		fv, err := FromQuery(s.query, fam.Fields...)
		if err != nil {
			return nil, internal(err)
		}
		r, err := fam.Generate(ctx, fv, GenerateOptions{Format: format})
		if ctx.Err() != nil {
			res.Interrupted = true
		}
		switch {
		case errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded):
			res.Interrupted = true
			e.NotMade = true
		case err != nil:
			return nil, err
		default:
			e.Movement, e.Stopped = r.Movement, r.Stopped
			if r.Name != "" {
				e.Name = r.Name
			}
			if e.Movement, err = libraryNumbers(v, format, e.Movement); err != nil {
				return nil, err
			}
			b, why, err := marshalOrWhy(format, e.Movement)
			if err != nil {
				return nil, err
			}
			e.Data, e.Skipped = b, why
		}
		res.Entries = append(res.Entries, e)
		if progress != nil {
			progress(i+1, len(sizes))
		}
	}
	return res, nil
}

// defaultName is the base name of a size's file when no movement was made.
func defaultName(s librarySize) string {
	if s.family == "preferans" {
		return "preferans-" + strconv.Itoa(s.size) + "-tables"
	}
	return s.family + "-" + strconv.Itoa(s.size)
}

// marshalOrWhy writes m in format, or says why the format cannot hold it
// (the writer's reason, without the movement's name); any other failure
// is an error.
func marshalOrWhy(format string, m *movement.Movement) ([]byte, movement.Text, error) {
	b, err := formats.Marshal(formats.Format(format), m)
	var cw *scorerfile.CannotWrite
	switch {
	case errors.As(err, &cw):
		return nil, cw.Why, nil
	case err != nil:
		return nil, movement.Text{}, refusal(format, err)
	}
	return b, movement.Text{}, nil
}

// shapeRefused says why format cannot hold any movement of family (its
// table layout and kind), or nothing when it can hold some: the format is
// tried on the family's quickest movement cut to one full table and one
// round, which has nothing a writer refuses but its shape.
func shapeRefused(ctx context.Context, format, family string) (movement.Text, error) {
	q := url.Values{"players": {"8"}}
	if family == "preferans" {
		q = url.Values{"tables": {"5"}}
	}
	fam := FamilyOf(family)
	fv, err := FromQuery(q, fam.Fields...)
	if err != nil {
		return movement.Text{}, internal(err)
	}
	r, err := fam.Generate(ctx, fv, GenerateOptions{Format: format})
	if err != nil {
		return movement.Text{}, classify(err)
	}
	m := r.Movement
	seats := make([]int, len(m.Seats))
	for i := range seats {
		seats[i] = i + 1
	}
	shell := &movement.Movement{Name: m.Name, Family: m.Family, Kind: m.Kind, Game: m.Game, Seats: m.Seats,
		Contestants: len(seats), Tables: 1, Rounds: 1, Sets: 1, BoardsPerSet: m.BoardsPerSet,
		Play: []movement.Play{{Round: 1, Table: 1, Set: 1, Seats: seats}}}
	if movement.Validate(shell).Valid() {
		_, why, err := marshalOrWhy(format, shell)
		return why, err
	}
	return movement.Text{}, nil
}

// ParseSizes reads sizes such as "3-15", "7" or "4,6,8-10" (a dash or an
// en dash between the ends of a range; spaces ignored) into the sizes in
// increasing order, each once. At most MaxLibrarySizes sizes.
func ParseSizes(s string) ([]int, error) {
	bad := func() error { return &Error{Why: say("want sizes such as 3-15, 7 or 4,6,8-10")} }
	var out []int
	for _, part := range strings.Split(s, ",") {
		part = strings.ReplaceAll(strings.TrimSpace(part), "–", "-")
		if part == "" {
			continue
		}
		lo, hi, isRange := strings.Cut(part, "-")
		a, err := strconv.Atoi(strings.TrimSpace(lo))
		if err != nil || a < 0 {
			return nil, bad()
		}
		b := a
		if isRange {
			if b, err = strconv.Atoi(strings.TrimSpace(hi)); err != nil || b < a {
				return nil, bad()
			}
		}
		if b-a >= MaxLibrarySizes || len(out)+b-a >= MaxLibrarySizes {
			return nil, &Error{Why: say("more than %d sizes", MaxLibrarySizes)}
		}
		// Counted up to b and stopped there, not past it: n <= b holds
		// for every int when b is the largest one.
		for n := a; ; n++ {
			out = append(out, n)
			if n == b {
				break
			}
		}
	}
	if len(out) == 0 {
		return nil, bad()
	}
	slices.Sort(out)
	return slices.Compact(out), nil
}
