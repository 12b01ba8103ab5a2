package i18n

// booksMessages are the page's words on large books (web/books.go): the
// size of a cards PDF or a workbook before the click, and whether a
// download waits for another book or is being drawn.
func booksMessages() []Message {
	return []Message{
		{"about %d pages, about %d s", "около %d {страницы|страниц|страниц}, около %d с"},
		{"about %d s", "около %d с"},
		{"Drawing about %d pages, about %d s.", "Файл готовится: около %d {страницы|страниц|страниц}, около %d с."},
		{"Drawing the workbook, about %d s.", "Рабочая книга готовится: около %d с."},
		{"Queued: another large book is being drawn; this one starts when it is done.", "В очереди: готовится другой большой файл; этот начнётся, когда тот будет готов."},
		{"Large books are drawn one at a time: a download may first wait for another one to finish.", "Большие файлы готовятся по одному: загрузка может сначала подождать, пока закончится другая."},
	}
}
