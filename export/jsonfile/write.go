package jsonfile

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"strconv"

	"github.com/movegen/movegen/movement"
)

// Format is the value of the "format" key of a movement document.
const Format = "movegen-movement/1"

// Write writes m to w as a movegen-movement/1 document. It does not change
// m. A play holding more seats than the layout, or a seat index the layout
// does not have, is an error: the format names every seat.
func Write(w io.Writer, m *movement.Movement) error {
	b, err := Marshal(m)
	if err != nil {
		return err
	}
	if _, err := w.Write(b); err != nil {
		return fmt.Errorf("write movement json: %w", err)
	}
	return nil
}

// Marshal returns m as a movegen-movement/1 document, ending in a newline.
func Marshal(m *movement.Movement) ([]byte, error) {
	var b bytes.Buffer
	b.WriteString("{\n")
	field := func(key string, v any) {
		fmt.Fprintf(&b, "  %s: %s,\n", str(key), value(v))
	}
	field("format", Format)
	field("name", m.Name)
	field("family", string(m.Family))
	field("kind", string(m.Kind))
	field("game", string(m.Game))
	seats := make([]string, len(m.Seats))
	for i, s := range m.Seats {
		seats[i] = string(s)
	}
	field("seats", seats)
	field("contestants", m.Contestants)
	if len(m.Labels) > 0 {
		keys := make([]int, 0, len(m.Labels))
		for k := range m.Labels {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		b.WriteString("  \"labels\": {")
		for i, k := range keys {
			if i > 0 {
				b.WriteString(",")
			}
			fmt.Fprintf(&b, "\n    %s: %s", str(strconv.Itoa(k)), str(m.Labels[k]))
		}
		b.WriteString("\n  },\n")
	}
	field("tables", m.Tables)
	field("rounds", m.Rounds)
	field("sets", m.Sets)
	field("boards_per_set", m.BoardsPerSet)
	if len(m.Sections) > 0 {
		b.WriteString("  \"sections\": [")
		for i, sec := range m.Sections {
			if i > 0 {
				b.WriteString(",")
			}
			fmt.Fprintf(&b, "\n    {\"name\": %s, \"tables\": %d}", str(sec.Name), sec.Tables)
		}
		b.WriteString("\n  ],\n")
	}
	writeTeams(&b, m.Teams)
	if err := writeSession(&b, m.Session); err != nil {
		return nil, err
	}

	plays := slices.Clone(m.Play)
	slices.SortStableFunc(plays, func(a, b movement.Play) int {
		if a.Round != b.Round {
			return a.Round - b.Round
		}
		return a.Table - b.Table
	})
	quoted := make([]string, len(m.Seats))
	for i, s := range m.Seats {
		quoted[i] = str(string(s))
	}
	b.WriteString("  \"play\": [")
	for i, p := range plays {
		if len(p.Seats) > len(m.Seats) {
			return nil, fmt.Errorf("write movement json: round %d table %d holds %d seats, the layout has %d", p.Round, p.Table, len(p.Seats), len(m.Seats))
		}
		if i > 0 {
			b.WriteString(",")
		}
		fmt.Fprintf(&b, "\n    {\"round\": %d, \"table\": %d, \"set\": %d, \"seats\": {", p.Round, p.Table, p.Set)
		for j, c := range p.Seats {
			if j > 0 {
				b.WriteString(", ")
			}
			b.WriteString(quoted[j])
			b.WriteString(": ")
			b.WriteString(strconv.Itoa(c))
		}
		b.WriteString("}")
		if p.Switched {
			b.WriteString(", \"switched\": true")
		}
		b.WriteString("}")
	}
	if len(plays) > 0 {
		b.WriteString("\n  ")
	}
	b.WriteString("]\n}\n")
	return b.Bytes(), nil
}

// str quotes s as a JSON string without HTML escaping.
func str(s string) string { return value(s) }

// value encodes v compactly with ", " between list items.
func value(v any) string {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		// Only strings, ints and string slices reach here; they always encode.
		panic(fmt.Sprintf("jsonfile: encoding %T: %v", v, err))
	}
	out := bytes.TrimSuffix(b.Bytes(), []byte("\n"))
	if _, ok := v.([]string); ok {
		out = bytes.ReplaceAll(out, []byte(`","`), []byte(`", "`))
	}
	return string(out)
}
