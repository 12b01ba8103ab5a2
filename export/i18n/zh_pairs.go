package i18n

// zhPairs is the Chinese of pairsMessages (sections and one-winner
// choices). A section is 区 (A区), never 组, which is a set of boards.
func zhPairs() map[string]string {
	return map[string]string{
		"%d sections of %d-%d tables": "%d个区，每区%d-%d桌",
		"%d sections of %d tables":    "%d个区，每区%d桌",
		"shared boards":               "共用牌套",
		"per-table arrow switches give one winner, but two winners were asked for": "逐桌换向产生单冠军，但要求的是两个冠军",
		"the best of all %d choices of whole rounds":                               "整轮换向全部%d种选择中最好的",
		"the best of %d evenly spaced choices, not proved best":                    "%d种均匀间隔选择中最好的，未证明是最佳",
		"found by a local search of %d choices, not proved best":                   "在%d种选择中局部搜索得到，未证明是最佳",
		"Per-table arrow switches: %d tables in single rounds switched differently from their round; balance index %.2f with whole rounds, %.2f with the per-table switches.": "逐桌换向：有%d桌在个别轮次与本轮其他桌换向不同；整轮换向的均衡指数为%.2f，逐桌换向为%.2f。",
		"Every table is full: nobody sits out.": "每桌都坐满：无人轮空。",
		"Movement: in each section NS pairs stay; EW pairs move up one table and boards move down one table each round.": "移位：各区南北对不动；每轮东西对向上移一桌，牌套向下移一桌。",
		"Section %s: %d tables, %d pairs.": "%s区：%d桌，%d对。",
		"Section %s: %d tables, %d pairs; after round %d the EW pairs move up two tables instead of one, so it plays %d rounds like the others.":                                           "%s区：%d桌，%d对；第%d轮后东西对向上移两桌而不是一桌，所以与其他区一样打%d轮。",
		"Section %s: %d tables, %d pairs; it plays %d of its %d rounds, in step with the other sections.":                                                                                  "%s区：%d桌，%d对；打其%[5]d轮中的%[4]d轮，与其他区同步。",
		"Section %s: %d tables, %d pairs; tables %s1 and %s%d share a set every round and one set waits on a bye stand.":                                                                   "%s区：%d桌，%d对；第%s1桌和第%s%d桌每轮共用一组牌，另一组牌放在牌架上。",
		"Shared boards: every section plays set k in the same round, each from its own copy, so %d boards are in play instead of %d and pairs of different sections are compared on them.": "共用牌套：各区在同一轮打第k组牌，各用自己的一份复制，所以在打的是%d副牌而不是%d副，不同区的对在这些牌上互相比较。",
		"The NS seat of the last table of section %s is empty: the EW pair arriving there sits out that round; every other table is full.":                                                 "%s区最后一桌南北空位：来到这里的东西对在那一轮轮空；其余各桌都坐满。",
		"sections: %v": "区：%v",
		"Sections (each on its own; the summary above is across the field, balance index %.1f):": "各区（各自单独；以上概要针对全体，均衡指数%.1f）：",
		"section %s: %s, contestants %s: %s, balance index %.1f":                                 "%s区：%s，参赛者%s：%s，均衡指数%.1f",
		"table %s":       "第%s桌",
		"tables %s-%s":   "第%s-%s桌",
		"in section %s":  "%s区",
		"in sections %s": "%s区",
		"%s and %s":      "%s和%s",
		"section %s: %s, contestants %s: %s; no balance index of its own: contestants %s also play %s, so it is not a field by itself":               "%s区：%s，参赛者%s：%s；本区没有单独的均衡指数：参赛者%s也在%s比赛，本区不是独立的比较组",
		"%s %s %s and plays %d boards a round, in the usual %d to %d; the next option plays %d.":                                                     "“%s”%s%s，每轮打%d副牌，在通常的%d到%d之间；下一个方案打%d副。",
		"%d Mitchells played side by side, each section its own field (sections A, B, ..., tables numbered within each, every table full); %s of %s": "%d个米切尔并排进行，每区单独排名（A区、B区……，各区内桌号单独编排，每桌坐满）；%s，每轮%s",
		"%d sections: want 2 to %d": "%d个区：应为2到%d",
		"%d pairs in %d sections: want %d to %d (at least %d tables a section)":                                "%d对分%d个区：应为%d到%d（每区至少%d桌）",
		"1 board per round: a section of %d tables shares a set between two tables (a relay); want at least 2": "每轮1副牌：%d桌的区里有两桌共用一组牌（共用牌）；应至少为2",
	}
}
