package i18n

// simulateMessages are the words of movement/simulate (its option checks)
// and of export/text's simulation figures, which "check --simulate" and
// the generators print.
func simulateMessages() []Message {
	return []Message{
		// movement/simulate: Options.Check.
		{"%d sessions: want 1 to %d", "сессий: %d; допустимо от 1 до %d"},
		{"strength spread %g: want a number 0 or more", "разброс силы %g: нужно число 0 или больше"},
		{"board noise %g: want a number 0 or more", "шум сдачи %g: нужно число 0 или больше"},
		{"%d workers: want 0 or more", "потоков: %d; нужно 0 или больше"},
		// movement/simulate: NotSimulableError (the CLI puts the reason
		// after "the movement cannot be simulated: %s").
		{"the movement cannot be simulated: %s", "движение нельзя смоделировать: %s"},
		{"it has errors", "в нём есть ошибки"},
		{"it has errors, the first: %s", "в нём есть ошибки, первая: %s"},
		{"it schedules no board sets", "в нём нет комплектов сдач"},
		{"it is a teams movement, scored across the two tables of each match, which the simulation does not model", "это командное движение: матч считается по двум столам сразу, а моделирование так не считает"},
		{"nobody is compared with anybody", "никто ни с кем не сравнивается"},
		// export/text: WriteSimulation.
		{"Simulation: %s", "Моделирование: %s"},
		{"Sessions: %d (seed %#d). True strengths spread %.2f, a board's noise %.2f; 95%% intervals in brackets.", "Сессий: %d (зерно %#d). Разброс истинной силы %.2f, шум одной сдачи %.2f; в скобках 95%%-е интервалы."},
		{"Stopped: the figures are over the first %d of %d sessions.", "Остановлено: цифры по первым %d из %d сессий."},
		{"Field %d (%s), contestants %s:", "Зачёт %d (%s), участники %s:"},
		{"Field %d, contestants %s:", "Зачёт %d, участники %s:"},
		{"All fields together, by percentage, contestants %s:", "Все зачёты вместе, по проценту, участники %s:"},
		{"the strongest finishes first", "сильнейший занимает первое место"},
		{"the strongest's mean place", "среднее место сильнейшего"},
		{"the first three are the three strongest", "первые трое — три сильнейших"},
		{"Kendall's τ, true against finished order", "τ Кендалла, истинный порядок против итогового"},
		{"luck of the draw (sd of the opponents' mean strength)", "везение с соперниками (ст. откл. их средней силы)"},
		{"first place shared before the lot", "первое место поделено до жребия"},
		{"The strongest contestant of the room finishes first in his field: %s", "Сильнейший участник зала занимает первое место в своём зачёте: %s"},
		{"%.1f%% (%.1f–%.1f%%)", "%.1f%% (%.1f–%.1f%%)"},
		{"%.2f (%.2f–%.2f)", "%.2f (%.2f–%.2f)"},
		{"%.3f (%.3f–%.3f)", "%.3f (%.3f–%.3f)"},
		{"%.1f%% of sessions", "%.1f%% сессий"},
		// internal/app: the simulation fields; cmd/movegen: --simulate.
		{"Sessions to simulate", "Сессий для моделирования"},
		{"Strength spread", "Разброс силы"},
		{"needs %s: it sets the simulation", "нужен %s: это настройка моделирования"},
		{"No simulation: %s.", "Моделирования нет: %s."},
		{"the tables fit no movement (3 or 4 seats)", "столы не складываются в движение (3 или 4 места)"},
		{"Stopped: the simulation ended before its first sessions were played.", "Остановлено: моделирование закончилось раньше, чем были сыграны первые сессии."},
		{"the figures of the sessions simulated before the stop were written", "выведены цифры по сессиям, смоделированным до остановки"},
		{"prints its figures with the text report, not in a .%s file: write the file, then run %s on it", "выводит свои цифры с текстовым отчётом, а не в файл .%s: запишите файл, затем запустите для него %s"},
		{"The simulation stopped early (--time or Ctrl-C): the figures are over the sessions played so far.", "Моделирование остановлено досрочно (--time или Ctrl-C): цифры — по уже сыгранным сессиям."},
		{"simulating", "моделирование"},
		{"the report was written, without figures: the simulation had played no session", "отчёт выведен, но без цифр: моделирование не успело сыграть ни одной сессии"},
		// schedules and export/text: the plan's "strongest wins" column.
		{"strongest wins", "сильнейший побеждает"},
		{"%.0f%%", "%.0f%%"},
		{"Rank by", "Ранжировать по"},
		{"balance (verdict, balance index)", "балансу (вердикт, индекс баланса)"},
		{"strongest wins (simulated)", "победам сильнейшего (моделирование)"},
		{"Does the strongest win?", "Побеждает ли сильнейший?"},
		{"%d sessions to simulate: want 0 to %d", "сессий для моделирования: %d; допустимо от 0 до %d"},
		{"rank %q: want balance or strongest", "ранжирование %q: нужно balance или strongest"},
		{"rank %q needs sessions to simulate", "ранжированию %q нужны сессии для моделирования"},
		{"%s %s %s and its strongest contestant wins his field in %.0f%% of the simulated sessions; the next option could not be simulated.",
			"%s %s %s, и его сильнейший участник побеждает в своём зачёте в %.0f%% смоделированных сессий; следующий вариант смоделировать не удалось."},
		{"%s %s %s and its strongest contestant wins his field most often, in %.0f%% of the simulated sessions against %.0f%% for the next option.",
			"%s %s %s, и его сильнейший участник чаще всего побеждает в своём зачёте: в %.0f%% смоделированных сессий против %.0f%% у следующего варианта."},
		{"%s %s %s and its strongest contestant wins his field most often, in %.0f%% of the simulated sessions against %.0f%% for the next option; the 95%% intervals overlap, so the two are about as good.",
			"%s %s %s, и его сильнейший участник чаще всего побеждает в своём зачёте: в %.0f%% смоделированных сессий против %.0f%% у следующего варианта; 95%%-е интервалы пересекаются, так что оба примерно равны."},
		{"Stopped early (interrupt) while simulating: the options without a strongest-wins figure were not simulated; another run may rank them differently.",
			"Остановлено досрочно (прерывание) во время моделирования: варианты без цифры побед сильнейшего не смоделированы; другой запуск может расставить их иначе."},
		{"Strongest wins: how often the strongest contestant of the room finishes first in his field (more fields, as with two winners or sections, are smaller and easier to win)",
			"Сильнейший побеждает: как часто сильнейший участник зала занимает первое место в своём зачёте (при большем числе зачётов, как с двумя победителями или секциями, каждый меньше и выиграть его легче)"},
		{"no option could be simulated within the plan's time", "ни один вариант не удалось смоделировать за время плана"},
		// The same on the page: no seed, the ranking by its choice, the
		// figures on the movement's page.
		{"Strongest wins: how often the strongest contestant of the room finishes first in his field, and ×N how many times as often as a draw of lots in a field of that size would (a field of 7 is easier to win than one of 14, so only ×N compares movements; it orders the options only when they are ranked by strongest wins)", "Сильнейший побеждает: как часто сильнейший участник зала занимает первое место в своём поле, и ×N — во сколько раз чаще, чем дал бы жребий в поле такого размера (поле из 7 выиграть легче, чем из 14, поэтому сравнивать движения можно только по ×N; порядок вариантов он задаёт, только когда они упорядочены по победе сильнейшего)"},
		{"over %d simulated sessions of each option; the 95%% intervals are within ±%.1f points", "по %d смоделированным сессиям каждого варианта; 95%%-е интервалы не шире ±%.1f пункта"},
		{"over %d to %d simulated sessions of each option, fewer for larger movements; the 95%% intervals are within ±%.1f points", "по %d–%d смоделированным сессиям каждого варианта, меньше для больших движений; 95%%-е интервалы не шире ±%.1f пункта"},
		{"–: not simulated (too large to simulate within the plan's seconds, or no board sets); the page of the chosen movement gives its figures.", "–: не смоделировано (слишком большое, чтобы уложиться в секунды плана, или нет комплектов сдач); цифры выбранного движения — на его странице."},
		{"over %d simulated sessions of each option (seed %d, strengths spread %.2f); the 95%% intervals are within ±%.1f points",
			"по %d смоделированным сессиям каждого варианта (зерно %d, разброс силы %.2f); 95%%-е интервалы не шире ±%.1f пункта"},
		{"over %d to %d simulated sessions of each option, fewer for larger movements (seed %d, strengths spread %.2f); the 95%% intervals are within ±%.1f points",
			"по %d–%d смоделированным сессиям каждого варианта, меньше для больших движений (зерно %d, разброс силы %.2f); 95%%-е интервалы не шире ±%.1f пункта"},
		{"–: not simulated (too large to simulate within the plan's seconds, or no board sets); %s on the chosen movement gives its figures.",
			"–: не смоделировано (слишком большое, чтобы уложиться в секунды плана, или нет комплектов сдач); %s для выбранного движения даёт его цифры."},
		{"the simulation failed: %s", "моделирование не удалось: %s"},
		{"the page's time ran out before the first sessions; %s gives its figures", "время страницы вышло раньше первых сессий; %s даёт цифры"},
		{"the movement is too large to simulate on this page; %s gives its figures", "движение слишком велико для моделирования на этой странице; %s даёт его цифры"},
	}
}
