package cards_test

import (
	"bytes"
	"runtime"
	"testing"

	"github.com/xuri/excelize/v2"

	"github.com/movegen/movegen/export/cards/samples"
	"github.com/movegen/movegen/export/i18n"
)

// TestTextReadsBack: text the workbook writes itself (not through
// excelize) reads back as it was given: XML's special characters, spaces
// at the ends, a run that Excel would take for an escaped character
// ("_x0041_" is "A" to Excel), Cyrillic, and a tab inside.
func TestTextReadsBack(t *testing.T) {
	m, err := samples.Mitchell(3, samples.Plain)
	b := book(t, m, err)
	for _, event := range []string{
		`A & B <C> "D" 'E'`,
		"  spaced out  ",
		"_x0041_ and _x005F_ and _xZZZZ_ and _x12",
		"Кубок\tклуба",
	} {
		f := open(t, b, xopts{Printer: i18n.New("en"), Event: event})
		if got, err := f.GetCellValue("Summary", "B4"); err != nil || got != event {
			t.Errorf("event %q reads back as %q (%v)", event, got, err)
		}
	}
	// A character XML cannot carry becomes U+FFFD; the file stays readable.
	f := open(t, b, xopts{Printer: i18n.New("en"), Event: "a\x00b\x1fc\xffd\re"})
	if got, err := f.GetCellValue("Summary", "B4"); err != nil || got != "a\uFFFDb\uFFFDc\uFFFDd\re" {
		t.Errorf("control characters read back as %q (%v)", got, err)
	}
}

// TestDimension: every sheet says its used range, the rows and columns
// its cells take.
func TestDimension(t *testing.T) {
	m, err := samples.Mitchell(5, samples.Switched)
	b := book(t, m, err)
	f := open(t, b, xopts{Start: "19:00", MinutesPerRound: 20})
	for _, name := range f.GetSheetList() {
		rows, err := f.GetRows(name)
		if err != nil {
			t.Fatal(err)
		}
		cols := 0
		for _, r := range rows {
			cols = max(cols, len(r))
		}
		last, _ := excelize.CoordinatesToCellName(cols, len(rows))
		if got, err := f.GetSheetDimension(name); err != nil || got != "A1:"+last {
			t.Errorf("%s: dimension %q (%v), want A1:%s", name, got, err, last)
		}
	}
}

// TestSameBytesOnAnyCores: the workbook is the same bytes with one core
// and with four.
func TestSameBytesOnAnyCores(t *testing.T) {
	m, err := samples.PreferansRotation(7)
	b := book(t, m, err)
	opt := xopts{Printer: i18n.New("ru"), Event: "Пулька"}
	var one, four bytes.Buffer
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(1))
	if err := writeXLSX(&one, b, opt); err != nil {
		t.Fatal(err)
	}
	runtime.GOMAXPROCS(4)
	if err := writeXLSX(&four, b, opt); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(one.Bytes(), four.Bytes()) {
		t.Error("GOMAXPROCS 1 and 4 give different files")
	}
}
