package csvfile_test

import (
	"bytes"
	"encoding/csv"
	"flag"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/movegen/movegen/export/cards/samples"
	"github.com/movegen/movegen/export/csvfile"
	"github.com/movegen/movegen/movement"
)

var update = flag.Bool("update", false, "rewrite golden files")

func golden(t *testing.T, name string, got []byte) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		os.MkdirAll("testdata", 0o755)
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update)", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s differs from the golden file; got:\n%s", name, got)
	}
}

func TestGolden(t *testing.T) {
	mit, err := samples.Mitchell(3, samples.Phantom)
	if err != nil {
		t.Fatal(err)
	}
	rest, err := samples.Rest(5, 4)
	if err != nil {
		t.Fatal(err)
	}
	for name, m := range map[string]*movement.Movement{"mitchell3-phantom.csv": mit, "rest5.csv": rest} {
		var b bytes.Buffer
		if err := csvfile.Write(&b, m); err != nil {
			t.Fatal(err)
		}
		golden(t, name, b.Bytes())
	}
}

// TestFlatRoundTrip reads the flat rows back and rebuilds every play: the
// CSV must hold the whole schedule.
func TestFlatRoundTrip(t *testing.T) {
	for _, build := range []func() (*movement.Movement, error){
		func() (*movement.Movement, error) { return samples.Mitchell(8, samples.Relay) },
		func() (*movement.Movement, error) { return samples.PreferansRotation(7) },
		func() (*movement.Movement, error) { return samples.Rest(5, 4) },
	} {
		m, err := build()
		if err != nil {
			t.Fatal(err)
		}
		var b bytes.Buffer
		if err := csvfile.WriteFlat(&b, m); err != nil {
			t.Fatal(err)
		}
		recs, err := csv.NewReader(&b).ReadAll()
		if err != nil {
			t.Fatal(err)
		}
		got := map[[3]int]int{} // round, table, seat index -> contestant
		for _, r := range recs[1:] {
			round, _ := strconv.Atoi(r[0])
			table, _ := strconv.Atoi(r[1])
			c, _ := strconv.Atoi(r[5])
			got[[3]int{round, table, m.SeatIndex(movement.Seat(r[4]))}] = c
			if r[6] != m.Label(c) {
				t.Errorf("%s: label %q for %d", m.Name, r[6], c)
			}
		}
		n := 0
		for _, p := range m.Play {
			for i, c := range p.Seats {
				if c == 0 {
					continue
				}
				n++
				if got[[3]int{p.Round, p.Table, i}] != c {
					t.Errorf("%s: round %d table %d seat %s: csv has %d, want %d", m.Name, p.Round, p.Table, m.Seats[i], got[[3]int{p.Round, p.Table, i}], c)
				}
			}
		}
		if n != len(recs)-1 {
			t.Errorf("%s: %d rows, %d occupied seats", m.Name, len(recs)-1, n)
		}
	}
}

func TestBridgemateRejectsIndividual(t *testing.T) {
	m, err := samples.PreferansRotation(5)
	if err != nil {
		t.Fatal(err)
	}
	err = csvfile.WriteBridgemate(&bytes.Buffer{}, m)
	if err == nil || !strings.Contains(err.Error(), "pairs") {
		t.Errorf("err = %v", err)
	}
}

func ExampleWriteBridgemate() {
	m, _ := samples.Mitchell(3, samples.Plain)
	_ = csvfile.WriteBridgemate(os.Stdout, m)
	// Output:
	// Section,Table,Round,NSPair,EWPair,LowBoard,HighBoard
	// 1,1,1,1,4,1,3
	// 1,2,1,2,5,4,6
	// 1,3,1,3,6,7,9
	// 1,1,2,1,6,4,6
	// 1,2,2,2,4,7,9
	// 1,3,2,3,5,1,3
	// 1,1,3,1,5,7,9
	// 1,2,3,2,6,1,3
	// 1,3,3,3,4,4,6
}
