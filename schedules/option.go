package schedules

import (
	"fmt"
	"slices"
	"strings"

	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/simulate"
)

// Range is a closed interval of whole numbers, such as the boards the
// contestants play (fewest to most).
type Range struct {
	Min int `json:"min"`
	Max int `json:"max"`
}

// String writes "24" when the ends agree and "24-26" otherwise.
func (r Range) String() string {
	if r.Min == r.Max {
		return fmt.Sprint(r.Min)
	}
	return fmt.Sprintf("%d-%d", r.Min, r.Max)
}

// Contains reports whether n lies in r.
func (r Range) Contains(n int) bool { return r.Min <= n && n <= r.Max }

// MinShare is the share of the boards in play that every contestant should
// play, as common director practice asks: 70%.
const MinShare = 0.70

// minSharePercent is MinShare in whole percent, for exact integer tests.
const minSharePercent = 70

// BelowShare is the one test of the 70% rule (the "!" of the plan): a
// contestant who plays boards boards is short when that is fewer than
// MinShare of the boards in play in the contestant's room, or fewer than
// MinShare of the most boards any contestant of the session plays (a room
// that finishes early leaves its players waiting for the other).
func BelowShare(boards, roomBoards, mostBoards int) bool {
	return 100*boards < minSharePercent*max(roomBoards, mostBoards)
}

// Option is one way to run the session: a movement that was generated and
// analysed, with its figures and its timetable.
type Option struct {
	// Number is the option's place in the ranking, from 1.
	Number int `json:"number"`
	// Name says what the movement is, such as "Mitchell, 7 tables, missing
	// pair"; Method adds how it was built.
	Name   movement.Text   `json:"name"`
	Family movement.Family `json:"family"`
	Method movement.Text   `json:"method,omitzero"`
	// Tables, Rounds and BoardsPerRound describe the schedule; BoardsInPlay
	// counts the distinct boards played anywhere in the session.
	Tables         int `json:"tables"`
	Rounds         int `json:"rounds"`
	BoardsPerRound int `json:"boards_per_round"`
	BoardsInPlay   int `json:"boards_in_play"`
	// Boards is the boards each contestant plays, fewest to most; SitOuts
	// is the rounds each contestant sits out, fewest to most.
	Boards  Range `json:"boards"`
	SitOuts Range `json:"sit_outs"`
	// Verdict and BalanceIndex come from movement.Analyze.
	Verdict      movement.Verdict `json:"verdict"`
	BalanceIndex float64          `json:"balance_index"`
	// NeverMeet counts the two contestants who could sit at one table
	// but never do; MostMeetings is the most rounds two contestants sit
	// at one table (movement.Summary's NeverMeet and Meetings.Max).
	NeverMeet    int `json:"never_meet"`
	MostMeetings int `json:"most_meetings"`
	// Timetable is the session's clock (written to JSON by
	// export/jsonfile/planjson); FitsTime says whether it finishes within
	// the time given (always true when no time was given).
	Timetable *movement.Timetable `json:"-"`
	FitsTime  bool                `json:"fits_time"`
	// Rooms is the number of groups that never share a table or a set:
	// 1 for an ordinary movement, 2 when the field is split into rooms.
	Rooms int `json:"rooms"`
	// UnderShare is set when some contestant plays fewer than MinShare of
	// the boards in play in the contestant's room or of the most boards a
	// contestant plays (see BelowShare).
	UnderShare bool `json:"under_70_percent"`
	// Relabelled lists, for --stationary, which contestant numbers of the
	// generated movement now carry the director's numbers: from → to.
	Relabelled map[int]int `json:"relabelled,omitempty"`
	// Notes are remarks for the director, such as relays or rests.
	Notes []movement.Text `json:"notes,omitempty"`
	// StrongestWins is the probability, over Request.Simulate simulated
	// sessions, that the strongest contestant of the room finishes first
	// in his field (movement/simulate's Result.Best), with its 95%
	// interval; nil when the plan simulates nothing or the option cannot
	// be simulated.
	StrongestWins *simulate.Proportion `json:"strongest_wins,omitempty"`

	// Movement is the generated movement, renumbered for the stationary
	// contestants; --choose writes it.
	Movement *movement.Movement `json:"-"`
	// Report is its fairness report.
	Report *movement.Report `json:"-"`
}

