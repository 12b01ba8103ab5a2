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
	"github.com/movegen/movegen/movement/preferans"
	"github.com/movegen/movegen/movement/replan"
	"github.com/movegen/movegen/movement/whist"
)

// corpus returns the generators' movements the round trip covers:
// Mitchell 3–20 tables (two winners, and some with one winner, a missing
// pair, a skip), Howell 4–30 pairs, individual (whist) 8–33 players,
// preferans 5–12 tables, a re-planned movement and a sectioned Mitchell.
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
	var emptyMax, idle int
	grid := m.Grid()
	for _, row := range grid {
		e := 0
		for _, p := range row {
			if p == nil {
				idle++
				continue
			}
			for _, c := range p.Seats {
				if c == 0 {
					e++
				}
			}
		}
		emptyMax = max(emptyMax, e)
	}
	switch f {
	case ASC:
		switch {
		case !pairs && !four:
			return "seats"
		case len(m.Sections) > 0:
			return "sections"
		}
	case EBU:
		switch {
		case four:
			return "individual"
		case !pairs:
			return "seats"
		case len(m.Sections) > 0:
			return "sections"
		case idle > 0:
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
		case len(m.Sections) > 0:
			return "sections"
		case m.Contestants != 2*m.Tables:
			return "pairs at"
		case emptyMax > 0:
			return "empty seat"
		}
	}
	return ""
}

func TestRoundTrip(t *testing.T) {
	ms := corpus(t)
	ctx := context.Background()
	type tally struct{ kept, refused int }
	counts := map[Format]*tally{}
	for _, f := range []Format{JSON, ASC, EBU, KBS} {
		counts[f] = &tally{}
		for _, m := range ms {
			want := refusal(f, m)
			b, err := Marshal(f, m)
			var cw *scorerfile.CannotWrite
			switch {
			case err != nil && errors.As(err, &cw):
				if want == "" || !strings.Contains(cw.Why.String(), want) {
					t.Errorf("%s, %s: refused (%v), want %s", f, m.Name, err, or(want, "it written"))
				}
				counts[f].refused++
				continue
			case err != nil:
				t.Errorf("%s, %s: %v (not a CannotWrite)", f, m.Name, err)
				continue
			case want != "":
				t.Errorf("%s, %s: written, want a refusal saying %q", f, m.Name, want)
				continue
			}
			ns, err := ReadAll(ctx, bytes.NewReader(b), "rt"+f.Extension(), Options{ASC: ascfile.Options{BoardsPerSet: m.BoardsPerSet, Game: m.Game}})
			if err != nil {
				t.Errorf("%s, %s: read back: %v", f, m.Name, err)
				continue
			}
			if len(ns) != 1 || ns[0].Format != f || ns[0].Movement == nil {
				t.Errorf("%s, %s: read back %d entries (%+v), want one movement detected as %s", f, m.Name, len(ns), ns, f)
				continue
			}
			if got, want := held(f, ns[0].Movement), held(f, m); !reflect.DeepEqual(got, want) {
				t.Errorf("%s, %s: read back a different movement\n got %+v\nwant %+v", f, m.Name, got, want)
				continue
			}
			b2, err := Marshal(f, ns[0].Movement)
			if err != nil || !bytes.Equal(b, b2) {
				t.Errorf("%s, %s: the second write differs (%v)", f, m.Name, err)
			}
			counts[f].kept++
		}
		t.Logf("%s: %d of %d movements written and read back the same, %d refused", f, counts[f].kept, len(ms), counts[f].refused)
	}
	// What each format must hold (the generators' shapes it can express).
	for f, least := range map[Format]int{JSON: len(ms), ASC: len(ms) - 9, EBU: 18 + 6 + 27 + 1, KBS: 18 + 4 + 14} {
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
