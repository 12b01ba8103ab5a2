package xlsx_test

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"
	"golang.org/x/image/font"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"

	"github.com/movegen/movegen/export/pdf"
	"github.com/movegen/movegen/export/sheet"
	"github.com/movegen/movegen/export/xlsx"
	_ "github.com/movegen/movegen/internal/golden"
)

// faceFiles are the regular and bold files of each face of
// xlsx.Fallbacks, and fontDirs the folders where Debian installs them
// (fonts-dejavu-core, fonts-liberation2, fonts-crosextra-carlito; PT Sans
// comes with export/pdf). MOVEGEN_FONT_DIRS (colon-separated) adds
// folders, such as one where the packages were unpacked.
var faceFiles = map[string][2]string{
	"DejaVu Sans":     {"DejaVuSans.ttf", "DejaVuSans-Bold.ttf"},
	"Liberation Sans": {"LiberationSans-Regular.ttf", "LiberationSans-Bold.ttf"},
	"Carlito":         {"Carlito-Regular.ttf", "Carlito-Bold.ttf"},
}

func fontDirs() []string {
	dirs := []string{"/usr/share/fonts/truetype/dejavu", "/usr/share/fonts/truetype/liberation2", "/usr/share/fonts/truetype/crosextra"}
	if extra := os.Getenv("MOVEGEN_FONT_DIRS"); extra != "" {
		dirs = append(strings.Split(extra, ":"), dirs...)
	}
	return dirs
}

// refFace is one face of Fallbacks as the reference measures it: from
// its font files through sfnt where they are on this machine, else from
// metrics.go (file false).
type refFace struct {
	name  string
	index int
	file  bool
	fonts [2]*sfnt.Font
	buf   sfnt.Buffer
	upem  int
	cache [2]map[rune]int
}

func loadFaces(t *testing.T) []*refFace {
	t.Helper()
	var faces []*refFace
	for i, name := range xlsx.Fallbacks() {
		rf := &refFace{name: name, index: i, cache: [2]map[rune]int{{}, {}}}
		_, rf.upem, _ = xlsx.FaceTable(i)
		var data [2][]byte
		if name == xlsx.FontFamily {
			data = [2][]byte{pdf.FontTTF(false), pdf.FontTTF(true)}
		} else {
			for _, d := range fontDirs() {
				reg, err1 := os.ReadFile(filepath.Join(d, faceFiles[name][0]))
				bold, err2 := os.ReadFile(filepath.Join(d, faceFiles[name][1]))
				if err1 == nil && err2 == nil {
					data = [2][]byte{reg, bold}
					break
				}
			}
		}
		if data[0] != nil {
			for b := range 2 {
				f, err := sfnt.Parse(data[b])
				if err != nil {
					t.Fatalf("%s: %v", name, err)
				}
				rf.fonts[b] = f
			}
			rf.file, rf.upem = true, int(rf.fonts[0].UnitsPerEm())
		}
		faces = append(faces, rf)
	}
	return faces
}

// advance is r's advance in font units, 0 when the face has no glyph.
func (rf *refFace) advance(t *testing.T, r rune, bold bool) int {
	b := 0
	if bold {
		b = 1
	}
	if a, ok := rf.cache[b][r]; ok {
		return a
	}
	a := 0
	if rf.file {
		f := rf.fonts[b]
		g, err := f.GlyphIndex(&rf.buf, r)
		if err != nil {
			t.Fatal(err)
		}
		if g != 0 {
			adv, err := f.GlyphAdvance(&rf.buf, g, fixed.Int26_6(rf.upem)<<6, font.HintingNone)
			if err != nil {
				t.Fatal(err)
			}
			a = int(adv >> 6)
		}
	} else {
		a, _ = xlsx.TableAdvance(rf.index, r, bold)
	}
	rf.cache[b][r] = a
	return a
}