// WithSession returns a copy of the option's movement carrying its session:
// the event, date and venue of event (trimmed; its timetable is not used)
// and the option's timetable, so that the JSON file, the cards and the
// workbook all show the clock. The option is not changed.
func (o Option) WithSession(event *movement.Session) *movement.Movement {
	m := o.Movement.Clone()
	s := &movement.Session{Timetable: o.Timetable}
	if event != nil {
		s.Event, s.Date, s.Venue = strings.TrimSpace(event.Event), strings.TrimSpace(event.Date), strings.TrimSpace(event.Venue)
	}
	m.Session = s.Clone()
	return m
}

// Evaluate analyses m and fills in an option's figures. It fails when m is
// not a valid movement: a generator returned something unplayable.
func Evaluate(name, method movement.Text, m *movement.Movement, start movement.Clock, pace Pace, budget int) (Option, error) {
	rep := movement.Analyze(m)
	if !rep.Problems.Valid() {
		return Option{}, movement.Internalf("%s is not a valid movement: %v", name, rep.Problems.Errors()[0])
	}
	o := Option{
		Name: name, Family: m.Family, Method: method,
		Tables: m.Tables, Rounds: m.Rounds, BoardsPerRound: m.BoardsPerSet,
		Verdict: rep.Verdict, BalanceIndex: rep.Summary.BalanceIndex,
		NeverMeet: rep.Summary.NeverMeet, MostMeetings: rep.Summary.Meetings.Max,
		Movement: m, Report: rep,
	}
	room, rooms := roomsOf(m)
	o.Rooms = rooms
	used := make([]bool, m.Sets+1)
	roomBoards := make([]int, rooms)
	for _, p := range m.Play {
		if !used[p.Set] {
			used[p.Set] = true
			o.BoardsInPlay += m.BoardsPerSet
			for _, c := range p.Seats {
				if c != 0 {
					roomBoards[room[c]] += m.BoardsPerSet
					break
				}
			}
		}
	}
	most := 0
	for _, st := range rep.Contestants {
		most = max(most, st.Boards)
	}
	first := true
	for _, st := range rep.Contestants {
		if BelowShare(st.Boards, roomBoards[room[st.Contestant]], most) {
			o.UnderShare = true
		}
		if first {
			o.Boards = Range{st.Boards, st.Boards}
			o.SitOuts = Range{st.Rests, st.Rests}
			first = false
			continue
		}
		o.Boards = Range{min(o.Boards.Min, st.Boards), max(o.Boards.Max, st.Boards)}
		o.SitOuts = Range{min(o.SitOuts.Min, st.Rests), max(o.SitOuts.Max, st.Rests)}
	}
	tt, err := pace.Timetable(start, m.Rounds, m.BoardsPerSet)
	if err != nil {
		return Option{}, fmt.Errorf("%s: %w", name, err)
	}
	o.Timetable = tt
	o.FitsTime = budget <= 0 || tt.Minutes() <= budget
	if n := relays(rep.Problems); n > 0 {
		o.Notes = append(o.Notes, say("%d shared sets (relays)", n))
	}
	return o, nil
}

// roomsOf splits m into rooms: groups of contestants linked by sitting at
// one table or playing one set. It returns each contestant's room (index
// c, from 0) and the number of rooms; a set belongs to the room of the
// contestants who play it.
func roomsOf(m *movement.Movement) ([]int, int) {
	parent := make([]int, m.Contestants+m.Sets+1)
	for i := range parent {
		parent[i] = i
	}
	find := func(x int) int {
		for parent[x] != x {
			parent[x] = parent[parent[x]]
			x = parent[x]
		}
		return x
	}
	union := func(a, b int) {
		if ra, rb := find(a), find(b); ra != rb {
			parent[max(ra, rb)] = min(ra, rb)
		}
	}
	for _, p := range m.Play {
		for _, c := range p.Seats {
			if c >= 1 && c <= m.Contestants {
				union(c, m.Contestants+p.Set)
			}
		}
	}
	room := make([]int, m.Contestants+1)
	index := map[int]int{}
	for c := 1; c <= m.Contestants; c++ {
		r := find(c)
		k, ok := index[r]
		if !ok {
			k = len(index)
			index[r] = k
		}
		room[c] = k
	}
	return room, max(len(index), 1)
}

