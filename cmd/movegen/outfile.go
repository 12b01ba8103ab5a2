package main

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
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
	if err := writeFileAtomic(path, data, g.temps); err != nil {
		return writeErr(err)
	}
	return nil
}

// defaultFileMode is the mode of a new output file (before the umask).
const defaultFileMode fs.FileMode = 0o644

// writeFileAtomic writes data to path via a temporary file and a rename.
// An existing file keeps its mode; a symbolic link is written through (the
// file it points to is replaced, the link stays); a folder is refused.
// Every message names path, never the temporary file, which is removed on
// any failure; temps records it while it exists.
func writeFileAtomic(path string, data []byte, temps *tempFiles) error {
	target := path
	mode := defaultFileMode
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
			return errorf("-o %s: is a folder; name a file", path)
		}
		mode = fi.Mode().Perm()
	}
	dir := filepath.Dir(target)
	tmp, err := os.CreateTemp(dir, "."+filepath.Base(target)+".*.tmp")
	if err != nil {
		// The temporary file's name means nothing to the user: say what
		// is wrong with the folder they named.
		return errorf("-o %s: cannot write in folder %s: %w", path, dir, unwrapPath(err))
	}
	name := tmp.Name()
	temps.add(name)
	defer func() {
		os.Remove(name) // no-op after a successful rename
		temps.done(name)
	}()
	if _, err := tmp.Write(data); err != nil {
		tmp.Close()
		return errorf("-o %s: %w", path, unwrapPath(err))
	}
	if err := tmp.Chmod(mode); err != nil {
		tmp.Close()
		return errorf("-o %s: %w", path, unwrapPath(err))
	}
	if err := tmp.Close(); err != nil {
		return errorf("-o %s: %w", path, unwrapPath(err))
	}
	if err := os.Rename(name, target); err != nil {
		var le *os.LinkError
		if errors.As(err, &le) {
			err = le.Err
		}
		return errorf("-o %s: %w", path, err)
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
