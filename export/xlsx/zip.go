package xlsx

import (
	"archive/zip"
	"bufio"
	"bytes"
	"context"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"math"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/xuri/excelize/v2"

	"github.com/movegen/movegen/export/layout"
)

// parts collects the files excelize would zip (its ZipWriter hook), so
// that the workbook's zip can be written here: its entries in name order
// (excelize's own order is not fixed), each worksheet's rows streamed into
// it as they are made. excelize's worksheets have no rows, so every part
// is small.
type parts struct {
	names []string
	data  map[string]*bytes.Buffer
}

func newParts() *parts { return &parts{data: map[string]*bytes.Buffer{}} }

// Create starts the part name.
func (p *parts) Create(name string) (io.Writer, error) {
	if _, ok := p.data[name]; ok {
		return nil, fmt.Errorf("part %s written twice", name)
	}
	b := new(bytes.Buffer)
	p.names = append(p.names, name)
	p.data[name] = b
	return b, nil
}

// AddFS is not used by excelize when it saves a workbook.
func (p *parts) AddFS(fs.FS) error { return errors.ErrUnsupported }

// Close ends the collection; the writing is writeZip's.
func (p *parts) Close() error { return nil }

// sheetPaths maps every worksheet's name to its part, from the workbook
// and its relationships.
func (p *parts) sheetPaths() (map[string]string, error) {
	var wbx struct {
		Sheets []struct {
			Name string `xml:"name,attr"`
			RID  string `xml:"http://schemas.openxmlformats.org/officeDocument/2006/relationships id,attr"`
		} `xml:"sheets>sheet"`
	}
	var rels struct {
		Rels []struct {
			ID     string `xml:"Id,attr"`
			Target string `xml:"Target,attr"`
		} `xml:"Relationship"`
	}
	wbPart, relPart := p.data["xl/workbook.xml"], p.data["xl/_rels/workbook.xml.rels"]
	if wbPart == nil || relPart == nil {
		return nil, errors.New("no workbook part")
	}
	if err := xml.Unmarshal(wbPart.Bytes(), &wbx); err != nil {
		return nil, fmt.Errorf("workbook part: %w", err)
	}
	if err := xml.Unmarshal(relPart.Bytes(), &rels); err != nil {
		return nil, fmt.Errorf("workbook relationships: %w", err)
	}
	target := map[string]string{}
	for _, r := range rels.Rels {
		if t, ok := strings.CutPrefix(r.Target, "/"); ok {
			target[r.ID] = t
		} else {
			target[r.ID] = "xl/" + r.Target
		}
	}
	out := map[string]string{}
	for _, s := range wbx.Sheets {
		path, ok := target[s.RID]
		if !ok || p.data[path] == nil {
			return nil, fmt.Errorf("sheet %s: no part", s.Name)
		}
		out[s.Name] = path
	}
	return out, nil
}

// writeZip writes the workbook's zip to w: the parts in name order, each
// worksheet with the rows of its sheet made by a second fill pass.
func (wb *workbook) writeZip(w io.Writer, p *parts) error {
	paths, err := p.sheetPaths()
	if err != nil {
		return err
	}
	byPath := map[string]*sheetData{}
	for _, s := range wb.sheets {
		path, ok := paths[s.name]
		if !ok {
			return fmt.Errorf("sheet %s: no part", s.name)
		}
		byPath[path] = s
	}
	names := slices.Clone(p.names)
	slices.Sort(names)
	zw := zip.NewWriter(stopWriter{wb.ctx, w})
	for _, name := range names {
		fw, err := zw.Create(name)
		if err != nil {
			return err
		}
		if s := byPath[name]; s != nil {
			err = wb.writeSheet(fw, s, p.data[name].Bytes())
		} else {
			_, err = fw.Write(p.data[name].Bytes())
		}
		if err != nil {
			return fmt.Errorf("%s: %w", name, err)
		}
	}
	return zw.Close()
}

// stopWriter fails every Write with ctx's error once ctx has ended, so
// that the zip writer gives up at its next write.
type stopWriter struct {
	ctx context.Context
	w   io.Writer
}

func (s stopWriter) Write(b []byte) (int, error) {
	if err := s.ctx.Err(); err != nil {
		return 0, err
	}
	return s.w.Write(b)
}

// emptySheetData are the ways encoding/xml may write a worksheet's
// empty cell table; the rows go in its place.
var emptySheetData = [][]byte{[]byte("<sheetData></sheetData>"), []byte("<sheetData/>")}

