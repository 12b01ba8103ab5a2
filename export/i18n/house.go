package i18n

// houseMessages are the sentences of the command line's exit paths (write
// failures, interruption) and of the output checks added with them.
func houseMessages() []Message {
	return []Message{
		{"interrupted: %v", "прервано: %v"},
		{"interrupted: nothing was written", "прервано: ничего не записано"},
		{"the plan lists only the options evaluated before the stop (%d)", "в плане только варианты, оценённые до остановки (%d)"},
		{"Stopped early (interrupt): only the options evaluated before the stop are listed; another run may list more.", "Остановлено досрочно (прерывание): показаны только варианты, оценённые до остановки; новый запуск может показать больше."},
		{"write output: %v", "не удалось вывести результат: %v"},
		{"-o %s: is a folder; name a file", "-o %s: это папка; укажите файл"},
		{"1 set", "1 комплект"},
		{"family (%s)", "семейство (%s)"},
		{"game (%v)", "игра (%v)"},
		{"boards per set (%d)", "сдач в комплекте (%d)"},
		{"--to %s does not match -o %s: drop --to or name the file .%s", "--to %s не совпадает с -o %s: уберите --to или назовите файл .%s"},
		{"--%s %q: want one of %s", "--%s %q: нужно одно из: %s"},
		{"%q: want one of %s", "%q: нужно одно из: %s"},
		{"… and %d more problems, not listed (check --all lists every one)", "… и ещё замечаний: %d, не показаны (check --all покажет все)"},
	}
}
