package cards_test

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/movegen/movegen/export/cards"
	"github.com/movegen/movegen/export/cards/samples"
	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/schedules"
)

// lateMitchell is the 3-table Mitchell (3 boards a round) played from
// 23:20 at 7 minutes a board and 1 to move: 23:20–23:41, 23:42–00:03(+1),
// 00:04–00:25(+1), at the club room (samples.LateMitchell, whose times are
// checked against the planner's arithmetic).
func lateMitchell(t *testing.T) *movement.Movement {
	t.Helper()
	m, err := samples.LateMitchell()
	if err != nil {
		t.Fatal(err)
	}
	m.Session.Venue = "Club room"
	if ps := movement.Validate(m); !ps.Valid() {
		t.Fatalf("the movement with its session is invalid: %v", ps)
	}
	return m
}

// TestTextGoldenWithTimes prints the cards of a session that crosses
// midnight, in both languages: a time column on table and contestant cards
// and on the chart, the clock under the chart's heading, and the event
// from the session on every heading.
func TestTextGoldenWithTimes(t *testing.T) {
	m := lateMitchell(t)
	for _, lang := range i18n.Langs() {
		t.Run(lang, func(t *testing.T) {
			b, err := cards.Build(m)
			if err != nil {
				t.Fatal(err)
			}
			golden(t, "mitchell3-times."+lang+".txt", []byte(bookText(t, b, i18n.New(lang), cards.All(), "")))
		})
	}
}

// TestTimeColumns checks every time cell against the timetable: the
// column is right after the round, round r shows its own start and end,
// and the round after midnight is marked (+1).
func TestTimeColumns(t *testing.T) {
	m := lateMitchell(t)
	b, err := cards.Build(m)
	if err != nil {
		t.Fatal(err)
	}
	p := i18n.New("en")
	want := map[string]string{"1": "23:20–23:41", "2": "23:42–00:03(+1)", "3": "00:04–00:25(+1)"}
	check := func(what string, grid [][]string) {
		t.Helper()
		if grid[0][1] != "Time" {
			t.Fatalf("%s: heading %v has no time column after the round", what, grid[0])
		}
		n := 0
		for _, row := range grid[1:] {
			if w, ok := want[row[0]]; ok {
				n++
				if row[1] != w {
					t.Errorf("%s round %s: time %q, want %q", what, row[0], row[1], w)
				}
			}
		}
		if n != m.Rounds {
			t.Errorf("%s: %d rows with a time, want %d", what, n, m.Rounds)
		}
	}
	for _, c := range b.Tables {
		check("table "+strconv.Itoa(c.Table), cards.TableGrid(p, b, c))
	}
	for _, c := range b.Contestants {
		check("contestant "+c.Label, cards.RouteGrid(p, b, c))
	}
	check("chart", cards.ChartGrid(p, b))
	if got := cards.TimetableLine(p, b); got != "Start 23:20, finish 00:25(+1). 7 minutes a board, 1 to move. (+1) after a time: the next day." {
		t.Errorf("TimetableLine = %q", got)
	}
	if got := footer(i18n.New(i18n.English), b, ""); !strings.Contains(got, "Night Pairs, Club room") {
		t.Errorf("heading %q lacks the session's event", got)
	}
	if got := footer(i18n.New(i18n.English), b, "Override"); strings.Contains(got, "Night Pairs") || !strings.Contains(got, "Override") {
		t.Errorf("heading %q: the event given does not replace the session's", got)
	}
}

// TestNoTimesWithoutTimetable: without a timetable the grids are as
// before, with no time column.
func TestNoTimesWithoutTimetable(t *testing.T) {
	m, err := samples.Mitchell(3, samples.Plain)
	if err != nil {
		t.Fatal(err)
	}
	m.Session = &movement.Session{Event: "Only a name"}
	b, err := cards.Build(m)
	if err != nil {
		t.Fatal(err)
	}
	p := i18n.New("en")
	if h := cards.TableGrid(p, b, b.Tables[0])[0]; h[1] != "NS" {
		t.Errorf("table heading %v: want NS after the round", h)
	}
	if cards.TimetableGrid(p, b) != nil || cards.TimetableLine(p, b) != "" || cards.RoundTimeText(b, 1) != "" {
		t.Error("times shown without a timetable")
	}
}

// A movement that carries its session's clock prints the time of every
// round on its cards; a round past midnight says which day.
func ExampleRoundTimeText() {
	m, _ := samples.Mitchell(3, samples.Plain)
	start, _ := movement.ParseTimeOfDay("23:20")
	tt, _ := schedules.MovementTimetable(m, start, schedules.DefaultPace(m.Game))
	m.Session = &movement.Session{Timetable: tt}
	b, _ := cards.Build(m)
	for r := 1; r <= m.Rounds; r++ {
		fmt.Println(r, cards.RoundTimeText(b, r))
	}
	// Output:
	// 1 23:20–23:41
	// 2 23:42–00:03(+1)
	// 3 00:04–00:25(+1)
}

// TestTimetableLineSaysWhatPlusMeans: the line under a timetable explains
// the day mark when a time falls on a later day: "(+1)" as the next day,
// a session running into a third day with "(+N)"; a session within its
// day says nothing of it.
func TestTimetableLineSaysWhatPlusMeans(t *testing.T) {
	p := i18n.New("en")
	for _, c := range []struct {
		start            movement.Clock
		minutesPerBoard  int
		want, wantAbsent string
	}{
		{19 * 60, 7, "", "after a time"},
		{23*60 + 20, 7, "(+1) after a time: the next day.", "(+N)"},
		{23 * 60, 600, "(+N) after a time: N days after the day the session starts.", "the next day"},
	} {
		m := lateMitchell(t)
		tt, err := movement.NewTimetable(c.start, m.Rounds, m.BoardsPerSet, c.minutesPerBoard, 1)
		if err != nil {
			t.Fatal(err)
		}
		m.Session.Timetable = tt
		b, err := cards.Build(m)
		if err != nil {
			t.Fatal(err)
		}
		got := cards.TimetableLine(p, b)
		if !strings.Contains(got, c.want) || strings.Contains(got, c.wantAbsent) {
			t.Errorf("start %s, %d minutes a board: %q, want %q and not %q", c.start, c.minutesPerBoard, got, c.want, c.wantAbsent)
		}
	}
}
