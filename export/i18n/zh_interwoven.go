package i18n

// zhInterwoven is the Chinese of interwovenMessages: the interwoven Howell
// (交织豪威尔).
func zhInterwoven() map[string]string {
	return map[string]string{
		"Interwoven Howell: the second session after a %d-table Mitchell; its NS pairs (1 to %d) and its EW pairs (%d to %d) each play a Howell among themselves, and the two pairs out of their Howells meet at table 1.":                                                                                               "交织豪威尔：%d桌米切尔之后的第二节；米切尔的南北对（1–%d）和东西对（%d–%d）各自在本方向内打一个豪威尔，两个豪威尔中各轮空的一对在第1桌相遇。",
		"One set of boards serves both lines: every set is at one table in each round, and every pair plays every set once.":                                                                                                                                                                                             "两个方向共用一套牌：每轮每组牌只在一张桌上，每对把每组牌各打一次。",
		"Played after a %d-table Mitchell without its last round (%d rounds), every pair meets every other once over the two sessions: the pairs meeting at the first table are those the left-out round would have seated together.":                                                                                    "在去掉最后一轮的%d桌米切尔（%d轮）之后打，两节合计每两对相遇一次：在第一张桌相遇的正是被去掉的那一轮会安排在一起的对。",
		"A short interwoven Howell: the first %d of its %d rounds; some pairs of a line do not meet.":                                                                                                                                                                                                                    "缩短的交织豪威尔：%[2]d轮中的前%[1]d轮；同一方向的有些对不相遇。",
		"an interwoven Howell wants the pairs of a Mitchell of %d to %d tables: an even number of pairs from %d to %d":                                                                                                                                                                                                   "交织豪威尔需要%d到%d桌米切尔的对：%d到%d之间的偶数对",
		"Interwoven Howell as a double Howell: the second session after a %d-table Mitchell; its NS pairs (1 to %d, tables A1 to A%d) and its EW pairs (%d to %d, tables D1 to D%d) each play the Howell of %d pairs with the stationary pair missing, and the two pairs who would meet it meet each other at table A1.": "以双豪威尔方式打的交织豪威尔：%d桌米切尔之后的第二节；米切尔的南北对（1–%d，A1–A%d桌）和东西对（%d–%d，D1–D%d桌）各打一个%d对的豪威尔，缺少不动的那一对，本应与它相遇的两对在A1桌彼此相遇。",
		"Each line has its own copy of the boards (sections A and D): table D1 plays the same set as table A2, and so on to D%d with A%d; with one copy the two tables share it.":                                                                                                                                        "每个方向各有一套牌（A区和D区）：D1桌打与A2桌相同的牌组，依此类推，直到D%d桌与A%d桌；只有一套牌时这两张桌共用。",
		"Interwoven Howell as a double Howell: the second session after a %d-table Mitchell; its NS pairs (1 to %d, tables A1 to A%d) and its EW pairs (%d to %d, tables D1 to D%d) each play the Howell of %d pairs, pairs %d and %d staying NS at tables A1 and D1.":                                                   "以双豪威尔方式打的交织豪威尔：%d桌米切尔之后的第二节；米切尔的南北对（1–%d，A1–A%d桌）和东西对（%d–%d，D1–D%d桌）各打一个%d对的豪威尔，第%d对和第%d对分别在A1桌和D1桌坐南北不动。",
		"Each line has its own copy of the boards (sections A and D): table D1 plays the same set as table A1, and so on to D%d with A%d; with one copy the two tables share it.":                                                                                                                                        "每个方向各有一套牌（A区和D区）：D1桌打与A1桌相同的牌组，依此类推，直到D%d桌与A%d桌；只有一套牌时这两张桌共用。",
		"Played after the %d-table Mitchell with relay and bye stand (%d rounds), every pair meets every other once over the two sessions.":                                                                                                                                                                              "在带共用牌组和牌架的%d桌米切尔（%d轮）之后打，两节合计每两对相遇一次。",
		"an interwoven Howell plays every set once a round; it is not a barometer":                                                                                                                                                                                                                                       "交织豪威尔每轮每组牌只打一次，不是同副移位",
		"want 1 to %d for an interwoven Howell of %d pairs": "%[2]d对的交织豪威尔需要1到%[1]d",
		"Interwoven":        "交织",
		"Interwoven Howell": "交织豪威尔",
		"double Howell":     "双豪威尔",
	}
}
