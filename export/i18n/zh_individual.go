package i18n

// zhIndividual is the Chinese of individualMessages (individual bridge).
// A whist tournament, where every two players partner once and oppose
// twice, is 循环个人赛.
func zhIndividual() map[string]string {
	return map[string]string{
		"whist":                     "循环",
		"whist tournament":          "循环个人赛",
		"directed whist tournament": "定向循环个人赛",
		"Full %s for %d players: %d rounds at %d tables, nobody sits out; every two players are partners exactly once and opponents exactly twice. Built by developing a base round over %s with player %d fixed (round r adds r to every other player's number).":                                                               "%[2]d名牌手的完整%[1]s：%[3]d轮，%[4]d桌，无人轮空；任何两名牌手恰好做一次搭档、两次对手。由%[5]s上的基础轮展开得到，%[6]d号牌手固定（第r轮给其他每名牌手的编号加r）。",
		"Full %s for %d players: %d rounds at %d tables, one player sitting out each round; every two players are partners exactly once and opponents exactly twice. Built by developing a base round over %s (round r adds r to every player's number).":                                                                        "%[2]d名牌手的完整%[1]s：%[3]d轮，%[4]d桌，每轮一人轮空；任何两名牌手恰好做一次搭档、两次对手。由%[5]s上的基础轮展开得到（第r轮给每名牌手的编号加r）。",
		"Boards: every table plays the round's set, passing the boards from table to table within the round (with fewer than %d boards a round, make copies); each board is played at all %d tables by players of both directions, and nobody plays a set twice.":                                                                "牌套：各桌都打本轮的那组牌，一轮之内牌套在桌间传递（每轮少于%d副牌时请复制）；每副牌在全部%d桌由两个方向的牌手打，没有人把一组牌打两次。",
		"Boards: each table plays its own set; in the next round table j's set is the one after it (set numbers advance by %d a round), so every set is played at %d tables in %d different rounds and nobody plays a set twice.":                                                                                                "牌套：每桌打自己的一组牌；下一轮第j桌打其后的一组（组号每轮增加%d），所以每组牌在%d桌、%d个不同的轮次中打，没有人把一组牌打两次。",
		"Partial whist tournament: %d of the %d rounds (%s), chosen greedily and then improved by swaps so that opponent counts are as even as possible; no two players are partners twice.":                                                                                                                                     "部分循环个人赛：%[2]d轮中的%[1]d轮（%[3]s），先贪心选取，再通过交换改进，使做对手的次数尽量均匀；任何两名牌手不做两次搭档。",
		"No whist tournament exists for %d players (it needs v ≡ 0 or 1 mod 4). This is the whist tournament for %d players without its fixed player: the three players at the fixed player's table sit out each round, so everybody sits out 3 times; every two players are partners at most once and opponents at most twice.": "%d名牌手不存在循环个人赛（需要v ≡ 0或1 mod 4）。这是%d名牌手的循环个人赛去掉其固定牌手：每轮固定牌手那桌的三名牌手轮空，所以每人轮空3次；任何两名牌手至多做一次搭档、至多两次对手。",
		"Rounds %s of the %d, chosen so that sit-outs, then opponent counts, are as even as possible.": "%[2]d轮中的第%[1]s轮，使轮空、其次做对手的次数尽量均匀。",
		"No whist tournament for %d players (it needs v ≡ 0 or 1 mod 4): %d rounds at %d tables, %d sitting out each round in turn; seated by the best of %d seeded searches (seeds from %#d, %#d moves each) that avoid repeated partners first, then spread opponents.": "%d名牌手不存在循环个人赛（需要v ≡ 0或1 mod 4）：%d轮，%d桌，每轮轮流%d人轮空；座位取自%d次带种子搜索中最好的一次（种子从%#d起，每次%#d步），先避免重复搭档，再均匀分布对手。",
		"The search was stopped early; this is the best schedule found so far.":                                                                                            "搜索提前停止；这是目前找到的最佳编排。",
		"Seats: tables turn a quarter in chosen rounds (partners and opponents stay the same) to even out who is compared with whom":                                       "方位：在选定的轮次整桌转四分之一圈（搭档和对手不变），使谁与谁比较更均匀",
		"%s; player %d stays North at table 1":                                                                                                                             "%s；%d号牌手始终坐第1桌北",
		"%s; every player holds North–South and East–West equally often.":                                                                                                  "%s；每名牌手坐南北和东西的次数相同。",
		"%s; every player holds North–South and East–West equally often, or one more of one than the other when the rounds played are odd.":                                "%s；每名牌手坐南北和东西的次数相同，所打轮数为奇数时相差一次。",
		"%s; a player's North–South and East–West rounds differ by up to %d.":                                                                                              "%s；一名牌手坐南北和坐东西的轮数至多相差%d。",
		"Figures: pairs of players partners never %#d, once %#d, more than once %#d; opponents %d to %d times a pair; sit-outs %d to %d a player; balance index %.2f.":     "数据：牌手两两组合中，从未做搭档%#d，一次%#d，多于一次%#d；每组做对手%d到%d次；每人轮空%d到%d次；均衡指数%.2f。",
		"Bound: %#d partnerships among %#d pairs of players, so at least %#d repeat; %#d opponent meetings among the pairs, so at best every pair opposes %d to %d times.": "界限：%#d次搭档分布在%#d个牌手两两组合中，所以至少%#d次重复；%#d次对手相遇分布在这些组合中，所以最好情况下每组做对手%d到%d次。",
		"Whist tournament, %d tables, %d boards a round":                                                                                                                   "循环个人赛，%d桌，每轮%d副牌",
		"Whist tournament, %d tables, %d of %d rounds, %d boards a round":                                                                                                  "循环个人赛，%d桌，%[3]d轮中的%[2]d轮，每轮%[4]d副牌",
		"Individual with sit-outs in turn, %d tables, %d boards a round":                                                                                                   "轮流轮空的个人赛，%d桌，每轮%d副牌",
		"Individual with sit-outs in turn, %d tables, %d of %d rounds, %d boards a round":                                                                                  "轮流轮空的个人赛，%d桌，%[3]d轮中的%[2]d轮，每轮%[4]d副牌",
		"whist tournament: every two players are partners once and opponents twice; all tables of a round play its boards":                                                 "循环个人赛：任何两名牌手做一次搭档、两次对手；一轮的各桌都打本轮的牌",
		"no whist tournament for %s: the players left over sit out in turn, seated by a search that avoids repeated partners (the figures say whether any repeat)":         "%s不存在循环个人赛：多出的牌手轮流轮空，座位由避免重复搭档的搜索安排（数据说明是否有重复）",
		"the %d rounds of the whist tournament that spread opponents most evenly: partners never repeat":                                                                   "循环个人赛中对手分布最均匀的%d轮：搭档从不重复",
		"the %d rounds that keep sit-outs, then opponents, most even, from a search that avoids repeated partners":                                                         "由避免重复搭档的搜索得到、轮空其次对手最均匀的%d轮",
		"searching (at most %v; Ctrl-C stops with the best so far)":                                                                                                        "正在搜索（至多%v；按 Ctrl-C 停止并保留目前最佳结果）",
		"A whist tournament for %d players exists (one does for every count ≡ 0 or 1 mod 4), but movegen has no construction for it: %d rounds at %d tables, %d sitting out each round in turn; seated by the best of %d seeded searches (seeds from %#d, %#d moves each) that avoid repeated partners first, then spread opponents.": "%d名牌手的循环个人赛是存在的（人数 ≡ 0或1 mod 4时都存在），但 movegen 没有它的构造：%d轮，%d桌，每轮轮流%d人轮空；座位取自%d次带种子搜索中最好的一次（种子从%#d起，每次%#d步），先避免重复搭档，再均匀分布对手。",
		"Bound: %#d partnerships among %#d pairs of players, nobody playing more than %d rounds, so counting forces no repeated partnership (the search may still leave some: the figures say); %#d opponent meetings among the pairs, so at best every pair opposes %d to %d times.":                                                 "界限：%#d次搭档分布在%#d个牌手两两组合中，没有人打超过%d轮，所以计数并不强制重复搭档（搜索仍可能留下一些：见数据）；%#d次对手相遇分布在这些组合中，所以最好情况下每组做对手%d到%d次。",
	}
}
