package i18n

// zhServeGuard is the Chinese of serveGuardMessages.
func zhServeGuard() map[string]string {
	return map[string]string{
		"Forbidden":            "禁止访问",
		"Method Not Allowed":   "不允许的请求方法",
		"Misdirected Request":  "请求发错了地址",
		"Unprocessable Entity": "无法处理",
		"this page was asked for by another web site; open it from movegen's own page":                                "此页面是由另一个网站请求的；请从 movegen 自己的页面打开",
		"this server does not answer to the name %s; open it as %s":                                                   "此服务器不响应名称 %s；请用 %s 打开",
		"%s is not allowed here; use %s":                                                                              "这里不允许 %s；请用 %s",
		"the page would be larger than %d MB; download the cards PDF or the workbook instead":                         "页面将大于%d MB；请改为下载卡片 PDF 或工作簿",
		"The master chart (%d tables, %d rounds) is too large for this page; the cards PDF and the workbook have it.": "移位总表（%d桌，%d轮）太大，此页面放不下；卡片 PDF 和工作簿中有。",
		"The instructions of the %d tables are too large for this page; the cards PDF and the workbook have them.":    "%d桌的指示太大，此页面放不下；卡片 PDF 和工作簿中有。",
		"%s and %s: %d":                  "%s 与 %s：%d",
		"%s and %s: %s":                  "%s 与 %s：%s",
		"%s and %s: %d to %d, mean %.1f": "%s 与 %s：%d到%d，平均%.1f",
		"%d contestants: each square is %d × %d of them, shaded by their mean": "%d名参赛者：每个方格代表其中%d × %d名，按平均值着色",
	}
}
