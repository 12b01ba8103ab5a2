package schedules

import (
	"strings"
	"testing"

	"github.com/movegen/movegen/movement"
)

func TestParseConfig(t *testing.T) {
	yamlFile := `# Tuesday game
event: Tuesday pairs
date: 2025-03-04
venue: Club room
pairs: 13
time: 3h
start: "18:30"
boards: 24-28
tables_available: 8
stationary: [3, 7]
minutes_per_board: 6
move_minutes: 2
`
	jsonFile := `{
  "event": "Tuesday pairs",
  "date": "2025-03-04",
  "venue": "Club room",
  "pairs": 13,
  "time": "3h",
  "start": "18:30",
  "boards": "24-28",
  "tables_available": 8,
  "stationary": [3, 7],
  "minutes_per_board": 6,
  "move_minutes": 2
}`
	want := Request{
		Game: movement.Bridge, Kind: movement.Pairs, Contestants: 13, Minutes: 180,
		Pace: Pace{MinutesPerBoard: 6, MoveMinutes: 2}, Start: 18*60 + 30,
		Boards: Range{24, 28}, TablesAvailable: 8, Stationary: []int{3, 7},
	}
	for _, tt := range []struct{ name, data string }{{"event.yaml", yamlFile}, {"event.json", jsonFile}} {
		t.Run(tt.name, func(t *testing.T) {
			c, err := ParseConfig([]byte(tt.data), tt.name)
			if err != nil {
				t.Fatal(err)
			}
			if c.Event != "Tuesday pairs" || c.Date != "2025-03-04" || c.Venue != "Club room" {
				t.Errorf("event %q, date %q, venue %q", c.Event, c.Date, c.Venue)
			}
			req, err := c.Request(nil)
			if err != nil {
				t.Fatal(err)
			}
			if req.Game != want.Game || req.Kind != want.Kind || req.Contestants != want.Contestants ||
				req.Minutes != want.Minutes || req.Pace != want.Pace || req.Start != want.Start ||
				req.Boards != want.Boards || req.TablesAvailable != want.TablesAvailable ||
				len(req.Stationary) != 2 || req.Stationary[0] != 3 || req.Stationary[1] != 7 {
				t.Errorf("request %+v\nwant %+v", req, want)
			}
			// Lines of keys, for messages.
			if got := c.Line("time"); got != 6 {
				t.Errorf("line of time = %d, want 6", got)
			}
			if got := c.Line("stationary"); got != 10 {
				t.Errorf("line of stationary = %d, want 10", got)
			}
		})
	}
}

func TestParseConfigErrors(t *testing.T) {
	tests := []struct {
		name, file, data, want string
	}{
		{"unknown key", "e.yaml", "pairs: 13\ncolour: red\n", "e.yaml: line 2: field colour not found"},
		{"wrong type", "e.yaml", "pairs: many\n", "e.yaml: line 1: cannot unmarshal !!str `many` into int"},
		{"not a mapping", "e.yaml", "- 13\n", "e.yaml:1: want a mapping"},
		{"bad yaml", "e.yaml", "pairs: [13\n", "e.yaml:"},
		{"json syntax", "e.json", "{\n\"pairs\": 13,\n}", "e.json:3:"},
		{"json type", "e.json", "{\n  \"pairs\": \"x\"\n}", "e.json:2: pairs: want int, found a JSON string"},
		{"json unknown key", "e.json", "{\"colour\": 1}", "unknown field \"colour\""},
		{"json trailing", "e.json", "{\"pairs\": 1}\n{}", "e.json:2: extra data"},
		{"too big", "e.yaml", strings.Repeat("#", MaxConfigBytes+1), "larger than"},
	}
	for _, tt := range tests {
		_, err := ParseConfig([]byte(tt.data), tt.file)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: error %v, want %q", tt.name, err, tt.want)
		}
	}
}

