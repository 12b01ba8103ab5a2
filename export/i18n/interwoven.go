package i18n

// interwovenMessages are the words of the interwoven Howell (movement/howell,
// movegen howell --interwoven; issue 40).
func interwovenMessages() []Message {
	return append(interwovenNames(), []Message{
		{"Interwoven Howell: the second session after a %d-table Mitchell; its NS pairs (1 to %d) and its EW pairs (%d to %d) each play a Howell among themselves, and the two pairs out of their Howells meet at table 1.", "Переплетённый Хоуэлл: вторая сессия после Митчелла на %d {столе|столах|столах}; его пары СЮ (1–%d) и пары ВЗ (%d–%d) играют каждая линия свой Хоуэлл, а две пары, оставшиеся вне своих Хоуэллов, встречаются за столом 1."},
		{"One set of boards serves both lines: every set is at one table in each round, and every pair plays every set once.", "Обеим линиям хватает одного набора сдач: каждый комплект в каждом туре лежит на одном столе, и каждая пара играет каждый комплект один раз."},
		{"Played after a %d-table Mitchell without its last round (%d rounds), every pair meets every other once over the two sessions: the pairs meeting at table 1 are those the left-out round would have seated together.", "После Митчелла на %d {столе|столах|столах} без последнего тура (%d {тур|тура|туров}) за две сессии каждая пара встречает каждую другую один раз: за столом 1 встречаются те пары, которых посадил бы вместе пропущенный тур."},
		{"A short interwoven Howell: the first %d of its %d rounds; some pairs of a line do not meet.", "Короткий переплетённый Хоуэлл: первые %d из %d {тура|туров|туров}; некоторые пары одной линии не встречаются."},
		{"an interwoven Howell wants the pairs of a Mitchell of 7, 11, 13, 17 or 19 tables (14, 22, 26, 34 or 38 pairs): an odd number of tables, not a multiple of 3, from %d to %d", "для переплетённого Хоуэлла нужны пары Митчелла на 7, 11, 13, 17 или 19 столах (14, 22, 26, 34 или 38 пар): нечётное число столов, не кратное 3, от %d до %d"},
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
	}
}
