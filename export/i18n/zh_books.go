package i18n

// zhBooks is the Chinese of booksMessages (web/books.go).
func zhBooks() map[string]string {
	return map[string]string{
		"about %d pages, about %d s":          "约%d页，约%d秒",
		"about %d s":                          "约%d秒",
		"Drawing about %d pages, about %d s.": "正在生成约%d页，约%d秒。",
		"Drawing the workbook, about %d s.":   "正在生成工作簿，约%d秒。",
		"Queued: another large book is being drawn; this one starts when it is done.":               "排队中：另一份大文件正在生成，完成后开始生成这一份。",
		"Large books are drawn one at a time: a download may first wait for another one to finish.": "大文件一次只生成一份：下载可能要先等另一份完成。",
	}
}
