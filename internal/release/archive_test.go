package release

import (
	"archive/tar"
	"archive/zip"
	"bytes"
	"compress/gzip"
	"io"
	"io/fs"
	"slices"
	"testing"
	"time"
)

// unpacked is an archive entry as read back.
type unpacked struct {
	Name    string
	Mode    fs.FileMode
	ModTime time.Time
	Data    string
}

// unpack reads back an archive Pack wrote, checking the fixed owners.
func unpack(t *testing.T, f Format, data []byte) []unpacked {
	t.Helper()
	var out []unpacked
	switch f {
	case TarGz:
		zr, err := gzip.NewReader(bytes.NewReader(data))
		if err != nil {
			t.Fatal(err)
		}
		if !zr.ModTime.IsZero() || zr.Name != "" {
			t.Errorf("gzip header keeps time %v, name %q", zr.ModTime, zr.Name)
		}
		tr := tar.NewReader(zr)
		for {
			h, err := tr.Next()
			if err == io.EOF {
				break
			}
			if err != nil {
				t.Fatal(err)
			}
			if h.Uid != 0 || h.Gid != 0 || h.Uname != "" || h.Gname != "" {
				t.Errorf("%s: owner %d:%d %q:%q, want 0:0 and no names", h.Name, h.Uid, h.Gid, h.Uname, h.Gname)
			}
			b, err := io.ReadAll(tr)
			if err != nil {
				t.Fatal(err)
			}
			out = append(out, unpacked{h.Name, fs.FileMode(h.Mode).Perm(), h.ModTime.UTC(), string(b)})
		}
	case Zip:
		zr, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
		if err != nil {
			t.Fatal(err)
		}
		for _, zf := range zr.File {
			rc, err := zf.Open()
			if err != nil {
				t.Fatal(err)
			}
			b, err := io.ReadAll(rc)
			rc.Close()
			if err != nil {
				t.Fatal(err)
			}
			out = append(out, unpacked{zf.Name, zf.Mode().Perm(), zf.Modified.UTC(), string(b)})
		}
	}
	return out
}

// TestPackReproducible: the same entries give the same bytes in any order
// and at any time, sorted by name with the given time and modes.
func TestPackReproducible(t *testing.T) {
	t.Parallel()
	entries := []Entry{
		{"m/movegen", 0o755, []byte("\x7fELF fake program")},
		{"m/README.md", 0o644, []byte("# movegen\n")},
		{"m/LICENSES/fonts/PT-Sans.txt", 0o644, []byte("licence")},
		{"m/NOTICE.txt", 0o644, []byte("notices\n")},
	}
	reversed := slices.Clone(entries)
	slices.Reverse(reversed)
	when := time.Date(2026, 12, 2, 15, 4, 5, 0, time.UTC)
	// The same instant in another zone, with a fraction of a second.
	elsewhere := when.In(time.FixedZone("MSK", 3*3600)).Add(400 * time.Millisecond)
	for _, f := range []Format{TarGz, Zip} {
		var a, b bytes.Buffer
		if err := Pack(&a, f, entries, when); err != nil {
			t.Fatal(err)
		}
		if err := Pack(&b, f, reversed, elsewhere); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(a.Bytes(), b.Bytes()) {
			t.Errorf("%s: two packings of the same entries differ", f)
		}
		got := unpack(t, f, a.Bytes())
		want := []unpacked{
			{"m/LICENSES/fonts/PT-Sans.txt", 0o644, when, "licence"},
			{"m/NOTICE.txt", 0o644, when, "notices\n"},
			{"m/README.md", 0o644, when, "# movegen\n"},
			{"m/movegen", 0o755, when, "\x7fELF fake program"},
		}
		if !slices.Equal(got, want) {
			t.Errorf("%s: unpacked\n%v\nwant\n%v", f, got, want)
		}
	}
}

// TestPackErrors: an entry twice, or an unknown format, is refused.
func TestPackErrors(t *testing.T) {
	t.Parallel()
	twice := []Entry{{"a", 0o644, nil}, {"a", 0o644, []byte("x")}}
	if err := Pack(io.Discard, TarGz, twice, time.Time{}); err == nil {
		t.Error("an entry twice was packed")
	}
	if err := Pack(io.Discard, Format("rar"), nil, time.Time{}); err == nil {
		t.Error("an unknown format was packed")
	}
}

// TestArchiveTimeBeforeZip: a time before 1980, which a zip cannot hold,
// is written as 1980-01-02 in both formats.
func TestArchiveTimeBeforeZip(t *testing.T) {
	t.Parallel()
	for _, f := range []Format{TarGz, Zip} {
		var b bytes.Buffer
		if err := Pack(&b, f, []Entry{{"a", 0o644, []byte("x")}}, time.Unix(0, 0)); err != nil {
			t.Fatal(err)
		}
		if got := unpack(t, f, b.Bytes())[0].ModTime; !got.Equal(minZipTime) {
			t.Errorf("%s: time %v, want %v", f, got, minZipTime)
		}
	}
}
