package kbsfile

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"io"
	"maps"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/movegen/movegen/export/scorerfile"
	"github.com/movegen/movegen/internal/textenc"
	"github.com/movegen/movegen/movement"
)

// FormatName is how messages name the format.
const FormatName = "KBS"

// Limits on what Read accepts: movegen's limits, checked before anything
// is allocated.
const (
	MaxTables       = movement.MaxTables
	MaxRounds       = movement.MaxRounds
	MaxSets         = movement.MaxSets
	MaxBoardsPerSet = movement.MaxBoardsPerSet
	// MaxLineBytes is the longest line Read accepts.
	MaxLineBytes = 1 << 20
	// MaxKeys is the most key lines a file may hold.
	MaxKeys = 100000
)

// Read parses a KBS movement file. file names the input in error messages
// and, when the description is empty, gives the movement its name.
func Read(r io.Reader, file string) (*movement.Movement, error) {
	return ReadContext(context.Background(), r, file)
}

// value is a key's value and the line it is on.
type value struct {
	s    string
	line int
}

// place is a table or a relay of the file, by its keys.
type place struct {
	line int // of its "Table=" or "Relay=" line
	keys map[string]value
}

// reader holds the state of one Read.
type reader struct {
	ctx  context.Context
	file string
}

func (rd *reader) fail(line int, field string, msg movement.Text) error {
	return &scorerfile.ParseError{Format: FormatName, File: rd.file, Line: line, Field: movement.Excerpt(field), Msg: msg.Excerpted()}
}

// ReadContext is Read that gives up when ctx ends, looked at before every
// line and every round, returning ctx's error.
func ReadContext(ctx context.Context, r io.Reader, file string) (*movement.Movement, error) {
	rd := &reader{ctx: ctx, file: file}
	br := bufio.NewReader(r)
	if start, _ := br.Peek(512); textenc.UTF16(start) {
		return nil, rd.fail(0, "", movement.Say("UTF-16 is not supported; save the file as UTF-8"))
	}
	sc := bufio.NewScanner(br)
	sc.Buffer(make([]byte, 0, 4096), MaxLineBytes)
	var (
		desc    []string
		inDesc  = true
		lineNo  = 0
		globals = map[string]value{} // every key by its full name, for $ substitution
		tables  = map[int]*place{}
		relays  = map[int]*place{}
		cur     *place
		curName string
		nkeys   int
	)
	for sc.Scan() {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		lineNo++
		b := sc.Bytes()
		if lineNo == 1 {
			b = bytes.TrimPrefix(b, []byte("\xef\xbb\xbf"))
		}
		line := strings.TrimRight(string(b), "\r")
		if inDesc {
			if line == "DESCEND" {
				inDesc = false
				continue
			}
			desc = append(desc, line)
			continue
		}
		trim := strings.TrimSpace(line)
		if trim == "" || strings.HasPrefix(trim, "#") {
			continue
		}
		key, val, ok := strings.Cut(line, "=")
		if !ok {
			return nil, rd.fail(lineNo, "", movement.Say("%q is not a key line (key=value)", clip(line)))
		}
		if nkeys++; nkeys > MaxKeys {
			return nil, rd.fail(lineNo, "", movement.Say("more than %d key lines", MaxKeys))
		}
		switch key {
		case "Table", "Relay":
			n, msg := number(val, limitFor(key))
			if !msg.IsZero() {
				return nil, rd.fail(lineNo, key, msg)
			}
			if n == 0 {
				return nil, rd.fail(lineNo, key, movement.Say("0, want at least 1"))
			}
			set := tables
			if key == "Relay" {
				set = relays
			}
			if set[n] != nil {
				return nil, rd.fail(lineNo, key, movement.Say("%s %d is defined twice (first on line %d)", strings.ToLower(key), n, set[n].line))
			}
			cur = &place{line: lineNo, keys: map[string]value{}}
			curName = key + " " + strconv.Itoa(n)
			set[n] = cur
			continue
		}
		if strings.HasPrefix(val, "$") {
			sub, ok := globals[val[1:]]
			if !ok {
				return nil, rd.fail(lineNo, key, movement.Say("%q: no key %q is defined before this line", val, val[1:]))
			}
			val = sub.s
		}
		v := value{val, lineNo}
		if placeKeys[key] {
			if cur == nil {
				return nil, rd.fail(lineNo, key, movement.Say("a table or relay key before any Table= or Relay= line"))
			}
			if old, ok := cur.keys[key]; ok {
				return nil, rd.fail(lineNo, key, movement.Say("%s has this key twice (first on line %d)", curName, old.line))
			}
			cur.keys[key] = v
			continue
		}
		if old, ok := globals[key]; ok {
			return nil, rd.fail(lineNo, key, movement.Say("the key is defined twice (first on line %d)", old.line))
		}
		globals[key] = v
	}
	if err := sc.Err(); err != nil {
		if errors.Is(err, bufio.ErrTooLong) {
			return nil, rd.fail(lineNo+1, "", movement.Say("line longer than %d bytes", MaxLineBytes))
		}
		return nil, rd.fail(0, "", movement.Say("read: %v", err.Error()))
	}
	if inDesc {
		return nil, rd.fail(0, "", movement.Say("no DESCEND line: a KBS movement file is a description, a line DESCEND and then the keys"))
	}
	name := ""
	for _, d := range desc {
		if d = strings.TrimSpace(d); d != "" {
			name = d
			break
		}
	}
	if name == "" {
		name = strings.TrimSuffix(filepath.Base(file), filepath.Ext(file))
	}
	if why, ok := movement.TextFault(name); !ok {
		return nil, rd.fail(1, "description", why)
	}
	m, err := rd.build(name, globals, tables, relays)
	if err != nil {
		return nil, err
	}
	for _, d := range desc {
		// movegen's own line naming the pair it added for a field one
		// short of full tables (see Marshal): its seats are empty.
		if n, ok := missingLine(d); ok {
			dropPair(m, n)
			break
		}
	}
	dropIdle(m)
	return m, nil
}

