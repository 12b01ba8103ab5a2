package i18n

// seatingMessages are the words of the seating planner: the summary that
// "movegen seating" prints (and the plain seating plan before it), the
// planner's bound statements, method names and reasons for a default
// number of rounds (movement/seating's Text formats), the lines the
// preferans output adds when the planner supplies the schedule, and the
// text report's one line for movements whose fields are all single
// contestants.
//
// Numbers inside the planner's sentences come without a counted noun
// after them in Russian ("туров: 7", "встреч — 72"), since the planner's
// data carries plain numbers and Russian nouns agree with the number.
func seatingMessages() []Message {
	return []Message{
		{"Bounds:", "Границы:"},
		// Seating-only movements (no sets): the validator, the report title
		// and summary.
		{"%d %s in a movement without sets: want 0", "%d %s в движении без комплектов: нужно 0"},
		{"round %d, table %d: set %d in a movement without sets (want 0)", "тур %d, стол %d: комплект %d в движении без комплектов (нужно 0)"},
		{"%s: %s, %s, %s, %s, %s, boards: the director's choice", "%s: %s, %s, %s, %s, %s, сдачи — на усмотрение судьи"},
		{"boards: not scheduled (a seating plan; which boards each table plays is the director's choice), so no set or comparison figures", "сдачи не распределены (это план рассадки; какие сдачи играет каждый стол, решает судья), поэтому данных о комплектах и сравнениях нет"},
		// The text report when every field is a single contestant.
		{"Fields: %d, each of one contestant: no comparisons (nobody plays a set in the same seat group as another).", "Групп зачёта: %d, в каждой по одному участнику: сравнений нет (никто не играет комплект в той же группе мест, что другой)."},
		{"bound reached", "граница достигнута"},
		{"bound not reached", "граница не достигнута"},
		{"Repeated cross-line meetings: %#d (the bound allows %#d) — %s.", "Повторных встреч игроков разных линий: %#d (граница допускает %#d) — %s."},

		{"perfect is impossible here (%s): every schedule has at least %#d repeated meetings", "идеальная рассадка здесь невозможна (%s): в любой рассадке не меньше %#d {повторной встречи|повторных встреч}"},
		{"every table of a later round takes its players from the tables of an earlier round, so by pigeonhole some of them sat together before", "каждый стол следующего тура набирается из игроков столов одного из прежних туров, поэтому по принципу Дирихле некоторые из них уже сидели вместе"},
		{"two players at one table play the same set, so each player's sets in two rounds form an ordered pair of different sets; there are only %d such pairs for more players", "игроки за одним столом играют один комплект, поэтому комплекты игрока в двух турах образуют упорядоченную пару разных комплектов; таких пар всего %d, а игроков больше"},
		// movegen seating: the summary (movement/seating's Result.Summary
		// and Result.Plan build the sentences).
		{"%s, %d resting each round in turn", "%s, в каждом туре по очереди отдыхают: %d"},
		{"%s, players keep their line", "%s, игроки не меняют линию"},
		{"%s, one set per table", "%s, по одному комплекту на стол"},
		{"%s  %s %s", "%s  %s %s"},
		{"%s  %s", "%s  %s"},
		{"Seating: %s at %s %v for %s", "Рассадка: %s, %s %v, %s"},
		{", %d resting each round in turn", ", в каждом туре по очереди отдыхают: %d"},
		{", players keep their line", ", игроки не меняют линию"},
		{", one set per table", ", по одному комплекту на стол"},
		{"Rounds: %d, chosen by default: %s.", "Туров: %d, выбрано по умолчанию: %s."},
		{"Method: %s (seed %#d, effort %#d moves, %#d moves made).", "Метод: %s (начальное число %#d, предел поиска %#d {ход|хода|ходов}, сделано %#d {ход|хода|ходов})."},
		{"Repeated meetings at the same table: %#d (the bound allows %#d) — %s.", "Повторных встреч за одним столом: %#d (граница допускает %#d) — %s."},
		{"Repeated meetings across lines at the same table: %#d (the bound allows %#d) — %s.", "Повторных встреч игроков разных линий за одним столом: %#d (граница допускает %#d) — %s."},
		{"bound reached for repeats, meetings not spread as evenly as the counts allow", "граница по повторам достигнута, но встречи распределены не так ровно, как позволяет подсчёт"},
		{"Pairs at the same table (%#d pairs): never %#d, more than once %#d.", "Пары игроков за одним столом (всего %#d {pairs}): ни разу — %#d, больше одного раза — %#d."},
		{"Pairs of different lines at the same table (%#d pairs): never %#d, more than once %#d.", "Пары игроков разных линий за одним столом (всего %#d {pairs}): ни разу — %#d, больше одного раза — %#d."},
		{"Of these, as opponents: never %#d, more than once %#d; as partners: never %#d, more than once %#d (the fairness report counts opponents as meetings and partners apart).", "Из них соперниками: ни разу — %#d, больше одного раза — %#d; партнёрами: ни разу — %#d, больше одного раза — %#d (отчёт о справедливости считает встречами игру соперниками, а партнёрство — отдельно)."},
		{"Set repeats: %#d — the search could not avoid them within its effort.", "Повторов комплектов: %#d — поиск не смог избежать их в пределах своего бюджета ходов."},
		{"Boards: one set per table, passed on between rounds; nobody plays a set twice.", "Сдачи: по одному комплекту на стол, комплекты передаются между турами; никто не играет комплект дважды."},
		{"Boards: not scheduled. This is a seating plan; which boards each table plays is the director's choice (%s passes one set per table on, so that players are compared).", "Сдачи: не распределены. Это план рассадки; какие сдачи играет каждый стол, решает судья (%s передаёт по одному комплекту на стол, чтобы игроков можно было сравнивать)."},
		{"Rests: shared in turn; no player rests more than %d more than another.", "Отдых: по очереди; число туров отдыха у двух игроков различается не больше чем на %d."},
		{"Seats: no player sits in one seat more than %s more than in another.", "Позиции: у каждого игрока число туров на разных позициях различается не больше чем на %s."},
		{"Stopped early (%s or interrupt): this is the best schedule found so far, and another run may differ.", "Поиск остановлен досрочно (%s или прерывание): это лучшая рассадка из найденных, другой запуск может дать другую."},

		// movegen seating: the plain seating plan.
		{"Seats at each table: %s", "Позиции за каждым столом: %s"},
		{"Round %d:", "Тур %d:"},
		{"T%d", "Ст%d"},
		{"rest %s", "отдыхают %s"},

		// movement/seating: how the schedule was made.
		{"tabu search", "поиск с запретами (табу)"},
		{"tabu search within round 1's tables as groups: in every later round each table takes one player from each round-1 table", "поиск с запретами с группами по столам первого тура: в каждом следующем туре каждый стол берёт по одному игроку из каждого стола первого тура"},
		{"tabu search within one pattern: in every later round each table takes its players from the round-1 tables named by one block of a 2-(%d,%d,%d) design, found by annealing", "поиск с запретами внутри одного шаблона: в каждом следующем туре каждый стол берёт игроков из тех столов первого тура, которые названы одним блоком схемы 2-(%d,%d,%d), найденной отжигом"},
		{"%s, then tabu search", "%s, затем поиск с запретами (табу)"},
		{"two players at one table play the same set, so players with the same ordered pair of sets in two rounds meet in both; over all pairs of rounds that happens at least %d times, and a pair meeting m ≤ %d times accounts for m(m−1)/2 of them with m−1 repeats", "два игрока за одним столом играют один комплект, поэтому игроки с одной и той же упорядоченной парой комплектов в двух турах встречаются в обоих; по всем парам туров это случается не меньше %d {раза|раз}, а пара, встретившаяся m ≤ %d {раза|раз}, даёт m(m−1)/2 таких случаев и только m−1 повторов"},
		{"with 6 sets over 6 rounds each player's sets are a permutation of the 6 sets and two players meet as often as their permutations agree; a complete search shows that at most 18 permutations of 6 agree pairwise in at most one place, so leaving out one player of every pair that meets twice leaves at most 18 of the %d players", "при 6 комплектах за 6 туров комплекты каждого игрока образуют перестановку 6 комплектов, и два игрока встречаются столько раз, во скольких местах совпадают их перестановки; полный перебор показывает, что попарно совпадающих не больше чем в одном месте перестановок 6 элементов не больше 18, поэтому если убрать по одному игроку из каждой пары, встретившейся дважды, из %d {игрока|игроков} останется не больше 18"},
		{"simulated annealing of the players' set sequences", "имитация отжига последовательностей комплектов игроков"},
		{"%s, then simulated annealing of the players' set sequences", "%s, затем имитация отжига последовательностей комплектов игроков"},
		{"affine plane AG(2,%d)", "аффинная плоскость AG(2,%d)"},
		{"affine space AG(%d,%d)", "аффинное пространство AG(%d,%d)"},
		{"cyclic design over %s", "циклическая схема над %s"},
		{"%s, base round by tabu search", "%s, базовый тур найден поиском с запретами"},
		{"%s, best base round of a tabu search", "%s, лучший базовый тур, найденный поиском с запретами"},
		{"the limit of %d rounds (the social-golfer bound is %d)", "предел в %d {тур|тура|туров} (граница «социального гольфиста» — %d)"},
		{"the maps x ↦ ax + b of Z_%d (one player each; a player plays set ax + b in round x)", "отображения x ↦ ax + b над Z_%d (по одному на игрока; игрок играет в туре x комплект ax + b)"},
		{"with 6 circulating sets, 24 players at 6 tables of 4 for 6 rounds cannot avoid a repeated meeting: an exhaustive search of every schedule finds none without one", "при 6 переходящих комплектах 24 игрока за 6 столами по 4 за 6 туров не могут избежать повторной встречи: полный перебор всех рассадок не находит ни одной без повтора"},
		{"%s from base rounds under Z_%d and a symmetry of order %d", "%s из базовых туров под действием Z_%d и симметрии порядка %d"},
		{"resolvable %d-GDD of type %d^%d", "разрешимая групповая схема %d-GDD типа %d^%d"},
		{"resolvable (%d,%d,1) design", "разрешимая схема (%d,%d,1)"},
		{"%s, with a symmetry of order %d", "%s, с симметрией порядка %d"},
		{"resolvable 4-GDD of type 2^16, a published solution (Wolfram Demonstrations Project, Social Golfer Problem)", "разрешимая групповая схема 4-GDD типа 2^16, опубликованное решение (Wolfram Demonstrations Project, Social Golfer Problem)"},
		{"Z_%d acting on %d classes", "Z_%d, %d {класс|класса|классов}"},
		{"%s and %d fixed players", "%s и %d {неподвижный игрок|неподвижных игрока|неподвижных игроков}"},
		{"%s, %d base rounds", "%s, базовых туров: %d"},
		{"%s, %d resting in turn", "%s, отдыхают по очереди: %d"},

		// movement/seating: the bound statements.
		{"a player meets %d players of other lines, %d a round, so can play at most %d rounds without meeting anybody twice", "у игрока %d {соперник|соперника|соперников} из других линий, за тур он встречает %d из них, поэтому без повторных встреч он сыграет не больше %d {тура|туров}"},
		{"a player meets at least %d others a round and there are %d others, so nobody can play more than ⌊%d/%d⌋ = %d rounds without meeting somebody twice", "за тур игрок встречает не меньше %d других игроков, а всего других %d, поэтому без повторной встречи никто не сыграет больше ⌊%d/%d⌋ = %d {тура|туров}"},
		{"%#d meetings among %#d pairs", "%#d {meetings} на %#d {пару|пары|пар}"},
		{"players play up to %d rounds, more than the bound of %d", "игроки играют до %d {тура|туров}, больше границы %d"},
		{"perfect is impossible here (%s): at least %#d repeated meetings; the best possible is %#d", "идеальная рассадка здесь невозможна (%s): не меньше %#d {повторной встречи|повторных встреч}; лучшее возможное — %#d"},
		{"counting allows a schedule in which nobody meets anybody twice (%#d meetings among %#d pairs, at most %d rounds a player)", "подсчёт допускает рассадку, в которой никто не встречается дважды (%#d {meetings} на %#d {пару|пары|пар}, у игрока не больше %d {тура|туров})"},
		{"at best every pair meets exactly %v (%#d meetings / %#d pairs)", "в лучшем случае каждая пара встречается ровно %v (%#d {meetings} / %#d {pairs})"},
		{"at best every pair meets %d or %d times (%#d meetings among %#d pairs)", "в лучшем случае каждая пара встречается %d или %d {times} (%#d {meetings} на %#d {пару|пары|пар})"},
		{"one player rests each round for %d rounds: in a perfect scheme everybody rests once and every pair meets exactly λ = %d times", "%d {rounds}, в каждом отдыхает один игрок: в идеальной схеме каждый отдыхает один раз, а каждая пара встречается ровно λ = %d {times}"},
		{"perfect (every cross-line pair once, every set once) needs %d mutually orthogonal Latin squares of order %d, and there are never more than %d: impossible", "для идеальной схемы (каждая пара игроков разных линий — один раз, каждый комплект — один раз) нужен набор из %d взаимно ортогональных латинских квадратов порядка %d, а их никогда не бывает больше %d: невозможно"},
		{"perfect (every cross-line pair once, every set once) needs %d mutually orthogonal Latin squares of order 6, and no two exist: impossible", "для идеальной схемы (каждая пара игроков разных линий — один раз, каждый комплект — один раз) нужен набор из %d взаимно ортогональных латинских квадратов порядка 6, а не существует даже двух: невозможно"},
		{"perfect (every cross-line pair once, every set once) needs %d mutually orthogonal Latin squares of order %d", "для идеальной схемы (каждая пара игроков разных линий — один раз, каждый комплект — один раз) нужен набор из %d взаимно ортогональных латинских квадратов порядка %d"},
		{"the affine plane AG(2,%d) seats %d players at %d tables of %d for %d rounds with nobody meeting twice: the bound is reached", "аффинная плоскость AG(2,%d) рассаживает %d {игрока|игроков} за %d {столом|столами} по %d на %d {тур|тура|туров} без повторных встреч: граница достигнута"},
		{"perfect is impossible here: 4 or more rounds of 36 players at 6 tables of 6 without a repeat would need 2 orthogonal Latin squares of order 6, which do not exist; the best possible is 3 rounds", "идеальная рассадка здесь невозможна: 4 тура и больше без повторных встреч для 36 игроков за 6 столами по 6 потребовали бы 2 ортогональных латинских квадрата порядка 6, а их не существует; лучшее возможное — 3 тура"},
		{"Kirkman triple systems exist for %d players (%d ≡ 3 mod 6): %d rounds in which every pair meets exactly once", "системы троек Киркмана существуют для %d {игрока|игроков} (%d ≡ 3 mod 6): %d {rounds}, и каждая пара встречается ровно один раз"},
		{"perfect is impossible here: with 6 players at 2 tables of 3 the second round always repeats a meeting; the best possible is 1 round", "идеальная рассадка здесь невозможна: при 6 игроках за 2 столами по 3 второй тур всегда повторяет встречу; лучшее возможное — 1 тур"},
		{"resolvable (%d,4,1) designs exist (%d ≡ 4 mod 12): %d rounds in which every pair meets exactly once", "разрешимые схемы (%d,4,1) существуют (%d ≡ 4 mod 12): %d {rounds}, и каждая пара встречается ровно один раз"},

		// movement/seating: why this number of rounds.
		{"the social-golfer bound of %d rounds without a repeat meeting", "граница «социального гольфиста»: не больше %d {тура|туров} без повторных встреч"},
		{"the %d sets (one per table; more rounds would repeat a set)", "%d {комплект|комплекта|комплектов} (по одному на стол; при большем числе туров комплект повторится)"},
		{"%s, cut to a multiple of %d so that everybody rests %d times", "%s, с округлением вниз до кратного %d, чтобы каждый отдыхал %d {times}"},
		{"%s; equal rests would need a multiple of %d rounds, so rests differ by one", "%s; для равного отдыха число туров должно быть кратно %d, поэтому отдых у игроков различается на один тур"},
		{"%s, raised to %d so that everybody plays", "%s, с увеличением до %d, чтобы сыграли все"},
		{"%s, lowered to %d because no schedule of %d rounds avoids a repeat meeting", "%s, с уменьшением до %d, потому что ни одна рассадка на %d {rounds} не обходится без повторной встречи"},
	}
}
