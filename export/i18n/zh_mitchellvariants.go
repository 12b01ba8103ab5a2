package i18n

// zhMitchellVariants is the Chinese of mitchellVariantsMessages: the web
// Mitchell (网式米切尔), the hesitation Mitchell (停顿米切尔) and the
// rover (游动对).
func zhMitchellVariants() map[string]string {
	return map[string]string{
		"Web Mitchell":               "网式米切尔",
		"Hesitation Mitchell":        "停顿米切尔",
		"Double hesitation Mitchell": "双停顿米切尔",
		"missing pair":               "缺一对",
		"rover":                      "带游动对",
		"Web Mitchell: tables A1–A%d and D1–D%d, each section with its own copy of the %d sets; NS pairs stay, EW pairs move up one table a round through both sections (from A%d to D1, from D%d to A1).": "网式米切尔：A1–A%d桌和D1–D%d桌，每区各有一份%d组牌；南北对不动，东西对每轮向上移一桌，走遍两个区（从A%d到D1，从D%d到A1）。",
		"An even number of sets: after round %d the EW pairs skip a table once (they move up two tables instead of one); moving up one table every round they would meet the sets they had played again.":  "组牌数为偶数：第%d轮后东西对跳过一桌一次（向上移两桌而不是一桌）；若每轮都只移一桌，他们会再次遇到已打过的组牌。",
		"Boards move down one table a round in each section: section A starts set 1 at A1, section D plays the sets in the opposite order; the sets not on a table wait on the section's bye stand.":       "各区牌套每轮向下移一桌：A区第1组牌从A1桌开始，D区按相反顺序打各组牌；不在牌桌上的组牌放在本区的牌架上。",
		"the web variant at %d tables seats %d pairs, or %d with a rover": "网式米切尔%d桌坐%d对，带游动对时%d对",
		"Web Mitchell at an odd number of tables: tables A1–A%d, D1–D%d and F1–F%d, each section with its own copy of the %d sets; NS pairs stay, EW pairs move up one table a round through the three sections (from A%d to D1, from D%d to F1, from F%d to A1).": "奇数桌的网式米切尔：A1–A%d、D1–D%d和F1–F%d桌，每区各有一份%d组牌；南北对不动，东西对每轮经过三个区上移一桌（从A%d到D1，从D%d到F1，从F%d到A1）。",
		"Boards move down one table a round in each section: sections A and D start set 1 at their first table, section F plays the sets in the opposite order; the sets not on a table wait on the section's bye stand.":                                          "各区牌套每轮向下移一桌：A区和D区第1组牌从本区第一桌开始，F区按相反顺序打各组牌；不在牌桌上的组牌放在本区的牌架上。",
		"a web Mitchell at an odd number of tables plays an odd number of sets; at %d tables, from %d to %d":                                                                                                                                                       "奇数桌的网式米切尔打奇数组牌；%d桌时为%d到%d组",
		"Web Mitchell at an odd number of tables: tables A1–A%d, D1 and F1, each section with its own copy of the %d sets; NS pairs stay, EW pairs move up one table a round through the three sections (from A%d to D1, from D1 to F1, from F1 to A1).":           "奇数桌的网式米切尔：A1–A%d、D1和F1桌，每区各有一份%d组牌；南北对不动，东西对每轮经过三个区上移一桌（从A%d到D1，从D1到F1，从F1到A1）。",
		"More tables than rounds: every EW pair plays all %d sets once; the rover and each NS pair it displaces sit out one round.":                                                                                                                                "桌数多于轮数：每个东西对把全部%d组牌各打一次；游动对和被它替下的每个南北对各轮空一轮。",
		"More tables than rounds: every pair plays all %d sets once and nobody sits out; each EW pair meets %d of the %d NS pairs, none twice.":                                                                                                                    "桌数多于轮数：每对把全部%d组牌各打一次，无人轮空；每个东西对遇到%[3]d个南北对中的%[2]d个，不重复。",
		"The report's section lines count each section's rounds alone (the EW pairs play in both); the field is one across the room, every two NS pairs compared on every board.":                                                                                  "报告中各区的行只统计本区的轮次（东西对在两个区都打）；全场是一个排名组，任何两个南北对在每副牌上都比较。",
		"Hesitation Mitchell: NS pairs 1–%d stay; the moving pairs move up one table a round as EW, and after EW at table %d they play NS at table %d for one round (the hesitation table) before going on as EW at table 1.":                                      "停顿米切尔：南北第1–%d对不动；移动的对作为东西每轮向上移一桌，在第%d桌打完东西后，在第%d桌（停顿桌）打一轮南北，再到第1桌继续打东西。",
		"The %d sets move down one table a round; the set not on a table waits on a bye stand between tables %d and %d.":                                                                                                                                           "%d组牌每轮向下移一桌；不在牌桌上的那组牌放在第%d桌和第%d桌之间的牌架上。",
		"Every pair plays every set once and nobody sits out; nobody meets anybody twice.":                                                                                                                                                                         "每对把每组牌各打一次，无人轮空；任何两对不相遇两次。",
		"One winner: round %s arrow-switched at every table but table %d (the better of switching the last 1 or 2 rounds; balance index %.2f).":                                                                                                                    "单冠军：第%s轮除第%d桌外各桌换向（最后1轮或2轮换向中较好的一种；均衡指数%.2f）。",
		"One winner: rounds %s arrow-switched at every table but table %d (the better of switching the last 1 or 2 rounds; balance index %.2f).":                                                                                                                   "单冠军：第%s轮除第%d桌外各桌换向（最后1轮或2轮换向中较好的一种；均衡指数%.2f）。",
		"Rover: pair %d NS sits out round 1, then takes the NS seat of tables %s in rounds 2–%d; the NS pair it displaces sits out that round and comes back to its table the next.":                                                                               "游动对：南北第%d对第1轮轮空，然后在第2–%[3]d轮坐第%[2]s桌的南北；被它替下的南北对那一轮轮空，下一轮回到本桌。",
		"Every table is full every round; the rover plays a new set and meets a new EW pair every round.":                                                                                                                                                          "每轮每桌都坐满；游动对每轮打一组新牌、遇到一个新的东西对。",
		"Every table is full every round; the rover plays a new set every round and meets an EW pair again %s (the fewest a bounded search found).":                                                                                                                "每轮每桌都坐满；游动对每轮打一组新牌，与东西对重复相遇%s（有限搜索找到的最少次数）。",
		"%d tables for a web Mitchell: want an even number from %d to %d (two groups of tables of the same size)":                                                                                                                                                  "网式米切尔%d桌：应为%d到%d之间的偶数（两组桌数相同）",
		"%d sets (rounds) for a web Mitchell at %d tables: want an odd number from %d to %d":                                                                                                                                                                       "%[2]d桌网式米切尔的组牌（轮）数%[1]d：应为%[3]d到%[4]d之间的奇数",
		"%d tables: a hesitation Mitchell needs an odd number of tables (with an even number one bye stand cannot give every pair every set once); use the relay or the skip":                                                                                      "%d桌：停顿米切尔需要奇数桌（偶数桌时一个牌架无法让每对把每组牌各打一次）；请用共用牌或跳桌",
		"%d switched rounds: want 1 to %d": "换向%d轮：应为1到%d",
		"%d tables with a rover: want %d to %d (a larger field is better split into sections)": "带游动对%d桌：应为%d到%d（人数更多时最好分区）",
		"%d round: the rover sits out round 1 and plays from round 2; want at least 2":         "%d轮：游动对第1轮轮空，从第2轮起打；应至少为2",
		"%d tables: no rover schedule keeps the rover off boards it has played":                "%d桌：没有能让游动对避开已打过的牌的编排",
		"%d pairs: --variant %s at %d tables seats %d pairs":                                   "%[1]d对：%[3]d桌的 --variant %[2]s 可安排%[4]d对",
		"variant %q: want web, hesitation or rover":                                            "变体 %q：应为 web、hesitation 或 rover",
		"%s: not with --variant %s":                                                            "%s：不能与 --variant %s 同用",
		"%s, shared boards":                                                                    "%s，共用牌套",
		"%d Mitchells played side by side on the same boards, each section from its own copy, so pairs are compared across the field (sections A, B, ..., tables numbered within each, every table full); %s of %s": "%d个米切尔并排打同样的牌，每区用自己的一份复制，所以各对在全场比较（A区、B区……，各区内桌号单独编排，每桌坐满）；%s，每轮%s",
		"Shared boards (share_boards) are for sections: %s are too few for two sections of %d tables or more, so no option shares boards.":                                                                          "共用牌套（share_boards）用于分区：%s不够分成两个各%d桌以上的区，所以没有方案共用牌套。",
		"%s: only for bridge pairs, whose sections can share boards": "%s：只用于桥牌双人赛，其各区可以共用牌套",
	}
}
