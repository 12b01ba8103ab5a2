package schedules

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"gopkg.in/yaml.v3"

	"github.com/movegen/movegen/movement"
)

// MaxConfigBytes bounds an event file; real ones are a few hundred bytes.
const MaxConfigBytes = 64 << 10

// Config is an event file: the planner's settings plus the event's name,
// date and venue, so a club can keep one file per weekly game. Keys are
// the command's flag names with underscores, for example:
//
//	event: Tuesday pairs
//	date: 2025-03-04
//	venue: Club room
//	pairs: 13
//	time: 3h
//	start: "19:00"
//	boards: 24-28
//	tables_available: 8
//	stationary: [3, 7]
//
// Settings left out take the command's defaults; flags given on the command
// line override the file.
type Config struct {
	Event string `yaml:"event" json:"event,omitempty"`
	Date  string `yaml:"date" json:"date,omitempty"`
	Venue string `yaml:"venue" json:"venue,omitempty"`
	// Pairs (bridge pairs) or Players with Game (preferans or individual).
	Pairs   int    `yaml:"pairs" json:"pairs,omitempty"`
	Players int    `yaml:"players" json:"players,omitempty"`
	Game    string `yaml:"game" json:"game,omitempty"`
	// Time is the session's length, such as "3h" or "2h30m".
	Time string `yaml:"time" json:"time,omitempty"`
	// MinutesPerBoard and MoveMinutes are nil when not set.
	MinutesPerBoard *int   `yaml:"minutes_per_board" json:"minutes_per_board,omitempty"`
	MoveMinutes     *int   `yaml:"move_minutes" json:"move_minutes,omitempty"`
	Start           string `yaml:"start" json:"start,omitempty"`
	// Boards is a range such as "24-28", or one number.
	Boards          string `yaml:"boards" json:"boards,omitempty"`
	TablesAvailable int    `yaml:"tables_available" json:"tables_available,omitempty"`
	Stationary      []int  `yaml:"stationary" json:"stationary,omitempty"`
	Seed            uint64 `yaml:"seed" json:"seed,omitempty"`
	// ShareBoards has the sections of a large pairs field play the same
	// boards (see Request.ShareBoards).
	ShareBoards bool `yaml:"share_boards" json:"share_boards,omitempty"`

	// lines holds the line of each key in the file, for messages.
	lines map[string]int
}

// Line returns the line of key in the file the config was read from, or 0.
func (c *Config) Line(key string) int { return c.lines[key] }

// ParseConfig reads an event file. name is used in messages and picks the
// format: ".json" is JSON, anything else YAML. Unknown keys are errors, and
// every message names the file and, where known, the line.
func ParseConfig(data []byte, name string) (*Config, error) {
	if len(data) > MaxConfigBytes {
		return nil, errorf("%s: larger than %d bytes", name, MaxConfigBytes)
	}
	c := &Config{lines: map[string]int{}}
	if strings.EqualFold(filepath.Ext(name), ".json") {
		if err := parseJSONConfig(data, name, c); err != nil {
			return nil, err
		}
		return c, nil
	}
	var root yaml.Node
	if err := yaml.Unmarshal(data, &root); err != nil {
		msg := strings.TrimPrefix(err.Error(), "yaml: ")
		if !strings.HasPrefix(msg, "line ") {
			// yaml names no line for a key it cannot take (one over
			// 1024 characters): the first such line is the one.
			for i, l := range bytes.Split(data, []byte("\n")) {
				if len(l) > 1024 {
					return nil, errorf("%s:%d: %s", name, i+1, msg)
				}
			}
		}
		return nil, errorf("%s: %s", name, msg)
	}
	if root.Kind == 0 {
		return c, nil // an empty file
	}
	doc := &root
	if doc.Kind == yaml.DocumentNode && len(doc.Content) == 1 {
		doc = doc.Content[0]
	}
	if doc.Kind != yaml.MappingNode {
		return nil, errorf("%s:%d: want a mapping of settings such as \"pairs: 13\"", name, doc.Line)
	}
	for i := 0; i+1 < len(doc.Content); i += 2 {
		c.lines[doc.Content[i].Value] = doc.Content[i].Line
	}
	dec := yaml.NewDecoder(bytes.NewReader(data))
	dec.KnownFields(true)
	if err := dec.Decode(c); err != nil && !errors.Is(err, io.EOF) {
		// A *yaml.TypeError lists one message per wrong field; anything
		// else is yaml's own sentence, whose "yaml: " prefix says nothing
		// the file name does not.
		msg := strings.TrimPrefix(err.Error(), "yaml: ")
		var te *yaml.TypeError
		if errors.As(err, &te) {
			msg = strings.Join(te.Errors, "; ")
		}
		msg = strings.ReplaceAll(msg, " in type schedules.Config", "")
		return nil, errorf("%s: %s", name, msg)
	}
	return c, nil
}

