package formats

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/movegen/movegen/export/ascfile"
	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/export/jsonfile"
	"github.com/movegen/movegen/export/scorerfile"
	"github.com/movegen/movegen/internal/golden"
	"github.com/movegen/movegen/internal/longtest"
	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/howell"
	"github.com/movegen/movegen/movement/mitchell"
	"github.com/movegen/movegen/movement/pairswhist"
	"github.com/movegen/movegen/movement/preferans"
	"github.com/movegen/movegen/movement/replan"
	"github.com/movegen/movegen/movement/whist"
)

// corpus returns the generators' movements the round trip covers:
// Mitchell 3–20 tables (two winners, and some with one winner, a missing
// pair, a skip), Howell 4–30 pairs, individual (whist) 8–33 players,
// preferans 5–12 tables, a re-planned movement, a sectioned Mitchell and
// the pairs whist 3–12 tables (with a rover, a missing pair, a switch).
func corpus(t testing.TB) []*movement.Movement {
	t.Helper()
	corpusOnce.Do(func() { corpusMs, corpusErr = buildCorpus() })
	if corpusErr != nil {
		t.Fatal(corpusErr)
	}
	return corpusMs
}

// slowCorpus returns the movements that take seconds to generate on a
// shared machine: individual (whist) 8–33 players and preferans 5–12
// tables at tables of four and of three. A plain test run reads them from
// testdata/corpus (JSON, movegen's own format, which holds everything);
// with generate set (TestCorpusFresh, a long test) they are generated
// again by the generator packages.
func slowCorpus(ctx context.Context, generate bool) ([]*movement.Movement, error) {
	var ms []*movement.Movement
	for _, k := range slowKeys() {
		if !generate {
			f, err := os.Open(filepath.Join("testdata", "corpus", k.file))
			if err != nil {
				return nil, err
			}
			m, err := jsonfile.Read(f, k.file)
			f.Close()
			if err != nil {
				return nil, err
			}
			ms = append(ms, m)
			continue
		}
		m, err := k.generate(ctx)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", k.file, err)
		}
		ms = append(ms, m)
	}
	return ms, nil
}

// slowKey is one movement of the slow corpus: its file and how it is made.
type slowKey struct {
	file     string
	generate func(context.Context) (*movement.Movement, error)
}

func slowKeys() []slowKey {
	var out []slowKey
	for v := 8; v <= 33; v++ {
		out = append(out, slowKey{fmt.Sprintf("whist-%d.json", v), func(ctx context.Context) (*movement.Movement, error) {
			r, err := whist.Generate(ctx, whist.Options{Players: v})
			if err != nil {
				return nil, err
			}
			return r.Movement, nil
		}})
	}
	for T := 5; T <= 12; T++ {
		for _, seats := range []int{4, 3} {
			out = append(out, slowKey{fmt.Sprintf("preferans-%d-of-%d.json", T, seats), func(ctx context.Context) (*movement.Movement, error) {
				r, err := preferans.Generate(ctx, preferans.Options{Tables: T, Seats: seats, Seed: 1})
				if err != nil {
					return nil, err
				}
				return r.Movement, nil
			}})
		}
	}
	return out
}

// TestCorpusFresh generates the slow corpus again and compares it with
// testdata/corpus (-update rewrites it).
func TestCorpusFresh(t *testing.T) {
	longtest.Skip(t, "the individual and preferans generators for the round-trip corpus")
	for _, k := range slowKeys() {
		m, err := k.generate(context.Background())
		if err != nil {
			t.Fatalf("%s: %v", k.file, err)
		}
		b, err := jsonfile.Marshal(m)
		if err != nil {
			t.Fatal(err)
		}
		golden.Check(t, filepath.Join("testdata", "corpus", k.file), b, *golden.UpdateFlag())
	}
}

var (
	corpusOnce sync.Once
	corpusMs   []*movement.Movement
	corpusErr  error
)

