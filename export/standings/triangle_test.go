package standings

import (
	"bytes"
	"strings"
	"testing"

	_ "github.com/movegen/movegen/internal/golden"
)

// TestTriangleApply: a triangle's round as WriteRound writes it reads
// back; its halves' results, entered on the pivot's line ("first;
// second") or on the other pairs' lines, become each half's VP on the
// scale for half the boards, the pivot scoring their mean; the pivot
// meets both and counts a triangle as pivot, the odd pair one as odd; the
// standings written keep the triangle column and read back the same, and
// every pair has played one round.
func TestTriangleApply(t *testing.T) {
	t.Parallel()
	const round = `pair,vp,met,byes,triangle,opp,result
1,10,,0,,2,60%
2,10,,0,,1,
3,10,,0,,4 5,55%; 30%
4,10,,0,,3,
5,10,,0,,3,
`
	for _, tc := range []struct{ name, file string }{
		{"on the pivot's line", round},
		{"on the others' lines", strings.NewReplacer("4 5,55%; 30%", "4 5,", "4,10,,0,,3,\n", "4,10,,0,,3,45%\n", "5,10,,0,,3,\n", "5,10,,0,,3,70%\n").Replace(round)},
		{"mixed", strings.NewReplacer("4 5,55%; 30%", "4 5,; 30%", "4,10,,0,,3,", "4,10,,0,,3,45%").Replace(round)},
	} {
		f, err := ReadFile(strings.NewReader(tc.file), "t.csv")
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if all, _ := f.Played(); !all {
			t.Errorf("%s: not every result entered", tc.name)
		}
		ss, err := f.Apply(Percent, 8)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		want := []float64{22, 18, 18.5, 19, 24} // 3: (11 + 6) / 2
		for i, s := range ss {
			if s.VP != want[i] {
				t.Errorf("%s: pair %d %.2f VP, want %.2f", tc.name, s.Team, s.VP, want[i])
			}
			if s.Rounds() != 1 {
				t.Errorf("%s: pair %d has played %d rounds", tc.name, s.Team, s.Rounds())
			}
		}
		if ss[2].Pivot != 1 || ss[4].Odd != 1 || len(ss[2].Met) != 2 || ss[3].Pivot+ss[3].Odd != 0 {
			t.Errorf("%s: %+v", tc.name, ss)
		}
		var b bytes.Buffer
		if err := Write(&b, ss); err != nil {
			t.Fatal(err)
		}
		back, err := Read(&b, "back.csv")
		if err != nil {
			t.Fatal(err)
		}
		for i := range ss {
			if back[i].Pivot != ss[i].Pivot || back[i].Odd != ss[i].Odd {
				t.Errorf("%s: pair %d read back %+v, want %+v", tc.name, i+1, back[i], ss[i])
			}
		}
	}
}

// TestTriangleFaults: a triangle's file faults are named by line.
func TestTriangleFaults(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ file, want string }{
		{"pair,vp,met,opp,result\n1,0,,2,\n2,0,,1,\n3,0,,4 5,55%\n4,0,,3,\n5,0,,3,\n", "t.csv:4: result: no result for the triangle's half between pair 3 and pair 5"},
		{"pair,vp,met,opp\n1,0,,2\n2,0,,1\n3,0,,4 4\n4,0,,3\n5,0,,3\n", "t.csv:4: opp: \"4 4\" is not two other pairs' numbers"},
		{"pair,vp,met,opp\n1,0,,2\n2,0,,1\n3,0,,4 5\n4,0,,3\n5,0,,1\n", "t.csv:4: opp: team 3 plays team 5, but team 5's line says 1"},
		{"pair,vp,met,triangle\n1,0,2,pivot\n2,0,1,\n", "t.csv:2: triangle: 1 triangles as the pivot"},
		{"pair,vp,met,triangle\n1,0,2,side\n2,0,1,\n", "t.csv:2: triangle: \"side\" is not"},
	} {
		f, err := ReadFile(strings.NewReader(tc.file), "t.csv")
		if err == nil {
			_, err = f.Apply(Percent, 8)
		}
		if err == nil || !strings.HasPrefix(err.Error(), tc.want) {
			t.Errorf("%q: %v, want %q", tc.file, err, tc.want)
		}
	}
}
