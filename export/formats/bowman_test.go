package formats

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"github.com/movegen/movegen/export/cards"
	"github.com/movegen/movegen/export/ebufile"
	"github.com/movegen/movegen/export/scorerfile"
	"github.com/movegen/movegen/movement"
)

// bowmanKBS is a KBS file of our own in the shape of KBS's 9½-table
// Bowman (T10Bow): the last table holds no set and shares none, so its
// pairs sit out, and its NS pair (3) never leaves it: it is the half
// table's missing pair, which KBS takes out when scoring. Two tables and
// the half table, EW pairs 11–13 moving up one table a round, set 3 on a
// relay.
const bowmanKBS = `2½ tables, Bowman shape
DESCEND
id=300
rounds=3
bpr=2

Table=1
ns=1
ew=11
board=1
boardcode=R1
nscode=N=
ewcode=E+

Table=2
ns=2
ew=12
board=2
boardcode=T-
nscode=N=
ewcode=E+

Table=3
ns=3
ew=13
board=0
boardcode=0
nscode=N=
ewcode=E+

Relay=1
board=3
boardcode=T2
`

// TestBowmanShapeKBS: a standard movement KBS ships with a half table is
// read as a valid movement with the sit-out pair as a sit-out, gets its
// cards, and is written to EBUScore with the missing pair in the header
// and the sit-out against it; the numbers stay the file's.
func TestBowmanShapeKBS(t *testing.T) {
	ns, err := ReadAll(context.Background(), strings.NewReader(bowmanKBS), "T3Bow", Options{})
	if err != nil {
		t.Fatal(err)
	}
	m := ns[0].Movement
	if m.Contestants != 5 {
		t.Fatalf("%d contestants, want 5 (pair 3 is the missing pair)", m.Contestants)
	}
	if errs := movement.Validate(m).Errors(); len(errs) > 0 {
		t.Fatalf("invalid: %v", errs)
	}
	if _, err := cards.Build(m); err != nil {
		t.Fatalf("cards: %v", err)
	}
	want := []int{1, 2, 11, 12, 13}
	for i, n := range scorerfile.Numbers(m) {
		if n.N != want[i] {
			t.Errorf("contestant %d is %d on the cards, want the file's %d", i+1, n.N, want[i])
		}
	}
	b, err := Marshal(EBU, m)
	if err != nil {
		t.Fatal(err)
	}
	// Header: type 1 (every pair keeps its line), the missing pair 14
	// (one above the largest number); table 3 seats the pair sitting out
	// against it, set 0.
	if !strings.Contains(string(b), "1,3,6,2,3,14\n") || !strings.Contains(string(b), "\n14,13,0, 14,12,0, 14,11,0\n") {
		t.Errorf("EBUScore file:\n%s", b)
	}
	es, err := ebufile.Read(bytes.NewReader(b), "bow.txt")
	if err != nil {
		t.Fatal(err)
	}
	back := es[0].Movement
	if got, want := held(EBU, back), held(EBU, m); got.Contestants != want.Contestants || len(got.Play) != len(want.Play) {
		t.Errorf("read back %+v, want %+v", got, want)
	}
	for i, n := range scorerfile.Numbers(back) {
		if n.N != want[i] {
			t.Errorf("read back: contestant %d is %d, want %d", i+1, n.N, want[i])
		}
	}
	// And back to KBS: the missing pair is a pair of its own again.
	k, err := Marshal(KBS, m)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(k), "Pair 3 is the missing pair") {
		t.Errorf("KBS file:\n%s", k)
	}
}
