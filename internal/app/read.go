package app

import (
	"bytes"
	"context"
	"errors"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/movegen/movegen/export/ascfile"
	"github.com/movegen/movegen/export/ebufile"
	"github.com/movegen/movegen/export/formats"
	"github.com/movegen/movegen/export/jsonfile"
	"github.com/movegen/movegen/export/scorerfile"
	"github.com/movegen/movegen/movement"
)

// MaxFileBytes is the largest movement file Read accepts.
const MaxFileBytes = jsonfile.MaxBytes

// ReadFields are the fields of the commands that read a movement file.
func ReadFields() []Field {
	return []Field{
		{Name: "boards", Label: "Boards a set (.ASC)", Kind: Int, Lib: "BoardsPerSet",
			Help: "boards per set for .ASC files, which do not record it (default 3)"},
		{Name: "movement", Label: "Movement in the file", Kind: String,
			Help: "the movement to use from a file that holds many (an EBUScore file): its name or its number, 1 for the first"},
	}
}

// CheckRead refuses the reading fields of v out of range (nil v: none
// given), before any file is read.
func CheckRead(v *Values) error {
	if v == nil {
		return nil
	}
	if b := v.Int("boards"); b < 0 || b > ascfile.MaxBoardsPerSet {
		return v.FieldError("boards", say("want 1 to %d", ascfile.MaxBoardsPerSet))
	}
	return nil
}

// Sniff names the format of a movement file: "json", "asc", "ebu" or
// "kbs" by its content (formats.Detect), the name's extension as a hint
// when the content does not say (a broken .json file is read as JSON and
// a broken .asc file as .ASC, to say what is wrong with them); "" when
// neither tells.
func Sniff(name string, data []byte) string {
	if f := formats.Detect(data); f != formats.Unknown {
		return string(f)
	}
	switch strings.ToLower(filepath.Ext(name)) {
	case ".json":
		return "json"
	case ".asc":
		return "asc"
	}
	return ""
}

// Entry is one movement of a movement file: a file of movegen JSON, .ASC
// or KBS holds one, an EBUScore file any number. An entry holds a
// movement, or a teams movement (EBUScore teams, which movegen's movement
// model cannot hold: Teams.Check says who meets whom), or neither: then
// it was listed but not read, and Skipped says why.
type Entry struct {
	// Number is the entry's place in the file, from 1.
	Number int
	Name   string
	// Format is the file's format ("ebu", ...), FormatTitle its name for
	// people ("EBUScore").
	Format, FormatTitle string
	Movement            *movement.Movement
	Teams               *ebufile.Teams
	Skipped             movement.Text
}

// ReadAll reads every movement of the movement file name (for messages;
// "stdin" for standard input) holding data, in the format its content
// says (see Sniff). v's boards field gives the boards per set of an .ASC
// file (nil: the default); its movement field, when given, keeps only the
// entry of that name or number. Every fault of the file is an *Error
// whose sentence names the file and, where known, the line and the field;
// a stop by ctx wraps the context's error.
func ReadAll(ctx context.Context, name string, data []byte, v *Values) ([]Entry, error) {
	if err := CheckRead(v); err != nil {
		return nil, err
	}
	boards := 0
	if v != nil {
		boards = v.Int("boards")
	}
	if len(data) > MaxFileBytes {
		return nil, fileErr(say("%s: larger than %d bytes", name, MaxFileBytes))
	}
	if len(bytes.TrimSpace(data)) == 0 {
		return nil, fileErr(say("%s: the file is empty", name))
	}
	unknown := fileErr(say("%s: not a movement file movegen knows: want movegen JSON, .ASC, EBUScore or KBS", name))
	f := formats.Format(Sniff(name, data))
	// A .txt file whose first movement is broken is read as EBUScore (the
	// format of TSUserMovements.txt), to say where it is broken.
	guess := f == formats.Unknown && strings.EqualFold(filepath.Ext(name), ".txt")
	if guess {
		f = formats.EBU
	}
	if f == formats.Unknown {
		return nil, unknown
	}
	ns, err := formats.ReadAll(ctx, bytes.NewReader(data), name, formats.Options{Format: f,
		ASC: ascfile.Options{BoardsPerSet: boards, Name: ascName(name)}})
	if err == nil {
		err = ctx.Err()
	}
	var pe *scorerfile.ParseError
	switch {
	case errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded):
		return nil, err // a stop, not a fault of the file
	case guess && errors.As(err, &pe) && (pe.Line == 0 || pe.Field == "header"):
		// No EBUScore header where one belongs: not a movement file.
		return nil, unknown
	case err != nil:
		return nil, fileErr(textOf(err))
	}
	out := make([]Entry, len(ns))
	for i, n := range ns {
		out[i] = Entry{Number: i + 1, Name: n.Name, Format: string(n.Format), FormatTitle: n.Format.Title(),
			Movement: n.Movement, Teams: n.Teams, Skipped: n.Skipped}
		if n.Teams != nil && n.Movement == nil {
			out[i].Movement = teamsMovement(n.Teams)
		}
	}
	if v != nil && v.Given("movement") {
		e, err := Pick(out, name, v.String("movement"))
		if err != nil {
			return nil, err
		}
		out = []Entry{e}
	}
	return out, nil
}

