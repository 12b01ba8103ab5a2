package i18n

// individualMessages are the words of individual bridge: the whist
// tournament generator's notes (movement/whist's Text formats), the
// "movegen individual" command's messages and flag errors, and the report's
// property of a whist tournament.
func individualMessages() []Message {
	return []Message{
		{"whist", "каждый с каждым"},
		{"whist tournament", "турнир «каждый с каждым»"},
		{"directed whist tournament", "направленный турнир «каждый с каждым»"},
		{"Full %s for %d players: %d rounds at %d tables, nobody sits out; every two players are partners exactly once and opponents exactly twice. Built by developing a base round over %s with player %d fixed (round r adds r to every other player's number).",
			"Полный %s для %d {игрока|игроков}: %d {rounds} за %d {столом|столами}, никто не отдыхает; каждые два игрока ровно один раз партнёры и ровно два раза соперники. Построен развёртыванием базового тура над %s, игрок %d неподвижен (в туре r к номеру каждого другого игрока прибавляется r)."},
		{"Full %s for %d players: %d rounds at %d tables, one player sitting out each round; every two players are partners exactly once and opponents exactly twice. Built by developing a base round over %s (round r adds r to every player's number).",
			"Полный %s для %d {игрока|игроков}: %d {rounds} за %d {столом|столами}, в каждом туре один игрок отдыхает; каждые два игрока ровно один раз партнёры и ровно два раза соперники. Построен развёртыванием базового тура над %s (в туре r к номеру каждого игрока прибавляется r)."},
		{"Boards: every table plays the round's set, passing the boards from table to table within the round (with fewer than %d boards a round, make copies); each board is played at all %d tables by players of both directions, and nobody plays a set twice.",
			"Сдачи: все столы играют комплект тура, передавая сдачи от стола к столу внутри тура (если сдач в туре меньше %d, сделайте копии); каждую сдачу играют за всеми %d {столом|столами} игроки обеих линий, и никто не играет комплект дважды."},
		{"Boards: each table plays its own set; in the next round table j's set is the one after it (set numbers advance by %d a round), so every set is played at %d tables in %d different rounds and nobody plays a set twice.",
			"Сдачи: каждый стол играет свой комплект; в следующем туре у стола j следующий комплект (номера растут на %d за тур), так что каждый комплект играется за %d {столом|столами} в %d {разном туре|разных турах} и никто не играет комплект дважды."},
		{"Partial whist tournament: %d of the %d rounds (%s), chosen greedily and then improved by swaps so that opponent counts are as even as possible; no two players are partners twice.",
			"Часть турнира «каждый с каждым»: %d из %d {тура|туров} (%s), выбранные жадно и улучшенные заменами, чтобы число встреч соперниками было как можно ровнее; никакие два игрока не бывают партнёрами дважды."},
		{"No whist tournament exists for %d players (it needs v ≡ 0 or 1 mod 4). This is the whist tournament for %d players without its fixed player: the three players at the fixed player's table sit out each round, so everybody sits out 3 times; every two players are partners at most once and opponents at most twice.",
			"Для %d {игрока|игроков} турнира «каждый с каждым» нет (нужно v ≡ 0 или 1 по модулю 4). Это турнир «каждый с каждым» для %d {игрока|игроков} без неподвижного игрока: трое за его столом в каждом туре отдыхают, так что каждый отдыхает 3 раза; каждые два игрока партнёры не больше одного раза и соперники не больше двух."},
		{"Rounds %s of the %d, chosen so that sit-outs, then opponent counts, are as even as possible.",
			"Туры %s из %d, выбранные так, чтобы отдых, а затем встречи соперниками распределились как можно ровнее."},
		{"No whist tournament for %d players (it needs v ≡ 0 or 1 mod 4): %d rounds at %d tables, %d sitting out each round in turn; seated by the best of %d seeded searches (seeds from %#d, %#d moves each) that avoid repeated partners first, then spread opponents.",
			"Для %d {игрока|игроков} турнира «каждый с каждым» нет (нужно v ≡ 0 или 1 по модулю 4): %d {rounds} за %d {столом|столами}, в каждом туре по очереди отдыхают: %d; рассадка — лучшая из %d {попытки|попыток} поиска (начиная с --seed %#d, по %#d {ходу|хода|ходов} в каждой), который сначала избегает повторных партнёров, затем выравнивает соперников."},
		{"A whist tournament for %d players exists (one does for every count ≡ 0 or 1 mod 4), but movegen has no construction for it: %d rounds at %d tables, %d sitting out each round in turn; seated by the best of %d seeded searches (seeds from %#d, %#d moves each) that avoid repeated partners first, then spread opponents.",
			"Турнир «каждый с каждым» для %d {игрока|игроков} существует (как для любого числа ≡ 0 или 1 по модулю 4), но построения для него в movegen нет: %d {rounds} за %d {столом|столами}, в каждом туре по очереди отдыхают: %d; рассадка — лучшая из %d {попытки|попыток} поиска (начиная с --seed %#d, по %#d {ходу|хода|ходов} в каждой), который сначала избегает повторных партнёров, затем выравнивает соперников."},
		{"The search was stopped early; this is the best schedule found so far.", "Поиск остановлен досрочно; это лучшая найденная к этому моменту рассадка."},
		{"Seats: tables turn a quarter in chosen rounds (partners and opponents stay the same) to even out who is compared with whom",
			"Позиции: в выбранных турах стол поворачивается на четверть (партнёры и соперники не меняются), чтобы выровнять, кто с кем сравнивается"},
		{"%s; player %d stays North at table 1", "%s; игрок %d всё время сидит на С за столом 1"},
		{"%s; every player holds North–South and East–West equally often.", "%s; каждый игрок одинаково часто играет на линиях С–Ю и В–З."},
		{"%s; every player holds North–South and East–West equally often, or one more of one than the other when the rounds played are odd.",
			"%s; каждый игрок одинаково часто играет на линиях С–Ю и В–З (при нечётном числе сыгранных туров — с разницей в один)."},
		{"%s; a player's North–South and East–West rounds differ by up to %d.", "%s; число туров игрока на линиях С–Ю и В–З различается не больше чем на %d."},
		{"Figures: pairs of players partners never %#d, once %#d, more than once %#d; opponents %d to %d times a pair; sit-outs %d to %d a player; balance index %.2f.",
			"Итоги: пар игроков, ни разу не бывших партнёрами — %#d, один раз — %#d, больше одного раза — %#d; соперниками пара встречается от %d до %d {раза|раз}; отдых — от %d до %d {тура|туров} на игрока; индекс баланса %.2f."},
		{"Bound: %#d partnerships among %#d pairs of players, nobody playing more than %d rounds, so counting forces no repeated partnership (the search may still leave some: the figures say); %#d opponent meetings among the pairs, so at best every pair opposes %d to %d times.",
			"Граница: %#d {партнёрство|партнёрства|партнёрств} на %#d {пару|пары|пар} игроков, никто не играет больше %d {тура|туров}, так что подсчёт не вынуждает повторять партнёров (поиск всё же может оставить повторы: см. итоги); %#d {встреча|встречи|встреч} соперниками, так что в лучшем случае каждая пара встречается соперниками от %d до %d {раза|раз}."},
		{"Bound: %#d partnerships among %#d pairs of players, so at least %#d repeat; %#d opponent meetings among the pairs, so at best every pair opposes %d to %d times.",
			"Граница: %#d {партнёрство|партнёрства|партнёрств} на %#d {пару|пары|пар} игроков, так что не меньше %#d повторяются; %#d {встреча|встречи|встреч} соперниками, так что в лучшем случае каждая пара встречается соперниками от %d до %d {раза|раз}."},

		// The session planner's whist options (schedules).
		{"Whist tournament, %d tables, %d boards a round", "Личный турнир «каждый с каждым», %d {tables}, %d {boards} в туре"},
		{"Whist tournament, %d tables, %d of %d rounds, %d boards a round", "Личный турнир «каждый с каждым», %d {tables}, %d из %d {тура|туров}, %d {boards} в туре"},
		{"Individual with sit-outs in turn, %d tables, %d boards a round", "Личный турнир с отдыхом по очереди, %d {tables}, %d {boards} в туре"},
		{"Individual with sit-outs in turn, %d tables, %d of %d rounds, %d boards a round", "Личный турнир с отдыхом по очереди, %d {tables}, %d из %d {тура|туров}, %d {boards} в туре"},
		{"whist tournament: every two players are partners once and opponents twice; all tables of a round play its boards",
			"турнир «каждый с каждым»: каждые два игрока один раз партнёры и два раза соперники; все столы тура играют его сдачи"},
		{"no whist tournament for %s: the players left over sit out in turn, seated by a search that avoids repeated partners (the figures say whether any repeat)",
			"турнира «каждый с каждым» для %s нет: лишние игроки отдыхают по очереди, рассадку ищет поиск, избегающий повторных партнёров (повторы видны в цифрах)"},
		{"the %d rounds of the whist tournament that spread opponents most evenly: partners never repeat",
			"%d {тур|тура|туров} турнира «каждый с каждым», в которых соперники распределены ровнее всего: партнёры не повторяются"},
		{"the %d rounds that keep sit-outs, then opponents, most even, from a search that avoids repeated partners",
			"%d {тур|тура|туров}, в которых отдых, а затем соперники распределены ровнее всего, из поиска, избегающего повторных партнёров"},

		// movegen individual.
		{"searching (at most %v; Ctrl-C stops with the best so far)", "идёт поиск (не дольше %v; Ctrl-C останавливает с лучшим найденным)"},
	}
}