// missingLine reads movegen's description line "Pair N is the missing
// pair: take it out when scoring.".
func missingLine(d string) (int, bool) {
	rest, ok := strings.CutPrefix(strings.TrimSpace(d), "Pair ")
	if !ok {
		return 0, false
	}
	num, tail, ok := strings.Cut(rest, " ")
	if !ok || tail != "is the missing pair: take it out when scoring." {
		return 0, false
	}
	n, err := strconv.Atoi(num)
	return n, err == nil && n > 0
}

// dropPair empties the seats of the pair the file numbers n (its label,
// or its contestant number when it has none); a table left with one pair
// keeps it facing the empty seat, a table left with none is idle.
func dropPair(m *movement.Movement, n int) {
	c := 0
	for i := 1; i <= m.Contestants; i++ {
		if m.Label(i) == strconv.Itoa(n) {
			c = i
		}
	}
	if c == 0 {
		return
	}
	for i := range m.Play {
		for j, s := range m.Play[i].Seats {
			if s == c {
				m.Play[i].Seats[j] = 0
			}
		}
	}
	m.Play = slices.DeleteFunc(m.Play, func(p movement.Play) bool { return p.Seats[0] == 0 && p.Seats[1] == 0 })
}

// placeKeys are the keys that belong to the last Table= or Relay= line.
var placeKeys = map[string]bool{"ns": true, "ew": true, "board": true, "boardcode": true, "nscode": true, "ewcode": true, "share": true, "sharecode": true, "nsdir": true, "ewdir": true}

func limitFor(key string) int {
	if key == "Table" {
		return MaxTables
	}
	return MaxSets
}

func clip(s string) string {
	if len(s) > 40 {
		return s[:40] + "…"
	}
	return s
}

// number parses a run of digits (surrounding spaces allowed) no larger
// than limit; a zero Text when it is fine.
func number(s string, limit int) (int, movement.Text) {
	s = strings.TrimSpace(s)
	if s == "" {
		return 0, movement.Say("empty, want a number")
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return 0, movement.Say("%q is not a number", s)
		}
	}
	if len(s) > 9 {
		return 0, movement.Say("%s…: too large, at most %d", s[:9], limit)
	}
	n, _ := strconv.Atoi(s)
	if n > limit {
		return 0, movement.Say("%d: too large, at most %d", n, limit)
	}
	return n, movement.Text{}
}

