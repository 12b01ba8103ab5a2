package kbsfile

import (
	"bytes"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/movegen/movegen/export/scorerfile"
	"github.com/movegen/movegen/movement"
)

// Write writes m to w as a KBS movement file (see Marshal).
func Write(w io.Writer, m *movement.Movement) error {
	b, err := Marshal(m)
	if err != nil {
		return err
	}
	if _, err := w.Write(b); err != nil {
		return fmt.Errorf("write KBS movement: %w", err)
	}
	return nil
}

// ID returns the id key Marshal writes for a movement of t tables:
// t·100 + 99. The manual asks for t·100 plus a number 0–99 unique among
// the club's movements of t tables (it is used by the Palm table-top
// software to pick a movement); 99 keeps clear of the numbers counted up
// from 0 by hand, and a director may change it.
func ID(tables int) int { return tables*100 + 99 }

// Marshal returns m as a KBS movement file: the name and a line saying
// where it comes from as the description, DESCEND, the global keys id,
// rounds and bpr, then one section per table and per relay (see the
// package doc). It refuses with a *scorerfile.CannotWrite what KBS cannot
// hold.
func Marshal(m *movement.Movement) ([]byte, error) {
	refuse := func(why movement.Text) error {
		return &scorerfile.CannotWrite{Format: FormatName, Movement: m.Name, Why: why}
	}
	switch {
	case slices.Equal(m.Seats, movement.CompassSeats()):
		return nil, refuse(movement.Say("individual movements: KBS scores pairs events only"))
	case !slices.Equal(m.Seats, movement.PairSeats()):
		return nil, refuse(movement.Say("tables of %d seats: KBS movements seat two pairs, NS and EW, at each table", len(m.Seats)))
	case m.SeatingOnly():
		return nil, refuse(movement.Say("a seating plan without board sets: every KBS table names the set it plays"))
	case len(m.Sections) > 0 && !m.SectionsAreOneField():
		return nil, refuse(movement.Say("%d sections: a KBS movement is one section; write each section's movement on its own", len(m.Sections)))
	case m.Tables < 1 || m.Rounds < 1 || m.Sets < 1 || m.BoardsPerSet < 1:
		return nil, refuse(movement.Say("tables %d, rounds %d, sets %d, boards per set %d: each must be at least 1", m.Tables, m.Rounds, m.Sets, m.BoardsPerSet))
	case m.Tables > MaxTables || m.Rounds > MaxRounds || m.Sets > MaxSets || m.BoardsPerSet > MaxBoardsPerSet:
		return nil, refuse(movement.Say("beyond movegen's limits"))
	case m.Teams != nil:
		return nil, refuse(movement.Say("a teams movement: KBS scores pairs events, and its file cannot say which pairs form a team; write teams to EBUScore"))
	case m.Contestants != 2*m.Tables && m.Contestants != 2*m.Tables-1:
		return nil, refuse(movement.Say("%d pairs at %d tables: KBS seats a pair in every seat of every table in every round (a missing pair is chosen when the session is scored), so it needs %d pairs, or %d and the missing pair", m.Contestants, m.Tables, 2*m.Tables, 2*m.Tables-1))
	}
	if why, ok := movement.TextFault(m.Name); !ok {
		return nil, refuse(why)
	}
	nums, why := scorerfile.UniqueNumbers(m, FormatName)
	if nums == nil {
		return nil, refuse(why)
	}
	T, R, S := m.Tables, m.Rounds, m.Sets
	// A field one pair short of full tables gets the missing pair back
	// as contestant C+1, numbered with the smallest number no pair has:
	// KBS seats it where the movement has the empty seat or the sit-out,
	// and the director takes it out when scoring (as KBS's T10Bow has NS
	// 10 for its 9½ tables).
	C := m.Contestants
	missing := 0
	if C == 2*T-1 {
		missing = 1
		for slices.Contains(nums, missing) {
			missing++
		}
		nums = append(nums, missing)
		C++
	}
	// seat[r][c] is where contestant c sits in round r: table and 0 for
	// NS, 1 for EW, by the cards held.
	type pos struct{ table, dir int }
	where := make([][]pos, R+1)
	grid := make([][]*movement.Play, R+1) // grid[r][t]
	for r := 1; r <= R; r++ {
		where[r] = make([]pos, C+1)
		grid[r] = make([]*movement.Play, T+1)
	}
	for i := range m.Play {
		p := &m.Play[i]
		switch {
		case p.Round < 1 || p.Round > R || p.Table < 1 || p.Table > T:
			return nil, refuse(movement.Say("a play at round %d, table %d is outside the movement (rounds %d, tables %d)", p.Round, p.Table, R, T))
		case grid[p.Round][p.Table] != nil:
			return nil, refuse(movement.Say("round %d, table %d is listed twice", p.Round, p.Table))
		case p.Set < 1 || p.Set > S:
			return nil, refuse(movement.Say("round %d, table %d: set %d outside 1 to %d", p.Round, p.Table, p.Set, S))
		case len(p.Seats) != 2:
			return nil, refuse(movement.Say("round %d, table %d holds %d seats, want 2", p.Round, p.Table, len(p.Seats)))
		}
		grid[p.Round][p.Table] = p
		for i, c := range p.Seats {
			if c < 0 || c > m.Contestants {
				return nil, refuse(movement.Say("round %d, table %d: contestant %d outside 1 to %d", p.Round, p.Table, c, m.Contestants))
			}
			if c == 0 && missing != 0 && where[p.Round][C].table == 0 {
				c = C // the missing pair's seat
			}
			if c == 0 {
				return nil, refuse(movement.Say("an empty seat (a phantom) at table %d in round %d: KBS seats a pair in every seat; write the movement for the whole field and take the missing pair out in KBS when scoring", p.Table, p.Round))
			}
			dir := i
			if p.Switched {
				dir = 1 - i // by the cards held
			}
			if where[p.Round][c].table != 0 {
				return nil, refuse(movement.Say("contestant %d is seated twice in round %d", c, p.Round))
			}
			where[p.Round][c] = pos{p.Table, dir}
		}
	}
	// Those who sit out a round sit, two by two, at the tables idle in
	// it: KBS keeps every pair at a table, and a table without a set is a
	// sit-out table.
	home := append(homes(m), 0)
	for r := 1; r <= R; r++ {
		var idle, out []int
		for t := 1; t <= T; t++ {
			if grid[r][t] == nil {
				idle = append(idle, t)
			}
		}
		for c := 1; c <= C; c++ {
			if where[r][c].table == 0 {
				out = append(out, c)
			}
		}
		if len(out) != 2*len(idle) {
			return nil, refuse(movement.Say("round %d: %d pairs sit out and %d tables are idle; KBS keeps every pair at a table, two at each table that plays no set", r, len(out), len(idle)))
		}
		for i, t := range idle {
			a, b := out[2*i], out[2*i+1]
			if home[a] == 1 && home[b] != 1 {
				a, b = b, a
			}
			where[r][a] = pos{t, 0}
			where[r][b] = pos{t, 1}
		}
	}
	// who[r][t][d] is the contestant at table t, direction d in round r.
	who := make([][][2]int, R+1)
	for r := 1; r <= R; r++ {
		who[r] = make([][2]int, T+1)
		for c := 1; c <= C; c++ {
			w := where[r][c]
			who[r][w.table][w.dir] = c
		}
	}
	// The places of the sets. The tables that hold a set are round 1's
	// lowest-numbered table playing each set, and more when a later round
	// plays more sets than they are; KBS keeps them all session, with the other sets on relays. In each round
	// every set played lies at one of these tables, at a table that plays
	// it when one is free; a table plays the set at its own place or, when
	// share names another table, the set there (KBS lets share override
	// the set a table holds). The sets not played fill the other places in
	// set order.
	held := make([]bool, T+1)
	var holders []int
	for r := 1; r <= R; r++ {
		// The round's lowest-numbered tables playing each set; round 1's
		// all hold one, and a later round adds its own while it plays
		// more sets than there are holders.
		var mins []int
		seen := make([]bool, S+1)
		for t := 1; t <= T; t++ {
			if p := grid[r][t]; p != nil && !seen[p.Set] {
				seen[p.Set] = true
				mins = append(mins, t)
			}
		}
		for _, t := range mins {
			if r > 1 && len(holders) >= len(mins) {
				break
			}
			if !held[t] {
				held[t] = true
				holders = append(holders, t)
			}
		}
	}
	slices.Sort(holders)
	if len(holders) > S {
		return nil, refuse(movement.Say("%d tables would hold one of %d sets: KBS keeps a set at every table that holds one, all session", len(holders), S))
	}
	relays := S - len(holders)
	place := make([][]int, R+1) // place[r][s]: t > 0 a table, −k relay k
	share := make([][]int, R+1) // share[r][t]: the table whose set t plays, 0 its own
	at := make([][]int, R+1)    // at[r][t]: the set at table t (held tables)
	for r := 1; r <= R; r++ {
		place[r], share[r], at[r] = make([]int, S+1), make([]int, T+1), make([]int, T+1)
		var order []int // the sets played, by the first table playing them
		first := make([]int, S+1)
		for t := 1; t <= T; t++ {
			if p := grid[r][t]; p != nil && first[p.Set] == 0 {
				first[p.Set] = t
				order = append(order, p.Set)
			}
		}
		for _, set := range order {
			u := 0
			for _, t := range holders {
				if at[r][t] == 0 && grid[r][t] != nil && grid[r][t].Set == set {
					u = t
					break
				}
			}
			if u == 0 {
				for _, t := range holders {
					if at[r][t] == 0 {
						u = t
						break
					}
				}
			}
			at[r][u], place[r][set] = set, u
		}
		k := 0
		for set := 1; set <= S; set++ {
			if place[r][set] != 0 {
				continue
			}
			u := 0
			for _, t := range holders {
				if at[r][t] == 0 {
					u = t
					break
				}
			}
			if u != 0 {
				at[r][u], place[r][set] = set, u
				continue
			}
			k++
			place[r][set] = -k
		}
		for t := 1; t <= T; t++ {
			p := grid[r][t]
			switch {
			case p == nil && held[t]:
				return nil, refuse(movement.Say("table %d plays no set in round %d but holds one: a KBS table that holds a set plays it or shares another", t, r))
			case p == nil:
			case held[t] && at[r][t] == p.Set:
			default:
				share[r][t] = place[r][p.Set]
			}
		}
	}
	var b bytes.Buffer
	b.WriteString(m.Name + "\n")
	b.WriteString("Written by movegen.\n")
	if missing != 0 {
		fmt.Fprintf(&b, "Pair %d is the missing pair: take it out when scoring.\n", missing)
	}
	b.WriteString("DESCEND\n")
	fmt.Fprintf(&b, "id=%d\nrounds=%d\nbpr=%d\n", ID(T), R, m.BoardsPerSet)
	if mp := MaxPlay(who[1:], T); mp > 1 {
		// KBS's engine refuses a file in which two pairs meet more often
		// than maxplay (1 when the key is absent).
		fmt.Fprintf(&b, "maxplay=%d\n", mp)
	}
	// setTo returns the code entry for set s, at table from (0: at a
	// relay) in round r, to its place in round r+1.
	setTo := func(from, s, r int) string {
		u := place[r+1][s]
		switch {
		case u < 0:
			return "R" + strconv.Itoa(-u)
		case from != 0:
			return "T" + step(from, u, T)
		}
		return "T" + strconv.Itoa(u)
	}
	dirLetter := [2]string{"N", "E"}
	for t := 1; t <= T; t++ {
		fmt.Fprintf(&b, "\nTable=%d\n", t)
		fmt.Fprintf(&b, "ns=%d\new=%d\nboard=%d\n", nums[who[1][t][0]-1], nums[who[1][t][1]-1], at[1][t])
		if share[1][t] != 0 {
			fmt.Fprintf(&b, "share=%d\n", share[1][t])
		}
		var boardCode, shareCode []string
		var pairCode [2][]string
		for r := 1; r < R; r++ {
			if held[t] {
				boardCode = append(boardCode, setTo(t, at[r][t], r))
			} else {
				boardCode = append(boardCode, "T=")
			}
			shareCode = append(shareCode, strconv.Itoa(share[r+1][t]))
			for d := range 2 {
				w := where[r+1][who[r][t][d]]
				pairCode[d] = append(pairCode[d], dirLetter[w.dir]+step(t, w.table, T))
			}
		}
		fmt.Fprintf(&b, "boardcode=%s\n", code(boardCode, "T="))
		fmt.Fprintf(&b, "nscode=%s\n", code(pairCode[0], "N="))
		fmt.Fprintf(&b, "ewcode=%s\n", code(pairCode[1], "E="))
		if slices.ContainsFunc(shareCode, func(e string) bool { return e != "0" }) {
			fmt.Fprintf(&b, "sharecode=%s\n", code(shareCode, "0"))
		}
	}
	for k := 1; k <= relays; k++ {
		fmt.Fprintf(&b, "\nRelay=%d\n", k)
		var entries []string
		first := 0
		for r := 1; r <= R; r++ {
			for set := 1; set <= S; set++ {
				if place[r][set] != -k {
					continue
				}
				if r == 1 {
					first = set
				}
				if r < R {
					entries = append(entries, setTo(0, set, r))
				}
			}
		}
		fmt.Fprintf(&b, "board=%d\nboardcode=%s\n", first, code(entries, "R"+strconv.Itoa(k)))
	}
	return b.Bytes(), nil
}