// parseJSONConfig decodes a JSON event file, noting the line of every key.
func parseJSONConfig(data []byte, name string, c *Config) error {
	lineAt := func(off int64) int { return 1 + bytes.Count(data[:min(int(off), len(data))], []byte("\n")) }
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(c); err != nil {
		var se *json.SyntaxError
		var te *json.UnmarshalTypeError
		switch {
		case errors.As(err, &se):
			return errorf("%s:%d: %v", name, lineAt(se.Offset), err)
		case errors.As(err, &te):
			return errorf("%s:%d: %s: want %v, found a JSON %s", name, lineAt(te.Offset), te.Field, te.Type, te.Value)
		}
		return errorf("%s: %v", name, err)
	}
	if dec.More() {
		return errorf("%s:%d: extra data after the settings", name, lineAt(dec.InputOffset()))
	}
	// A second pass over the tokens finds the line of each top-level key.
	type frame struct{ object, wantKey bool }
	var stack []frame
	valueDone := func() {
		if n := len(stack); n > 0 && stack[n-1].object {
			stack[n-1].wantKey = true
		}
	}
	tok := json.NewDecoder(bytes.NewReader(data))
	for {
		t, err := tok.Token()
		if err != nil {
			break
		}
		if n := len(stack); n > 0 && stack[n-1].wantKey {
			if key, ok := t.(string); ok {
				if n == 1 {
					c.lines[key] = lineAt(tok.InputOffset())
				}
				stack[n-1].wantKey = false
				continue
			}
		}
		switch t {
		case json.Delim('{'):
			stack = append(stack, frame{object: true, wantKey: true})
		case json.Delim('['):
			stack = append(stack, frame{})
		case json.Delim('}'), json.Delim(']'):
			stack = stack[:len(stack)-1]
			valueDone()
		default:
			valueDone()
		}
	}
	return nil
}

// ParseMinutes reads a length of time such as "3h", "2h30m" or "150m" (a
// bare number is minutes) and returns it in whole minutes.
func ParseMinutes(s string) (int, error) {
	s = strings.TrimSpace(s)
	if n, err := strconv.Atoi(s); err == nil {
		if n < 1 {
			return 0, errorf("%q: want a positive time such as 3h or 2h30m", s)
		}
		return n, nil
	}
	d, err := time.ParseDuration(s)
	if err != nil {
		return 0, errorf("%q: want a time such as 3h, 2h30m or 150m", s)
	}
	if d <= 0 {
		return 0, errorf("%q: want a positive time such as 3h or 2h30m", s)
	}
	if d%time.Minute != 0 {
		return 0, errorf("%q: want whole minutes", s)
	}
	if d > 7*24*time.Hour {
		return 0, errorf("%q: want at most a week", s)
	}
	return int(d / time.Minute), nil
}

// MaxBoards bounds the boards a session may ask for (--boards): as many as
// a movement can hold, movement.MaxSets sets of movement.MaxBoardsPerSet.
const MaxBoards = movement.MaxSets * movement.MaxBoardsPerSet