// writeSheet writes the worksheet part: excelize's part (settings, no
// rows) with the column widths and the rows of s put in before and into
// its cell table, and its dimension set to the used range.
func (wb *workbook) writeSheet(w io.Writer, s *sheetData, part []byte) error {
	at, n := -1, 0
	for _, e := range emptySheetData {
		if at = bytes.Index(part, e); at >= 0 {
			n = len(e)
			break
		}
	}
	if at < 0 {
		return errors.New("no cell table in the worksheet part")
	}
	head, tail := part[:at], part[at+n:]
	if bytes.Contains(head, []byte("<cols")) {
		return errors.New("the worksheet part has column widths already")
	}
	if s.lastRow > 0 {
		ref, _ := excelize.CoordinatesToCellName(max(s.lastCol, 1), s.lastRow)
		head = bytes.Replace(head, []byte(`<dimension ref="A1"></dimension>`), []byte(`<dimension ref="A1:`+ref+`"/>`), 1)
	}
	bw := bufio.NewWriterSize(w, 64<<10)
	bw.Write(head)
	bw.Write(appendCols(nil, s.widths))
	bw.WriteString("<sheetData>")
	fam, cs := family(wb.d.Lang)
	x := rowWriter{w: bw, fonts: s.fonts, family: fam, charset: cs}
	emit := func(r int, row []cell) error {
		wb.written++
		return x.row(r, row)
	}
	if err := s.run(wb.ctx, false, emit); err != nil {
		return err
	}
	bw.WriteString("</sheetData>")
	// The merged wide cells (area): nothing excelize writes comes
	// between the cell table and them.
	if refs := s.mergeRefs(); len(refs) > 0 {
		if bytes.Contains(tail, []byte("<mergeCells")) {
			return errors.New("the worksheet part has merged cells already")
		}
		fmt.Fprintf(bw, `<mergeCells count="%d">`, len(refs))
		for _, ref := range refs {
			bw.WriteString(`<mergeCell ref="` + ref + `"/>`)
		}
		bw.WriteString("</mergeCells>")
	}
	bw.Write(tail)
	return bw.Flush()
}

// appendCols appends the column widths (the cols element, which comes
// right before the cell table), columns of the same width together:
// excelize's SetColWidth costs a pass over all columns a call, and a
// matrix has thousands.
func appendCols(b []byte, widths []float64) []byte {
	if len(widths) == 0 {
		return b
	}
	b = append(b, "<cols>"...)
	for c := 0; c < len(widths); {
		e := c + 1
		for e < len(widths) && widths[e] == widths[c] {
			e++
		}
		b = append(b, `<col min="`...)
		b = strconv.AppendInt(b, int64(c+1), 10)
		b = append(b, `" max="`...)
		b = strconv.AppendInt(b, int64(e), 10)
		b = append(b, `" width="`...)
		b = strconv.AppendFloat(b, math.Round(widths[c]*100)/100, 'f', -1, 64)
		b = append(b, `" customWidth="1"/>`...)
		c = e
	}
	return append(b, "</cols>"...)
}

// rowWriter writes rows of cells as worksheet XML.
type rowWriter struct {
	w   *bufio.Writer
	buf []byte // the row being written
	// fonts, family and charset are the sheet's styles' fonts
	// (sheetData.fonts) and the workbook's family: a cell of compact
	// places names them in its runs (appendRich).
	fonts   map[int]styleFont
	family  string
	charset *int
}

// row writes row r; a nil value is no cell, an empty string a cell only
// when it has a style. Strings are written inline, numbers as numbers.
// The row is as tall as its cells ask (cell.height), else the sheet's
// default.
func (x *rowWriter) row(r int, cells []cell) error {
	b := append(x.buf[:0], `<row r="`...)
	b = strconv.AppendInt(b, int64(r), 10)
	height := 0.0
	for _, v := range cells {
		height = max(height, v.height)
	}
	if height > 0 {
		b = append(b, `" ht="`...)
		b = strconv.AppendFloat(b, height, 'f', -1, 64)
		b = append(b, `" customHeight="1`...)
	}
	b = append(b, `">`...)
	for c, v := range cells {
		if v.v == nil || v.v == "" && v.style == 0 {
			continue
		}
		b = append(b, `<c r="`...)
		b = appendColumn(b, c+1)
		b = strconv.AppendInt(b, int64(r), 10)
		b = append(b, '"')
		if v.style != 0 {
			b = append(b, ` s="`...)
			b = strconv.AppendInt(b, int64(v.style), 10)
			b = append(b, '"')
		}
		switch val := v.v.(type) {
		case int:
			b = append(b, `><v>`...)
			b = strconv.AppendInt(b, int64(val), 10)
			b = append(b, `</v></c>`...)
		case float64:
			b = append(b, `><v>`...)
			b = strconv.AppendFloat(b, val, 'f', -1, 64)
			b = append(b, `</v></c>`...)
		case formula:
			// No value: the spreadsheet computes it on opening.
			b = append(b, `><f>`...)
			b = appendEscaped(b, string(val))
			b = append(b, `</f></c>`...)
		default:
			text := valueText(val)
			if tags := layout.SeatTags(text); len(tags) > 0 && len(text) <= excelize.TotalCellChars {
				ft, ok := x.fonts[v.style]
				if !ok {
					ft = styleFont{size: defaultSize}
				}
				b = x.appendRich(b, text, tags, ft)
			} else {
				b = appendText(b, text)
			}
		}
	}
	b = append(b, `</row>`...)
	x.buf = b
	_, err := x.w.Write(b)
	return err
}

