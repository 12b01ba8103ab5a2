package web

import (
	"html"
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"testing"
)

// timeRead is the plan form's line saying how the time was read.
var timeRead = regexp.MustCompile(`<small class="read" id="time-read">([^<]*)</small>`)

// TestPlanSaysHowItReadTheTime: the plan page reads a session's length as
// directors type it in each of its languages (schedules.ParseSessionTime)
// and says, beside the field, how it read it, in the page's language,
// whichever language the time was typed in.
func TestPlanSaysHowItReadTheTime(t *testing.T) {
	s := newTestServer(t, Options{})
	threeHours := map[string]string{"en": "read as 3h", "ru": "прочитано как 3 ч", "zh": "读作3小时"}
	twoAndAHalf := map[string]string{"en": "read as 2h 30m", "ru": "прочитано как 2 ч 30 мин", "zh": "读作2小时30分"}
	tests := []struct {
		typed string
		want  map[string]string
	}{
		{"3", threeHours},
		{"3h", threeHours},
		{"3 h", threeHours},
		{"3ч", threeHours},
		{"3 ч", threeHours},
		{"3小时", threeHours},
		{"180 min", threeHours},
		{"180", threeHours}, // a bare number above 24 is minutes
		{"2.5h", twoAndAHalf},
		{"2,5 ч", twoAndAHalf},
		{"2小时30分", twoAndAHalf},
		{"2 ч 30 мин", twoAndAHalf},
		{"2h30m", twoAndAHalf},
		{"150 мин", twoAndAHalf},
	}
	for _, tt := range tests {
		for _, lang := range []string{"en", "ru", "zh"} {
			q := url.Values{"game": {"pairs"}, "count": {"8"}, "time": {tt.typed}, "lang": {lang}}
			res, body := get(t, s, "/plan?"+q.Encode())
			if res.StatusCode != http.StatusOK {
				t.Errorf("%s %q: status %d", lang, tt.typed, res.StatusCode)
				continue
			}
			m := timeRead.FindStringSubmatch(body)
			if m == nil {
				t.Errorf("%s %q: the page does not say how it read the time", lang, tt.typed)
				continue
			}
			if got := html.UnescapeString(m[1]); got != tt.want[lang] {
				t.Errorf("%s %q: %q, want %q", lang, tt.typed, got, tt.want[lang])
			}
			// The time typed stays in the field as typed.
			if !strings.Contains(body, `value="`+html.EscapeString(tt.typed)+`"`) {
				t.Errorf("%s %q: the field lost what was typed", lang, tt.typed)
			}
		}
	}
	// No time, no reading; a time it cannot read is an error, not a reading.
	for _, target := range []string{"/plan?game=pairs&count=8", "/plan?game=pairs&count=8&time=forever"} {
		if _, body := get(t, s, target); timeRead.MatchString(body) {
			t.Errorf("%s: the page says it read a time", target)
		}
	}
}

// TestTimePlaceholderInTheLanguage: the time field's example is typed as a
// director of the page's language types it.
func TestTimePlaceholderInTheLanguage(t *testing.T) {
	s := newTestServer(t, Options{})
	for lang, want := range map[string]string{"en": "3h, 2h30m", "ru": "3 ч, 2 ч 30 мин", "zh": "3小时, 2小时30分"} {
		_, body := get(t, s, "/plan?lang="+lang)
		if !strings.Contains(body, `id="time" value="" placeholder="`+want+`"`) {
			t.Errorf("%s: no placeholder %q", lang, want)
		}
	}
}
