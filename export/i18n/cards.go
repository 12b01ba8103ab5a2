package i18n

// cardsMessages are the words of the cards, charts, workbook and CSV
// (terms from the project's domain notes: стол, тур, комплект, сдача,
// отдыхает (Р), стойка, инструкция на столе; seats С В Ю З).
func cardsMessages() []Message {
	return []Message{
		// Seats, also listed for export/text; repeated so these tables
		// stand on their own.
		{"NS", "СЮ"},
		{"EW", "ВЗ"},
		{"N", "С"},
		{"E", "В"},
		{"S", "Ю"},
		{"W", "З"},
		// The book's mark for a resting player.
		{"P", "Р"},

		// Moves.
		{"stay", "остаётся"},
		{"sits out", "отдыхает"},
		{"→ table %s", "→ стол %s"},
		{"→ tables %s", "→ столы %s"},
		{"→ bye stand (table %s, round %s)", "→ на стойку (стол %s, тур %s)"},
		{"→ director", "→ судье"},

		// Flags.
		{"arrow switch: %s plays the %s cards, %s the %s cards", "смена направления: %s играет карты %s, %s — карты %s"},
		{"arrow switch: %s play the %s cards, %s the %s cards", "смена направления: %s играют карты %s, %s — карты %s"},
		{"skip: %s goes to table %s, not %s", "пропуск: %s переходит за стол %s, а не %s"},
		{"%s seat empty: sit-out", "место %s пустое: здесь отдыхают"},
		{"%s seat empty: the other three play", "место %s пустое: остальные трое играют"},
		{"boards shared with table %s", "комплект общий со столом %s"},
		{"the same boards as table %s, from a copy of its own", "те же сдачи, что за столом %s, из своей копии"},
		{"the same boards as tables %s, from a copy of its own", "те же сдачи, что за столами %s, из своей копии"},
		{"Boards: the director's choice (a seating plan).", "Сдачи — на усмотрение судьи (это план рассадки)."},
		{"boards from the bye stand", "комплект со стойки"},
		{"arrow switch", "смена направления"},

		// Card headings and notes.
		{"Table %s", "Стол %s"},
		{"Sit-out", "Отдых"},
		{"Pair %s", "Пара %s"},
		{"Player %s", "Игрок %s"},
		{"start: sits out round 1", "старт: отдыхает в 1-м туре"},
		{"start: table %s, %s", "старт: стол %s, %s"},
		{"%s stationary", "%s — без перехода"},
		{"boards %s", "комплект %s"},
		{"Every round: %s", "Каждый тур: %s"},
		{"One round only: nobody changes table during it; at its end the boards go back to the director.", "Всего один тур: за время тура никто не пересаживается; в конце тура сдачи возвращаются к судье."},
		{"One round only: nobody changes table during it; at its end the set goes back to the director.", "Всего один тур: за время тура никто не пересаживается; в конце тура комплект возвращается к судье."},
		{"This table is not used in this session.", "Этот стол в сессии не используется."},
		{"Players listed here rest this round (P) and come back as shown.", "Указанные здесь игроки отдыхают в этом туре (Р) и возвращаются, как показано."},
		{"Contestants listed here sit out this round and come back as shown.", "Указанные здесь участники отдыхают в этом туре и возвращаются, как показано."},
		{"This table only hosts a sit-out: one seat is empty every round, so the contestant here has no opponents.", "За этим столом только отдых: одно место в каждом туре пустое, у сидящего здесь участника нет соперников."},
		{"table not in use this round", "стол в этом туре не играет"},

		// Column headings.
		{"Round", "Тур"},
		{"Table", "Стол"},
		{"Seat", "Позиция"},
		{"Partner", "Партнёр"},
		{"Opponents", "Соперники"},
		{"Boards", "Сдачи"},
		{"Deals (dealer)", "Сдачи (сдающий)"},
		{"Resting", "Кто отдыхает"},
		{"Next", "Далее"},
		{"%s next", "%s далее"},
		{"Boards next", "Комплект далее"},
		{"Notes", "Примечания"},
		{"Note", "Примечание"},
		{"Contestant", "Участник"},
		{"Set", "Комплект"},
		{"Round %s", "Тур %s"},
		{"rest", "отдых"},
		{"bye stand", "стойка"},

		// Charts.
		{"Master chart", "Схема движения"},
		{"* arrow switch; - empty seat; . table not in use", "* смена направления; - пустое место; . стол не играет"},
		{"Where each contestant plays (table and seat)", "Где играет каждый участник (стол и позиция)"},
		{"Where each set is played", "Где играется каждый комплект"},
		{"Set row: the table playing each set (—: not played)", "Ряд комплектов: стол, играющий комплект («—» — не играется)"},

		// PDF.
		{"page %d of %d", "стр. %d из %d"},
		{"cut here", "линия отреза"},

		// Workbook.
		{"page &P of &N", "стр. &P из &N"},
		{"Summary", "Итоги"},
		{"Chart", "Схема"},
		{"Tables", "Столы"},
		{"Contestants", "Участники"},
		{"Meetings", "Встречи"},
		{"Comparisons", "Сравнения"},
		{"Team meetings", "Встречи команд"},
		{"Team comparisons", "Сравнения команд"},
		{"Sets", "Комплекты"},
		{"Timetable", "Расписание"},
		{"Movement", "Движение"},
		{"Event", "Турнир"},
		{"Family", "Семейство"},
		{"Game", "Игра"},
		{"Kind", "Вид"},
		{"Contestants (number)", "Участников"},
		{"Tables (number)", "Столов"},
		{"Rounds", "Туров"},
		{"Sets (number)", "Комплектов"},
		{"Boards per set", "Сдач в комплекте"},
		{"Verdict", "Оценка"},
		{"Properties", "Свойства"},
		{"Balance index", "Индекс баланса"},
		{"Meetings min / max", "Встречи мин / макс"},
		{"Comparisons min / max", "Сравнения мин / макс"},
		{"Repeated sets", "Повторные комплекты"},
		{"Schedule hash", "Хеш расписания"},
		{"Start", "Начало"},
		{"Round %s starts", "Начало тура %s"},
		{"Minutes per round", "Минут на тур"},
		{"Rounds meeting (row and column contestants at one table)", "Туров встреч (участники строки и столбца за одним столом)"},
		{"Boards compared (same seat group)", "Сдач в сравнении (одна линия)"},
	}
}
