package main

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"io"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
)

// writeOutput writes data to standard output when path is "" or "-", else
// to path through a temporary file in the same folder renamed into place,
// so a reader never sees a half-written file. Either failure exits 4
// (exitWrite).
func writeOutput(g *globalOptions, path string, data []byte) error {
	if path == "" || path == "-" {
		if _, err := g.stdout.Write(data); err != nil {
			return writeErr(errorf("write output: %w", unwrapPath(err)))
		}
		return nil
	}
	return writeFileAtomic(path, func(w io.Writer) error {
		_, err := w.Write(data)
		return err
	}, g.temps)
}

// writeStream is writeOutput for an output that write produces as it
// goes, so that a large one never has to be held whole: into the
// temporary file of path, or, for standard output, into memory first (so
// that a failure prints nothing). An error of write's own (bad input, a
// stop by Ctrl-C) is returned as it is, and the temporary file removed; a
// failure to write the file exits 4.
func writeStream(g *globalOptions, path string, write func(io.Writer) error) error {
	if path == "" || path == "-" {
		var b bytes.Buffer
		if err := write(&b); err != nil {
			return err
		}
		return writeOutput(g, path, b.Bytes())
	}
	return writeFileAtomic(path, write, g.temps)
}

// defaultFileMode is the mode of a new output file (before the umask).
const defaultFileMode fs.FileMode = 0o644

// createTemp makes a new file in dir named prefix, a random number and
// suffix, as os.CreateTemp does, but with defaultFileMode less the
// umask, the mode the shell's ">" gives a new file (os.CreateTemp makes
// it 0600, and a chmod to 0644 would ignore the umask: issue 38).
func createTemp(dir, prefix, suffix string) (*os.File, error) {
	for try := 0; ; try++ {
		name := filepath.Join(dir, prefix+strconv.FormatUint(rand.Uint64()%1e12, 10)+suffix)
		f, err := os.OpenFile(name, os.O_RDWR|os.O_CREATE|os.O_EXCL, defaultFileMode)
		if errors.Is(err, fs.ErrExist) && try < 100 {
			continue
		}
		return f, err
	}
}

// checkOutputPath refuses, before any work, an -o file that cannot be
// written: a folder, or a file in a folder that is missing or where no
// file can be made (a search of minutes must not end in "cannot write").
// It tries by making and removing a temporary file there. "" and "-" are
// standard output; a device or a FIFO is written into later, as it is.
func checkOutputPath(path string) error {
	if path == "" || path == "-" {
		return nil
	}
	target := path
	if resolved, err := filepath.EvalSymlinks(path); err == nil {
		target = resolved
	} else if _, err := os.Readlink(path); err == nil {
		return nil // a link to a file not made yet: written through later
	}
	if fi, err := os.Stat(target); err == nil {
		if fi.IsDir() {
			return writeErr(errorf("-o %s: is a folder; name a file", path))
		}
		if !fi.Mode().IsRegular() {
			return nil
		}
	}
	dir := filepath.Dir(target)
	f, err := createTemp(dir, "."+filepath.Base(target)+".", ".tmp")
	if err != nil {
		return writeErr(errorf("-o %s: cannot write in folder %s: %w", path, dir, unwrapPath(err)))
	}
	f.Close()
	os.Remove(f.Name())
	return nil
}

// fileWriter is the buffered temporary file an output is written to; it
// keeps the file's first error, to tell a failure to write (exit 4) from
// the writer's own errors.
type fileWriter struct {
	f   *os.File
	err error
}

func (w *fileWriter) Write(p []byte) (int, error) {
	if w.err != nil {
		return 0, w.err
	}
	n, err := w.f.Write(p)
	w.err = err
	return n, err
}

