package app

import (
	"bytes"
	"context"
	"errors"
	"path/filepath"
	"strings"

	"github.com/movegen/movegen/export/ascfile"
	"github.com/movegen/movegen/export/jsonfile"
	"github.com/movegen/movegen/movement"
)

// MaxFileBytes is the largest movement file Read accepts.
const MaxFileBytes = jsonfile.MaxBytes

// ReadFields are the fields of the commands that read a movement file.
func ReadFields() []Field {
	return []Field{{Name: "boards", Label: "Boards a set (.ASC)", Kind: Int, Lib: "BoardsPerSet",
		Help: "boards per set for .ASC files, which do not record it (default 3)"}}
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

// Sniff names the format of a movement file, "json" or "asc": by its
// content (a document that starts with "{" is JSON), the name's extension
// as a hint when the content does not say (an empty or broken .json file
// is read as JSON, to say what is wrong with it).
func Sniff(name string, data []byte) string {
	trimmed := bytes.TrimLeft(bytes.TrimPrefix(data, []byte("\xef\xbb\xbf")), " \t\r\n")
	switch {
	case len(trimmed) > 0 && trimmed[0] == '{':
		return "json"
	case strings.EqualFold(filepath.Ext(name), ".json"):
		return "json"
	}
	return "asc"
}

// Read reads the movement file name (for messages; "stdin" for standard
// input) holding data, in the format Sniff detects. v's boards field gives
// the boards per set of an .ASC file (nil: the default). Every fault of
// the file is an *Error whose sentence names the file and, where known,
// the line; a stop by ctx wraps the context's error.
func Read(ctx context.Context, name string, data []byte, v *Values) (*movement.Movement, error) {
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
	var m *movement.Movement
	var err error
	if Sniff(name, data) == "json" {
		m, err = jsonfile.ReadContext(ctx, bytes.NewReader(data), name)
	} else {
		m, err = ascfile.ReadContext(ctx, bytes.NewReader(data), name, ascfile.Options{BoardsPerSet: boards, Name: ascName(name)})
	}
	if err == nil {
		err = ctx.Err()
	}
	switch {
	case errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded):
		return nil, err // a stop, not a fault of the file
	case err != nil:
		return nil, fileErr(textOf(err))
	}
	return m, nil
}

// ascName is the movement's name for an .ASC file read from standard
// input ("" otherwise: the reader takes the file's name).
func ascName(name string) string {
	if name == "stdin" {
		return "stdin"
	}
	return ""
}
