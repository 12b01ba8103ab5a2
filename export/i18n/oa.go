package i18n

// oaMessages are the preferans schedules built from orthogonal arrays
// (mutually orthogonal Latin squares), the search where none is known, the
// layouts for any number of players, and the notes movement/preferans
// returns as data after the chart (table instructions, set row, deals).
func oaMessages() []Message {
	return []Message{
		// Method names (movegen preferans).
		{"orthogonal Latin squares (mols)", "ортогональные латинские квадраты (mols)"},
		{"search from orthogonal Latin squares (search)", "поиск от ортогональных латинских квадратов (search)"},
		{"The search stopped early (%s or Ctrl-C): this is the best schedule found so far, and another run may differ.", "Поиск остановлен досрочно (%s или Ctrl-C): это лучшая схема из найденных, и другой запуск может дать другую."},

		// Perfect schedules from orthogonal arrays.
		{"%d mutually orthogonal Latin squares of order %d give a perfect schedule (rows rounds, columns tables, one square per moving line and one for the sets); they come from %s. The moves change from round to round.", "%d взаимно ортогональных латинских квадрата порядка %d дают идеальную схему (строки — туры, столбцы — столы, по квадрату на каждую подвижную линию и один на комплекты); источник: %s. Переходы меняются от тура к туру."},
		{"no two orthogonal Latin squares of order 6 exist (Tarry 1900)", "двух ортогональных латинских квадратов порядка 6 не существует (Тарри, 1900)"},
		{"at most %d exist", "их существует не больше %d"},
		{"only 1 is known", "известен только один"},
		{"only %d are known", "известно только %d"},
		{"%d are known (%s), but movegen has no construction for them", "известно %d (%s), но построения для них в movegen нет"},
		{"a perfect schedule exists: it needs %d mutually orthogonal Latin squares of order %d, and %d are known (%s), but movegen has no construction for them, so the search may end above the bound", "идеальная схема существует: для неё нужно %d взаимно ортогональных латинских квадрата порядка %d, и известно %d (%s), но построения для них в movegen нет, поэтому поиск может остановиться выше границы"},
		{"a perfect schedule for %s exists (%d mutually orthogonal Latin squares of order %d are known), but movegen has no construction for it, so the search started from the Latin squares movegen builds (%d: %s) and placed the other lines by local search, never letting a player meet a set twice; the moves change from round to round.", "идеальная схема для случая «%s» существует (известно %d взаимно ортогональных латинских квадрата порядка %d), но построения для неё в movegen нет, поэтому поиск начат от латинских квадратов, которые movegen строит (%d: %s), а остальные линии расставлены локальным поиском, и ни один игрок не получает комплект дважды; переходы меняются от тура к туру."},

		// The search.
		{"with 6 sets and 6 rounds the sets form a Latin square and every moving line a square orthogonal to it; had a line met every N player once it would be a second Latin square orthogonal to the sets, and no two orthogonal Latin squares of order 6 exist (Tarry 1900), so each of the %d moving lines misses at least one N player: at least %d repeated meetings, and perfect is impossible",
			"при 6 комплектах и 6 турах комплекты образуют латинский квадрат, а каждая подвижная линия — квадрат, ортогональный ему; если бы линия встретила каждого игрока С ровно один раз, она была бы вторым латинским квадратом, ортогональным комплектам, а двух ортогональных латинских квадратов порядка 6 не существует (Тарри, 1900), поэтому каждая из %d {подвижной линии|подвижных линий} не встречает хотя бы одного игрока С: не меньше %d {повторной встречи|повторных встреч}, и идеальная схема невозможна"},
		{"a perfect schedule would need %d mutually orthogonal Latin squares of order %d and at most %d exist, so perfect is impossible: at least 1 repeated meeting", "для идеальной схемы нужно %d взаимно ортогональных латинских квадрата порядка %d, а их существует не больше %d, поэтому идеальная схема невозможна: хотя бы одна повторная встреча"},
		{"counting allows a schedule with no repeated meeting; it would need %d mutually orthogonal Latin squares of order %d, and only %d are known, so perfect is not known to be possible or impossible", "подсчёт допускает схему без повторных встреч; для неё нужно %d взаимно ортогональных латинских квадрата порядка %d, а известно только %d, так что неизвестно, возможна ли идеальная схема"},
		{"no perfect schedule is known for %s, so the search started from %d mutually orthogonal Latin squares of order %d (%s), one for the sets and %d for lines that then meet N, each other and the sets exactly once, and placed the other lines by local search, never letting a player meet a set twice; the moves change from round to round.", "идеальная схема для случая «%s» неизвестна, поэтому поиск начат от %d взаимно ортогональных латинских квадрата порядка %d (%s): один — для комплектов и %d — для линий, которые тогда встречают С, друг друга и комплекты ровно по разу; остальные линии расставлены локальным поиском, и ни один игрок не получает комплект дважды; переходы меняются от тура к туру."},
		{"no perfect schedule is known for %s, so the search started from a Latin square of order %d for the sets (%s) and placed the lines by local search, never letting a player meet a set twice; the moves change from round to round.", "идеальная схема для случая «%s» неизвестна, поэтому поиск начат от латинского квадрата порядка %d для комплектов (%s), а линии расставлены локальным поиском, и ни один игрок не получает комплект дважды; переходы меняются от тура к туру."},
		{"nobody plays a set twice and everybody plays every set once; %d repeated meetings (a pair meeting twice counts 1), where no schedule can have fewer than %d.", "никто не играет комплект дважды, и каждый играет каждый комплект ровно один раз; %d {повторная встреча|повторные встречи|повторных встреч} (пара, встретившаяся дважды, считается за 1), а меньше %d не может быть ни в одной схеме."},
		{"the first %d rounds of a %d-round schedule: nobody plays a set twice; the report shows the meetings.", "первые %d {тур|тура|туров} из %d: никто не играет комплект дважды; встречи показывает отчёт."},
		{"Bound: %s.", "Граница: %s."},

		// Layouts for any number of players.
		{"%d players: %s, %d rounds; N stays at his table, and each round one player of every other line rests", "%d {players}; %s, %d {rounds}; С остаётся за своим столом, а в каждом туре отдыхает по одному игроку каждой другой линии"},
		{"%d = %d·%d + %d, so %d mutually orthogonal Latin squares of order %d (%s) seat every line but N at %d tables, and the players sent to table %d rest: each of them once in %d rounds.", "%d = %d·%d + %d, поэтому %d взаимно ортогональных латинских квадрата порядка %d (%s) рассаживают все линии, кроме С, за %d {стол|стола|столов}, а игроки, попавшие за стол %d, отдыхают: каждый по одному разу за %d {тур|тура|туров}."},
		{"nobody meets anybody twice, nobody plays a set twice, every N player plays every set and never rests, and every other player rests exactly once; the set of the empty table lies idle (Z).", "никто не встречается дважды, никто не играет комплект дважды, каждый игрок С играет все комплекты и не отдыхает, а каждый другой игрок отдыхает ровно один раз; комплект пустого стола лежит (Z)."},
		{"%d of the %d rounds: nobody meets anybody twice, nobody plays a set twice and nobody rests twice.", "%d из %d {тура|туров}: никто не встречается дважды, никто не играет комплект дважды и никто не отдыхает дважды."},
		{"%d players: %s, %d rounds; each round one player of line N rests, in turn", "%d {players}; %s, %d {rounds}; в каждом туре по очереди отдыхает один игрок линии С"},
		{"%d players: %s, %d rounds; each round %d players rest, one of each of the lines %s, in turn", "%d {players}; %s, %d {rounds}; в каждом туре отдыхают %d {игрок|игрока|игроков}, по очереди по одному из линий %s"},
		{"%d players fill %s with %d left over, and no perfect scheme seats them, so the seating planner placed the players, who keep their seat letter, for %d rounds with %d sets (%s).", "%d {players} — это %s и ещё %d, а идеальной схемы для них нет, поэтому игроков, сохраняющих свою позицию, расставил планировщик рассадки на %d {тур|тура|туров} с %d {комплектом|комплектами} (%s)."},
		{"nobody plays a set twice, and rests differ by at most one; %d repeated meetings, where the bound allows %d.", "никто не играет комплект дважды, а число отдыхов различается не больше чем на один; %d {повторная встреча|повторные встречи|повторных встреч}, граница допускает %d."},
		{"nobody plays a set twice, and rests differ by at most one; %d repeated meetings, where the bound allows %d (the planner stopped at its time limit of %d s, so another run may differ).", "никто не играет комплект дважды, а число отдыхов различается не больше чем на один; %d {повторная встреча|повторные встречи|повторных встреч}, граница допускает %d (планировщик остановлен по лимиту времени %d с, так что другой запуск может дать другую схему)."},

		// movegen plan: preferans candidates.
		{"Orthogonal Latin squares", "Ортогональные латинские квадраты"},
		{"Search from Latin squares", "Поиск от латинских квадратов"},
		{"%s, %d rest in turn", "%s, по очереди отдыхают: %d"},

		// Notes after the chart.
		{"Figures: %d players, %d rounds; each player rests %d to %d times; repeated sets: %d; pairs meeting more than once: %d; pairs of different lines who never meet: %d.", "Итоги: %d {players}, %d {rounds}; каждый игрок отдыхает от %d до %d {раза|раз}; повторно сыгранных комплектов: %d; пар, встретившихся больше одного раза: %d; пар игроков разных линий, которые не встречаются: %d."},
		{"%d%s", "%d\u00a0%s"},
		{"  table %-3d %s", "  стол %-3d  %s"},
		{"  rest      %s", "  отдых     %s"},
		{"  table %d", "  стол %d"},
		{"    after round %-3d %s", "    после тура %-3d %s"},
		{"  rest", "  отдых"},
		{"  %s", "  %s"},
		{"  Each place shows the table that plays the set lying there (—: nobody; 1+2: shared by tables 1 and 2).", "  Под каждым местом — стол, который играет лежащий там комплект («—» — никто; 1+2 — общий для столов 1 и 2)."},
		{"  table    %s", "  стол   %s"},
		{"  round %-3d%s", "  тур %-3d%s"},
	}
}
