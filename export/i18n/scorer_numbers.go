package i18n

// scorerNumbersMessages are the words of the scorers' files about the
// numbers the cards print (export/scorerfile, kbsfile, ebufile, formats,
// the ew-numbers-from field; issue 37).
func scorerNumbersMessages() []Message {
	return []Message{
		{"EW pairs numbered from", "Пары ВЗ нумеруются с"},
		{"contestant %d is numbered %d on the cards; %s numbers pairs from 1", "участник %d на карточках под номером %d; %s нумерует пары с 1"},
		{"the cards number %s and %s both %d, and %s gives every pair a number of its own: with %s %d the cards number the EW pairs from %d, and the cards and the file say the same",
			"на карточках у %s и %s один номер %d, а %s даёт каждой паре свой номер: с %s %d карточки нумеруют пары ВЗ с %d, и карточки и файл говорят одно и то же"},
		{"the cards number contestant %d as %d, and %s numbers the contestants 1 to %d in order, without labels",
			"на карточках участник %d под номером %d, а %s нумерует участников от 1 до %d по порядку, без подписей"},
		{"a teams movement: KBS scores pairs events, and its file cannot say which pairs form a team; write teams to EBUScore",
			"командное движение: KBS считает парные турниры, и в его файле не сказать, какие пары составляют команду; запишите команды в EBUScore"},
		{"%d pairs at %d tables: KBS seats a pair in every seat of every table in every round (a missing pair is chosen when the session is scored), so it needs %d pairs, or %d and the missing pair",
			"%d {пара|пары|пар} за %d {столом|столами|столами}: KBS сажает пару на каждое место каждого стола в каждом туре (недостающая пара выбирается при подсчёте), поэтому нужно %d {пара|пары|пар} или %d и недостающая пара"},
		{"in round %d, pair %d and pair %d have met %d times, and the file lets two pairs meet at most %d times (the maxplay key, 1 when absent): KBS refuses such a file",
			"в туре %d пара %d и пара %d встретились %d {раз|раза|раз}, а файл разрешает двум парам встречаться не больше %d {раза|раз|раз} (ключ maxplay, 1 без него): KBS такой файл не примет"},
		{"table %d is idle in round %d: an EBUScore movement gives every table two pairs in every round, or one pair and the missing pair",
			"стол %d свободен в туре %d: движение EBUScore даёт каждому столу в каждом туре две пары или одну пару и недостающую"},
		{"a teams movement: .ASC names pairs, not teams, and cannot say which two pairs form a team; write teams to EBUScore",
			"командное движение: .ASC называет пары, а не команды, и не может сказать, какие две пары составляют команду; запишите команды в EBUScore"},
		{"%s holds %d movements of that name (%s): name one by its number", "в %s %d {движение|движения|движений} с таким именем (%s): назовите одно по номеру"},
		{"%s keeps no %s", "%s не хранит: %s"},
		{"names (the file numbers the pairs; the cards print the names)", "имена (файл нумерует пары; имена печатаются на карточках)"},
		{"arrow switches (written by the cards held: each pair sits where its cards belong)", "смены направлений (записаны по картам: каждая пара сидит там, где лежат её карты)"},
		{"copies of the boards (EBUScore's file does not say how the tables of a match share the boards; read back, one copy is exchanged)", "копии сдач (файл EBUScore не говорит, как столы матча делят сдачи; при чтении — один комплект с обменом)"},
		{"copies of the boards (the round table does not say how the two tables of a match share the boards)", "копии сдач (таблица туров не говорит, как два стола матча делят сдачи)"},
		{"%d sections: Magic Contest's simple movement has no section column; write each section's movement on its own", "%d {секция|секции|секций}: в простом движении Magic Contest нет столбца секции; запишите движение каждой секции отдельно"},
		{"a teams movement: a team event has columns of its own in Magic Contest, which its help page does not list; movegen writes the simple movement of a pairs event only", "командное движение: у командного турнира в Magic Contest свои столбцы, которых его справка не перечисляет; movegen пишет только простое движение парного турнира"},
		{"%s %s", "%s %s"},
		{"json, asc, ebu or kbs, unless %s names a .json, .asc, .ebu or .kbs file", "json, asc, ebu или kbs, если только %s не называет файл .json, .asc, .ebu или .kbs"},
	}
}