// TestGlyphAdvancesMatchFontFiles: metrics.go holds the fonts' own
// advance widths: for every face whose files are on this machine (PT
// Sans always; the others where Debian's packages are installed or
// MOVEGEN_FONT_DIRS names them), its units per em, its widest digit and
// every character's advance, regular and bold, are the files'. The table
// is sorted and starts with every ASCII character, which its lookup
// assumes.
func TestGlyphAdvancesMatchFontFiles(t *testing.T) {
	t.Parallel()
	rs := xlsx.TableRunes()
	for i := range 0x7F - 0x20 {
		if rs[i] != rune(0x20+i) {
			t.Fatalf("table entry %d is %U, want %U", i, rs[i], 0x20+i)
		}
	}
	if !slices.IsSorted(rs) {
		t.Fatal("the table is not in character order")
	}
	checked := 0
	for _, rf := range loadFaces(t) {
		if !rf.file {
			t.Logf("%s: font files not on this machine, table not checked", rf.name)
			continue
		}
		checked++
		name, upem, digit := xlsx.FaceTable(rf.index)
		if name != rf.name || upem != rf.upem {
			t.Errorf("%s: table says %s, %d units per em; file %d", rf.name, name, upem, rf.upem)
		}
		d := 0
		for r := '0'; r <= '9'; r++ {
			d = max(d, rf.advance(t, r, false))
		}
		if d != digit {
			t.Errorf("%s: widest digit %d in the table, %d in the file", rf.name, digit, d)
		}
		for _, r := range rs {
			for _, bold := range []bool{false, true} {
				want := rf.advance(t, r, bold)
				got, _ := xlsx.TableAdvance(rf.index, r, bold)
				if got != want {
					t.Errorf("%s %U bold=%v: %d in the table, %d in the file", rf.name, r, bold, got, want)
				}
			}
		}
		t.Logf("%s: %d characters, regular and bold, match the file", rf.name, len(rs))
	}
	if checked == 0 {
		t.Fatal("no face checked: PT Sans comes with export/pdf")
	}
}

// units returns the width in points of one column unit in face rf, as
// LibreOffice makes it (the widest digit of the 11 pt default font) and
// as Excel does (that digit in whole pixels at 96 dpi).
func (rf *refFace) units(t *testing.T) (libreOffice, excel float64) {
	d := 0
	for r := '0'; r <= '9'; r++ {
		d = max(d, rf.advance(t, r, false))
	}
	lo := float64(d) / float64(rf.upem) * 11
	return lo, math.Round(lo*96/72) * 72 / 96
}

// fontBook is a composed workbook document the font tests write.
type fontBook struct {
	name, paper string
	d           *sheet.Document
}

// write lays pb out.
func (pb fontBook) write(t *testing.T) ([]byte, *sheet.Document) {
	t.Helper()
	var buf bytes.Buffer
	if err := xlsx.Write(&buf, pb.d, xlsx.Options{Paper: pb.paper}); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes(), pb.d
}

// fontBooks are the document fixtures in English and Russian
// (testdata/docs; Fallbacks are their faces, a Chinese workbook names
// another font: ChineseFontFamily), and the Russian
// preferans one on letter paper with every table card's move cells made
// as long as a web Mitchell's longest ("› на стойку (стол A5, тур 6)",
// twice), so that the Tables sheet's grid is wider than a landscape
// letter page and its widest cells are broken into lines.
func fontBooks(t *testing.T) []fontBook {
	t.Helper()
	out := []fontBook{
		{"mitchell3-switch.en", "a4", xlsx.LoadDoc(t, "mitchell3-switch.en")},
		{"preferans5.ru", "letter", xlsx.LoadDoc(t, "preferans5.ru")},
		{"teams4.en", "a4", xlsx.LoadDoc(t, "teams4.en")},
	}
	wide := xlsx.LoadDoc(t, "preferans5.ru")
	for i := range wide.Sheets {
		sh := &wide.Sheets[i]
		if sh.Kind != sheet.KindTable {
			continue
		}
		for _, row := range sh.Grid.Rows {
			for c := 2; c < len(row); c++ {
				row[c].Text += " › на\u00a0стойку (стол\u00a0A5, тур\u00a06) › на\u00a0стойку (стол\u00a0A5, тур\u00a06)"
			}
		}
	}
	return append(out, fontBook{"wide-letter", "letter", wide})
}

