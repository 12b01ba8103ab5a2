package i18n

import (
	"fmt"
	"regexp"
	"slices"
	"testing"
)

// verbs matches fmt verbs (with flags, width and precision) and %%.
var verbs = regexp.MustCompile(`%[-+# 0]*[0-9]*(\.[0-9]+)?[a-zA-Z%]`)

// TestTranslationsKeepVerbs: every Russian string takes the same arguments,
// in the same order, as its English key, so no translation can print
// %!d(MISSING) or drop a number.
func TestTranslationsKeepVerbs(t *testing.T) {
	for _, table := range tables() {
		for _, m := range table {
			en, ru := verbs.FindAllString(m.Key, -1), verbs.FindAllString(m.Ru, -1)
			if !slices.Equal(en, ru) {
				t.Errorf("%q → %q: verbs %v, want %v", m.Key, m.Ru, ru, en)
			}
			if m.Ru == "" {
				t.Errorf("%q has an empty translation", m.Key)
			}
		}
	}
}

func TestNoDuplicateKeys(t *testing.T) {
	seen := map[string]string{}
	for _, table := range tables() {
		for _, m := range table {
			if prev, ok := seen[m.Key]; ok && prev != m.Ru {
				t.Errorf("%q translated twice: %q and %q", m.Key, prev, m.Ru)
			}
			seen[m.Key] = m.Ru
		}
	}
}

func TestPrinter(t *testing.T) {
	tests := []struct {
		lang, want string
	}{
		{"en", "round 3"},
		{"ru", "тур 3"},
		{"de", "round 3"}, // unsupported: English
	}
	for _, tt := range tests {
		p := New(tt.lang)
		if got := p.Sprintf("round %d", 3); got != tt.want {
			t.Errorf("New(%q).Sprintf = %q, want %q", tt.lang, got, tt.want)
		}
	}
	if got := New("ru").T("no such message"); got != "no such message" {
		t.Errorf("missing translation gave %q, want the English key", got)
	}
	if New("xx").Lang() != English || !Supported("ru") || Supported("fr") {
		t.Error("language support is wrong")
	}
	if err := New("ru").Errorf("table %d", 2); err.Error() != "стол 2" {
		t.Errorf("Errorf = %q", err)
	}
}

// Russian numbers use a decimal comma; Chinese a decimal point.
func ExamplePrinter_Sprintf() {
	for _, lang := range Langs() {
		p := New(lang)
		fmt.Println(p.Sprintf("balance index: %.2f of 100", 77.25))
	}
	// Output:
	// balance index: 77.25 of 100
	// индекс баланса: 77,25 из 100
	// 均衡指数：77.25（满分100）
}
