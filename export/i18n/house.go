package i18n

// houseMessages are the sentences of the command line's exit paths (write
// failures, interruption) and of the output checks added with them.
func houseMessages() []Message {
	return []Message{
		{"interrupted: %v", "прервано: %v"},
		{"interrupted: nothing was written", "прервано: ничего не записано"},
		{"the best schedule found before the stop was written", "записано лучшее расписание, найденное до остановки"},
		{"the plan lists only the options evaluated before the stop (%d)", "в плане только варианты, оценённые до остановки (%d)"},
		{"Stopped early (interrupt): only the options evaluated before the stop are listed; another run may list more.", "Остановлено досрочно (прерывание): показаны только варианты, оценённые до остановки; новый запуск может показать больше."},
		{"write output: %v", "не удалось вывести результат: %v"},
		{"-o %s: is a folder; name a file", "-o %s: это папка; укажите файл"},
		{"-o %s: is a socket; name a file, a device or a pipe", "-o %s: это сокет; укажите файл, устройство или канал"},
		{"1 set", "1 комплект"},
		{"the reports of the first %d files were written", "отчёты по первым %d {файлу|файлам} записаны"},
		// Timetable limits (movement.NewTimetable, the flags, the event file).
		{"%s %d: want at most %d minutes a board", "%s %d: нужно не больше %d мин. на сдачу"},
		{"%s %d: want at most %d minutes", "%s %d: нужно не больше %d мин."},
		{"%d minutes a board: want at most %d", "%d мин. на сдачу: нужно не больше %d"},
		{"%d minutes to move: want at most %d", "%d мин. на переход: нужно не больше %d"},
		{"%d minutes after midnight: want a time of day, 00:00 to 23:59", "%d мин. после полуночи: нужно время суток, от 00:00 до 23:59"},
		{"%d rounds: want 1 to %d", "%d {rounds}: нужно от 1 до %d"},
		{"%d boards a round: want 1 to %d", "%d {boards} в туре: нужно от 1 до %d"},
		{"%d minutes a board: want 1 to %d", "%d мин. на сдачу: нужно от 1 до %d"},
		{"%d minutes to move: want 0 to %d", "%d мин. на переход: нужно от 0 до %d"},
		{"the session would end %d days after it starts: want at most %d", "сессия закончилась бы через %d дн. после начала: нужно не больше %d"},
		// mitchell.Options.Check and howell.Options.Check, named by the flag.
		{"%d pairs: want %d to %d", "%d {pairs}: нужно от %d до %d"},
		{"%d rounds for %d pairs: want 1 to %d", "%d {rounds} для %d {пары|пар}: нужно от 1 до %d"},
		{"1 board per round: with %d pairs some tables share a set in a round (a relay), and one board cannot be at two tables at once; want at least 2", "1 сдача в туре: при %d {паре|парах} некоторые столы в туре играют общий комплект, а одна сдача не может быть на двух столах сразу; нужно хотя бы 2"},
		{"%d tables: want %d to %d", "%d {tables}: нужно от %d до %d"},
		{"%d pairs at %d tables: want %d or %d", "%d {pairs} на %d {столе|столах}: нужно %d или %d"},
		{"even-table method %q: want relay or skip", "способ для чётного числа столов %q: нужно relay или skip"},
		{"missing pair line %q: want NS or EW", "линия недостающей пары %q: нужно NS или EW"},
		{"%d rounds at %d tables: want 1 to %d", "%d {rounds} на %d {столе|столах}: нужно от 1 до %d"},
		{"%d boards per round: want 1 to %d", "%d {boards} в туре: нужно от 1 до %d"},
		{"1 board per round: tables 1 and %d share a set in every round (a relay), and one board cannot be at two tables at once; want at least 2", "1 сдача в туре: столы 1 и %d в каждом туре играют общий комплект, а одна сдача не может быть на двух столах сразу; нужно хотя бы 2"},
		{"%d winners: want 1 or 2", "%d {победитель|победителя|победителей}: нужно 1 или 2"},
		{"arrow switches give one winner, but two winners were asked for", "смена направления даёт одного победителя, а просили двух"},
		{"arrow switch in round %d: want 1 to %d", "смена направления в туре %d: нужно от 1 до %d"},
		{"arrow switch in round %d listed twice", "смена направления в туре %d указана дважды"},
		{"switching all %d rounds only swaps the lines; one winner needs some rounds unswitched", "смена направления во всех %d {туре|турах} лишь меняет линии местами; для одного победителя часть туров должна остаться без смены"},
		{"family (%s)", "семейство (%s)"},
		{"game (%v)", "игра (%v)"},
		{"boards per set (%d)", "сдач в комплекте (%d)"},
		{"%q: want one of %s", "%q: нужно одно из: %s"},
		{"… and %d more problems, not listed (check --all lists every one)", "… и ещё %d {замечание|замечания|замечаний}, не показаны (check --all покажет все)"},
	}
}
