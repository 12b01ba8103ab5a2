package schedules

import (
	"strconv"
	"strings"
	"unicode"
)

// hourWords and minuteWords are the units directors type after a number,
// in English, Russian and Chinese.
var (
	hourWords   = []string{"h", "hr", "hrs", "hour", "hours", "ч", "час", "часа", "часов", "小时", "小時", "时", "時", "钟头"}
	minuteWords = []string{"m", "min", "mins", "minute", "minutes", "м", "мин", "минут", "минуты", "минута", "分", "分钟", "分鐘"}
)

// ParseSessionTime reads the length of a session as a director types it,
// in any of the page's languages, and returns it in whole minutes: 3, 3h,
// 3 h, 2.5h, "2,5 ч", 3ч, 3小时, 2小时30分, 2h30, "180 min", 3:30. A bare
// number up to 24 is hours, above 24 minutes. The error is an
// *InputError without the value (the caller names the field and the
// value).
func ParseSessionTime(s string) (int, error) {
	t := strings.ToLower(strings.TrimSpace(s))
	if h, m, ok := strings.Cut(t, ":"); ok {
		h, m = strings.TrimSpace(h), strings.TrimSpace(m)
		hh, err1 := strconv.Atoi(h)
		mm, err2 := strconv.Atoi(m)
		if err1 != nil || err2 != nil || len(m) != 2 || len(h) > 3 || hh < 0 || mm < 0 || mm >= 60 {
			return 0, badSessionTime()
		}
		return checkMinutes(float64(hh*60 + mm))
	}
	type part struct {
		n    float64
		frac bool
		unit string
	}
	var parts []part
	r := []rune(t)
	for i := 0; i < len(r); {
		if unicode.IsSpace(r[i]) {
			i++
			continue
		}
		j := i
		for j < len(r) && r[j] >= '0' && r[j] <= '9' {
			j++
		}
		if j == i || j-i > 6 {
			return 0, badSessionTime()
		}
		num := string(r[i:j])
		frac := false
		if j+1 < len(r) && (r[j] == '.' || r[j] == ',') && r[j+1] >= '0' && r[j+1] <= '9' {
			k := j + 1
			for k < len(r) && r[k] >= '0' && r[k] <= '9' {
				k++
			}
			if k-j > 4 {
				return 0, badSessionTime()
			}
			num += "." + string(r[j+1:k])
			frac, j = true, k
		}
		n, err := strconv.ParseFloat(num, 64)
		if err != nil {
			return 0, badSessionTime()
		}
		for j < len(r) && unicode.IsSpace(r[j]) {
			j++
		}
		k := j
		for k < len(r) && unicode.IsLetter(r[k]) {
			k++
		}
		unit := string(r[j:k])
		if k < len(r) && r[k] == '.' && unit != "" {
			k++ // "2 ч. 30 мин."
		}
		switch {
		case unit == "":
		case contains(hourWords, unit):
			unit = "h"
		case contains(minuteWords, unit):
			unit = "m"
		default:
			return 0, badSessionTime()
		}
		parts = append(parts, part{n, frac, unit})
		i = k
	}
	switch {
	case len(parts) == 1 && parts[0].unit == "":
		if p := parts[0]; p.n <= 24 {
			return checkMinutes(p.n * 60)
		}
		return checkMinutes(parts[0].n)
	case len(parts) == 1 && parts[0].unit == "h":
		return checkMinutes(parts[0].n * 60)
	case len(parts) == 1 && parts[0].unit == "m":
		return checkMinutes(parts[0].n)
	case len(parts) == 2 && parts[0].unit == "h" && !parts[0].frac && parts[1].unit != "h" && !parts[1].frac:
		if parts[1].n >= 60 {
			return 0, badSessionTime()
		}
		return checkMinutes(parts[0].n*60 + parts[1].n)
	}
	return 0, badSessionTime()
}

func contains(words []string, w string) bool {
	for _, x := range words {
		if x == w {
			return true
		}
	}
	return false
}

// checkMinutes refuses a length that is not whole minutes, not above 0 or
// longer than a week.
func checkMinutes(m float64) (int, error) {
	whole := int(m + 0.5)
	switch {
	case m-float64(whole) > 1e-9 || float64(whole)-m > 1e-9:
		return 0, errorf("want whole minutes")
	case whole < 1:
		return 0, errorf("want a positive time such as 3h or 2h30m")
	case whole > 7*24*60:
		return 0, errorf("want at most a week")
	}
	return whole, nil
}

func badSessionTime() error {
	return errorf("want a time such as 3h, 2.5h, 2h30, 3:30 or 180 min (a bare number up to 24 is hours, above 24 minutes)")
}
