package main

import (
	"os"
	"strings"
)

// defaultLang picks en or ru from the environment (LC_ALL, LC_MESSAGES,
// LANG, in that order).
func defaultLang() string {
	for _, v := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		if s := os.Getenv(v); s != "" {
			if strings.HasPrefix(strings.ToLower(s), "ru") {
				return "ru"
			}
			return "en"
		}
	}
	return "en"
}
