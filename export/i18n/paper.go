package i18n

// paperMessages are the words added to the cards and sheets for the boards
// list, continued pages and the CSV layouts.
func paperMessages() []Message {
	return []Message{
		// A name no font of the cards can draw (internal/app).
		{"%q: no font of the cards can draw %s; change the name, or write another format", "%q: ни один шрифт карточек не может нарисовать %s; измените имя или выберите другой формат"},
		{"None", "никто"},
		{"Both", "все"},
		{"Board", "Сдача"},
		{"Dealer", "Сдающий"},
		{"Vulnerability", "Зона"},
		{"Boards: set, dealer and vulnerability", "Сдачи: комплект, сдающий и зона"},
		{"Deals: set and dealer (the first hand is the player on the dealer's left)", "Сдачи: комплект и сдающий (первая рука — игрок слева от сдающего)"},
		{"%s (continued)", "%s (продолжение)"},

		// Paper: the lines above a table card's grid, the judge's sheets
		// and the chart legend.
		{"Deals", "Сдачи"},
		{"Deal", "Сдача"},
		{"Deals of each set are dealt in turn by %s.", "Сдачи каждого комплекта сдают по очереди: %s."},
		{"no play this round", "в этом туре игры нет"},
		{"after this round %s goes to table %s", "после этого тура %s идёт за стол %s"},
		{"after this round: scoring break", "после этого тура — перерыв на подсчёт"},
		{"Team %d, %s seats", "Команда %d, места %s"},
		{"after this round: scoring break, then change partners", "после этого тура — перерыв на подсчёт, затем смена партнёров"},
		{"Place", "Место"},
		// Families (cards.FamilyText), as the workbook's summary names them.
		{"rotation", "ротация"},
		{"field rotation", "ротация над полем"},
		{"rest scheme", "схема с отдыхом"},
		{"extra moves", "дополнительные переходы"},
		{"custom movement", "своё движение"},
		{"orthogonal array", "ортогональный массив"},
		{"rooms joined into one", "залы, объединённые в одно движение"},
		{"From round %d on: %s", "С %d-го тура: %s"},
		{"Set next", "Комплект далее"},
		{"→ set row (table %s, round %s)", "→ в ряд комплектов (стол %s, тур %s)"},
		{"→ judge", "→ судье"},
		{"set shared with table %s", "комплект общий со столом %s"},
		{"set from the set row", "комплект из ряда"},
		{"set %s", "комплект %s"},
		{"Instructions", "Инструкция"},
		{"After round", "После тура"},
		{"Set row", "Ряд комплектов"},
		{"Sets by round: the table playing each set (–: not played)", "Комплекты по турам: стол, играющий комплект («–» — не играется)"},
		{"Under each place of the row: the table that plays the set lying there, — when nobody plays it. Before each round after the first, move the first set to the end of the row.", "Под каждым местом ряда — стол, играющий лежащий там комплект, «—» — комплект не играется. Перед каждым туром, кроме первого, первый комплект переносится в конец ряда."},
		{"The sets do not travel in a row in this movement: give them out by the sets-by-round sheet.", "В этом движении комплекты не идут рядом: раздавайте их по листу «Комплекты по турам»."},
		{"Instructions for the tables", "Инструкции на столы"},
		{"P: the resting player; a player who keeps his place has no line.", "Р — отдыхающий игрок; у игрока, остающегося на месте, строки нет."},
		{"A player who keeps his place has no line.", "У игрока, остающегося на месте, строки нет."},
	}
}
