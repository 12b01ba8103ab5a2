package i18n

// zhNotation is the Chinese of notationMessages: the paper's notation.
// The seats as words are the one characters 北 东 南 西 (南北, 东西 for
// the lines), which no digit resembles; a place is "第12桌 西", never the
// "南北 3" shape of a pair or the "7号" of a player.
func zhNotation() map[string]string {
	return map[string]string{
		"North":                        "北",
		"East":                         "东",
		"South":                        "南",
		"West":                         "西",
		"North–South":                  "南北",
		"East–West":                    "东西",
		"table %s, %s":                 "第%s桌 %s",
		"start: %s":                    "开始：%s",
		"#":                            "号",
		"#%s":                          "%s号",
		"→ rest":                       "→ 休息",
		"→ sits out":                   "→ 轮空",
		"Sits out":                     "轮空",
		"* arrow switch":               "* 换向",
		"%s: section %s":               "%s：%s区",
		"- empty seat":                 "- 空位",
		". table not in use":           ". 此桌不用",
		"Sit-out: table %s":            "轮空：第%s桌",
		"Boards here (not played)":     "牌套放在这里（不打）",
		"boards shared with tables %s": "与第%s桌共用牌套",
		"set shared with tables %s":    "与第%s桌共用组牌",
	}
}
