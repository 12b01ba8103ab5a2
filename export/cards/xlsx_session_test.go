package cards_test

import (
	"bytes"
	"testing"

	"github.com/xuri/excelize/v2"

	"github.com/movegen/movegen/export/cards/samples"
	"github.com/movegen/movegen/export/i18n"
)

// TestTimetableFromSession: a movement whose session has a timetable gets
// the Timetable sheet without any option, read back cell by cell, with the
// round past midnight marked (+1), and the session's event in the Summary.
func TestTimetableFromSession(t *testing.T) {
	m, err := samples.LateMitchell()
	if err != nil {
		t.Fatal(err)
	}
	m.Session.Date = "2025-11-21"
	b := book(t, m, nil)
	var buf bytes.Buffer
	if err := writeXLSX(&buf, b, xopts{Printer: i18n.New("en")}); err != nil {
		t.Fatal(err)
	}
	f, err := excelize.OpenReader(bytes.NewReader(buf.Bytes()))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	want := map[string]string{
		"A3": "Round", "B3": "Start", "C3": "End",
		"A4": "1", "B4": "23:20", "C4": "23:41",
		"A5": "2", "B5": "23:42", "C5": "00:03(+1)",
		"A6": "3", "B6": "00:04(+1)", "C6": "00:25(+1)",
		"E3": "Start", "F3": "23:20", "E4": "Finish", "F4": "00:25(+1)",
		"E5": "Minutes a board", "F5": "7", "E6": "Minutes to move", "F6": "1",
	}
	for cell, w := range want {
		if got, err := f.GetCellValue("Timetable", cell); err != nil || got != w {
			t.Errorf("Timetable!%s = %q (%v), want %q", cell, got, err, w)
		}
	}
	rows, err := f.GetRows("Summary")
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for _, r := range rows {
		if len(r) >= 2 && r[0] == "Event" {
			found = r[1] == "Night Pairs, 2025-11-21"
		}
	}
	if !found {
		t.Errorf("Summary does not name the session's event: %v", rows)
	}
	hf, err := f.GetHeaderFooter("Timetable")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains([]byte(hf.OddFooter+hf.OddHeader), []byte("Night Pairs")) {
		t.Errorf("header/footer %q %q lacks the event", hf.OddHeader, hf.OddFooter)
	}
}