// ParseRange reads "24-28" or "24" as a range of positive numbers, at most
// MaxBoards.
func ParseRange(s string) (Range, error) {
	lo, hi, found := strings.Cut(strings.TrimSpace(s), "-")
	if !found {
		hi = lo
	}
	a, err1 := strconv.Atoi(strings.TrimSpace(lo))
	b, err2 := strconv.Atoi(strings.TrimSpace(hi))
	if err1 != nil || err2 != nil {
		return Range{}, errorf("%q: want MIN-MAX such as 24-28, or one number", s)
	}
	if a < 1 || a > b || b > MaxBoards {
		return Range{}, errorf("%q: want 1 <= MIN <= MAX <= %d", s, MaxBoards)
	}
	return Range{Min: a, Max: b}, nil
}

// ParseList reads a comma-separated list of contestant numbers such as
// "3,7".
func ParseList(s string) ([]int, error) {
	var out []int
	for _, f := range strings.Split(s, ",") {
		f = strings.TrimSpace(f)
		if f == "" {
			continue
		}
		n, err := strconv.Atoi(f)
		if err != nil || n < 1 {
			return nil, errorf("%q: want contestant numbers separated by commas, such as 3,7", s)
		}
		out = append(out, n)
	}
	return out, nil
}

// Request turns the settings into a planning request. name maps a setting's
// key (such as "time") to how messages should call it: a string ("--time",
// "event.yaml:4: time") or a value a front end words its own way (a field's
// name that the command line prints as a flag and a page as a label); nil
// uses the key itself.
func (c *Config) Request(name func(key string) any) (Request, error) {
	if name == nil {
		name = func(key string) any { return key }
	}
	// A value printed right after its setting's name is shown as typed:
	// a name given as a string is a movement.Setting.
	setting := func(key string) any {
		if s, ok := name(key).(string); ok {
			return movement.Setting(s)
		}
		return name(key)
	}
	var req Request
	switch {
	case c.Pairs > 0 && c.Players > 0:
		return req, errorf("%s and %s: give one of them", setting("pairs"), setting("players"))
	case c.Pairs > 0:
		if c.Game != "" && c.Game != string(movement.Bridge) {
			return req, errorf("%s %q: pairs play bridge; use %s with preferans or individual", setting("game"), c.Game, setting("players"))
		}
		req.Game, req.Kind, req.Contestants = movement.Bridge, movement.Pairs, c.Pairs
	case c.Players > 0:
		req.Contestants, req.Kind = c.Players, movement.Individual
		switch c.Game {
		case "preferans":
			req.Game = movement.Preferans
		case "individual", "bridge":
			req.Game = movement.Bridge
		case "":
			return req, errorf("%s needs %s: preferans or individual", setting("players"), setting("game"))
		default:
			return req, errorf("%s %q: want preferans or individual", setting("game"), c.Game)
		}
	case c.Pairs < 0:
		return req, errorf("%s %d: want a positive number", setting("pairs"), c.Pairs)
	case c.Players < 0:
		return req, errorf("%s %d: want a positive number", setting("players"), c.Players)
	default:
		return req, errorf("say who plays: %s N, or %s N with %s preferans|individual", setting("pairs"), setting("players"), setting("game"))
	}
	req.Pace = DefaultPace(req.Game)
	if c.MinutesPerBoard != nil {
		if *c.MinutesPerBoard < 1 {
			return req, errorf("%s %d: want at least 1 minute a board", setting("minutes_per_board"), *c.MinutesPerBoard)
		}
		if *c.MinutesPerBoard > movement.MaxMinutesPerBoard {
			return req, errorf("%s %d: want at most %d minutes a board", setting("minutes_per_board"), *c.MinutesPerBoard, movement.MaxMinutesPerBoard)
		}
		req.Pace.MinutesPerBoard = *c.MinutesPerBoard
	}
	if c.MoveMinutes != nil {
		if *c.MoveMinutes < 0 {
			return req, errorf("%s %d: want 0 or more minutes", setting("move_minutes"), *c.MoveMinutes)
		}
		if *c.MoveMinutes > movement.MaxMoveMinutes {
			return req, errorf("%s %d: want at most %d minutes", setting("move_minutes"), *c.MoveMinutes, movement.MaxMoveMinutes)
		}
		req.Pace.MoveMinutes = *c.MoveMinutes
	}
	if c.Time != "" {
		m, err := ParseMinutes(c.Time)
		if err != nil {
			return req, errorf("%s %w", setting("time"), err)
		}
		req.Minutes = m
	}
	req.Start = 19 * 60
	if c.Start != "" {
		s, err := movement.ParseTimeOfDay(c.Start)
		if err != nil {
			return req, errorf("%s: %w", setting("start"), err)
		}
		req.Start = s
	}
	if c.Boards != "" {
		b, err := ParseRange(c.Boards)
		if err != nil {
			return req, errorf("%s %w", setting("boards"), err)
		}
		req.Boards = b
	}
	if c.TablesAvailable < 0 {
		return req, errorf("%s %d: want a positive number", setting("tables_available"), c.TablesAvailable)
	}
	req.TablesAvailable = c.TablesAvailable
	req.Stationary = c.Stationary
	req.Seed = c.Seed
	if c.ShareBoards && req.Kind != movement.Pairs {
		return req, errorf("%s: only for bridge pairs, whose sections can share boards", setting("share_boards"))
	}
	req.ShareBoards = c.ShareBoards
	key := "players"
	if req.Kind == movement.Pairs {
		key = "pairs"
	}
	switch {
	case req.Contestants < req.minContestants():
		return req, errorf("%s %d: %s", setting(key), req.Contestants, req.minReason())
	case req.Contestants > movement.MaxContestants:
		return req, errorf("%s %d: movegen plans at most %d", setting(key), req.Contestants, movement.MaxContestants)
	}
	seen := map[int]bool{}
	for _, s := range req.Stationary {
		if s < 1 || s > req.Contestants || seen[s] {
			return req, errorf("%s: %w", setting("stationary"), req.Check())
		}
		seen[s] = true
	}
	return req, req.Check()
}

