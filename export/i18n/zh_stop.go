package i18n

// zhStop is the Chinese of stopMessages (progress and stops).
func zhStop() map[string]string {
	return map[string]string{
		"of these, by code: %s":                "其中按代码：%s",
		"%s %d":                                "%s %d",
		"planning: %v so far":                  "规划中：已用%v",
		"searching":                            "搜索中",
		"writing %s (pages: %d; Ctrl-C stops)": "正在写 %s（%d页；按 Ctrl-C 停止）",
		"writing %s (sheets: %d, rows: %d; Ctrl-C stops)": "正在写 %s（%d个工作表，%d行；按 Ctrl-C 停止）",
	}
}
