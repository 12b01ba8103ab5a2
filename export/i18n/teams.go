package i18n

// teamsMessages are the words of the teams-of-four code (issue 31): the
// teams check of movement.Validate, the teams report (movement.
// AnalyzeTeams), the generators and Swiss pairing of movement/teams, the
// standings reader (export/standings), the teams key of the JSON format
// and the EBUScore teams conversion.
func teamsMessages() []Message {
	return append(teamsNames(), []Message{
		// movement: the teams check.
		{"teams are pairs of pairs at bridge: the movement is %s at %s", "команды состоят из пар и играют в бридж, а это движение — %s, игра %s"},
		{"%d teams: want at least 2", "%d {команда|команды|команд}: нужно не меньше 2"},
		{"%d teams: want at most %d", "%d {команда|команды|команд}: допустимо не больше %d"},
		{"boards %q: want exchange or copies", "сдачи %q: нужно exchange (обмен) или copies (копии)"},
		{"want exchange or copies", "нужно exchange (обмен) или copies (копии)"},
		{"team %d: pair %d is outside 1 to %d", "команда %d: пара %d вне диапазона 1–%d"},
		{"team %d: pair %s is already in team %d", "команда %d: пара %s уже в команде %d"},
		{"name %q is for team %d, but teams are 1 to %d", "название %q дано команде %d, а команды пронумерованы 1–%d"},
		{"round %d, table %d: pair %s belongs to no team", "тур %d, стол %d: пара %s не входит ни в одну команду"},
		{"round %d, table %d: pairs %s and %s are both of team %s", "тур %d, стол %d: пары %s и %s — обе из команды %s"},
		{"round %d: team %s has a bye", "тур %d: команда %s отдыхает"},
		{"round %d: one pair of team %s plays and the other sits out", "тур %d: одна пара команды %s играет, а другая отдыхает"},
		{"round %d, table %d: team %s (NS) plays set %s against team %s, but no table seats team %s NS against team %s on that set", "тур %d, стол %d: команда %s (СЮ) играет комплект %s против команды %s, но ни за одним столом команда %s не сидит СЮ против команды %s на этом комплекте"},
		{"round %d, table %d: team %s sits NS against team %s on set %s a second time (first at round %d, table %d)", "тур %d, стол %d: команда %s второй раз сидит СЮ против команды %s на комплекте %s (впервые — тур %d, стол %d)"},
		{"set %s: pair %s of team %s plays at both tables of the match against team %s (rounds %d and %d)", "комплект %s: пара %s команды %s играет за обоими столами матча против команды %s (туры %d и %d)"},
		{"teams %s and %s meet %s (from rounds %s)", "команды %s и %s встречаются %s (начиная с туров %s)"},
		{"set %s: %d copies are in use at once", "комплект %s: одновременно нужно %d {копия|копии|копий}"},
		// movement: the teams report.
		{"%d teams, %d matches in %d meetings.", "%d {команда|команды|команд}, %d {матч|матча|матчей} в %d {встрече|встречах|встречах}."},
		{"Every two teams meet exactly once.", "Каждые две команды встречаются ровно один раз."},
		// The teams report's properties (movement.PropTeams…), named
		// as the pairs' are ("no-repeat-sets" is "без повтора
		// комплектов").
		{"teams-all-meet-once", "все команды встречаются по одному разу"},
		{"teams-no-rematch", "без повторных встреч команд"},
		{"teams-home-balanced", "дома и в гостях поровну"},
		{"teams-equal-byes", "равный отдых команд"},
		{"teams-equal-boards", "равное число сравниваемых сдач"},
		{"pairs-fixed-directions", "пары не меняют линию"},
		{"Of %#d pairs of teams, %#d never meet and %#d meet more than once.", "Из %#d {пары|пар|пар} команд %#d ни разу не встречаются, а %#d встречаются больше одного раза."},
		{"Two teams that meet are compared on %d boards.", "Встречающиеся команды сравниваются на %d {сдаче|сдачах|сдачах}."},
		{"Two teams that meet are compared on %d to %d boards.", "Встречающиеся команды сравниваются на %d–%d {сдаче|сдачах|сдачах}."},
		{"Every team is compared on %d boards in all.", "Каждая команда сравнивается всего на %d {сдаче|сдачах|сдачах}."},
		{"Teams are compared on %d to %d boards in all.", "Команды сравниваются всего на %d–%d {сдаче|сдачах|сдачах}."},
		{"Home matches (NS at the first table): %d to %d a team; away: %d to %d.", "Матчей дома (СЮ за первым столом матча): %d–%d у команды; в гостях: %d–%d."},
		{"Byes: %d to %d a team.", "Отдыхов: %d–%d у команды."},
		{"No team has a bye.", "Ни одна команда не отдыхает."},
		{"Every pair keeps its direction all session.", "Каждая пара всю сессию играет в одной линии."},
		{"Boards: up to %d copies of a set are in use at once.", "Сдачи: одновременно нужно до %d {копии|копий|копий} комплекта."},
		{"Boards: one copy of each set is enough.", "Сдачи: достаточно одной копии каждого комплекта."},
		{"Team %s: meets %s; home %d, away %d; %s; compared on %d boards.", "Команда %s: встречается с %s; дома %d, в гостях %d; %s; сравнивается на %d {сдаче|сдачах|сдачах}."},
		{"%s (round %d)", "%s (тур %d)"},
		{"%s (rounds %d–%d)", "%s (туры %d–%d)"},
		{"no bye", "без отдыха"},
		{"bye: round %d", "отдыхает в туре %d"},
		{"byes: rounds %s", "отдыхает в турах %s"},
		{"nobody", "ни с кем"},
		// movement/teams: options.
		{"%d teams: want %d to %d", "%d {команда|команды|команд}: нужно от %d до %d"},
		{"want 1 to %d for %d teams", "нужно от 1 до %d для %d {команды|команд|команд}"},
		{"1 board a match cannot be exchanged halfway between two tables; want at least 2, or copies", "одну сдачу на матч нельзя поделить между двумя столами для обмена посередине; нужно не меньше 2 или копии"},
		{"the American whist movement wants an odd number of teams, %d to %d", "движению «американский вист» нужно нечётное число команд, от %d до %d"},
		{"want an even number from 2 to %d for %d teams (each match is played in two rounds)", "нужно чётное число от 2 до %d для %d {команды|команд|команд} (каждый матч играется в двух турах)"},
		{"want 1 to %d with no common factor with %d, or two teams would meet twice", "нужно от 1 до %d без общих делителей с %d, иначе две команды встретятся дважды"},
		// movement/teams: Swiss pairing.
		{"team %d: teams are numbered 1 to %d", "команда %d: команды нумеруются от 1 до %d"},
		{"team %d is listed twice", "команда %d указана дважды"},
		{"team %d: met team %d, but the other teams are 1 to %d", "команда %d: встречалась с командой %d, а остальные команды — 1–%d"},
		{"team %d: %d byes", "команда %d: %d {отдых|отдыха|отдыхов}"},
		{"%.2f VP", "%.2f ВП"},
		// export/standings: faults of the standings file.
		{"malformed CSV: %v", "ошибка CSV: %v"},
		{"%d columns, the header names %d", "%d {столбец|столбца|столбцов}, а в заголовке %d"},
		{"more than %d teams", "больше %d {команды|команд|команд}"},
		{"%q is not a team number (1 or more)", "%q — не номер команды (1 или больше)"},
		{"team %d is already on line %d", "команда %d уже есть в строке %d"},
		{"%q is not a number of victory points (such as 31.5)", "%q — не число победных очков, ВП (например, 31.5)"},
		{"%q is not a team number or \"bye\"", "%q — не номер команды и не «bye»"},
		{"team %d cannot have met itself", "команда %d не может встречаться сама с собой"},
		{"%q is not a number of byes (0 or more)", "%q — не число отдыхов (0 или больше)"},
		{"no header line (want the columns team, vp and met)", "нет строки заголовка (нужны столбцы team, vp и met)"},
		{"no teams", "нет ни одной команды"},
		{"team %d, but there are %d teams: number them 1 to %d", "команда %d, а всего в файле %d {команда|команды|команд}: пронумеруйте их от 1 до %d"},
		{"team %d is not in the file (teams 1 to %d)", "команды %d нет в файле (команды 1–%d)"},
		{"column %q is named twice", "столбец %q указан дважды"},
		{"no column %q", "нет столбца %q"},
		// export/jsonfile: the teams key.
		{"%d teams, at most %d", "%d {команда|команды|команд}, не больше %d"},
		{"%d pairs, want 2 (a team is two pairs)", "%d {пара|пары|пар}, нужно 2 (команда — это две пары)"},
		{"key %q is not a team number (1 to %d)", "ключ %q — не номер команды (1–%d)"},
		// export/ebufile: teams conversion.
		{"not a teams movement", "это не командное движение"},
		{"sections: write each section's movement on its own", "секции: запишите движение каждой секции отдельно"},
		{"a seating plan without boards", "рассадка без сдач"},
		{"%d tables and %d rounds: want 1 to %d and 1 to %d", "%d {tables} и %d {rounds}: нужно от 1 до %d и от 1 до %d"},
		{"pair %s sits both NS and EW; the file names teams, not pairs, so each pair must keep one direction", "пара %s сидит и СЮ, и ВЗ; в файле названы команды, а не пары, поэтому каждая пара должна играть в одной линии"},
		{"both pairs of team %d sit %s", "обе пары команды %d сидят %s"},
		{"round %d, table %d: a pair that belongs to no team", "тур %d, стол %d: пара, не входящая ни в одну команду"},
		// movement/teams: the notes.
		{"%d of the %d rounds: rounds %s of the complete movement, so after round %d the EW pairs skip ahead; every match is still complete and no two teams meet twice.", "%d из %d {тура|туров|туров}: туры %s полного движения, поэтому после тура %d пары ВЗ делают пропуск; каждый матч всё равно доигрывается, и никакие две команды не встречаются дважды."},
		{"American whist: each team's NS pair stays at its home table (team t at table t); the EW pairs move down two tables and the boards down one each round. Start: each EW pair two tables below its home table.", "Американский вист: пара СЮ каждой команды остаётся за своим домашним столом (команда t — за столом t); пары ВЗ каждый тур переходят на два стола вниз, а сдачи — на один. Начало: каждая пара ВЗ — на два стола ниже своего домашнего."},
		{"Boards: %s of %s, one set a match (default: the nearest to 26 boards a team); %s.", "Сдачи: %s по %s, один комплект на матч (по умолчанию — ближе всего к 26 сдачам на команду); %s."},
		{"Boards: %s of %s, one set a match; %s.", "Сдачи: %s по %s, один комплект на матч; %s."},
		{"Complete round robin (Berger's tables): every two teams meet exactly once, in %d rounds; match k of a round is at tables 2k−1 and 2k.", "Полный круговой турнир (таблицы Бергера): каждые две команды встречаются ровно один раз за %d {тур|тура|туров}; матч k тура играется за столами 2k−1 и 2k."},
		{"Complete: every two teams meet exactly once, and no team has a bye.", "Полное движение: каждые две команды встречаются ровно один раз, и ни одна команда не отдыхает."},
		{"Complete: every two teams meet exactly once, in %d rounds.", "Полное движение: каждые две команды встречаются ровно один раз за %d {тур|тура|туров}."},
		{"Each match is played in two halves: the set goes from one team's home table to the other's, where it is played when the other pairs meet; every two teams that meet are compared on one set.", "Каждый матч играется двумя половинами: комплект переходит от домашнего стола одной команды к домашнему столу другой и играется там, когда встречаются другие две пары; встречающиеся команды сравниваются на одном комплекте."},
		{"Even number of teams: team %d's EW pair moves from table to table, to the team whose EW pair would reach its own home table; that EW pair plays at table %d.", "Чётное число команд: пара ВЗ команды %d переходит к той команде, чья пара ВЗ попала бы за свой домашний стол; эта пара ВЗ играет за столом %d."},
		{"Flower (home tables, as in Bridge::Flower): each team's NS pair stays at its home table; the EW pairs move up %d tables each round, and every match is played head to head at the two teams' home tables.", "«Цветок» (домашние столы, как в Bridge::Flower): пара СЮ каждой команды остаётся за своим домашним столом; пары ВЗ каждый тур переходят на %d {стол|стола|столов} вверх, и каждый матч играется одновременно за домашними столами обеих команд."},
		{"Home team: its NS pair sits at the first table of the match; every team is home %d to %d times and never more than once more often than away.", "Команда-хозяин: её пара СЮ сидит за первым столом матча; каждая команда — хозяин от %d до %d раз, и не больше чем на один раз чаще, чем гость."},
		{"Odd number of teams: each round the team whose EW pair would reach its own home table has a bye, and its table is idle.", "Нечётное число команд: каждый тур отдыхает команда, чья пара ВЗ попала бы за свой домашний стол, и этот стол пустует."},
		{"Odd number of teams: one team has a bye each round, and no team more than one.", "Нечётное число команд: каждый тур одна команда отдыхает, и ни одна — больше одного раза."},
		{"The first %d of the %d rounds of the complete round robin (Berger's tables): no two teams meet twice.", "Первые %d из %d {тура|туров|туров} полного кругового турнира (таблицы Бергера): никакие две команды не встречаются дважды."},
		{"The first %d of the %d rounds: no two teams meet twice, and no team has more than one bye.", "Первые %d из %d {тура|туров|туров}: никакие две команды не встречаются дважды, и ни одна команда не отдыхает больше одного раза."},
		{"every table has its own copy; %d copies of each set", "у каждого стола своя копия; %d {копия|копии|копий} каждого комплекта"},
		{"one copy of each set is enough", "достаточно одной копии каждого комплекта"},
		{"the two tables of a match start with half the boards each and exchange them halfway; %d copies of each set", "два стола матча начинают каждый со своей половины сдач и посередине меняются ими; %d {копия|копии|копий} каждого комплекта"},
	}...)
}

// teamsNames are the parts of the names movement/teams gives its
// movements ("Round robin, 8 teams, 5 of 7 rounds"), which MovementName
// translates part by part.
func teamsNames() []Message {
	return []Message{
		{"Round robin", "Круговой турнир"},
		{"American whist", "Американский вист"},
		{"Flower", "Цветок"},
		{"Swiss teams", "Командный швейцарский турнир"},
		{"%d teams", "%d {команда|команды|команд}"},
		{"round %d", "тур %d"},
	}
}
