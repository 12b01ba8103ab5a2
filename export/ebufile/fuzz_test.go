package ebufile

import (
	"bytes"
	"errors"
	"reflect"
	"testing"

	"github.com/movegen/movegen/export/scorerfile"
	"github.com/movegen/movegen/movement"
)

// FuzzReadEBU checks that Read never panics, that every fault is a
// *scorerfile.ParseError naming the file, and that whatever it reads and
// Marshal can hold survives a write and a second read unchanged.
func FuzzReadEBU(f *testing.F) {
	f.Add([]byte(camrose))
	f.Add([]byte(flowerShaped))
	f.Add([]byte("Two tables\n0,2,4,2,1,2\n1,2,1\n3,4,2\n"))
	f.Add([]byte("Sw\n2,3,9,3,3,0\n1,4,1, 5,1,2, 1,6,3\n2,5,2, 2,4,3, 6,2,1\n3,6,3, 3,5,1, 3,4,2\n"))
	f.Add([]byte("Ind\n3,2,8,2,4,8\n1,2,3,4,1\n5,6,7,8,2\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		es, err := Read(bytes.NewReader(data), "fuzz.txt")
		if err != nil {
			var pe *scorerfile.ParseError
			if !errors.As(err, &pe) || pe.File != "fuzz.txt" {
				t.Fatalf("error %T %v is not a ParseError naming the file", err, err)
			}
			return
		}
		for _, e := range es {
			var out []byte
			switch {
			case e.Movement != nil:
				if out, err = Marshal(e.Movement); err != nil {
					continue // a movement Read passes on that the format cannot hold (an idle table)
				}
			case e.Teams != nil:
				if out, err = e.Teams.Marshal(); err != nil {
					t.Fatalf("teams read but not written: %v", err)
				}
			default:
				continue
			}
			again, err := Read(bytes.NewReader(out), "fuzz.txt")
			if err != nil {
				t.Fatalf("our own output: %v\n%s", err, out)
			}
			if e.Teams != nil {
				want := *e.Teams
				want.Name = title(want.Name) // the title line written for it
				if !reflect.DeepEqual(again[0].Teams, &want) {
					t.Fatalf("teams changed by a write and a read:\n%s", out)
				}
			}
			if e.Teams != nil {
				teamsIntoModel(t, e.Teams)
			}
			if e.Movement != nil {
				out2, err := Marshal(again[0].Movement)
				if err != nil || !bytes.Equal(out, out2) {
					t.Fatalf("second write differs (%v):\n%s\n%s", err, out, out2)
				}
			}
		}
	})
}

// teamsIntoModel checks that a teams movement read goes into movegen's
// model without a panic and, when it keeps the rules of teams play, comes
// back out of the model and into it again with the same play.
func teamsIntoModel(t *testing.T, tm *Teams) {
	t.Helper()
	m, err := tm.Movement(movement.BoardsExchange)
	if err != nil || len(movement.Validate(m).Errors()) > 0 {
		return
	}
	back, err := TeamsFromMovement(m, tm.Type)
	if err != nil {
		t.Fatalf("a valid teams movement of the model is not written back: %v", err)
	}
	m2, err := back.Movement(movement.BoardsExchange)
	if err != nil {
		t.Fatal(err)
	}
	// The play is the same; the count of teams may shrink, as a team named
	// only in a sit-out triple ("7,0,0") plays nowhere.
	if !reflect.DeepEqual(m.Play, m2.Play) {
		t.Fatalf("the model's teams movement changed through the file:\n%+v\n%+v", m.Play, m2.Play)
	}
}
