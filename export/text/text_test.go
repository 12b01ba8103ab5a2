package text

import (
	"bytes"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/movegen/movegen/export/cards/samples"
	"github.com/movegen/movegen/export/i18n"
	goldenfile "github.com/movegen/movegen/internal/golden"
	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/mitchell"
)

var update = goldenfile.UpdateFlag()

// mitchell7 is the 7-table Mitchell built by the textbook rule in package
// samples: NS pair t stays at table t; EW pair e (contestant 7+e) starts
// at table e and moves up one table a round; sets move down one table.
func mitchell7() *movement.Movement { return samples.Must(samples.Mitchell(7, samples.Plain)) }

// relay is a small pairs movement with a relay (set 1 at both tables in
// round 1), an arrow switch and an idle table.
func relay() *movement.Movement {
	return &movement.Movement{
		Name: "Relay test", Family: movement.Custom, Kind: movement.Pairs, Game: movement.Bridge,
		Seats: movement.PairSeats(), Contestants: 4, Tables: 2, Rounds: 2, Sets: 2, BoardsPerSet: 2,
		Play: []movement.Play{
			{Round: 1, Table: 1, Set: 1, Seats: []int{1, 3}},
			{Round: 1, Table: 2, Set: 1, Seats: []int{2, 4}},
			{Round: 2, Table: 1, Set: 2, Seats: []int{1, 4}, Switched: true},
		},
	}
}

// phantom is an individual movement for 5 players at one table: each round
// one seat is empty, one board per set.
func phantom() *movement.Movement {
	m := &movement.Movement{
		Name: "Five players", Family: movement.Custom, Kind: movement.Individual, Game: movement.Bridge,
		Seats: movement.CompassSeats(), Contestants: 5, Tables: 1, Rounds: 5, Sets: 5, BoardsPerSet: 1,
	}
	for r := 1; r <= 5; r++ {
		seats := make([]int, 4)
		for i := range seats {
			seats[i] = (r+i-1)%5 + 1
		}
		seats[3] = 0
		m.Play = append(m.Play, movement.Play{Round: r, Table: 1, Set: r, Seats: seats})
	}
	return m
}

// seatedTwice is the Mitchell with contestant 3 also in the EW seat of
// table 6 in round 2.
func seatedTwice() *movement.Movement {
	m := mitchell7()
	for i, p := range m.Play {
		if p.Round == 2 && p.Table == 6 {
			m.Play[i].Seats[1] = 3
		}
	}
	return m
}

func TestChartCells(t *testing.T) {
	var b bytes.Buffer
	if err := WriteChart(&b, mitchell7(), Options{}); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(b.String(), "\n")
	// Title, blank, heading, then round 1: NS t against EW t on set t,
	// shown by their labels without the direction the seat already gives.
	if got := strings.Fields(lines[3]); !reflect.DeepEqual(got[:4], []string{"1", "1-1", "b1-3", "2-2"}) {
		t.Errorf("round 1 row = %q", lines[3])
	}
	// Round 2, table 1: EW pair 7 (contestant 14) has moved up from table
	// 7 and set 2 (boards 4-6) has come down from table 2.
	if got := strings.Fields(lines[4]); got[1] != "1-7" || got[2] != "b4-6" {
		t.Errorf("round 2 row = %q", lines[4])
	}
	if strings.Contains(b.String(), "Legend") || strings.Contains(b.String(), "Relays") {
		t.Errorf("a plain Mitchell needs no legend or relays:\n%s", b.String())
	}
}

func TestChartName(t *testing.T) {
	labels := []string{"NS 1", "EW 2", "#3", "Smith Jones", "P1"}
	tests := []struct {
		c    int
		seat movement.Seat
		want string
	}{
		{1, movement.NS, "1"}, {1, movement.EW, "NS1"}, {2, movement.EW, "2"},
		{3, movement.S, "#3"}, {4, movement.NS, "SmithJones"}, {5, movement.N, "P1"}, {6, movement.N, "6"},
	}
	for _, tt := range tests {
		if got := chartName(i18n.New(i18n.English), labels, tt.c, tt.seat); got != tt.want {
			t.Errorf("chartName(%d, %s) = %q; want %q", tt.c, tt.seat, got, tt.want)
		}
	}
}

