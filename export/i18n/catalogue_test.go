package i18n

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/movegen/movegen/movement"
)

// printerMethods are the Printer methods that take a catalogue key, with
// the position of the key among their arguments.
var printerMethods = map[string]int{"T": 0, "Sprintf": 0, "Errorf": 0, "Fprintf": 1, "Message": 0}

// key is a catalogue key found in the source, with where it was found.
type key struct {
	text, pos string
}

// sourceFiles parses the non-test Go files under dirs (relative to this
// package), skipping testdata folders.
func sourceFiles(t *testing.T, dirs ...string) (*token.FileSet, []*ast.File) {
	t.Helper()
	fset := token.NewFileSet()
	var files []*ast.File
	for _, dir := range dirs {
		err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if d.IsDir() && d.Name() == "testdata" {
				return filepath.SkipDir
			}
			if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
				return nil
			}
			f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
			if err != nil {
				return err
			}
			files = append(files, f)
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	if len(files) == 0 {
		t.Fatalf("no Go files under %v", dirs)
	}
	return fset, files
}

// literal returns the value of a string literal expression.
func literal(e ast.Expr) (string, bool) {
	lit, ok := e.(*ast.BasicLit)
	if !ok || lit.Kind != token.STRING {
		return "", false
	}
	s, err := strconv.Unquote(lit.Value)
	return s, err == nil
}

// printerKeys collects every string literal passed as the key of a Printer
// method (p.T, p.Sprintf, p.Fprintf, p.Errorf, p.Message). A call on an
// imported package (fmt.Sprintf) is not a Printer call.
func printerKeys(fset *token.FileSet, files []*ast.File) []key {
	var out []key
	for _, f := range files {
		pkgs := map[string]bool{}
		for _, im := range f.Imports {
			path, _ := strconv.Unquote(im.Path.Value)
			name := path[strings.LastIndex(path, "/")+1:]
			if im.Name != nil {
				name = im.Name.Name
			}
			pkgs[name] = true
		}
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			sel, ok := call.Fun.(*ast.SelectorExpr)
			if !ok {
				return true
			}
			at, ok := printerMethods[sel.Sel.Name]
			if !ok || len(call.Args) <= at {
				return true
			}
			if id, ok := sel.X.(*ast.Ident); ok && pkgs[id.Name] {
				return true
			}
			if s, ok := literal(call.Args[at]); ok {
				out = append(out, key{s, fset.Position(call.Pos()).String()})
			}
			return true
		})
	}
	return out
}

// dataKeys collects the English sentences that libraries return as data
// for a catalogue to translate: the validator's problem formats (the
// Format field of a movement.Problem, the format argument of errf and the
// format variable), and the preferans explanations and the planner's
// option names, reasons and advice (the first argument of say in
// movement/preferans and in schedules).
func dataKeys(fset *token.FileSet, files []*ast.File) []key {
	var out []key
	add := func(e ast.Expr) {
		if s, ok := literal(e); ok {
			out = append(out, key{s, fset.Position(e.Pos()).String()})
		}
	}
	for _, f := range files {
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.KeyValueExpr:
				if id, ok := n.Key.(*ast.Ident); ok && id.Name == "Format" {
					add(n.Value)
				}
			case *ast.CallExpr:
				if id, ok := n.Fun.(*ast.Ident); ok && (id.Name == "say" || id.Name == "Say") && len(n.Args) > 0 {
					add(n.Args[0])
				}
				if sel, ok := n.Fun.(*ast.SelectorExpr); ok && sel.Sel.Name == "errf" && len(n.Args) > 1 {
					add(n.Args[1])
				}
			case *ast.AssignStmt:
				for i, l := range n.Lhs {
					if id, ok := l.(*ast.Ident); ok && id.Name == "format" && i < len(n.Rhs) {
						add(n.Rhs[i])
					}
				}
			}
			return true
		})
	}
	return out
}

// russian returns the catalogue's Russian table.
func russian() map[string]string {
	ru := map[string]string{}
	for _, table := range tables() {
		for _, m := range table {
			ru[m.Key] = m.Ru
		}
	}
	return ru
}

// checkKeys fails for every key without a Russian or a Chinese entry. A counted noun
// ("%d tables") is served by the plural forms of plural.go rather than by a
// table. Verbs are checked for the whole catalogue by
// TestTranslationsKeepVerbs.
func checkKeys(t *testing.T, keys []key) {
	t.Helper()
	ru := russian()
	for _, f := range nounForms {
		ru[countKey(f.noun)] = "(plural forms)"
	}
	zh := chinese()
	for _, f := range nounForms {
		zh[countKey(f.noun)] = zhNouns[f.noun]
	}
	for _, k := range keys {
		if _, ok := ru[k.text]; !ok {
			t.Errorf("%s: %q has no Russian translation", k.pos, k.text)
		}
		if _, ok := zh[k.text]; !ok {
			t.Errorf("%s: %q has no Chinese translation", k.pos, k.text)
		}
	}
}

