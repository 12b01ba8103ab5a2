package preferans

import (
	"context"
	"errors"
	"fmt"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/movegen/movegen/movement"
)

// TestPerfectRotations proves the full-table promise with movement.Analyze:
// every two players of different lines meet exactly once, players of one
// line never meet, and every player plays every set exactly once.
func TestPerfectRotations(t *testing.T) {
	tests := []struct {
		tables, seats int
		method        Method
	}{
		{5, 4, Rotation}, {7, 4, Rotation}, {11, 4, Rotation}, {13, 4, Rotation}, {25, 4, Rotation},
		{8, 4, Field}, {9, 4, Field}, {16, 4, Field},
		{4, 3, Field}, {5, 3, Rotation}, {7, 3, Rotation}, {8, 3, Field},
	}
	for _, tt := range tests {
		t.Run(fmt.Sprintf("%d tables of %d", tt.tables, tt.seats), func(t *testing.T) {
			res := generate(t, Options{Tables: tt.tables, Seats: tt.seats})
			if res.Method != tt.method {
				t.Errorf("auto chose %s, want %s", res.Method, tt.method)
			}
			if !res.Perfect {
				t.Error("Result.Perfect is false")
			}
			m := res.Movement
			checkLabels(t, m)
			rep := movement.Analyze(m)
			if !rep.Problems.Valid() {
				t.Fatalf("invalid: %v", rep.Problems)
			}
			n := tt.tables * tt.seats
			if m.Contestants != n || m.Rounds != tt.tables || m.Sets != tt.tables {
				t.Fatalf("%d players, %d rounds, %d sets; want %d, %d, %d", m.Contestants, m.Rounds, m.Sets, n, tt.tables, tt.tables)
			}
			lines := make([]movement.Seat, n+1)
			for i := 1; i <= n; i++ {
				if lines[i] = lineOf(m, i); lines[i] == "" {
					t.Fatalf("player %d changes seat", i)
				}
			}
			for i := 1; i <= n; i++ {
				for j := i + 1; j <= n; j++ {
					want := 1
					if lines[j] == lines[i] {
						want = 0
					}
					if got := rep.Meetings.At(i, j); got != want {
						t.Errorf("%s and %s meet %d times, want %d", m.Label(i), m.Label(j), got, want)
					}
				}
				if st := rep.Contestants[i-1]; st.Sets != tt.tables || st.Rounds != tt.tables || st.Dealer != tt.tables {
					t.Errorf("%s: %d sets, %d rounds, %d deals as dealer; want %d each", m.Label(i), st.Sets, st.Rounds, st.Dealer, tt.tables)
				}
			}
			if rep.Verdict != movement.Perfect || !slices.Contains(rep.Properties, movement.PropEverySetOnce) {
				t.Errorf("verdict %s, properties %v; want perfect with every-set-once", rep.Verdict, rep.Properties)
			}
			// One field per line, each of T players.
			if len(rep.Fields) != tt.seats {
				t.Errorf("%d fields, want one per line (%d)", len(rep.Fields), tt.seats)
			}
		})
	}
}

// TestRestSchemes proves the one-rest promise with movement.Analyze.
func TestRestSchemes(t *testing.T) {
	tests := []struct{ players, seats, meet int }{
		{13, 4, 3}, {9, 4, 3}, {5, 4, 3}, {17, 4, 3}, {7, 3, 2}, {13, 3, 2},
	}
	for _, tt := range tests {
		t.Run(fmt.Sprintf("%d players at tables of %d", tt.players, tt.seats), func(t *testing.T) {
			res := generate(t, Options{Players: tt.players, Seats: tt.seats})
			if res.Method != Rest {
				t.Fatalf("auto chose %s, want rest", res.Method)
			}
			m := res.Movement
			rep := movement.Analyze(m)
			if !rep.Problems.Valid() {
				t.Fatalf("invalid: %v", rep.Problems)
			}
			if m.Rounds != tt.players || m.Tables != (tt.players-1)/tt.seats {
				t.Errorf("%d rounds at %d tables", m.Rounds, m.Tables)
			}
			for i := 1; i <= tt.players; i++ {
				st := rep.Contestants[i-1]
				if st.Rests != 1 || st.Rounds != tt.players-1 || st.Sets != tt.players-1 {
					t.Errorf("%s: %d rests, %d rounds, %d sets; want 1, %d, %d", m.Label(i), st.Rests, st.Rounds, st.Sets, tt.players-1, tt.players-1)
				}
				for j := i + 1; j <= tt.players; j++ {
					if got := rep.Meetings.At(i, j); got != tt.meet {
						t.Errorf("%s and %s meet %d times, want %d", m.Label(i), m.Label(j), got, tt.meet)
					}
				}
			}
			if rep.Summary.RepeatedSets != 0 || !slices.Contains(rep.Properties, movement.PropEqualRests) ||
				!slices.Contains(rep.Properties, movement.PropEqualMeetings) {
				t.Errorf("repeated sets %d, properties %v", rep.Summary.RepeatedSets, rep.Properties)
			}
			// The player resting in round 1 has no place to be named by:
			// he keeps his number, never a rest mark or a made-up letter.
			if got, want := m.Label(tt.players), strconv.Itoa(tt.players); got != want {
				t.Errorf("the player resting in round 1 is labelled %q, want %s", got, want)
			}
		})
	}
}

