package i18n

// zhWhistPairs is the Chinese of whistPairsMessages: the whist movement
// for pairs (惠斯特移位) and its rover (游动对).
func zhWhistPairs() map[string]string {
	return map[string]string{
		"Whist": "惠斯特移位",
		"Movement (whist): NS pairs stay; EW pairs move down two tables and boards move down one table each round.":                                  "移位（惠斯特）：南北对不动；东西对每轮向下移两桌，牌套每轮向下移一桌。",
		"Even tables: after round %d the EW pairs move down three tables instead of two, so they reach the other half of the tables.":                "偶数桌：第%d轮之后东西对向下移三桌而不是两桌，以便走到另一半的桌。",
		"Round %d is the revenge round: each EW pair goes to the table holding the one set it has not played, against an NS pair it has met before.": "第%d轮是复仇轮：每个东西对去唯一还没打过的那组牌所在的桌，对手是以前遇到过的南北对。",
		"Every table is full every round; the rover plays a new set every round and meets an EW pair again %s, as the directors' schedule has it.":   "每轮每桌都坐满；游动对每轮打一组新牌，与东西对重复相遇%s，与裁判的移位表相同。",
		"a whist movement at %d tables has %d, %d or %d pairs (one missing, or a rover)":                                                             "%d桌的惠斯特移位有%d、%d或%d对（少一对，或加一个游动对）",
		"no rover: want %d pairs at %d tables":                                         "没有游动对：需要%d对（%d桌加一个游动对）",
		"the rover sits out round 1 and plays from round 2; want 2 to %d at %d tables": "游动对第1轮轮空，从第2轮开始打；%d桌应为2至%d轮",
		"Whist, %d tables":               "惠斯特移位，%d桌",
		"Whist, %d tables, rover":        "惠斯特移位，%d桌，带游动对",
		"Whist, %d tables, missing pair": "惠斯特移位，%d桌，缺一对",
		"NS pairs stay, EW pairs move down two tables and boards down one each round: two winners, every NS pair meets every EW pair once; %s of %s":                                                "南北对不动，东西对每轮向下移两桌、牌套向下移一桌：两个冠军，每个南北对与每个东西对相遇一次；%s，每轮%s",
		"NS pairs stay, EW pairs move down two tables and boards down one each round; pair %d is a rover that takes a different NS seat each round, the NS pair it displaces sitting out; %s of %s": "南北对不动，东西对每轮向下移两桌、牌套向下移一桌；第%d对是游动对，每轮坐另一桌的南北，被替下的南北对轮空；%s，每轮%s",
		"Whist (tables)":                        "惠斯特移位（按桌数）",
		"want %d to %d pairs (%d to %d tables)": "应为%d至%d对（%d至%d桌）",
	}
}
