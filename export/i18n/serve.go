package i18n

// serveMessages are the words of the web page ("movegen serve", package
// web): navigation, form labels, headings, downloads, the error pages and
// the server's own lines on standard error. The plan's columns, the
// report and the cards use the keys of plan.go, text.go and cards.go.
func serveMessages() []Message {
	return []Message{
		{"needs a pairs movement; this one is %s, and the plain CSV holds it", "требует парного движения, а это — %s; его можно записать в обычный CSV"},
		// The details folds: a line in words over the mathematicians' terms.
		{"How the schedule was built and how close it comes to the best possible (the details, in the mathematicians' terms)", "Как построена схема и насколько она близка к наилучшей возможной (подробности, языком математиков)"},
		{"All the figures: how often contestants meet, how evenly pairs are compared (Manning's measure, standard deviations), the balance index", "Все числа: как часто встречаются участники, насколько ровно сравниваются пары (мера Маннинга, стандартные отклонения), индекс баланса"},
		{"The search stopped at its time limit: this is the best schedule it found, and another search may find another. The downloads are this schedule.", "Поиск остановился по пределу времени: это лучшая найденная рассадка, другой поиск может найти другую. Файлы для скачивания — именно эта рассадка."},
		{"How it was made", "Как составлено"},
		// Navigation and headings.
		{"Swiss", "Швейцарка"},
		{"Swiss teams: the next round", "Командная швейцарка: следующий тур"},
		{"Pairings and reasons", "Пары тура и почему"},
		{"Pair another round", "Составить другой тур"},
		{"Upload the standings file of the event, or paste it: CSV, one line per team, the columns named on the first line: team (its number), vp (victory points so far), met (the teams met, separated by spaces; bye for a bye), and optionally name and byes. The next round is paired as the command line's teams swiss pairs it: no rematch, top against next, the bye to the lowest-ranked team that has not had one.", "Загрузите файл таблицы турнира или вставьте его текст: CSV, по строке на команду, столбцы названы в первой строке: team (номер команды), vp (победные очки на сейчас), met (с кем уже играли, через пробел; bye — отдых), и по желанию name и byes. Следующий тур составляется так же, как командой teams swiss в командной строке: без повторных встреч, сильнейшие друг с другом, отдых — самой низкой в таблице команде, ещё не отдыхавшей."},
		{"or paste the standings", "или вставьте таблицу"},
		{"Pairing… the browser's Stop button cancels it.", "Составляем пары… кнопка «Стоп» браузера отменяет это."},
		{"Pair the round", "Составить тур"},
		{"pasted standings", "вставленная таблица"},
		{"Plan", "План"},
		{"Check", "Проверить"},
		{"Plan a session", "План турнира"},
		{"Check a movement file", "Проверка файла движения"},
		{"movegen: movements for duplicate bridge and duplicate preferans", "movegen: движения для спортивного бриджа и спортивного преферанса"},
		{"Back", "Назад"},
		{"Back to the plan", "Назад к плану"},
		// The plan form.
		{"Pairs or players", "Пар или игроков"},
		{"Time budget", "Время на турнир"},
		{"Start time", "Начало"},
		{"Boards each", "Сдач каждому"},
		{"Tables available", "Столов в зале"},
		{"Stationary contestants", "Неподвижные участники"},
		{"Choose", "Выбрать"},
		{"Planning… the browser's Stop button cancels the search.", "Идёт планирование… кнопка «Стоп» браузера прерывает поиск."},
		{"Generating… the browser's Stop button cancels it.", "Идёт построение… кнопка «Стоп» браузера прерывает его."},
		// The generator form of the movement page.
		{"Movement", "Движение"},
		{"Generate a movement", "Построить движение"},
		{"Generator", "Генератор"},
		{"Pairs", "Пары"},
		{"Mitchell (tables)", "Митчелл (по столам)"},
		{"Howell (pairs)", "Хоуэлл (по парам)"},
		{"Preferans (players)", "Преферанс (по игрокам)"},
		{"Players (preferans, seating)", "Игроков (преферанс, рассадка)"},
		{"Seating plan (players)", "Рассадка (по игрокам)"},
		{"# s so far", "прошло # с"},
		{"Players a table (seating)", "Игроков за столом (рассадка)"},
		{"Boards a round", "Сдач за тур"},
		{"Winners (Mitchell)", "Победителей (Митчелл)"},
		{"Generate", "Построить"},
		// The movement and check pages.
		{"Problems", "Замечания"},
		{"Table instructions", "Указания для столов"},
		{"Teams: matches two teams play against each other", "Команды: сколько матчей две команды играют друг против друга"},
		{"Teams: boards on which two teams are compared (both tables of their match)", "Команды: на скольких сдачах сравниваются две команды (оба стола их матча)"},
		{"Boards compared", "Сравнения (сдачи)"},
		{"Meetings: rounds two contestants sit at one table as opponents", "Встречи: сколько туров два участника играют друг против друга за одним столом"},
		{"Comparisons: boards two contestants both play in the same direction", "Сравнения: сколько сдач два участника играют в одной линии"},
		{"cannot meet", "не могут встретиться"},
		{"different fields", "разные зачёты"},
		{"Movement file (.json, .ASC, EBUScore or KBS)", "Файл движения (.json, .ASC, EBUScore или KBS)"},
		{"The file could not be read", "Файл не удалось прочитать"},
		// Downloads.
		{"Downloads", "Скачать"},
		{"Paper", "Бумага"},
		// The US paper size, as the page's paper choice names it.
		{"Letter", "Letter"},
		{"Language of the cards", "Язык карточек"},
		{"large contestant cards", "крупные карточки участников"},
		{"Cards (PDF)", "Карточки (PDF)"},
		{"Workbook (.xlsx)", "Книга Excel (.xlsx)"},
		// Error pages.
		{"Bad Request", "Неверный запрос"},
		{"Not Found", "Страница не найдена"},
		{"Request Entity Too Large", "Слишком большой запрос"},
		{"Internal Server Error", "Внутренняя ошибка"},
		{"Service Unavailable", "Сервер занят"},
		{"no such page: %s", "такой страницы нет: %s"},
		{"internal error: %v", "внутренняя ошибка: %v"},
		{"the request is larger than %d bytes", "запрос больше %d байт"},
		{"the search took longer than %s; try fewer contestants or a smaller movement", "поиск занял больше %s; попробуйте меньше участников или движение поменьше"},
		{"the server is busy; try again in a moment", "сервер занят; попробуйте ещё раз через минуту"},
		{"the form could not be read: %v", "форму не удалось прочитать: %v"},
		{"choose a movement file (.json, .ASC, EBUScore or KBS) to check", "выберите файл движения (.json, .ASC, EBUScore или KBS) для проверки"},
		{"%s: the file is empty", "%s: файл пустой"},
		// The command's lines on standard error.
		{"movegen: the page is at %s; Ctrl-C stops the server", "movegen: страница открыта по адресу %s; Ctrl-C останавливает сервер"},
		{"movegen: warning: --addr %s is not a loopback address: anybody who can reach it can use the page", "movegen: внимание: --addr %s — не локальный адрес: страницей сможет пользоваться любой, кто до него достучится"},
		{"movegen: could not open a browser (%v); open %s yourself", "movegen: не удалось открыть браузер (%v); откройте %s сами"},
	}
}
