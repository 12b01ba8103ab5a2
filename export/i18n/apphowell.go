package i18n

// appHowellMessages are the words of the appendix Howell (movement/howell,
// movegen howell --appendix).
func appHowellMessages() []Message {
	return append(appHowellNames(), []Message{
		{"Appendix table", "Приставной стол"},
		{"Appendix Howell, %d tables", "Хоуэлл с приставным столом, %d {стол|стола|столов}"},
		{"the complete Howell for %d pairs with an appendix table sharing table %d's boards; %s of %s, two more pairs stay put and whoever arrives at the appendix table's empty seat sits out", "полный Хоуэлл на %d {пару|пары|пар} с приставным столом, который делит сдачи стола %d; %s по %s, ещё две пары не пересаживаются, а кто приходит на пустое место приставного стола, отдыхает"},
		{"Appendix Howell: the Howell for %d pairs with table %d added beside table %d; the two share table %d's boards every round.", "Хоуэлл с приставным столом: Хоуэлл на %d {пару|пары|пар} и стол %d, поставленный рядом со столом %d; каждый тур оба стола играют сдачи стола %d."},
		{"Pair %d stays EW at table %d and pair %d stays NS at table %d for the whole session; the pair who would sit EW at table %d plays at table %d instead.", "Пара %d всю сессию сидит ВЗ за столом %d, пара %d — СЮ за столом %d; пара, которой выпадает место ВЗ за столом %d, играет вместо этого за столом %d."},
		{"The two moving pairs who would have met at table %d do not meet, so not every two pairs meet (McKinnon, Appendix tables).", "Две движущиеся пары, которые встретились бы за столом %d, не встречаются, поэтому встречаются не все пары (Маккиннон, «Appendix tables»)."},
		{"Short appendix Howell: %d of the complete %d rounds.", "Короткий Хоуэлл с приставным столом: %d {тур|тура|туров} из полных %d."},
		{"Odd number of pairs: pair %d's seat at table %d is empty; whoever arrives there sits out.", "Нечётное число пар: место пары %d за столом %d пустое; кто приходит туда, отдыхает."},
		{"an appendix table goes on a plain Howell, not a barometer or an interwoven Howell", "приставной стол ставится к обычному Хоуэллу, а не к барометру или переплетённому Хоуэллу"},
		{"an appendix Howell wants %d to %d pairs", "для Хоуэлла с приставным столом нужно от %d до %d {пары|пар|пар}"},
		{"the appendix table shares its neighbour's set every round, and one board cannot be at two tables at once; want at least 2", "приставной стол каждый тур делит комплект с соседним, а одна сдача не может быть за двумя столами сразу; нужно не меньше 2"},
	}...)
}

// appHowellNames are the parts of the appendix Howell's movement name
// (MovementName).
func appHowellNames() []Message {
	return []Message{{"Appendix Howell", "Хоуэлл с приставным столом"}}
}