// TestColumnWidthsHoldInEveryFace is the slow reference for the
// workbook's widths: each paper book is read back, and every cell of
// every sheet measured glyph by glyph (sfnt, from the font files where
// they are on this machine, else from metrics.go) in every face of
// xlsx.Fallbacks. The text, with a point of room each side, fits its
// column in each face, with a column unit as LibreOffice and as Excel
// make it; a text whose cells to the right are empty may run over them,
// up to the print area's end. No column is wider than its widest cell
// needs (measured so, with the writer's 2 % slack and 6 pt of padding)
// or the least width, 4. The Tables sheet, printed at 100 %, is no
// wider than the page in any face; in the wide letter book some grid cells
// are broken into lines, and their rows are as tall as the lines.
func TestColumnWidthsHoldInEveryFace(t *testing.T) {
	t.Parallel()
	faces := loadFaces(t)
	paper := map[int]float64{9: 595.28, 1: 612}
	paperLong := map[int]float64{9: 841.89, 1: 792}
	for _, pb := range fontBooks(t) {
		data, _ := pb.write(t)
		f, err := excelize.OpenReader(bytes.NewReader(data))
		if err != nil {
			t.Fatal(err)
		}
		areas, titles := map[string]string{}, map[string]string{}
		for _, dn := range f.GetDefinedName() {
			switch dn.Name {
			case "_xlnm.Print_Area":
				areas[dn.Scope] = dn.RefersTo
			case "_xlnm.Print_Titles":
				titles[dn.Scope] = dn.RefersTo
			}
		}
		wrappedCells := 0
		for _, sheet := range f.GetSheetList() {
			ref := areas[sheet]
			_, corner, _ := strings.Cut(strings.ReplaceAll(ref[strings.LastIndex(ref, "!")+1:], "$", ""), ":")
			lastCol, _, err := excelize.CellNameToCoordinates(corner)
			if err != nil {
				t.Fatalf("%s %s: print area %q: %v", pb.name, sheet, ref, err)
			}
			widths := make([]float64, lastCol+1)
			for c := 1; c <= lastCol; c++ {
				name, _ := excelize.ColumnNumberToName(c)
				widths[c], _ = f.GetColWidth(sheet, name)
			}
			rows, err := f.GetRows(sheet, excelize.Options{RawCellValue: true})
			if err != nil {
				t.Fatal(err)
			}
			widest := make([]float64, lastCol+1) // what each column's cells need
			// A merged cell (a title or a sentence longer than the
			// print area is wide) has the room of its columns.
			merged := map[string]int{}
			mcs, err := f.GetMergeCells(sheet)
			if err != nil {
				t.Fatal(err)
			}
			for _, mc := range mcs {
				z, _, err := excelize.CellNameToCoordinates(mc.GetEndAxis())
				if err != nil {
					t.Fatal(err)
				}
				merged[mc.GetStartAxis()] = z
			}
			// A formula has no value until the spreadsheet computes it (the
			// scoring sheets): its column keeps room for a few digits.
			computed := make([]bool, lastCol+2)
			for r, row := range rows {
				for c, v := range row {
					if v == "" {
						at, _ := excelize.CoordinatesToCellName(c+1, r+1)
						if fm, _ := f.GetCellFormula(sheet, at); fm != "" && c+1 <= lastCol {
							computed[c+1] = true
						}
						continue
					}
					col := c + 1
					at, _ := excelize.CoordinatesToCellName(col, r+1)
					if col > lastCol {
						t.Errorf("%s %s!%s %q: outside the print area %s", pb.name, sheet, at, v, ref)
						continue
					}
					id, _ := f.GetCellStyle(sheet, at)
					st, err := f.GetStyle(id)
					if err != nil {
						t.Fatal(err)
					}
					size, bold, wrap := 11.0, false, false
					if st.Font != nil {
						if st.Font.Size > 0 {
							size = st.Font.Size
						}
						bold = st.Font.Bold
					}
					if st.Alignment != nil {
						wrap = st.Alignment.WrapText
					}
					lines := []string{v}
					if wrap && strings.Contains(v, "\n") {
						lines = strings.Split(v, "\n")
						wrappedCells++
						h, _ := f.GetRowHeight(sheet, r+1)
						if h < float64(len(lines))*size*1.3 {
							t.Errorf("%s %s!%s: %d lines of %g pt in a row %g pt tall", pb.name, sheet, at, len(lines), size, h)
						}
					}
					// A text may run over empty cells to its right.
					avail := widths[col]
					if last, ok := merged[at]; ok {
						if last > lastCol {
							t.Errorf("%s %s!%s: merged up to column %d, beyond the print area %s", pb.name, sheet, at, last, ref)
						}
						avail = 0
						for k := col; k <= min(last, lastCol); k++ {
							avail += widths[k]
						}
						if !wrap || strings.Contains(v, "\n") {
							t.Errorf("%s %s!%s: merged, but not left to wrap", pb.name, sheet, at)
							continue
						}
						// The program breaks it into lines: each word
						// fits, and the row holds the lines in every face.
						h, _ := f.GetRowHeight(sheet, r+1)
						for _, rf := range faces {
							lo, ex := rf.units(t)
							for _, unit := range []float64{lo, ex} {
								room := avail*unit - 2
								lines, cur := 1, 0.0
								space := rf.width(t, " ", bold, faces) * size
								for _, w := range strings.Fields(v) {
									ww := rf.width(t, w, bold, faces) * size
									if ww > room {
										t.Errorf("%s %s!%s: the word %q is %.1f pt in %s, room %.1f", pb.name, sheet, at, w, ww, rf.name, room)
									}
									if cur > 0 && cur+space+ww > room {
										lines, cur = lines+1, ww
									} else if cur > 0 {
										cur += space + ww
									} else {
										cur = ww
									}
								}
								if h < float64(lines)*size*1.3 {
									t.Errorf("%s %s!%s: %d lines of %g pt in %s in a row %g pt tall", pb.name, sheet, at, lines, size, rf.name, h)
								}
							}
						}
						continue
					}
					number := strings.Trim(v, "-0123456789.") == ""
					if !number && !wrap && slices.IndexFunc(row[c+1:], func(s string) bool { return s != "" }) < 0 {
						avail = 0
						for k := col; k <= lastCol; k++ {
							avail += widths[k]
						}
					}
					for _, l := range lines {
						for _, rf := range faces {
							adv := 0
							for _, ch := range l {
								a := rf.advance(t, ch, bold)
								if a == 0 { // drawn in another face: the widest's
									em := 0.0
									for _, o := range faces {
										em = max(em, float64(o.advance(t, ch, bold))/float64(o.upem))
									}
									a = int(math.Ceil(em * float64(rf.upem)))
								}
								adv += a
							}
							pts := float64(adv) / float64(rf.upem) * size
							lo, ex := rf.units(t)
							for _, unit := range []float64{lo, ex} {
								if pts+2 > avail*unit+1e-6 {
									t.Errorf("%s %s!%s %q: %.1f pt in %s, %g pt bold=%v; room %.1f pt (%.2f units of %.3f pt)", pb.name, sheet, at, l, pts, rf.name, size, bold, avail*unit, avail, unit)
								}
								widest[col] = max(widest[col], (pts*1.02+6)/unit)
							}
						}
					}
				}
			}
			for c := 1; c <= lastCol; c++ {
				if widest[c] > 0 && widths[c] > max(widest[c], 4)+0.01 && !computed[c] {
					name, _ := excelize.ColumnNumberToName(c)
					t.Errorf("%s %s column %s: %.2f units wide, its cells need %.2f", pb.name, sheet, name, widths[c], widest[c])
				}
			}
			pl, err := f.GetPageLayout(sheet)
			if err != nil {
				t.Fatal(err)
			}
			props, err := f.GetSheetProps(sheet)
			if err != nil {
				t.Fatal(err)
			}
			if props.FitToPage == nil || !*props.FitToPage {
				w := paper[*pl.Size]
				if pl.Orientation != nil && *pl.Orientation == "landscape" {
					w = paperLong[*pl.Size]
				}
				// The print area's ranges each print on pages of their
				// own (a scoring sheet wider than the page), beside the
				// columns every page repeats ("$A:$C").
				key := 0
				if tr := titles[sheet]; strings.Contains(tr, "!$A:$") {
					k := tr[strings.Index(tr, "!$A:$")+len("!$A:$"):]
					k, _, _ = strings.Cut(k, ",")
					key, _ = excelize.ColumnNameToNumber(k)
				}
				total := 0.0
				for _, rg := range strings.Split(ref, ",") {
					a, z, _ := strings.Cut(strings.ReplaceAll(rg[strings.LastIndex(rg, "!")+1:], "$", ""), ":")
					c0, _, err := excelize.CellNameToCoordinates(a)
					if err != nil {
						t.Fatal(err)
					}
					c1, _, err := excelize.CellNameToCoordinates(z)
					if err != nil {
						t.Fatal(err)
					}
					piece := 0.0
					for c := c0; c <= c1; c++ {
						piece += widths[c]
					}
					if c0 > 1 {
						for c := 1; c <= key; c++ {
							piece += widths[c]
						}
					}
					total = max(total, piece)
				}
				for _, rf := range faces {
					lo, ex := rf.units(t)
					if pts := total * max(lo, ex); pts > w-72+1e-6 {
						t.Errorf("%s %s: %.1f pt wide in %s, the page holds %.1f", pb.name, sheet, pts, rf.name, w-72)
					}
				}
				var in []string
				for _, rf := range faces {
					lo, ex := rf.units(t)
					in = append(in, fmt.Sprintf("%.0f pt in %s", total*max(lo, ex), rf.name))
				}
				t.Logf("%s %s: %.1f units, %s %s, the page %.0f pt: %s", pb.name, sheet, total, pb.paper, *pl.Orientation, w-72, strings.Join(in, ", "))
			}
		}
		if pb.name == "wide-letter" && wrappedCells == 0 {
			t.Errorf("%s: no grid cell broken into lines", pb.name)
		}
		f.Close()
	}
}

