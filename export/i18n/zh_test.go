package i18n

import (
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// TestEveryKeyHasChinese: every message of the catalogue has a Chinese
// translation, every table of the catalogue has its Chinese table of the
// same name, and no Chinese entry is left over from a key that no longer
// exists. A key added on another branch fails here until it is
// translated in the zh_*.go file of its table.
func TestEveryKeyHasChinese(t *testing.T) {
	zh := chinese()
	keys := map[string]bool{}
	var names, zhNames []string
	for _, nt := range catalogue() {
		names = append(names, nt.name)
		for _, m := range nt.messages {
			keys[m.Key] = true
			if v, ok := zh[m.Key]; !ok {
				t.Errorf("table %s: %q has no Chinese translation", nt.name, m.Key)
			} else if v == "" {
				t.Errorf("table %s: %q has an empty Chinese translation", nt.name, m.Key)
			}
		}
	}
	for _, zt := range zhCatalogue() {
		zhNames = append(zhNames, zt.name)
		for k := range zt.messages {
			if !keys[k] {
				t.Errorf("zh table %s: %q is not a key of the catalogue", zt.name, k)
			}
		}
	}
	if !slices.Equal(names, zhNames) {
		t.Errorf("the Chinese tables %v do not follow the catalogue's tables %v", zhNames, names)
	}
	if len(keys) < 1000 {
		t.Errorf("only %d keys: the catalogue walk is broken", len(keys))
	}
}

// TestChineseNoConflicts: a key translated in two Chinese tables (a word
// used by two packages) has one translation.
func TestChineseNoConflicts(t *testing.T) {
	seen := map[string]string{}
	for _, zt := range zhCatalogue() {
		for k, v := range zt.messages {
			if prev, ok := seen[k]; ok && prev != v {
				t.Errorf("%q translated twice: %q and %q", k, prev, v)
			}
			seen[k] = v
		}
	}
}

// argVerbs returns, for each argument a format uses (1-based, explicit
// indexes such as %[2]d followed), the verb letter it is printed with.
// Flags, width and precision may differ between languages; the verb may
// not.
func argVerbs(format string) (map[int]string, bool) {
	out := map[int]string{}
	arg := 0
	for i := 0; i < len(format); i++ {
		if format[i] != '%' {
			continue
		}
		i++
		if i < len(format) && format[i] == '%' {
			continue
		}
		for i < len(format) && strings.IndexByte("+-# 0123456789.[]", format[i]) >= 0 {
			if format[i] == '[' {
				j := strings.IndexByte(format[i:], ']')
				if j < 0 {
					return nil, false
				}
				n, err := strconv.Atoi(format[i+1 : i+j])
				if err != nil {
					return nil, false
				}
				arg = n - 1
				i += j
			}
			i++
		}
		if i >= len(format) {
			return nil, false
		}
		arg++
		v := string(format[i])
		if prev, ok := out[arg]; ok && prev != v {
			return nil, false
		}
		out[arg] = v
	}
	return out, true
}

// TestChineseKeepsVerbs: every Chinese translation prints each argument
// of its key with the key's verb, none dropped and none added, so that no
// translation prints %!d(MISSING) or loses a number; the order may differ
// (explicit argument indexes), as Chinese word order asks.
func TestChineseKeepsVerbs(t *testing.T) {
	for _, zt := range zhCatalogue() {
		for k, v := range zt.messages {
			en, ok1 := argVerbs(k)
			zh, ok2 := argVerbs(v)
			if !ok1 || !ok2 || len(en) != len(zh) {
				t.Errorf("%q → %q: arguments %v, want %v", k, v, zh, en)
				continue
			}
			for i, verb := range en {
				if zh[i] != verb {
					t.Errorf("%q → %q: argument %d printed with %%%s, want %%%s", k, v, i, zh[i], verb)
				}
			}
		}
	}
}

// TestChineseHasNoEnglish: no Chinese translation keeps an English word,
// beyond the codes, names and values of ChineseAllowed.
func TestChineseHasNoEnglish(t *testing.T) {
	var words []string
	for _, zt := range zhCatalogue() {
		for k, v := range zt.messages {
			text := zhCodes.ReplaceAllString(v, " ")
			for _, w := range latinWord.FindAllString(text, -1) {
				if !ChineseAllowed[w] && !ChineseAllowed[strings.TrimSuffix(w, "_")] {
					t.Errorf("%q → %q: English word %q", k, v, w)
					words = append(words, w)
				}
			}
		}
	}
	sort.Strings(words)
	if len(words) > 0 {
		t.Logf("words: %v", slices.Compact(words))
	}
}

// TestChinesePrinter: the printer speaks Chinese: words, counts, seats,
// contestant labels in sentences, numbers.
func TestChinesePrinter(t *testing.T) {
	p := New(Chinese)
	if p.Lang() != Chinese || !Supported("zh") {
		t.Fatal("zh is not supported")
	}
	tests := []struct{ got, want string }{
		{p.Sprintf("round %d", 3), "第3轮"},
		{p.Count(26, Boards), "26副牌"},
		{p.Count(1, Tables), "1桌"},
		{p.Count(7, Rounds), "7轮"},
		{p.Seat("N"), "北"},
		{p.Seat("EW"), "东西"},
		{p.Message("contestant %s holds no seat in any round", "3 NS"), "参赛者 3 南北 在任何一轮都没有座位"},
		{p.Message("contestant %s holds no seat in any round", "1E"), "参赛者 1\u00a0东 在任何一轮都没有座位"},
		{p.Sprintf("balance index: %.2f of 100", 77.25), "均衡指数：77.25（满分100）"},
		{p.MovementName("Mitchell, 7 tables, relay and bye stand"), "米切尔，7桌，共用牌和牌架"},
		{p.Sprintf("%d tables of %s", 7, p.T("four")), "7桌，每桌四人"},
		{p.Sprintf("--tables %d: want 3 to 100", 100000), "--tables 100000: want 3 to 100"},
	}
	for _, tt := range tests {
		if tt.got != tt.want {
			t.Errorf("got %q, want %q", tt.got, tt.want)
		}
	}
}
