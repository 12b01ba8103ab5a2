package web

import (
	"net/http"
	"strings"
	"testing"
)

// TestWhistForm: the movement page's generator list offers the pairs
// whist, and the form's tables and pairs build it through the request
// layer, as "movegen whist" does: the rover at 5½ tables, in Russian.
func TestWhistForm(t *testing.T) {
	t.Parallel()
	s := newTestServer(t, Options{})
	res, body := get(t, s, "/movement?gen=whist&tables=5&pairs=11&lang=ru")
	if res.StatusCode != http.StatusOK {
		t.Fatalf("status %d", res.StatusCode)
	}
	for _, want := range []string{`<option value="whist" selected>Вистовое движение (по столам)</option>`, "Вистовое движение, 5 столов, с блуждающей парой", "блуждающая пара"} {
		if !strings.Contains(body, want) {
			t.Errorf("the page lacks %q", want)
		}
	}
}