// TestEveryPrinterKeyTranslated walks the source of the commands and the
// export packages: every sentence they print through the catalogue must
// have a Russian entry, or a Russian user would meet English.
func TestEveryPrinterKeyTranslated(t *testing.T) {
	fset, files := sourceFiles(t, "..", "../../cmd/movegen", "../../internal/app")
	keys := printerKeys(fset, files)
	// The walk must see the printers it is meant to guard: if it finds
	// nothing from a package, the detection is broken, not the catalogue.
	for _, want := range []string{"Verdict: %s", "Why: %s", "Table %s", "== %s =="} {
		if !slices.ContainsFunc(keys, func(k key) bool { return k.text == want }) {
			t.Errorf("the source walk missed the key %q; found %d keys", want, len(keys))
		}
	}
	checkKeys(t, keys)
}

// TestEveryDataMessageTranslated does the same for the sentences the
// libraries hand over as data: the validator's problem formats and the
// preferans generator's explanations, and the planner's option names,
// reasons and advice.
func TestEveryDataMessageTranslated(t *testing.T) {
	fset, files := sourceFiles(t, "../../movement/validate.go", "../../movement/session.go", "../../movement/text.go", "../../movement/preferans", "../../movement/mitchell", "../../movement/howell", "../../movement/simulate", "../../schedules", "../../movement/whist/generate.go", "../../movement/pairswhist", "../../internal/app", "../../movement/score")
	keys := dataKeys(fset, files)
	for _, want := range []string{"table %d is idle in round %s", "round %d: contestant %s is seated at table %d, seat %s, and already at table %d", "%d tables of %s", "four",
		"Mitchell, %d tables", "%s, missing pair", "Boards: %s of %s.", "as given", "Complete Howell: every two pairs meet once and are compared on the same number of boards.", "Left out %d options with %s.", "no movement fits: %s; what would work: %s", "%dh %02dm"} {
		if !slices.ContainsFunc(keys, func(k key) bool { return k.text == want }) {
			t.Errorf("the source walk missed the format %q; found %d", want, len(keys))
		}
	}
	checkKeys(t, keys)
}

// TestEverySeatingMessageTranslated does the same for the seating
// planner's sentences (the first argument of its say): bound statements,
// method names and the reasons for a default number of rounds, which
// "movegen seating" and the preferans fallback print through the catalogue.
func TestEverySeatingMessageTranslated(t *testing.T) {
	fset, files := sourceFiles(t, "../../movement/seating")
	keys := dataKeys(fset, files)
	for _, want := range []string{"tabu search", "cyclic design over %s", "%#d meetings among %#d pairs", "the social-golfer bound of %d rounds without a repeat meeting"} {
		if !slices.ContainsFunc(keys, func(k key) bool { return k.text == want }) {
			t.Errorf("the source walk missed the format %q; found %d", want, len(keys))
		}
	}
	checkKeys(t, keys)
}

// TestDataWordsTranslated covers the keys printed from data rather than
// literals (p.T(string(verdict)) and the like): every value the core can
// hand to the printer has a Russian entry.
func TestDataWordsTranslated(t *testing.T) {
	var words []key
	for _, s := range []string{
		string(movement.Pairs), string(movement.Individual),
		string(movement.Bridge), string(movement.Preferans),
		string(movement.Perfect), string(movement.Valid), string(movement.Invalid),
		string(movement.Error), string(movement.Note),
		string(movement.PropNoRepeatSets), string(movement.PropEverySetOnce), string(movement.PropNoRepeatMeetings),
		string(movement.PropAllMeet), string(movement.PropEqualMeetings), string(movement.PropEqualComparisons),
		string(movement.PropEqualRests),
		string(movement.NS), string(movement.EW), string(movement.N), string(movement.E), string(movement.S), string(movement.W),
	} {
		words = append(words, key{s, "movement"})
	}
	checkKeys(t, words)
}

