package main

import (
	"os"
	"strings"
)

// defaultLang picks en, ru or zh from the environment (LC_ALL,
// LC_MESSAGES, LANG, in that order): ru_RU.UTF-8 is Russian, zh_CN.UTF-8
// (any zh_*) Chinese, anything else English.
func defaultLang() string {
	for _, v := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		if s := os.Getenv(v); s != "" {
			switch s = strings.ToLower(s); {
			case strings.HasPrefix(s, "ru"):
				return "ru"
			case strings.HasPrefix(s, "zh"):
				return "zh"
			}
			return "en"
		}
	}
	return "en"
}
