package main

import (
	"context"
	"io"
	"os"

	"github.com/spf13/pflag"

	"github.com/movegen/movegen/internal/app"
	"github.com/movegen/movegen/movement"
)

// movementInput reads movement files for commands that take them, through
// the request layer's Read; it binds --boards (boards per set of an .ASC
// file).
type movementInput struct {
	flags *pflag.FlagSet
}

// bind adds the reading fields to f.
func (in *movementInput) bind(f *pflag.FlagSet) {
	in.flags = f
	app.Bind(f, app.ReadFields()...)
}

// read loads the one movement in path ("-" is standard input): a file
// that holds many needs --movement. The format comes from the content,
// the extension as a hint (app.Sniff). Every failure is an input error
// (exit 2) whose message names the file and, where known, the line.
func (in movementInput) read(ctx context.Context, g *globalOptions, path string) (*movement.Movement, error) {
	es, name, err := in.readAll(ctx, g, path)
	if err != nil {
		return nil, err
	}
	e, err := app.One(es, name)
	if err != nil {
		return nil, cliErr(err)
	}
	return e.Movement, nil
}

// readAll loads every movement in path (only the one --movement names,
// when given) and returns them with the file's name for messages.
func (in movementInput) readAll(ctx context.Context, g *globalOptions, path string) ([]app.Entry, string, error) {
	var v *app.Values
	if in.flags != nil {
		var err error
		if v, err = app.FromFlags(in.flags, app.ReadFields()...); err != nil {
			return nil, "", cliErr(err)
		}
		if err := app.CheckRead(v); err != nil {
			return nil, "", cliErr(err)
		}
	}
	var data []byte
	var err error
	name := path
	if path == "-" {
		name = "stdin"
		data, err = io.ReadAll(io.LimitReader(g.stdin, app.MaxFileBytes+1))
	} else {
		data, err = readLimited(path)
	}
	if err != nil {
		return nil, name, inputErrf("%s: %w", name, err)
	}
	es, err := app.ReadAll(ctx, name, data, v)
	return es, name, cliErr(err)
}

// readLimited reads a whole file, refusing files above app.MaxFileBytes.
func readLimited(path string) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, errorf("open: %w", unwrapPath(err))
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, app.MaxFileBytes+1))
	if err != nil {
		return nil, errorf("read: %w", unwrapPath(err))
	}
	return data, nil
}
