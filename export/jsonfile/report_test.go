package jsonfile

import (
	"bytes"
	"encoding/json"
	"math"
	"testing"

	"github.com/movegen/movegen/movement"
)

func TestReportPerfectMitchell(t *testing.T) {
	m := mitchell7()
	var b bytes.Buffer
	if err := WriteReport(&b, NewReport("m.json", m, movement.Analyze(m), false)); err != nil {
		t.Fatal(err)
	}
	var got struct {
		File     string
		Valid    bool
		Verdict  string
		Problems []any
		Summary  struct {
			Meetings    Stats
			NeverMeet   int `json:"never_meet"`
			Comparisons Stats
		}
		Contestants []Contestant
		Matrices    *Matrices
	}
	if err := json.Unmarshal(b.Bytes(), &got); err != nil {
		t.Fatalf("report is not JSON: %v\n%s", err, b.String())
	}
	// Hand count: 7 NS × 7 EW pairs can meet and each meets once; within
	// each line 21 pairs, compared on 7 sets × 3 boards.
	wantMeet := Stats{Pairs: 49, Min: 1, Max: 1, Mean: 1}
	wantCmp := Stats{Pairs: 42, Min: 21, Max: 21, Mean: 21}
	switch {
	case got.File != "m.json", !got.Valid, got.Verdict != "perfect":
		t.Errorf("file %q valid %v verdict %q, want m.json true perfect", got.File, got.Valid, got.Verdict)
	case got.Problems == nil || len(got.Problems) != 0:
		t.Errorf("problems = %v, want an empty list", got.Problems)
	case got.Summary.Meetings != wantMeet:
		t.Errorf("meetings %+v, want %+v", got.Summary.Meetings, wantMeet)
	case got.Summary.Comparisons != wantCmp:
		t.Errorf("comparisons %+v, want %+v", got.Summary.Comparisons, wantCmp)
	case len(got.Contestants) != 14 || got.Contestants[7].Label != "1 EW" || got.Contestants[7].Seats["EW"] != 7:
		t.Errorf("contestants = %+v", got.Contestants)
	case got.Matrices != nil:
		t.Errorf("matrices present without asking")
	}
	golden(t, "testdata/mitchell7.report.golden.json", b.Bytes())
}

func TestReportInvalid(t *testing.T) {
	m := mitchell7()
	// Contestant 3 also takes the EW seat at table 6 in round 2.
	for i, p := range m.Play {
		if p.Round == 2 && p.Table == 6 {
			m.Play[i].Seats[1] = 3
		}
	}
	r := NewReport("", m, movement.Analyze(m), true)
	if r.Valid || r.Verdict != "invalid" {
		t.Fatalf("valid %v verdict %q, want false invalid", r.Valid, r.Verdict)
	}
	found := false
	for _, p := range r.Problems {
		if p.Code == string(movement.CodeSeatedTwice) && p.Round == 2 && p.Contestant == 3 {
			found = true
		}
	}
	if !found {
		t.Errorf("no seated-twice problem for contestant 3 in round 2: %+v", r.Problems)
	}
	if r.Matrices == nil || len(r.Matrices.Meetings) != 14 || len(r.Matrices.Meetings[0]) != 14 {
		t.Errorf("matrices missing or misshapen: %+v", r.Matrices)
	}
}

func TestWriteReportList(t *testing.T) {
	m := mitchell7()
	r := NewReport("a", m, movement.Analyze(m), false)
	var b bytes.Buffer
	if err := WriteReport(&b, r, r); err != nil {
		t.Fatal(err)
	}
	var list []map[string]any
	if err := json.Unmarshal(b.Bytes(), &list); err != nil || len(list) != 2 {
		t.Errorf("two reports should give a list of two: %v %d", err, len(list))
	}
}

func TestFinite(t *testing.T) {
	for _, tt := range []struct{ in, want float64 }{
		{math.NaN(), 0}, {math.Inf(1), 0}, {math.Inf(-1), 0}, {1.0 / 3, 0.333333}, {2, 2},
	} {
		if got := finite(tt.in); got != tt.want {
			t.Errorf("finite(%v) = %v, want %v", tt.in, got, tt.want)
		}
	}
}
