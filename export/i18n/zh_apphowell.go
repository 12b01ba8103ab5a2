package i18n

// zhAppHowell is the Chinese of appHowellMessages: the appendix Howell
// (附加桌豪威尔).
func zhAppHowell() map[string]string {
	return map[string]string{
		"Appendix Howell":            "附加桌豪威尔",
		"Appendix table":             "附加桌",
		"Appendix Howell, %d tables": "附加桌豪威尔，%d桌",
		"the complete Howell for %d pairs with an appendix table sharing table %d's boards; %s of %s, two more pairs stay put and whoever arrives at the appendix table's empty seat sits out": "%d对的完整豪威尔加一张附加桌，共用第%d桌的牌；%s，每轮%s，另有两对不动，到附加桌空位的对轮空",
		"Appendix Howell: the Howell for %d pairs with table %d added beside table %d; the two share table %d's boards every round.":                                                           "附加桌豪威尔：%[1]d对的豪威尔，在第%[3]d桌旁加第%[2]d桌；两桌每轮共用第%[4]d桌的牌。",
		"Pair %d stays EW at table %d and pair %d stays NS at table %d for the whole session; the pair who would sit EW at table %d plays at table %d instead.":                                "第%d对整节坐第%d桌东西不动，第%d对整节坐第%d桌南北不动；本应坐第%d桌东西的对改到第%d桌打。",
		"The two moving pairs who would have met at table %d do not meet, so not every two pairs meet (McKinnon, Appendix tables).":                                                            "本应在第%d桌相遇的两个移动对不相遇，所以并非任意两对都相遇（麦金农《附加桌》）。",
		"Short appendix Howell: %d of the complete %d rounds.":                                                                      "缩短的附加桌豪威尔：完整%[2]d轮中的%[1]d轮。",
		"Odd number of pairs: pair %d's seat at table %d is empty; whoever arrives there sits out.":                                 "对数为奇数：第%d对在第%d桌的座位空着；到那里的对轮空。",
		"an appendix table goes on a plain Howell, not a barometer or an interwoven Howell":                                         "附加桌只能加在普通豪威尔上，不能加在同副豪威尔或交织豪威尔上",
		"an appendix Howell wants %d to %d pairs":                                                                                   "附加桌豪威尔需要%d到%d对",
		"the appendix table shares its neighbour's set every round, and one board cannot be at two tables at once; want at least 2": "附加桌每轮与相邻桌共用牌套，一副牌不能同时在两张桌上；至少需要2",
	}
}
