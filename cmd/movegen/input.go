package main

import (
	"bytes"
	"context"
	"errors"
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
// (exit 2) whose message names the file and, where known, the line. A
// stop while the input is awaited (a FIFO nobody opens, a pipe nobody
// writes to) returns ctx's error at once.
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
	name := path
	if path == "-" {
		name = "stdin"
	}
	data, err := readInput(ctx, g, path)
	if isStop(err) {
		return nil, name, err // a stop while the input was awaited: nothing read
	}
	if err != nil {
		return nil, name, inputErrf("%s: %w", name, err)
	}
	es, err := app.ReadAll(ctx, name, data, v)
	return es, name, cliErr(err)
}

// readInput reads the whole of an input file, path ("-" is standard
// input), refusing more than app.MaxFileBytes, and returns ctx's error as
// soon as ctx ends: every reader (movements, plan --config, teams swiss
// --standings) goes through it, so the first Ctrl-C or SIGTERM stops a
// command that waits on a FIFO nobody opens or a pipe nobody writes to.
func readInput(ctx context.Context, g *globalOptions, path string) ([]byte, error) {
	read := func() ([]byte, error) { return readLimited(path) }
	if path == "-" {
		read = func() ([]byte, error) { return io.ReadAll(io.LimitReader(g.stdin, app.MaxFileBytes+1)) }
	}
	return readOrStop(ctx, read)
}

// isStop reports whether err is a stop (a signal, or a context's end)
// rather than a failure to read.
func isStop(err error) bool {
	return errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded)
}

// readOrStop runs read, which may wait without end (a FIFO nobody opens,
// a pipe nobody writes to), and returns its result, or ctx's error as
// soon as ctx ends: a Ctrl-C while the input is awaited stops the command
// at once. The abandoned read ends with the process.
func readOrStop(ctx context.Context, read func() ([]byte, error)) ([]byte, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	type result struct {
		data []byte
		err  error
	}
	done := make(chan result, 1)
	go func() {
		data, err := read()
		done <- result{data, err}
	}()
	select {
	case r := <-done:
		return r.data, r.err
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

// readLimited reads a whole file, refusing files above app.MaxFileBytes.
func readLimited(path string) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, errorf("open: %w", unwrapPath(err))
	}
	defer f.Close()
	// A buffer of the file's size at once: memory near the file's size,
	// not the several times of a growing buffer (a FIFO or a device says
	// 0 and grows it).
	size := 0
	if fi, err := f.Stat(); err == nil && fi.Mode().IsRegular() {
		size = int(min(fi.Size(), app.MaxFileBytes))
	}
	b := bytes.NewBuffer(make([]byte, 0, size+bytes.MinRead+1))
	_, err = b.ReadFrom(io.LimitReader(f, app.MaxFileBytes+1))
	data := b.Bytes()
	if err != nil {
		return nil, errorf("read: %w", unwrapPath(err))
	}
	return data, nil
}
