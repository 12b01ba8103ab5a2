package bmdcfile_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/movegen/movegen/export/bmdcfile"
	"github.com/movegen/movegen/export/cards"
	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/export/scorerfile"
	_ "github.com/movegen/movegen/internal/golden"
	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/howell"
	"github.com/movegen/movegen/movement/mitchell"
	"github.com/movegen/movegen/movement/preferans"
	"github.com/movegen/movegen/movement/teams"
)

// The wire order of each object's fields, as the Data Connector's
// published client libraries write them (BridgeSystems'
// Bridgemate-Data-Connector-Scoring-Program-Client-Python, DTOs generated
// from ScoringProgramClient 5.0.1039.0: scoring_group_dto.py,
// section_dto.py, table_dto.py, round_dto.py, to_dict).
var wireOrder = map[string][]string{
	"group":   {"SessionGuid", "ClubId", "Sections", "ScoringGroupNumber", "ScoringMethod", "Name", "IsDeleted", "ValidationMessages"},
	"section": {"SessionGuid", "ScoringGroupNumber", "Letters", "Name", "Winners", "GameType", "EWMoveBeforePlay", "MissingPair", "KeepBridgematesAlive", "IsCombiSection", "NorthSouthPairSectionLetters", "EastWestPairSectionLetters", "HasExplicitParticipations", "Tables", "ValidationMessages"},
	"table":   {"SessionGuid", "SectionLetters", "TableNumber", "ConnectionMode", "KeepBridgematesAlive", "Rounds", "ValidationMessages"},
	"round":   {"SessionGuid", "SectionLetters", "TableNumber", "RoundNumber", "LowBoardNumber", "HighBoardNumber", "PairNS", "PairEW", "TeamNS", "TeamEW", "MatesTableSectionLetters", "MatesTableTableNumber", "MatesTableRoundNumber", "Updated", "ValidationMessages"},
}

// keys returns the keys of the JSON object data in their order.
func keys(t *testing.T, data json.RawMessage) []string {
	t.Helper()
	dec := json.NewDecoder(bytes.NewReader(data))
	if tok, err := dec.Token(); err != nil || tok != json.Delim('{') {
		t.Fatalf("not an object: %.80s", data)
	}
	var out []string
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, tok.(string))
		var skip json.RawMessage
		if err := dec.Decode(&skip); err != nil {
			t.Fatal(err)
		}
	}
	return out
}

// The rules of the client libraries' Validate methods (validation.py)
// that a movement file can break, written here from their statement.
var (
	guidRe    = regexp.MustCompile(`^[0-9A-F]{32}$`)
	lettersRe = regexp.MustCompile(`^(A+|B+|C+|D+|E+|F+|G+|H+|I+|J+|K+|L+|M+|N+|O+|P+|Q+|R+|S+|T+|U+|V+|W+|X+|Y+|Z+)$`)
)

func corpus(t *testing.T) map[string]*movement.Movement {
	t.Helper()
	out := map[string]*movement.Movement{}
	add := func(name string, m *movement.Movement, err error) {
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		out[name] = m
	}
	m, err := mitchell.Generate(mitchell.Options{Tables: 7})
	add("mitchell7", m, err)
	m, err = mitchell.Generate(mitchell.Options{Tables: 7, Pairs: 13, Missing: movement.EW})
	add("mitchell7-13pairs", m, err)
	// Switched rounds put pairs on the other line's cards: the EW pairs
	// are numbered from 11, on the cards and in the file.
	m, err = mitchell.Generate(mitchell.Options{Tables: 6, Winners: 1, ArrowSwitch: []int{5, 6}})
	if err == nil {
		m, _ = scorerfile.NumberEWFrom(m, 11)
	}
	add("mitchell6-switched-ew11", m, err)
	m, err = howell.Generate(howell.Options{Pairs: 9})
	add("howell9", m, err)
	m, err = mitchell.GenerateSections(mitchell.SectionOptions{Pairs: 28, Sections: 2})
	add("sections28", m, err)
	return out
}

