package web

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"io/fs"
	"net/http"
	"path"
	"strings"
	"time"

	"github.com/movegen/movegen/movement"
)

// staticFiles are the embedded style sheet and script, read once: each
// with an ETag made from its content, so that a browser revalidates its
// copy with If-None-Match and gets 304 Not Modified while the program is
// the same.
type staticFiles struct {
	files map[string]staticFile
}

type staticFile struct {
	data []byte
	etag string
}

// newStaticFiles reads every regular file under dir of fsys.
func newStaticFiles(fsys fs.FS, dir string) (*staticFiles, error) {
	st := &staticFiles{files: map[string]staticFile{}}
	err := fs.WalkDir(fsys, dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := fs.ReadFile(fsys, p)
		if err != nil {
			return err
		}
		sum := sha256.Sum256(data)
		st.files[strings.TrimPrefix(p, dir+"/")] = staticFile{data: data, etag: `"` + hex.EncodeToString(sum[:12]) + `"`}
		return nil
	})
	return st, err
}

// serve answers GET /static/{name...}: the file with its ETag,
// Cache-Control: no-cache (revalidate before use) and nosniff; 304 when
// the browser's copy is current. A folder or an unknown name is a 404:
// there is no listing.
func (st *staticFiles) serve(w http.ResponseWriter, r *http.Request, pg *page) error {
	name := r.PathValue("name")
	f, ok := st.files[name]
	if !ok || path.Clean(name) != name {
		return &userError{status: http.StatusNotFound, text: movement.Say("no such page: %s", r.URL.Path)}
	}
	h := w.Header()
	h.Set("ETag", f.etag)
	h.Set("Cache-Control", "no-cache")
	h.Set("X-Content-Type-Options", "nosniff")
	// The zero time: no Last-Modified (embedded files have no time of
	// their own); the ETag is the validator.
	http.ServeContent(w, r, name, time.Time{}, bytes.NewReader(f.data))
	return nil
}
