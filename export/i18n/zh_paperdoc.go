package i18n

// zhPaperdoc is the Chinese of paperdocMessages (the chart's key).
func zhPaperdoc() map[string]string {
	return map[string]string{
		"cell: %s : %s":     "格内：%s : %s",
		"cell: %s":          "格内：%s",
		"%s pair – %s pair": "%s对 – %s对",
		"%s sits out":       "%s轮空",
		"Deals to prepare":  "需准备的牌局",
		"%s sits out at table %s: the opponents' seat is empty.": "%s在第%s桌轮空：对手的座位空着。",
	}
}
