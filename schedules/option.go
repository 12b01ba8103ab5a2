package schedules

import (
	"fmt"
	"math"
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
	Tables int `json:"tables"`
	// RoomTables is the tables the room needs: Tables less those where
	// nothing is ever played (the table of a Howell's stationary phantom,
	// where the pair it meets sits out). Tables available counts these.
	RoomTables     int `json:"room_tables"`
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
	// Form is the family the planner offered the option as: FormHowell,
	// FormMitchell, FormHesitation, FormWeb, FormRover, FormSections (or
	// "" for the individual and preferans options).
	Form string `json:"form,omitempty"`
	// Winners is the number of fields ranked apart (movement.Report's
	// Fields): 1 for one winner, 2 for a two-winner Mitchell.
	Winners int `json:"winners"`
	// Opponents is the fewest different opponents any contestant meets,
	// and Rivals the other contestants of the whole event, sections
	// included (bridge pairs only; 0 otherwise).
	Opponents int `json:"opponents"`
	Rivals    int `json:"rivals"`
	// SitOutBoards is the boards each contestant sits out, fewest to
	// most: the rounds he sits out times the boards of a round.
	SitOutBoards Range `json:"sit_out_boards"`
	// UsualSession is set when the session's boards (SessionBoards) lie in
	// the request's session band (Request.SessionBand), and SessionMiddle is
	// twice the boards rule 6 of Compare aims at (0 for preferans); NewPlan
	// sets them.
	UsualSession  bool `json:"usual_session"`
	SessionMiddle int  `json:"-"`
	// Notes are remarks for the director, such as relays or rests.
	Notes []movement.Text `json:"notes,omitempty"`
	// StrongestWins is the probability, over Request.Simulate simulated
	// sessions, that the strongest contestant of the room finishes first
	// in his field (movement/simulate's Result.Best), with its 95%
	// interval; nil when the plan simulates nothing or the option cannot
	// be simulated. StrongestLift is that probability times the size of
	// his field: how many times more often than a draw of lots (1 in the
	// field's size) he wins, the figure that compares fields of different
	// sizes (a field of 7 is easier to win than one of 14).
	StrongestWins *simulate.Proportion `json:"strongest_wins,omitempty"`
	StrongestLift float64              `json:"strongest_lift,omitempty"`

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
	o.RoomTables = roomTables(m)
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
	o.Winners = max(len(rep.Fields), 1)
	o.SitOutBoards = Range{o.SitOuts.Min * m.BoardsPerSet, o.SitOuts.Max * m.BoardsPerSet}
	if m.Kind == movement.Pairs {
		o.Opponents, o.Rivals = opponentsOf(m)
	}
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

// opponentsOf returns the fewest different opponents a contestant of m
// meets and the other contestants of the whole field (the most he could
// meet): sections of one event count as one field, the director's.
func opponentsOf(m *movement.Movement) (met, others int) {
	seen := make([]map[int]bool, m.Contestants+1)
	for _, p := range m.Play {
		for _, a := range p.Seats {
			for _, b := range p.Seats {
				if a >= 1 && b >= 1 && a != b && a <= m.Contestants && b <= m.Contestants {
					if seen[a] == nil {
						seen[a] = map[int]bool{}
					}
					seen[a][b] = true
				}
			}
		}
	}
	met, others = -1, 1
	for c := 1; c <= m.Contestants; c++ {
		n, k := len(seen[c]), m.Contestants-1
		if k <= 0 {
			continue
		}
		if met < 0 || n*others < met*k {
			met, others = n, k
		}
	}
	return max(met, 0), others
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
// number when a ranks above b. The rule, in strict priority (Rules lists
// the same rules in words, for the help and the README):
//
//  1. fits the time: an option that finishes within the time given ranks
//     above one that does not;
//  2. the 70% rule: an option in which every contestant plays at least
//     MinShare of the boards in play ranks above one that breaks it
//     (UnderShare), so an option flagged "!" is never marked best while a
//     compliant one fits;
//  3. usual rounds: an option of MinUsualBoards to MaxUsualBoards boards
//     a round ranks above one of fewer or more (UsualBoards);
//  4. usual session: an option whose session (SessionBoards: rounds ×
//     boards a round) lies in the session band (Request.SessionBand: from
//     4 fewer than the most the time allows up to that, 21 to 25 in 3
//     hours at 7 minutes a board) ranks above a shorter or longer one
//     (UsualSession);
//  5. everyone meets everyone: one field in which every contestant meets
//     every other (MeetsEveryone: a complete Howell) ranks above one in
//     which some never meet;
//  6. the session's length: a session nearer one and a half boards
//     below the most the time allows ranks first (23 or 24 in 3
//     hours, 26 or 27 in 3h 30m at 7 minutes a board), as the references'
//     sessions of 24 to 27 boards are;
//  7. opponents: the larger share of the field (all contestants of the
//     event, sections included) the worst-off contestant meets, so a
//     hesitation's one more opponent counts, and sections that split the
//     field rank below one Mitchell;
//  8. the plainer movement: a Mitchell, then a Howell, a hesitation
//     Mitchell, a rover, a web, sections, an extra-board Mitchell, a
//     Bowman, an appendix Mitchell, an appendix Howell, a web with a rover, a barometer Howell, a twin Mitchell,
//     a criss-cross Mitchell, a combined Mitchell, a whist movement, a
//     square Mitchell, a pivot Mitchell (formRank), so
//     that a rover or a
//     web that meets no more opponents does not displace the Mitchell the
//     references run;
//  9. fairness: a perfect verdict above a valid one, then the higher
//     balance index in whole points (each over the fields the movement
//     ranks: all pairs for one winner, each line for two);
//  10. meetings: the fewer two contestants who never meet, then the fewer
//     times the most-met two meet;
//  11. sit-outs: the fewer boards the worst-off contestant sits out, then
//     the fewer the best-off one sits out;
//  12. most boards: the more boards the worst-off contestant plays, then
//     the more the best-off one plays;
//  13. the simpler room: the fewer boards in play, then the fewer tables,
//     then the name in alphabetical order, so that no tie is left to the
//     order in which the candidates were generated.
//
// The simulated "strongest wins" figure ranks nothing by default: with 1,000
// sessions its interval (±3 points) is wider than most differences between
// options that reach rule 9. With RankStrongest it comes first in rule 9
// as StrongestLift, the figure that compares fields of different sizes.
func Compare(a, b Option) int { return CompareBy(a, b, RankBalance) }

// CompareBy is Compare with the fairness rule by: RankStrongest puts the
// higher StrongestLift first in rule 9, before the verdict and the balance
// index.
func CompareBy(a, b Option, by Ranking) int {
	for _, r := range ranking(by) {
		if d := r.cmp(a, b); d != 0 {
			return d
		}
	}
	return 0
}

// A rule is one rule of the ranking: its comparison (negative when a ranks
// above b) and its words.
type rule struct {
	cmp  func(a, b Option) int
	text movement.Text
}

// first returns -1 when only a has the property, 1 when only b has it.
func first(pa, pb bool) int {
	switch {
	case pa && !pb:
		return -1
	case pb && !pa:
		return 1
	}
	return 0
}

// ranking is the ranking rule, in order: the one list Compare applies and
// Rules words.
func ranking(by Ranking) []rule {
	fairness := rule{func(a, b Option) int {
		if by == RankStrongest {
			if d := strongerWins(a, b); d != 0 {
				return d
			}
		}
		if d := verdictRank(a.Verdict) - verdictRank(b.Verdict); d != 0 {
			return d
		}
		// Whole points: a director cannot tell 97.5 from 98.3.
		switch ia, ib := math.Round(a.BalanceIndex), math.Round(b.BalanceIndex); {
		case ia > ib:
			return -1
		case ia < ib:
			return 1
		}
		return 0
	}, say("fairness: a perfect verdict before a valid one, then the higher balance index in whole points, each over the fields the movement ranks (all pairs for one winner, each line for two)")}
	if by == RankStrongest {
		fairness.text = say("fairness: the higher strongest-wins lift, then a perfect verdict before a valid one, then the higher balance index")
	}
	rs := []rule{
		{func(a, b Option) int { return first(a.FitsTime, b.FitsTime) },
			say("fits the time: options that finish within the time given come first")},
		{func(a, b Option) int { return first(!a.UnderShare, !b.UnderShare) },
			say("the 70%% rule: options in which everyone plays at least 70%% of the boards in play come before those that break it")},
		{func(a, b Option) int { return first(a.UsualBoards(), b.UsualBoards()) },
			say("usual rounds: %d to %d boards a round (up to %d at 3 tables or fewer) come before shorter or longer rounds", MinUsualBoards, MaxUsualBoards, maxSmallFieldBoards)},
		{func(a, b Option) int { return first(a.UsualSession, b.UsualSession) },
			say("usual session: sessions (rounds × boards a round) from 4 boards fewer than the most the time allows up to that number (21 to 25 in 3 hours at 7 minutes a board) come before shorter or longer ones")},
		{func(a, b Option) int { return first(a.MeetsEveryone(), b.MeetsEveryone()) },
			say("everyone meets everyone: one field in which every contestant meets every other comes before one in which some never meet")},
		{func(a, b Option) int { return a.sessionDistance() - b.sessionDistance() },
			say("the session's length: sessions nearer one and a half boards below the most the time allows come first (23 or 24 in 3 hours, 26 or 27 in 3h 30m at 7 minutes a board)")},
		{func(a, b Option) int { return b.Opponents*a.Rivals - a.Opponents*b.Rivals },
			say("opponents: the larger share of the field the worst-off contestant meets comes first")},
		{func(a, b Option) int { return formRank(a.Form) - formRank(b.Form) },
			say("the plainer movement: a Mitchell, then a Howell, a hesitation Mitchell, a rover, a web, sections, an extra-board Mitchell, a Bowman, an appendix Mitchell, an appendix Howell, a web with a rover, a barometer Howell, a twin Mitchell, a criss-cross Mitchell, a combined Mitchell, a whist movement, a square Mitchell, a pivot Mitchell")},
		fairness,
		{func(a, b Option) int {
			if d := a.NeverMeet - b.NeverMeet; d != 0 {
				return d
			}
			return a.MostMeetings - b.MostMeetings
		}, say("meetings: fewer two contestants who never meet, then fewer times the most-met two meet")},
		{func(a, b Option) int {
			if d := a.SitOutBoards.Max - b.SitOutBoards.Max; d != 0 {
				return d
			}
			return a.SitOutBoards.Min - b.SitOutBoards.Min
		}, say("sit-outs: fewer boards sat out by the worst-off contestant, then by the best-off")},
		{func(a, b Option) int {
			if d := b.Boards.Min - a.Boards.Min; d != 0 {
				return d
			}
			return b.Boards.Max - a.Boards.Max
		}, say("most boards: more boards played by the worst-off contestant, then by the best-off")},
		{func(a, b Option) int {
			if d := a.BoardsInPlay - b.BoardsInPlay; d != 0 {
				return d
			}
			if d := a.Tables - b.Tables; d != 0 {
				return d
			}
			return strings.Compare(a.Name.String(), b.Name.String())
		}, say("the simpler room: fewer boards in play, then fewer tables, then the name in alphabetical order")},
	}
	return rs
}

// fairnessRule is the index of the fairness rule in ranking.
const fairnessRule = 8

// strongestReason is the reason when the simulation decides (RankStrongest).
func strongestReason(a, b Option, fits movement.Text) movement.Text {
	switch {
	case b.StrongestWins == nil:
		return say("%s (%s) %s and its strongest contestant wins his field in %.0f%% of the simulated sessions, %.1f times as often as a draw of lots would; the next option could not be simulated.", a.Name, a.Offers(), fits, 100*a.StrongestWins.P, a.StrongestLift)
	case a.StrongestWins.Low <= b.StrongestWins.High:
		return say("%s (%s) %s and its strongest contestant wins his field most often for the field's size, %.1f times as often as a draw of lots would (%.0f%% of the simulated sessions), against %.1f times for the next option; the 95%% intervals overlap, so the two are about as good.", a.Name, a.Offers(), fits, a.StrongestLift, 100*a.StrongestWins.P, b.StrongestLift)
	}
	return say("%s (%s) %s and its strongest contestant wins his field most often for the field's size, %.1f times as often as a draw of lots would (%.0f%% of the simulated sessions), against %.1f times for the next option.", a.Name, a.Offers(), fits, a.StrongestLift, 100*a.StrongestWins.P, b.StrongestLift)
}

// ruleNames name the rules of ranking, in its order, for Reason.
func ruleNames() []movement.Text {
	return []movement.Text{
		say("fitting the time"), say("the 70%% rule"), say("usual rounds"), say("a usual session"),
		say("everyone meeting everyone"), say("the session's length"), say("opponents met"), say("the plainer movement"), say("fairness"),
		say("meetings"), say("sit-outs"), say("boards played"), say("the simpler room"),
	}
}

// formRank orders the families from the plainest room to run: a Mitchell,
// a Howell, a hesitation, a rover, a web (two copies of the boards),
// sections, an extra-board Mitchell (extra sets on bye stands), a
// Bowman (two appendix tables sharing sets), an appendix Mitchell (many
// appendix tables sharing sets), an appendix Howell (a Howell with an
// appendix table sharing a table's sets), a web with a rover (a web
// Mitchell whose rover pair takes a new NS seat each round), a barometer
// Howell (a copy of the boards
// for every table), a twin Mitchell (two rows that change their moving
// pairs half way, a copy of the boards for each), a criss-cross Mitchell
// (boards still, both lines moving), a combined Mitchell (two sections
// whose half-table pairs meet), a whist movement (the EW pairs two
// tables a round), a square Mitchell (the EW pairs and the boards
// crossing a square of 4 tables), a pivot Mitchell (the moving pairs
// sitting out and playing NS at the last table); any other family after
// them.
func formRank(form string) int {
	switch form {
	case FormMitchell:
		return 0
	case FormHowell:
		return 1
	case FormHesitation:
		return 2
	case FormRover:
		return 3
	case FormWeb:
		return 4
	case FormSections:
		return 5
	case FormExtraBoard:
		return 6
	case FormBowman:
		return 7
	case FormAppendix:
		return 8
	case FormAppendixHowell:
		return 9
	case FormWebRover:
		return 10
	case FormBarometer:
		return 11
	case FormTwin:
		return 12
	case FormCrissCross:
		return 13
	case FormCombined:
		return 14
	case FormWhist:
		return 15
	case FormSquare:
		return 16
	case FormPivot:
		return 17
	}
	return 18
}

// MeetsEveryone reports whether every contestant of o meets every other:
// one winner in a field that plays a complete round robin of meetings (a
// complete Howell). Only bridge pairs options are measured.
func (o Option) MeetsEveryone() bool { return o.Rivals > 0 && o.Opponents >= o.Rivals }

// sessionDistance is twice the distance of o's session (SessionBoards)
// from the boards rule 6 aims at (NewPlan sets SessionMiddle).
func (o Option) sessionDistance() int {
	if o.SessionMiddle == 0 {
		return 0
	}
	return abs(2*o.SessionBoards() - o.SessionMiddle)
}

// SessionBoards is the length of o's session in boards: its rounds times
// the boards of a round, what a contestant plays and sits out (a Howell
// with a phantom pair is a 22-board session in which each pair plays 20).
func (o Option) SessionBoards() int { return o.Rounds * o.BoardsPerRound }

// Rules returns the ranking rule in words, in the order Compare (or, with
// RankStrongest, CompareBy) applies it: the one list the help, the README
// and the page print.
func Rules(by Ranking) []movement.Text {
	var out []movement.Text
	for _, r := range ranking(by) {
		out = append(out, r.text)
	}
	return out
}

// The usual boards a round of a pairs or individual session: clubs play
// rounds of 2 to 4 boards (about 24 to 28 boards a session); one-board
// rounds spend most of the evening moving, five or more are slow to score.
const (
	MinUsualBoards = 2
	MaxUsualBoards = 4
)

// maxSmallFieldBoards is the most boards a round a pairs field of 3 tables
// or fewer plays as usual: the 3-table Howell of 5 rounds plays 5 or 6
// (Exeter Bridge Club: 2 sets of 3 a round), the 3-table hesitation 6.
const maxSmallFieldBoards = 6

// UsualBoards reports whether o plays MinUsualBoards to MaxUsualBoards
// boards a round; a pairs field of 3 tables or fewer up to
// maxSmallFieldBoards, an individual field too small for sections (fewer
// than 10 tables) any number; every preferans option does (the rule is
// for bridge boards).
func (o Option) UsualBoards() bool {
	if o.Movement != nil && o.Movement.Game != movement.Bridge {
		return true // preferans deals: the rule is for bridge boards
	}
	pairs := o.Movement == nil || o.Movement.Kind == movement.Pairs
	if pairs && o.Tables <= 3 && o.BoardsPerRound > MaxUsualBoards {
		return o.BoardsPerRound <= maxSmallFieldBoards
	}
	if !pairs && o.BoardsPerRound > MaxUsualBoards && o.Tables < 2*minSectionTables {
		return true // a small individual field plays long rounds
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
// first) is marked: what it offers a director (winners, opponents,
// sit-outs, boards), the first rule of the ranking that sets it apart from
// the runner-up, and what the runner-up offers instead. timed says
// whether a time budget was given. The sentence is kept as data for a
// catalogue; its String is the English.
func Reason(opts []Option, timed bool) movement.Text { return ReasonBy(opts, timed, RankBalance) }

// ReasonBy is Reason for options ranked by RankBy with by.
func ReasonBy(opts []Option, timed bool, by Ranking) movement.Text {
	if len(opts) == 0 {
		return movement.Text{}
	}
	a := opts[0]
	if len(opts) == 1 {
		return say("%s is the only option: %s.", a.Name, a.Offers())
	}
	b := opts[1]
	if !a.FitsTime {
		return say("No option finishes in time; %s is the fairest of those that come closest.", a.Name)
	}
	fits := say("finishes in time at %s", a.Timetable.Finish())
	if !timed {
		fits = say("finishes at %s", a.Timetable.Finish())
	}
	names := ruleNames()
	for i, r := range ranking(by) {
		if r.cmp(a, b) != 0 && by == RankStrongest && i == fairnessRule && strongerWins(a, b) != 0 {
			return strongestReason(a, b, fits)
		}
		if r.cmp(a, b) != 0 {
			return say("%s (%s) %s and comes first on %s; the next option, %s, offers %s.", a.Name, a.Offers(), fits, names[i], b.Name, b.Offers())
		}
	}
	return say("%s (%s) %s and ties with the next option on every rule.", a.Name, a.Offers(), fits)
}

// Offers says in a few words what o offers a director, the trade-off the
// reason weighs: "one winner, everyone meets everyone, 2-board sit-out, 22
// boards in rounds of 2" or "two winners, each pair meets 7 of 13, no
// sit-out, 21 boards in rounds of 3". A two-winner option says so, the
// price of its second winner being the opponents it does not meet.
func (o Option) Offers() movement.Text {
	var parts []movement.Text
	switch o.Winners {
	case 1:
		parts = append(parts, say("one winner"))
	case 2:
		parts = append(parts, say("two winners"))
	default:
		parts = append(parts, say("%d winners", o.Winners))
	}
	switch {
	case o.Rivals == 0:
	case o.Opponents >= o.Rivals:
		parts = append(parts, say("everyone meets everyone"))
	default:
		parts = append(parts, say("each pair meets at least %d of %d", o.Opponents, o.Rivals))
	}
	if o.SitOutBoards.Max == 0 {
		parts = append(parts, say("no sit-out"))
	} else {
		parts = append(parts, say("%d-board sit-out", o.SitOutBoards.Max))
	}
	parts = append(parts, say("%s boards in rounds of %d", o.Boards, o.BoardsPerRound))
	return joinComma(parts)
}

// joinComma joins texts with commas.
func joinComma(ts []movement.Text) movement.Text {
	if len(ts) == 0 {
		return movement.Text{}
	}
	out := ts[0]
	for _, t := range ts[1:] {
		out = say("%s, %s", out, t)
	}
	return out
}

// roomTables is the number of m's tables at which some round plays its
// boards: a table that only ever hosts a sit-out (movement.PhantomTables)
// or is never used needs no table in the room.
func roomTables(m *movement.Movement) int {
	played := make([]bool, m.Tables)
	for _, p := range m.Play {
		if p.Table >= 1 && p.Table <= m.Tables && p.InPlay() {
			played[p.Table-1] = true
		}
	}
	n := 0
	for _, ok := range played {
		if ok {
			n++
		}
	}
	return n
}
