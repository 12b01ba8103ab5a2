package i18n

// zhProblem is the Chinese of problemMessages (the validator's problems).
// The seat codes of a movement file (NS, EW, N, E, S, W) and its values
// (pairs, individual, bridge, preferans) stay as the file spells them.
func zhProblem() map[string]string {
	return map[string]string{
		"the movement lists no seats":                                                     "移位中没有列出任何方位",
		"unknown seat %q (want NS, EW, N, E, S or W)":                                     "未知方位 %q（应为 NS、EW、N、E、S 或 W）",
		"seat %s is listed twice":                                                         "方位 %s 列出了两次",
		"a pairs movement seats NS and EW, in that order, not %s":                         "双人赛移位的方位是 NS 和 EW（按此顺序），不是 %s",
		"an individual movement seats N, E, S and W (or N, E, S), in that order, not %s":  "个人赛移位的方位是 N、E、S、W（或 N、E、S，按此顺序），不是 %s",
		"kind %q: want pairs or individual":                                               "赛制 %q：应为 pairs 或 individual",
		"individual bridge needs four seats, not %d":                                      "个人桥牌赛每桌需要四个方位，不是%d个",
		"preferans is played by individuals, not %s":                                      "普雷费兰斯是个人赛，不是%s",
		"game %q: want bridge or preferans":                                               "项目 %q：应为 bridge 或 preferans",
		"%d %s: want 1 to %d":                                                             "%d（%s）：应为1到%d",
		"label %q is for contestant %d, but contestants are 1 to %d":                      "标签 %q 属于参赛者%d，但参赛者编号是1到%d",
		"number of contestants":                                                           "参赛者数",
		"number of tables":                                                                "桌数",
		"number of rounds":                                                                "轮数",
		"number of sets":                                                                  "组牌数",
		"boards per set":                                                                  "每组牌副数",
		"round %d: set %s is played at tables %s (shared set)":                            "第%d轮：第%s组牌在第%s桌打（共用牌）",
		"round %d, table %d: round %d is outside 1 to %d":                                 "第%d轮第%d桌：轮次%d不在1到%d之间",
		"round %d, table %d: table %d is outside 1 to %d":                                 "第%d轮第%d桌：桌号%d不在1到%d之间",
		"round %d, table %d: set %s is outside %s to %s":                                  "第%d轮第%d桌：第%s组牌不在%s到%s之间",
		"round %d, table %d: %d seats filled, want %d (%s)":                               "第%d轮第%d桌：坐了%d个座位，应为%d个（%s）",
		"round %d, table %d, seat %s: contestant %d is outside 1 to %d":                   "第%d轮第%d桌，方位 %s：参赛者%d不在1到%d之间",
		"round %d, table %d is listed twice":                                              "第%d轮第%d桌列出了两次",
		"round %d, table %d: every seat is empty":                                         "第%d轮第%d桌：所有座位都空着",
		"round %d, table %d: seat %s is empty (phantom)":                                  "第%d轮第%d桌：%s 空位（虚拟对手）",
		"round %d: contestant %s is seated at table %d, seat %s, and already at table %d": "第%d轮：参赛者 %s 被安排在第%d桌 %s，但已在第%d桌",
		"round %d, table %d: contestant %s plays set %s again (first played in round %d)": "第%d轮第%d桌：参赛者 %s 再次打第%s组牌（第%d轮已打过）",
		"contestant %s holds no seat in any round":                                        "参赛者 %s 在任何一轮都没有座位",
		"set %s is never played":                                                          "第%s组牌从未打过",
		"table %d is idle in rounds %s":                                                   "第%d桌在第%s轮空闲",
		"table %d is idle in round %s":                                                    "第%d桌在第%s轮空闲",
	}
}
