package web

import (
	"html"
	"net/http"
	"net/url"
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

// TestSwissTrianglePage: the Swiss form offers the triangle and passes it
// to the request layer: 7 pairs get a triangle, not a bye, and the form's
// hidden fields carry it to the results form.
func TestSwissTrianglePage(t *testing.T) {
	t.Parallel()
	s := newTestServer(t, Options{})
	_, form := get(t, s, "/swiss?lang=en")
	if !strings.Contains(form, `name="triangle"`) {
		t.Error("the Swiss form has no triangle field")
	}
	data := []byte("pair,vp,met\n1,0,\n2,0,\n3,0,\n4,0,\n5,0,\n6,0,\n7,0,\n")
	res, body := serve(t, s, postSwiss(t, "/swiss?lang=en", "p0.csv", data, url.Values{"pairs": {"true"}, "triangle": {"true"}, "boards_per_match": {"6"}}))
	if res.StatusCode != http.StatusOK {
		t.Fatalf("status %d: %s", res.StatusCode, errorMessage.FindString(body))
	}
	text := html.UnescapeString(body)
	for _, want := range []string{"Triangle: pair 7 (0.00 VP)", `name="triangle" value="true"`} {
		if !strings.Contains(text, want) {
			t.Errorf("the page lacks %q", want)
		}
	}
	if strings.Contains(text, "Bye: pair") {
		t.Error("the page gives a bye")
	}
}
