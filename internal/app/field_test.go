package app

import (
	"testing"

	"github.com/movegen/movegen/export/i18n"
)

// TestLabelsTranslated: every field the page shows has a label with a
// Russian entry in the catalogue, and every field a help sentence.
func TestLabelsTranslated(t *testing.T) {
	ru := i18n.New(i18n.Russian)
	for _, f := range AllFields() {
		if f.Label == "" || f.Help == "" {
			t.Errorf("field %s: label %q, help %q", f.Name, f.Label, f.Help)
			continue
		}
		if ru.T(f.Label) == f.Label {
			t.Errorf("field %s: label %q has no Russian", f.Name, f.Label)
		}
	}
}
