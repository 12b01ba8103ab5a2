package i18n

// zhPaper is the Chinese of paperMessages (the boards list, the preferans
// cards and judge's sheets).
func zhPaper() map[string]string {
	return map[string]string{
		"%q: no font of the cards can draw %s; change the name, or write another format": "%q：卡片的字体都无法显示%s；请修改名字，或改写其他格式",
		"None":                                  "双方无局",
		"Both":                                  "双方有局",
		"Board":                                 "牌号",
		"Dealer":                                "发牌者",
		"Vulnerability":                         "局况",
		"Boards: set, dealer and vulnerability": "牌套：组牌、发牌者和局况",
		"Deals: set and dealer (the first hand is the player on the dealer's left)": "牌局：组牌和发牌者（首家是发牌者左手的牌手）",
		"%s (continued)": "%s（续）",
		"Deals":          "牌局",
		"Deal":           "局",
		"Deals of each set are dealt in turn by %s.": "每组牌的各局依次由%s发牌。",
		"no play this round":                         "本轮不打牌",
		"after this round %s goes to table %s":       "本轮后%s去第%s桌",
		"Place":                                      "位置",
		"rotation":                                   "轮转",
		"field rotation":                             "有限域轮转",
		"rest scheme":                                "休息方案",
		"extra moves":                                "额外移动",
		"custom movement":                            "自定义移位",
		"From round %d on: %s":                       "从第%d轮起：%s",
		"Set next":                                   "组牌去向",
		"→ set row (table %s, round %s)":             "→ 放回组牌排列（第%s桌，第%s轮）",
		"→ judge":                                    "→ 交给裁判",
		"set shared with table %s":                   "与第%s桌共用组牌",
		"set from the set row":                       "从组牌排列中取牌",
		"set %s":                                     "组牌 %s",
		"Instructions":                               "指示",
		"After round":                                "轮后",
		"Set row":                                    "组牌排列",
		"Sets by round: the table playing each set (—: not played)": "各轮组牌：打每组牌的桌号（—：不打）",
		"Under each place of the row: the table that plays the set lying there, — when nobody plays it. Before each round after the first, move the first set to the end of the row.": "排列中每个位置下写着打该处那组牌的桌号，无人打时为 —。从第2轮起，每轮开始前把第一组牌移到排列末尾。",
		"The sets do not travel in a row in this movement: give them out by the sets-by-round sheet.":                                                                                 "此移位中组牌不按排列传递：请按“各轮组牌”表分发。",
		"Instructions for the tables":                                      "各桌指示",
		"P: the resting player; a player who keeps his place has no line.": "休：休息的牌手；位置不变的牌手没有对应的一行。",
		"A player who keeps his place has no line.":                        "位置不变的牌手没有对应的一行。",
	}
}
