package main

import (
	"bytes"
	"context"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/movegen/movegen/export/ascfile"
	"github.com/movegen/movegen/export/jsonfile"
	"github.com/movegen/movegen/movement"
)

// movementInput reads movement files for commands that take them.
type movementInput struct {
	// BoardsPerSet is used for .ASC input, which does not record it
	// (0: ascfile.DefaultBoardsPerSet).
	BoardsPerSet int
}

// read loads the movement in path ("-" is standard input). The format comes
// from the extension (.json, .asc) or else from the content: a document
// starting with "{" is JSON, anything else .ASC. Every failure is an input
// error (exit 2) whose message names the file and, where known, the line.
func (in movementInput) read(ctx context.Context, g *globalOptions, path string) (*movement.Movement, error) {
	if in.BoardsPerSet < 0 || in.BoardsPerSet > ascfile.MaxBoardsPerSet {
		return nil, inputErrf("--boards %d: want 1 to %d", in.BoardsPerSet, ascfile.MaxBoardsPerSet)
	}
	var data []byte
	var err error
	name := path
	if path == "-" {
		name = "stdin"
		data, err = io.ReadAll(io.LimitReader(g.stdin, jsonfile.MaxBytes+1))
	} else {
		data, err = readLimited(path)
	}
	if err != nil {
		return nil, inputErrf("%s: %w", name, err)
	}
	if len(data) > jsonfile.MaxBytes {
		return nil, inputErrf("%s: larger than %d bytes", name, jsonfile.MaxBytes)
	}
	var m *movement.Movement
	switch sniff(path, data) {
	case "json":
		m, err = jsonfile.ReadContext(ctx, bytes.NewReader(data), name)
	default:
		opt := ascfile.Options{BoardsPerSet: in.BoardsPerSet}
		if path == "-" {
			opt.Name = "stdin"
		}
		m, err = ascfile.ReadContext(ctx, bytes.NewReader(data), name, opt)
	}
	if err == nil {
		err = ctx.Err()
	}
	switch {
	case errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded):
		return nil, err // a stop, not a fault of the file
	case err != nil:
		return nil, inputErr(err)
	}
	return m, nil
}

// readLimited reads a whole file, refusing files above jsonfile.MaxBytes.
func readLimited(path string) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, errorf("open: %w", unwrapPath(err))
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, jsonfile.MaxBytes+1))
	if err != nil {
		return nil, errorf("read: %w", unwrapPath(err))
	}
	return data, nil
}

// sniff names the format of a movement file: by extension, else by content.
func sniff(path string, data []byte) string {
	switch strings.ToLower(filepath.Ext(path)) {
	case ".json":
		return "json"
	case ".asc":
		return "asc"
	}
	trimmed := bytes.TrimLeft(bytes.TrimPrefix(data, []byte("\xef\xbb\xbf")), " \t\r\n")
	if len(trimmed) > 0 && trimmed[0] == '{' {
		return "json"
	}
	return "asc"
}
