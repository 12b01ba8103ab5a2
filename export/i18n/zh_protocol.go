package i18n

// zhProtocol is the Chinese of protocolMessages (the score sheets that
// travel with the deals).
func zhProtocol() map[string]string {
	return map[string]string{
		"Traveller: board %d": "记分单：第%d副",
		"Protocol: deal %d":   "记录表：第%d局",
		"%s, section %s":      "%s，%s区",
		"Contract":            "定约",
		"Declarer":            "庄家",
		"Tricks":              "墩数",
		"1st defender":        "第一防守者",
		"2nd defender":        "第二防守者",
		"Vists":               "分",
		"MP":                  "比赛分",
		"By":                  "庄家方位",
		"Score %s":            "%s得分",
		"MP %s":               "%s比赛分",
		"Set %d. The protocol travels with the box of deal %d from table to table, in the order of its rows; after the deal N writes the table's line.":                                                         "第%d组牌。记录表随第%d局的牌盒按行的顺序逐桌传递；打完这一局后由北填写本桌的一行。",
		"Contract: — for a passed-out deal (the tricks are then written from first hand clockwise). The vists of a line sum to 0. MP: the matchpoints within each seat's line, written by the judge.":           "定约：全部不叫的牌局写“—”（墩数从首家起按顺时针填写）。每行的分数之和为0。比赛分：每个方位同线内的比赛分，由裁判填写。",
		"Set %d. The traveller travels with board %d from table to table, in the order of its rows; after the board North writes the result.":                                                                   "第%d组牌。记分单随第%d副牌按行的顺序逐桌传递；打完这副牌后由北家填写结果。",
		"MP: the matchpoints within each direction, written by the director.":                                                                                                                                   "比赛分：每个方向内的比赛分，由裁判填写。",
		"An arrow-switched round lists under NS the pair that plays the NS cards.":                                                                                                                              "换向的轮次在南北一栏写打南北牌的那一对。",
		"Protocols: print %d, one for each deal; each travels with its deal's box from table to table and comes back to the judge after the last round.":                                                        "记录表：打印%d张，每局一张；每张随其牌局的牌盒逐桌传递，最后一轮后交回裁判。",
		"Travellers, when the tables score on paper: print %d, one for each board; the tables play their copies of a board at the same time, so fill in its traveller from the tables' scores after the round.": "记分单（各桌用纸记分时）：打印%d张，每副牌一张；各桌同时打各自的一份牌，因此每轮结束后按各桌成绩填写该副牌的记分单。",
		"Travellers, when the tables score on paper: print %d, one for each board; each travels with its board from table to table.":                                                                            "记分单（各桌用纸记分时）：打印%d张，每副牌一张；每张随其牌逐桌传递。",
	}
}