// MaxPlay is the value of KBS's maxplay key for a schedule: the most
// times two pairs face each other at a table, counted as KBS's engine
// counts them (Move::Moveconfig, printtables): at every table in every
// round, a table that plays no set included (its two pairs sit out
// together). who[r][t] holds the NS and EW pair at table t (1-based) in
// round r+1.
func MaxPlay(who [][][2]int, tables int) int {
	met := map[[2]int]int{}
	most := 0
	for _, round := range who {
		for t := 1; t <= tables && t < len(round); t++ {
			a, b := round[t][0], round[t][1]
			if a == 0 || b == 0 {
				continue
			}
			k := [2]int{min(a, b), max(a, b)}
			met[k]++
			most = max(most, met[k])
		}
	}
	return most
}

// homes returns the direction each contestant sits in most often (0 NS,
// 1 EW, by the cards held; NS on a tie).
func homes(m *movement.Movement) []int {
	n := make([][2]int, m.Contestants+1)
	for _, p := range m.Play {
		for i, c := range p.Seats {
			if c < 1 || c > m.Contestants {
				continue
			}
			d := i
			if p.Switched {
				d = 1 - i
			}
			n[c][d]++
		}
	}
	out := make([]int, m.Contestants+1)
	for c := range out {
		if n[c][1] > n[c][0] {
			out[c] = 1
		}
	}
	return out
}

// step is the table part of a move from table from to table to among n
// tables: "=", "+", "-", or "+k"/"-k" for the shorter way round (up on a
// tie).
func step(from, to, n int) string {
	d := ((to-from)%n + n) % n
	switch {
	case d == 0:
		return "="
	case d == 1:
		return "+"
	case d == n-1:
		return "-"
	case d <= n/2:
		return "+" + strconv.Itoa(d)
	}
	return "-" + strconv.Itoa(n-d)
}

// code joins the entries of a code: one entry when they are all the same
// (or there are none: a one-round movement, for which empty is given).
func code(entries []string, empty string) string {
	if len(entries) == 0 {
		return empty
	}
	for _, e := range entries[1:] {
		if e != entries[0] {
			return strings.Join(entries, " ")
		}
	}
	return entries[0]
}
