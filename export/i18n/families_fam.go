package i18n

// familiesFamMessages are the words of the Mitchell families added by the
// wt/fam wave of issue 40 (the twin Mitchell and those after it); one
// block, to merge beside the other helpers' blocks.
func familiesFamMessages() []Message {
	return append(append(familiesFamNames(), familiesFamPlan()...), []Message{
		// The combined Mitchell (movement/mitchell, movegen mitchell --variant combined).
		{"Combined Mitchell: tables 1–%d and %d–%d are two Mitchells whose half-table pairs meet at table %d: EW %d goes to EW 1, NS %d to EW %d and EW %d to NS %d; every other pair moves as in a Mitchell.", "Объединённый Митчелл: столы 1–%d и %d–%d — два Митчелла, пары с их половинных столов встречаются за столом %d: ВЗ %d переходит на ВЗ 1, СЮ %d — на ВЗ %d, ВЗ %d — на СЮ %d; остальные пары переходят как в Митчелле."},
		{"The %d sets move down one table a round round tables %d to 1; table %d+k plays the set of table k (a copy of the boards for tables %d–%d, or a share).", "%d {sets} каждый тур переходят на один стол вниз по кругу столов с %d по 1; стол %d+k играет комплект стола k (копия сдач для столов %d–%d или общий комплект)."},
		{"Even circuits (skip): after round %d the moving pairs move up two places instead of one.", "Чётный круг (пропуск): после тура %d движущиеся пары переходят на два места вверх вместо одного."},
		{"Nobody sits out, nobody plays a set twice and nobody meets anybody twice, in %d rounds.", "Никто не отдыхает, никто не играет комплект дважды и никто не встречается дважды, за %d {тур|тура|туров}."},
		{"Nobody sits out; every moving pair plays every set once, meets every stationary pair of its section and one moving pair of the other section, in %d rounds.", "Никто не отдыхает; каждая движущаяся пара играет каждый комплект один раз, встречает каждую стоящую пару своей секции и одну движущуюся пару другой, за %d {тур|тура|туров}."},
		{"a combined Mitchell wants an odd number of tables from %d to %d (two sections of n½ tables and the table where their half-table pairs meet)", "для объединённого Митчелла нужно нечётное число столов от %d до %d (две секции по n½ стола и стол, где встречаются пары с половинных столов)"},
		{"tables k and %d+k share a set every round, and one board cannot be at two tables at once; want at least 2", "столы k и %d+k каждый тур делят комплект, а одна сдача не может быть за двумя столами сразу; нужно не меньше 2"},
		// The pivot Mitchell (movement/mitchell, movegen mitchell --variant pivot).
		{"Pivot Mitchell: %d½ tables, %d pairs; NS pairs 1–%d stay; the moving pairs move up one table a round as EW, and after EW at table %d (the pivot table) they sit out a round, then play NS at table %d, before going on as EW at table 1.", "Митчелл с поворотным столом: %d½ стола, %d {пара|пары|пар}; пары СЮ 1–%d остаются на месте; движущиеся пары каждый тур переходят на один стол вверх на линии ВЗ, а после ВЗ за столом %d (поворотный стол) отдыхают тур, затем играют СЮ за столом %d и дальше идут ВЗ за стол 1."},
		{"The %d sets move down one table a round, one on each table, as in a Mitchell; no table shares a set.", "%d {комплект|комплекта|комплектов} каждый тур переходят на один стол вниз, по одному на столе, как в Митчелле; общих комплектов нет."},
		{"Every round one pair sits out; nobody plays a set twice and nobody meets anybody twice, in %d rounds.", "Каждый тур одна пара отдыхает; никто не играет комплект дважды и никто не встречается дважды, за %d {тур|тура|туров}."},
		{"One winner: round %s arrow-switched at every table but table %d (%s; balance index %.2f).", "Один победитель: смена направления в туре %s за всеми столами, кроме стола %d (%s; индекс баланса %.2f)."},
		{"One winner: rounds %s arrow-switched at every table but table %d (%s; balance index %.2f).", "Один победитель: смена направления в турах %s за всеми столами, кроме стола %d (%s; индекс баланса %.2f)."},
		{"a pivot Mitchell wants an odd number of full tables from %d to %d (and a half table: 2×tables+1 pairs)", "для Митчелла с поворотным столом нужно нечётное число полных столов от %d до %d (и половинный стол: 2×столы+1 пар)"},
		{"a pivot Mitchell has one winner: its moving pairs play NS at the pivot table", "у Митчелла с поворотным столом один победитель: его движущиеся пары играют СЮ за поворотным столом"},
		// The square Mitchell (movement/mitchell, movegen mitchell --variant square).
		{"Square Mitchell: the four tables stand in a square, tables 3 and 2 above, 4 and 1 below; NS pairs stay.", "Квадратный Митчелл: четыре стола стоят квадратом, столы 3 и 2 сверху, 4 и 1 снизу; пары СЮ остаются на месте."},
		{"EW pairs cross the square after each round: vertically after round 1 (tables 1 and 2, 3 and 4 swap), diagonally after round 2 (1 and 3, 2 and 4), vertically after round 3.", "Пары ВЗ после каждого тура переходят через квадрат: после тура 1 по вертикали (меняются столы 1 и 2, 3 и 4), после тура 2 по диагонали (1 и 3, 2 и 4), после тура 3 по вертикали."},
		{"Boards cross horizontally after rounds 1 and 3 (tables 1 and 4, 2 and 3 swap) and vertically after round 2.", "Комплекты после туров 1 и 3 переходят по горизонтали (меняются столы 1 и 4, 2 и 3), после тура 2 — по вертикали."},
		{"a square Mitchell is %d tables", "квадратный Митчелл играется на %d {столе|столах|столах}"},
		// The criss-cross Mitchell (movement/mitchell, movegen mitchell --variant criss-cross).
		{"Criss-cross Mitchell: the boards stay on their tables (set k at table k) and both lines move; odd-numbered NS pairs move down one table a round and even-numbered NS pairs up one, for the whole session.", "Перекрёстный Митчелл: комплекты остаются на своих столах (комплект k на столе k), движутся обе линии; пары СЮ с нечётными номерами каждый тур переходят на один стол вниз, с чётными — на один вверх, всю сессию."},
		{"Odd-numbered EW pairs move up one table and even-numbered EW pairs down one for rounds 1–%d; after round %d every EW pair moves up %d tables; from then on odd-numbered EW pairs move down one and even-numbered up one.", "Пары ВЗ с нечётными номерами в турах 1–%d переходят на один стол вверх, с чётными — на один вниз; после тура %d каждая пара ВЗ переходит на %d {стол|стола|столов} вверх; дальше пары ВЗ с нечётными номерами переходят на один вниз, с чётными — на один вверх."},
		{"a criss-cross Mitchell wants an even number of tables from %d to %d", "для перекрёстного Митчелла нужно чётное число столов от %d до %d"},
		{"Odd-numbered EW pairs move up one table and even-numbered EW pairs down one for rounds 1–%d; after round %d odd-numbered EW pairs move up %d tables and even-numbered EW pairs down %d; from then on odd-numbered EW pairs move down one and even-numbered up one.", "Пары ВЗ с нечётными номерами в турах 1–%d переходят на один стол вверх, с чётными — на один вниз; после тура %d пары ВЗ с нечётными номерами переходят на %d {стол|стола|столов} вверх, с чётными — на %d {стол|стола|столов} вниз; дальше пары ВЗ с нечётными номерами переходят на один вниз, с чётными — на один вверх."},
		{"No relay: in %d rounds every pair plays %d of the %d sets and every NS pair meets %d of the %d EW pairs, once each; at a number of tables not divisible by 4 one more round would repeat a set.", "Без общих комплектов: за %d {тур|тура|туров} каждая пара играет по одному разу %d из %d {комплекта|комплектов|комплектов}, а каждая пара СЮ встречает по одному разу %d из %d {пары|пар|пар} ВЗ; при числе столов, не кратном 4, ещё один тур повторил бы комплект."},
		// The twin Mitchell (movement/mitchell, movegen mitchell --variant twin).
		{"Twin Mitchell: two %d-table Mitchells side by side, tables A1–A%d and D1–D%d, each section with its own copy of the boards; table D1 plays the same set as table A1, and so on (with one copy the two tables share it).", "Митчелл-близнецы: два Митчелла на %d {столе|столах|столах} рядом, столы A1–A%d и D1–D%d, у каждой секции своя копия сдач; стол D1 играет тот же комплект, что и стол A1, и так далее (с одной копией эти два стола делят её)."},
		{"Twin Mitchell: two %d-table Mitchells side by side, tables 1–%d and %d–%d, with one copy of the boards: the second row plays the sets %d rounds on from the first, so the set one row has off play is in play in the other at its share tables (1 and %d, %d and %d): every set is at two tables each round and none waits on a bye stand.", "Митчелл-близнецы: два Митчелла на %d {столе|столах|столах} рядом, столы 1–%d и %d–%d, с одной копией сдач: второй ряд играет комплекты на %d {тур|тура|туров} позже первого, так что комплект, который в одном ряду не в игре, играется в другом за его столами с общим комплектом (1 и %d, %d и %d): каждый комплект каждый тур за двумя столами, на стойке ничего не ждёт."},
		{"Twin Mitchell: two %d-table Mitchells side by side, tables 1–%d and %d–%d, with one copy of the boards: table %d shares the set of table 1 every round, and so on to table %d with table %d.", "Митчелл-близнецы: два Митчелла на %d {столе|столах|столах} рядом, столы 1–%d и %d–%d, с одной копией сдач: стол %d каждый тур делит комплект со столом 1, и так далее до стола %d со столом %d."},
		{"with one copy of the boards tables k and %d+k share a set every round, and one board cannot be at two tables at once; want at least 2", "с одной копией сдач столы k и %d+k каждый тур делят комплект, а одна сдача не может быть за двумя столами сразу; нужно не меньше 2"},
		{"NS pairs stay; in each section the EW pairs move up one table and the boards down one each round, wrapping round at the end of the row.", "Пары СЮ остаются на месте; в каждой секции пары ВЗ каждый тур переходят на один стол вверх, а комплекты — на один вниз, с конца ряда на его начало."},
		{"Even sections (relay and bye stand): in each section tables 1 and %d share a set every round; the set not in play waits on a bye stand between tables %d and %d.", "Чётные секции (общий комплект и стойка): в каждой секции столы 1 и %d каждый тур играют общий комплект; комплект, который не играется, ждёт на стойке между столами %d и %d."},
		{"Rounds 1–%d play sets 1–%d; after round %d every EW pair changes places with the EW pair at the table opposite, in the other section, and sets %d–%d come into play for rounds %d–%d (the first half's boards can be scored meanwhile).", "В турах 1–%d играются комплекты 1–%d; после тура %d каждая пара ВЗ меняется местами с парой ВЗ за столом напротив, в другой секции, и в игру вступают комплекты %d–%d на туры %d–%d (сдачи первой половины тем временем можно подсчитать)."},
		{"Every pair plays every set at most once and nobody meets anybody twice; every EW pair meets every NS pair.", "Каждая пара играет каждый комплект не больше одного раза, никто не встречается дважды; каждая пара ВЗ встречает каждую пару СЮ."},
		{"No skip: every pair plays every set once and every NS pair meets every EW pair once, in %d rounds.", "Без пропуска стола: каждая пара играет каждый комплект один раз, и каждая пара СЮ встречает каждую пару ВЗ один раз, за %d {тур|тура|туров}."},
		{"No relay and no skip: every pair plays every set once and every NS pair meets every EW pair once, in %d rounds.", "Без общих комплектов и без пропуска стола: каждая пара играет каждый комплект один раз, и каждая пара СЮ встречает каждую пару ВЗ один раз, за %d {тур|тура|туров}."},
		{"a twin Mitchell wants an even number of tables from %d to %d (two sections of the same size)", "для Митчелла-близнецов нужно чётное число столов от %d до %d (две секции одного размера)"},
		{"a twin Mitchell at %d tables seats %d pairs, or %d with the NS seat of table %d empty", "Митчелл-близнецы на %d {столе|столах|столах} рассаживают %d {пару|пары|пар} или %d, если место СЮ за столом %d пустое"},
		{"each section of %d tables has a relay (tables 1 and %d of the section share a set), and one board cannot be at two tables at once; want at least 2", "в каждой секции из %d {стола|столов|столов} есть общий комплект (столы 1 и %d секции играют его вместе), а одна сдача не может быть за двумя столами сразу; нужно не меньше 2"},
	}...)
}

