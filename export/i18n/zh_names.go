package i18n

// zhNames is the Chinese of namesMessages (the parts of a movement's
// name). Mitchell and Howell are 米切尔 and 豪威尔, as Chinese clubs call
// the two movements (米切尔移位, 豪威尔移位).
func zhNames() map[string]string {
	return map[string]string{
		"Mitchell":                             "米切尔",
		"Howell":                               "豪威尔",
		"Seating":                              "座位安排",
		"skip":                                 "跳桌",
		"relay and bye stand":                  "共用牌和牌架",
		"NS pair missing":                      "缺一对南北",
		"EW pair missing":                      "缺一对东西",
		"one winner":                           "单冠军",
		"%d of %d rounds":                      "%[2]d轮中的%[1]d轮",
		"re-planned from round %d":             "从第%d轮起重新编排",
		"Preferans rotation":                   "普雷费兰斯轮转",
		"Preferans field rotation over GF(%d)": "普雷费兰斯有限域GF(%d)轮转",
		"Preferans rotation with extra moves":  "普雷费兰斯带额外移动的轮转",
		"Preferans rest scheme":                "普雷费兰斯休息方案",
		"Preferans seating plan":               "普雷费兰斯座位安排",
		"Preferans orthogonal-array schedule":  "普雷费兰斯正交拉丁方编排",
		"Preferans orthogonal-array schedule with rests": "普雷费兰斯带休息的正交拉丁方编排",
		"Preferans schedule with rests":                  "普雷费兰斯带休息的编排",
		"Preferans orthogonal-array search":              "普雷费兰斯：从正交拉丁方出发的搜索",
		"Rest scheme":                                    "休息方案",
		"Whist tournament":                               "循环个人赛",
		"Individual from a whist tournament":             "由循环个人赛得到的个人赛",
		"Individual":                                     "个人赛",
		"%d tables of four":                              "%d桌，每桌四人",
		"%d tables of three":                             "%d桌，每桌三人",
		"1 table of four":                                "1桌，四人",
		"1 table of three":                               "1桌，三人",
		"%d tables of %d":                                "%d桌，每桌%d人",
		"%d players at %d tables of four":                "%d名牌手，%d桌，每桌四人",
		"%d players at %d tables of three":               "%d名牌手，%d桌，每桌三人",
		"%d players at 1 table of four":                  "%d名牌手，1桌，四人",
		"%d players at 1 table of three":                 "%d名牌手，1桌，三人",
	}
}
