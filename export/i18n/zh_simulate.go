package i18n

// zhSimulate is the Chinese of simulateMessages (movegen simulate).
func zhSimulate() map[string]string {
	return map[string]string{
		"%d sessions: want 1 to %d":                   "%d节：应为1到%d",
		"strength spread %g: want a number 0 or more": "实力离散度%g：应为0或更大的数",
		"board noise %g: want a number 0 or more":     "牌的噪声%g：应为0或更大的数",
		"%d workers: want 0 or more":                  "%d个工作线程：应为0或更多",
		"the movement cannot be simulated: %s":        "此移位无法模拟：%s",
		"it has errors":                               "它有错误",
		"it has errors, the first: %s":                "它有错误，第一个：%s",
		"it schedules no board sets":                  "它没有编排组牌",
		"nobody is compared with anybody":             "没有任何人之间有比较",
		"Simulation: %s":                              "模拟：%s",
		"Sessions: %d (seed %#d). True strengths spread %.2f, a board's noise %.2f; 95%% intervals in brackets.": "节数：%d（种子%#d）。真实实力离散度%.2f，每副牌的噪声%.2f；括号内为95%%区间。",
		"Stopped: the figures are over the first %d of %d sessions.":                                             "已停止：数据来自%[2]d节中的前%[1]d节。",
		"Field %d (%s), contestants %s:":                                                                         "排名组%d（%s），参赛者%s：",
		"Field %d, contestants %s:":                                                                              "排名组%d，参赛者%s：",
		"All fields together, by percentage, contestants %s:":                                                    "全部排名组合并，按百分比，参赛者%s：",
		"the strongest finishes first":                                                                           "最强者获得第一",
		"the strongest's mean place":                                                                             "最强者的平均名次",
		"the first three are the three strongest":                                                                "前三名正是最强的三位",
		"Kendall's τ, true against finished order":                                                               "肯德尔τ，真实顺序对比赛名次",
		"luck of the draw (sd of the opponents' mean strength)":                                                  "抽签运气（对手平均实力的标准差）",
		"first place shared before the lot":                                                                      "抽签前并列第一",
		"The strongest contestant of the room finishes first in his field: %s":                                   "全场最强的参赛者在其排名组获得第一：%s",
		"%.1f%% (%.1f–%.1f%%)":                                                                                   "%.1f%%（%.1f–%.1f%%）",
		"%.2f (%.2f–%.2f)":                                                                                       "%.2f（%.2f–%.2f）",
		"%.3f (%.3f–%.3f)":                                                                                       "%.3f（%.3f–%.3f）",
		"%.1f%% of sessions":                                                                                     "%.1f%%的节次",
	}
}
