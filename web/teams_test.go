package web

import (
	"bytes"
	"context"
	"fmt"
	"html"
	"net/http"
	"strings"
	"testing"

	"github.com/movegen/movegen/export/jsonfile"
	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/schedules"
)

// TestTeamsGeneratorPage: the generator form makes a teams movement
// through the request layer: the page shows its chart and the match on
// every table's instructions, and the JSON download is the movement with
// its teams, every two teams meeting once.
func TestTeamsGeneratorPage(t *testing.T) {
	s := newTestServer(t, Options{})
	_, body := get(t, s, "/movement")
	for _, want := range []string{`<option value="teams"`, `name="teams"`, `name="form"`, `name="boards_per_match"`, `name="copies"`} {
		if !strings.Contains(body, want) {
			t.Errorf("the generator form lacks %q", want)
		}
	}
	for _, tc := range []struct{ query, title, note string }{
		{"gen=teams&teams=8", "Round robin, 8 teams", "for the second half."},
		{"gen=teams&teams=7&form=american-whist&boards_per_match=4", "American whist, 7 teams", "first half: the same boards are played at table 3 in round 6"},
		{"gen=teams&teams=6&form=flower&copies=true", "Flower, 6 teams", "each table plays its own copy of the boards"},
	} {
		res, body := get(t, s, "/movement?"+tc.query)
		if res.StatusCode != http.StatusOK {
			t.Fatalf("%s: status %d: %s", tc.query, res.StatusCode, errorMessage.FindString(body))
		}
		text := html.UnescapeString(body)
		for _, want := range []string{"<h1>" + tc.title, `id="chart"`, tc.note} {
			if !strings.Contains(text, want) {
				t.Errorf("%s: the page lacks %q", tc.query, want)
			}
		}
		res, body = get(t, s, "/download?format=json&"+tc.query)
		if res.StatusCode != http.StatusOK {
			t.Fatalf("%s: download status %d", tc.query, res.StatusCode)
		}
		m, err := jsonfile.ReadContext(context.Background(), bytes.NewReader([]byte(body)), "download.json")
		if err != nil {
			t.Fatal(err)
		}
		if rep := movement.AnalyzeTeams(m); rep == nil || !rep.Has(movement.PropTeamsAllMeetOnce) {
			t.Errorf("%s: the download is not a complete teams movement", tc.query)
		}
	}
	// A refused request names the field by its label.
	res, body := get(t, s, "/movement?gen=teams&teams=8&form=american-whist")
	if res.StatusCode == http.StatusOK && !strings.Contains(html.UnescapeString(body), "odd number of teams") {
		t.Errorf("an even American whist: status %d, no message", res.StatusCode)
	}
}

// TestTeamsPlanPage: the plan page plans teams through the layer's
// Service: the options of schedules.NewTeamsPlan in the same order, and
// option 1 chosen is its movement.
func TestTeamsPlanPage(t *testing.T) {
	s := newTestServer(t, Options{})
	res, body := get(t, s, "/plan?game=teams&count=8&time=3h")
	if res.StatusCode != http.StatusOK {
		t.Fatalf("status %d: %s", res.StatusCode, errorMessage.FindString(body))
	}
	plan, err := schedules.NewTeamsPlan(context.Background(), schedules.TeamsRequest{Teams: 8, Budget: 180, Start: 19 * 60, Pace: schedules.DefaultPace(movement.Bridge)})
	if err != nil {
		t.Fatal(err)
	}
	got := optionNames.FindAllStringSubmatch(body, -1)
	if len(got) != len(plan.Options) {
		t.Fatalf("the page lists %d options, the planner %d", len(got), len(plan.Options))
	}
	for i, o := range plan.Options {
		if html.UnescapeString(got[i][1]) != o.Name() {
			t.Errorf("option %d: page %q, planner %q", i+1, got[i][1], o.Name())
		}
	}
	// The teams' columns, as "plan --teams" prints them, not the pairs'
	// balance index and meetings.
	for _, want := range []string{"<th>teams meet</th>", "<th>each team plays</th>", "<th>copies</th>", `<td class="teams-meet">28/28</td>`,
		fmt.Sprintf(`<td class="teams-meet">%d/28</td>`, plan.Options[len(plan.Options)-1].Meetings)} {
		if !strings.Contains(body, want) {
			t.Errorf("the teams plan lacks %q", want)
		}
	}
	for _, not := range []string{"<th>balance</th>", "<th>never meet</th>"} {
		if strings.Contains(body, not) {
			t.Errorf("the teams plan shows the pairs' column %q", not)
		}
	}
	res, body = get(t, s, "/movement?game=teams&count=8&time=3h&start=19:00&choose=1")
	if res.StatusCode != http.StatusOK {
		t.Fatalf("choose 1: status %d: %s", res.StatusCode, errorMessage.FindString(body))
	}
	if !strings.Contains(body, "<h1>"+plan.Options[0].Name()) || !strings.Contains(body, "21:33") {
		t.Errorf("choose 1: the page lacks option 1 %q and its finish", plan.Options[0].Name())
	}
	// Own copies for each table: the plan form keeps the choice, option 1
	// is chosen with it, and its cards say so.
	res, body = get(t, s, "/plan?game=teams&count=8&time=3h&copies=true")
	if res.StatusCode != http.StatusOK || !strings.Contains(body, `<option value="true" selected>`) || !strings.Contains(body, `copies=true`) {
		t.Errorf("copies=true: status %d; the form or the choose links lose the choice", res.StatusCode)
	}
	res, body = get(t, s, "/movement?game=teams&count=8&time=3h&start=19:00&choose=1&copies=true")
	if res.StatusCode != http.StatusOK || !strings.Contains(html.UnescapeString(body), "each table plays its own copy of the boards") {
		t.Errorf("choose 1 with copies: status %d, the cards do not give each table its own copy", res.StatusCode)
	}
	// The room's tables count for teams too.
	res, body = get(t, s, "/plan?game=teams&count=7&time=3h&tables_available=4")
	if !strings.Contains(html.UnescapeString(body), "7 teams need at least 6 tables; the room holds 4") {
		t.Errorf("7 teams in a room of 4 tables: status %d, no message", res.StatusCode)
	}
	res, body = get(t, s, "/plan?game=teams&count=2&time=3h")
	if !strings.Contains(html.UnescapeString(body), "the teams movements take 3 to 40 teams") {
		t.Errorf("2 teams: status %d, no message naming the range", res.StatusCode)
	}
}
