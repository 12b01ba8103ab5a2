package i18n

// zhScorerNumbers is the Chinese of scorerNumbersMessages.
func zhScorerNumbers() map[string]string {
	return map[string]string{
		"EW pairs numbered from": "东西方对的编号起始",
		"contestant %d is numbered %d on the cards; %s numbers pairs from 1": "参赛者%d在卡片上的编号是%d；%s 的对从1开始编号",
		"the cards number %s and %s both %d, and %s gives every pair a number of its own: with %s %d the cards number the EW pairs from %d, and the cards and the file say the same":                  "卡片上%s和%s的编号都是%d，而 %s 要求每对有自己的编号：加上 %s %d，卡片上东西方对从%d开始编号，卡片与文件一致",
		"the cards number contestant %d as %d, and %s numbers the contestants 1 to %d in order, without labels":                                                                                       "卡片上参赛者%d的编号是%d，而 %s 按顺序把参赛者编为1到%d，没有标签",
		"a teams movement: KBS scores pairs events, and its file cannot say which pairs form a team; write teams to EBUScore":                                                                         "队式赛移位：KBS 只计算双人赛，其文件无法说明哪些对组成一队；请把队式赛写成 EBUScore",
		"%d pairs at %d tables: KBS seats a pair in every seat of every table in every round (a missing pair is chosen when the session is scored), so it needs %d pairs, or %d and the missing pair": "%d对、%d桌：KBS 在每轮每桌的每个方位都安排一对（缺席的对在计分时选定），所以需要%d对，或%d对加缺席的一对",
		"in round %d, pair %d and pair %d have met %d times, and the file lets two pairs meet at most %d times (the maxplay key, 1 when absent): KBS refuses such a file":                             "第%d轮，第%d对和第%d对已相遇%d次，而文件只允许两对最多相遇%d次（文件中“最多相遇次数”的键，缺省为1）：KBS 会拒绝这样的文件",
		"table %d is idle in round %d: an EBUScore movement gives every table two pairs in every round, or one pair and the missing pair":                                                             "第%d桌在第%d轮空闲：EBUScore 移位在每轮给每桌两对，或一对加缺席的一对",
		"a teams movement: .ASC names pairs, not teams, and cannot say which two pairs form a team; write teams to EBUScore":                                                                          "队式赛移位：.ASC 只记录对而不记录队，无法说明哪两对组成一队；请把队式赛写成 EBUScore",
		"%s holds %d movements of that name (%s): name one by its number":                                                                                                                             "%s 中有%d个同名的移位（%s）：请用编号指定一个",
		"%s keeps no %s": "%s 不保存：%s",
		"names (the file numbers the pairs; the cards print the names)":                                                                                                       "名字（文件用编号记录各对；卡片上印名字）",
		"arrow switches (written by the cards held: each pair sits where its cards belong)":                                                                                   "换向（按所持的牌写入：每对坐在其牌所属的方位）",
		"copies of the boards (EBUScore's file does not say how the tables of a match share the boards; read back, one copy is exchanged)":                                    "牌的副本（EBUScore 文件不说明一场比赛的两桌如何共用牌；读回时按一套牌交换处理）",
		"copies of the boards (the round table does not say how the two tables of a match share the boards)":                                                                  "牌的副本（轮次表不说明一场比赛的两桌如何共用牌）",
		"%d sections: Magic Contest's simple movement has no section column; write each section's movement on its own":                                                        "%d个分区：该计分程序的简单移位没有分区列；请把每个分区的移位分别写出",
		"a teams movement: a team event has columns of its own in Magic Contest, which its help page does not list; movegen writes the simple movement of a pairs event only": "队式赛移位：该计分程序的队式赛有自己的列，其帮助页没有列出；movegen 只写双人赛的简单移位",
		"%s %s": "%s %s",
		"json, asc, ebu or kbs, unless %s names a .json, .asc, .ebu or .kbs file": "json、asc、ebu 或 kbs，除非 %s 指定的是 .json、.asc、.ebu 或 .kbs 文件",
	}
}
