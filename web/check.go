package web

import (
	"bytes"
	"context"
	"encoding/base64"
	"errors"
	"io"
	"net/http"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/internal/request"
	"github.com/movegen/movegen/movement"
)

// checkData is the check page's data.
type checkData struct {
	// Error is why the file could not be read, shown above the form.
	Error string
	File  string
	View  *view
	// Download is the movement's download form.
	Download *movementData
	// File is a file of many movements (an EBUScore library): one verdict
	// per movement, and the form that shows one of them in full (Pick).
	Many *request.FileCheck
	// Picked is the number of the movement shown in full, 0 for none;
	// Hidden carries the file to show another.
	Picked int
	Hidden map[string]string
}

// checkForm shows the upload form.
func (s *Server) checkForm(w http.ResponseWriter, r *http.Request, pg *page) error {
	pg.Page, pg.Title, pg.Data = "check", pg.P.T("Check a movement file"), &checkData{}
	return s.render(w, http.StatusOK, "check", pg)
}

// upload reads the posted movement file: its name and bytes, either the
// uploaded file or, from the download form, the same bytes carried back
// in base64.
func (s *Server) upload(r *http.Request) (name string, data []byte, err error) {
	if err := r.ParseMultipartForm(1 << 20); err != nil {
		var mbe *http.MaxBytesError
		if errors.As(err, &mbe) {
			return "", nil, err
		}
		if !errors.Is(err, http.ErrNotMultipart) {
			return "", nil, badRequest("the form could not be read: %v", err.Error())
		}
		if err := r.ParseForm(); err != nil {
			if errors.As(err, &mbe) {
				return "", nil, err
			}
			return "", nil, badRequest("the form could not be read: %v", err.Error())
		}
	}
	if v := r.PostForm.Get("movement"); v != "" {
		// A movement page's own movement, compressed.
		data, err := unpackMovement(v, s.app.MaxFileBytes())
		if err != nil {
			return "", nil, badRequest("the form could not be read: %v", err.Error())
		}
		return cleanName(r.PostForm.Get("name")), data, nil
	}
	if v := r.PostForm.Get("data"); v != "" {
		data, err := base64.StdEncoding.DecodeString(v)
		if err != nil {
			return "", nil, badRequest("the form could not be read: %v", err.Error())
		}
		return cleanName(r.PostForm.Get("name")), data, nil
	}
	file, hdr, err := r.FormFile("file")
	if err != nil {
		return "", nil, badRequest("choose a movement file (.json, .ASC, EBUScore or KBS) to check")
	}
	defer file.Close()
	data, err = io.ReadAll(file)
	if err != nil {
		return "", nil, err
	}
	return cleanName(hdr.Filename), data, nil
}