// writeFileAtomic writes what write produces to path via a temporary file
// and a rename. An existing file keeps its mode; a symbolic link is
// written through (the file it points to is replaced, the link stays); a
// folder is refused; a device or a FIFO (or a link to one) is written
// into, never replaced (writeInPlace). Every message names path, never the temporary file,
// which is removed on any failure or error of write; temps records it
// while it exists. A failure to write the file is a writeErr (exit 4);
// write's own errors are returned as they are.
func writeFileAtomic(path string, write func(io.Writer) error, temps *tempFiles) error {
	if fi, err := os.Stat(path); err == nil && !fi.Mode().IsRegular() && !fi.IsDir() {
		return writeInPlace(path, fi.Mode(), write, temps)
	}
	target := path
	mode := fs.FileMode(0) // 0: a new file, made with defaultFileMode less the umask
	if resolved, err := filepath.EvalSymlinks(path); err == nil {
		target = resolved
	} else if link, err := os.Readlink(path); err == nil {
		// A link to a file not made yet: create the file it names.
		if !filepath.IsAbs(link) {
			link = filepath.Join(filepath.Dir(path), link)
		}
		target = link
	}
	if fi, err := os.Stat(target); err == nil {
		if fi.IsDir() {
			return writeErr(errorf("-o %s: is a folder; name a file", path))
		}
		mode = fi.Mode().Perm()
	}
	dir := filepath.Dir(target)
	tmp, err := createTemp(dir, "."+filepath.Base(target)+".", ".tmp")
	if err != nil {
		// The temporary file's name means nothing to the user: say what
		// is wrong with the folder they named.
		return writeErr(errorf("-o %s: cannot write in folder %s: %w", path, dir, unwrapPath(err)))
	}
	name := tmp.Name()
	temps.add(name)
	defer func() {
		os.Remove(name) // no-op after a successful rename
		temps.done(name)
	}()
	fw := &fileWriter{f: tmp}
	bw := bufio.NewWriterSize(fw, 256<<10)
	err = write(bw)
	if err == nil {
		err = bw.Flush()
	}
	if err != nil {
		tmp.Close()
		if fw.err != nil {
			return writeErr(errorf("-o %s: %w", path, unwrapPath(fw.err)))
		}
		return err
	}
	if mode != 0 {
		if err := tmp.Chmod(mode); err != nil {
			tmp.Close()
			return writeErr(errorf("-o %s: %w", path, unwrapPath(err)))
		}
	}
	if err := tmp.Close(); err != nil {
		return writeErr(errorf("-o %s: %w", path, unwrapPath(err)))
	}
	if err := os.Rename(name, target); err != nil {
		var le *os.LinkError
		if errors.As(err, &le) {
			err = le.Err
		}
		return writeErr(errorf("-o %s: %w", path, err))
	}
	return nil
}

// writeInPlace writes what write produces into path, an existing file
// that is not a regular file: a device (/dev/null, /dev/full, a terminal)
// or a FIFO, opened for writing as the shell's ">" does (a FIFO waits for
// its reader; a stop while it waits returns context.Canceled). Such a
// file cannot be replaced by a rename without destroying it, and what is
// written cannot be taken back, so a failure part-way leaves what was
// written. A socket is refused. Failures to write exit 4; write's own
// errors are returned as they are.
func writeInPlace(path string, mode fs.FileMode, write func(io.Writer) error, temps *tempFiles) error {
	if mode&fs.ModeSocket != 0 {
		return writeErr(errorf("-o %s: is a socket; name a file, a device or a pipe", path))
	}
	f, err := temps.openOutput(path)
	if errors.Is(err, context.Canceled) {
		return err
	}
	if err != nil {
		return writeErr(errorf("-o %s: %w", path, unwrapPath(err)))
	}
	fw := &fileWriter{f: f}
	bw := bufio.NewWriterSize(fw, 256<<10)
	err = write(bw)
	if err == nil {
		err = bw.Flush()
	}
	if cerr := f.Close(); err == nil && cerr != nil {
		fw.err, err = cerr, cerr
	}
	if err != nil {
		if fw.err != nil {
			return writeErr(errorf("-o %s: %w", path, unwrapPath(fw.err)))
		}
		return err
	}
	return nil
}

// unwrapPath drops the path from an *os.PathError, since our message names
// the file already (and a temporary file's name means nothing to a user).
func unwrapPath(err error) error {
	var pe *os.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}
