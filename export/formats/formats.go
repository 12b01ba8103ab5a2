package formats

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"slices"
	"strconv"
	"strings"

	"github.com/movegen/movegen/export/ascfile"
	"github.com/movegen/movegen/export/bmdcfile"
	"github.com/movegen/movegen/export/ebufile"
	"github.com/movegen/movegen/export/jsonfile"
	"github.com/movegen/movegen/export/kbsfile"
	"github.com/movegen/movegen/export/scorerfile"
	"github.com/movegen/movegen/movement"
)

// Format names a movement file format.
type Format string

// The formats. Unknown is the zero value: "find out from the content".
const (
	Unknown Format = ""
	// JSON is movegen's own "movegen-movement/1" document.
	JSON Format = "json"
	// ASC is the pjms.nl .ASC movement file, version 1.0.
	ASC Format = "asc"
	// EBU is an EBUScore movement file (TSUserMovements.txt and the like).
	EBU Format = "ebu"
	// KBS is a Knave Bridge Scorer movement file.
	KBS Format = "kbs"
	// ASE is ASE Scorer's user movement text; known, not supported.
	ASE Format = "ase"
	// BMDC is the Bridgemate Data Connector's JSON (export/bmdcfile):
	// written, not read, and not in All, which lists what is read.
	BMDC Format = "bmdc"
)

// All returns every format in the order front ends list them.
func All() []Format { return []Format{JSON, ASC, EBU, KBS, ASE} }

// Names returns the formats' names ("json", "asc", ...), for a flag's
// list of values.
func Names() []string {
	var out []string
	for _, f := range All() {
		out = append(out, string(f))
	}
	return out
}

// Parse returns the format named s (case does not matter), or an error
// naming the formats.
func Parse(s string) (Format, error) {
	f := Format(strings.ToLower(strings.TrimSpace(s)))
	if slices.Contains(All(), f) {
		return f, nil
	}
	return Unknown, fmt.Errorf("format %q: want one of %s", s, strings.Join(Names(), ", "))
}

// Title returns the format's name for people: "movegen JSON", ".ASC",
// "EBUScore", "KBS", "ASE Scorer".
func (f Format) Title() string {
	switch f {
	case JSON:
		return "movegen JSON"
	case ASC:
		return ".ASC"
	case EBU:
		return ebufile.FormatName
	case KBS:
		return kbsfile.FormatName
	case ASE:
		return "ASE Scorer"
	case BMDC:
		return bmdcfile.FormatName
	}
	return "unknown"
}

// Extension returns the usual file extension of the format: ".json",
// ".asc", ".txt" (EBUScore's TSUserMovements.txt), "" for KBS (whose
// files are named after their tables, such as T7) and ASE.
func (f Format) Extension() string {
	switch f {
	case JSON:
		return ".json"
	case ASC:
		return ".asc"
	case EBU:
		return ".txt"
	case BMDC:
		return ".bmdc.json"
	}
	return ""
}

// Many reports whether one file of the format holds many movements (an
// EBUScore file does); WriteAll writes more than one movement only to such
// formats.
func (f Format) Many() bool { return f == EBU }

// SniffBytes is how much of the start of a file Detect looks at.
const SniffBytes = 4096

// Detect returns the format of a file from its first bytes (SniffBytes
// are enough): JSON when it starts with "{", KBS when a line is DESCEND,
// EBUScore when it has an EBUScore header and table line, .ASC when its
// first line (after comments) is five numbers ending in 0 or 1; Unknown
// otherwise.
func Detect(head []byte) Format {
	if len(head) > SniffBytes {
		head = head[:SniffBytes]
	}
	trimmed := bytes.TrimLeft(bytes.TrimPrefix(head, []byte("\xef\xbb\xbf")), " \t\r\n")
	switch {
	case len(trimmed) > 0 && trimmed[0] == '{':
		return JSON
	case kbsfile.Sniff(head):
		return KBS
	case ebufile.Sniff(head):
		return EBU
	case sniffASC(head):
		return ASC
	}
	return Unknown
}

// sniffASC reports whether the first line that is not a comment holds
// five numbers (separated by spaces, tabs, "-" or ","), the last 0 or 1.
func sniffASC(head []byte) bool {
	head = bytes.TrimPrefix(head, []byte("\xef\xbb\xbf"))
	for _, line := range strings.Split(string(head), "\n") {
		if i := strings.IndexByte(line, '#'); i >= 0 {
			line = line[:i]
		}
		toks := strings.FieldsFunc(line, func(r rune) bool {
			return r == ' ' || r == '\t' || r == '-' || r == ',' || r == '\r'
		})
		if len(toks) == 0 {
			continue
		}
		if len(toks) != 5 {
			return false
		}
		for _, t := range toks {
			for _, c := range t {
				if c < '0' || c > '9' {
					return false
				}
			}
		}
		return toks[4] == "0" || toks[4] == "1"
	}
	return false
}

