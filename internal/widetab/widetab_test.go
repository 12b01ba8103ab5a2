package widetab

import (
	"bytes"
	"fmt"
	"strings"
	"testing"
	"text/tabwriter"
)

// Columns line up by terminal width: each Chinese character takes two.
func TestColumnsAlign(t *testing.T) {
	var b bytes.Buffer
	w := New(&b, 0, 0, 2, ' ', 0)
	fmt.Fprint(w, "轮次\t第1桌\t第2桌\n1\t1-1 牌1-4\t2-2\n12\tab\tc\n")
	if err := w.Flush(); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimRight(b.String(), "\n"), "\n")
	want := []string{
		"轮次  第1桌      第2桌",
		"1     1-1 牌1-4  2-2",
		"12    ab         c",
	}
	for i := range want {
		if lines[i] != want[i] {
			t.Errorf("line %d = %q, want %q", i, lines[i], want[i])
		}
	}
	// The second column starts at the same terminal column on every line.
	col := func(s, cell string) int { return Width(s[:strings.Index(s, cell)]) }
	if a, c := col(lines[0], "第2桌"), col(lines[2], "c"); a != c {
		t.Errorf("column 3 at %d and %d", a, c)
	}
}

// Text without wide characters is exactly tabwriter's, written in small
// pieces or at once, and a wide character cut between writes is whole.
func TestSameAsTabwriter(t *testing.T) {
	text := "a\tbb\tccc\nдлинный\tx\t\u00a0y\n"
	var want, got bytes.Buffer
	tw := tabwriter.NewWriter(&want, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprint(tw, text)
	tw.Flush()
	w := New(&got, 0, 0, 2, ' ', tabwriter.AlignRight)
	for i := 0; i < len(text); i++ {
		w.Write([]byte{text[i]})
	}
	w.Flush()
	if got.String() != want.String() {
		t.Errorf("got %q, want %q", got.String(), want.String())
	}
	var cut bytes.Buffer
	w = New(&cut, 0, 0, 1, ' ', 0)
	s := "北\t1\n南北 3\t2\n"
	for i := 0; i < len(s); i++ {
		w.Write([]byte{s[i]})
	}
	w.Flush()
	if cut.String() != "北     1\n南北 3 2\n" {
		t.Errorf("byte by byte: %q", cut.String())
	}
}

func TestWidth(t *testing.T) {
	for s, n := range map[string]int{"": 0, "abc": 3, "第1桌": 5, "，": 2, "→": 1, "стол": 4} {
		if got := Width(s); got != n {
			t.Errorf("Width(%q) = %d, want %d", s, got, n)
		}
	}
}
