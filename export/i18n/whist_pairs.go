package i18n

// whistPairsMessages are the words of the whist movement for pairs and the
// whist rover (movement/pairswhist, "movegen whist").
func whistPairsMessages() []Message {
	return append(whistPairsNames(), []Message{
		{"Movement (whist): NS pairs stay; EW pairs move down two tables and boards move down one table each round.", "Движение (вистовое): пары СЮ остаются на месте; пары ВЗ каждый тур переходят на два стола вниз, а сдачи — на один стол вниз."},
		{"Even tables: after round %d the EW pairs move down three tables instead of two, so they reach the other half of the tables.", "Чётное число столов: после тура %d пары ВЗ переходят на три стола вниз вместо двух и так попадают на другую половину столов."},
		{"Round %d is the revenge round: each EW pair goes to the table holding the one set it has not played, against an NS pair it has met before.", "Тур %d — тур реванша: каждая пара ВЗ идёт за стол с единственным комплектом, который она ещё не играла, и встречается с парой СЮ, с которой уже играла."},
		{"Every table is full every round; the rover plays a new set every round and meets an EW pair again %s, as the directors' schedule has it.", "Каждый тур все столы заняты; блуждающая пара каждый тур играет новый комплект, а повторные встречи с парами ВЗ у неё случаются %s, как в схеме судей."},
		{"a whist movement at %d tables has %d, %d or %d pairs (one missing, or a rover)", "у вистового движения на %d {столе|столах|столах} %d, %d или %d {пара|пары|пар} (без одной пары или с блуждающей парой)"},
		{"no rover: want %d pairs at %d tables", "блуждающей пары нет: для неё нужно %d {пара|пары|пар} на %d {столе|столах|столах}"},
		{"the rover sits out round 1 and plays from round 2; want 2 to %d at %d tables", "блуждающая пара отдыхает в туре 1 и играет с тура 2; нужно от 2 до %d на %d {столе|столах|столах}"},
		{"Whist, %d tables", "Вистовое движение, %d {стол|стола|столов}"},
		{"Whist, %d tables, rover", "Вистовое движение, %d {стол|стола|столов}, с блуждающей парой"},
		{"Whist, %d tables, missing pair", "Вистовое движение, %d {стол|стола|столов}, без одной пары"},
		{"NS pairs stay, EW pairs move down two tables and boards down one each round: two winners, every NS pair meets every EW pair once; %s of %s", "пары СЮ остаются на месте, пары ВЗ каждый тур переходят на два стола вниз, а сдачи — на один: два победителя, каждая пара СЮ встречается с каждой парой ВЗ один раз; %s по %s"},
		{"NS pairs stay, EW pairs move down two tables and boards down one each round; pair %d is a rover that takes a different NS seat each round, the NS pair it displaces sitting out; %s of %s", "пары СЮ остаются на месте, пары ВЗ каждый тур переходят на два стола вниз, а сдачи — на один; пара %d — блуждающая: каждый тур она занимает место СЮ за другим столом, а вытесненная пара СЮ отдыхает; %s по %s"},
		{"Whist (tables)", "Вистовое движение (по столам)"},
		{"want %d to %d pairs (%d to %d tables)", "нужно от %d до %d {пары|пар|пар} (от %d до %d {стола|столов|столов})"},
	}...)
}

// whistPairsNames are the parts of the names of its movements ("Whist, 7
// tables, rover").
func whistPairsNames() []Message {
	return []Message{{"Whist", "Вистовое движение"}}
}