// TestExtraMove checks the book's remedy where no perfect rotation exists:
// it never repeats a set, and the cost shows in the meetings.
func TestExtraMove(t *testing.T) {
	for _, tt := range []struct{ tables, seats int }{{2, 4}, {3, 4}, {4, 4}, {6, 4}, {10, 4}, {12, 4}, {15, 4}, {6, 3}, {12, 3}} {
		t.Run(fmt.Sprintf("%d tables of %d", tt.tables, tt.seats), func(t *testing.T) {
			res := generate(t, Options{Tables: tt.tables, Seats: tt.seats, Method: ExtraMove})
			if res.Method != ExtraMove || res.Perfect {
				t.Fatalf("got %s (perfect %v), want a non-perfect extra move", res.Method, res.Perfect)
			}
			rep := movement.Analyze(res.Movement)
			if !rep.Problems.Valid() || rep.Summary.RepeatedSets != 0 {
				t.Fatalf("problems %v, repeated sets %d", rep.Problems, rep.Summary.RepeatedSets)
			}
			if !slices.Contains(rep.Properties, movement.PropEverySetOnce) {
				t.Errorf("not every set once: %v", rep.Properties)
			}
			if rep.Verdict == movement.Perfect {
				t.Errorf("%d tables of %d reported perfect; a perfect rotation was not expected", tt.tables, tt.seats)
			}
			if rep.Summary.MeetMoreThanOnce == 0 && rep.Summary.NeverMeet == 0 {
				t.Errorf("every pair meets exactly once, yet the method is not a perfect rotation")
			}
		})
	}
	// With gcd(T, 6) = 1 the extra move never triggers: it is the rotation.
	a := generate(t, Options{Tables: 7, Method: ExtraMove}).Movement
	b := generate(t, Options{Tables: 7, Method: Rotation}).Movement
	if !reflect.DeepEqual(a.Play, b.Play) {
		t.Error("extra move on 7 tables differs from the rotation")
	}
}

// TestShortSessions checks --rounds below the full cycle: nobody meets twice
// and nobody plays a set twice.
func TestShortSessions(t *testing.T) {
	for _, o := range []Options{
		{Tables: 7, Rounds: 4}, {Tables: 9, Rounds: 5}, {Tables: 8, Seats: 3, Rounds: 3}, {Players: 13, Rounds: 6},
	} {
		res := generate(t, o)
		rep := movement.Analyze(res.Movement)
		if res.Movement.Rounds != o.Rounds || res.Perfect {
			t.Errorf("%+v: %d rounds, perfect %v", o, res.Movement.Rounds, res.Perfect)
		}
		if rep.Summary.RepeatedSets != 0 || (o.Players == 0 && !slices.Contains(rep.Properties, movement.PropNoRepeatMeetings)) {
			t.Errorf("%+v: properties %v", o, rep.Properties)
		}
		if !strings.Contains(res.Promise, fmt.Sprintf("%d of the", o.Rounds)) {
			t.Errorf("%+v: promise %q does not say the session is short", o, res.Promise)
		}
	}
}

