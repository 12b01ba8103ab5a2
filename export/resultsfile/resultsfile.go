package resultsfile

import (
	"bytes"
	"errors"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/movegen/movegen/internal/csvin"
	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/score"
)

// MaxBytes is the largest results file Read accepts (16 MiB: a
// 1000-player preferans event has about 75,000 rows).
const MaxBytes = 16 << 20

// Error is a fault in a results file: the file, the line (1-based; 0 when
// the whole file is at fault), the column and what is wrong (csvin.Error,
// the same as a standings file's).
type Error = csvin.Error

// excerpt shortens a bad cell for a message.
func excerpt(s string) string {
	const max = 24
	if utf8.RuneCountInString(s) <= max {
		return s
	}
	r := []rune(s)
	return string(r[:max]) + "…"
}

// canonical maps a header cell to its column name. A column is named by
// its code (deal, round, table, the seats, group) or by the scoring
// workbook's name for it in Russian or Chinese (export/resultsbook's
// WordsFor), in any case.
func canonical(h string) string {
	switch strings.ToLower(strings.TrimSpace(h)) {
	case "deal", "board", "сдача", "牌", "牌号":
		return "deal"
	case "round", "тур", "轮", "轮次":
		return "round"
	case "table", "стол", "桌":
		return "table"
	case "group", "группа", "组":
		return "group"
	case "players", "игроки", "选手", "switched", "смена", "换向", "sum", "сумма", "合计", "ns cards":
		return ignored
	case "n", "с", "北":
		return "N"
	case "e", "в", "东":
		return "E"
	case "s", "ю", "南":
		return "S"
	case "w", "з", "西":
		return "W"
	case "ns", "сю", "南北":
		return "NS"
	case "ew", "вз", "东西":
		return "EW"
	}
	// The scoring workbook's other columns (export/resultsbook): who sat
	// in a seat, a record's matchpoints and top, the NS cards' score.
	if f := strings.Fields(strings.ToLower(h)); len(f) == 2 {
		if c := canonical(f[0]); c != "" && c != ignored {
			switch f[1] {
			case "player", "pair", "mp", "top", "cards",
				"игрок", "пара", "очки", "макс", "карты",
				"选手", "对", "比赛分", "满分", "牌":
				return ignored
			}
		}
	}
	return ""
}

// Column is the column a header cell names, in any of the names Read
// takes: deal (for board too), round, table, group or a seat (N, E, S,
// W, NS, EW); "" for a column Read skips (a seat's player, sum) or does
// not know.
func Column(h string) string {
	if c := canonical(h); c != ignored {
		return c
	}
	return ""
}

// ignored is the column name of the columns Read skips: the players, and
// the scoring workbook's formulas.
const ignored = "-"