// move is one entry of a code: to a direction (N, E) or a kind of place
// (T, R) and a table, given as a relative step or an absolute number.
type move struct {
	to       byte // 'N', 'E', 'T' or 'R'
	relative bool
	step     int // relative: signed tables; absolute: the number
}

// parseCode splits a code into its entries: one, or one per round change.
func (rd *reader) parseCode(v value, field string, letters string, changes int) ([]move, error) {
	parts := strings.Fields(v.s)
	if len(parts) != 1 && len(parts) != changes {
		return nil, rd.fail(v.line, field, movement.Say("%d entries, want 1 or %d (one per round after the first)", len(parts), changes))
	}
	out := make([]move, len(parts))
	for i, p := range parts {
		if len(p) < 2 || !strings.Contains(letters, p[:1]) {
			return nil, rd.fail(v.line, field, movement.Say("entry %q: want one of %s and then =, +, -, +k, -k or a table number", p, letters))
		}
		m := move{to: p[0]}
		rest := p[1:]
		switch rest[0] {
		case '=':
			if rest != "=" {
				return nil, rd.fail(v.line, field, movement.Say("entry %q: nothing may follow =", p))
			}
			m.relative = true
		case '+', '-':
			m.relative, m.step = true, 1
			if len(rest) > 1 {
				n, msg := number(rest[1:], MaxTables)
				if !msg.IsZero() {
					return nil, rd.fail(v.line, field, movement.Say("entry %q: %s", p, msg))
				}
				m.step = n
			}
			if rest[0] == '-' {
				m.step = -m.step
			}
		default:
			n, msg := number(rest, MaxSets)
			if !msg.IsZero() {
				return nil, rd.fail(v.line, field, movement.Say("entry %q: %s", p, msg))
			}
			m.step = n
		}
		out[i] = m
	}
	return out, nil
}

// at returns the entry of a code for the change after round r (1-based).
func at(code []move, r int) move {
	if len(code) == 1 {
		return code[0]
	}
	return code[r-1]
}

// target resolves a move from place number from among n tables: the
// table (or relay) number it names, as KBS computes it (a relative step
// wraps round once over the tables).
func target(m move, from, n int) (int, bool) {
	if !m.relative {
		return m.step, true
	}
	id := from + m.step
	switch {
	case id <= 0:
		id += n
	case id > n:
		id -= n
	}
	return id, id >= 1 && id <= n
}

