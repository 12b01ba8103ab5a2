package web

import (
	"bytes"
	"compress/gzip"
	"context"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"io"
	"net/url"
	"strconv"

	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/internal/request"
	"github.com/movegen/movegen/movement"
)

// carried is a movement as it travels with its page: its canonical JSON
// (the bytes every download is made from), the name of its files, what
// the command line prints after its report and its heading in every
// language, whether its search stopped early, and the forms it came from.
// A movement page never makes its movement twice: a search that stopped
// at its time limit would give another one.
type carried struct {
	Name    string
	JSON    []byte
	Lines   map[string][]string
	Heading map[string]string
	Stopped bool
	// Back is the plan form's query, Gen the generator form's (the Swiss
	// form's on the Swiss page).
	Back, Gen string
	// Page is the page that shows the movement: "swiss", or "" for the
	// movement page.
	Page string
	// Old is the movement a re-plan started from (its JSON), From the
	// round the re-plan changes from: the changed cards are drawn from
	// both. Nil for a movement not re-planned.
	Old  []byte
	From int
}

// carry fills c's JSON from m (the request layer's JSON writer).
func (s *Server) carry(ctx context.Context, m *movement.Movement, c *carried) error {
	if c.JSON != nil {
		return nil
	}
	var b bytes.Buffer
	if err := s.app.Write(ctx, &b, m, "json", i18n.New(i18n.English), nil); err != nil {
		return err
	}
	c.JSON = b.Bytes()
	return nil
}

// packMovement is a movement file as it travels in a form: gzip, then
// URL-safe base64 (nothing in it for HTML to escape). A movement's JSON
// packs about seven times smaller: 6 MB for 1000 preferans players travel
// as 1.1 MB.
func packMovement(data []byte) string {
	var b bytes.Buffer
	z, _ := gzip.NewWriterLevel(&b, gzip.DefaultCompression)
	z.Write(data)
	z.Close()
	return base64.RawURLEncoding.EncodeToString(b.Bytes())
}

// unpackMovement reverses packMovement, refusing more than limit bytes
// unpacked.
func unpackMovement(s string, limit int) ([]byte, error) {
	packed, err := base64.RawURLEncoding.DecodeString(s)
	if err != nil {
		return nil, err
	}
	z, err := gzip.NewReader(bytes.NewReader(packed))
	if err != nil {
		return nil, err
	}
	// The bound is set from the packed size before anything is unpacked:
	// a movement packs 3 to 10 times smaller (1000 preferans players: 6
	// MB as 0.9 MB), so one that would unpack to more than maxUnpackRatio
	// times its size is refused there, not after 64 MiB (a 204 KB upload
	// was unpacked to 64 MiB before it was refused: issue 38).
	bound := min(limit, maxUnpackRatio*len(packed)+unpackSlack)
	data, err := io.ReadAll(io.LimitReader(z, int64(bound)+1))
	if err != nil {
		return nil, err
	}
	if len(data) > limit {
		return nil, fmt.Errorf("the movement is larger than %d bytes", limit)
	}
	if len(data) > bound {
		return nil, fmt.Errorf("the movement unpacks to more than %d times its packed size", maxUnpackRatio)
	}
	return data, nil
}

// maxUnpackRatio and unpackSlack bound what a packed movement may unpack
// to: maxUnpackRatio times its packed size, plus unpackSlack for the
// smallest.
const (
	maxUnpackRatio = 32
	unpackSlack    = 64 << 10
)

// hidden is every field of c: the download form's hidden fields (which
// the check page's download reads), which the language switch posts too.
func (c carried) hidden() map[string]string {
	h := map[string]string{"name": c.Name + ".json", "movement": packMovement(c.JSON)}
	lines, _ := json.Marshal(c.Lines)
	heading, _ := json.Marshal(c.Heading)
	h["lines"], h["heading"] = packMovement(lines), packMovement(heading)
	h["stopped"] = strconv.FormatBool(c.Stopped)
	h["back"], h["gen"] = c.Back, c.Gen
	if c.Page != "" {
		h["page"] = c.Page
	}
	if c.Old != nil {
		h["replan-old"], h["replan-from"] = packMovement(c.Old), strconv.Itoa(c.From)
	}
	return h
}

// maxCarriedMovement bounds the movement a re-plan started from,
// unpacked, as DefaultMaxUpload bounds an uploaded one.
const maxCarriedMovement = DefaultMaxUpload

// maxCarriedText bounds the carried lines and heading, unpacked.
const maxCarriedText = 1 << 20

// readCarried reads the fields of hidden (but the movement file, which
// upload reads) from a posted form; name is the file's name.
func readCarried(f url.Values, name string) (carried, error) {
	c := carried{Name: trimJSON(name), Back: f.Get("back"), Gen: f.Get("gen"), Stopped: f.Get("stopped") == "true"}
	if f.Get("page") == "swiss" {
		c.Page = "swiss"
	}
	if v := f.Get("replan-old"); v != "" {
		old, err := unpackMovement(v, maxCarriedMovement)
		if err != nil {
			return c, &request.Error{Why: movement.Say("the form could not be read: %v", err.Error())}
		}
		from, err := strconv.Atoi(f.Get("replan-from"))
		if err != nil || from < 1 {
			return c, &request.Error{Why: movement.Say("the form could not be read: %v", "replan-from")}
		}
		c.Old, c.From = old, from
	}
	for field, dst := range map[string]any{"lines": &c.Lines, "heading": &c.Heading} {
		if v := f.Get(field); v != "" {
			data, err := unpackMovement(v, maxCarriedText)
			if err == nil {
				err = json.Unmarshal(data, dst)
			}
			if err != nil {
				return c, &request.Error{Why: movement.Say("the form could not be read: %v", err.Error())}
			}
		}
	}
	return c, nil
}

// trimJSON drops a ".json" from a file's name.
func trimJSON(name string) string {
	if len(name) > 5 && name[len(name)-5:] == ".json" {
		return name[:len(name)-5]
	}
	return name
}

// switchForm is the language switch of a page whose content travels with
// it: a form posted to Action with the hidden fields, or, when Form names
// a form of the page that carries them already (the downloads), a button
// that posts that form to Action.
type switchForm struct {
	Action string
	Hidden map[string]string
	Form   string
}
