package movement

// Verdict sums up a movement.
type Verdict string

// The verdicts.
const (
	// Perfect: valid, nobody plays a set twice, every two contestants who
	// can meet meet equally often, and within every field all comparison
	// counts are equal. For individual bridge it is enough that nobody
	// plays a set twice, some players are compared, and the schedule is a
	// whist tournament (PropWhist): every two players are partners equally
	// often and opponents twice as often.
	Perfect Verdict = "perfect"
	// Valid: playable as written, but not perfect; the summary says where it
	// falls short.
	Valid Verdict = "valid"
	// Invalid: Validate found errors.
	Invalid Verdict = "invalid"
)

// Matrix is a symmetric N×N table of counts over contestants 1..N.
type Matrix struct {
	N     int
	Cells []int // row-major, (i-1)*N + (j-1)
}

// NewMatrix returns an N×N zero matrix.
func NewMatrix(n int) Matrix { return Matrix{N: n, Cells: make([]int, n*n)} }

// At returns the entry for contestants i and j (1-based).
func (m Matrix) At(i, j int) int { return m.Cells[(i-1)*m.N+(j-1)] }

// add increases the entries (i,j) and (j,i) by v.
func (m Matrix) add(i, j, v int) {
	m.Cells[(i-1)*m.N+(j-1)] += v
	if i != j {
		m.Cells[(j-1)*m.N+(i-1)] += v
	}
}

// ContestantStats counts one contestant's session.
type ContestantStats struct {
	Contestant int
	Label      string
	Rounds     int          // rounds played
	Rests      int          // rounds sat out (no seat, or facing only phantoms)
	Sets       int          // distinct sets played
	Boards     int          // boards played
	Seats      map[Seat]int // rounds in each seat
	Dealer     int          // deals as dealer (preferans)
	Switched   int          // rounds played arrow-switched
}

// Stats summarises a set of counts over contestant pairs.
type Stats struct {
	Pairs  int     // how many contestant pairs were counted
	Min    int     // smallest count
	Max    int     // largest count
	Mean   float64 // average count
	StdDev float64 // population standard deviation
}

// Summary holds the headline figures of a report.
type Summary struct {
	// Meetings is over every two contestants who can meet at all (two
	// contestants who always hold the same line can never meet).
	Meetings Stats
	// NeverMeet counts pairs that can meet but never do; MeetMoreThanOnce
	// counts pairs that meet in two or more rounds.
	NeverMeet        int
	MeetMoreThanOnce int
	// Partnerships is over every two players (individual bridge only).
	Partnerships *Stats `json:",omitempty"`
	// NeverAtTable counts, in individual bridge, the two players who never
	// sit at the same table, as partners or as opponents: a whist-style
	// schedule in which everybody partners everybody once has 0 here while
	// NeverMeet, which counts opponents only, may be large.
	NeverAtTable int `json:",omitempty"`
	// Comparisons is over every two contestants of the same field, in
	// boards.
	Comparisons Stats
	// Competition is Manning's figure over every two contestants (pairs
	// events only), in boards.
	Competition *Stats `json:",omitempty"`
	// RepeatedSets counts (contestant, set) pairs played more than once.
	RepeatedSets int
	// BalanceIndex is 0..100; see the Report doc for its formula.
	BalanceIndex float64
}

// Report is the fairness report of a movement: a pure function of it.
//
// The balance index is computed per field f from the comparison counts c_ij
// (boards that contestants i and j of f both played in the same seat group)
// over all n_f(n_f-1)/2 pairs of the field, as
//
//	B_f = 100 · max(0, 1 − σ_f / μ_f)
//
// where μ_f and σ_f are the mean and population standard deviation of c_ij
// (B_f = 0 when μ_f = 0). The movement's index is the average of B_f
// weighted by each field's number of pairs; fields of one contestant do not
// count. 100 means every two contestants of a field are compared on exactly
// the same number of boards.
type Report struct {
	Verdict  Verdict
	Problems Problems
	// Omitted counts the problems AnalyzeFirst left out of Problems.
	Omitted Omitted
	// Fields lists the contestants ranked together; see Analyze.
	Fields [][]int
	// Contestants holds one entry per contestant, index c-1.
	Contestants []ContestantStats
	// Meetings counts rounds two contestants sit at the same table as
	// opponents.
	Meetings Matrix
	// Partnerships counts rounds two players are partners (individual
	// bridge); empty otherwise.
	Partnerships Matrix
	// Comparisons counts boards two contestants both played in the same
	// seat group: the same direction at bridge (after arrow switches), the
	// same seat at preferans.
	Comparisons Matrix
	// Competition is Manning's amount of competition (pairs events): per
	// board both played, +1 in the same direction at different tables, −1
	// in opposite directions at different tables, and +(m−1) when they meet
	// on it, m being how many times the board is played.
	Competition Matrix
	// CanMeet reports, for contestants i, j, whether they can meet at all.
	CanMeet func(i, j int) bool `json:"-"`
	// Properties names what the movement achieves, such as
	// "no-repeat-meetings" or "every-set-once"; see the Property constants.
	Properties []Property
	Summary    Summary
	// Sections holds each section played on its own (Movement.Sections);
	// the rest of the report is across the field.
	Sections []SectionReport `json:",omitempty"`
}

// Property is a named guarantee that a report found to hold.
type Property string

// Properties a report may list.
const (
	// Nobody plays a set twice.
	PropNoRepeatSets Property = "no-repeat-sets"
	// Every contestant plays every set exactly once.
	PropEverySetOnce Property = "every-set-once"
	// No two contestants meet in more than one round.
	PropNoRepeatMeetings Property = "no-repeat-meetings"
	// Every two contestants who can meet do meet.
	PropAllMeet Property = "all-meet"
	// Every two contestants who can meet meet equally often.
	PropEqualMeetings Property = "equal-meetings"
	// Within every field all comparison counts are equal.
	PropEqualComparisons Property = "equal-comparisons"
	// Everyone rests equally often.
	PropEqualRests Property = "equal-rests"
	// Individual bridge: every two players are partners equally often
	// (at least once) and opponents twice as often, as in a whist
	// tournament.
	PropWhist Property = "whist"
)
