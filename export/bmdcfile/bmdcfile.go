package bmdcfile

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/movegen/movegen/export/csvfile"
	"github.com/movegen/movegen/export/jsonfile"
	"github.com/movegen/movegen/export/scorerfile"
	"github.com/movegen/movegen/movement"
)

// FormatName is how messages name the format.
const FormatName = "Bridgemate Data Connector"

// The Data Connector's codes movegen writes (ScoringGroupDTO and
// SectionDTO constants).
const (
	// ScoringPairs is ScoringGroupDTO.ScoringType_Pairs: matchpoints.
	ScoringPairs = 10
	// GamePairs is SectionDTO.GameType_Pairs.
	GamePairs = 10
)

// ScoringGroup is a ScoringGroupDTO.
type ScoringGroup struct {
	SessionGuid        string    `json:"SessionGuid"`
	ClubID             *string   `json:"ClubId"`
	Sections           []Section `json:"Sections"`
	ScoringGroupNumber int       `json:"ScoringGroupNumber"`
	ScoringMethod      int       `json:"ScoringMethod"`
	Name               string    `json:"Name"`
	IsDeleted          bool      `json:"IsDeleted"`
	ValidationMessages []string  `json:"ValidationMessages"`
}

// Section is a SectionDTO.
type Section struct {
	SessionGuid                  string   `json:"SessionGuid"`
	ScoringGroupNumber           int      `json:"ScoringGroupNumber"`
	Letters                      string   `json:"Letters"`
	Name                         string   `json:"Name"`
	Winners                      int      `json:"Winners"`
	GameType                     int      `json:"GameType"`
	EWMoveBeforePlay             int      `json:"EWMoveBeforePlay"`
	MissingPair                  int      `json:"MissingPair"`
	KeepBridgematesAlive         bool     `json:"KeepBridgematesAlive"`
	IsCombiSection               bool     `json:"IsCombiSection"`
	NorthSouthPairSectionLetters *string  `json:"NorthSouthPairSectionLetters"`
	EastWestPairSectionLetters   *string  `json:"EastWestPairSectionLetters"`
	HasExplicitParticipations    bool     `json:"HasExplicitParticipations"`
	Tables                       []Table  `json:"Tables"`
	ValidationMessages           []string `json:"ValidationMessages"`
}

// Table is a TableDTO.
type Table struct {
	SessionGuid          string   `json:"SessionGuid"`
	SectionLetters       string   `json:"SectionLetters"`
	TableNumber          int      `json:"TableNumber"`
	ConnectionMode       int      `json:"ConnectionMode"`
	KeepBridgematesAlive bool     `json:"KeepBridgematesAlive"`
	Rounds               []Round  `json:"Rounds"`
	ValidationMessages   []string `json:"ValidationMessages"`
}

// Round is a RoundDTO.
type Round struct {
	SessionGuid              string   `json:"SessionGuid"`
	SectionLetters           string   `json:"SectionLetters"`
	TableNumber              int      `json:"TableNumber"`
	RoundNumber              int      `json:"RoundNumber"`
	LowBoardNumber           int      `json:"LowBoardNumber"`
	HighBoardNumber          int      `json:"HighBoardNumber"`
	PairNS                   int      `json:"PairNS"`
	PairEW                   int      `json:"PairEW"`
	TeamNS                   int      `json:"TeamNS"`
	TeamEW                   int      `json:"TeamEW"`
	MatesTableSectionLetters *string  `json:"MatesTableSectionLetters"`
	MatesTableTableNumber    int      `json:"MatesTableTableNumber"`
	MatesTableRoundNumber    int      `json:"MatesTableRoundNumber"`
	Updated                  bool     `json:"Updated"`
	ValidationMessages       []string `json:"ValidationMessages"`
}

// connectionOnline is Bm3ConnectionModeOption.Online, the default.
const connectionOnline = 1