// valueText is the text of a value that is not a number.
func valueText(v any) string {
	if s, ok := v.(string); ok {
		return s
	}
	return fmt.Sprint(v)
}

// appendText ends a cell (its `<c r="…"` written) with the inline string
// s: XML-escaped, at most Excel's 32,767 characters, spaces at its ends
// kept, and "_x0041_"-like runs (Excel's escapes) escaped themselves.
func appendText(b []byte, s string) []byte {
	if s == "" {
		return append(b, `/>`...)
	}
	if len(s) > excelize.TotalCellChars {
		s = truncateUTF16(s, excelize.TotalCellChars)
	}
	b = append(b, ` t="inlineStr"><is><t`...)
	if strings.ContainsAny(s[:1], " \t\n\r") || strings.ContainsAny(s[len(s)-1:], " \t\n\r") {
		b = append(b, ` xml:space="preserve"`...)
	}
	b = append(b, '>')
	b = appendEscaped(b, s)
	return append(b, `</t></is></c>`...)
}

// appendRich ends a cell (its `<c r="…"` written) with the inline string
// s in runs, the seat letters of its compact places (tags,
// layout.SeatTags) bold, as the PDF draws them, so that a seat letter
// never reads as a digit ("1 З–6 З" is not "1 3–6 3"); every run in the
// cell's font ft, named, so that no program picks another.
func (x *rowWriter) appendRich(b []byte, s string, tags [][2]int, ft styleFont) []byte {
	b = append(b, ` t="inlineStr"><is>`...)
	run := func(t string, bold bool) {
		if t == "" {
			return
		}
		b = append(b, `<r><rPr><rFont val="`...)
		b = appendEscaped(b, x.family)
		b = append(b, `"/>`...)
		if x.charset != nil {
			b = append(b, `<charset val="`...)
			b = strconv.AppendInt(b, int64(*x.charset), 10)
			b = append(b, `"/>`...)
		}
		if bold || ft.bold {
			b = append(b, `<b/>`...)
		}
		b = append(b, `<sz val="`...)
		b = strconv.AppendFloat(b, ft.size, 'f', -1, 64)
		b = append(b, `"/></rPr><t xml:space="preserve">`...)
		b = appendEscaped(b, t)
		b = append(b, `</t></r>`...)
	}
	at := 0
	for _, tg := range tags {
		run(s[at:tg[0]], false)
		run(s[tg[0]:tg[1]], true)
		at = tg[1]
	}
	run(s[at:], false)
	return append(b, `</is></c>`...)
}

// appendEscaped appends s as XML text: &, <, > and a carriage return as
// references, a character XML cannot carry as U+FFFD, and a run that
// Excel would read as an escaped character ("_x0041_" is "A" to Excel)
// with its underscore escaped ("_x005F_x0041_").
func appendEscaped(b []byte, s string) []byte {
	for i, r := range s {
		switch {
		case r == '&':
			b = append(b, "&amp;"...)
		case r == '<':
			b = append(b, "&lt;"...)
		case r == '>':
			b = append(b, "&gt;"...)
		case r == '\r':
			b = append(b, "&#xD;"...)
		case r == '_' && i+7 <= len(s) && s[i+1] == 'x' && s[i+6] == '_' && isHex(s[i+2:i+6]):
			b = append(b, "_x005F_"...)
		case r < 0x20 && r != '\t' && r != '\n', r == 0xFFFE || r == 0xFFFF:
			b = utf8.AppendRune(b, utf8.RuneError)
		default:
			b = utf8.AppendRune(b, r)
		}
	}
	return b
}

func isHex(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !('0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F') {
			return false
		}
	}
	return true
}

// truncateUTF16 cuts s to at most n UTF-16 units (Excel counts those),
// never inside a character.
func truncateUTF16(s string, n int) string {
	units := 0
	for i, r := range s {
		u := 1
		if r >= 0x10000 {
			u = 2
		}
		if units+u > n {
			return s[:i]
		}
		units += u
	}
	return s
}

// appendColumn appends the letters of column c (1: A, 27: AA).
func appendColumn(b []byte, c int) []byte {
	var tmp [8]byte
	i := len(tmp)
	for c > 0 {
		c--
		i--
		tmp[i] = byte('A' + c%26)
		c /= 26
	}
	return append(b, tmp[i:]...)
}