// build plays the codes through the rounds.
func (rd *reader) build(name string, globals map[string]value, tables, relays map[int]*place) (*movement.Movement, error) {
	get := func(key string, limit int) (int, bool, error) {
		v, ok := globals[key]
		if !ok {
			return 0, false, nil
		}
		n, msg := number(v.s, limit)
		if !msg.IsZero() {
			return 0, true, rd.fail(v.line, key, msg)
		}
		if n == 0 {
			return 0, true, rd.fail(v.line, key, movement.Say("0, want at least 1"))
		}
		return n, true, nil
	}
	R, ok, err := get("rounds", MaxRounds)
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, rd.fail(0, "rounds", movement.Say("the rounds key is missing"))
	}
	maxR, ok, err := get("maxrounds", MaxRounds)
	if err != nil {
		return nil, err
	}
	if !ok {
		maxR = R
	}
	if R > maxR {
		return nil, rd.fail(globals["rounds"].line, "rounds", movement.Say("%d rounds, but maxrounds is %d", R, maxR))
	}
	bpr, ok, err := get("bpr", MaxBoardsPerSet)
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, rd.fail(0, "bpr", movement.Say("the bpr key (boards per round) is missing"))
	}
	T := len(tables)
	if T == 0 {
		return nil, rd.fail(0, "Table", movement.Say("no Table= line"))
	}
	for _, set := range []map[int]*place{tables, relays} {
		for i := 1; i <= len(set); i++ {
			if set[i] == nil {
				have := sortedKeys(set)
				return nil, rd.fail(0, "", movement.Say("tables and relays must be numbered from 1 without gaps; %d is missing (numbers %s)", i, movement.JoinInts(have, ", ")))
			}
		}
	}
	changes := maxR - 1
	need := func(p *place, where, key string) (value, error) {
		v, ok := p.keys[key]
		if !ok {
			return v, rd.fail(p.line, where+": "+key, movement.Say("the key is missing"))
		}
		return v, nil
	}
	// The places and their codes.
	type tableState struct {
		ns, ew, boards, share int
		nsCode, ewCode        []move
		boardCode             []move
		shareCodes            []int
	}
	ts := make([]tableState, T+1)
	rs := make([]struct {
		boards int
		code   []move
	}, len(relays)+1)
	pairs := map[int]bool{}
	setsSeen := map[int]string{}
	for t := 1; t <= T; t++ {
		p := tables[t]
		where := "table " + strconv.Itoa(t)
		var vals [3]int
		for i, key := range []string{"ns", "ew", "board"} {
			v, err := need(p, where, key)
			if err != nil {
				return nil, err
			}
			n, msg := number(v.s, 999999999)
			if !msg.IsZero() {
				return nil, rd.fail(v.line, where+": "+key, msg)
			}
			if i == 2 && n > MaxSets {
				return nil, rd.fail(v.line, where+": "+key, movement.Say("%d: too large, at most %d", n, MaxSets))
			}
			vals[i] = n
		}
		st := &ts[t]
		st.ns, st.ew, st.boards = vals[0], vals[1], vals[2]
		for _, pn := range []int{st.ns, st.ew} {
			if pairs[pn] {
				return nil, rd.fail(p.line, where, movement.Say("pair %d starts at two places", pn))
			}
			pairs[pn] = true
		}
		if st.boards > 0 {
			if w, ok := setsSeen[st.boards]; ok {
				return nil, rd.fail(p.keys["board"].line, where+": board", movement.Say("set %d also starts at %s", st.boards, w))
			}
			setsSeen[st.boards] = where
		}
		for _, c := range []struct {
			key     string
			letters string
			dst     *[]move
		}{{"nscode", "NE", &st.nsCode}, {"ewcode", "NE", &st.ewCode}, {"boardcode", "TR", &st.boardCode}} {
			v, err := need(p, where, c.key)
			if err != nil {
				return nil, err
			}
			if c.key == "boardcode" && st.boards == 0 {
				continue // never used: a table without a set keeps none (KBS does not read the code)
			}
			code, err := rd.parseCode(v, where+": "+c.key, c.letters, changes)
			if err != nil {
				return nil, err
			}
			*c.dst = code
		}
		if v, ok := p.keys["share"]; ok {
			n, msg := number(v.s, T)
			if !msg.IsZero() {
				return nil, rd.fail(v.line, where+": share", msg)
			}
			st.share = n
		}
		if v, ok := p.keys["sharecode"]; ok {
			parts := strings.Fields(v.s)
			if len(parts) != 1 && len(parts) != changes {
				return nil, rd.fail(v.line, where+": sharecode", movement.Say("%d entries, want 1 or %d (one per round after the first)", len(parts), changes))
			}
			for _, s := range parts {
				n, msg := number(s, T)
				if !msg.IsZero() {
					return nil, rd.fail(v.line, where+": sharecode", msg)
				}
				st.shareCodes = append(st.shareCodes, n)
			}
		}
	}
	for k := 1; k <= len(relays); k++ {
		p := relays[k]
		where := "relay " + strconv.Itoa(k)
		v, err := need(p, where, "board")
		if err != nil {
			return nil, err
		}
		n, msg := number(v.s, MaxSets)
		if !msg.IsZero() {
			return nil, rd.fail(v.line, where+": board", msg)
		}
		if n == 0 {
			return nil, rd.fail(v.line, where+": board", movement.Say("0: a relay holds a set"))
		}
		if w, ok := setsSeen[n]; ok {
			return nil, rd.fail(v.line, where+": board", movement.Say("set %d also starts at %s", n, w))
		}
		setsSeen[n] = where
		rs[k].boards = n
		cv, err := need(p, where, "boardcode")
		if err != nil {
			return nil, err
		}
		if rs[k].code, err = rd.parseCode(cv, where+": boardcode", "TR", changes); err != nil {
			return nil, err
		}
	}
	sets := 0
	for s := range setsSeen {
		sets = max(sets, s)
	}
	for s := 1; s <= sets; s++ {
		if _, ok := setsSeen[s]; !ok {
			return nil, rd.fail(0, "board", movement.Say("sets must be numbered from 1 without gaps; set %d starts nowhere", s))
		}
	}
	if sets == 0 {
		return nil, rd.fail(0, "board", movement.Say("no table or relay holds a set"))
	}
	// Contestants: the pair numbers in order.
	numbers := sortedKeys(pairs)
	contestant := map[int]int{}
	m := &movement.Movement{
		Name:         name,
		Family:       movement.Custom,
		Kind:         movement.Pairs,
		Game:         movement.Bridge,
		Seats:        movement.PairSeats(),
		Contestants:  len(numbers),
		Tables:       T,
		Rounds:       R,
		Sets:         sets,
		BoardsPerSet: bpr,
	}
	for i, n := range numbers {
		contestant[n] = i + 1
		if n != i+1 {
			if m.Labels == nil {
				m.Labels = map[int]string{}
			}
			m.Labels[i+1] = strconv.Itoa(n)
		}
	}
	if len(numbers) > movement.MaxContestants {
		return nil, rd.fail(0, "", movement.Say("%d pairs: at most %d", len(numbers), movement.MaxContestants))
	}
	maxPlay, hasMaxPlay, err := get("maxplay", MaxRounds)
	if err != nil {
		return nil, err
	}
	if !hasMaxPlay {
		maxPlay = 1 // KBS's engine: two pairs meet once unless maxplay says more
	}
	met := map[[2]int]int{}
	shareOf := make([]int, T+1)
	for t := 1; t <= T; t++ {
		shareOf[t] = ts[t].share
	}
	for r := 1; r <= R; r++ {
		if err := rd.ctx.Err(); err != nil {
			return nil, err
		}
		if r > 1 {
			// Move every pair and set from the places of round r−1.
			ns, ew, boards := make([]int, T+1), make([]int, T+1), make([]int, T+1)
			rb := make([]int, len(relays)+1)
			for i := range ns {
				ns[i], ew[i], boards[i] = -1, -1, -1
			}
			for i := range rb {
				rb[i] = -1
			}
			for t := 1; t <= T; t++ {
				st := &ts[t]
				where := "table " + strconv.Itoa(t)
				for _, pm := range []struct {
					pair int
					code []move
					key  string
				}{{st.ns, st.nsCode, "nscode"}, {st.ew, st.ewCode, "ewcode"}} {
					mv := at(pm.code, r-1)
					u, ok := target(mv, t, T)
					if !ok || u < 1 || u > T {
						return nil, rd.fail(tables[t].keys[pm.key].line, where+": "+pm.key, movement.Say("after round %d the pair is sent to table %d, but there are %d tables", r-1, u, T))
					}
					dst := ns
					if mv.to == 'E' {
						dst = ew
					}
					if dst[u] != -1 {
						return nil, rd.fail(tables[t].keys[pm.key].line, where+": "+pm.key, movement.Say("after round %d two pairs are sent to the %c seat of table %d", r-1, mv.to, u))
					}
					dst[u] = pm.pair
				}
				if st.boards != 0 {
					if err := rd.moveSet(st.boards, at(st.boardCode, r-1), t, T, len(relays), boards, rb, tables[t].keys["boardcode"], where, r); err != nil {
						return nil, err
					}
				} else if boards[t] == -1 {
					boards[t] = 0
				} else {
					return nil, rd.fail(tables[t].keys["boardcode"].line, where+": board", movement.Say("after round %d a set is sent to a table that has none (board=0)", r-1))
				}
			}
			for k := 1; k <= len(relays); k++ {
				if err := rd.moveSet(rs[k].boards, at(rs[k].code, r-1), k, T, len(relays), boards, rb, relays[k].keys["boardcode"], "relay "+strconv.Itoa(k), r); err != nil {
					return nil, err
				}
			}
			for t := 1; t <= T; t++ {
				if ns[t] == -1 || ew[t] == -1 {
					seat := "N"
					if ns[t] != -1 {
						seat = "E"
					}
					return nil, rd.fail(tables[t].line, "table "+strconv.Itoa(t), movement.Say("in round %d nobody arrives at the %s seat", r, seat))
				}
				if boards[t] == -1 {
					return nil, rd.fail(tables[t].line, "table "+strconv.Itoa(t), movement.Say("in round %d no set arrives", r))
				}
				ts[t].ns, ts[t].ew, ts[t].boards = ns[t], ew[t], boards[t]
				shareOf[t] = 0
				if c := ts[t].shareCodes; len(c) > 0 {
					if len(c) == 1 {
						shareOf[t] = c[0]
					} else {
						shareOf[t] = c[r-2]
					}
				}
			}
			for k := 1; k <= len(relays); k++ {
				if rb[k] == -1 {
					return nil, rd.fail(relays[k].line, "relay "+strconv.Itoa(k), movement.Say("in round %d no set arrives", r))
				}
				rs[k].boards = rb[k]
			}
		}
		for t := 1; t <= T; t++ {
			// KBS counts the meetings at every table, one that plays no
			// set included, and refuses more than maxplay.
			a, b := ts[t].ns, ts[t].ew
			k := [2]int{min(a, b), max(a, b)}
			if met[k]++; met[k] > maxPlay {
				line, field := 0, "maxplay"
				if hasMaxPlay {
					line = globals["maxplay"].line
				}
				return nil, rd.fail(line, field, movement.Say("in round %d, pair %d and pair %d have met %d times, and the file lets two pairs meet at most %d times (the maxplay key, 1 when absent): KBS refuses such a file", r, a, b, met[k], maxPlay))
			}
		}
		for t := 1; t <= T; t++ {
			// A table that shares plays the set of the table it shares
			// with, even if it holds one itself (as KBS does); a table
			// without a set that shares none is a sit-out table.
			set := ts[t].boards
			if s := shareOf[t]; s != 0 {
				if s < 1 || s > T {
					return nil, rd.fail(tables[t].line, "table "+strconv.Itoa(t), movement.Say("in round %d the table shares with table %d, but there are %d tables", r, s, T))
				}
				set = ts[s].boards
			}
			if set == 0 {
				continue
			}
			m.Play = append(m.Play, movement.Play{Round: r, Table: t, Set: set, Seats: []int{contestant[ts[t].ns], contestant[ts[t].ew]}})
		}
	}
	return m, nil
}