// relays counts the relay notes of a report.
func relays(ps movement.Problems) int {
	n := 0
	for _, p := range ps {
		if p.Code == movement.CodeRelay {
			n++
		}
	}
	return n
}

// verdictRank orders verdicts from the fairest.
func verdictRank(v movement.Verdict) int {
	switch v {
	case movement.Perfect:
		return 0
	case movement.Valid:
		return 1
	}
	return 2
}

// Compare orders two options by the ranking rule, returning a negative
// number when a ranks above b. The rule, in strict priority:
//
//  1. fits the time: an option that finishes within the time given ranks
//     above one that does not;
//  2. the 70% rule: an option in which every contestant plays at least
//     MinShare of the boards in play ranks above one that breaks it
//     (UnderShare), so an option flagged "!" is never marked best while a
//     compliant one fits;
//  3. usual rounds: an option of MinUsualBoards to MaxUsualBoards boards
//     a round ranks above one of fewer or more (UsualBoards), so a large
//     field is not offered 25 rounds of one board first;
//  4. fairness: a perfect verdict above a valid one, then the higher
//     balance index;
//  5. meetings: the fewer two contestants who never meet, then the fewer
//     times the most-met two meet;
//  6. fewest sit-outs: the fewer rounds the worst-off contestant sits out,
//     then the fewer the best-off one sits out;
//  7. most boards: the more boards the worst-off contestant plays, then
//     the more the best-off one plays.
//
// Options equal on all seven compare equal; Rank keeps them in the order the
// candidates were generated.
func Compare(a, b Option) int { return CompareBy(a, b, RankBalance) }

// CompareBy is Compare with the fairness rule by: RankStrongest puts the
// higher simulated strongest-wins probability (Option.StrongestWins) first
// in rule 4, before the verdict and the balance index.
func CompareBy(a, b Option, by Ranking) int {
	if a.FitsTime != b.FitsTime {
		if a.FitsTime {
			return -1
		}
		return 1
	}
	if a.UnderShare != b.UnderShare {
		if b.UnderShare {
			return -1
		}
		return 1
	}
	if ua, ub := a.UsualBoards(), b.UsualBoards(); ua != ub {
		if ua {
			return -1
		}
		return 1
	}
	if by == RankStrongest {
		if d := strongerWins(a, b); d != 0 {
			return d
		}
	}
	if d := verdictRank(a.Verdict) - verdictRank(b.Verdict); d != 0 {
		return d
	}
	if a.BalanceIndex != b.BalanceIndex {
		if a.BalanceIndex > b.BalanceIndex {
			return -1
		}
		return 1
	}
	if d := a.NeverMeet - b.NeverMeet; d != 0 {
		return d
	}
	if d := a.MostMeetings - b.MostMeetings; d != 0 {
		return d
	}
	if d := a.SitOuts.Max - b.SitOuts.Max; d != 0 {
		return d
	}
	if d := a.SitOuts.Min - b.SitOuts.Min; d != 0 {
		return d
	}
	if d := b.Boards.Min - a.Boards.Min; d != 0 {
		return d
	}
	return b.Boards.Max - a.Boards.Max
}

// The usual boards a round of a pairs or individual session: clubs play
// rounds of 2 to 4 boards (about 24 to 28 boards a session); one-board
// rounds spend most of the evening moving, five or more are slow to score.
const (
	MinUsualBoards = 2
	MaxUsualBoards = 4
)

// UsualBoards reports whether o plays MinUsualBoards to MaxUsualBoards
// boards a round, or more in a field too small for sections (fewer than
// 10 tables: 6 pairs play 3 rounds of 5 boards); every preferans option
// does (the rule is for bridge boards).
func (o Option) UsualBoards() bool {
	if o.Movement != nil && o.Movement.Game != movement.Bridge {
		return true // preferans deals: the rule is for bridge boards
	}
	if o.BoardsPerRound > MaxUsualBoards && o.Tables < 2*minSectionTables {
		return true // a small field plays long rounds: 3 tables of 5 boards
	}
	return o.BoardsPerRound >= MinUsualBoards && o.BoardsPerRound <= MaxUsualBoards
}

// Rank sorts options by Compare, keeping the given order among equals, and
// numbers them from 1.
func Rank(opts []Option) { RankBy(opts, RankBalance) }

