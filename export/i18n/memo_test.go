package i18n

import "testing"

// TestMemoSameSentences checks that a printer's memo gives the sentence
// the catalogue makes, for the second call as for the first, in every
// language, and that it keeps no more than memoLimit sentences.
func TestMemoSameSentences(t *testing.T) {
	calls := []struct {
		format string
		args   []any
	}{
		{"Round", nil},
		{"page %d of %d", []any{3, 12}},
		{"page %d of %d", []any{12, 3}},
		{"%s (continued)", []any{"Table 3"}},
		{"%d players", []any{1}},
		{"%d players", []any{5}},
		{"%d players", []any{21}},
		{"%s next", []any{"N"}},
	}
	for _, lang := range Langs() {
		p := New(lang)
		bare := &Printer{lang: p.lang, p: p.p} // no memo
		for round := range 2 {
			for _, c := range calls {
				got, want := p.Sprintf(c.format, c.args...), bare.Sprintf(c.format, c.args...)
				if got != want {
					t.Errorf("%s, call %d: Sprintf(%q, %v) = %q, want %q", lang, round+1, c.format, c.args, got, want)
				}
				if len(c.args) == 0 {
					if got, want := p.T(c.format), bare.T(c.format); got != want {
						t.Errorf("%s: T(%q) = %q, want %q", lang, c.format, got, want)
					}
				}
			}
		}
	}
	p := New(English)
	for i := range memoLimit + 10 {
		if got, want := p.Sprintf("page %d of %d", i, 1), p.p.Sprintf("page %d of %d", i, 1); got != want {
			t.Fatalf("page %d: %q, want %q", i, got, want)
		}
	}
	if n := len(p.memo.m); n > memoLimit {
		t.Errorf("the memo keeps %d sentences, more than %d", n, memoLimit)
	}
}

// TestMemoKeyArgs checks that the memo's key tells apart arguments that
// would print alike or run into the format.
func TestMemoKeyArgs(t *testing.T) {
	keys := map[string]string{}
	for _, c := range []struct {
		name   string
		format string
		args   []any
	}{
		{"int 1", "%v", []any{1}},
		{"string 1", "%v", []any{"1"}},
		{"ab,c", "%v%v", []any{"ab", "c"}},
		{"a,bc", "%v%v", []any{"a", "bc"}},
		{"format", "%v1", nil},
	} {
		k := string(appendKey(nil, c.format, c.args))
		if other, ok := keys[k]; ok {
			t.Errorf("%s and %s have the same key %q", c.name, other, k)
		}
		keys[k] = c.name
	}
}
