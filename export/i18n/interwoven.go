package i18n

// interwovenMessages are the words of the interwoven Howell (movement/howell,
// movegen howell --interwoven; issue 40).
func interwovenMessages() []Message {
	return append(interwovenNames(), []Message{
		{"Interwoven Howell: the second session after a %d-table Mitchell; its NS pairs (1 to %d) and its EW pairs (%d to %d) each play a Howell among themselves, and the two pairs out of their Howells meet at table 1.", "Переплетённый Хоуэлл: вторая сессия после Митчелла на %d {столе|столах|столах}; его пары СЮ (1–%d) и пары ВЗ (%d–%d) играют каждая линия свой Хоуэлл, а две пары, оставшиеся вне своих Хоуэллов, встречаются за столом 1."},
		{"One set of boards serves both lines: every set is at one table in each round, and every pair plays every set once.", "Обеим линиям хватает одного набора сдач: каждый комплект в каждом туре лежит на одном столе, и каждая пара играет каждый комплект один раз."},
		{"Played after a %d-table Mitchell without its last round (%d rounds), every pair meets every other once over the two sessions: the pairs meeting at the first table are those the left-out round would have seated together.", "После Митчелла на %d {столе|столах|столах} без последнего тура (%d {тур|тура|туров}) за две сессии каждая пара встречает каждую другую один раз: за первым столом встречаются те пары, которых посадил бы вместе пропущенный тур."},
		{"A short interwoven Howell: the first %d of its %d rounds; some pairs of a line do not meet.", "Короткий переплетённый Хоуэлл: первые %d из %d {тура|туров|туров}; некоторые пары одной линии не встречаются."},
		{"an interwoven Howell wants the pairs of a Mitchell of %d to %d tables: an even number of pairs from %d to %d", "для переплетённого Хоуэлла нужны пары Митчелла на %d–%d столах: чётное число пар от %d до %d"},
		{"Interwoven Howell as a double Howell: the second session after a %d-table Mitchell; its NS pairs (1 to %d, tables A1 to A%d) and its EW pairs (%d to %d, tables D1 to D%d) each play the Howell of %d pairs with the stationary pair missing, and the two pairs who would meet it meet each other at table A1.", "Переплетённый Хоуэлл как двойной Хоуэлл: вторая сессия после Митчелла на %d {столе|столах|столах}; его пары СЮ (1–%d, столы A1–A%d) и пары ВЗ (%d–%d, столы D1–D%d) играют каждая линия Хоуэлл на %d {пару|пары|пар} без стоящей пары, а две пары, которые встретили бы её, встречаются друг с другом за столом A1."},
		{"Each line has its own copy of the boards (sections A and D): table D1 plays the same set as table A2, and so on to D%d with A%d; with one copy the two tables share it.", "У каждой линии своя копия сдач (секции A и D): стол D1 играет тот же комплект, что стол A2, и так далее до D%d и A%d; с одной копией эти два стола делят комплект."},
		{"Interwoven Howell as a double Howell: the second session after a %d-table Mitchell; its NS pairs (1 to %d, tables A1 to A%d) and its EW pairs (%d to %d, tables D1 to D%d) each play the Howell of %d pairs, pairs %d and %d staying NS at tables A1 and D1.", "Переплетённый Хоуэлл как двойной Хоуэлл: вторая сессия после Митчелла на %d {столе|столах|столах}; его пары СЮ (1–%d, столы A1–A%d) и пары ВЗ (%d–%d, столы D1–D%d) играют каждая линия Хоуэлл на %d {пару|пары|пар}, пары %d и %d остаются на СЮ за столами A1 и D1."},
		{"Each line has its own copy of the boards (sections A and D): table D1 plays the same set as table A1, and so on to D%d with A%d; with one copy the two tables share it.", "У каждой линии своя копия сдач (секции A и D): стол D1 играет тот же комплект, что стол A1, и так далее до D%d и A%d; с одной копией эти два стола делят комплект."},
		{"Played after the %d-table Mitchell with relay and bye stand (%d rounds), every pair meets every other once over the two sessions.", "После Митчелла на %d {столе|столах|столах} с общим комплектом и стойкой (%d {тур|тура|туров}) за две сессии каждая пара встречает каждую другую один раз."},
		{"an interwoven Howell plays every set once a round; it is not a barometer", "переплетённый Хоуэлл играет каждый комплект один раз за тур; это не барометр"},
		{"want 1 to %d for an interwoven Howell of %d pairs", "нужно от 1 до %d для переплетённого Хоуэлла на %d {пару|пары|пар}"},
		{"Interwoven", "Переплетённый"},
	}...)
}

// interwovenNames are the parts of the interwoven Howell's movement name
// (MovementName).
func interwovenNames() []Message {
	return []Message{
		{"Interwoven Howell", "Переплетённый Хоуэлл"},
		{"double Howell", "двойной Хоуэлл"},
	}
}
