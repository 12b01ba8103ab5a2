package scorerfile

import (
	"regexp"
	"slices"
	"strconv"

	"github.com/movegen/movegen/movement"
)

// Number is the number the cards print for a contestant, as the paper
// reads it from the movement's labels (export/cards.PersonLabels): a
// Mitchell pair labelled "3 EW" is pair 3 of the EW line ("EW 3" on the
// cards), "A3 NS" pair 3 of section A's NS line, a label of digits
// ("11", kept from a scorer's file) that number, and any other contestant
// its contestant number.
type Number struct {
	// N is the number printed.
	N int
	// Line is NS or EW when the cards name the pair by its line as well
	// ("EW 3"): then N is unique within the line only. "" otherwise.
	Line movement.Seat
	// Section is the section letter of a sectioned label ("A3 NS"), "" if
	// none.
	Section string
	// Named is true when the label is a name with no number in it
	// ("Ivanov"): the cards print the name and N is the contestant number.
	Named bool
}

// pairLabelRe matches a generator's pair label: a section letter maybe,
// a number, the line ("3 NS", "A3 EW", "A 3 NS").
var pairLabelRe = regexp.MustCompile(`^([A-Z]?) ?(\d+) ?(NS|EW)$`)

// digitsRe matches a label of digits only.
var digitsRe = regexp.MustCompile(`^\d{1,6}$`)

// Numbers returns the number the cards print for every contestant of m
// (index c-1). The paper prints a pair's label ("NS 3" for "3 NS", "11"
// for "11"), so a scorer's file that names the contestants by these
// numbers names them as the cards do.
func Numbers(m *movement.Movement) []Number {
	out := make([]Number, max(m.Contestants, 0))
	for i := range out {
		c := i + 1
		l, ok := m.Labels[c]
		switch {
		case !ok || l == "":
			out[i] = Number{N: c}
		case m.Kind == movement.Pairs && pairLabelRe.MatchString(l):
			mm := pairLabelRe.FindStringSubmatch(l)
			n, _ := strconv.Atoi(mm[2])
			out[i] = Number{N: n, Line: movement.Seat(mm[3]), Section: mm[1]}
		case digitsRe.MatchString(l):
			n, _ := strconv.Atoi(l)
			out[i] = Number{N: n}
		case m.Kind == movement.Pairs:
			out[i] = Number{N: c, Named: true}
		default:
			// Players (individual, preferans): the cards print "#c".
			out[i] = Number{N: c}
		}
	}
	return out
}

// CardName is how the cards print number n: "EW 3", "NS A3", "11"; the
// line is a movement.Seat, which a printer puts into its language.
func (n Number) CardName() movement.Text {
	s := n.Section + strconv.Itoa(n.N)
	if n.Line != "" {
		return movement.Say("%s %s", n.Line, s)
	}
	return movement.Say("%s", s)
}

// UniqueNumbers returns the number of each contestant (index c-1) for a
// format that numbers every pair apart (KBS, EBUScore pairs): the cards'
// numbers, when no two contestants share one. When two do (a Mitchell's
// "NS 1" and "EW 1") it returns nil and a sentence saying so and how the
// director makes the cards print numbers the format holds: NumberEWFrom,
// the --ew-numbers-from option, from 11 (21 above 10 pairs a line), as
// KBS's own Mitchell files number the EW pairs.
func UniqueNumbers(m *movement.Movement, format string) ([]int, movement.Text) {
	return unique(m, format, EWFrom(m, false))
}

// ConsecutiveNumbers is UniqueNumbers for a format that numbers the
// contestants 1 to C by their place (.ASC): the cards' numbers must be
// exactly 1 to C, and the suggestion numbers the EW pairs on from the NS
// pairs' last.
func ConsecutiveNumbers(m *movement.Movement, format string) ([]int, movement.Text) {
	nums, why := unique(m, format, EWFrom(m, true))
	if nums == nil {
		return nil, why
	}
	for i, n := range nums {
		if n != i+1 {
			return nil, movement.Say("the cards number contestant %d as %d, and %s numbers the contestants 1 to %d in order, without labels", i+1, n, format, len(nums))
		}
	}
	return nums, movement.Text{}
}

func unique(m *movement.Movement, format string, from int) ([]int, movement.Text) {
	nums := Numbers(m)
	out := make([]int, len(nums))
	owner := map[int]int{}
	for i, n := range nums {
		if n.N < 1 {
			return nil, movement.Say("contestant %d is numbered %d on the cards; %s numbers pairs from 1", i+1, n.N, format)
		}
		if j, ok := owner[n.N]; ok {
			return nil, movement.Say("the cards number %s and %s both %d, and %s gives every pair a number of its own: with %s %d the cards number the EW pairs from %d, and the cards and the file say the same", nums[j].CardName(), n.CardName(), n.N, format, movement.FieldName("ew-numbers-from"), from, from)
		}
		owner[n.N] = i
		out[i] = n.N
	}
	return out, movement.Text{}
}

// EWFrom is the first number a format can give m's EW line so that no
// two pairs share a number: for a format that numbers the contestants 1
// to C in order (inOrder, .ASC) one above the NS line's largest number;
// otherwise as KBS's own Mitchell files number them, 11 up to 10 NS pairs
// (and pairs without a line), 21 up to 20, and so on.
func EWFrom(m *movement.Movement, inOrder bool) int {
	top, ns := 0, 0
	for _, n := range Numbers(m) {
		if n.Line != movement.EW {
			top = max(top, n.N)
		}
		if n.Line == movement.NS {
			ns = max(ns, n.N)
		}
	}
	if inOrder {
		return ns + 1
	}
	return (max(top-1, 0)/10)*10 + 11
}

// NumberEWFrom returns a copy of m whose EW-line pairs (labelled "k EW",
// as a Mitchell's are) are numbered from first instead of 1: "k EW"
// becomes "first+k-1 EW", so that the cards print "EW 11" for the first
// EW pair when first is 11, and every scorer's file writes 11. A movement
// without EW-line labels is returned unchanged (ok false). first must be
// at least 1.
func NumberEWFrom(m *movement.Movement, first int) (*movement.Movement, bool) {
	if first < 1 {
		return m, false
	}
	nums := Numbers(m)
	if !slices.ContainsFunc(nums, func(n Number) bool { return n.Line == movement.EW }) {
		return m, false
	}
	c := m.Clone()
	for i, n := range nums {
		if n.Line != movement.EW {
			continue
		}
		l := strconv.Itoa(n.N+first-1) + " EW"
		if n.Section != "" {
			l = n.Section + l
		}
		c.Labels[i+1] = l
	}
	return c, true
}

// SeatedTwice finds a contestant seated twice in one round of m, which no
// scorer's file can score (KBS cannot even express it: its pairs move by
// codes from one place); every scorer's writer refuses it with the same
// sentence. It returns the zero Text when there is none.
func SeatedTwice(m *movement.Movement) movement.Text {
	seen := map[[2]int]bool{}
	for _, p := range m.Play {
		for _, c := range p.Seats {
			if c == 0 {
				continue
			}
			k := [2]int{p.Round, c}
			if seen[k] {
				return movement.Say("contestant %d is seated twice in round %d", c, p.Round)
			}
			seen[k] = true
		}
	}
	return movement.Text{}
}
