package i18n

// zhSession is the Chinese of sessionMessages (the timetable).
func zhSession() map[string]string {
	return map[string]string{
		"Time":                            "时间",
		"End":                             "结束",
		"Finish":                          "结束时间",
		"Minutes a board":                 "每副牌分钟数",
		"Minutes to move":                 "换桌分钟数",
		"Start %s, finish %s.":            "%s开始，%s结束。",
		"%d minutes a board, %d to move.": "每副牌%d分钟，换桌%d分钟。",
		"%d minutes a deal, %d to move.":  "每局%d分钟，换桌%d分钟。",
		"Event: %s":                       "比赛：%s",
		"Break":                           "休息",
		"Break after round %d: %d minutes, %s–%s.":               "第%d轮后休息%d分钟，%s–%s。",
		"no timetable to add a break to":                         "没有可加入休息的时间表",
		"a break after round %d: want a round from 1 to %d":      "第%d轮后休息：轮次应为1到%d",
		"a break of %d minutes: want %d to %d":                   "休息%d分钟：应为%d到%d分钟",
		"the timetable lists %d rounds, the movement has %d":     "时间表列出%d轮，移位有%d轮",
		"timetable entry %d is for round %d, want round %d":      "时间表第%d行是第%d轮的，应为第%d轮",
		"the timetable starts at %s, before midnight":            "时间表在%s开始，早于午夜",
		"round %d starts at %s, before the session starts at %s": "第%d轮在%s开始，早于本节比赛的开始时间%s",
		"round %d starts at %s, before round %d ends at %s":      "第%d轮在%s开始，早于第%d轮的结束时间%s",
		"round %d ends at %s, not after it starts at %s":         "第%d轮在%s结束，不晚于其开始时间%s",
	}
}
