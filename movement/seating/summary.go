package seating

import (
	"fmt"
	"strings"

	"github.com/movegen/movegen/movement"
)

// SummaryOptions are the facts about a run that the summary repeats: the
// seed and effort given, and why the number of rounds was chosen (zero
// when the director named it).
type SummaryOptions struct {
	Seed      uint64
	Effort    int
	RoundsWhy movement.Text
	// Movement is the schedule as a movement (Result.Movement) when the
	// caller has it already; nil builds it again.
	Movement *movement.Movement
}

// Summary states, line by line, how the schedule was made, the bounds and
// whether they were reached, the meeting figures, and what the plan says
// about boards, rests and seats. Every line is a movement.Text for a
// message catalogue (its String is the English); counted nouns are nested
// Texts with the catalogue's plural keys ("%d players").
//
// Meeting figures name what they count: players at the same table, and
// for individual bridge also opponents and partners apart, as the fairness
// report (movement.Analyze) counts them. They are given only when the
// tables fit a movement.
func (res *Result) Summary(opt SummaryOptions) []movement.Text {
	var out []movement.Text
	line := func(format string, args ...any) { out = append(out, say(format, args...)) }
	p := res.Problem
	rest := len(res.Rests[0])
	head := say("Seating: %s at %s %v for %s", say("%d players", p.Players),
		say("%d tables", len(p.TableSizes)), p.TableSizes, say("%d rounds", p.Rounds))
	if rest > 0 {
		head = say("%s, %d resting each round in turn", head, rest)
	}
	if p.Lines {
		head = say("%s, players keep their line", head)
	}
	if p.Sets {
		head = say("%s, one set per table", head)
	}
	line("%s.", head)
	if !opt.RoundsWhy.IsZero() {
		line("Rounds: %d, chosen by default: %s.", p.Rounds, opt.RoundsWhy)
	}
	line("Method: %s (seed %#d, effort %#d moves, %#d moves made).", res.Method, opt.Seed, opt.Effort, res.Moves)
	line("Bounds:")
	for _, s := range res.Bounds.Statements {
		line("  - %s.", s.Text)
	}
	sc, bd := res.Score, res.Bounds
	var verdict movement.Text
	switch {
	case res.Optimal:
		verdict = say("bound reached")
	case sc.Repeats == bd.MinRepeats:
		verdict = say("bound reached for repeats, meetings not spread as evenly as the counts allow")
	default:
		verdict = say("bound not reached")
	}
	if p.Lines {
		line("Repeated meetings across lines at the same table: %#d (the bound allows %#d) — %s.", sc.Repeats, bd.MinRepeats, verdict)
	} else {
		line("Repeated meetings at the same table: %#d (the bound allows %#d) — %s.", sc.Repeats, bd.MinRepeats, verdict)
	}
	if res.Seats != nil {
		m := opt.Movement
		if m == nil {
			m, _ = res.Movement()
		}
		if m != nil {
			out = append(out, meetingFigures(m, p.Lines)...)
		}
	}
	if sc.SetRepeats > 0 {
		line("Set repeats: %#d — the search could not avoid them within its effort.", sc.SetRepeats)
	}
	if p.Sets {
		line("Boards: one set per table, passed on between rounds; nobody plays a set twice.")
	} else {
		line("Boards: not scheduled. This is a seating plan; which boards each table plays is the director's choice (%s passes one set per table on, so that players are compared).", movement.FieldName("sets"))
	}
	if rest > 0 {
		line("Rests: shared in turn; no player rests more than %d more than another.", sc.RestSpread)
	}
	if !p.Lines && res.Seats != nil {
		line("Seats: no player sits in one seat more than %s more than in another.", say("%d rounds", sc.SeatSpread))
	}
	if res.Interrupted {
		line("Stopped early (%s or interrupt): this is the best schedule found so far, and another run may differ.", movement.FieldName("time"))
	}
	return out
}

// meetingFigures counts, with the fairness report, the pairs never at the
// same table and those at one table more than once; for individual bridge
// also opponents and partners apart.
func meetingFigures(m *movement.Movement, lines bool) []movement.Text {
	rep := movement.Analyze(m)
	bridge := rep.Partnerships.N > 0
	var pairs, never, more, oppNever, oppMore, partNever, partMore int
	for i := 1; i <= m.Contestants; i++ {
		for j := i + 1; j <= m.Contestants; j++ {
			if rep.CanMeet != nil && !rep.CanMeet(i, j) {
				continue
			}
			pairs++
			opp := rep.Meetings.At(i, j)
			together := opp
			if bridge {
				part := rep.Partnerships.At(i, j)
				together += part
				partNever += b2i(part == 0)
				partMore += b2i(part > 1)
			}
			never += b2i(together == 0)
			more += b2i(together > 1)
			oppNever += b2i(opp == 0)
			oppMore += b2i(opp > 1)
		}
	}
	var out []movement.Text
	if lines {
		out = append(out, say("Pairs of different lines at the same table (%#d pairs): never %#d, more than once %#d.", pairs, never, more))
	} else {
		out = append(out, say("Pairs at the same table (%#d pairs): never %#d, more than once %#d.", pairs, never, more))
	}
	if bridge {
		out = append(out, say("Of these, as opponents: never %#d, more than once %#d; as partners: never %#d, more than once %#d (the fairness report counts opponents as meetings and partners apart).",
			oppNever, oppMore, partNever, partMore))
	}
	return out
}

// Plan returns the schedule as a plain seating plan, one line per round:
// the players of every table (in seat order when the tables fit a
// movement) and those resting, preceded by the seat order when there is
// one. Seat names are movement.Seat values, which a catalogue puts into
// words.
func (res *Result) Plan() []movement.Text {
	var out []movement.Text
	if res.Seats != nil {
		seats := make([]any, len(res.Seats))
		format := make([]string, len(res.Seats))
		for i, s := range res.Seats {
			seats[i], format[i] = movement.Seat(s), "%s"
		}
		out = append(out, say("Seats at each table: %s", movement.Say(strings.Join(format, "-"), seats...)))
	}
	for r, row := range res.Tables {
		// One flat sentence per round (its format holds no words, only
		// verbs): nesting one per table made the 170 rounds of 128 tables
		// cost a third of a second to translate after a stop.
		format := []string{"%s"}
		args := []any{say("Round %d:", r+1)}
		for i, players := range row {
			format = append(format, "%s %s")
			args = append(args, say("T%d", i+1), join(players, "-"))
		}
		if len(res.Rests[r]) > 0 {
			format = append(format, "%s")
			args = append(args, say("rest %s", join(res.Rests[r], ",")))
		}
		out = append(out, movement.Say(strings.Join(format, "  "), args...))
	}
	return out
}

func join(xs []int, sep string) string {
	s := make([]string, len(xs))
	for i, x := range xs {
		s[i] = fmt.Sprint(x)
	}
	return strings.Join(s, sep)
}