// Named is one movement read from a file: its name, the format it was
// read from, and either a movement or (EBUScore teams movements, which
// movegen's model cannot hold) a teams movement. An entry listed but not
// read (an EBUScore individual movement) has neither, and Skipped says
// why.
type Named struct {
	Name     string
	Format   Format
	Movement *movement.Movement
	Teams    *ebufile.Teams
	Skipped  movement.Text
}

// Options are what ReadAll cannot always learn from the file.
type Options struct {
	// Format, when not Unknown, skips detection.
	Format Format
	// ASC holds the .ASC reader's options (boards per set, name, game):
	// an .ASC file records no boards per set.
	ASC ascfile.Options
}

// MaxBytes is the largest file ReadAll accepts (64 MiB, as the JSON
// reader).
const MaxBytes = jsonfile.MaxBytes

// ReadAll reads every movement of a file of any format: the format is
// opt.Format or, when that is Unknown, what Detect finds. file names the
// input in messages ("" gives scorerfile.Input). A file whose format is
// not recognised is a *scorerfile.ParseError saying which formats are.
func ReadAll(ctx context.Context, r io.Reader, file string, opt Options) ([]Named, error) {
	data, err := io.ReadAll(io.LimitReader(r, MaxBytes+1))
	if err != nil {
		return nil, &scorerfile.ParseError{File: file, Msg: movement.Say("read: %v", err.Error())}
	}
	if len(data) > MaxBytes {
		return nil, &scorerfile.ParseError{File: file, Msg: movement.Say("larger than %d bytes", MaxBytes)}
	}
	f := opt.Format
	if f == Unknown {
		f = Detect(data)
	}
	name := func(m *movement.Movement) Named { return Named{Name: m.Name, Format: f, Movement: m} }
	switch f {
	case JSON:
		m, err := jsonfile.ReadContext(ctx, bytes.NewReader(data), orInput(file))
		if err != nil {
			return nil, err
		}
		return []Named{name(m)}, nil
	case ASC:
		m, err := ascfile.ReadContext(ctx, bytes.NewReader(data), orInput(file), opt.ASC)
		if err != nil {
			return nil, err
		}
		return []Named{name(m)}, nil
	case KBS:
		m, err := kbsfile.ReadContext(ctx, bytes.NewReader(data), file)
		if err != nil {
			return nil, err
		}
		return []Named{name(m)}, nil
	case EBU:
		es, err := ebufile.ReadContext(ctx, bytes.NewReader(data), file)
		if err != nil {
			return nil, err
		}
		out := make([]Named, 0, len(es))
		for i, e := range es {
			n := Named{Name: e.Title, Format: EBU, Movement: e.Movement, Teams: e.Teams, Skipped: e.Skipped}
			if e.Movement != nil {
				n.Name = e.Movement.Name
			}
			if n.Name == "" {
				n.Name = fmt.Sprintf("movement %d", i+1)
			}
			out = append(out, n)
		}
		return out, nil
	case ASE:
		return nil, aseUnsupported()
	}
	return nil, &scorerfile.ParseError{File: file, Msg: movement.Say("not a movement file movegen knows: want movegen JSON, .ASC, EBUScore or KBS")}
}

// orInput gives the readers that want a name one.
func orInput(file string) string {
	if file == "" {
		return scorerfile.Input
	}
	return file
}

// ReadFile is ReadAll for a file on disk, named by its path.
func ReadFile(ctx context.Context, path string, opt Options) ([]Named, error) {
	f, err := openFile(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return ReadAll(ctx, f, path, opt)
}

func aseUnsupported() error {
	return &scorerfile.UnsupportedFormat{Format: ASE.Title(), Why: movement.Say("its help describes the screens for user and individual movements but not the layout of the text file its Load option reads, so movegen cannot write a file ASE Scorer is sure to accept (see docs/formats/ase.md)")}
}

// Select returns the entry called name (case does not matter; a number
// "3" also picks the third entry when no entry has that name), or a
// *NoSuchMovement listing the names there are.
func Select(ns []Named, name string) (Named, error) {
	for _, n := range ns {
		if strings.EqualFold(n.Name, name) {
			return n, nil
		}
	}
	if i, err := strconv.Atoi(name); err == nil && i >= 1 && i <= len(ns) {
		return ns[i-1], nil
	}
	e := &NoSuchMovement{Name: name}
	for _, n := range ns {
		e.Names = append(e.Names, n.Name)
	}
	return Named{}, e
}

// NoSuchMovement is Select's error: no entry has the name asked for.
type NoSuchMovement struct {
	Name  string
	Names []string
}

// Error returns the message in English.
func (e *NoSuchMovement) Error() string { return e.Text().String() }

// Text returns the message as a movement.Text.
func (e *NoSuchMovement) Text() movement.Text {
	quoted := make([]string, len(e.Names))
	for i, n := range e.Names {
		quoted[i] = strconv.Quote(n)
	}
	return movement.Say("no movement %q in the file; it holds %s", e.Name, strings.Join(quoted, ", "))
}

func openFile(path string) (*os.File, error) { return os.Open(path) }
