package formats

import (
	"bytes"
	"encoding/csv"
	"errors"
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/movegen/movegen/export/csvfile"
	"github.com/movegen/movegen/export/i18n"
	"github.com/movegen/movegen/export/scorerfile"
	"github.com/movegen/movegen/internal/families"
	"github.com/movegen/movegen/internal/longtest"
	"github.com/movegen/movegen/movement"
)

// The files of TestFamilies beside the formats Marshal writes: the CSV
// layouts, named as properties.md names them.
const (
	csvFlat       = "csv"
	csvBridgemate = "bridgemate"
	csvMagic      = "magic"
)

// familyFormats are the files TestFamilies writes, in the order its
// matrix lists them: the four that are read back, then the Data
// Connector's JSON and the CSV layouts, which are not read but whose rows
// are checked against the movement. (ASE Scorer's is never written:
// TestRefusalsAreTranslatableSentences.)
var familyFormats = []string{string(JSON), string(ASC), string(EBU), string(KBS), string(BMDC), csvFlat, csvBridgemate, csvMagic}

// TestFamilies: every movement of the families added beside the plain
// Mitchell and Howell (internal/families: the Mitchell variants, the
// barometer, appendix and interwoven Howells, the pairs whist, the teams
// forms), at the smallest, a middle and the largest size of its range,
// with its EW pairs numbered apart when the cards number two pairs alike,
// is, in every format, either written and read back the same (roundTrip,
// TestRoundTrip's comparison; the files that are not read, row by row
// against the movement) or refused with a *scorerfile.CannotWrite whose
// sentence the Russian catalogue translates. JSON keeps every one. The
// matrix of family × format is logged.
func TestFamilies(t *testing.T) {
	type cell struct {
		kept, refused int
		why           map[string]bool
	}
	var mu sync.Mutex
	matrix := map[string]map[string]*cell{}
	sizes := map[string][]string{}
	record := func(family, size, f string, o outcome, why string) {
		mu.Lock()
		defer mu.Unlock()
		if matrix[family] == nil {
			matrix[family] = map[string]*cell{}
		}
		c := matrix[family][f]
		if c == nil {
			c = &cell{why: map[string]bool{}}
			matrix[family][f] = c
		}
		switch o {
		case kept:
			c.kept++
		case refused:
			c.refused++
			c.why[why] = true
		}
		if f == string(JSON) {
			sizes[family] = append(sizes[family], size)
		}
	}
	ru := i18n.New(i18n.Russian)
	t.Run("cases", func(t *testing.T) {
		for _, c := range families.Cases(longtest.Enabled()) {
			t.Run(c.Name, func(t *testing.T) {
				t.Parallel()
				m0, err := c.Generate()
				if err != nil {
					t.Fatal(err)
				}
				for _, f := range familyFormats {
					ms := []*movement.Movement{m0}
					if f != string(JSON) {
						if a := apart(Format(f), m0); a != nil {
							ms = append(ms, a)
						}
					}
					for i, m := range ms {
						o, why := familyRoundTrip(t, f, m)
						if o == refused {
							if txt := ru.Message(why.Format, why.Args...); txt == why.String() || strings.Contains(txt, "%!") {
								t.Errorf("%s, %s: refusal %q has no Russian", f, m.Name, why)
							}
						}
						size := c.Name
						if i > 0 {
							size += " (EW apart)"
						}
						record(c.Family, size, f, o, why.String())
					}
				}
			})
		}
	})
	var fams []string
	for f := range matrix {
		fams = append(fams, f)
	}
	sort.Strings(fams)
	var b strings.Builder
	fmt.Fprintf(&b, "%-28s", "kept/refused")
	for _, f := range familyFormats {
		fmt.Fprintf(&b, " %10s", f)
	}
	b.WriteString("\n")
	total := map[string]*cell{}
	for _, fam := range fams {
		fmt.Fprintf(&b, "%-28s", fam)
		for _, f := range familyFormats {
			c := matrix[fam][f]
			if c == nil {
				c = &cell{}
			}
			fmt.Fprintf(&b, " %10s", fmt.Sprintf("%d/%d", c.kept, c.refused))
			if total[f] == nil {
				total[f] = &cell{}
			}
			total[f].kept += c.kept
			total[f].refused += c.refused
		}
		fmt.Fprintf(&b, "  %s\n", strings.Join(sizes[fam], ", "))
	}
	fmt.Fprintf(&b, "%-28s", "all")
	for _, f := range familyFormats {
		fmt.Fprintf(&b, " %10s", fmt.Sprintf("%d/%d", total[f].kept, total[f].refused))
	}
	b.WriteString("\n")
	for _, fam := range fams {
		for _, f := range familyFormats {
			if c := matrix[fam][f]; c != nil && len(c.why) > 0 {
				var ws []string
				for w := range c.why {
					ws = append(ws, w)
				}
				sort.Strings(ws)
				fmt.Fprintf(&b, "%s, %s refused: %s\n", fam, f, strings.Join(ws, " | "))
			}
		}
	}
	t.Log("\n" + b.String())
	if t.Failed() {
		return
	}
	// JSON holds everything; every other format holds some of the
	// families (what they hold is the floor: a writer that starts
	// refusing what it wrote fails here).
	for _, fam := range fams {
		if c := matrix[fam][string(JSON)]; c.refused > 0 || c.kept == 0 {
			t.Errorf("%s: JSON kept %d and refused %d", fam, c.kept, c.refused)
		}
	}
	for f, least := range familyFloor {
		if total[f].kept < least {
			t.Errorf("%s kept %d movements, want at least %d", f, total[f].kept, least)
		}
	}
}

