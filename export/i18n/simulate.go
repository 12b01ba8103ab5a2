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
	}
}