// cleanName keeps the base of an uploaded file's name, for messages.
func cleanName(name string) string {
	name = filepath.Base(strings.ReplaceAll(name, `\`, "/"))
	if name == "." || name == "/" || name == "" {
		return "upload"
	}
	if _, ok := movement.TextFault(name); !ok {
		return "upload"
	}
	return name
}

// checkPage checks an uploaded movement: verdict, problems, report, and
// the downloads when it is valid.
func (s *Server) checkPage(w http.ResponseWriter, r *http.Request, pg *page) error {
	name, data, err := s.upload(r)
	if err != nil {
		return err
	}
	var fc *request.FileCheck
	err = s.work(r.Context(), func(ctx context.Context) error {
		var err error
		fc, err = s.app.CheckFile(ctx, name, data, pg.P)
		return err
	})
	var ae *request.Error
	if errors.As(err, &ae) {
		// The form again, with the reader's message (file and line).
		pg.Page, pg.Title = "check", pg.P.T("Check a movement file")
		t := ae.Named(s.fieldLabel(pg.P))
		pg.Data = &checkData{Error: pg.P.Message(t.Format, t.Args...)}
		return s.render(w, http.StatusBadRequest, "check", pg)
	}
	if err != nil {
		return err
	}
	d := &checkData{File: name}
	carry := map[string]string{"name": name, "data": base64.StdEncoding.EncodeToString(data)}
	var m *movement.Movement
	if len(fc.Entries) == 1 {
		m = fc.Entries[0].Movement
	}
	if len(fc.Entries) > 1 || m == nil || len(fc.Entries[0].Lines) > 0 {
		// One verdict per movement (an EBUScore teams movement's in the
		// file's terms); the movement picked, or the one teams movement,
		// is shown in full.
		d.Many, d.Hidden = fc, carry
		if n, err := strconv.Atoi(r.PostForm.Get("entry")); err == nil && n >= 1 && n <= len(fc.Entries) {
			m, d.Picked = fc.Entries[n-1].Movement, n
			carry = map[string]string{"name": name, "data": carry["data"], "entry": strconv.Itoa(n)}
		}
	}
	if m != nil {
		v, err := s.newView(r.Context(), pg.P, m)
		if err != nil {
			return err
		}
		d.View = v
		if v.Valid {
			base := strings.TrimSuffix(name, filepath.Ext(name))
			hidden := carry
			if d.Picked > 0 {
				// The download carries the movement picked, as movegen
				// JSON, not the whole library.
				var b bytes.Buffer
				if err := s.app.Write(r.Context(), &b, m, "json", pg.P, nil); err != nil {
					return err
				}
				base = strings.TrimSuffix(base, filepath.Ext(base)) + "-" + strconv.Itoa(d.Picked)
				hidden = map[string]string{"name": base + ".json", "data": base64.StdEncoding.EncodeToString(b.Bytes())}
			}
			d.Download = &movementData{Action: "/check/download", Method: "post", Name: base, Hidden: hidden, Teams: m.Teams != nil, Replan: true,
				Individual: m.Kind == movement.Individual}
			d.Download.Buttons, d.Download.EW = s.downloadButtons(r.Context(), pg.P, m)
			d.Download.Book = bookNote(pg.P, m)
		}
	}
	// The other language shows this file again.
	pg.Switch = &switchForm{Action: "/check", Hidden: carry}
	if d.Download != nil && d.Picked == 0 {
		pg.Switch = &switchForm{Action: pg.Switch.Action, Form: "download-form"} // the file travels once
	}
	pg.Page, pg.Title, pg.Data = "check", pg.P.T("Check a movement file"), d
	return s.render(w, http.StatusOK, "check", pg)
}

// checkDownload sends a checked movement as a file: the same bytes as
// "movegen cards FILE -o x.pdf" or "movegen convert FILE --to json".
func (s *Server) checkDownload(w http.ResponseWriter, r *http.Request, pg *page) error {
	name, data, err := s.upload(r)
	if err != nil {
		return err
	}
	m, err := s.app.Read(r.Context(), name, data)
	if err != nil {
		return err
	}
	d, err := s.readDownload(r.PostForm, pg.Lang)
	var out []byte
	if err == nil {
		err = s.drawFile(r.Context(), r.PostForm.Get("dl-id"), m, d.Format, func(ctx context.Context) error {
			var err error
			if d.Format == "changes" {
				out, err = s.changedCards(ctx, r, name, m, d)
			} else {
				out, err = s.renderFile(ctx, d, m)
			}
			return err
		})
	}
	if err != nil {
		if !userFacing(err) || r.Context().Err() != nil {
			return err
		}
		// The page the download was asked from, its input kept, with
		// the writer's refusal above it.
		pg.Error = s.errorText(pg.P, err)
		return s.sameAgain(w, r, pg)
	}
	return s.send(w, strings.TrimSuffix(name, filepath.Ext(name)), d.Format, out)
}

// changedCards draws the changed cards of a re-planned movement m: the
// movement it was made from and the round travel with the page.
func (s *Server) changedCards(ctx context.Context, r *http.Request, name string, m *movement.Movement, d download) ([]byte, error) {
	c, err := readCarried(r.PostForm, name)
	if err != nil {
		return nil, err
	}
	if c.Old == nil {
		return nil, badRequest("only a re-planned movement has changed cards")
	}
	old, err := s.app.Read(ctx, "before.json", c.Old)
	if err != nil {
		return nil, err
	}
	var b bytes.Buffer
	if err := s.app.WriteChanged(ctx, &b, old, m, c.From, i18n.New(d.Lang), d.Paper); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}