// familyFloor is how many of TestFamilies' movements (with their EW
// pairs numbered apart) each format keeps at least: as many as it keeps
// now (the list is as long with the long tests on).
var familyFloor = map[string]int{
	string(JSON): 97, string(ASC): 68, string(EBU): 98, string(KBS): 57,
	string(BMDC): 99, csvFlat: 168, csvBridgemate: 129, csvMagic: 97,
}

// familyRoundTrip writes m to the file f: the formats that are read back
// by roundTrip; the Data Connector's JSON and the CSV layouts by their
// writers, their rows checked against m (bridgemateKept; the flat
// layout's read back as a movement). A refusal must be a
// *scorerfile.CannotWrite with a sentence.
func familyRoundTrip(t *testing.T, f string, m *movement.Movement) (outcome, movement.Text) {
	t.Helper()
	switch f {
	case string(JSON), string(ASC), string(EBU), string(KBS):
		return roundTrip(t, Format(f), m)
	}
	var b bytes.Buffer
	var err error
	switch f {
	case string(BMDC):
		var x []byte
		x, err = Marshal(BMDC, m)
		b.Write(x)
	case csvFlat:
		err = csvfile.Write(&b, m, csvfile.Flat)
	case csvBridgemate:
		err = csvfile.Write(&b, m, csvfile.Bridgemate)
	case csvMagic:
		err = csvfile.Write(&b, m, csvfile.Magic)
	}
	var cw *scorerfile.CannotWrite
	switch {
	case errors.As(err, &cw):
		if cw.Why.IsZero() {
			t.Errorf("%s, %s: refused without a reason (%v)", f, m.Name, err)
			return failed, movement.Text{}
		}
		return refused, cw.Why
	case err != nil:
		t.Errorf("%s, %s: %v (not a CannotWrite)", f, m.Name, err)
		return failed, movement.Text{}
	}
	var got, why string
	switch f {
	case string(BMDC):
		rt, err := bmdcRoundTable(m, b.Bytes())
		if err != nil {
			t.Errorf("%s, %s: %v", f, m.Name, err)
			return failed, movement.Text{}
		}
		got, why = bridgemateKept(t, ByCards(m), rt)
		if switches(m) > 0 && !says(Lost(BMDC, m), "arrow switches") {
			t.Errorf("%s, %s: the switches are written by the cards held, and formats.Lost does not say so", f, m.Name)
		}
	case csvBridgemate:
		got, why = bridgemateKept(t, m, b.Bytes())
	case csvMagic:
		got, why = bridgemateKept(t, ByCards(m), magicRoundTable(b.Bytes()))
		if switches(m) > 0 && !says(csvfile.MagicLost(m), "arrow switches") {
			t.Errorf("%s, %s: the switches are written by the cards held, and csvfile.MagicLost does not say so", f, m.Name)
		}
	case csvFlat:
		got, why = flatKept(m, b.Bytes())
	}
	if got != "kept" {
		t.Errorf("%s, %s: %s: %s", f, m.Name, got, why)
		return failed, movement.Text{}
	}
	return kept, movement.Text{}
}

// flatKept reads the flat CSV layout back into tables (round, table, set,
// seats, switched) and tells whether they are m's, every row's boards and
// label m's too.
func flatKept(m *movement.Movement, data []byte) (string, string) {
	recs, err := csv.NewReader(bytes.NewReader(data)).ReadAll()
	if err != nil {
		return "error", err.Error()
	}
	type key struct{ round, table int }
	back := map[key]*movement.Play{}
	for _, rec := range recs[1:] {
		if len(rec) != 8 {
			return "error", strings.Join(rec, ",")
		}
		n := make([]int, 3)
		for i := range n {
			if n[i], err = strconv.Atoi(rec[i]); err != nil {
				return "error", strings.Join(rec, ",")
			}
		}
		c, err := strconv.Atoi(rec[5])
		seat := slices.Index(m.Seats, movement.Seat(rec[4]))
		if err != nil || seat < 0 || c < 1 || c > m.Contestants {
			return "error", strings.Join(rec, ",")
		}
		lo, hi := m.Boards(n[2])
		if rec[3] != fmt.Sprintf("%d-%d", lo, hi) || rec[6] != m.Label(c) {
			return "lost without a note", strings.Join(rec, ",")
		}
		k := key{n[0], n[1]}
		p := back[k]
		if p == nil {
			p = &movement.Play{Round: n[0], Table: n[1], Set: n[2], Seats: make([]int, len(m.Seats)), Switched: rec[7] == "1"}
			back[k] = p
		}
		if p.Set != n[2] || p.Switched != (rec[7] == "1") || p.Seats[seat] != 0 {
			return "lost without a note", strings.Join(rec, ",")
		}
		p.Seats[seat] = c
	}
	seated := 0
	for _, p := range m.Play {
		if !slices.ContainsFunc(p.Seats, func(c int) bool { return c != 0 }) {
			continue
		}
		seated++
		q := back[key{p.Round, p.Table}]
		if q == nil || q.Set != p.Set || q.Switched != p.Switched || !slices.Equal(q.Seats, p.Seats) {
			return "lost without a note", fmt.Sprintf("round %d table %d: %+v, the movement %+v", p.Round, p.Table, q, p)
		}
	}
	if seated != len(back) {
		return "lost without a note", fmt.Sprintf("%d tables in the file, %d in the movement", len(back), seated)
	}
	return "kept", ""
}
