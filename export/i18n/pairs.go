package i18n

// pairsMessages are the words of the pairs movements of issue 18: how the
// one-winner arrow switches were chosen, sections and stationary pairs.
func pairsMessages() []Message {
	return append(pairsNames(), []Message{
		// movegen mitchell --winners 1.
		{"per-table arrow switches give one winner, but two winners were asked for", "смена направления по столам даёт одного победителя, а просили двух"},
		{"the best of all %d choices of whole rounds", "лучший из всех %d {варианта|вариантов} выбора целых туров"},
		{"the best of %d evenly spaced choices, not proved best", "лучший из %d равномерных вариантов; что он лучший вообще, не доказано"},
		{"found by a local search of %d choices, not proved best", "найдены локальным поиском среди %d {варианта|вариантов}; что это лучший выбор, не доказано"},
		{"Per-table arrow switches: %d tables in single rounds switched differently from their round; balance index %.2f with whole rounds, %.2f with the per-table switches.", "Смена направления по столам: за %d {столом|столами} в отдельных турах направление сменено не так, как во всём туре; индекс баланса %.2f при смене целыми турами, %.2f со сменой по столам."},
		// movegen mitchell --sections.
		{"Every table is full: nobody sits out.", "Все столы заполнены: никто не отдыхает."},
		{"Movement: in each section NS pairs stay; EW pairs move up one table and boards move down one table each round.", "Движение: в каждой секции пары СЮ остаются на месте; каждый тур пары ВЗ переходят на один стол вверх, а комплекты — на один стол вниз."},
		{"Section %s: %d tables, %d pairs.", "Секция %s: %d {tables}, %d {pairs}."},
		{"Section %s: %d tables, %d pairs; after round %d the EW pairs move up two tables instead of one, so it plays %d rounds like the others.", "Секция %s: %d {tables}, %d {pairs}; после тура %d пары ВЗ переходят на два стола вверх вместо одного, поэтому в ней, как и в других, %d {rounds}."},
		{"Section %s: %d tables, %d pairs; it plays %d of its %d rounds, in step with the other sections.", "Секция %s: %d {tables}, %d {pairs}; играется %d из её %d {тура|туров}, вровень с другими секциями."},
		{"Section %s: %d tables, %d pairs; tables %s1 and %s%d share a set every round and one set waits on a bye stand.", "Секция %s: %d {tables}, %d {pairs}; столы %s1 и %s%d каждый тур играют общий комплект, а один комплект ждёт на стойке."},
		{"Shared boards: every section plays set k in the same round, each from its own copy, so %d boards are in play instead of %d and pairs of different sections are compared on them.", "Общие сдачи: все секции играют комплект k в одном и том же туре, каждая свою копию, поэтому в игре %d {boards} вместо %d, и пары разных секций сравниваются на них."},
		{"The NS seat of the last table of section %s is empty: the EW pair arriving there sits out that round; every other table is full.", "Место СЮ за последним столом секции %s пустое: пара ВЗ, которая туда приходит, в этом туре отдыхает; остальные столы заполнены."},
		{"sections: %v", "секции: %v"},
		{"Sections (each on its own; the summary above is across the field, balance index %.1f):", "Секции (каждая сама по себе; сводка выше — по всему полю, индекс баланса %.1f):"},
		{"section %s: %s, contestants %s: %s, balance index %.1f", "секция %s: %s, участники %s: %s, индекс баланса %.1f"},
		{"section %s: %s, contestants %s: %s; no balance index of its own: contestants %s also play %s, so it is not a field by itself", "секция %s: %s, участники %s: %s; своего индекса баланса нет: участники %s играют и %s, так что отдельного поля она не составляет"},
		{"tables %s-%s", "столы %s-%s"},
		{"table %s", "стол %s"},
		{"in section %s", "в секции %s"},
		{"in sections %s", "в секциях %s"},
		{"%s and %s", "%s и %s"},
		{"%s %s %s and plays %d boards a round, in the usual %d to %d; the next option plays %d.", "«%s» %s %s; в туре %d {boards}, в обычных пределах от %d до %d; в следующем варианте — %d."},
		{"%d Mitchells played side by side, each section its own field (sections A, B, ..., tables numbered within each, every table full); %s of %s", "%d {Митчелл|Митчелла|Митчеллов} играются рядом, у каждой секции свой зачёт (секции A, B, ..., столы нумеруются внутри секции, все столы заполнены); %s по %s"},
		{"%d sections: want 2 to %d", "%d {sections}: нужно от 2 до %d"},
		{"%d pairs in %d sections: want %d to %d (at least %d tables a section)", "%d {pairs} в %d {секции|секциях}: нужно от %d до %d (не меньше %d {стола|столов} в секции)"},
		{"1 board per round: a section of %d tables shares a set between two tables (a relay); want at least 2", "1 сдача за тур: в секции из %d {стола|столов} два стола играют общий комплект; нужно не меньше 2"},
	}...)
}

// pairsNames are the parts of the names of sectioned Mitchells
// ("Mitchell, 2 sections of 7-8 tables, shared boards"), for MovementName.
func pairsNames() []Message {
	return []Message{
		{"%d sections of %d-%d tables", "%d {sections} по %d-%d столов"},
		{"%d sections of %d tables", "%d {sections} по %d {столу|стола|столов}"},
		{"shared boards", "общие сдачи"},
	}
}
