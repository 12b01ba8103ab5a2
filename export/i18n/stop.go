package i18n

// stopMessages are the words of issue 16's remainder: how a capped problem
// list counts what it left out, the progress line of a search and the
// announcement of a large document.
func stopMessages() []Message {
	return []Message{
		// export/text: the problems check leaves out, counted by code.
		{"of these, by code: %s", "из них по кодам: %s"},
		{"%s %d", "%s %d"},
		// cmd/movegen: the progress of a search on a terminal.
		{"planning: %v so far", "планирование: прошло %v"},
		{"searching", "поиск"},
		// cmd/movegen cards: a large document announced before it is drawn.
		{"writing %s (pages: %d; Ctrl-C stops)", "запись %s (страниц: %d; Ctrl-C останавливает)"},
		{"writing %s (sheets: %d, rows: %d; Ctrl-C stops)", "запись %s (листов: %d, строк: %d; Ctrl-C останавливает)"},
	}
}
