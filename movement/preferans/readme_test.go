package preferans

import (
	"fmt"
	"os"
	"regexp"
	"strings"
	"testing"
)

// readmeTable is the README's table of which table counts are perfect,
// between its markers.
var readmeTable = regexp.MustCompile(`(?s)<!-- perfect-counts -->\n(.*?)<!-- /perfect-counts -->`)

// perfectTable builds the table from what Generate's auto choice does for
// every table count from 2 to 40: which construction is perfect, and where
// none is known whether perfect is impossible (the search's bound) or
// merely unknown.
func perfectTable() string {
	var b strings.Builder
	b.WriteString("| tables of | rotation (book) | field GF(q) | orthogonal Latin squares | perfect impossible | perfect unknown |\n")
	b.WriteString("|---|---|---|---|---|---|\n")
	for _, k := range []int{4, 3} {
		cols := make([][]int, 5)
		for t := 2; t <= 40; t++ {
			switch {
			case rotationWorks(t, k):
				cols[0] = append(cols[0], t)
			case fieldWorks(t, k):
				cols[1] = append(cols[1], t)
			case molsWorks(t, k):
				cols[2] = append(cols[2], t)
			default:
				if bound, _ := searchBound(t, k); bound > 0 {
					cols[3] = append(cols[3], t)
				} else {
					cols[4] = append(cols[4], t)
				}
			}
		}
		fmt.Fprintf(&b, "| %s |", sizeText(k))
		for _, c := range cols {
			fmt.Fprintf(&b, " %s |", ranges(c))
		}
		b.WriteString("\n")
	}
	return b.String()
}

// ranges writes 5, 7, 8, 9, 11 as "5, 7–9, 11".
func ranges(xs []int) string {
	if len(xs) == 0 {
		return "—"
	}
	var parts []string
	for i := 0; i < len(xs); {
		j := i
		for j+1 < len(xs) && xs[j+1] == xs[j]+1 {
			j++
		}
		switch {
		case j == i:
			parts = append(parts, fmt.Sprint(xs[i]))
		case j == i+1:
			parts = append(parts, fmt.Sprint(xs[i]), fmt.Sprint(xs[j]))
		default:
			parts = append(parts, fmt.Sprintf("%d–%d", xs[i], xs[j]))
		}
		i = j + 1
	}
	return strings.Join(parts, ", ")
}

// TestReadmePerfectTable fails when the README's table of perfect counts
// drifts from the code; go test -update rewrites it.
func TestReadmePerfectTable(t *testing.T) {
	const path = "../../README.md"
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	m := readmeTable.FindSubmatchIndex(data)
	if m == nil {
		t.Fatal("README.md has no <!-- perfect-counts --> table")
	}
	want := perfectTable()
	if got := string(data[m[2]:m[3]]); got != want {
		if !*update {
			t.Fatalf("README's table of perfect counts differs from the code; run go test -update\ngot:\n%s\nwant:\n%s", got, want)
		}
		out := string(data[:m[2]]) + want + string(data[m[3]:])
		if err := os.WriteFile(path, []byte(out), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}