func TestChartMarks(t *testing.T) {
	var b bytes.Buffer
	if err := WriteChart(&b, relay(), Options{}); err != nil {
		t.Fatal(err)
	}
	out := b.String()
	for _, want := range []string{"1-4* b3-4", "  .\n", "* arrow switch", ". table not in use", "round 1: set 1 at tables 1, 2"} {
		if !strings.Contains(out, want) {
			t.Errorf("chart lacks %q:\n%s", want, out)
		}
	}
	if strings.Contains(out, "empty seat") {
		t.Errorf("legend explains a mark that is not used:\n%s", out)
	}
	b.Reset()
	if err := WriteChart(&b, phantom(), Options{}); err != nil {
		t.Fatal(err)
	}
	if out := b.String(); !strings.Contains(out, "#1/#2/#3/× b1") || !strings.Contains(out, "× empty seat") {
		t.Errorf("individual chart lacks the empty seat:\n%s", out)
	}
}

// TestPhantomInPairsCell: an empty seat in a pairs cell must not run into
// the "-" between the NS and EW pairs ("2--" read as a broken cell).
func TestPhantomInPairsCell(t *testing.T) {
	m := relay()
	m.Play[1].Seats[1] = 0 // pair 4 is missing at table 2 in round 1
	var b bytes.Buffer
	if err := WriteChart(&b, m, Options{}); err != nil {
		t.Fatal(err)
	}
	out := b.String()
	if !strings.Contains(out, "2-"+EmptySeat+" b1-2") || strings.Contains(out, "--") {
		t.Errorf("pairs cell with an empty EW seat is not \"2-%s\":\n%s", EmptySeat, out)
	}
}

// TestTitle checks the counts in the title line: singular for one,
// Russian forms by number, and deals rather than boards at preferans.
func TestTitle(t *testing.T) {
	one := &movement.Movement{Name: "One", Kind: movement.Individual, Game: movement.Bridge, Contestants: 4, Tables: 1, Rounds: 1, Sets: 1, BoardsPerSet: 1}
	pref := &movement.Movement{Name: "Pref", Kind: movement.Individual, Game: movement.Preferans, Contestants: 21, Tables: 5, Rounds: 22, Sets: 22, BoardsPerSet: 4}
	tests := []struct {
		m    *movement.Movement
		lang string
		want string
	}{
		{one, i18n.English, "One: individual, bridge, 4 contestants, 1 table, 1 round, 1 set of 1 board"},
		{one, i18n.Russian, "One: личный, бридж, 4 участника, 1 стол, 1 тур, 1 комплект (в каждом 1 сдача)"},
		{pref, i18n.English, "Pref: individual, preferans, 21 contestants, 5 tables, 22 rounds, 22 sets of 4 deals"},
		{pref, i18n.Russian, "Pref: личный, преферанс, 21 участник, 5 столов, 22 тура, 22 комплекта (в каждом 4 сдачи)"},
	}
	for _, tt := range tests {
		if got := Title(tt.m, i18n.New(tt.lang)); got != tt.want {
			t.Errorf("%s: Title = %q, want %q", tt.lang, got, tt.want)
		}
	}
}

