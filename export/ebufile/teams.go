package ebufile

import (
	"bytes"
	"fmt"
	"slices"
	"strconv"

	"github.com/movegen/movegen/export/scorerfile"
	"github.com/movegen/movegen/movement"
)

// Teams is a teams movement as an EBUScore file holds it, the file's
// numbers kept as they are (Movement and TeamsFromMovement convert to and
// from movegen's teams model, movement.Teams): Play[t-1][r-1] is table t in round r, the team whose pair sits NS
// there, the team whose pair sits EW, and the set played. In a match of two
// teams A and B, A's pair sits NS against B's EW pair at one table and B's
// pair NS against A's EW pair at another, both tables playing the same set
// (domain facts, docs/formats/ebuscore.md). A 0 is a missing team or no
// set (Bridge::Flower writes the sit-out table so).
type Teams struct {
	// Name is the title line.
	Name string
	// Type is the header's movement type: TeamsAmericanWhist,
	// TeamsScoreBreak or TeamsStagger.
	Type int
	// Tables and Rounds count the table lines and the rounds.
	Tables, Rounds int
	// BoardsPerRound is the header's boards per round; Boards the header's
	// boards (the sets times BoardsPerRound).
	BoardsPerRound, Boards int
	// Play holds the tables, Play[t-1][r-1].
	Play [][]Table
	// Compact records that the file wrote "," between the triples of a
	// line (as the forum's Camrose example does) rather than ", " (as
	// Bridge::Flower does); Marshal writes the same.
	Compact bool
}

// Table is one table in one round of a teams movement.
type Table struct{ NS, EW, Set int }

// Match is two teams playing each other on one set: Home's pair sits NS
// at table HomeTable and Away's pair sits NS at AwayTable, both playing
// Set; in one round (head to head) when AwayRound is 0, else the second
// half at AwayTable in round AwayRound (an American whist, a Thurner, a
// Stagger). TeamsReport.Matches lists it in the round of its first half.
type Match struct {
	Home, Away           int
	HomeTable, AwayTable int
	Set                  int
	AwayRound            int
}

// TeamsReport is what Check finds: the teams (numbered 1..Teams), the
// matches of each round (Matches[r-1]), the teams that sit out in each
// round, how many times each two teams meet, and the problems, as
// sentences. A movement is sound when Problems is empty.
type TeamsReport struct {
	Teams    int
	Matches  [][]Match
	SitOut   [][]int
	Meetings map[[2]int]int
	Problems []movement.Text
}

// Check pairs up the tables into matches and reports what does not fit:
// a table whose teams are not seated the other way round at another
// table, in the same round or on the same set in a later round, a team
// seated twice in a round, a set number beyond the header's boards. A
// team sits out a round when it plays no half of a match in it.
func (tm *Teams) Check() TeamsReport {
	rep := TeamsReport{Meetings: map[[2]int]int{}}
	sets := 0
	if tm.BoardsPerRound > 0 {
		sets = tm.Boards / tm.BoardsPerRound
	}
	for _, row := range tm.Play {
		for _, x := range row {
			rep.Teams = max(rep.Teams, x.NS, x.EW)
		}
	}
	used := make([][]bool, tm.Tables) // used[t][r]: table t's play in round r is half of a match found
	for t := range used {
		used[t] = make([]bool, tm.Rounds)
	}
	rep.Matches = make([][]Match, tm.Rounds)
	for r := range tm.Rounds {
		for t := range tm.Tables {
			if x := tm.Play[t][r]; x.Set > sets {
				rep.Problems = append(rep.Problems, movement.Say("round %d table %d: set %d, but the header's boards make %d sets", r+1, t+1, x.Set, sets))
			}
		}
		for t := range tm.Tables {
			x := tm.Play[t][r]
			if used[t][r] || x.NS == 0 || x.EW == 0 || x.NS == x.EW || x.Set == 0 {
				continue
			}
			// The other half: at another table of this round (head to
			// head), else on the same set in a later round (an American
			// whist's halves are played rounds apart).
			fu, fr := -1, r
			for u := t + 1; u < tm.Tables; u++ {
				if y := tm.Play[u][r]; !used[u][r] && y.NS == x.EW && y.EW == x.NS {
					fu = u
					break
				}
			}
			for q := r + 1; fu < 0 && q < tm.Rounds; q++ {
				for u := range tm.Tables {
					if y := tm.Play[u][q]; !used[u][q] && y.NS == x.EW && y.EW == x.NS && y.Set == x.Set {
						fu, fr = u, q
						break
					}
				}
			}
			if fu < 0 {
				rep.Problems = append(rep.Problems, movement.Say("round %d table %d: team %d plays team %d, but no table seats them the other way round", r+1, t+1, x.NS, x.EW))
				continue
			}
			used[t][r], used[fu][fr] = true, true
			if y := tm.Play[fu][fr]; y.Set != x.Set {
				rep.Problems = append(rep.Problems, movement.Say("round %d: teams %d and %d play set %d at table %d and set %d at table %d", r+1, x.NS, x.EW, x.Set, t+1, y.Set, fu+1))
			}
			mt := Match{Home: x.NS, Away: x.EW, HomeTable: t + 1, AwayTable: fu + 1, Set: x.Set}
			if fr != r {
				mt.AwayRound = fr + 1
			}
			rep.Matches[r] = append(rep.Matches[r], mt)
			rep.Meetings[[2]int{min(x.NS, x.EW), max(x.NS, x.EW)}]++
		}
	}
	for r := range tm.Rounds {
		seated := map[int]int{} // team → times seated NS
		playing := map[int]bool{}
		for t := range tm.Tables {
			x := tm.Play[t][r]
			if x.NS > 0 {
				seated[x.NS]++
			}
			if used[t][r] {
				playing[x.NS], playing[x.EW] = true, true
			}
		}
		var out []int
		for team := 1; team <= rep.Teams; team++ {
			if seated[team] > 1 {
				rep.Problems = append(rep.Problems, movement.Say("round %d: team %d sits NS at more than one table (%d)", r+1, team, seated[team]))
			}
			if !playing[team] {
				out = append(out, team)
			}
		}
		rep.SitOut = append(rep.SitOut, out)
	}
	return rep
}

