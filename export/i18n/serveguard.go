package i18n

// serveGuardMessages are the web page's words for the bounds it keeps
// (package web: guard.go, budget.go, svg.go): the busy, refused and
// too-large answers, the heat maps' tooltips and their blocks.
func serveGuardMessages() []Message {
	return []Message{
		// Error headings.
		{"Forbidden", "Запрещено"},
		{"Method Not Allowed", "Метод не разрешён"},
		{"Misdirected Request", "Запрос не по адресу"},
		{"Unprocessable Entity", "Не удалось обработать"},
		// Refusals.
		{"this page was asked for by another web site; open it from movegen's own page", "эту страницу запросил другой сайт; откройте её со страницы movegen"},
		{"this server does not answer to the name %s; open it as %s", "этот сервер не отвечает на имя %s; откройте его как %s"},
		{"%s is not allowed here; use %s", "%s здесь не разрешён; используйте %s"},
		{"the page would be larger than %d MB; download the cards PDF or the workbook instead", "страница получилась бы больше %d МБ; скачайте карточки (PDF) или книгу Excel"},
		{"The master chart (%d tables, %d rounds) is too large for this page; the cards PDF and the workbook have it.", "Сводная таблица (%d {tables}, %d {rounds}) слишком велика для этой страницы; она есть в карточках (PDF) и в книге Excel."},
		{"The instructions of the %d tables are too large for this page; the cards PDF and the workbook have them.", "Указания для столов (%d {tables}) слишком велики для этой страницы; они есть в карточках (PDF) и в книге Excel."},
		// Heat maps.
		{"%s and %s: %d", "%s и %s: %d"},
		{"%s and %s: %s", "%s и %s: %s"},
		{"%s and %s: %d to %d, mean %.1f", "%s и %s: от %d до %d, в среднем %.1f"},
		{"%d contestants: each square is %d × %d of them, shaded by their mean", "%d {contestants}: каждый квадрат — %d × %d из них, цвет по среднему"},
	}
}
