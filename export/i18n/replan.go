package i18n

// replanMessages are the words of "movegen replan" and of movement/replan:
// the request checks (each names its flag through the command), the notes
// on who joined or left, the before/after table and the change list.
func replanMessages() []Message {
	return []Message{
		// movement/replan: Options.Check.
		{"the movement is invalid: %v", "движение с ошибками: %v"},
		{"a teams movement: the re-planner seats pairs one at a time and would break up the matches; for the rounds left, make a teams movement of the teams still playing (movegen teams)", "командное движение: перепланировщик рассаживает пары по одной и разбил бы матчи; на оставшиеся туры составьте командное движение для оставшихся команд (movegen teams)"},
		{"round %d is outside 1 to %d", "тур %d вне диапазона 1–%d"},
		{"nothing to change: add a contestant, remove one or remove a table", "менять нечего: добавьте участника, уберите участника или стол"},
		{"%d late contestants: want 0 to %d", "опоздавших участников: %d; допустимо от 0 до %d"},
		{"%d moves: want 0 or more", "%d {ход|хода|ходов}: нужно 0 или больше"},
		{"contestant %d is not in the movement (1 to %d)", "участника %d нет в движении (номера 1–%d)"},
		{"contestant %s is named twice", "участник %s назван дважды"},
		{"contestant %s has not played before round %d: make a new movement without them instead", "участник %s не играл до тура %d: лучше составьте новое движение без него"},
		{"removing %d contestants leaves fewer than two", "если убрать %d {участника|участников|участников}, останется меньше двух"},
		{"table %d is not in the movement (1 to %d)", "стола %d нет в движении (номера 1–%d)"},
		{"table %d is named twice", "стол %d назван дважды"},
		{"contestant %s cannot both leave and keep its seat", "участник %s не может одновременно уйти и остаться на месте"},
		{"contestant %s cannot keep its seat: table %d is lost in round %d", "участник %s не может остаться на месте: стола %d нет в туре %d"},
		{"removing table %s leaves no table in play from round %d", "если убрать стол %s, с тура %d не останется ни одного стола"},
		{"no schedule found that keeps everybody off the sets they have played; try a later round or fewer changes", "не найдено расписания, в котором никто не играет уже сыгранный комплект; попробуйте более поздний тур или меньше изменений"},
		// The notes (the movement's name part "re-planned from round %d"
		// lives in names.go, where MovementName finds it).
		{"%s joins from round %d at the empty seat (the phantom's place) in every round.", "%s вступает с тура %d на пустое место (место фантома) во всех турах."},
		{"%s joins from round %d at the empty seat (the phantom's place); sits out %s.", "%s вступает с тура %d на пустое место (место фантома); отдыхает %s."},
		{"%s joins from round %d as a rover: %s it takes a seat whose occupant sits out that round.", "%s вступает с тура %d как «скиталец»: %s занимает место участника, который в этом туре отдыхает."},
		{"It takes the empty seat (the phantom's place) %s.", "Занимает пустое место (место фантома) %s."},
		{"It sits out %s.", "Отдыхает %s."},
		{"in round %d", "в туре %d"},
		{"in rounds %s", "в турах %s"},
		{"%s leaves after round %d.", "%s уходит после тура %d."},
		{"Table %d is not used from round %d; its contestants play elsewhere or sit out.", "Стол %d не используется с тура %d; его участники играют за другими столами или отдыхают."},
		// export/text: the before/after table and the change list.
		{"Revised movement: %s", "Новое движение: %s"},
		{"Before and after (the whole session):", "До и после (вся сессия):"},
		{"before", "до"},
		{"after", "после"},
		{"meetings of two contestants, min–max", "встреч двух участников, мин–макс"},
		{"pairs who never meet", "не встречаются ни разу (пар)"},
		{"pairs who meet more than once", "встречаются больше одного раза (пар)"},
		{"repeated meetings at a table", "повторных встреч за столом"},
		{"comparisons (boards), min–max", "сравнений (сдач), мин–макс"},
		{"balance index", "индекс баланса"},
		{"sets played twice", "комплектов, сыгранных дважды"},
		{"most rests of one contestant", "наибольшее число отдыхов одного участника"},
		{"New instructions from round %d (cards not listed stay valid):", "Новые указания с тура %d (карточки, которых нет в списке, остаются в силе):"},
		{"none", "нет"},
		{"Sit-out card: %s", "Карточка отдыха: %s"},
		{"Table %s: %s", "Стол %s: %s"},
		{"round %s", "тур %s"},
		{"rounds %s", "туры %s"},
		{"%s: leaves after round %d (no card)", "%s: уходит после тура %d (карточка не нужна)"},
		{"%s (new): %s", "%s (новый участник): %s"},
		{"(round %d is listed where only the move after it changes)", "(тур %d указан там, где меняется только переход после него)"},
		// cmd/movegen: replan's own checks.
		{"%s %q: no such contestant in %s (numbers 1 to %d, or a label)", "%s %q: такого участника в %s нет (номера 1–%d или метка)"},
	}
}