// TestFileFollowsTheDataConnector: for every movement of the corpus the
// file has the published DTOs' fields in their order and passes their
// validation rules, and each table's round names the pairs the cards
// print (by the cards they hold) and the boards of its set (none at a
// sit-out).
func TestFileFollowsTheDataConnector(t *testing.T) {
	p := i18n.New(i18n.English)
	for name, m := range corpus(t) {
		t.Run(name, func(t *testing.T) {
			data, err := bmdcfile.Marshal(m)
			if err != nil {
				t.Fatal(err)
			}
			again, _ := bmdcfile.Marshal(m)
			if !bytes.Equal(data, again) {
				t.Fatal("two writes differ")
			}
			var groups []json.RawMessage
			if err := json.Unmarshal(data, &groups); err != nil {
				t.Fatal(err)
			}
			if want := max(len(m.Sections), 1); len(groups) != want {
				t.Fatalf("%d scoring groups, want %d (one a section)", len(groups), want)
			}
			if _, err := cards.Build(m); err != nil {
				t.Fatal(err)
			}
			names := cards.Names(p, m)
			// The number on the card: "NS 3", "EW 3", "A3 NS", "7".
			cardNumber := func(c int) int {
				if c == 0 {
					return 0
				}
				s := names[c-1]
				d := regexp.MustCompile(`\d+`).FindString(s)
				n, _ := strconv.Atoi(d)
				return n
			}
			grid := m.Grid()
			guid := ""
			for gi, raw := range groups {
				if got := keys(t, raw); !slices.Equal(got, wireOrder["group"]) {
					t.Fatalf("scoring group fields %v, want %v", got, wireOrder["group"])
				}
				var g bmdcfile.ScoringGroup
				if err := json.Unmarshal(raw, &g); err != nil {
					t.Fatal(err)
				}
				if guid == "" {
					guid = g.SessionGuid
				}
				if !guidRe.MatchString(g.SessionGuid) || g.SessionGuid != guid {
					t.Errorf("group %d: SessionGuid %q", gi, g.SessionGuid)
				}
				if g.ScoringGroupNumber != gi+1 || g.ScoringMethod != bmdcfile.ScoringPairs || len(g.Sections) != 1 {
					t.Errorf("group %d: number %d, method %d, %d sections", gi, g.ScoringGroupNumber, g.ScoringMethod, len(g.Sections))
				}
				var rawSecs []json.RawMessage
				var shell struct{ Sections []json.RawMessage }
				_ = json.Unmarshal(raw, &shell)
				rawSecs = shell.Sections
				if got := keys(t, rawSecs[0]); !slices.Equal(got, wireOrder["section"]) {
					t.Fatalf("section fields %v", got)
				}
				sec := g.Sections[0]
				if !lettersRe.MatchString(sec.Letters) || sec.SessionGuid != guid || sec.ScoringGroupNumber != g.ScoringGroupNumber {
					t.Errorf("section %q: guid %q, group %d", sec.Letters, sec.SessionGuid, sec.ScoringGroupNumber)
				}
				if sec.Winners < 1 || sec.Winners > 2 || sec.GameType != bmdcfile.GamePairs || sec.MissingPair < 0 && sec.Winners != 2 {
					t.Errorf("section %s: winners %d, game type %d, missing %d", sec.Letters, sec.Winners, sec.GameType, sec.MissingPair)
				}
				var tshell struct{ Tables []json.RawMessage }
				_ = json.Unmarshal(rawSecs[0], &tshell)
				seen := map[int]bool{}
				for ti, tb := range sec.Tables {
					if got := keys(t, tshell.Tables[ti]); !slices.Equal(got, wireOrder["table"]) {
						t.Fatalf("table fields %v", got)
					}
					var rshell struct{ Rounds []json.RawMessage }
					_ = json.Unmarshal(tshell.Tables[ti], &rshell)
					if got := keys(t, rshell.Rounds[0]); !slices.Equal(got, wireOrder["round"]) {
						t.Fatalf("round fields %v", got)
					}
					if tb.TableNumber <= 0 || seen[tb.TableNumber] || tb.SectionLetters != sec.Letters || tb.SessionGuid != guid {
						t.Errorf("table %d of %s", tb.TableNumber, sec.Letters)
					}
					seen[tb.TableNumber] = true
					if len(tb.Rounds) != m.Rounds {
						t.Errorf("table %s%d: %d rounds, want all %d", sec.Letters, tb.TableNumber, len(tb.Rounds), m.Rounds)
					}
					for ri, r := range tb.Rounds {
						if r.RoundNumber != ri+1 || r.TableNumber != tb.TableNumber || r.SectionLetters != sec.Letters || r.SessionGuid != guid {
							t.Errorf("table %s%d, round %d: numbered %d at table %d", sec.Letters, tb.TableNumber, ri+1, r.RoundNumber, r.TableNumber)
						}
						if (r.PairNS == 0 || r.PairEW == 0) && (r.LowBoardNumber > 0 || r.HighBoardNumber > 0) {
							t.Errorf("table %s%d, round %d: boards at a sit-out", sec.Letters, tb.TableNumber, r.RoundNumber)
						}
						// What the movement plays there.
						table := tb.TableNumber
						for _, before := range m.Sections[:min(gi, len(m.Sections))] {
							table += before.Tables
						}
						pl := grid[r.RoundNumber-1][table-1]
						wantNS, wantEW, lo, hi := 0, 0, 0, 0
						if pl != nil {
							a, b := pl.Seats[0], pl.Seats[1]
							if pl.Switched {
								a, b = b, a
							}
							wantNS, wantEW = cardNumber(a), cardNumber(b)
							if a != 0 && b != 0 {
								lo, hi = m.Boards(pl.Set)
							}
						}
						if r.PairNS != wantNS || r.PairEW != wantEW || r.LowBoardNumber != lo || r.HighBoardNumber != hi {
							t.Errorf("table %s%d, round %d: pairs %d v %d, boards %d-%d; the cards say %d v %d, boards %d-%d",
								sec.Letters, tb.TableNumber, r.RoundNumber, r.PairNS, r.PairEW, r.LowBoardNumber, r.HighBoardNumber, wantNS, wantEW, lo, hi)
						}
					}
				}
			}
		})
	}
}

