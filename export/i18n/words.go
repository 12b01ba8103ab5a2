package i18n

// wordsMessages are the words of issue 19: the plan's meeting columns and
// the reasons that use them, the 70% rule's legend, counted times, and the
// command line's own words for flag values it cannot read.
func wordsMessages() []Message {
	return []Message{
		// The plan table and its reasons.
		{"never meet", "не встречаются"},
		{"most met", "макс. встреч"},
		{"! some contestants play fewer than 70%% of the boards in play in their room, or of the most any contestant plays.",
			"! некоторые участники играют меньше 70%% сдач, которые есть в игре в их зале или у самого занятого участника."},
		{"%s %s %s and everyone plays at least 70%% of the boards; the next option breaks that rule.",
			"«%s» %s %s, и каждый играет не меньше 70%% сдач; следующий вариант это правило нарушает."},
		{"%s %s %s; it is as fair as the next option by verdict and balance index, and fewer pairs of contestants never meet (%d, against %d).",
			"«%s» %s %s; по оценке и индексу баланса он равен следующему варианту, но меньше пар участников не встречаются ни разу (%d против %d)."},
		{"%s %s %s; it is as fair as the next option by verdict, balance index and pairs who never meet, and no two contestants meet more than %s (against %s).",
			"«%s» %s %s; по оценке, индексу баланса и числу невстретившихся пар он равен следующему варианту, и никакие двое не встречаются больше чем %s (против %s)."},
		{"once", "один раз"},
		{"Length: %s (%s of %d deals, %d minutes a deal, %d to move), more than %s.", "Продолжительность: %s (%s по %d {сдаче|сдачи|сдач}, %d мин. на сдачу, %d мин. на переход) — больше %s."},
		{"Length: %s (%s of %s, %d minutes a board, %d to move), more than %s.", "Продолжительность: %s (%s, в каждом %s, %d мин. на сдачу, %d мин. на переход) — больше %s."},
		// Preferans deals per set.
		{"Deals: %d per set at tables of four; set k holds deals %d(k−1)+1 to %dk. The deal passes round the table from deal to deal across the sets (set 1: %s; set 2: %s), so each round one player does not deal; the dealer sits out his deal.",
			"Сдачи: %d в комплекте за столами на четверых; комплект k содержит сдачи с %d(k−1)+1 по %dk. Сдающий меняется по кругу от сдачи к сдаче через все комплекты (комплект 1: %s; комплект 2: %s), так что в каждом туре один игрок не сдаёт; сдающий свою сдачу не играет."},
		{"%s, 3 deals a set", "%s, 3 сдачи в комплекте"},
		// The legend of labels on the cards.
		{"starts at %s", "%s"},
		{"rests in round 1; starts at %s in round %s", "отдыхает в 1-м туре, затем %s, с тура %s"},
		{"rests in round 1", "отдыхает в 1-м туре"},
		{"Players are numbered; each player's card says where he starts, such as %s.", "Игроки пронумерованы; где начинает каждый, сказано на его карточке, например %s."},
		{"Where each player starts:", "Где начинает каждый игрок:"},
		{"Where each set is played (–: not played)", "Где играется каждый комплект («–» — не играется)"},
		{"Where each set is played", "Где играется каждый комплект"},
		{"every table", "все столы"},
		{"too few stationary places for %s", "не хватает неподвижных мест (нужно: %s)"},
	}
}

// flagWordsMessages are the command line's own words for flag values it
// cannot read (cmd/movegen flagError).
func flagWordsMessages() []Message {
	return []Message{
		{"unknown flag -%s in -%s", "неизвестный флаг -%s в -%s"},
		{"unknown flag --%s", "неизвестный флаг --%s"},
	}
}