// TestMessageLocalizesArguments: Message translates the format and puts
// seats, kinds, games and nested messages into the language.
func TestMessageLocalizesArguments(t *testing.T) {
	tests := []struct {
		format string
		args   []any
		en, ru string
	}{
		{"seat %s is listed twice", []any{movement.W}, "seat W is listed twice", "позиция З указана дважды"},
		{"seat %s is listed twice", []any{"W"}, "seat W is listed twice", "позиция W указана дважды"}, // a plain string is not a seat
		{"preferans is played by individuals, not %s", []any{movement.Pairs}, "preferans is played by individuals, not pairs", "преферанс — личное соревнование, а не парный"},
		{"%s, %d rounds", []any{movement.Say("%d tables of %s", 7, movement.Say("four")), 7}, "7 tables of four, 7 rounds", "7 столов по четыре игрока, 7 туров"},
		{"%s, %d rounds", []any{movement.Say("%d tables of %s", 1, movement.Say("four")), 21}, "1 table of four, 21 rounds", "1 стол по четыре игрока, 21 тур"},
		{"deal %d by %s", []any{2, movement.E}, "deal 2 by E", "сдача 2 — сдаёт В"},
		// Contestant labels carried as strings take Russian seat letters.
		{"contestant %s holds no seat in any round", []any{"3 NS"}, "contestant 3 NS holds no seat in any round", "участник 3 СЮ не играет ни в одном туре"},
		{"contestant %s holds no seat in any round", []any{"1E"}, "contestant 1E holds no seat in any round", "участник 1\u00a0В не играет ни в одном туре"},
		{"contestant %s holds no seat in any round", []any{"B3 EW"}, "contestant B3 EW holds no seat in any round", "участник B3 ВЗ не играет ни в одном туре"},
		{"contestant %s holds no seat in any round", []any{"13"}, "contestant 13 holds no seat in any round", "участник 13 не играет ни в одном туре"},
	}
	for _, tt := range tests {
		if got := New(English).Message(tt.format, tt.args...); got != tt.en {
			t.Errorf("en %q%v = %q, want %q", tt.format, tt.args, got, tt.en)
		}
		if got := New(Russian).Message(tt.format, tt.args...); got != tt.ru {
			t.Errorf("ru %q%v = %q, want %q", tt.format, tt.args, got, tt.ru)
		}
	}
}

// errorConstructors are the functions that build the errors a user reads,
// with the position of their format among the arguments: the commands'
// inputErrf and errorf, the .ASC reader's bad and fault, the JSON reader's
// errAt, the planner's errorf, the seating planner's fieldErr, the
// preferans generator's badRequest, and
// movement.Say wherever one of them builds a message directly.
var errorConstructors = map[string]int{"inputErrf": 0, "errorf": 0, "bad": 1, "fault": 0, "errAt": 2, "Say": 0, "fieldErr": 1, "badRequest": 0, "refuse": 1}

// errorKeys collects the literal formats passed to the error constructors.
// A %w is read as %v, as the commands do when they translate an error.
func errorKeys(fset *token.FileSet, files []*ast.File) []key {
	var out []key
	for _, f := range files {
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			var name string
			switch fn := call.Fun.(type) {
			case *ast.Ident:
				name = fn.Name
			case *ast.SelectorExpr:
				name = fn.Sel.Name
			}
			at, ok := errorConstructors[name]
			if !ok || len(call.Args) <= at {
				return true
			}
			if s, ok := literal(call.Args[at]); ok {
				out = append(out, key{strings.ReplaceAll(s, "%w", "%v"), fset.Position(call.Pos()).String()})
			}
			return true
		})
	}
	return out
}

// TestEveryErrorTranslated: every error message the commands and the
// readers build from a literal format has a Russian entry, so that
// "movegen --lang ru" never prints an English sentence of its own.
func TestEveryErrorTranslated(t *testing.T) {
	fset, files := sourceFiles(t, "../../cmd/movegen", "../ascfile", "../jsonfile", "../ebufile", "../kbsfile", "../scorerfile", "../formats", "../resultsfile", "../../schedules/config.go", "../../schedules/plan.go", "../../movement/seating/problem.go", "../../movement/seating/errors.go", "../../movement/preferans/generate.go", "../../movement/preferans/build.go")
	keys := errorKeys(fset, files)
	for _, want := range []string{
		"unknown flag %s", // inputErrf
		"round %d has %d numbers, want %d (%d tables × %d)", // ascfile bad
		"%q: not a number",                     // ascfile fault
		"unknown field (this reader knows %s)", // jsonfile errAt
		"%s:%d: %s",                            // ascfile.Error.Text
		"%s: %v",                               // %w read as %v
		"%s cannot hold the movement %q: %s",   // scorerfile.CannotWrite
		"the rounds key is missing",            // kbsfile
	} {
		if !slices.ContainsFunc(keys, func(k key) bool { return k.text == want }) {
			t.Errorf("the source walk missed the error format %q; found %d", want, len(keys))
		}
	}
	checkKeys(t, keys)
}
