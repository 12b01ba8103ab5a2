package release

import (
	"archive/tar"
	"archive/zip"
	"bytes"
	"compress/flate"
	"compress/gzip"
	"fmt"
	"io"
	"io/fs"
	"slices"
	"strings"
	"time"
)

// Entry is a file of an archive.
type Entry struct {
	// Name is the path inside the archive, with slashes.
	Name string
	// Mode is the permission bits: 0o755 for programs, 0o644 for the rest.
	Mode fs.FileMode
	Data []byte
}

// Format is the kind of archive: tar.gz (Linux, macOS) or zip (Windows).
type Format string

const (
	TarGz Format = "tar.gz"
	Zip   Format = "zip"
)

// minZipTime is the earliest time a zip entry can carry (MS-DOS times
// start in 1980); earlier times are written as this one, in every format
// alike.
var minZipTime = time.Date(1980, 1, 2, 0, 0, 0, 0, time.UTC)

// archiveTime is t as every entry carries it: UTC, whole seconds, not
// before minZipTime.
func archiveTime(t time.Time) time.Time {
	t = t.UTC().Truncate(time.Second)
	if t.Before(minZipTime) {
		return minZipTime
	}
	return t
}

// Pack writes entries as an archive of format f to w: the entries sorted
// by name, each with the time mtime, owner and group 0 and no user or
// group name, so that the same entries give the same bytes whatever order
// they come in and whenever they are packed. Two entries of one name are
// an error.
func Pack(w io.Writer, f Format, entries []Entry, mtime time.Time) error {
	sorted := slices.Clone(entries)
	slices.SortFunc(sorted, func(a, b Entry) int { return strings.Compare(a.Name, b.Name) })
	for i := 1; i < len(sorted); i++ {
		if sorted[i].Name == sorted[i-1].Name {
			return fmt.Errorf("pack: %s twice", sorted[i].Name)
		}
	}
	mtime = archiveTime(mtime)
	switch f {
	case TarGz:
		return packTarGz(w, sorted, mtime)
	case Zip:
		return packZip(w, sorted, mtime)
	}
	return fmt.Errorf("pack: unknown archive format %q", f)
}

func packTarGz(w io.Writer, entries []Entry, mtime time.Time) error {
	// The gzip header keeps no name and no time (zero), and names no
	// operating system (255, "unknown"), the writer's defaults.
	zw, err := gzip.NewWriterLevel(w, gzip.BestCompression)
	if err != nil {
		return fmt.Errorf("pack tar.gz: %w", err)
	}
	tw := tar.NewWriter(zw)
	for _, e := range entries {
		h := &tar.Header{
			Typeflag: tar.TypeReg,
			Name:     e.Name,
			Mode:     int64(e.Mode.Perm()),
			Size:     int64(len(e.Data)),
			ModTime:  mtime,
		}
		if err := tw.WriteHeader(h); err != nil {
			return fmt.Errorf("pack tar.gz: %s: %w", e.Name, err)
		}
		if _, err := tw.Write(e.Data); err != nil {
			return fmt.Errorf("pack tar.gz: %s: %w", e.Name, err)
		}
	}
	if err := tw.Close(); err != nil {
		return fmt.Errorf("pack tar.gz: %w", err)
	}
	if err := zw.Close(); err != nil {
		return fmt.Errorf("pack tar.gz: %w", err)
	}
	return nil
}

func packZip(w io.Writer, entries []Entry, mtime time.Time) error {
	zw := zip.NewWriter(w)
	zw.RegisterCompressor(zip.Deflate, func(out io.Writer) (io.WriteCloser, error) {
		return flate.NewWriter(out, flate.BestCompression)
	})
	for _, e := range entries {
		h := &zip.FileHeader{Name: e.Name, Method: zip.Deflate, Modified: mtime}
		// SetMode records Unix permissions, so the program stays
		// executable when unzipped on macOS or Linux.
		h.SetMode(e.Mode.Perm())
		fw, err := zw.CreateHeader(h)
		if err != nil {
			return fmt.Errorf("pack zip: %s: %w", e.Name, err)
		}
		if _, err := io.Copy(fw, bytes.NewReader(e.Data)); err != nil {
			return fmt.Errorf("pack zip: %s: %w", e.Name, err)
		}
	}
	if err := zw.Close(); err != nil {
		return fmt.Errorf("pack zip: %w", err)
	}
	return nil
}
