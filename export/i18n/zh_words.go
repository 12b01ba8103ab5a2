package i18n

// zhWords is the Chinese of wordsMessages (the plan's columns, the 70%
// rule, preferans deals per set, the legend of labels).
func zhWords() map[string]string {
	return map[string]string{
		"never meet": "从不相遇",
		"most met":   "最多相遇",
		"! some contestants play fewer than 70%% of the boards in play in their room, or of the most any contestant plays.":                                     "！有些参赛者打的牌少于其赛室在打牌数的70%%，或少于打得最多的参赛者的70%%。",
		"%s %s %s and everyone plays at least 70%% of the boards; the next option breaks that rule.":                                                            "“%s”%s%s，每人至少打70%%的牌；下一个方案违反了这条规则。",
		"%s %s %s; it is as fair as the next option by verdict and balance index, and fewer pairs of contestants never meet (%d, against %d).":                  "“%s”%s%s；按结论和均衡指数与下一个方案同样公平，而从不相遇的参赛者两两组合更少（%d，对%d）。",
		"%s %s %s; it is as fair as the next option by verdict, balance index and pairs who never meet, and no two contestants meet more than %s (against %s).": "“%s”%s%s；按结论、均衡指数和从不相遇的组合与下一个方案同样公平，且任何两名参赛者相遇不超过%s（对%s）。",
		"once": "一次",
		"Length: %s (%s of %d deals, %d minutes a deal, %d to move), more than %s.": "时长：%s（%s，每轮%d局，每局%d分钟，换桌%d分钟），超过%s。",
		"Length: %s (%s of %s, %d minutes a board, %d to move), more than %s.":      "时长：%s（%s，每轮%s，每副牌%d分钟，换桌%d分钟），超过%s。",
		"Deals: %d per set at tables of four; set k holds deals %d(k−1)+1 to %dk. The deal passes round the table from deal to deal across the sets (set 1: %s; set 2: %s), so each round one player does not deal; the dealer sits out his deal.": "牌局：四人桌每组%d局；第k组牌为第%d(k−1)+1到第%dk局。发牌者逐局绕桌轮换并跨组连续（第1组：%s；第2组：%s），所以每轮有一名牌手不发牌；发牌者不打自己发的那一局。",
		"%s, 3 deals a set": "%s，每组3局",
		"starts at %s":      "从%s开始",
		"rests in round 1; starts at %s in round %s": "第1轮休息；第%[2]s轮起在%[1]s",
		"rests in round 1":                           "第1轮休息",
		"Players are numbered; each player's card says where he starts, such as %s.": "牌手按编号区分；每名牌手的卡片写明他从哪里开始，例如%s。",
		"Where each player starts:":                "各牌手的起始位置：",
		"Where each set is played (–: not played)": "各组牌在哪桌打（–：不打）",
		"Where each set is played":                 "各组牌在哪桌打",
		"every table":                              "所有牌桌",
		"too few stationary places for %s":         "固定位置不够%s",
	}
}