// Marshal returns the teams movement as the lines of an EBUScore file: a
// blank line, the title, the header and the table lines. It refuses, with
// a *scorerfile.CannotWrite, a movement whose shape disagrees with itself.
func (tm *Teams) Marshal() ([]byte, error) {
	refuse := func(why movement.Text) error {
		return &scorerfile.CannotWrite{Format: FormatName, Movement: tm.Name, Why: why}
	}
	switch {
	case tm.Type < TeamsAmericanWhist || tm.Type > TeamsStagger:
		return nil, refuse(movement.Say("type %d is not a teams type (5, 6 or 7)", tm.Type))
	case tm.Tables < 1 || tm.Rounds < 1 || tm.BoardsPerRound < 1 || tm.Boards < tm.BoardsPerRound:
		return nil, refuse(movement.Say("tables %d, rounds %d, boards %d, boards per round %d: each must be at least 1, and the boards at least one round", tm.Tables, tm.Rounds, tm.Boards, tm.BoardsPerRound))
	case len(tm.Play) != tm.Tables:
		return nil, refuse(movement.Say("%d table lines for %d tables", len(tm.Play), tm.Tables))
	}
	if why, ok := movement.TextFault(tm.Name); !ok {
		return nil, refuse(why)
	}
	for t, row := range tm.Play {
		if len(row) != tm.Rounds {
			return nil, refuse(movement.Say("table %d: %d rounds, want %d", t+1, len(row), tm.Rounds))
		}
		for _, x := range row {
			if x.NS < 0 || x.EW < 0 || x.Set < 0 {
				return nil, refuse(movement.Say("table %d: a negative number", t+1))
			}
		}
	}
	var b bytes.Buffer
	b.WriteString("\n")
	b.WriteString(title(tm.Name))
	b.WriteString("\n")
	fmt.Fprintf(&b, "%d,%d,%d,%d,%d\n", tm.Type, tm.Tables, tm.Boards, tm.BoardsPerRound, tm.Rounds)
	sep := ", "
	if tm.Compact {
		sep = ","
	}
	for _, row := range tm.Play {
		cells := make([]string, len(row))
		for r, x := range row {
			cells[r] = strconv.Itoa(x.NS) + "," + strconv.Itoa(x.EW) + "," + strconv.Itoa(x.Set)
		}
		b.WriteString(joinCells(cells, sep))
		b.WriteString("\n")
	}
	return b.Bytes(), nil
}

func joinCells(cells []string, sep string) string {
	var b bytes.Buffer
	for i, c := range cells {
		if i > 0 {
			b.WriteString(sep)
		}
		b.WriteString(c)
	}
	return b.String()
}

// title returns the title line for a name: the name itself; "Movement"
// for an empty one; "Movement " before a name that looks like a header
// line, which would be read as one.
func title(name string) string {
	switch {
	case name == "":
		return "Movement"
	case isHeader(name):
		return "Movement " + name
	}
	return name
}

// TeamNumbers returns the team numbers that appear in the movement, ascending.
func (tm *Teams) TeamNumbers() []int {
	seen := map[int]bool{}
	for _, row := range tm.Play {
		for _, x := range row {
			for _, n := range []int{x.NS, x.EW} {
				if n > 0 {
					seen[n] = true
				}
			}
		}
	}
	var out []int
	for n := range seen {
		out = append(out, n)
	}
	slices.Sort(out)
	return out
}
