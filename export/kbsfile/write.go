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
	case len(m.Sections) > 0:
		return nil, refuse(movement.Say("%d sections: a KBS movement is one section; write each section's movement on its own", len(m.Sections)))
	case m.Tables < 1 || m.Rounds < 1 || m.Sets < 1 || m.BoardsPerSet < 1:
		return nil, refuse(movement.Say("%d tables, %d rounds, %d sets, %d boards per set: each must be at least 1", m.Tables, m.Rounds, m.Sets, m.BoardsPerSet))
	case m.Tables > MaxTables || m.Rounds > MaxRounds || m.Sets > MaxSets || m.BoardsPerSet > MaxBoardsPerSet:
		return nil, refuse(movement.Say("beyond movegen's limits"))
	case m.Contestants != 2*m.Tables:
		return nil, refuse(movement.Say("%d pairs at %d tables: KBS seats a pair in every seat of every table in every round (a missing pair is chosen when the session is scored), so it needs %d pairs", m.Contestants, m.Tables, 2*m.Tables))
	}
	if why, ok := movement.TextFault(m.Name); !ok {
		return nil, refuse(why)
	}
	T, R, S := m.Tables, m.Rounds, m.Sets
	// seat[r][c] is where contestant c sits in round r: table and 0 for
	// NS, 1 for EW, by the cards held.
	type pos struct{ table, dir int }
	where := make([][]pos, R+1)
	grid := make([][]*movement.Play, R+1) // grid[r][t]
	for r := 1; r <= R; r++ {
		where[r] = make([]pos, m.Contestants+1)
		grid[r] = make([]*movement.Play, T+1)
	}
	for i := range m.Play {
		p := &m.Play[i]
		switch {
		case p.Round < 1 || p.Round > R || p.Table < 1 || p.Table > T:
			return nil, refuse(movement.Say("a play at round %d, table %d is outside %d rounds and %d tables", p.Round, p.Table, R, T))
		case grid[p.Round][p.Table] != nil:
			return nil, refuse(movement.Say("round %d, table %d is listed twice", p.Round, p.Table))
		case p.Set < 1 || p.Set > S:
			return nil, refuse(movement.Say("round %d, table %d: set %d outside 1 to %d", p.Round, p.Table, p.Set, S))
		case len(p.Seats) != 2:
			return nil, refuse(movement.Say("round %d, table %d holds %d seats, want 2", p.Round, p.Table, len(p.Seats)))
		}
		grid[p.Round][p.Table] = p
		for i, c := range p.Seats {
			if c == 0 {
				return nil, refuse(movement.Say("an empty seat (a phantom) at table %d in round %d: KBS seats a pair in every seat; write the movement for the whole field and take the missing pair out in KBS when scoring", p.Table, p.Round))
			}
			if c < 0 || c > m.Contestants {
				return nil, refuse(movement.Say("round %d, table %d: contestant %d outside 1 to %d", p.Round, p.Table, c, m.Contestants))
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
	home := homes(m)
	for r := 1; r <= R; r++ {
		var idle, out []int
		for t := 1; t <= T; t++ {
			if grid[r][t] == nil {
				idle = append(idle, t)
			}
		}
		for c := 1; c <= m.Contestants; c++ {
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
		for c := 1; c <= m.Contestants; c++ {
			w := where[r][c]
			who[r][w.table][w.dir] = c
		}
	}
	// The tables that hold a set: the lowest-numbered table playing each
	// set; the others share it. KBS keeps them the same all session.
	holds := make([][]int, R+1)   // holds[r][t]: the set table t holds, 0 if it shares
	sharing := make([][]int, R+1) // sharing[r][t]: the table whose set t shares
	holder := make([][]int, R+1)  // holder[r][s]: the table holding set s, 0 if unplayed
	for r := 1; r <= R; r++ {
		holds[r], sharing[r], holder[r] = make([]int, T+1), make([]int, T+1), make([]int, S+1)
		for t := 1; t <= T; t++ {
			if grid[r][t] == nil {
				continue // a sit-out table: no set, no share
			}
			s := grid[r][t].Set
			if holder[r][s] == 0 {
				holder[r][s] = t
				holds[r][t] = s
			} else {
				sharing[r][t] = holder[r][s]
			}
		}
		for t := 1; t <= T; t++ {
			if (holds[r][t] == 0) != (holds[1][t] == 0) {
				return nil, refuse(movement.Say("table %d shares a set in round %d but not in round 1 (or the reverse): KBS keeps the tables that hold sets the same all session", t, r))
			}
		}
	}
	// The relays: the sets not played in a round, in set order.
	relayOf := make([][]int, R+1) // relayOf[r][s]: the relay holding set s, 0 if played
	relays := -1
	for r := 1; r <= R; r++ {
		relayOf[r] = make([]int, S+1)
		k := 0
		for s := 1; s <= S; s++ {
			if holder[r][s] == 0 {
				k++
				relayOf[r][s] = k
			}
		}
		if relays == -1 {
			relays = k
		}
	}
	var b bytes.Buffer
	b.WriteString(m.Name + "\n")
	b.WriteString("Written by movegen.\n")
	b.WriteString("DESCEND\n")
	fmt.Fprintf(&b, "id=%d\nrounds=%d\nbpr=%d\n", ID(T), R, m.BoardsPerSet)
	// locate returns the code entry for a set that is at a table or relay
	// in round r and goes to its place in round r+1.
	setTo := func(fromTable int, s, r int) string {
		if u := holder[r+1][s]; u != 0 {
			if fromTable != 0 {
				return "T" + step(fromTable, u, T)
			}
			return "T" + strconv.Itoa(u)
		}
		return "R" + strconv.Itoa(relayOf[r+1][s])
	}
	dirLetter := [2]string{"N", "E"}
	for t := 1; t <= T; t++ {
		fmt.Fprintf(&b, "\nTable=%d\n", t)
		fmt.Fprintf(&b, "ns=%d\new=%d\nboard=%d\n", who[1][t][0], who[1][t][1], holds[1][t])
		if sharing[1][t] != 0 {
			fmt.Fprintf(&b, "share=%d\n", sharing[1][t])
		}
		var boardCode, shareCode []string
		var pairCode [2][]string
		for r := 1; r < R; r++ {
			if s := holds[r][t]; s != 0 {
				boardCode = append(boardCode, setTo(t, s, r))
			} else {
				boardCode = append(boardCode, "T=")
				shareCode = append(shareCode, strconv.Itoa(sharing[r+1][t]))
			}
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
		for s := 1; s <= S; s++ {
			if relayOf[1][s] == k {
				first = s
			}
		}
		for r := 1; r < R; r++ {
			s := 0
			for x := 1; x <= S; x++ {
				if relayOf[r][x] == k {
					s = x
				}
			}
			if s == 0 {
				return nil, refuse(movement.Say("relay %d would stand empty in round %d: KBS keeps a set on every relay", k, r))
			}
			entries = append(entries, setTo(0, s, r))
		}
		fmt.Fprintf(&b, "board=%d\nboardcode=%s\n", first, code(entries, "R"+strconv.Itoa(k)))
	}
	return b.Bytes(), nil
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