func buildCorpus() (ms []*movement.Movement, err error) {
	add := func(m *movement.Movement, e error) {
		if e != nil && err == nil {
			err = e
		}
		if m != nil {
			ms = append(ms, m)
		}
	}
	for T := 3; T <= 20; T++ {
		add(mitchell.Generate(mitchell.Options{Tables: T}))
	}
	for _, o := range []mitchell.Options{
		{Tables: 7, Winners: 1},
		{Tables: 8, Winners: 1},
		{Tables: 6, Winners: 1, ArrowSwitch: []int{2, 4}},
		{Tables: 9, Pairs: 17},
		{Tables: 9, Pairs: 17, Missing: movement.EW},
		{Tables: 8, Even: mitchell.Skip},
	} {
		add(mitchell.Generate(o))
	}
	for P := 4; P <= 30; P++ {
		add(howell.Generate(howell.Options{Pairs: P}))
	}
	ctx := context.Background()
	slow, e := slowCorpus(ctx, false)
	if e != nil {
		return nil, e
	}
	ms = append(ms, slow...)
	base, e := mitchell.Generate(mitchell.Options{Tables: 7})
	if e != nil {
		return nil, e
	}
	for _, o := range []replan.Options{
		{From: 3, Remove: []int{2}, Seed: 1, Effort: 2000},
		{From: 4, Add: 1, Seed: 1, Effort: 2000},
	} {
		r, e := replan.Replan(ctx, base, o)
		if e != nil {
			return nil, e
		}
		ms = append(ms, r.Movement)
	}
	add(mitchell.GenerateSections(mitchell.SectionOptions{Pairs: 40, Sections: 2}))
	for T := 3; T <= 12; T++ {
		add(pairswhist.Generate(pairswhist.Options{Tables: T}))
	}
	for _, o := range []pairswhist.Options{{Tables: 5, Pairs: 11}, {Tables: 6, Pairs: 13}, {Tables: 7, Pairs: 13}, {Tables: 7, ArrowSwitch: []int{7}}} {
		add(pairswhist.Generate(o))
	}
	return ms, err
}

// held returns what a file of format f holds of m, so that a movement read
// back compares equal to the one written: .ASC keeps no name, family,
// labels or switches (written by the cards held); EBUScore and KBS keep no
// family or labels (their pair numbers are the contestants), KBS no
// switches either. JSON keeps everything.
func held(f Format, m *movement.Movement) *movement.Movement {
	c := m.Clone()
	if f != JSON {
		c.Family, c.Labels, c.Session, c.SetLetters = "", nil, nil, false
	}
	switch f {
	case ASC:
		c.Name = ""
		c = ByCards(c)
	case KBS:
		c = ByCards(c)
	}
	if (f == EBU || f == KBS || f == ASC) && c.SectionsAreOneField() {
		c.Sections = nil // one field: the file numbers the tables across the room (Lost says so)
	}
	if len(c.Labels) == 0 {
		c.Labels = nil
	}
	if len(c.Sections) == 0 {
		c.Sections = nil
	}
	c.Sort()
	return c
}

