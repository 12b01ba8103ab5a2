package i18n

// problemMessages are the validator's problem messages (the Format strings
// of movement.Problem, from movement/validate.go) and the words put into
// them. Seats stay in Latin letters where they quote a file (an unknown seat,
// a wrong layout); seats the validator names are translated by
// Printer.Message.
func problemMessages() []Message {
	return []Message{
		// The kinds of problem in words (text.CodeWord), for the page.
		{"no seats", "нет позиций"},
		{"bad seat", "неверная позиция"},
		{"wrong kind of event", "не тот вид турнира"},
		{"wrong game", "не та игра"},
		{"count out of range", "число вне пределов"},
		{"round out of range", "тур вне пределов"},
		{"table out of range", "стол вне пределов"},
		{"set out of range", "комплект вне пределов"},
		{"number out of range", "номер вне пределов"},
		{"seats not filled", "места не заполнены"},
		{"table listed twice", "стол указан дважды"},
		{"seated twice", "посажен дважды"},
		{"set played twice", "комплект сыгран дважды"},
		{"never plays", "не играет"},
		{"empty table", "пустой стол"},
		{"bad card name", "неверное имя на карточке"},
		{"timetable rounds", "туры в расписании"},
		{"timetable order", "порядок расписания"},
		{"shared set", "общий комплект"},
		{"unused set", "неиграемый комплект"},
		{"empty seat", "пустое место"},
		{"idle table", "пустующий стол"},
		{"teams do not fit", "команды не сходятся"},
		{"pair without a team", "пара без команды"},
		{"teammates meet", "встреча своей команды"},
		{"boards not compared", "сдачи не сравниваются"},
		{"match seats", "места матча"},
		{"team sits out", "команда отдыхает"},
		{"half a team plays", "играет полкоманды"},
		{"teams meet again", "повторная встреча команд"},
		{"copies needed", "нужны копии"},
		{"… and %d more problems, not listed", "… и ещё %d {замечание|замечания|замечаний}, не показаны"},
		{"of these, by kind: %s", "из них по видам: %s"},
		// Layout and counts.
		{"the movement lists no seats", "в движении не указано ни одной позиции"},
		{"unknown seat %q (want NS, EW, N, E, S or W)", "неизвестная позиция %q (допустимы NS, EW, N, E, S и W)"},
		{"seat %s is listed twice", "позиция %s указана дважды"},
		{"a pairs movement seats NS and EW, in that order, not %s", "в парном движении позиции NS и EW, именно в этом порядке, а не %s"},
		{"an individual movement seats N, E, S and W (or N, E, S), in that order, not %s", "в личном движении позиции N, E, S и W (или N, E, S), именно в этом порядке, а не %s"},
		{"kind %q: want pairs or individual", "вид %q: допустимы pairs и individual"},
		{"individual bridge needs four seats, not %d", "в личном бридже за столом четыре позиции, а не %d"},
		{"preferans is played by individuals, not %s", "преферанс — личное соревнование, а не %s"},
		{"game %q: want bridge or preferans", "игра %q: допустимы bridge и preferans"},
		{"%d %s: want 1 to %d", "%d (%s): допустимо от 1 до %d"},
		{"label %q is for contestant %d, but contestants are 1 to %d", "метка %q дана участнику %d, а участники пронумерованы от 1 до %d"},

		// What a count names in "%d %s: want 1 to %d".
		{"number of contestants", "число участников"},
		{"number of tables", "число столов"},
		{"number of rounds", "число туров"},
		{"number of sets", "число комплектов"},
		{"boards per set", "сдач в комплекте"},

		// Plays.
		{"round %d: set %s is played at tables %s (shared set)", "тур %d: комплект %s играется на столах %s (общий комплект)"},
		{"round %d, table %d: round %d is outside 1 to %d", "тур %d, стол %d: тур %d вне диапазона от 1 до %d"},
		{"round %d, table %d: table %d is outside 1 to %d", "тур %d, стол %d: стол %d вне диапазона от 1 до %d"},
		{"round %d, table %d: set %s is outside %s to %s", "тур %d, стол %d: комплект %s вне диапазона от %s до %s"},
		{"round %d, table %d: %d seats filled, want %d (%s)", "тур %d, стол %d: занято %d {место|места|мест}, а нужно %d (%s)"},
		{"round %d, table %d, seat %s: contestant %d is outside 1 to %d", "тур %d, стол %d, позиция %s: участник %d вне диапазона от 1 до %d"},
		{"round %d, table %d is listed twice", "тур %d, стол %d указан дважды"},
		{"round %d, table %d: every seat is empty", "тур %d, стол %d: все места пустые"},
		{"round %d, table %d: seat %s is empty (phantom)", "тур %d, стол %d: место %s пустое (фантом)"},
		{"round %d: contestant %s is seated at table %d, seat %s, and already at table %d", "тур %d: участник %s посажен за стол %d, позиция %s, но уже сидит за столом %d"},
		{"round %d, table %d: contestant %s plays set %s again (first played in round %d)", "тур %d, стол %d: участник %s повторно играет комплект %s (впервые сыгран в туре %d)"},
		{"contestant %s holds no seat in any round", "участник %s не играет ни в одном туре"},
		{"set %s is never played", "комплект %s не играется ни разу"},
		{"table %d is idle in rounds %s", "стол %d не играет в турах %s"},
		{"table %d is idle in round %s", "стол %d не играет в туре %s"},
	}
}
