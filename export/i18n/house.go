package i18n

// houseMessages are the sentences of the command line's exit paths (write
// failures, interruption) and of the output checks added with them.
func houseMessages() []Message {
	return []Message{
		{"interrupted: %v", "прервано: %v"},
		{"interrupted: nothing was written", "прервано: ничего не записано"},
		{"the plan lists only the %d options evaluated before the stop", "в плане только %d вариантов, оценённых до остановки"},
		{"Stopped early (interrupt): only the options evaluated before the stop are listed; another run may list more.", "Остановлено досрочно (прерывание): показаны только варианты, оценённые до остановки; новый запуск может показать больше."},
		{"write output: %v", "не удалось вывести результат: %v"},
		{"-o %s: is a folder; name a file", "-o %s: это папка; укажите файл"},
		{"1 set", "1 комплект"},
	}
}