// Groups returns the scoring groups of m, one for each section (see the
// package doc).
func Groups(m *movement.Movement) ([]ScoringGroup, error) {
	// Sections that are one field are one scoring group of all the
	// tables (csvfile.BridgemateRounds writes them so).
	m = m.AcrossTheRoom()
	refuse := func(why movement.Text) error {
		return &scorerfile.CannotWrite{Format: FormatName, Movement: m.Name, Why: why}
	}
	switch {
	case m.Game == movement.Preferans:
		return nil, refuse(movement.Say("a preferans movement: the Data Connector takes bridge sessions"))
	case m.Kind != movement.Pairs:
		return nil, refuse(movement.Say("an individual movement: the Data Connector seats individuals by explicit participations with the players' numbers of every round, which movegen does not write"))
	case m.Teams != nil:
		return nil, refuse(movement.Say("a teams movement: movegen writes the Data Connector's pairs sections only, not the teams' mates tables; write teams to EBUScore"))
	case m.SeatingOnly():
		return nil, refuse(movement.Say("a seating plan without board sets: every round of a Data Connector table names its boards"))
	}
	letters, rows, err := csvfile.BridgemateRounds(m)
	if err != nil {
		var cw *scorerfile.CannotWrite
		if errors.As(err, &cw) {
			cw.Format = FormatName
			return nil, cw
		}
		return nil, err
	}
	guid, err := sessionGuid(m)
	if err != nil {
		return nil, err
	}
	winners := sectionWinners(m, len(letters))
	groups := make([]ScoringGroup, len(letters))
	for s, l := range letters {
		name := m.Name
		if len(letters) > 1 {
			name = fmt.Sprintf("%s, %s", m.Name, l)
		}
		groups[s] = ScoringGroup{SessionGuid: guid, ScoringGroupNumber: s + 1, ScoringMethod: ScoringPairs, Name: name,
			Sections: []Section{{SessionGuid: guid, ScoringGroupNumber: s + 1, Letters: l, Name: name,
				Winners: winners[s], GameType: GamePairs}}}
	}
	for _, r := range rows {
		sec := &groups[r.Section].Sections[0]
		for len(sec.Tables) < r.Table {
			sec.Tables = append(sec.Tables, Table{SessionGuid: guid, SectionLetters: sec.Letters, TableNumber: len(sec.Tables) + 1, ConnectionMode: connectionOnline})
		}
		t := &sec.Tables[r.Table-1]
		t.Rounds = append(t.Rounds, Round{SessionGuid: guid, SectionLetters: sec.Letters, TableNumber: r.Table, RoundNumber: r.Round,
			LowBoardNumber: r.LowBoard, HighBoardNumber: r.HighBoard, PairNS: r.NSPair, PairEW: r.EWPair})
	}
	return groups, nil
}

// Marshal returns m as a Data Connector JSON file (see the package doc).
func Marshal(m *movement.Movement) ([]byte, error) {
	groups, err := Groups(m)
	if err != nil {
		return nil, err
	}
	b, err := json.MarshalIndent(groups, "", "  ")
	if err != nil {
		return nil, fmt.Errorf("bridgemate data connector: %w", err)
	}
	return append(b, '\n'), nil
}

// Lost lists what the file written from m does not keep, for a front
// end's note: names (the pairs are numbered) and arrow switches (written
// by the cards held).
//
// Its rounds are those of Magic Contest's simple movement, which has no
// switch column either: they lose the same.
func Lost(m *movement.Movement) []movement.Text { return csvfile.MagicLost(m) }

// sessionGuid is the stand-in SessionGuid: the first 16 bytes of the
// SHA-256 of m's movegen JSON, in capital hexadecimal.
func sessionGuid(m *movement.Movement) (string, error) {
	b, err := jsonfile.Marshal(m)
	if err != nil {
		return "", fmt.Errorf("bridgemate data connector: %w", err)
	}
	sum := sha256.Sum256(b)
	return strings.ToUpper(hex.EncodeToString(sum[:16])), nil
}

// sectionWinners is, for each section, how many fields of the movement's
// analysis play in it: 2 for a two-winner Mitchell, 1 for a Howell (at
// most 2, which is all the Data Connector holds).
func sectionWinners(m *movement.Movement, sections int) []int {
	rep := movement.Analyze(m)
	sectionOf := map[int]int{}
	for _, p := range m.Play {
		s, _ := m.SectionOf(p.Table)
		for _, c := range p.Seats {
			if c != 0 {
				sectionOf[c] = s
			}
		}
	}
	out := make([]int, sections)
	for _, f := range rep.Fields {
		seen := map[int]bool{}
		for _, c := range f {
			if s, ok := sectionOf[c]; ok && !seen[s] {
				seen[s] = true
				out[s]++
			}
		}
	}
	for i := range out {
		out[i] = min(max(out[i], 1), 2)
	}
	return out
}
