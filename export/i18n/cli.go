package i18n

// cliMessages are the sentences printed by the commands of cmd/movegen.
func cliMessages() []Message {
	return []Message{
		{"== %s ==", "== %s =="},
		{"note: %s", "примечание: %s"},
		{".ASC keeps no %s", ".ASC не хранит: %s"},
		// What .ASC loses (movegen convert --to asc).
		{"family", "семейство"},
		{"labels", "метки участников"},
		{"game", "игра"},
		{"arrow switches", "смены направления"},
		{"teams (the scorer reads the pairs of a pairs movement)", "команды (программа подсчёта прочтёт пары парного движения)"},
		{"%s (%s)", "%s (%s)"},
	}
}
