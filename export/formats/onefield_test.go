package formats

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/movegen/movegen/export/ascfile"
	"github.com/movegen/movegen/export/bmdcfile"
	"github.com/movegen/movegen/export/scorerfile"
	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/mitchell"
)

// TestOneFieldSectionsWrittenAcross: a movement whose sections are one
// field (a web Mitchell: every EW pair plays in every section) is written
// to EBUScore, KBS, .ASC and the Data Connector as one section of all its
// tables, numbered across the room, and Lost says how the sections'
// tables are numbered; sections that are fields of their own (a
// sectioned Mitchell) are still refused where the format has no sections.
func TestOneFieldSectionsWrittenAcross(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		o      mitchell.WebOptions
		across string
	}{
		{mitchell.WebOptions{Tables: 10, Sets: 7}, "D1 → 6"},
		{mitchell.WebOptions{Tables: 7, Sets: 3}, "D1 → 4, F1 → 6"},
	} {
		web, err := mitchell.GenerateWeb(c.o)
		if err != nil {
			t.Fatal(err)
		}
		if !web.SectionsAreOneField() {
			t.Fatalf("%s: sections not one field", web.Name)
		}
		m, ok := scorerfile.NumberEWFrom(web, web.Tables+1)
		if !ok {
			t.Fatalf("%s: cannot number the EW pairs from %d", web.Name, web.Tables+1)
		}
		for _, f := range []Format{EBU, KBS, ASC, BMDC} {
			b, err := Marshal(f, m)
			if err != nil {
				t.Fatalf("%s, %s: %v", f, m.Name, err)
			}
			if f == BMDC {
				// One scoring group of all the tables (the Data
				// Connector is not read back).
				var groups []bmdcfile.ScoringGroup
				if err := json.Unmarshal(b, &groups); err != nil || len(groups) != 1 || len(groups[0].Sections) != 1 || len(groups[0].Sections[0].Tables) != m.Tables {
					t.Errorf("%s, %s: not one scoring group of %d tables (%v)", f, m.Name, m.Tables, err)
				}
			} else if !checkReadBack(t, f, m, b) {
				continue
			}
			lost := Lost(f, m)
			found := false
			for _, l := range lost {
				found = found || strings.Contains(l.String(), "section names") && strings.Contains(l.String(), c.across)
			}
			if !found {
				t.Errorf("%s, %s: Lost %v does not say %q", f, m.Name, lost, c.across)
			}
		}
	}
	sec, err := mitchell.GenerateSections(mitchell.SectionOptions{Pairs: 30, Sections: 2})
	if err != nil {
		t.Fatal(err)
	}
	if sec.SectionsAreOneField() {
		t.Fatalf("%s: two Mitchells side by side called one field", sec.Name)
	}
	m, _ := scorerfile.NumberEWFrom(sec, sec.Tables+1)
	for _, f := range []Format{EBU, KBS, ASC} {
		var cw *scorerfile.CannotWrite
		if _, err := Marshal(f, m); !errors.As(err, &cw) || !strings.Contains(cw.Why.String(), "sections") {
			t.Errorf("%s, %s: %v, want the sections refused", f, m.Name, err)
		}
	}
}

// checkReadBack reads b, m written in f, back: one movement of all m's
// tables, no sections, every play.
func checkReadBack(t *testing.T, f Format, m *movement.Movement, b []byte) bool {
	t.Helper()
	ns, err := ReadAll(context.Background(), bytes.NewReader(b), "w"+f.Extension(), Options{ASC: ascfile.Options{BoardsPerSet: m.BoardsPerSet}})
	if err != nil || len(ns) != 1 || ns[0].Movement == nil {
		t.Errorf("%s, %s: read back %v, %v", f, m.Name, ns, err)
		return false
	}
	back := ns[0].Movement
	if back.Tables != m.Tables || len(back.Sections) != 0 || len(back.Play) != len(m.Play) {
		t.Errorf("%s, %s: read back %d tables, %d sections, %d plays", f, m.Name, back.Tables, len(back.Sections), len(back.Play))
	}
	return true
}
