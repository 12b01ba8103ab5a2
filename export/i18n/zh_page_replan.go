package i18n

// zhPageReplan is the Chinese of pageReplanMessages.
func zhPageReplan() map[string]string {
	return map[string]string{
		"Changed cards only (PDF)": "仅变动的卡片（PDF）",
		"Tonight changes: re-plan": "赛中变动：重新编排",
		"From a round on: a late arrival joins, a contestant leaves, or a table is lost. The earlier rounds stay as played; only the cards that change are printed again.": "从某一轮起：迟到者加入、参赛者离开或撤掉一张桌。已打的轮次不变；只重印变动的卡片。",
		"Re-plan":                  "重新编排",
		"Re-planned from round %d": "从第%d轮起重新编排",
		"only a re-planned movement has changed cards": "只有重新编排的编排才有变动的卡片",
	}
}
