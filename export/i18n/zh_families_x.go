package i18n

// zhFamilies is the Chinese of familiesMessages: the Bowman (鲍曼移位, an
// appendix Mitchell, 附加桌米切尔) and the families after it.
func zhFamilies() map[string]string {
	return map[string]string{
		"Bowman":               "鲍曼移位",
		"Extra-board Mitchell": "加牌米切尔",
		"Rainbow":              "彩虹",
		"Extra-board Mitchell, %d tables, %d rounds": "加牌米切尔，%d桌，%d轮",
		"NS pairs stay, EW pairs move up and sets down a table each round, %d extra sets waiting on bye stands; %s of %s, every EW pair meets every NS pair, some twice": "南北对不动，东西对每轮向上移一桌、牌套向下移一桌，%d组加牌放在空桌架上；%s，每轮%s，每个东西对与每个南北对相遇，有的两次",
		"Bowman, %d tables": "鲍曼移位，%d桌",
		"a %d-table Mitchell with two appendix tables sharing its sets (table %d with table 1, table %d with a different table each round); %s of %s, every pair plays the same sets": "%d桌米切尔加两张附加桌共用其牌套（第%d桌与第1桌，第%d桌每轮与不同的桌）；%s，每轮%s，所有对打相同的牌套",

		"The NS seat of table %d is empty: the EW pair arriving there sits out that round and its set is not played there.": "第%d桌的南北座位空着：来到那里的东西对该轮轮空，那组牌在那里不打。",
		"Every EW pair meets every NS pair, some more than once; every pair plays every set at most once.":                  "每个东西对都与每个南北对相遇，有的不止一次；每对每组牌至多打一次。",
		"an extra-board Mitchell at %d tables seats %d pairs, or %d with the NS seat of table %d empty":                     "%[1]d桌的加牌米切尔可坐%[2]d对，或在第%[4]d桌南北座位空着时坐%[3]d对",

		"Thurner": "图尔纳移位",
		"Thurner: NS pairs stay at their home tables; the %d sets move down one table round tables %d to 1, and table %d shares the set of the home table of the EW pair playing there.":                           "图尔纳移位：南北对留在各自的主桌；%d组牌每轮沿第%d桌到第1桌的循环向下移一桌，第%d桌与坐在那里的东西对的主桌共用一组牌。",
		"EW pairs 1 to %d move up one table a round round tables 1 to %d; in the round they would reach their home table they play at table %d instead. EW pair %d (the last team's) moves up two tables a round.": "东西第1–%d对每轮沿第1桌到第%d桌的循环向上移一桌；在本该回到自己主桌的那一轮改到第%d桌打。东西第%d对每轮向上移两桌。",
		"Every team meets every other once, on one set whose two halves are played in different rounds; nobody plays a set twice and no team has a bye.":                                                           "每队与其他每队相遇一次，用一组牌，比赛的两半在不同轮次进行；无人重复打同一组牌，没有队轮空。",
		"the Thurner is for %d teams (EBUScore's club movement)": "图尔纳移位用于%d队（EBUScore的俱乐部移位）",
		"Rainbow individual": "彩虹个人赛",
		"Rainbow individual: %d players at %d tables; North players stay, South players move up one table a round, East players up two, West players down two, and the boards down one.":                                                        "彩虹个人赛：%d名牌手，%d桌；北家不动，南家每轮向上移一桌，东家向上移两桌，西家向下移两桌，牌套向下移一桌。",
		"%d is prime, so every two players of different lines meet exactly once in %d rounds (North and South, East and West as partners, the others as opponents) and every player plays every set once; players of the same line never meet.": "%d是质数，所以%d轮中不同方位的任何两名牌手恰好相遇一次（南北、东西作为同伴，其余作为对手），每名牌手每组牌各打一次；同一方位的牌手从不相遇。",
		"Only %d of the %d rounds are played: some players of different lines do not meet.":                                                                                                                                                     "只打%[2]d轮中的%[1]d轮：有些不同方位的牌手不相遇。",
		"a Rainbow individual wants a prime number of tables from %d to %d (5, 7, 11, 13, …): the lines move 0, 1, 2 and −2 tables a round":                                                                                                     "彩虹个人赛需要%d到%d之间的质数桌（5、7、11、13……）：各方位每轮移动0、1、2和−2桌",
		"a Rainbow individual seats 4 players at each of a prime number of tables from %d to %d: 20, 28, 44, 52, 68, … players":                                                                                                                 "彩虹个人赛每桌4人，桌数为%d到%d之间的质数：20、28、44、52、68……名牌手",
		"Extra-board Mitchell: NS pairs stay; EW pairs move up one table and boards move down one table each round, %d sets for %d rounds at %d tables.":                                                                                        "加牌米切尔：南北对不动；东西对每轮向上移一桌，牌套每轮向下移一桌；%[3]d桌打%[2]d轮，共%[1]d组牌。",
		"One extra set waits on a relay between tables %d and %d: the boards leaving table %d rest there before going on to table %d.":                                                                                                          "一组加牌放在第%d桌和第%d桌之间的牌架上：离开第%[3]d桌的牌在那里停一轮，再到第%[4]d桌。",
		"%d extra sets wait on a relay between tables %d and %d: the boards leaving table %d rest there before going on to table %d.":                                                                                                           "%d组加牌放在第%d桌和第%d桌之间的牌架上：离开第%[4]d桌的牌在那里停放，再到第%[5]d桌。",
		"Special move before round %d: each EW pair goes to table %d minus its pair number (add %d if that is below 1), then moves up one table as before.":                                                                                     "第%d轮前的特殊移动：每个东西对去第（%d减去本对编号）桌（小于1时加%d），之后照常每轮向上移一桌。",
		"Every pair plays every set once and nobody sits out; every EW pair meets every NS pair, some more than once.":                                                                                                                          "每对把每组牌各打一次，无人轮空；每个东西对都遇到每个南北对，有的不止一次。",
		"an extra-board Mitchell wants %d to %d tables":                                                                                                                               "加牌米切尔需要%d到%d桌",
		"an extra-board Mitchell at %d tables plays %d to %d rounds (1 to %d extra sets)":                                                                                             "%d桌的加牌米切尔打%d到%d轮（1到%d组加牌）",
		"%d extra sets at %d tables: no placement of the relays and no special round gives every EW pair every set once and every NS pair":                                            "%[2]d桌加%[1]d组牌：没有哪种牌架安排和特殊移动能让每个东西对每组牌各打一次并遇到每个南北对",
		"Bowman (appendix Mitchell): a %d-table Mitchell with two appendix tables; NS pairs stay, EW pairs move up one table a round round all %d tables (from table %d to table 1).": "鲍曼移位（附加桌米切尔）：%d桌的米切尔加两张附加桌；南北对不动，东西对每轮向上移一桌，绕全部%d桌循环（从第%d桌到第1桌）。",
		"The %d sets move down one table a round round tables %d to 1; table %d always shares the set of table 1, and table %d shares in turn with tables %s.":                        "%d组牌每轮沿第%d桌到第1桌的循环向下移一桌；第%d桌始终与第1桌共用一组牌，第%d桌依次与第%s桌共用。",
		"Even base (skip): after round %d the EW pairs move up two tables instead of one.":                                                                                            "基础桌数为偶数（跳桌）：第%d轮后东西对向上移两桌而不是一桌。",
		"The NS seat of table %d is empty: the EW pair arriving there sits out that round, and table %d shares with nobody.":                                                          "第%d桌的南北座位空着：来到这里的东西对该轮轮空，第%d桌不与任何桌共用牌。",
		"Every pair plays every set at most once and nobody meets anybody twice; each EW pair meets %d of the %d NS pairs.":                                                           "每对每组牌至多打一次，任何两对不相遇两次；每个东西对遇到%[2]d个南北对中的%[1]d个。",
		"One winner: round %s arrow-switched at every table (%s; balance index %.2f).":                                                                                                "单冠军：第%s轮各桌换向（%s；均衡指数%.2f）。",
		"One winner: rounds %s arrow-switched at every table (%s; balance index %.2f).":                                                                                               "单冠军：第%s轮各桌换向（%s；均衡指数%.2f）。",
		"a Bowman wants %d to %d tables (a base Mitchell of at least %d tables and two appendix tables)":                                                                              "鲍曼移位需要%d到%d桌（至少%d桌的基础米切尔加两张附加桌）",
		"a Bowman at %d tables seats %d pairs, or %d with the NS seat of table %d empty":                                                                                              "%d桌的鲍曼移位可坐%d对，或在第%[4]d桌南北空位时坐%[3]d对",
		"want web, hesitation, rover, bowman or extra-board":                                                                                                                          "应为 web、hesitation、rover、bowman 或 extra-board",
	}
}
