package kbsfile

import (
	"bytes"
	"reflect"
	"strings"
	"testing"

	"github.com/movegen/movegen/export/scorerfile"
	"github.com/movegen/movegen/movement"
	"github.com/movegen/movegen/movement/howell"
	"github.com/movegen/movegen/movement/mitchell"
)

// A field one pair short of full tables is written with the missing pair
// as a pair of its own (KBS seats a pair everywhere), named in the
// description, and read back as the same movement.
func TestMissingPairRoundTrip(t *testing.T) {
	odd, err := howell.Generate(howell.Options{Pairs: 7})
	if err != nil {
		t.Fatal(err)
	}
	mit, err := mitchell.Generate(mitchell.Options{Tables: 5, Pairs: 9})
	if err != nil {
		t.Fatal(err)
	}
	mit, _ = scorerfile.NumberEWFrom(mit, 11)
	for _, tc := range []struct {
		m       *movement.Movement
		missing string
	}{{odd, "Pair 8 is the missing pair"}, {mit, "Pair 5 is the missing pair"}} {
		t.Run(tc.m.Name, func(t *testing.T) {
			b, err := Marshal(tc.m)
			if err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(string(b), tc.missing) {
				t.Errorf("the description does not say %q:\n%s", tc.missing, b)
			}
			got, err := Read(bytes.NewReader(b), "rt")
			if err != nil {
				t.Fatalf("%v\n%s", err, b)
			}
			if !reflect.DeepEqual(held(got), held(tc.m)) {
				t.Errorf("read back\n%+v\nwant\n%+v\n%s", held(got), held(tc.m), b)
			}
		})
	}
}

// Two pairs that meet twice: KBS's engine refuses the file unless its
// maxplay key allows it (docs/formats/kbs.md), so the writer gives it,
// and the reader refuses a file without it as KBS does.
func TestMaxPlay(t *testing.T) {
	// 4 pairs at 2 tables, every two pairs meeting twice in 6 rounds.
	pairings := [][4]int{{1, 2, 3, 4}, {1, 3, 2, 4}, {1, 4, 2, 3}}
	m := &movement.Movement{Name: "twice", Kind: movement.Pairs, Game: movement.Bridge, Seats: movement.PairSeats(),
		Contestants: 4, Tables: 2, Rounds: 6, Sets: 12, BoardsPerSet: 2}
	for r := 1; r <= 6; r++ {
		p := pairings[(r-1)%3]
		m.Play = append(m.Play,
			movement.Play{Round: r, Table: 1, Set: 2*r - 1, Seats: []int{p[0], p[1]}},
			movement.Play{Round: r, Table: 2, Set: 2 * r, Seats: []int{p[2], p[3]}})
	}
	if errs := movement.Validate(m).Errors(); len(errs) > 0 {
		t.Fatal(errs)
	}
	b, err := Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(b), "\nmaxplay=2\n") {
		t.Fatalf("no maxplay=2 key:\n%s", b)
	}
	got, err := Read(bytes.NewReader(b), "twice")
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(held(got), held(m)) {
		t.Errorf("read back differs:\n%s", b)
	}
	without := strings.Replace(string(b), "maxplay=2\n", "", 1)
	if _, err := Read(strings.NewReader(without), "twice"); err == nil || !strings.Contains(err.Error(), "maxplay") {
		t.Errorf("a file without maxplay in which two pairs meet twice: err %v, want KBS's refusal", err)
	}
	// A movement in which no two pairs meet twice carries no maxplay.
	once, _ := howell.Generate(howell.Options{Pairs: 8})
	b, err = Marshal(once)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(b), "maxplay") {
		t.Errorf("maxplay written for a movement in which pairs meet once")
	}
}