// Read parses a results file for movement m. file names the input in
// messages. The rows come back in file order, each with its line; whether
// they fit the movement (deals played, sums, missing rows) is
// movement/score's check.
func Read(r io.Reader, file string, m *movement.Movement) ([]score.Row, error) {
	if file == "" {
		file = "results.csv"
	}
	rd, err := csvin.NewReader(r, file, csvin.Options{MaxBytes: MaxBytes, Delimiter: delimiter})
	if err != nil {
		return nil, err
	}
	errAt := rd.Errorf
	preferans := m.Game == movement.Preferans
	grid := m.Grid()
	var col map[string]int
	var names []string
	var rows []score.Row
	for {
		rec, line, err := rd.Read()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return nil, err
		}
		if col == nil {
			col = map[string]int{}
			for i, h := range rec {
				c := canonical(h)
				if c == "" {
					return nil, errAt(line, "", "unknown column %q (want deal, round, table, the seats and group)", excerpt(h))
				}
				if c == ignored {
					names = append(names, strings.TrimSpace(h))
					continue
				}
				if _, dup := col[c]; dup {
					return nil, errAt(line, "", "column %q is named twice", c)
				}
				col[c] = i
				names = append(names, strings.TrimSpace(h))
			}
			for _, need := range []string{"deal", "round", "table"} {
				if _, ok := col[need]; !ok {
					return nil, errAt(line, "", "no %q column", need)
				}
			}
			if preferans {
				for _, s := range m.Seats {
					if _, ok := col[string(s)]; !ok {
						return nil, errAt(line, "", "no %q column: a preferans row holds the vists of every seat (%s)", string(s), seatList(m.Seats))
					}
				}
				for _, c := range []string{"NS", "EW"} {
					if _, ok := col[c]; ok {
						return nil, errAt(line, "", "column %q: a preferans row holds the vists of each seat, not of a line", c)
					}
				}
			} else {
				_, ns := col["NS"]
				_, ew := col["EW"]
				if !ns && !ew {
					return nil, errAt(line, "", "no NS or EW column: a bridge row holds the NS pair's score (or the EW pair's)")
				}
				for _, c := range []string{"N", "E", "S", "W"} {
					if _, ok := col[c]; ok {
						return nil, errAt(line, "", "column %q: a bridge row holds the scores of NS and EW", c)
					}
				}
			}
			continue
		}
		if len(rec) != len(names) {
			return nil, errAt(line, "", "%d cells, the header names %d", len(rec), len(names))
		}
		cell := func(c string) (string, bool) {
			i, ok := col[c]
			if !ok {
				return "", false
			}
			return strings.TrimSpace(rec[i]), true
		}
		num := func(c string, min int) (int, bool, error) {
			v, ok := cell(c)
			if !ok || v == "" {
				return 0, false, nil
			}
			n, err := strconv.Atoi(strings.TrimPrefix(v, "+"))
			if err != nil || n < min {
				if min > 0 {
					return 0, false, errAt(line, names[col[c]], "%q: want a number from %d", excerpt(v), min)
				}
				return 0, false, errAt(line, names[col[c]], "%q: want a whole number", excerpt(v))
			}
			return n, true, nil
		}
		var row score.Row
		row.Line = line
		for _, f := range []struct {
			name string
			dst  *int
		}{{"deal", &row.Deal}, {"round", &row.Round}, {"table", &row.Table}} {
			n, ok, err := num(f.name, 1)
			if err != nil {
				return nil, err
			}
			if !ok {
				return nil, errAt(line, names[col[f.name]], "empty: every row needs it")
			}
			*f.dst = n
		}
		g, _, err := num("group", 0)
		if err != nil {
			return nil, err
		}
		row.Group = g
		row.Scores = make([]int, len(m.Seats))
		if preferans {
			for s, seat := range m.Seats {
				n, ok, err := num(string(seat), -1<<40)
				if err != nil {
					return nil, err
				}
				if !ok && seated(grid, row, s) {
					return nil, errAt(line, names[col[string(seat)]], "empty: the %s seat is held at table %d in round %d; write its vists (0 for none)", seat, row.Table, row.Round)
				}
				row.Scores[s] = n
			}
		} else {
			ns, hasNS, err := num("NS", -1<<40)
			if err != nil {
				return nil, err
			}
			ew, hasEW, err := num("EW", -1<<40)
			if err != nil {
				return nil, err
			}
			switch {
			case hasNS && hasEW && ns != -ew:
				return nil, errAt(line, "", "NS %d and EW %d: want opposite scores (NS +420 is EW −420)", ns, ew)
			case !hasNS && !hasEW:
				return nil, errAt(line, "", "no score: give the NS pair's score (or the EW pair's)")
			case !hasNS:
				ns = -ew
			}
			for s, seat := range m.Seats {
				if seat.Direction() == movement.NS {
					row.Scores[s] = ns
				} else {
					row.Scores[s] = -ns
				}
			}
		}
		rows = append(rows, row)
	}
	if col == nil {
		return nil, errAt(0, "", "no header line (deal, round, table and the scores)")
	}
	return rows, nil
}

// delimiter is ';' when the header line holds semicolons and no commas,
// as a spreadsheet set to a language with a decimal comma writes CSV,
// and ',' otherwise.
func delimiter(data []byte) rune {
	for _, l := range bytes.Split(data, []byte("\n")) {
		l = bytes.TrimSpace(l)
		if len(l) == 0 || l[0] == '#' {
			continue
		}
		if bytes.IndexByte(l, ';') >= 0 && bytes.IndexByte(l, ',') < 0 {
			return ';'
		}
		return ','
	}
	return ','
}

// seated reports whether seat s of row's table and round holds a
// contestant in the movement; false for a table or round it does not have.
func seated(grid [][]*movement.Play, row score.Row, s int) bool {
	if row.Round < 1 || row.Round > len(grid) || row.Table < 1 || row.Table > len(grid[row.Round-1]) {
		return false
	}
	p := grid[row.Round-1][row.Table-1]
	return p != nil && s < len(p.Seats) && p.Seats[s] != 0
}

func seatList(seats []movement.Seat) string {
	s := make([]string, len(seats))
	for i, x := range seats {
		s[i] = string(x)
	}
	return strings.Join(s, ", ")
}
