package i18n

// zhFlagWords is the Chinese of flagWordsMessages.
func zhFlagWords() map[string]string {
	return map[string]string{
		"unknown flag -%s in -%s": "未知参数 -%s（在 -%s 中）",
		"unknown flag --%s":       "未知参数 --%s",
	}
}
