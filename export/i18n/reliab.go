package i18n

// reliabMessages are the words of issue 38's fixes: the library that
// writes nothing or less than its -o file holds, and the output checks
// made before any work (cmd/movegen, internal/app).
func reliabMessages() []Message {
	return []Message{
		{"nothing to write: %s cannot hold any of the %d movements asked for (the reasons are above)", "записывать нечего: формат %s не может хранить ни одного из %d запрошенных {движения|движений|движений} (причины выше)"},
		{"nothing to write: %s cannot hold any of the %d movements asked for (the reasons are above); -o %s was not touched", "записывать нечего: формат %s не может хранить ни одного из %d запрошенных {движения|движений|движений} (причины выше); -o %s не тронут"},
		{"-o %s holds %d bytes that are not movements movegen reads", "в -o %s %d {байт|байта|байт}, которые movegen не читает как движения"},
		{"-o %s holds %d movements; the library writes %d", "в -o %s %d {движение|движения|движений}; библиотека записывает %d"},
		{"%s: writing would replace them with less; give %s to replace the file, or name another -o", "%s: запись заменила бы их меньшим; укажите %s, чтобы заменить файл, или другой -o"},
		{"%s: replacing the file (--force)", "%s: файл заменяется (--force)"},
		{"Replace a fuller file", "Заменить более полный файл"},
		{"replace an -o file that holds more movements than the library writes, or that is not a movement file (without it such a write is refused)", "заменить файл -o, в котором больше движений, чем записывает библиотека, или который не является файлом движений (без этого флага такая запись отклоняется)"},
		{"%s was not written: it would take longer than %v to finish after the stop", "%s не записан: после остановки его не закончить за %v"},
	}
}
