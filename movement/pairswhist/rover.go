package pairswhist

// RoverTables returns the published schedule of the whist rover for T
// tables (McKinnon, "Whist rover pairs", bridgecentral.com,
// MvtHTML/whistroverpairs.htm): the table whose NS seat the rover takes
// in rounds 2, 3, ... (it sits out round 1), for the table counts the page
// lists (6, 9, 12, 15 and 18, the multiples of 3 it calls irregular), and
// the tables it marks as a repeat against an EW pair; false for any other
// T. The 18-table schedule covers 17 rounds: the page notes that an 18th
// needs the rover to displace an NS pair a second time.
func RoverTables(T int) (tables, marked []int, ok bool) {
	switch T {
	case 6:
		return []int{1, 2, 4, 5, 6}, []int{6}, true
	case 9:
		return []int{1, 2, 3, 5, 7, 4, 9, 6}, []int{6}, true
	case 12:
		return []int{1, 2, 3, 4, 5, 6, 8, 9, 10, 11, 12}, []int{5, 12}, true
	case 15:
		return []int{1, 2, 3, 4, 5, 7, 8, 10, 11, 6, 13, 14, 9, 15}, []int{6, 9}, true
	case 18:
		return []int{1, 2, 3, 4, 5, 6, 8, 9, 10, 11, 12, 13, 14, 15, 16, 18}, []int{16}, true
	}
	return nil, nil, false
}

// RoverRule returns the rover's tables for rounds 2..T by the page's rule
// for T not a multiple of 3: table 2 in round 2 and one table up each
// round, and for an even T one table more at the EW pairs' skip (after
// round T/2); false for a multiple of 3.
func RoverRule(T int) ([]int, bool) {
	if T%3 == 0 {
		return nil, false
	}
	out := make([]int, 0, T-1)
	for r := 2; r <= T; r++ {
		t := r
		if T%2 == 0 && r > T/2 {
			t++
		}
		out = append(out, (t-1)%T+1)
	}
	return out, true
}

// roverSearchBudget bounds the search for the rover's tables at each
// number of EW repeats allowed; counts, not a clock, keep it
// deterministic.
const roverSearchBudget = 20000

// roverPath returns the table whose NS seat the rover takes in each of R
// rounds (0 in round 1), how many times it meets an EW pair again, and
// whether a path keeping it off sets it has played was found: the
// published schedule or rule for the first rounds when it reaches R
// rounds, else a bounded search.
func roverPath(T, R int) ([]int, int, bool) {
	rows := layout(T)
	full, ok := RoverRule(T)
	if !ok {
		full, _, ok = RoverTables(T)
	}
	if ok && len(full) >= R-1 {
		path := append([]int{0}, full[:R-1]...)
		return path, roverRepeats(rows, path), true
	}
	for repeats := 0; repeats < R; repeats++ {
		if path, found := searchRover(rows, T, R, repeats); found {
			return path, roverRepeats(rows, path), true
		}
	}
	return nil, 0, false
}

// roverRepeats counts the rover's meetings with an EW pair past the first.
func roverRepeats(rows [][]table, path []int) int {
	met := map[int]bool{}
	n := 0
	for k, t := range path {
		if t == 0 {
			continue
		}
		e := rows[k][t-1].ew
		if met[e] {
			n++
		}
		met[e] = true
	}
	return n
}

// searchRover looks depth first for a rover path with at most repeats
// repeated EW opponents: a different table each round, a set the rover has
// not played, new EW opponents first, one table up from the last first.
func searchRover(rows [][]table, T, R, repeats int) ([]int, bool) {
	path := make([]int, R)
	used := make([]bool, T+1)
	sets := make([]bool, T+1)
	met := make([]int, T+1)
	extra, nodes := 0, 0
	var try func(k int) bool
	try = func(k int) bool {
		if k == R {
			return true
		}
		if nodes++; nodes > roverSearchBudget {
			return false
		}
		prev := path[k-1]
		var order []int
		for pass := range 2 {
			for i := range T {
				t := (prev+i)%T + 1
				if (met[rows[k][t-1].ew] == 0) == (pass == 0) {
					order = append(order, t)
				}
			}
		}
		for _, t := range order {
			tb := rows[k][t-1]
			rep := min(met[tb.ew], 1)
			if used[t] || sets[tb.set] || extra+rep > repeats {
				continue
			}
			used[t], sets[tb.set] = true, true
			met[tb.ew]++
			extra += rep
			path[k] = t
			if try(k + 1) {
				return true
			}
			used[t], sets[tb.set] = false, false
			met[tb.ew]--
			extra -= rep
		}
		return false
	}
	return path, try(1)
}

// RoverPath returns the tables whose NS seat the rover of o takes, round
// by round (0 in round 1, when it sits out), and how many times it meets
// an EW pair again.
func RoverPath(o Options) ([]int, int, error) {
	if err := o.Check(); err != nil {
		return nil, 0, err
	}
	if !o.Rover() {
		return nil, 0, optionErr("Pairs", false, say("no rover: want %d pairs at %d tables", 2*o.Tables+1, o.Tables))
	}
	n := o.normalized()
	path, repeats, _ := roverPath(n.Tables, n.Rounds)
	return path, repeats, nil
}
