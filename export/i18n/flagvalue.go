package i18n

import (
	"fmt"
	"reflect"
	"strconv"
	"strings"

	"github.com/movegen/movegen/movement"
)

// A number right after a flag's name ("--tables %d: want 3 to 100") is the
// value the user typed, so it is printed as typed: "--tables 100000", not
// the grouped "--tables 100,000" that the language's number format gives
// every other count.

// plainNumber prints an integer without digit grouping.
type plainNumber struct{ s string }

// Format writes the number's digits for any verb.
func (n plainNumber) Format(f fmt.State, _ rune) { _, _ = f.Write([]byte(n.s)) }

// flagValues returns args with every integer that format prints right
// after a flag's name ("--name %d", "--name=%v", or "%s %d" with the name
// as the string, or with a movement.Setting such as a configuration key)
// made a plainNumber; args
// itself is not changed. Formats without "--" are returned at once.
func flagValues(format string, args []any) []any {
	if len(args) == 0 || (!strings.Contains(format, "--") && !strings.Contains(format, "%s %")) {
		return args
	}
	var out []any
	arg := 0
	// prevEnd is where the last verb ended and prevFlag whether its
	// argument was a flag's name ("%s %d" with "--pairs").
	prevEnd, prevFlag := -1, false
	for i := 0; i < len(format); i++ {
		if format[i] != '%' {
			continue
		}
		start := i
		i++
		if i < len(format) && format[i] == '%' {
			continue
		}
		// Flags, width, precision and an explicit argument index.
		for i < len(format) && strings.IndexByte("+-# 0123456789.*[]", format[i]) >= 0 {
			if format[i] == '[' {
				j := strings.IndexByte(format[i:], ']')
				if j < 0 {
					return args
				}
				n, err := strconv.Atoi(format[i+1 : i+j])
				if err != nil {
					return args
				}
				arg = n - 1
				i += j
			}
			i++
		}
		if i >= len(format) {
			break
		}
		verb := format[i]
		named := afterFlag(format[:start]) || (prevFlag && prevEnd >= 0 && format[prevEnd:start] == " ")
		if (verb == 'd' || verb == 'v') && arg >= 0 && arg < len(args) && named {
			if s, ok := integer(args[arg]); ok {
				if out == nil {
					out = append([]any(nil), args...)
				}
				out[arg] = plainNumber{s}
			}
		}
		prevFlag = false
		if arg >= 0 && arg < len(args) {
			if name, ok := args[arg].(string); ok && strings.HasPrefix(name, "--") {
				prevFlag = true
			}
			if _, ok := args[arg].(movement.Setting); ok {
				prevFlag = true
			}
		}
		prevEnd = i + 1
		arg++
	}
	if out == nil {
		return args
	}
	return out
}

// afterFlag reports whether text ends with a flag's name and a space or
// an equals sign: "--tables ", "--move-minutes=".
func afterFlag(text string) bool {
	if text == "" || (text[len(text)-1] != ' ' && text[len(text)-1] != '=') {
		return false
	}
	name := text[:len(text)-1]
	i := len(name)
	for i > 0 && (name[i-1] == '-' || name[i-1] >= 'a' && name[i-1] <= 'z' || name[i-1] >= '0' && name[i-1] <= '9') {
		i--
	}
	word := name[i:]
	return strings.HasPrefix(word, "--") && len(word) > 2 && word[2] != '-' && (i == 0 || name[i-1] == ' ' || name[i-1] == '(' || name[i-1] == '"')
}

// integer returns v's digits when v is a plain signed or unsigned integer
// (int, int64, uint64, …); a named type such as time.Duration keeps its
// own format.
func integer(v any) (string, bool) {
	r := reflect.ValueOf(v)
	if !r.IsValid() || r.Type().PkgPath() != "" {
		return "", false
	}
	switch r.Kind() {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return strconv.FormatInt(r.Int(), 10), true
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return strconv.FormatUint(r.Uint(), 10), true
	}
	return "", false
}
