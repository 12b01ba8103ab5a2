package i18n

// zhPaperdoc is the Chinese of paperdocMessages (the chart's key).
func zhPaperdoc() map[string]string {
	return map[string]string{
		"cell: %s : %s":     "格内：%s : %s",
		"%s pair – %s pair": "%s对 – %s对",
	}
}
