package i18n

// stopMessages are the words of issue 16's remainder: how a capped problem
// list counts what it left out, and the progress line of a search.
func stopMessages() []Message {
	return []Message{
		// export/text: the problems check leaves out, counted by code.
		{"of these, by code: %s", "из них по кодам: %s"},
		{"%s %d", "%s %d"},
		// cmd/movegen: the progress of a search on a terminal.
		{"planning: %v so far", "планирование: прошло %v"},
		{"searching", "поиск"},
	}
}