// Override sets every setting of c that given reports as given on the
// command line (by its key, such as "minutes_per_board") to its value in
// flags; settings the file leaves empty (start, move minutes, seed) take
// the flags' defaults. Pairs and players replace each other: giving one
// clears the other unless both are given.
func (c *Config) Override(flags Config, given func(key string) bool) {
	if given("pairs") {
		c.Pairs = flags.Pairs
		if !given("players") {
			c.Players = 0
		}
	}
	if given("players") {
		c.Players = flags.Players
		if !given("pairs") {
			c.Pairs = 0
		}
	}
	set := func(key string, empty bool, apply func()) {
		if given(key) || empty {
			apply()
		}
	}
	set("game", false, func() { c.Game = flags.Game })
	set("time", false, func() { c.Time = flags.Time })
	set("minutes_per_board", false, func() { c.MinutesPerBoard = flags.MinutesPerBoard })
	set("move_minutes", c.MoveMinutes == nil, func() { c.MoveMinutes = flags.MoveMinutes })
	set("start", c.Start == "", func() { c.Start = flags.Start })
	set("boards", false, func() { c.Boards = flags.Boards })
	set("tables_available", false, func() { c.TablesAvailable = flags.TablesAvailable })
	set("stationary", false, func() { c.Stationary = flags.Stationary })
	set("seed", c.Seed == 0, func() { c.Seed = flags.Seed })
	set("share_boards", false, func() { c.ShareBoards = flags.ShareBoards })
}

// Namer returns how messages name a setting: by the file's line
// ("event.yaml:4: time") when the setting came from the file at path, else
// by its flag ("--time"). given reports the keys given on the command line.
func (c *Config) Namer(path string, given func(key string) bool) func(key string) string {
	return func(key string) string {
		if line := c.Line(key); line > 0 && path != "" && !given(key) {
			return fmt.Sprintf("%s:%d: %s", path, line, key)
		}
		return "--" + strings.ReplaceAll(key, "_", "-")
	}
}
