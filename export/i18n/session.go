package i18n

// sessionMessages are the words of a movement's session: the event and the
// timetable on cards, sheets and in the text output, and the validator's
// timetable problems (movement/session.go).
func sessionMessages() []Message {
	return []Message{
		// Cards, sheets and text.
		{"Time", "Время"},
		{"End", "Конец"},
		{"Finish", "Окончание"},
		{"Minutes a board", "Минут на сдачу"},
		{"Minutes to move", "Минут на переход"},
		{"Start %s, finish %s.", "Начало в %s, окончание в %s."},
		{"%d minutes a board, %d to move.", "%d мин. на сдачу, %d мин. на переход."},
		{"%d minutes a deal, %d to move.", "%d мин. на сдачу, %d мин. на переход."},
		{"Event: %s", "Турнир: %s"},
		{"Break", "Перерыв"},
		{"Break after round %d: %d minutes, %s–%s.", "Перерыв после тура %d: %d мин., %s–%s."},

		// Timetable.WithBreak's refusals.
		{"no timetable to add a break to", "нет расписания, в которое можно добавить перерыв"},
		{"a break after round %d: want a round from 1 to %d", "перерыв после тура %d: нужен тур с 1 по %d"},
		{"a break of %d minutes: want %d to %d", "перерыв %d мин.: нужно от %d до %d"},

		// The validator's timetable problems.
		{"the timetable lists %d rounds, the movement has %d", "в расписании %d {rounds}, а в движении — %d"},
		{"timetable entry %d is for round %d, want round %d", "строка расписания %d относится к туру %d, а должна — к туру %d"},
		{"the timetable starts at %s, before midnight", "расписание начинается в %s, раньше полуночи"},
		{"round %d starts at %s, before the session starts at %s", "тур %d начинается в %s, раньше начала сессии в %s"},
		{"round %d starts at %s, before round %d ends at %s", "тур %d начинается в %s, раньше окончания тура %d в %s"},
		{"round %d ends at %s, not after it starts at %s", "тур %d заканчивается в %s, не позже своего начала в %s"},
	}
}