// RankBy sorts options by CompareBy with by, keeping the given order
// among equals, and numbers them from 1.
func RankBy(opts []Option, by Ranking) {
	slices.SortStableFunc(opts, func(a, b Option) int { return CompareBy(a, b, by) })
	for i := range opts {
		opts[i].Number = i + 1
	}
}

// Reason explains in one sentence why the first of opts (ranked, best
// first) is marked: the first rule of the ranking that sets it apart from
// the runner-up. timed says whether a time budget was given. The sentence
// is kept as data for a catalogue; its String is the English.
func Reason(opts []Option, timed bool) movement.Text { return ReasonBy(opts, timed, RankBalance) }

// ReasonBy is Reason for options ranked by RankBy with by.
func ReasonBy(opts []Option, timed bool, by Ranking) movement.Text {
	if len(opts) == 0 {
		return movement.Text{}
	}
	a := opts[0]
	if len(opts) == 1 {
		return say("%s is the only option.", a.Name)
	}
	b := opts[1]
	fits := say("finishes in time at")
	if !timed {
		fits = say("finishes at")
	}
	switch {
	case a.FitsTime && !b.FitsTime:
		return say("%s is the only option that finishes in time (at %s).", a.Name, a.Timetable.Finish())
	case !a.FitsTime:
		return say("No option finishes in time; %s is the fairest of those that come closest.", a.Name)
	case !a.UnderShare && b.UnderShare:
		return say("%s %s %s and everyone plays at least 70%% of the boards; the next option breaks that rule.", a.Name, fits, a.Timetable.Finish())
	case a.UsualBoards() && !b.UsualBoards():
		return say("%s %s %s and plays %d boards a round, in the usual %d to %d; the next option plays %d.", a.Name, fits, a.Timetable.Finish(), a.BoardsPerRound, MinUsualBoards, MaxUsualBoards, b.BoardsPerRound)
	case by == RankStrongest && strongerWins(a, b) != 0 && b.StrongestWins == nil:
		return say("%s %s %s and its strongest contestant wins his field in %.0f%% of the simulated sessions; the next option could not be simulated.", a.Name, fits, a.Timetable.Finish(), 100*a.StrongestWins.P)
	case by == RankStrongest && strongerWins(a, b) != 0 && a.StrongestWins.Low <= b.StrongestWins.High:
		return say("%s %s %s and its strongest contestant wins his field most often, in %.0f%% of the simulated sessions against %.0f%% for the next option; the 95%% intervals overlap, so the two are about as good.", a.Name, fits, a.Timetable.Finish(), 100*a.StrongestWins.P, 100*b.StrongestWins.P)
	case by == RankStrongest && strongerWins(a, b) != 0:
		return say("%s %s %s and its strongest contestant wins his field most often, in %.0f%% of the simulated sessions against %.0f%% for the next option.", a.Name, fits, a.Timetable.Finish(), 100*a.StrongestWins.P, 100*b.StrongestWins.P)
	case a.Verdict != b.Verdict:
		return say("%s %s %s and is %s, the fairest verdict on the list.", a.Name, fits, a.Timetable.Finish(), verdictText(a.Verdict))
	case a.BalanceIndex != b.BalanceIndex:
		return say("%s %s %s with the best balance index, %.2f.", a.Name, fits, a.Timetable.Finish(), a.BalanceIndex)
	case a.NeverMeet != b.NeverMeet:
		return say("%s %s %s; it is as fair as the next option by verdict and balance index, and fewer pairs of contestants never meet (%d, against %d).", a.Name, fits, a.Timetable.Finish(), a.NeverMeet, b.NeverMeet)
	case a.MostMeetings != b.MostMeetings:
		return say("%s %s %s; it is as fair as the next option by verdict, balance index and pairs who never meet, and no two contestants meet more than %s (against %s).", a.Name, fits, a.Timetable.Finish(), timesText(a.MostMeetings), timesText(b.MostMeetings))
	case a.SitOuts != b.SitOuts:
		return say("%s is as fair as the next option and fewer rounds are sat out (%s a contestant); it finishes at %s.", a.Name, a.SitOuts, a.Timetable.Finish())
	case a.Boards != b.Boards:
		return say("%s is as fair as the next option and plays the most boards (%s a contestant); it finishes at %s.", a.Name, a.Boards, a.Timetable.Finish())
	}
	return say("%s ties with the next option on every rule and was listed first; it finishes at %s.", a.Name, a.Timetable.Finish())
}
