package i18n

// zhPlan40 is the Chinese of plan40Messages.
func zhPlan40() map[string]string {
	return map[string]string{
		"Double hesitation Mitchell: the NS pairs of every table but 2 and %d stay; the moving pairs move up one table a round as EW, and after EW at table %d they play NS at table 2, then NS at table %d, before going on as EW at table 1.": "双停顿米切尔：除第2桌和第%d桌外，各桌南北对不动；移动的对作为东西每轮向上移一桌，在第%d桌打完东西后，先在第2桌打一轮南北，再在第%d桌打一轮南北，然后到第1桌继续打东西。",
		"The %d sets move down one table a round; the two sets not on a table wait on two bye stands between tables %d and %d.":                                                                                                                 "%d组牌每轮向下移一桌；不在牌桌上的两组牌放在第%d桌和第%d桌之间的两个牌架上。",
		"The %d sets move down one table a round; tables 1 and %d share a set, and the two sets not on a table wait on two bye stands between tables %d and %d.":                                                                                "%d组牌每轮向下移一桌；第1桌和第%d桌共用一组牌，不在牌桌上的两组牌放在第%d桌和第%d桌之间的两个牌架上。",
		"One winner: round %s arrow-switched at every table but tables %d and %d (the better of switching the last 1 or 2 rounds; balance index %.2f).":                                                                                         "一个冠军：第%s轮除第%d桌和第%d桌外各桌换向（在换最后1轮或2轮中取较好者；平衡指数%.2f）。",
		"One winner: rounds %s arrow-switched at every table but tables %d and %d (the better of switching the last 1 or 2 rounds; balance index %.2f).":                                                                                        "一个冠军：第%s轮除第%d桌和第%d桌外各桌换向（在换最后1轮或2轮中取较好者；平衡指数%.2f）。",
		"a double hesitation Mitchell needs an odd number of tables, 5 or more":                                                                                                                                                                 "双停顿米切尔需要奇数桌，至少5桌",
		"tables 1 and %d share a set, which needs at least 2 boards":                                                                                                                                                                            "第1桌和第%d桌共用一组牌，每组至少需要2副牌",
	}
}
