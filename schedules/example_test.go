package schedules_test

import (
	"fmt"

	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/schedules"
)

// A late session: seven rounds of four boards from 22:30 run past
// midnight.
func ExamplePace_Timetable() {
	start, _ := movement.ParseTimeOfDay("22:30")
	tt, err := schedules.DefaultPace(movement.Bridge).Timetable(start, 7, 4)
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, r := range tt.Rounds {
		fmt.Printf("round %d  %s - %s\n", r.Round, r.Start, r.End)
	}
	fmt.Println("finish", tt.Finish(), "after", schedules.Duration(tt.Minutes()))
	// Output:
	// round 1  22:30 - 22:58
	// round 2  22:59 - 23:27
	// round 3  23:28 - 23:56
	// round 4  23:57 - 00:25(+1)
	// round 5  00:26(+1) - 00:54(+1)
	// round 6  00:55(+1) - 01:23(+1)
	// round 7  01:24(+1) - 01:52(+1)
	// finish 01:52(+1) after 3h 22m
}

// The ranking rule: finishing in time comes before fairness, fairness
// before sit-outs, and sit-outs before boards.
func ExampleRank() {
	opts := []schedules.Option{
		{Name: schedules.Plain("perfect but late"), FitsTime: false, Verdict: movement.Perfect, BalanceIndex: 100},
		{Name: schedules.Plain("valid, balance 86"), FitsTime: true, Verdict: movement.Valid, BalanceIndex: 86.39},
		{Name: schedules.Plain("perfect, one sit-out"), FitsTime: true, Verdict: movement.Perfect, BalanceIndex: 100, SitOuts: schedules.Range{Min: 1, Max: 1}, SitOutBoards: schedules.Range{Min: 3, Max: 3}, Boards: schedules.Range{Min: 21, Max: 21}},
		{Name: schedules.Plain("perfect, 21 boards"), FitsTime: true, Verdict: movement.Perfect, BalanceIndex: 100, Boards: schedules.Range{Min: 21, Max: 21}, Winners: 1, Rounds: 7, BoardsPerRound: 3},
		{Name: schedules.Plain("perfect, 24 boards"), FitsTime: true, Verdict: movement.Perfect, BalanceIndex: 100, Boards: schedules.Range{Min: 24, Max: 24}, Winners: 1, Rounds: 8, BoardsPerRound: 3},
	}
	schedules.Rank(opts)
	for _, o := range opts {
		fmt.Println(o.Number, o.Name)
	}
	fmt.Println(schedules.Reason(opts, true))
	// Output:
	// 1 perfect, 24 boards
	// 2 perfect, 21 boards
	// 3 perfect, one sit-out
	// 4 valid, balance 86
	// 5 perfect but late
	// perfect, 24 boards (one winner, no sit-out, 24 boards in rounds of 3) finishes in time at 00:00 and comes first on boards played; the next option, perfect, 21 boards, offers one winner, no sit-out, 21 boards in rounds of 3.
}
