package planjson_test

import (
	"bytes"
	"context"
	"encoding/json"
	"testing"

	"github.com/movegen/movegen/export/jsonfile/planjson"
	goldenfile "github.com/movegen/movegen/internal/golden"
	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/schedules"
)

// TestWriteTeams: a teams plan ("plan --teams N --format json") is a
// movegen-plan/1 document whose request has kind "teams": every option of
// schedules.NewTeamsPlan in its order, its teams' figures measured again
// here from its movement (pairs of teams that meet, byes, copies of a set,
// the boards of a match), its timetable, and none of a pairs option's
// figures of pairs (balance index, never meet, most meetings, rooms, the
// 70% flag). Golden files for 8 teams in 3 hours with the boards
// exchanged, and 9 teams with a copy for each table.
func TestWriteTeams(t *testing.T) {
	for _, tc := range []struct {
		name   string
		req    schedules.TeamsRequest
		event  *movement.Session
		copies movement.BoardSharing
	}{
		{"teams8", schedules.TeamsRequest{Teams: 8, Budget: 180, Start: 19 * 60}, &movement.Session{Event: " Club Teams "}, movement.BoardsExchange},
		{"teams9-copies", schedules.TeamsRequest{Teams: 9, Budget: 210, Start: 19 * 60, Copies: true}, nil, movement.BoardsCopies},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tc.req.Pace = schedules.DefaultPace(movement.Bridge)
			plan, err := schedules.NewTeamsPlan(context.Background(), tc.req)
			if err != nil {
				t.Fatal(err)
			}
			var b bytes.Buffer
			if err := planjson.WriteTeams(&b, plan, tc.event); err != nil {
				t.Fatal(err)
			}
			goldenfile.Check(t, "testdata/"+tc.name+".golden.json", b.Bytes(), *update)
			var doc struct {
				Format  string
				Marked  int
				Event   *struct{ Name string }
				Request struct {
					Kind               string
					Teams, Contestants int
					Minutes            int
					Copies             bool
				}
				Options []map[string]json.RawMessage
			}
			if err := json.Unmarshal(b.Bytes(), &doc); err != nil {
				t.Fatal(err)
			}
			if doc.Format != planjson.Format || doc.Marked != 1 || doc.Request.Kind != "teams" || doc.Request.Teams != tc.req.Teams ||
				doc.Request.Contestants != 2*tc.req.Teams || doc.Request.Minutes != tc.req.Budget || doc.Request.Copies != tc.req.Copies {
				t.Errorf("format %q marked %d request %+v", doc.Format, doc.Marked, doc.Request)
			}
			if (tc.event != nil) != (doc.Event != nil) || tc.event != nil && doc.Event.Name != "Club Teams" {
				t.Errorf("event %+v, want %+v (trimmed)", doc.Event, tc.event)
			}
			if len(doc.Options) != len(plan.Options) {
				t.Fatalf("%d options, the plan %d", len(doc.Options), len(plan.Options))
			}
			n := tc.req.Teams
			for i, o := range doc.Options {
				po := plan.Options[i]
				m := po.Form.Movement
				for _, pairsOnly := range []string{"balance_index", "never_meet", "most_meetings", "rooms", "under_70_percent"} {
					if _, ok := o[pairsOnly]; ok {
						t.Errorf("option %d has the pairs' key %q", i+1, pairsOnly)
					}
				}
				var name string
				var fig struct {
					Complete       bool
					Meetings       int
					PairsOfTeams   int `json:"pairs_of_teams"`
					BoardsPerMatch int `json:"boards_per_match"`
					Byes, Copies   int
					Boards         movement.BoardSharing
				}
				var fits bool
				json.Unmarshal(o["name"], &name)
				json.Unmarshal(o["fits_time"], &fits)
				if err := json.Unmarshal(o["teams"], &fig); err != nil {
					t.Fatalf("option %d: teams: %v", i+1, err)
				}
				// Measured here from the grid: the pairs of teams that
				// play each other, the byes of each team, the copies of a
				// set played in one round.
				met := map[[2]int]bool{}
				byes := make([]int, n+1)
				mostCopies := 0
				for _, row := range m.Grid() {
					seated := map[int]bool{}
					sets := map[int]int{}
					for _, pl := range row {
						if pl == nil {
							continue
						}
						a, c := m.TeamOf(pl.Seats[0]), m.TeamOf(pl.Seats[1])
						met[[2]int{min(a, c), max(a, c)}], seated[a], seated[c] = true, true, true
						sets[pl.Set]++
					}
					for tm := 1; tm <= n; tm++ {
						if !seated[tm] {
							byes[tm]++
						}
					}
					for _, k := range sets {
						mostCopies = max(mostCopies, k)
					}
				}
				most := 0
				for _, k := range byes {
					most = max(most, k)
				}
				if fig.Copies > mostCopies || fig.Copies < (mostCopies+1)/2 {
					t.Errorf("option %d: %d copies, and %d tables play a set at once", i+1, fig.Copies, mostCopies)
				}
				if name != po.Name() || fig.Meetings != len(met) || fig.PairsOfTeams != n*(n-1)/2 || fig.Complete != (len(met) == n*(n-1)/2) ||
					fig.Byes != most || fig.BoardsPerMatch != m.BoardsPerSet || fits != po.FitsTime {
					t.Errorf("option %d %q: %+v fits %v; counted %d pairs of teams meeting, %d byes at most, %d boards a match", i+1, name, fig, fits, len(met), most, m.BoardsPerSet)
				}
				if m.Family != "american-whist" && fig.Boards != tc.copies {
					t.Errorf("option %d %q: boards %q, want %q", i+1, name, fig.Boards, tc.copies)
				}
			}
		})
	}
	if err := planjson.WriteTeams(&bytes.Buffer{}, &schedules.TeamsPlan{}, nil); err == nil {
		t.Error("a plan without options was written")
	}
}
