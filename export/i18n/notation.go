package i18n

// notationMessages are the words of the paper's notation (export/cards,
// labels.go): places in words and the marks of people.
func notationMessages() []Message {
	return []Message{
		// Seats as words, for the places a player reads.
		{"North", "север"},
		{"East", "восток"},
		{"South", "юг"},
		{"West", "запад"},
		{"North–South", "север–юг"},
		{"East–West", "восток–запад"},
		// A place: the table word, the number, the seat in words.
		{"table %s, %s", "стол %s, %s"},
		{"start: %s", "старт: %s"},
		// The number sign of a player's label ("#7", "№7").
		{"#", "№"},
		{"#%s", "№%s"},
		// Moves in words.
		{"→ rest", "→ отдых"},
		{"→ sits out", "→ отдыхает"},
		{"Sits out", "Кто отдыхает"},
		{"* arrow switch", "* смена направления"},
		{"%s: section %s", "%s: секция %s"},
		{"- empty seat", "- пустое место"},
		{". table not in use", ". стол не играет"},
		{"Sit-out: table %s", "Отдых: стол %s"},
		{"Boards here (not played)", "Комплект здесь (не играется)"},
		{"boards shared with tables %s", "комплект общий со столами %s"},
		{"set shared with tables %s", "комплект общий со столами %s"},
	}
}