// TestRefusals: what the Data Connector's pairs sections do not hold is
// refused with a sentence, nothing written.
func TestRefusals(t *testing.T) {
	pref, err := preferans.Generate(context.Background(), preferans.Options{Tables: 4})
	if err != nil {
		t.Fatal(err)
	}
	tm, err := teams.RoundRobin(teams.RoundRobinOptions{Teams: 4})
	if err != nil {
		t.Fatal(err)
	}
	mit, err := mitchell.Generate(mitchell.Options{Tables: 6, Winners: 1})
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name string
		m    *movement.Movement
		why  string
	}{
		{"preferans", pref.Movement, "preferans"},
		{"teams", tm, "teams"},
		// One winner: pairs play the other line's cards, and the cards'
		// NS 1 and EW 1 would be one pair to the Data Connector.
		{"mitchell6-one-winner", mit, "ew-numbers-from"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b, err := bmdcfile.Marshal(tc.m)
			var cw *scorerfile.CannotWrite
			if !errors.As(err, &cw) || b != nil {
				t.Fatalf("%v, %d bytes; want a CannotWrite and nothing", err, len(b))
			}
			if cw.Format != bmdcfile.FormatName || !strings.Contains(err.Error(), tc.why) {
				t.Errorf("%v: want %s naming %q", err, bmdcfile.FormatName, tc.why)
			}
		})
	}
}

func Example() {
	m, _ := mitchell.Generate(mitchell.Options{Tables: 3})
	groups, _ := bmdcfile.Groups(m)
	sec := groups[0].Sections[0]
	fmt.Println(sec.Letters, "winners", sec.Winners, "tables", len(sec.Tables))
	for _, r := range sec.Tables[0].Rounds {
		fmt.Printf("table 1, round %d: NS %d v EW %d, boards %d-%d\n", r.RoundNumber, r.PairNS, r.PairEW, r.LowBoardNumber, r.HighBoardNumber)
	}
	// Output:
	// A winners 2 tables 3
	// table 1, round 1: NS 1 v EW 1, boards 1-9
	// table 1, round 2: NS 1 v EW 3, boards 10-18
	// table 1, round 3: NS 1 v EW 2, boards 19-27
}
