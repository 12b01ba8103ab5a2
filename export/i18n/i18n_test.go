package i18n

import (
	"fmt"
	"regexp"
	"slices"
	"sync"
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

// TestPrintersShareOneCatalog: every language has its catalog, printers
// made at once in many goroutines print the same words as one made alone,
// and two printers of a language share the catalog built once.
func TestPrintersShareOneCatalog(t *testing.T) {
	for _, lang := range Langs() {
		if catalogs[lang] == nil {
			t.Fatalf("%s has no catalog", lang)
		}
		if catalogs[lang]() != catalogs[lang]() {
			t.Errorf("%s: the catalog is built twice", lang)
		}
		want := New(lang).Sprintf("%d tables", 5)
		var wg sync.WaitGroup
		got := make([]string, 8)
		for i := range got {
			wg.Add(1)
			go func() {
				defer wg.Done()
				got[i] = New(lang).Sprintf("%d tables", 5)
			}()
		}
		wg.Wait()
		for _, g := range got {
			if g != want {
				t.Errorf("%s: %q from a printer made beside others, %q alone", lang, g, want)
			}
		}
	}
}