// refusal returns the words of the refusal expected when m is written in
// format f, worked out from what m holds, or "" when f holds m.
func refusal(f Format, m *movement.Movement) string {
	pairs := slices.Equal(m.Seats, movement.PairSeats())
	four := slices.Equal(m.Seats, movement.CompassSeats())
	var emptyMax, idleMax, kbsEmpty int
	ebuIdle, kbsOut := false, false
	grid := m.Grid()
	for r, row := range grid {
		e, idle := 0, 0
		seated := map[int]bool{}
		for _, p := range row {
			if p == nil {
				idle++
				continue
			}
			for _, c := range p.Seats {
				if c == 0 {
					e++
				}
				seated[c] = true
			}
		}
		away := 0
		for c := 1; c <= m.Contestants; c++ {
			if !seated[c] {
				away++
			}
		}
		_ = r
		ebuIdle = ebuIdle || idle > 1 || idle == 1 && away != 1
		emptyMax = max(emptyMax, e+idle)
		idleMax = max(idleMax, idle)
		kbsEmpty = max(kbsEmpty, e)
		// KBS: the sit-outs (the missing pair included) fill whole tables.
		short := 0
		if m.Contestants == 2*m.Tables-1 {
			short = 1
		}
		kbsOut = kbsOut || away+min(short, 1-min(e, 1)) != 2*idle && e <= short
	}
	_, shared := scorerfile.UniqueNumbers(m, "")
	_, notInOrder := scorerfile.ConsecutiveNumbers(m, "")
	switch f {
	case ASC:
		switch {
		case !pairs && !four:
			return "seats"
		case len(m.Sections) > 0 && !m.SectionsAreOneField():
			return "sections"
		case m.Teams != nil:
			return "teams"
		case !notInOrder.IsZero():
			return "the cards number"
		}
	case EBU:
		if m.Teams != nil && pairs {
			return teamsRefusal(m)
		}
		switch {
		case four:
			return "individual"
		case !pairs:
			return "seats"
		case len(m.Sections) > 0 && !m.SectionsAreOneField():
			return "sections"
		case !shared.IsZero():
			return "--ew-numbers-from"
		case ebuIdle:
			return "idle"
		case emptyMax > 1:
			return "empty seats"
		}
	case KBS:
		switch {
		case four:
			return "individual"
		case !pairs:
			return "seats"
		case len(m.Sections) > 0 && !m.SectionsAreOneField():
			return "sections"
		case m.Teams != nil:
			return "teams"
		case m.Contestants != 2*m.Tables && m.Contestants != 2*m.Tables-1:
			return "pairs at"
		case !shared.IsZero():
			return "--ew-numbers-from"
		case m.Contestants == 2*m.Tables && kbsEmpty > 0 || kbsEmpty > 1:
			return "empty seat"
		case kbsOut:
			return "sit out"
		}
	}
	return ""
}

// teamsRefusal is the refusal expected when the teams movement m is
// written to EBUScore (a teams movement, which names teams: each pair
// keeps one direction, the two pairs of a team opposite ones), or "".
func teamsRefusal(m *movement.Movement) string {
	dir := map[int]int{}
	for _, p := range m.Play {
		for i, c := range p.Seats {
			if c == 0 {
				continue
			}
			if d, ok := dir[c]; ok && d != i+1 {
				return "sits both NS and EW"
			}
			dir[c] = i + 1
		}
	}
	for _, pr := range m.Teams.Pairs {
		if dir[pr[0]] != 0 && dir[pr[0]] == dir[pr[1]] {
			return "both pairs of team"
		}
	}
	if len(m.Sections) > 0 {
		return "sections"
	}
	return ""
}

// apart is m with its EW pairs numbered as the format needs when the
// cards number two pairs alike (the --ew-numbers-from option): on from
// the NS pairs for .ASC, from 11 (21 above 10 tables) for EBUScore and
// KBS; nil when m needs no renumbering or has no EW line.
func apart(f Format, m *movement.Movement) *movement.Movement {
	if _, why := scorerfile.UniqueNumbers(m, ""); why.IsZero() && f != ASC {
		return nil
	}
	if _, why := scorerfile.ConsecutiveNumbers(m, ""); why.IsZero() && f == ASC {
		return nil
	}
	top := 0
	for _, n := range scorerfile.Numbers(m) {
		if n.Line != movement.EW {
			top = max(top, n.N)
		}
	}
	from := (max(top-1, 0)/10)*10 + 11
	if f == ASC {
		from = 1
		for _, n := range scorerfile.Numbers(m) {
			if n.Line == movement.NS {
				from = max(from, n.N+1)
			}
		}
	}
	c, ok := scorerfile.NumberEWFrom(m, from)
	if !ok {
		return nil
	}
	return c
}

