package schedules

import (
	"context"
	"fmt"
	"slices"
	"testing"

	"github.com/movegen/movegen/internal/longtest"
	"github.com/movegen/movegen/movement"
)

// TestShareBoards plans 20 to 60 pairs for 3 hours with and without
// ShareBoards and checks what sharing promises: every section option of
// the shared plan plays the same sets in every section (the boards in play
// are those of the largest section, fewer than the sections' sum), pairs
// of different sections are compared on boards (one field across the
// room: the report's NS field holds pairs of every section), and a field
// that one Mitchell would seat in time still gets section options; without
// ShareBoards no option shares.
func TestShareBoards(t *testing.T) {
	for pairs := 20; pairs <= 60; pairs++ {
		t.Run(fmt.Sprint(pairs), func(t *testing.T) {
			if pairs%5 != 0 {
				longtest.Skip(t, "every count from 20 to 60 pairs; without it every fifth")
			}
			t.Parallel()
			req := pairsRequest(pairs, 180)
			req.ShareBoards = true
			plan, err := NewPlan(context.Background(), req)
			if err != nil {
				t.Fatal(err)
			}
			sectioned := 0
			for _, o := range plan.Options {
				m := o.Movement
				if len(m.Sections) == 0 || o.Form == FormWeb || o.Form == FormWebRover || o.Form == FormTwin {
					continue // a web's or a twin's two rows are one field, not sections
				}
				sectioned++
				sizes := make([]int, len(m.Sections))
				sum := 0
				for i, s := range m.Sections {
					sizes[i] = s.Tables
					sum += s.Tables
				}
				if m.Sets != slices.Max(sizes) || m.Sets >= sum {
					t.Errorf("%s: %d sets, sections %v", o.Name, m.Sets, sizes)
				}
				if errs := movement.Validate(m).Errors(); len(errs) > 0 {
					t.Fatalf("%s: %v", o.Name, errs[0])
				}
				// NS pair 1 (section A) and the first NS pair of the last
				// section are compared on boards.
				first := 0
				for _, s := range m.Sections[:len(m.Sections)-1] {
					first += s.Tables
				}
				other := o.Movement.Grid()[0][first].Seats[0]
				if o.Report.Comparisons.At(1, other) == 0 {
					t.Errorf("%s: pairs 1 and %d (sections A and %s) are not compared", o.Name, other, m.Sections[len(m.Sections)-1].Name)
				}
			}
			if sectioned == 0 {
				t.Fatalf("no option in sections with shared boards; left out: %v", plan.LeftOut)
			}
			// Without sharing, the sections keep their own boards.
			plain, err := NewPlan(context.Background(), pairsRequest(pairs, 180))
			if err != nil {
				t.Fatal(err)
			}
			for _, o := range plain.Options {
				if m := o.Movement; len(m.Sections) > 0 && o.Form != FormWeb && o.Form != FormWebRover && m.Sets != m.Tables {
					t.Errorf("%s: %d sets at %d tables without sharing", o.Name, m.Sets, m.Tables)
				}
			}
		})
	}
}

// TestShareBoardsSmallField: a field too small for two sections, and too
// large for a barometer Howell (which shares boards from 4 to 15 pairs),
// says that no option shares boards, rather than ignoring the request.
func TestShareBoardsSmallField(t *testing.T) {
	req := pairsRequest(18, 180)
	req.ShareBoards = true
	plan, err := NewPlan(context.Background(), req)
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for _, l := range plan.LeftOut {
		if l.Format == "Shared boards (share_boards) are for sections: %s are too few for two sections of %d tables or more, so no option shares boards." {
			found = true
		}
	}
	if !found {
		t.Errorf("left out %v: no word on shared boards", plan.LeftOut)
	}
}