// TestLayoutByPlayers checks the layout chosen for a player count.
func TestLayoutByPlayers(t *testing.T) {
	tests := []struct {
		players, seats int
		method         Method
		tables, k      int
	}{
		{20, 0, Rotation, 5, 4},
		{12, 0, Field, 4, 3},    // 3 tables of four is not perfect; 4 of three is
		{24, 0, Field, 8, 3},    // 6 tables of four is not perfect; 8 of three is
		{28, 0, Rotation, 7, 4}, // four a table first
		{21, 0, Rotation, 7, 3},
		{13, 0, Rest, 3, 4},
		{13, 3, Rest, 4, 3},
		{7, 0, Rest, 2, 3},
		{36, 0, Field, 9, 4},
		{18, 0, Search, 6, 3}, // nothing perfect: the search
		{30, 0, Search, 10, 3},
		{24, 0, Field, 8, 3},
		{48, 0, Mols, 12, 4},
		{11, 0, Mols, 3, 3}, // OA of order 4, table 4 rests
		{14, 0, Mols, 4, 3},
		{50, 0, Mols, 16, 3},
		{10, 0, Auto, 3, 3}, // lines with a rest, by the seating planner
	}
	for _, tt := range tests {
		res := generate(t, Options{Players: tt.players, Seats: tt.seats})
		m := res.Movement
		if res.Method != tt.method || m.Tables != tt.tables || len(m.Seats) != tt.k {
			t.Errorf("%d players: %s at %d tables of %d; want %s at %d tables of %d",
				tt.players, res.Method, m.Tables, len(m.Seats), tt.method, tt.tables, tt.k)
		}
		if !strings.HasPrefix(res.Layout, fmt.Sprintf("%d players: %d tables of ", tt.players, tt.tables)) {
			t.Errorf("%d players: layout %q does not say what was chosen", tt.players, res.Layout)
		}
		if res.Why == "" {
			t.Errorf("%d players: no reason given", tt.players)
		}
	}
}

// TestBadRequests checks that impossible or malformed requests are refused
// as request errors with a message naming the problem.
func TestBadRequests(t *testing.T) {
	tests := []struct {
		opts Options
		want string
	}{
		{Options{}, "want at least 1 table, or give the number of players instead"},
		{Options{Tables: -1}, "want at least 1 table"},
		{Options{Tables: 5, Seats: 5}, "preferans is played 4 or 3"},
		{Options{Players: 2}, "a preferans table needs at least 3 players"},
		{Options{Players: 10, Method: Rotation}, "no rotation movement for 10 players; nearest counts that work: 3, 4, 15, 20"},
		{Options{Players: 22, Seats: 4, Method: Mols}, "no mols movement for 22 players at tables of four; nearest counts that work: 19, 20, 27, 28"},
		{Options{Tables: 5, Players: 20}, "not both"},
		{Options{Tables: 5, Rounds: 6}, "this movement has a cycle of 5 rounds"},
		{Options{Tables: 5, Rounds: -1}, "want at least 1 round"},
		{Options{Tables: 9, Method: Rotation}, "gcd 3"},
		{Options{Tables: 6, Method: Field}, "6 is not"},
		{Options{Tables: 4, Method: Field}, "4 is not"}, // GF(4) has too few elements for four lines
		{Options{Players: 10, Method: Rest}, "no rest movement for 10 players"},
		{Options{Tables: 5, Method: "spiral"}, "want one of auto, rotation, field, mols, search, rest, extra-move"},
		{Options{Tables: 300}, "want at most 250 tables"},
		{Options{Tables: 334, Seats: 3}, "want at most 333 tables"},
		{Options{Players: 1001}, "want at most 1000 players"},
	}
	for _, tt := range tests {
		_, err := Generate(context.Background(), tt.opts)
		if err == nil {
			t.Errorf("%+v: no error", tt.opts)
			continue
		}
		if !IsRequestError(err) {
			t.Errorf("%+v: %v is not a request error", tt.opts, err)
		}
		if !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%+v: error %q does not contain %q", tt.opts, err, tt.want)
		}
	}
}

// TestDeals checks the deals of every set: one per player at the table,
// each seat dealing once, in order N, E, S[, W].
func TestDeals(t *testing.T) {
	for _, k := range []int{4, 3} {
		m := generate(t, Options{Tables: 5, Seats: k}).Movement
		if m.BoardsPerSet != k {
			t.Fatalf("tables of %d: %d deals per set", k, m.BoardsPerSet)
		}
		for set := 1; set <= m.Sets; set++ {
			bs := m.BoardsOf(set)
			for j, b := range bs {
				if b.Number != (set-1)*k+j+1 || b.Dealer != m.Seats[j] {
					t.Errorf("tables of %d, set %d, deal %d: number %d dealer %s", k, set, j+1, b.Number, b.Dealer)
				}
			}
		}
	}
}

func TestDeterministic(t *testing.T) {
	for _, o := range []Options{{Tables: 16}, {Players: 13}, {Tables: 10, Effort: 20_000}, {Tables: 6, Seats: 3, Effort: 20_000, Seed: 7}, {Players: 10, Effort: 2_000}} {
		a, b := generate(t, o), generate(t, o)
		if !reflect.DeepEqual(a, b) {
			t.Errorf("%+v: two runs differ", o)
		}
	}
}

func TestCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := Generate(ctx, Options{Tables: 5}); !errors.Is(err, context.Canceled) {
		t.Errorf("error %v, want context.Canceled", err)
	}
}