// dropIdle takes out of m the pairs that never sit at a table playing a
// set: KBS keeps every pair at a table, and a pair that only ever sits at
// the table without boards is the half table's missing pair (the pair KBS
// takes out when scoring, such as NS 10 of the 9½-table Bowman T10Bow).
// The others are numbered 1..C again in their order, keeping the file's
// numbers as labels.
func dropIdle(m *movement.Movement) {
	plays := make([]bool, m.Contestants+1)
	for _, p := range m.Play {
		for _, c := range p.Seats {
			plays[c] = p.InPlay() || plays[c]
		}
	}
	plays[0] = true
	if !slices.Contains(plays[1:], false) {
		return
	}
	renum := make([]int, m.Contestants+1)
	labels := map[int]string{}
	n := 0
	for c := 1; c <= m.Contestants; c++ {
		if !plays[c] {
			continue
		}
		n++
		renum[c] = n
		if l := m.Label(c); l != strconv.Itoa(n) {
			labels[n] = l
		}
	}
	m.Contestants = n
	m.Labels = labels
	if len(labels) == 0 {
		m.Labels = nil
	}
	for i := range m.Play {
		for j, c := range m.Play[i].Seats {
			m.Play[i].Seats[j] = renum[c]
		}
	}
}

// moveSet moves set s from place from (a table when the code is on a
// table, else a relay) by mv into the round's tables or relays.
func (rd *reader) moveSet(s int, mv move, from, T, nrel int, boards, rb []int, v value, where string, r int) error {
	n := T
	if mv.to == 'R' {
		n = nrel
	}
	u, ok := target(mv, from, T)
	if !ok || u < 1 || u > n {
		return rd.fail(v.line, where+": boardcode", movement.Say("after round %d the set is sent to %c%d, which does not exist", r-1, mv.to, u))
	}
	dst := boards
	if mv.to == 'R' {
		dst = rb
	}
	if dst[u] != -1 {
		return rd.fail(v.line, where+": boardcode", movement.Say("after round %d two sets are sent to %c%d", r-1, mv.to, u))
	}
	dst[u] = s
	return nil
}

// sortedKeys returns the keys of m in ascending order.
func sortedKeys[V any](m map[int]V) []int {
	return slices.Sorted(maps.Keys(m))
}
