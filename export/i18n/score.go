package i18n

// scoreMessages are the words of "movegen score": movement/score's
// refusals of result rows, export/resultsfile's reading errors, and the
// ranking export/text prints.
func scoreMessages() []Message {
	return []Message{
		// movement/score.
		{"ranking %q: want field or overall", "ранжирование %q: нужно field (по полям) или overall (общее)"},
		{"%s (and %d more problems)", "%s (и ещё %d {ошибка|ошибки|ошибок})"},
		{"line %d", "строка %d"},
		{"round %d, table %d", "тур %d, стол %d"},
		{"a seating plan schedules no boards: there is nothing to score", "план рассадки не назначает сдач: считать нечего"},
		{"%s: a seating plan schedules no boards: there is nothing to score", "%s: план рассадки не назначает сдач: считать нечего"},
		{"a teams event is scored in IMPs between the two tables of each match, not in matchpoints", "командный турнир считается в IMP между двумя столами каждого матча, а не в очках"},
		{"%s: deal %d is not in the movement (1 to %d)", "%s: сдачи %d нет в движении (номера 1–%d)"},
		{"%s: board %d is not in the movement (1 to %d)", "%s: сдачи %d нет в движении (номера 1–%d)"},
		{"%s: deal %d is not played at table %d in round %d", "%s: сдача %d не играется за столом %d в туре %d"},
		{"%s: board %d is not played at table %d in round %d", "%s: сдача %d не играется за столом %d в туре %d"},
		{"%s: deal %d at table %d in round %d is given twice (first at %s)", "%s: сдача %d за столом %d в туре %d записана дважды (первый раз — %s)"},
		{"%s: board %d at table %d in round %d is given twice (first at %s)", "%s: сдача %d за столом %d в туре %d записана дважды (первый раз — %s)"},
		{"%s: deal %d: %d scores, want one for each of the %d seats", "%s: сдача %d: %d {результат|результата|результатов}, а нужно по одному на каждое из %d мест"},
		{"%s: board %d: %d scores, want one for each of the %d seats", "%s: сдача %d: %d {результат|результата|результатов}, а нужно по одному на каждое из %d мест"},
		{"%s: deal %d: the %s seat is empty at table %d, yet scores %d", "%s: сдача %d: место %s за столом %d пустует, а результат у него %d"},
		{"%s: board %d: the %s seat is empty at table %d, yet scores %d", "%s: сдача %d: место %s за столом %d пустует, а результат у него %d"},
		{"%s: deal %d: the vists sum to %d, want 0", "%s: сдача %d: сумма вистов %d, а должна быть 0"},
		{"%s: board %d: the scores sum to %d, want 0 (NS and EW score the same with opposite signs)", "%s: сдача %d: сумма результатов %d, а должна быть 0 (у СЮ и ВЗ один результат с разными знаками)"},
		{"%s: board %d: partners %s and %s score %d and %d, want the same", "%s: сдача %d: у партнёров %s и %s результаты %d и %d, а должны совпадать"},
		{"deal %d: no result from table %d in round %d (%s)", "сдача %d: нет результата стола %d в туре %d (%s)"},
		{"board %d: no result from table %d in round %d (%s)", "сдача %d: нет результата стола %d в туре %d (%s)"},
		// export/resultsfile.
		{"unknown column %q (want deal, round, table, the seats and group)", "неизвестный столбец %q (нужны deal, round, table, места и group)"},
		{"no %q column", "нет столбца %q"},
		{"no %q column: a preferans row holds the vists of every seat (%s)", "нет столбца %q: строка преферанса содержит висты каждого места (%s)"},
		{"column %q: a preferans row holds the vists of each seat, not of a line", "столбец %q: строка преферанса содержит висты каждого места, а не линии"},
		{"no NS or EW column: a bridge row holds the NS pair's score (or the EW pair's)", "нет столбца NS или EW: строка бриджа содержит результат пары СЮ (или пары ВЗ)"},
		{"column %q: a bridge row holds the scores of NS and EW", "столбец %q: строка бриджа содержит результаты СЮ и ВЗ"},
		{"%d cells, the header names %d", "ячеек: %d, а в заголовке столбцов: %d"},
		{"%q: want a number from %d", "%q: нужно число не меньше %d"},
		{"%q: want a whole number", "%q: нужно целое число"},
		{"empty: every row needs it", "пусто: это нужно в каждой строке"},
		{"empty: the %s seat is held at table %d in round %d; write its vists (0 for none)", "пусто: место %s за столом %d в туре %d занято; впишите его висты (0, если их нет)"},
		{"NS %d and EW %d: want opposite scores (NS +420 is EW −420)", "СЮ %d и ВЗ %d: результаты должны быть противоположными (СЮ +420 — это ВЗ −420)"},
		{"no score: give the NS pair's score (or the EW pair's)", "нет результата: впишите результат пары СЮ (или пары ВЗ)"},
		{"no header line (deal, round, table and the scores)", "нет строки заголовка (сдача, тур, стол и результаты)"},
		// export/text: the ranking.
		{"Scores: %s, %d deals", "Итоги: %s, %d {сдача|сдачи|сдач}"},
		{"Scores: %s, %d boards", "Итоги: %s, %d {сдача|сдачи|сдач}"},
		{"Each player's vists on a deal are compared with every other record of his line (the same seat): 2 matchpoints for each beaten, 1 for each tie.", "Висты игрока в сдаче сравниваются с каждой другой записью его линии (того же места): 2 очка за каждую превзойдённую, 1 за равенство."},
		{"Each score on a board is compared with every other score of the same direction: 2 matchpoints for each beaten, 1 for each tie.", "Каждый результат в сдаче сравнивается с каждым другим результатом того же направления: 2 очка за каждый превзойдённый, 1 за равенство."},
		{"Overall ranking", "Общий зачёт"},
		{"Ranking", "Итоговая таблица"},
		{"Line %s", "Линия %s"},
		{"Field %d of %d", "Зачёт %d из %d"},
		{"place", "место"},
		{"matchpoints", "очки"},
		{"top", "макс"},
		{"Deal %d is fouled: scored in %d groups of %s results, each normalised to the whole deal by Neuberg's formula (m + 1)·N/n − 1.", "Сдача %d испорчена: посчитана в %d {группе|группах|группах} (%s результатов), каждая приведена ко всей сдаче по формуле Нойберга (m + 1)·N/n − 1."},
		{"Board %d is fouled: scored in %d groups of %s results, each normalised to the whole board by Neuberg's formula (m + 1)·N/n − 1.", "Сдача %d испорчена: посчитана в %d {группе|группах|группах} (%s результатов), каждая приведена ко всей сдаче по формуле Нойберга (m + 1)·N/n − 1."},
		// cmd/movegen.
		{"%s: the scoring workbook holds preferans and bridge pairs movements; write the results file (-o results.csv) and score it", "%s: рабочая книга подсчёта бывает для преферанса и парного бриджа; запишите файл результатов (-o results.csv) и посчитайте его"},
		{"Matchpoints within each line: 2 for each record beaten, 1 for each tie; ranked by percentage within each field.", "Очки внутри каждой линии: 2 за каждую превзойдённую запись, 1 за равенство; места — по проценту внутри каждого зачёта."},
		{"Results", "Результаты"},
		{"Results: %s. Type the scores in the empty cells; the sum column must read 0.", "Результаты: %s. Впишите результаты в пустые клетки; в столбце sum должен получиться 0."},
		{"label", "имя"},
		{"field", "зачёт"},
		{"movegen: … and %d more problems", "movegen: … и ещё %d {ошибка|ошибки|ошибок}"},
	}
}
