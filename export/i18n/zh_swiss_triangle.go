package i18n

// zhSwissTriangle is the Chinese of swissTriangleMessages: the triangle
// (三方赛) of a Swiss pairs round (瑞士移位双人赛).
func zhSwissTriangle() map[string]string {
	return map[string]string{
		"Swiss pairs":               "瑞士制双人赛",
		"triangle":                  "三方赛",
		"Triangle instead of a bye": "以三方赛代替轮空",
		"The round is written as two rounds, the halves of the boards (%d–%d, then %d–%d): every match but the triangle plays both at its table, so the report counts its pairs as meeting twice; at table %d the odd pair takes the sitter's seat for the second half.":                                                                                                                                                             "本轮写成两轮，即牌的前后两半（第%d–%d副，然后第%d–%d副）：除三方赛外每场比赛都在本桌打这两半，所以报告把它的两对算作相遇两次；第%d桌后半由多出的一对坐上轮空那一对的位置。",
		"Triangle (Swiss pairs, an odd number): the pair the bye order gives (byes and triangles in the bye's place counted) plays the second half of the boards, instead of a bye, against the higher-ranked pair that has not met it of the lowest-ranked match that has one, whose opponent sits out the second half; each half is scored as a match of its own, and a pair's score for the round is the mean of its halves' VP.": "三方赛（瑞士双人赛，对数为奇数）：按轮空顺序（轮空和代替轮空的三方赛都计入）选出的那一对不轮空，改打后半部分牌，对手是排名最低、其中有一对还没遇到过它的那场比赛里排名较高的那一对，其原对手后半轮空；每一半作为一场单独的比赛计分，一对本轮的成绩是它各半场胜利分的平均。",
		"Triangle: %s, %s, plays the second half of the boards instead of a bye, against %s of match %d (%s); %s sits out the second half.":                                                                                                                                                                                                                                                                                          "三方赛：%s，%s，不轮空，改打后半部分牌，对手是第%[4]d场的%[3]s（%[5]s）；%[6]s后半轮空。",
		"the lowest-ranked match with a pair that has not met it":                                                                                "排名最低的、有一对还没遇到过它的比赛",
		"every pair has met it, so the lowest-ranked match's higher-ranked pair, meeting it again":                                               "每一对都遇到过它，所以是排名最低那场比赛里排名较高的一对，再次相遇",
		"a triangle is for a Swiss pairs event; an odd number of teams has a bye":                                                                "三方赛只用于瑞士双人赛；队数为奇数时有一队轮空",
		"a triangle plays each half of the boards against another pair: want an even number of boards a match":                                   "三方赛每一半牌对不同的对手：每场比赛的副数应为偶数",
		"pair %d: %d triangles as the pivot and %d as the odd pair, with %d meetings":                                                            "第%d对：作为轴心的三方赛%d次，作为多出的一对%d次，相遇%d次",
		"pair %d and pair %d are both a triangle's pivot: a triangle has one":                                                                    "第%d对和第%d对都是三方赛的轴心：一场三方赛只有一个轴心",
		"%d triangles as the pivot, with %d teams met: a pivot meets two a triangle":                                                             "作为轴心的三方赛%d次，只遇到%d队：轴心每场三方赛遇到两对",
		"%q is not \"pivot\" or \"odd\"":                                                                                                         "%q不是“pivot”或“odd”",
		"%q is not two other pairs' numbers (a triangle's pivot: first half, second half)":                                                       "%q不是另外两对的编号（三方赛轴心：前半，后半）",
		"no result for the triangle's half between pair %d and pair %d: enter it on pair %d's line, or on the pivot's (first half; second half)": "第%d对与第%d对之间的三方赛半场没有成绩：填在第%d对那一行，或填在轴心那一行（前半；后半）",
	}
}
