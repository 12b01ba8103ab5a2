package i18n

// zhInterwoven is the Chinese of interwovenMessages: the interwoven Howell
// (交织豪威尔).
func zhInterwoven() map[string]string {
	return map[string]string{
		"Interwoven Howell: the second session after a %d-table Mitchell; its NS pairs (1 to %d) and its EW pairs (%d to %d) each play a Howell among themselves, and the two pairs out of their Howells meet at table 1.":    "交织豪威尔：%d桌米切尔之后的第二节；米切尔的南北对（1–%d）和东西对（%d–%d）各自在本方向内打一个豪威尔，两个豪威尔中各轮空的一对在第1桌相遇。",
		"One set of boards serves both lines: every set is at one table in each round, and every pair plays every set once.":                                                                                                  "两个方向共用一套牌：每轮每组牌只在一张桌上，每对把每组牌各打一次。",
		"Played after a %d-table Mitchell without its last round (%d rounds), every pair meets every other once over the two sessions: the pairs meeting at table 1 are those the left-out round would have seated together.": "在去掉最后一轮的%d桌米切尔（%d轮）之后打，两节合计每两对相遇一次：在第1桌相遇的正是被去掉的那一轮会安排在一起的对。",
		"A short interwoven Howell: the first %d of its %d rounds; some pairs of a line do not meet.":                                                                                                                         "缩短的交织豪威尔：%[2]d轮中的前%[1]d轮；同一方向的有些对不相遇。",
		"an interwoven Howell wants the pairs of a Mitchell of 7, 11, 13, 17 or 19 tables (14, 22, 26, 34 or 38 pairs): an odd number of tables, not a multiple of 3, from %d to %d":                                          "交织豪威尔需要7、11、13、17或19桌米切尔的对（14、22、26、34或38对）：桌数为奇数、不是3的倍数，从%d到%d",
		"an interwoven Howell plays every set once a round; it is not a barometer":                                                                                                                                            "交织豪威尔每轮每组牌只打一次，不是同副移位",
		"want 1 to %d for an interwoven Howell of %d pairs": "%[2]d对的交织豪威尔需要1到%[1]d",
		"Interwoven":        "交织",
		"Interwoven Howell": "交织豪威尔",
	}
}
