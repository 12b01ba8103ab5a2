package i18n

// protocolMessages are the words of the score sheets that travel with the
// deals (cards.ProtocolSheets): the preferans protocol of each deal and
// the bridge traveller of each board, and the setup sheet's line on them.
func protocolMessages() []Message {
	return []Message{
		{"Traveller: board %d", "Бланк сдачи %d"},
		{"Protocol: deal %d", "Протокол сдачи %d"},
		{"%s, section %s", "%s, секция %s"},
		{"Contract", "Контракт"},
		{"Declarer", "Играющий"},
		{"Tricks", "Взятки"},
		{"1st defender", "1-й вист."},
		{"2nd defender", "2-й вист."},
		{"Vists", "Висты"},
		{"MP", "Очки"},
		{"By", "Кто играл"},
		{"Score %s", "Результат %s"},
		{"MP %s", "Очки %s"},
		{"Set %d. The protocol travels with the box of deal %d from table to table, in the order of its rows; after the deal N writes the table's line.", "Комплект %d. Протокол идёт с коробкой сдачи %d от стола к столу в порядке его строк; после сдачи Север записывает строку своего стола."},
		{"Contract: — for a passed-out deal (the tricks are then written from first hand clockwise). The vists of a line sum to 0. MP: the matchpoints within each seat's line, written by the judge.", "Контракт: «—» на распасовке (взятки тогда пишутся с первой руки по часовой стрелке). Сумма вистов строки равна 0. Очки: очки внутри линии каждого места, их пишет судья."},
		{"Set %d. The traveller travels with board %d from table to table, in the order of its rows; after the board North writes the result.", "Комплект %d. Бланк идёт со сдачей %d от стола к столу в порядке его строк; после сдачи Север записывает результат."},
		{"MP: the matchpoints within each direction, written by the director.", "Очки: очки внутри каждого направления, их пишет судья."},
		{"An arrow-switched round lists under NS the pair that plays the NS cards.", "В туре со сменой направлений под СЮ записана пара, которая играет карты СЮ."},
		{"Protocols: print %d, one for each deal; each travels with its deal's box from table to table and comes back to the judge after the last round.", "Протоколы: напечатайте %d, по одному на сдачу; каждый идёт с коробкой своей сдачи от стола к столу и после последнего тура возвращается к судье."},
		{"Travellers, when the tables score on paper: print %d, one for each board; the tables play their copies of a board at the same time, so fill in its traveller from the tables' scores after the round.", "Бланки сдач, если столы записывают результаты на бумаге: напечатайте %d, по одному на сдачу; столы играют свои копии сдачи одновременно, поэтому заполняйте бланк по результатам столов после тура."},
		{"Travellers, when the tables score on paper: print %d, one for each board; each travels with its board from table to table.", "Бланки сдач, если столы записывают результаты на бумаге: напечатайте %d, по одному на сдачу; каждый идёт со своей сдачей от стола к столу."},
	}
}
