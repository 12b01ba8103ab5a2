package formats

import (
	"bytes"
	"encoding/csv"
	"errors"
	"strconv"
	"strings"
	"testing"

	"github.com/movegen/movegen/export/csvfile"
	"github.com/movegen/movegen/export/scorerfile"
	"github.com/movegen/movegen/movement"
)

// TestRoundTableNumbers: for every pairs movement of the corpus (and its
// Mitchells with the EW pairs numbered apart), the Bridgemate round table
// and Magic Contest's simple movement name every seated pair by the
// number its cards print, or refuse with a sentence (a CannotWrite).
func TestRoundTableNumbers(t *testing.T) {
	written, refused := 0, 0
	for _, m0 := range corpus(t) {
		if m0.Kind != movement.Pairs {
			continue
		}
		ms := []*movement.Movement{m0}
		if a := apart(KBS, m0); a != nil {
			ms = append(ms, a)
		}
		for _, m := range ms {
			nums := scorerfile.Numbers(m)
			for _, layout := range []csvfile.Layout{csvfile.Bridgemate, csvfile.Magic} {
				var b bytes.Buffer
				err := csvfile.Write(&b, m, layout)
				var cw *scorerfile.CannotWrite
				switch {
				case errors.As(err, &cw):
					refused++
					continue
				case err != nil:
					t.Errorf("%s, %s: %v (not a refusal with a sentence)", layout, m.Name, err)
					continue
				}
				written++
				var rows [][]string
				if layout == csvfile.Magic {
					for _, l := range strings.Split(strings.TrimSuffix(b.String(), "\r\n"), "\r\n") {
						rows = append(rows, append([]string{""}, strings.Split(l, "\t")...))
					}
				} else {
					recs, err := csv.NewReader(&b).ReadAll()
					if err != nil {
						t.Fatal(err)
					}
					rows = recs[1:]
				}
				grid := m.Grid()
				i := 0
				for r := range grid {
					for _, p := range grid[r] {
						row := rows[i]
						i++
						if p == nil {
							continue
						}
						a, c := p.Seats[0], p.Seats[1]
						if p.Switched {
							a, c = c, a
						}
						for k, x := range []int{a, c} {
							want := "0"
							if x != 0 {
								want = strconv.Itoa(nums[x-1].N)
							}
							if row[3+k] != want {
								t.Errorf("%s, %s: round %d table %d: %s, the cards %s", layout, m.Name, p.Round, p.Table, row[3+k], want)
							}
						}
					}
				}
			}
		}
	}
	t.Logf("round table and Magic Contest: %d written with the cards' numbers, %d refused", written, refused)
	if written < 100 {
		t.Errorf("only %d written", written)
	}
}