func TestRanges(t *testing.T) {
	tests := []struct {
		in   []int
		want string
	}{{nil, ""}, {[]int{3}, "3"}, {[]int{1, 2, 3, 5, 7, 8}, "1-3, 5, 7-8"}}
	for _, tt := range tests {
		if got := ranges(tt.in); got != tt.want {
			t.Errorf("ranges(%v) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

// TestProblemLines checks that each problem line states its place once
// (the message names it) and that sets keep the letters the file used, in
// both languages.
func TestProblemLines(t *testing.T) {
	m := mitchell7()
	m.SetLetters = true
	m.Play[3].Seats[1] = 15 // a stray contestant at round 1, table 4
	m.Play[5].Set = 9       // set I, outside A to G
	ps := movement.Validate(m)
	tests := []struct {
		lang string
		want []string
	}{
		{i18n.English, []string{
			"  error  contestant-range  round 1, table 4, seat EW: contestant 15 is outside 1 to 14",
			"  error  set-range         round 1, table 6: set I is outside A to G",
		}},
		{i18n.Russian, []string{
			"contestant-range  тур 1, стол 4, позиция ВЗ: участник 15 вне диапазона от 1 до 14",
			"set-range         тур 1, стол 6: комплект I вне диапазона от A до G",
		}},
	}
	for _, tt := range tests {
		var b bytes.Buffer
		ew := &errWriter{w: &b}
		writeProblems(ew, ps, movement.Omitted{}, 0, i18n.New(tt.lang), false)
		lines := strings.Split(strings.TrimSpace(b.String()), "\n")
		if len(lines) != 3 {
			t.Fatalf("%s: want a heading and 2 problems, got:\n%s", tt.lang, b.String())
		}
		for k, want := range tt.want {
			if !strings.Contains(lines[k+1], want) {
				t.Errorf("%s: line %q, want %q", tt.lang, lines[k+1], want)
			}
			if strings.Count(lines[k+1], "1, ") > 1 || strings.Count(lines[k+1], "тур 1,") > 1 {
				t.Errorf("%s: line %q states its place twice", tt.lang, lines[k+1])
			}
		}
	}
}

// TestReportClaims checks what the report says against the report itself,
// so that the printed verdict is the one Analyze proved.
func TestReportClaims(t *testing.T) {
	tests := []struct {
		name string
		m    *movement.Movement
		want []string
		not  []string
	}{
		{"perfect Mitchell", mitchell7(), []string{
			"Verdict: perfect",
			"Problems: none",
			// 7 NS × 7 EW pairs can meet, each once.
			"pairs who can meet: 49): min 1, max 1, mean 1.00, sd 0.00",
			// 2 fields of 7: 2·21 pairs, each compared on 21 boards.
			"pairs within fields: 42): min 21, max 21, mean 21.00, sd 0.00",
			"balance index: 100.00 of 100",
			"field 1: 1-7", "field 2: 8-14",
		}, nil},
		{"seated twice", seatedTwice(), []string{"Verdict: invalid", "seated-twice", "round 2: contestant 3 NS is seated at table 6"}, []string{"Summary"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rep := movement.Analyze(tt.m)
			var b bytes.Buffer
			if err := WriteReport(&b, tt.m, rep, Options{}); err != nil {
				t.Fatal(err)
			}
			for _, w := range tt.want {
				if !strings.Contains(b.String(), w) {
					t.Errorf("report lacks %q:\n%s", w, b.String())
				}
			}
			for _, w := range tt.not {
				if strings.Contains(b.String(), w) {
					t.Errorf("report should not contain %q:\n%s", w, b.String())
				}
			}
		})
	}
}

func TestGolden(t *testing.T) {
	tests := []struct {
		name     string
		m        *movement.Movement
		lang     string
		matrices bool
	}{
		{"mitchell7", mitchell7(), "en", false},
		{"mitchell7.ru", mitchell7(), "ru", false},
		{"relay", relay(), "en", true},
		{"phantom", phantom(), "en", false},
		{"phantom.ru", phantom(), "ru", false},
		{"seated-twice", seatedTwice(), "en", false},
		{"seated-twice.ru", seatedTwice(), "ru", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			opt := Options{Printer: i18n.New(tt.lang), Matrices: tt.matrices}
			var b bytes.Buffer
			if err := WriteChart(&b, tt.m, opt); err != nil {
				t.Fatal(err)
			}
			b.WriteString("\n")
			if err := WriteReport(&b, tt.m, movement.Analyze(tt.m), opt); err != nil {
				t.Fatal(err)
			}
			golden(t, filepath.Join("testdata", tt.name+".golden"), b.Bytes())
		})
	}
}

type failWriter struct{}

func (failWriter) Write([]byte) (int, error) { return 0, os.ErrClosed }

func TestWriteErrors(t *testing.T) {
	m := mitchell7()
	if err := WriteChart(failWriter{}, m, Options{}); err == nil {
		t.Error("WriteChart ignored a write error")
	}
	if err := WriteReport(failWriter{}, m, movement.Analyze(m), Options{}); err == nil {
		t.Error("WriteReport ignored a write error")
	}
}

// golden checks got against the golden file at path (see package
// internal/golden).
func golden(t *testing.T, path string, got []byte) {
	t.Helper()
	goldenfile.Check(t, path, got, *update)
}

// TestBalanceIndexDigits: the report prints the balance index with two
// decimals, rounded once from the value Analyze holds (77.254 was printed
// as 77.2 when it was rounded to two places and again to one).
func TestBalanceIndexDigits(t *testing.T) {
	for _, tt := range []struct {
		lang string
		bi   float64
		want string
	}{
		{i18n.English, 77.254, "balance index: 77.25 of 100"},
		{i18n.English, 77.25, "balance index: 77.25 of 100"},
		{i18n.English, 100, "balance index: 100.00 of 100"},
		{i18n.Russian, 77.254, "индекс баланса: 77,25 из 100"},
	} {
		var b bytes.Buffer
		writeSummary(&errWriter{w: &b}, &movement.Report{Summary: movement.Summary{BalanceIndex: tt.bi}}, i18n.New(tt.lang), false)
		if !strings.Contains(b.String(), tt.want) {
			t.Errorf("%s %v: got\n%s\nwant %q", tt.lang, tt.bi, b.String(), tt.want)
		}
	}
}

// TestSectionSharedWords: a section whose contestants also play in
// another section gets no balance index of its own (it would compare
// them on part of their boards only, 0.0 for the 9-table interwoven
// Howell's section A), and the line says why, in en, ru and zh; a
// section of its own keeps its figure.
func TestSectionSharedWords(t *testing.T) {
	m := &movement.Movement{
		Name: "Guest", Family: movement.Custom, Kind: movement.Pairs, Game: movement.Bridge,
		Seats: movement.PairSeats(), Contestants: 4, Tables: 2, Rounds: 2, Sets: 4, BoardsPerSet: 2,
		Sections: []movement.Section{{Name: "A", Tables: 1}, {Name: "B", Tables: 1}},
		Play: []movement.Play{
			{Round: 1, Table: 1, Set: 1, Seats: []int{1, 2}},
			{Round: 1, Table: 2, Set: 2, Seats: []int{3, 4}},
			{Round: 2, Table: 1, Set: 3, Seats: []int{2, 4}},
			{Round: 2, Table: 2, Set: 4, Seats: []int{3, 1}},
		},
	}
	for _, tt := range []struct{ lang, want string }{
		{i18n.English, "section A: table A1, contestants 1-2, 4: valid; no balance index of its own: contestants 1, 4 also play in section B, so it is not a field by itself"},
		{i18n.Russian, "своего индекса баланса нет: участники 1, 4 играют и в секции B, так что отдельного поля она не составляет"},
		{i18n.Chinese, "本区没有单独的均衡指数：参赛者1, 4也在B区比赛"},
	} {
		var b bytes.Buffer
		if err := WriteReport(&b, m, movement.Analyze(m), Options{Printer: i18n.New(tt.lang)}); err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(b.String(), tt.want) {
			t.Errorf("%s: report lacks %q:\n%s", tt.lang, tt.want, b.String())
		}
		if strings.Contains(b.String(), "valid, balance index") || strings.Contains(b.String(), "допустимая схема, индекс") {
			t.Errorf("%s: a shared section's balance index is printed", tt.lang)
		}
	}
}

// TestSectionLinesOfAWeb: the 7-table web's sections D and F are one
// table each ("table D1", never "tables D1-D1"), and a section whose
// pairs also play in two others names both ("in sections D and F").
func TestSectionLinesOfAWeb(t *testing.T) {
	m, err := mitchell.GenerateWeb(mitchell.WebOptions{Tables: 7})
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		lang string
		want []string
	}{
		{i18n.English, []string{"section A: tables A1-A5, contestants 1-5, 8-14: valid; no balance index of its own: contestants 9-14 also play in sections D and F,", "section D: table D1, contestants 6, 9-13:"}},
		{i18n.Russian, []string{"секция A: столы A1-A5,", "играют и в секциях D и F,", "секция D: стол D1,"}},
		{i18n.Chinese, []string{"A区：第A1-A5桌", "也在D和F区比赛", "D区：第D1桌"}},
	} {
		var b bytes.Buffer
		if err := WriteReport(&b, m, movement.Analyze(m), Options{Printer: i18n.New(tt.lang)}); err != nil {
			t.Fatal(err)
		}
		for _, w := range tt.want {
			if !strings.Contains(b.String(), w) {
				t.Errorf("%s: report lacks %q", tt.lang, w)
			}
		}
		if strings.Contains(b.String(), "D1-D1") {
			t.Errorf("%s: a one-table section is named as a range", tt.lang)
		}
	}
}