// familiesFamNames are the parts of the names these families give their
// movements ("Twin Mitchell, 10 tables").
func familiesFamNames() []Message {
	return []Message{
		{"Twin Mitchell", "Митчелл-близнецы"},
		{"Criss-cross Mitchell", "Перекрёстный Митчелл"},
		{"Combined Mitchell", "Объединённый Митчелл"},
		{"Square Mitchell", "Квадратный Митчелл"},
		{"Pivot Mitchell", "Митчелл с поворотным столом"},
		{"%d½ tables", "%d½ стола"},
		{"Twin Mitchell, %d tables", "Митчелл-близнецы, %d {стол|стола|столов}"},
		{"one copy of the boards", "одна копия сдач"},
	}
}

// familiesFamPlan are the planner's words for these families.
func familiesFamPlan() []Message {
	return []Message{
		{"two %d-table Mitchells side by side, each row with its own copy of the boards; after %s the EW pairs change rows and the other half of the boards comes into play, so every NS pair meets every EW pair with no relay and no skip; %s of %s", "два Митчелла на %d {столе|столах|столах} рядом, у каждого ряда своя копия сдач; после %s пары ВЗ меняют ряд и в игру вступает другая половина сдач, так что каждая пара СЮ встречает каждую пару ВЗ без общих комплектов и без пропуска стола; %s по %s"},
		{"a twin Mitchell", "Митчелл-близнецы"},
		{"Combined Mitchell, %d tables", "Объединённый Митчелл, %d {стол|стола|столов}"},
		{"two Mitchells of %d½ tables whose half-table pairs meet at table %d instead of sitting out, tables k and %d+k on the same sets; %s of %s", "два Митчелла по %d½ стола, пары с половинных столов которых встречаются за столом %d, а не отдыхают; столы k и %d+k играют одни комплекты; %s по %s"},
		{"Criss-cross Mitchell, %d tables", "Перекрёстный Митчелл, %d {стол|стола|столов}"},
		{"Square Mitchell, %d tables", "Квадратный Митчелл, %d {стол|стола|столов}"},
		{"Pivot Mitchell, %d½ tables", "Митчелл с поворотным столом, %d½ стола"},
		{"the moving pairs sit out after EW at table %d and then play NS there; one set on each table, none shared, one pair out each round; %s of %s", "движущиеся пары после ВЗ за столом %d отдыхают, а затем играют там СЮ; по одному комплекту на столе, общих нет, каждый тур одна пара отдыхает; %s по %s"},
		{"the boards stay on their tables and both lines move, odd and even pairs in opposite directions, the EW pairs jumping nearly half the room at half time; no relay, and as in a skip Mitchell each pair misses one opponent and one set; %s of %s", "комплекты остаются на своих столах, движутся обе линии, нечётные и чётные пары в противоположные стороны, а пары ВЗ в середине сессии перескакивают почти через половину зала; без общих комплектов, и, как в Митчелле с пропуском стола, каждая пара не встречает одного соперника и не играет один комплект; %s по %s"},
		{"the four tables in a square, the EW pairs and the boards crossing it after each round; every NS pair meets every EW pair with no relay and no skip; %s of %s", "четыре стола квадратом, пары ВЗ и комплекты после каждого тура переходят через него; каждая пара СЮ встречает каждую пару ВЗ без общих комплектов и без пропуска стола; %s по %s"},
		{"the boards stay on their tables and both lines move, odd and even pairs in opposite directions, the EW pairs jumping half the room at half time; every NS pair meets every EW pair with no relay and no skip; %s of %s", "комплекты остаются на своих столах, движутся обе линии, нечётные и чётные пары в противоположные стороны, а пары ВЗ в середине сессии перескакивают через половину зала; каждая пара СЮ встречает каждую пару ВЗ без общих комплектов и без пропуска стола; %s по %s"},
	}
}
