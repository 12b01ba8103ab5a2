package i18n

// paperMessages are the words added to the cards and sheets for the boards
// list, continued pages and the CSV layouts.
func paperMessages() []Message {
	return []Message{
		{"None", "никто"},
		{"Both", "все"},
		{"Board", "Сдача"},
		{"Dealer", "Сдающий"},
		{"Vulnerability", "Зона"},
		{"Boards: set, dealer and vulnerability", "Сдачи: комплект, сдающий и зона"},
		{"Deals: set and first hand", "Сдачи: комплект и первая рука"},
		{"%s (continued)", "%s (продолжение)"},
	}
}
