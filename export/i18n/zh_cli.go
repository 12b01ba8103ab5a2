package i18n

// zhCLI is the Chinese of cliMessages (the commands).
func zhCLI() map[string]string {
	return map[string]string{
		"== %s ==":         "== %s ==",
		"note: %s":         "提示：%s",
		".ASC keeps no %s": ".ASC 文件不保存%s",
		"family":           "移位类型",
		"labels":           "参赛者标签",
		"game":             "项目",
		"arrow switches":   "换向",
		"teams (the scorer reads the pairs of a pairs movement)": "队（计分程序把它当作双人赛移位的各对读入）",
		"%s (%s)": "%s（%s）",
	}
}
