package i18n

// zhFamilies40 is the Chinese of families40Messages: the appendix Mitchell
// (附加桌米切尔) and the families after it.
func zhFamilies40() map[string]string {
	return map[string]string{
		"Appendix Mitchell": "附加桌米切尔",
		"%d-table core":     "%d桌基础",
		"Appendix Mitchell: a %d-table core Mitchell with %d appendix tables; appendix table %d stands beside table 1 and shares its set, and so on to table %d beside table %d.":                                                                                                                     "附加桌米切尔：%d桌的基础米切尔加%d张附加桌；附加第%d桌放在第1桌旁并共用其牌套，依此类推，直到第%d桌放在第%d桌旁。",
		"The %d sets move down one table a round round tables %d to 1 and never leave the core; an appendix table plays the set of the table it stands beside.":                                                                                                                                       "%d组牌每轮沿第%d桌到第1桌的循环向下移一桌，始终不离开基础桌；附加桌打它旁边那张桌的牌套。",
		"The NS pairs at tables 1 to %d and the EW pairs at tables %d to %d stay; the other NS pairs move up one table a round round the core and the other EW pairs down two, playing at the appendix table or the core table where the core is doubled (NS at the appendix, EW at the core table).": "第1–%d桌的南北对和第%d–%d桌的东西对不动；其余南北对每轮沿基础桌循环向上移一桌，其余东西对向下移两桌；在有附加桌的位置，南北对到附加桌打，东西对在基础桌打。",
		"Every pair plays every set once, nobody sits out and nobody meets anybody twice; the stationary pairs meet every moving pair of the other line.":                                                                                                                                             "每对把每组牌各打一次，无人轮空，任何两对不相遇两次；不动的对与另一方向的每个移动对都相遇。",
		"an appendix Mitchell wants %d to %d tables (a core Mitchell of at least %d tables and appendix tables beside it)":                                                                                                                                                                            "附加桌米切尔需要%d到%d桌（至少%d桌的基础米切尔加旁边的附加桌）",
		"the core of an appendix Mitchell is an odd number of tables, at least %d and not a multiple of 3 (5, 7, 11, 13, 17, 19, 23, 25, …), not %d":                                                                                                                                                  "附加桌米切尔的基础桌数须为奇数，至少%d且不是3的倍数（5、7、11、13、17、19、23、25……），而不是%d",
		"a core of %d tables takes %d to %d tables (one appendix table to one beside every core table), not %d":                                                                                                                                                                                       "%d桌的基础可用于%d到%d桌（从一张附加桌到每张基础桌旁各一张），而不是%d",
		"each appendix table shares the set of its core table, and one board cannot be at two tables at once; want at least 2":                                                                                                                                                                        "每张附加桌与其基础桌共用牌套，一副牌不能同时在两张桌上；至少需要2",
		"Appendix Mitchell, %d tables, %d-table core": "附加桌米切尔，%d桌，%d桌基础",
		"a %d-table Mitchell with %d appendix tables beside its first tables, sharing their sets; the two lines move in opposite directions, the pairs at the doubled tables stay; %s of %s, every pair plays the same sets": "%d桌米切尔加%d张附加桌，放在前几张桌旁并共用其牌套；两个方向的对朝相反方向移动，双桌处的对不动；%s，每轮%s，所有对打相同的牌套",
		"an appendix Mitchell": "附加桌米切尔",
		"the EW seat of the last table is empty, so the moving NS pairs sit out there in turn": "最后一桌的东西座位空着，移动的南北对依次在那里轮空",
		"Barometer": "同副移位",
		"barometer": "同副移位",
		"Barometer: every table plays the same set in each round (set 1 in round 1, set 2 in round 2, and so on), so each board needs a copy for each of the %d tables (duplicated boards), and each round can be scored before the next.": "同副移位：每轮各桌打同一组牌（第1轮打第1组，第2轮打第2组，依此类推），所以每副牌要为%d张桌各复制一份（复式牌），每轮的成绩可以在下一轮开始前算出。",
		"A short barometer: the first %d rounds of the complete %d-round movement.":                                                                                                                         "短同副移位：完整%[2]d轮移位的前%[1]d轮。",
		"The NS seats of the base round form a difference set: every two pairs meet once and sit in the same direction, so are compared, in the same number of rounds.":                                     "基础轮的南北座位构成差集：任何两对相遇一次，并在相同轮数中坐同一方向，即得到同样次数的比较。",
		"Every two pairs meet at most once; single tables are turned round (the two pairs change seats for that round) where that makes the comparisons more even, and the report shows how even they are.": "任何两对至多相遇一次；在能使比较更均匀的地方，个别桌的两对在该轮交换座位，报告显示比较的均匀程度。",
		"Barometer Howell, %d tables": "同副豪威尔，%d桌",
		"the pairs move as in the complete Howell and every table plays the same set each round, a copy for each table; %s of %s, each round scored before the next": "各对按完整豪威尔移动，每轮各桌打同一组牌，每桌一份；%s，每轮%s，每轮成绩在下一轮前算出",
		"The EW seat of table %d is empty: the moving NS pair arriving there sits out that round, each in turn, and table %d shares with nobody.":                    "第%d桌的东西座位空着：来到那里的移动南北对该轮轮空，依次轮流，第%d桌不与任何桌共用牌。",
		"Every pair plays every set at most once and nobody meets anybody twice; the stationary pairs meet every moving pair of the other line.":                     "每对每组牌至多打一次，任何两对不相遇两次；不动的对与另一方向的每个移动对都相遇。",
		"an appendix Mitchell at %d tables seats %d pairs, or %d with the EW seat of table %d empty":                                                                 "%[1]d桌的附加桌米切尔可坐%[2]d对，或在第%[4]d桌东西座位空着时坐%[3]d对",
		"want web, hesitation, rover, bowman, extra-board, appendix, twin, criss-cross, combined, square or pivot":                                                   "应为 web、hesitation、rover、bowman、extra-board、appendix、twin、criss-cross、combined、square 或 pivot",
	}
}
