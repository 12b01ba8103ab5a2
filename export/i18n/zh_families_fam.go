package i18n

// zhFamiliesFam is the Chinese of familiesFamMessages: the twin Mitchell
// (孪生米切尔) and the families after it.
func zhFamiliesFam() map[string]string {
	return map[string]string{
		"Combined Mitchell, %d tables": "合并米切尔，%d桌",
		"two Mitchells of %d½ tables whose half-table pairs meet at table %d instead of sitting out, tables k and %d+k on the same sets; %s of %s": "两个%d桌半的米切尔，半桌的对在第%d桌相遇而不轮空，第k桌和第%d+k桌打相同的牌套；%s，每轮%s",
		"Combined Mitchell": "合并米切尔",
		"Combined Mitchell: tables 1–%d and %d–%d are two Mitchells whose half-table pairs meet at table %d: EW %d goes to EW 1, NS %d to EW %d and EW %d to NS %d; every other pair moves as in a Mitchell.": "合并米切尔：第1–%d桌和第%d–%d桌是两个米切尔，它们半桌的对在第%d桌相遇：东西%d移到东西1，南北%d移到东西%d，东西%d移到南北%d；其余各对按米切尔移动。",
		"The %d sets move down one table a round round tables %d to 1; table %d+k plays the set of table k (a copy of the boards for tables %d–%d, or a share).":                                              "%d组牌每轮沿第%d桌到第1桌的循环向下移一桌；第%d+k桌打第k桌的牌套（第%d–%d桌用一份复制的牌，或共用）。",
		"Even circuits (skip): after round %d the moving pairs move up two places instead of one.":                                                                                                            "偶数循环（跳桌）：第%d轮后移动的对向上移两个位置而不是一个。",
		"Nobody sits out, nobody plays a set twice and nobody meets anybody twice, in %d rounds.":                                                                                                             "在%d轮中无人轮空，无人重打同一组牌，任何两对不相遇两次。",
		"Nobody sits out; every moving pair plays every set once, meets every stationary pair of its section and one moving pair of the other section, in %d rounds.":                                         "无人轮空；在%d轮中每个移动对把每组牌各打一次，与本区每个不动的对相遇，并与另一区的一个移动对相遇。",
		"a combined Mitchell wants an odd number of tables from %d to %d (two sections of n½ tables and the table where their half-table pairs meet)":                                                         "合并米切尔需要%d到%d之间的奇数桌（两个带半桌的区，加上两区半桌的对相遇的那张桌）",
		"tables k and %d+k share a set every round, and one board cannot be at two tables at once; want at least 2":                                                                                           "第k桌和第%d+k桌每轮共用一组牌，一副牌不能同时在两张桌上；至少需要2",
		"Criss-cross Mitchell, %d tables": "交叉米切尔，%d桌",
		"the boards stay on their tables and both lines move, odd and even pairs in opposite directions, the EW pairs jumping half the room at half time; every NS pair meets every EW pair with no relay and no skip; %s of %s": "牌留在各自桌上，两个方向的对都移动，单号和双号对方向相反，东西对在半场时跳过半个赛场；每个南北对与每个东西对都相遇，不共用牌也不跳桌；%s，每轮%s",
		"Criss-cross Mitchell": "交叉米切尔",
		"Criss-cross Mitchell: the boards stay on their tables (set k at table k) and both lines move; odd-numbered NS pairs move down one table a round and even-numbered NS pairs up one, for the whole session.":                "交叉米切尔：牌留在各自桌上（第k组在第k桌），两个方向的对都移动；单号南北对每轮向下移一桌，双号南北对向上移一桌，整场如此。",
		"Odd-numbered EW pairs move up one table and even-numbered EW pairs down one for rounds 1–%d; after round %d every EW pair moves up %d tables; from then on odd-numbered EW pairs move down one and even-numbered up one.": "第1–%d轮单号东西对向上移一桌，双号东西对向下移一桌；第%d轮后每个东西对向上移%d桌；此后单号东西对向下移一桌，双号向上移一桌。",
		"a criss-cross Mitchell wants an even number of tables from %d to %d": "交叉米切尔需要%d到%d之间的偶数桌",
		"Odd-numbered EW pairs move up one table and even-numbered EW pairs down one for rounds 1–%d; after round %d odd-numbered EW pairs move up %d tables and even-numbered EW pairs down %d; from then on odd-numbered EW pairs move down one and even-numbered up one.": "第1–%d轮单号东西对向上移一桌，双号东西对向下移一桌；第%d轮后单号东西对向上移%d桌，双号东西对向下移%d桌；此后单号东西对向下移一桌，双号向上移一桌。",
		"No relay: in %d rounds every pair plays %d of the %d sets and every NS pair meets %d of the %d EW pairs, once each; at a number of tables not divisible by 4 one more round would repeat a set.":                                                                    "不共用牌：在%d轮中每对打%d组牌（共%d组），每个南北对与%d个东西对（共%d个）各相遇一次；桌数不是4的倍数时，再多一轮就会重复一组牌。",
		"two %d-table Mitchells side by side, each row with its own copy of the boards; after %s the EW pairs change rows and the other half of the boards comes into play, so every NS pair meets every EW pair with no relay and no skip; %s of %s":                        "两个%d桌的米切尔并排，每排各有一份牌；%s后东西对换排，另一半牌投入使用，于是每个南北对与每个东西对都相遇，不共用牌也不跳桌；%s，每轮%s",
		"a twin Mitchell":          "孪生米切尔",
		"Twin Mitchell, %d tables": "孪生米切尔，%d桌",
		"Twin Mitchell":            "孪生米切尔",
		"one copy of the boards":   "一份牌",
		"Twin Mitchell: two %d-table Mitchells side by side, tables 1–%d and %d–%d, with one copy of the boards: table %d shares the set of table 1 every round, and so on to table %d with table %d.":                                            "孪生米切尔：两个%d桌的米切尔并排，第1–%d桌和第%d–%d桌，只用一份牌：第%d桌每轮与第1桌共用牌套，依此类推，直到第%d桌与第%d桌。",
		"with one copy of the boards tables k and %d+k share a set every round, and one board cannot be at two tables at once; want at least 2":                                                                                                   "只有一份牌时第k桌和第%d+k桌每轮共用一组牌，一副牌不能同时在两张桌上；至少需要2",
		"Twin Mitchell: two %d-table Mitchells side by side, tables A1–A%d and D1–D%d, each section with its own copy of the boards; table D1 plays the same set as table A1, and so on (with one copy the two tables share it).":                 "孪生米切尔：两个%d桌的米切尔并排，A1–A%d桌和D1–D%d桌，每区各有一份牌；D1桌打与A1桌相同的牌套，依此类推（只有一份牌时这两张桌共用）。",
		"NS pairs stay; in each section the EW pairs move up one table and the boards down one each round, wrapping round at the end of the row.":                                                                                                 "南北对不动；每个区内东西对每轮向上移一桌，牌向下移一桌，到一排的尽头再回到另一端。",
		"Even sections (relay and bye stand): in each section tables 1 and %d share a set every round; the set not in play waits on a bye stand between tables %d and %d.":                                                                        "偶数桌的区（共用牌和牌架）：每个区内第1桌和第%d桌每轮共用一组牌；不在打的那组牌放在第%d桌和第%d桌之间的牌架上。",
		"Rounds 1–%d play sets 1–%d; after round %d every EW pair changes places with the EW pair at the table opposite, in the other section, and sets %d–%d come into play for rounds %d–%d (the first half's boards can be scored meanwhile).": "第1–%d轮打第1–%d组牌；第%d轮后每个东西对与另一区对面桌的东西对交换位置，第%d–%d组牌在第%d–%d轮投入使用（同时可以计算前半场的成绩）。",
		"Every pair plays every set at most once and nobody meets anybody twice; every EW pair meets every NS pair.":                                                                                                                              "每对每组牌至多打一次，任何两对不相遇两次；每个东西对与每个南北对都相遇。",
		"No skip: every pair plays every set once and every NS pair meets every EW pair once, in %d rounds.":                                                                                                                                      "不跳桌：每对把每组牌各打一次，每个南北对与每个东西对在%d轮中各相遇一次。",
		"No relay and no skip: every pair plays every set once and every NS pair meets every EW pair once, in %d rounds.":                                                                                                                         "不共用牌，也不跳桌：每对把每组牌各打一次，每个南北对与每个东西对在%d轮中各相遇一次。",
		"a twin Mitchell wants an even number of tables from %d to %d (two sections of the same size)":                                                                                                                                            "孪生米切尔需要%d到%d之间的偶数桌（两个同样大小的区）",
		"a twin Mitchell at %d tables seats %d pairs, or %d with the NS seat of table %d empty":                                                                                                                                                   "%d桌的孪生米切尔容纳%d对，或在第%[4]d桌南北座位空着时容纳%[3]d对",
		"each section of %d tables has a relay (tables 1 and %d of the section share a set), and one board cannot be at two tables at once; want at least 2":                                                                                      "每个%d桌的区都有共用牌（区内第1桌和第%d桌共用一组牌），一副牌不能同时在两张桌上；至少需要2",
	}
}