// byNumber is m with its contestants in the order of the numbers the
// cards print (a file lists the pairs by number, so a pair added by a
// re-plan, numbered after the others on the cards, comes back in its
// number's place). Labels stay with their contestants.
func byNumber(m *movement.Movement) *movement.Movement {
	nums := scorerfile.Numbers(m)
	order := make([]int, len(nums))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int {
		if nums[a].Line != nums[b].Line && nums[a].N == nums[b].N {
			return strings.Compare(string(nums[a].Line), string(nums[b].Line))
		}
		return nums[a].N - nums[b].N
	})
	if slices.IsSorted(order) {
		return m
	}
	renum := make([]int, len(order)+1)
	for to, from := range order {
		renum[from+1] = to + 1
	}
	c := m.Clone()
	c.Labels = map[int]string{}
	for k := 1; k <= m.Contestants; k++ {
		c.Labels[renum[k]] = m.Label(k) // an unlabelled contestant keeps its number
	}
	for i := range c.Play {
		for j, x := range c.Play[i].Seats {
			c.Play[i].Seats[j] = renum[x]
		}
	}
	return c
}

// outcome is what writing a movement in a format and reading it back came
// to (roundTrip).
type outcome int

const (
	// kept: written, and read back as the movement (held).
	kept outcome = iota
	// refused: the writer refused it with a *scorerfile.CannotWrite
	// saying what refusal expects.
	refused
	// failed: anything else; roundTrip has failed the test.
	failed
)

// roundTrip writes m in format f and reads the file back. It is kept
// when the writer succeeds, the file is detected as f, the pairs carry
// the numbers the cards print, the movement read back is m as far as f
// holds it (held), what f loses of m's arrow switches and names
// formats.Lost names, and writing it again gives the same bytes; refused
// when the writer refuses it with a *scorerfile.CannotWrite saying what
// refusal predicts (why is the refusal's sentence). A teams movement
// written to EBUScore (type 5, which names teams) reads back as an
// EBUScore teams movement: it must pass that format's own check and,
// converted into the model, hold the same matches. Anything else fails t.
func roundTrip(t testing.TB, f Format, m *movement.Movement) (o outcome, why movement.Text) {
	t.Helper()
	want := refusal(f, m)
	b, err := Marshal(f, m)
	var cw *scorerfile.CannotWrite
	switch {
	case err != nil && errors.As(err, &cw):
		if want == "" || !strings.Contains(cw.Why.String(), want) {
			t.Errorf("%s, %s: refused (%v), want %s", f, m.Name, err, or(want, "it written"))
			return failed, movement.Text{}
		}
		return refused, cw.Why
	case err != nil:
		t.Errorf("%s, %s: %v (not a CannotWrite)", f, m.Name, err)
		return failed, movement.Text{}
	case want != "":
		t.Errorf("%s, %s: written, want a refusal saying %q", f, m.Name, want)
		return failed, movement.Text{}
	}
	ctx := context.Background()
	ns, err := ReadAll(ctx, bytes.NewReader(b), "rt"+f.Extension(), Options{ASC: ascfile.Options{BoardsPerSet: m.BoardsPerSet, Game: m.Game}})
	if err != nil {
		t.Errorf("%s, %s: read back: %v", f, m.Name, err)
		return failed, movement.Text{}
	}
	if f == EBU && m.Teams != nil {
		return teamsRoundTrip(t, m, b, ns)
	}
	if len(ns) != 1 || ns[0].Format != f || ns[0].Movement == nil {
		t.Errorf("%s, %s: read back %d entries (%+v), want one movement detected as %s", f, m.Name, len(ns), ns, f)
		return failed, movement.Text{}
	}
	// The numbers the cards print are the file's numbers.
	back := scorerfile.Numbers(byNumber(ns[0].Movement))
	for i, n := range scorerfile.Numbers(byNumber(m)) {
		if i >= len(back) || back[i].N != n.N {
			t.Errorf("%s, %s: contestant %d is %d on the cards, not so in the file (%v)", f, m.Name, i+1, n.N, back)
			return failed, movement.Text{}
		}
	}
	lost := Lost(f, m)
	// A file that writes the switches by the cards held (EBUScore unless
	// it is a switched Mitchell whose switches read back) is compared by
	// the cards held.
	gotM, wantM := held(f, byNumber(ns[0].Movement)), held(f, byNumber(m))
	if f == EBU && says(lost, "arrow switches") {
		gotM, wantM = held(f, ByCards(byNumber(ns[0].Movement))), held(f, ByCards(byNumber(m)))
	}
	if !reflect.DeepEqual(gotM, wantM) {
		t.Errorf("%s, %s: read back a different movement\n got %+v\nwant %+v", f, m.Name, gotM, wantM)
		return failed, movement.Text{}
	}
	if switches(ns[0].Movement) != switches(m) && !says(lost, "arrow switches") {
		t.Errorf("%s, %s: %d arrow switches read back of %d, and formats.Lost does not say so (%v)", f, m.Name, switches(ns[0].Movement), switches(m), lost)
	}
	if len(m.Sections) > 0 && len(ns[0].Movement.Sections) == 0 && !says(lost, "section names") {
		t.Errorf("%s, %s: the sections are not read back, and formats.Lost does not say so (%v)", f, m.Name, lost)
	}
	if named(m) && !named(ns[0].Movement) && !says(lost, "names", "labels") {
		t.Errorf("%s, %s: the names are not read back, and formats.Lost does not say so (%v)", f, m.Name, lost)
	}
	b2, err := Marshal(f, ns[0].Movement)
	if err != nil || !bytes.Equal(b, b2) {
		t.Errorf("%s, %s: the second write differs (%v)", f, m.Name, err)
		return failed, movement.Text{}
	}
	return kept, movement.Text{}
}