func TestConfigRequestErrors(t *testing.T) {
	five := 5
	zero := 0
	tests := []struct {
		name string
		c    Config
		want string
	}{
		{"nobody", Config{}, "say who plays"},
		{"both", Config{Pairs: 10, Players: 20}, "pairs and players: give one of them"},
		{"players without game", Config{Players: 20}, "players needs game"},
		{"unknown game", Config{Players: 20, Game: "whist"}, `game "whist"`},
		{"pairs at preferans", Config{Pairs: 10, Game: "preferans"}, "pairs play bridge"},
		{"zero time", Config{Pairs: 13, Time: "0"}, `time "0": want a positive time`},
		{"zero minutes", Config{Pairs: 13, Time: "0m"}, "want a positive time"},
		{"bad time", Config{Pairs: 13, Time: "three hours"}, "want a time such as 3h"},
		{"zero minutes a board", Config{Pairs: 13, MinutesPerBoard: &zero}, "minutes_per_board 0"},
		{"bad start", Config{Pairs: 13, Start: "7pm"}, "start: time \"7pm\""},
		{"bad boards", Config{Pairs: 13, Boards: "28-24"}, "boards \"28-24\""},
		{"one pair", Config{Pairs: 1}, "pairs 1: a pairs movement needs at least 4 pairs"},
		{"stationary too big", Config{Pairs: 8, Stationary: []int{9}, MoveMinutes: &five}, "stationary 9"},
		{"shared boards at preferans", Config{Players: 21, Game: "preferans", ShareBoards: true}, "share_boards: only for bridge pairs"},
	}
	for _, tt := range tests {
		_, err := tt.c.Request(nil)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: error %v, want %q", tt.name, err, tt.want)
		}
	}
	// The name function lets the command say where a setting came from.
	c := Config{Pairs: 13, Time: "0"}
	_, err := c.Request(func(key string) any { return "--" + key })
	if err == nil || !strings.HasPrefix(err.Error(), `--time "0"`) {
		t.Errorf("named error %v, want it to start with --time", err)
	}
}

func TestParseMinutes(t *testing.T) {
	tests := []struct {
		in      string
		want    int
		wantErr bool
	}{
		{"3h", 180, false}, {"2h30m", 150, false}, {"150m", 150, false}, {"150", 150, false},
		{"0", 0, true}, {"0h", 0, true}, {"-1h", 0, true}, {"90s", 0, true}, {"3h30s", 0, true},
		{"", 0, true}, {"three", 0, true}, {"200h", 0, true},
	}
	for _, tt := range tests {
		got, err := ParseMinutes(tt.in)
		if (err != nil) != tt.wantErr || got != tt.want {
			t.Errorf("ParseMinutes(%q) = %d, %v; want %d, error %v", tt.in, got, err, tt.want, tt.wantErr)
		}
	}
}

func TestParseRangeAndList(t *testing.T) {
	for _, tt := range []struct {
		in      string
		want    Range
		wantErr bool
	}{
		{"24-28", Range{24, 28}, false}, {"26", Range{26, 26}, false}, {" 24 - 28 ", Range{24, 28}, false},
		{"28-24", Range{}, true}, {"0-4", Range{}, true}, {"a-b", Range{}, true}, {"", Range{}, true}, {"1-2-3", Range{}, true},
	} {
		got, err := ParseRange(tt.in)
		if (err != nil) != tt.wantErr || got != tt.want {
			t.Errorf("ParseRange(%q) = %v, %v", tt.in, got, err)
		}
	}
	if got, err := ParseList("3, 7,"); err != nil || len(got) != 2 || got[0] != 3 || got[1] != 7 {
		t.Errorf("ParseList(3, 7,) = %v, %v", got, err)
	}
	for _, bad := range []string{"3;7", "0", "-2", "x"} {
		if _, err := ParseList(bad); err == nil {
			t.Errorf("ParseList(%q) accepted", bad)
		}
	}
}

// FuzzParseConfig feeds arbitrary event files to the parser and the
// request builder: they may refuse the input but must never panic, and an
// accepted request must pass Check.
func FuzzParseConfig(f *testing.F) {
	f.Add([]byte("pairs: 13\ntime: 3h\nstart: \"19:00\"\n"), false)
	f.Add([]byte("players: 22\ngame: preferans\nboards: 20-28\nstationary: [1, 2]\n"), false)
	f.Add([]byte(`{"pairs": 16, "time": "3h", "tables_available": 8}`), true)
	f.Add([]byte(`{"players": 20, "game": "individual", "minutes_per_board": 6}`), true)
	f.Add([]byte("pairs: [\n"), false)
	f.Fuzz(func(t *testing.T, data []byte, asJSON bool) {
		name := "event.yaml"
		if asJSON {
			name = "event.json"
		}
		c, err := ParseConfig(data, name)
		if err != nil {
			return
		}
		req, err := c.Request(nil)
		if err != nil {
			return
		}
		if err := req.Check(); err != nil {
			t.Fatalf("Request accepted %+v but Check refuses it: %v", req, err)
		}
	})
}

// FuzzParseClock checks that any start time movement.ParseTimeOfDay
// accepts prints back the same.
func FuzzParseClock(f *testing.F) {
	for _, s := range []string{"19:00", "7:05", "23:59", "24:00", "x", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		c, err := movement.ParseTimeOfDay(s)
		if err != nil {
			return
		}
		if c < 0 || c >= 24*60 {
			t.Fatalf("movement.ParseTimeOfDay(%q) = %d, outside one day", s, c)
		}
		back, err := movement.ParseTimeOfDay(c.String())
		if err != nil || back != c {
			t.Fatalf("movement.ParseTimeOfDay(%q) = %v, which reads back as %v, %v", s, c, back, err)
		}
	})
}