// TestEveryStyleNamesTheFont: every font of the workbook's styles is
// FontFamily and says it is a sans serif (OOXML's font family 2, Swiss),
// the one fallback the format can name, so that a program without PT
// Sans puts a sans serif in its place; the header and footer name the
// family too.
func TestEveryStyleNamesTheFont(t *testing.T) {
	t.Parallel()
	data, _ := fontBooks(t)[0].write(t)
	f, err := excelize.OpenReader(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var styles []byte
	f.Pkg.Range(func(k, v any) bool {
		if k == "xl/styles.xml" {
			styles = v.([]byte)
		}
		return true
	})
	var sheet struct {
		Fonts []struct {
			Name struct {
				Val string `xml:"val,attr"`
			} `xml:"name"`
			Family struct {
				Val string `xml:"val,attr"`
			} `xml:"family"`
		} `xml:"fonts>font"`
	}
	if err := xml.Unmarshal(styles, &sheet); err != nil {
		t.Fatal(err)
	}
	if len(sheet.Fonts) == 0 {
		t.Fatal("no fonts in the styles")
	}
	for i, fn := range sheet.Fonts {
		if fn.Name.Val != xlsx.FontFamily || fn.Family.Val != "2" {
			t.Errorf("font %d: %q, family %q; want %q, 2 (sans serif)", i, fn.Name.Val, fn.Family.Val, xlsx.FontFamily)
		}
	}
	for _, name := range f.GetSheetList() {
		hf, err := f.GetHeaderFooter(name)
		if err != nil {
			t.Fatal(err)
		}
		if strings.Count(hf.OddHeader+hf.OddFooter, `&"`+xlsx.FontFamily+",") != 3 {
			t.Errorf("%s: header %q and footer %q do not name %s in each part", name, hf.OddHeader, hf.OddFooter, xlsx.FontFamily)
		}
	}
}

// width is the advance of s in face rf, in ems, a character rf lacks
// counted as the widest face's (it is drawn in another).
func (rf *refFace) width(t *testing.T, s string, bold bool, faces []*refFace) float64 {
	adv := 0
	for _, ch := range s {
		a := rf.advance(t, ch, bold)
		if a == 0 {
			em := 0.0
			for _, o := range faces {
				em = max(em, float64(o.advance(t, ch, bold))/float64(o.upem))
			}
			a = int(math.Ceil(em * float64(rf.upem)))
		}
		adv += a
	}
	return float64(adv) / float64(rf.upem)
}
