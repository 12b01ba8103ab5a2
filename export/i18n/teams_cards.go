package i18n

// teamsCardsMessages are the words of the teams' paper (issue 31, the
// front-end half): the match notes of the table cards, the teams'
// itineraries, the master chart of matches, the setup sheet's matches and
// copies, and the workbook's sheets. A team is always "команда 3", never a
// bare number; the two teams of a match are joined by a dash, as a
// fixture is written ("команда 3 — команда 6").
func teamsCardsMessages() []Message {
	return []Message{
		{"team %s", "команда %s"},
		{"Team %s", "Команда %s"},
		{"%s v %s", "%s — %s"},
		{"%s, first half: the same boards are played at table %s in round %d", "%s, первая половина: эти же сдачи играются за столом %s в туре %d"},
		{"%s, second half: the same boards were played at table %s in round %d", "%s, вторая половина: эти же сдачи играли за столом %s в туре %d"},
		{"%s with table %s: boards %s first; after %d boards exchange with table %s for boards %s", "%s, матч со столом %s: сначала сдачи %s; после %d {сдачи|сдач|сдач} обменяйтесь со столом %s на сдачи %s"},
		{"%s with table %s: each table plays its own copy of the boards", "%s, матч со столом %s: у каждого стола своя копия сдач"},
		{"%s plays at", "Где играет %s"},
		{"against", "соперник"},
		{"bye", "отдых"},
		{"home", "дома"},
		{"away", "в гостях"},
		{"Home team", "Хозяева"},
		{"Away team", "Гости"},
		{"Home table", "Стол хозяев"},
		{"Away table", "Стол гостей"},
		{"Master chart of matches (home team: its NS pair at the home table)", "Схема матчей (хозяева — команда, чья пара СЮ сидит за столом хозяев)"},
		{"Matches", "Матчи"},
		{"Teams", "Команды"},
		// The setup sheet.
		{"Why: the matches of a round play the same boards at the same time, one copy a match; the two tables of a match share it, each starting with half the boards and exchanging them halfway.", "Почему: все матчи тура играют одни и те же сдачи одновременно, по копии на матч; два стола матча делят её — каждый начинает со своей половины сдач, и в середине тура столы обмениваются."},
		{"The two tables of a match share one copy: each starts with half the boards and they exchange them halfway.", "Два стола матча делят одну копию: каждый начинает со своей половины сдач, и в середине тура столы обмениваются."},
		{"Why: every table of a match plays its own copy of the boards from the first board (duplicated boards).", "Почему: каждый стол матча играет свою копию сдач с первой сдачи (дублированные сдачи)."},
		{"The two halves of a match are played in different rounds: the boards travel from one table to the other as the table cards say, so one copy of each set serves the room.", "Две половины матча играются в разных турах: сдачи переходят от стола к столу, как сказано в инструкциях на столах, поэтому одной копии каждого комплекта хватает на весь зал."},
		{"Matches: which tables play each other", "Матчи: какие столы играют друг с другом"},
		{"tables %s and %s", "столы %s и %s"},
		{"Every round: %s.", "Каждый тур: %s."},
		{"Rounds %s: %s.", "Туры %s: %s."},
		{"Round %d: %s.", "Тур %d: %s."},
		{"The boards exchange: the home table (the first named) starts with the first half of the boards, the other table with the second half (round %d, tables %s and %s: boards %s and %s); after %d boards the two tables exchange them.", "Обмен сдачами: стол хозяев (названный первым) начинает с первой половины сдач, другой стол — со второй (тур %d, столы %s и %s: сдачи %s и %s); после %d {сдачи|сдач|сдач} столы обмениваются ими."},
		{"Each table of a match plays its own copy of the boards from the first board.", "Каждый стол матча играет свою копию сдач с первой сдачи."},
		{"Matches played in two halves rounds apart: each table card names the other table of the match and the round of the other half; the master chart of matches lists them all.", "Матчи играются двумя половинами в разных турах: инструкция на каждом столе называет другой стол матча и тур второй половины; все матчи перечислены в схеме матчей."},
		// The text report and chart.
		{"Teams:", "Команды:"},
		{"Who meets whom:", "Кто с кем встречается:"},
		{"Teams: boards compared matrix:", "Команды: матрица сравнений (сдачи):"},
		{"Matches (the two tables of a match play the same boards; home team first):", "Матчи (два стола матча играют одни и те же сдачи; хозяева названы первыми):"},
		{"round %d: %s", "тур %d: %s"},
		{"%s at tables %d and %d", "%s за столами %d и %d"},
		{"Each match is played in two halves, rounds apart: the fairness report says who meets whom and when, and the cards name the other table of every match.", "Каждый матч играется двумя половинами в разных турах: отчёт о справедливости говорит, кто с кем и когда встречается, а инструкции на столах называют другой стол каждого матча."},
		// The request layer.
		{"Swiss round %d: %d teams ranked by victory points (ties by number): %s.", "Швейцарка, тур %d: %d {команда|команды|команд} по победным очкам (при равенстве — по номеру): %s."},
		{"round %d cannot be paired without two teams meeting again: give %s to allow the fewest rematches", "тур %d нельзя составить без повторной встречи двух команд: укажите %s, чтобы допустить как можно меньше повторных встреч"},
		{"Form", "Форма"},
		{"Boards a match", "Сдач на матч"},
		{"Own copy for each table", "Своя копия сдач у каждого стола"},
		{"EW step", "Шаг ВЗ"},
		{"Standings file", "Файл таблицы"},
		{"Allow rematches", "Допускать повторные встречи"},
		// plan --teams.
		{"%d teams of four, %s from %s, %s", "%d {команда|команды|команд} по четыре игрока, %s с %s, %s"},
		{"%d teams of four, no time limit, from %s, %s", "%d {команда|команды|команд} по четыре игрока, без ограничения времени, с %s, %s"},
		{"%d teams: the teams movements take %d to %d teams", "%d {команда|команды|команд}: командные движения рассчитаны на %d–%d команд"},
		{"%s %s; %s; each team plays %d boards in matches of %d; %s; %s.", "%s %s; %s; каждая команда играет %d {сдачу|сдачи|сдач}, матчи по %d; %s; %s."},
		{"Option 1: %s", "Вариант 1: %s"},
		{"Timetable of option 1: %s.", "Расписание варианта 1: %s."},
		{"at most %d byes a team", "не больше %d {отдыха|отдыхов|отдыхов} у команды"},
		{"%d copies of each set", "%d {копия|копии|копий} каждого комплекта"},
		{"one copy of each set", "одна копия каждого комплекта"},
		{"%d of the %d pairs of teams meet, none twice", "встречаются %d из %d {пары|пар|пар} команд, ни одна дважды"},
		{"every two teams meet", "каждые две команды встречаются"},
		{"finishes at %s", "заканчивается в %s"},
		{"finishes at %s, in time", "заканчивается в %s, укладывается во время"},
		{"is the closest to the time, finishing at %s; no option fits", "ближе всех ко времени, заканчивается в %s; ни один вариант не укладывается"},
		{"no team has a bye", "ни одна команда не отдыхает"},
		{"boards/match", "сдач/матч"},
		{"each team plays", "сдач у команды"},
		{"byes", "отдыхи"},
		{"copies", "копии"},
		{"teams meet", "встреч команд"},
		{"give the standings file of the event (CSV: team, vp, met)", "укажите файл таблицы турнира (CSV: team, vp, met)"},
		{"a teams plan is printed as text; add %s I to write an option as a movement in this format", "план для команд выводится текстом; добавьте %s I, чтобы записать вариант как движение в этом формате"},
	}
}