// teamsRoundTrip is roundTrip's end for a teams movement m written to
// EBUScore as b and read back as ns.
func teamsRoundTrip(t testing.TB, m *movement.Movement, b []byte, ns []Named) (outcome, movement.Text) {
	t.Helper()
	if len(ns) != 1 || ns[0].Format != EBU || ns[0].Teams == nil {
		t.Errorf("ebu, %s: read back %d entries (%+v), want one EBUScore teams movement", m.Name, len(ns), ns)
		return failed, movement.Text{}
	}
	tm := ns[0].Teams
	if r := tm.Check(); len(r.Problems) > 0 {
		t.Errorf("ebu, %s: the teams movement read back breaks EBUScore's teams rules: %v", m.Name, r.Problems)
		return failed, movement.Text{}
	}
	back, err := tm.Movement(m.Teams.Boards)
	if err != nil {
		t.Errorf("ebu, %s: read back: %v", m.Name, err)
		return failed, movement.Text{}
	}
	if back.Tables > m.Tables {
		// A team whose bye finds no table free has a table of its own
		// after the others (ebufile.TeamsFromMovement), at which no one
		// plays.
		for _, p := range back.Play {
			if p.Table > m.Tables {
				t.Errorf("ebu, %s: read back a match at table %d of %d", m.Name, p.Table, m.Tables)
				return failed, movement.Text{}
			}
		}
		back.Tables = m.Tables
	}
	if got, want := teamsHeld(back), teamsHeld(m); !reflect.DeepEqual(got, want) {
		t.Errorf("ebu, %s: read back different matches\n got %+v\nwant %+v", m.Name, got, want)
		return failed, movement.Text{}
	}
	if m.Teams.Boards == movement.BoardsCopies && !says(Lost(EBU, m), "copies") {
		t.Errorf("ebu, %s: the copies of the boards are not kept, and formats.Lost does not say so", m.Name)
	}
	b2, err := tm.Marshal()
	if err != nil || !bytes.Equal(b, b2) {
		t.Errorf("ebu, %s: the second write differs (%v)", m.Name, err)
		return failed, movement.Text{}
	}
	return kept, movement.Text{}
}

