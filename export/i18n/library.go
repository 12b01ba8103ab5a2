package i18n

// libraryMessages are the words of reading files of many movements
// (check, --movement), of convert's movement file formats and of the
// library command (cmd/movegen, internal/app).
func libraryMessages() []Message {
	return []Message{
		// Reading (internal/app).
		{"Movement in the file", "Движение в файле"},
		{"%s: not a movement file movegen knows: want movegen JSON, .ASC, EBUScore or KBS", "%s: это не файл движения, известный movegen: нужен movegen JSON, .ASC, EBUScore или KBS"},
		{"%s holds no such movement; it holds %s", "в %s нет такого движения; в нём есть %s"},
		{"%s holds %d movements; name one by its name or number: %s", "в %s %d {движение|движения|движений}; назовите одно по имени или номеру: %s"},
		{"%s: %q is an EBUScore teams movement that breaks a rule of teams play: movegen check says which", "%s: %q — командное движение EBUScore, нарушающее правило командной игры: какое — скажет movegen check"},
		{"%s: %q was not read: %v", "%s: %q не прочитано: %v"},
		{"%s cannot hold %d movements: a %s file holds one; name one with %s", "в формате %s нельзя записать %d {движение|движения|движений}: файл %s содержит одно; выберите одно через %s"},
		// Check of a file of many movements.
		{"== %s: %s (%d of %d) ==", "== %s: %s (%d из %d) =="},
		{"Summary of %s (%s):", "Итог по %s (%s):"},
		{"%d. %s: %s, balance index %s, errors: %d, notes: %d", "%d. %s: %s, индекс баланса %s, ошибок: %d, примечаний: %d"},
		{"%d. %s: teams, %s, problems: %d", "%d. %s: командное, %s, замечаний: %d"},
		{"%d. %s: teams, %s, problems: %d, notes: %d", "%d. %s: командное, %s, замечаний: %d, примечаний: %d"},
		{"not read", "не прочитано"},
		{"Not read: %s.", "Не прочитано: %s."},
		{"%d. %s: not read (%s)", "%d. %s: не прочитано (%s)"},
		{"Teams movement (EBUScore type %d): %d tables, %d rounds, teams: %d, boards a round: %d.", "Командное движение (EBUScore, тип %d): %d {tables}, %d {rounds}, команд: %d, сдач в туре: %d."},
		{"Round %d: %s.", "Тур %d: %s."},
		{"Round %d: %s; sitting out: %s.", "Тур %d: %s; отдыхают: %s."},
		{"%d–%d (second half in round %d)", "%d–%d (вторая половина в туре %d)"},
		{"Round %d: only second halves of matches begun earlier.", "Тур %d: только вторые половины начатых ранее матчей."},
		{"Total of %d: %d perfect, %d valid, %d invalid, %d not read.", "Всего %d: идеальных %d, допустимых %d, недопустимых %d, не прочитано %d."},
		{"reports written before the stop: %d", "отчётов записано до остановки: %d"},
		// The page's check of a file of many movements.
		{"Errors", "Ошибки"},
		{"Show in full", "Показать полностью"},
		{"Show", "Показать"},
		// convert.
		{"json, asc, ebu or kbs, unless %s names a .json or .asc file", "json, asc, ebu или kbs, если %s не называет файл .json или .asc"},
		// library.
		{"Mitchell tables", "Столы Митчелла"},
		{"Howell tables", "Столы Хоувелла"},
		{"Individual players", "Игроки личного турнира"},
		{"Preferans tables", "Столы преферанса"},
		{"name the sizes of at least one family, such as %s 3-15", "укажите размеры хотя бы одного семейства, например %s 3-15"},
		{"a %s file holds one movement: name a folder to write one file a movement into", "файл %s содержит одно движение: укажите папку, чтобы записать каждое движение в свой файл"},
		{"want sizes such as 3-15, 7 or 4,6,8-10", "нужны размеры, например 3-15, 7 или 4,6,8-10"},
		{"more than %d sizes", "больше %d {размера|размеров|размеров}"},
		{"%v: %v", "%v: %v"},
		{"%d tables", "%d {tables}"},
		{"%d tables, %d pairs", "%d {tables}, %d {pairs}"},
		{"%d players", "%d {players}"},
		{"written: %s (%s: %s, balance index %.2f)", "записано: %s (%s: %s, индекс баланса %.2f)"},
		{"the search stopped early (--time or Ctrl-C): the best schedule found so far", "поиск остановлен досрочно (--time или Ctrl-C): это лучшее расписание из найденных"},
		{"not made: %s (stopped before it was made)", "не построено: %s (остановлено раньше)"},
		{"skipped: %s: %s cannot hold it: %s", "пропущено: %s: формат %s не может его хранить: %s"},
		{"standard output", "стандартный вывод"},
		{"Movements written: %d of %d, in %s to %s; skipped: %d.", "Записано движений: %d из %d в формате %s в %s; пропущено: %d."},
		{"-o %s: is a file; name a folder to write one %s file a movement into", "-o %s: это файл; укажите папку, чтобы записать каждое движение в свой файл %s"},
		{"Not made (stopped first): %d.", "Не построено (остановлено раньше): %d."},
		{"the movements made before the stop were written", "записаны движения, построенные до остановки"},
	}
}
