package jsonfile

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/movegen/movegen/movement"
)

// jsonTeams is the "teams" object as it appears in the file.
type jsonTeams struct {
	Boards *string           `json:"boards"`
	Pairs  [][]int           `json:"pairs"`
	Names  map[string]string `json:"names"`
}

// teams builds movement.Teams from the value of "teams" (raw, which
// starts at byte offset at). Read calls it after the lint, so that a null
// or a key given twice inside is reported as everywhere else.
func (rd *reader) teams(raw json.RawMessage, at int64) (*movement.Teams, error) {
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	var jt *jsonTeams
	if err := dec.Decode(&jt); err != nil {
		var te *json.UnmarshalTypeError
		if errors.As(err, &te) {
			f := "teams"
			if te.Field != "" {
				f += "." + te.Field
			}
			return nil, rd.errAt(at, f, "want %s, found JSON %s", te.Type, te.Value)
		}
		return nil, rd.errAt(at, "teams", "%s", strings.TrimPrefix(err.Error(), "json: "))
	}
	if jt == nil {
		return nil, rd.errAt(at, "teams", "want an object, found null")
	}
	if jt.Boards == nil {
		return nil, rd.errAt(at, "teams.boards", "missing")
	}
	if jt.Pairs == nil {
		return nil, rd.errAt(at, "teams.pairs", "missing")
	}
	if len(jt.Pairs) > MaxContestants/2 {
		return nil, rd.errAt(at, "teams.pairs", "%d teams, at most %d", len(jt.Pairs), MaxContestants/2)
	}
	t := &movement.Teams{Boards: movement.BoardSharing(*jt.Boards)}
	if len(*jt.Boards) > MaxText {
		return nil, rd.errAt(at, "teams.boards", "longer than %d bytes", MaxText)
	}
	for i, p := range jt.Pairs {
		f := fmt.Sprintf("teams.pairs[%d]", i)
		if len(p) != 2 {
			return nil, rd.errAt(at, f, "%d pairs, want 2 (a team is two pairs)", len(p))
		}
		for _, c := range p {
			if c < 0 {
				return nil, rd.errAt(at, f, "%d is negative", c)
			}
			if c > 1_000_000 {
				return nil, rd.errAt(at, f, "%d is too large", c)
			}
		}
		t.Pairs = append(t.Pairs, [2]int{p[0], p[1]})
	}
	if len(jt.Names) > 0 {
		t.Names = make(map[int]string, len(jt.Names))
		for k, v := range jt.Names {
			n, err := strconv.Atoi(k)
			if err != nil || strconv.Itoa(n) != k || n < 1 || n > len(t.Pairs) {
				return nil, rd.errAt(at, "teams.names", "key %q is not a team number (1 to %d)", k, len(t.Pairs))
			}
			if len(v) > MaxText {
				return nil, rd.errAt(at, "teams.names."+k, "longer than %d bytes", MaxText)
			}
			t.Names[n] = v
		}
	}
	return t, nil
}

// writeTeams writes the "teams" member, with the trailing comma, or
// nothing when t is nil.
func writeTeams(b *bytes.Buffer, t *movement.Teams) {
	if t == nil {
		return
	}
	fmt.Fprintf(b, "  \"teams\": {\n    \"boards\": %s,\n    \"pairs\": [", str(string(t.Boards)))
	for i, p := range t.Pairs {
		if i > 0 {
			b.WriteString(", ")
		}
		fmt.Fprintf(b, "[%d, %d]", p[0], p[1])
	}
	b.WriteString("]")
	if len(t.Names) > 0 {
		keys := make([]int, 0, len(t.Names))
		for k := range t.Names {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		b.WriteString(",\n    \"names\": {")
		for i, k := range keys {
			if i > 0 {
				b.WriteString(", ")
			}
			fmt.Fprintf(b, "%s: %s", str(strconv.Itoa(k)), str(t.Names[k]))
		}
		b.WriteString("}")
	}
	b.WriteString("\n  },\n")
}
