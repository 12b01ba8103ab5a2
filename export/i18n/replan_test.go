package i18n

import (
	"slices"
	"testing"
)

// TestEveryReplanMessageTranslated does for movement/replan what
// TestEveryDataMessageTranslated does for the generators: every sentence
// it hands over as data has a Russian entry.
func TestEveryReplanMessageTranslated(t *testing.T) {
	fset, files := sourceFiles(t, "../../movement/replan")
	keys := dataKeys(fset, files)
	for _, want := range []string{"re-planned from round %d", "%s leaves after round %d."} {
		if !slices.ContainsFunc(keys, func(k key) bool { return k.text == want }) {
			t.Errorf("the source walk missed the format %q; found %d", want, len(keys))
		}
	}
	checkKeys(t, keys)
}
