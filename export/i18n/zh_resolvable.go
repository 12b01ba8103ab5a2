package i18n

// zhResolvable is the Chinese of resolvableMessages (resolvable designs).
func zhResolvable() map[string]string {
	return map[string]string{
		"12 players at 4 tables of 3 for 5 rounds: no nearly Kirkman triple system of order 12 exists, and an exhaustive search of every schedule finds none with fewer repeated meetings": "12名牌手在4桌（每桌3人）打5轮：不存在12阶近柯克曼三元系，穷举所有编排也找不到重复相遇更少的",
		"20 players at 5 tables of 4 for 6 rounds: without a repeat every player would meet 18 of the 19 others, and an exhaustive search of every such schedule finds none":               "20名牌手在5桌（每桌4人）打6轮：若无重复，每名牌手要遇到其他19人中的18人，而穷举所有这样的编排一个也找不到",
		"Kirkman triple system KTS(%d) over GF(%d) and one fixed player (Ray-Chaudhuri and Wilson)":                                                                                        "GF(%[2]d)上加一名固定牌手的柯克曼三元系KTS(%[1]d)（Ray-Chaudhuri 和 Wilson）",
		"Kirkman triple system KTS(%d) over GF(%d) × Z_3 (Ray-Chaudhuri and Wilson)":                                                                                                       "GF(%[2]d) × Z_3上的柯克曼三元系KTS(%[1]d)（Ray-Chaudhuri 和 Wilson）",
		"Kirkman triple system KTS(%d) from a (%d,4,1) design with every player doubled and one added":                                                                                     "由(%[2]d,4,1)设计（每名牌手加倍再加一名）得到的柯克曼三元系KTS(%[1]d)",
		"resolvable (%d,%d,1) design from a resolvable (%d,%d,1) design, each player made %d (transversal designs over GF(%d))":                                                            "由可分解的(%[3]d,%[4]d,1)设计（每名牌手变为%[5]d名，GF(%[6]d)上的横截设计）得到的可分解(%[1]d,%[2]d,1)设计",
		"resolvable (%d,4,1) design over GF(%d) × Z_3 and one fixed player":                                                                                                                "GF(%[2]d) × Z_3上加一名固定牌手的可分解(%[1]d,4,1)设计",
	}
}