// Pick returns the entry of entries called want (case does not matter),
// or the want-th when want is a number no entry is called; a name two
// entries share is refused naming both, to be picked by number; file names the
// file in messages. Anything else is an *Error on the movement field
// listing the entries.
func Pick(entries []Entry, file, want string) (Entry, error) {
	var named []Entry
	for _, e := range entries {
		if strings.EqualFold(e.Name, want) {
			named = append(named, e)
		}
	}
	switch {
	case len(named) == 1:
		return named[0], nil
	case len(named) > 1:
		// Two movements of the file share the name: picking the first
		// would be a guess.
		return Entry{}, &Error{Field: "movement", Value: want, Quote: true,
			Why: say("%s holds %d movements of that name (%s): name one by its number", file, len(named), ListEntries(named))}
	}
	if i, err := strconv.Atoi(strings.TrimSpace(want)); err == nil && i >= 1 && i <= len(entries) {
		return entries[i-1], nil
	}
	return Entry{}, &Error{Field: "movement", Value: want, Quote: true,
		Why: say("%s holds no such movement; it holds %s", file, ListEntries(entries))}
}

// ListEntries lists the entries' numbers and names for a message:
// `1 "Mitchell, 3 tables", 2 "Howell, 8 pairs"`.
func ListEntries(entries []Entry) string {
	parts := make([]string, len(entries))
	for i, e := range entries {
		parts[i] = strconv.Itoa(e.Number) + " " + strconv.Quote(e.Name)
	}
	return strings.Join(parts, ", ")
}

// Read reads the one movement of a movement file (see ReadAll): a file
// that holds many needs v's movement field, and a refusal without it lists
// the movements in the file; an entry that holds no movement (a teams
// movement, one not read) is refused saying why.
func Read(ctx context.Context, name string, data []byte, v *Values) (*movement.Movement, error) {
	es, err := ReadAll(ctx, name, data, v)
	if err != nil {
		return nil, err
	}
	e, err := One(es, name)
	if err != nil {
		return nil, err
	}
	return e.Movement, nil
}

// One is the one entry of entries that a command working on one movement
// uses: the only one, or an *Error listing them when there are several
// (the movement field picks one). An entry without a movement is refused
// saying why.
func One(es []Entry, name string) (Entry, error) {
	if len(es) > 1 {
		return Entry{}, &Error{Field: "movement", Missing: true,
			Why: say("%s holds %d movements; name one by its name or number: %s", name, len(es), ListEntries(es))}
	}
	e := es[0]
	switch {
	case e.Teams != nil && e.Movement == nil:
		return Entry{}, fileErr(say("%s: %q is an EBUScore teams movement that breaks a rule of teams play: movegen check says which", name, e.Name))
	case e.Movement == nil:
		return Entry{}, fileErr(say("%s: %q was not read: %v", name, e.Name, e.Skipped))
	}
	return e, nil
}

// teamsMovement is an EBUScore teams movement in movegen's model, so that
// cards, convert and replan take it as they take a generated teams
// movement; nil when it does not fit the model or breaks a rule of teams
// play (check then says why, in the file's terms). The file does not say
// how the two tables of a match share the boards: the model takes the one
// copy exchanged halfway, as EBUScore's American whist type does.
func teamsMovement(t *ebufile.Teams) *movement.Movement {
	m, err := t.Movement(movement.BoardsExchange)
	if err != nil || len(movement.Validate(m).Errors()) > 0 {
		return nil
	}
	return m
}

// ascName is the movement's name for an .ASC file read from standard
// input ("" otherwise: the reader takes the file's name).
func ascName(name string) string {
	if name == "stdin" {
		return "stdin"
	}
	return ""
}