// teamsHeld is what an EBUScore teams movement holds of the teams
// movement m: its tables, rounds, sets and boards, the pairs of each team
// (2t−1 NS and 2t EW) and who plays whom on which set, table by table.
func teamsHeld(m *movement.Movement) *movement.Movement {
	c := &movement.Movement{Kind: m.Kind, Game: m.Game, Seats: m.Seats, Contestants: m.Contestants,
		Tables: m.Tables, Rounds: m.Rounds, Sets: m.Sets, BoardsPerSet: m.BoardsPerSet,
		Teams: &movement.Teams{Pairs: m.Teams.Pairs, Boards: m.Teams.Boards}}
	for _, p := range m.Play {
		if p.InPlay() {
			c.Play = append(c.Play, p)
		}
	}
	c.Sort()
	return c
}

// says reports whether one of the sentences holds one of the words.
func says(ts []movement.Text, words ...string) bool {
	for _, x := range ts {
		for _, w := range words {
			if strings.Contains(x.String(), w) {
				return true
			}
		}
	}
	return false
}

// switches counts m's arrow-switched tables.
func switches(m *movement.Movement) int {
	n := 0
	for _, p := range m.Play {
		if p.Switched {
			n++
		}
	}
	return n
}

// named reports whether m's cards print a name for a pair (not its
// number).
func named(m *movement.Movement) bool {
	return slices.ContainsFunc(scorerfile.Numbers(m), func(n scorerfile.Number) bool { return n.Named })
}

func TestRoundTrip(t *testing.T) {
	type tally struct{ kept, refused int }
	counts := map[Format]*tally{}
	for _, f := range []Format{JSON, ASC, EBU, KBS} {
		counts[f] = &tally{}
		var ms []*movement.Movement
		for _, m := range corpus(t) {
			ms = append(ms, m)
			if a := apart(f, m); a != nil {
				ms = append(ms, a)
			}
		}
		for _, m := range ms {
			switch o, _ := roundTrip(t, f, m); o {
			case kept:
				counts[f].kept++
			case refused:
				counts[f].refused++
			}
		}
		t.Logf("%s: %d of %d movements written and read back the same, %d refused", f, counts[f].kept, len(ms), counts[f].refused)
	}
	// What each format must hold (the generators' shapes it can express).
	for f, least := range map[Format]int{JSON: 96, ASC: 96 - 9, EBU: 18 + 6 + 27 + 1, KBS: 18 + 4 + 27} {
		if counts[f].kept < least {
			t.Errorf("%s kept %d movements, want at least %d", f, counts[f].kept, least)
		}
	}
}

func or(s, alt string) string {
	if s == "" {
		return alt
	}
	return s
}

func TestRefusalsAreTranslatableSentences(t *testing.T) {
	ru := i18n.New(i18n.Russian)
	seen := map[string]bool{}
	for _, m := range corpus(t) {
		for _, f := range []Format{ASC, EBU, KBS} {
			_, err := Marshal(f, m)
			var cw *scorerfile.CannotWrite
			if !errors.As(err, &cw) {
				continue
			}
			if cw.Why.Format == "" {
				t.Errorf("%s, %s: refusal %q has no catalogue format", f, m.Name, cw.Error())
			}
			txt := cw.Text()
			got := ru.Message(txt.Format, txt.Args...)
			if strings.Contains(got, "%!") || got == cw.Error() || strings.Contains(got, "cannot hold") {
				t.Errorf("%s, %s: Russian %q", f, m.Name, got)
			}
			if !seen[cw.Why.Format] {
				seen[cw.Why.Format] = true
				t.Logf("%s", got)
			}
		}
	}
	_, err := Marshal(ASE, &movement.Movement{Name: "x"})
	var u *scorerfile.UnsupportedFormat
	if !errors.As(err, &u) {
		t.Errorf("ASE: %v, want an UnsupportedFormat", err)
	}
}

func ExampleDetect() {
	for _, head := range []string{
		"{\"format\": \"movegen-movement/1\"}",
		"14  7  6  6 0\n 1- 2 A  3- 4 B\n",
		"Camrose\n5,6,32,16,2\n4,6,1,4,6,2\n",
		"T5\nDESCEND\nid=501\n",
		"hello\n",
	} {
		fmt.Printf("%q\n", Detect([]byte(head)))
	}
	// Output:
	// "json"
	// "asc"
	// "ebu"
	// "kbs"
	// ""
}
