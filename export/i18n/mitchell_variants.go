package i18n

// mitchellVariantsMessages are the words of the Mitchell variants (movegen
// mitchell --variant web, hesitation, rover; movement/mitchell): their
// names, notes and errors.
func mitchellVariantsMessages() []Message {
	return append(mitchellVariantNames(), []Message{
		// Notes.
		{"Web Mitchell: tables A1–A%d and D1–D%d, each section with its own copy of the %d sets; NS pairs stay, EW pairs move up one table a round through both sections (from A%d to D1, from D%d to A1).", "Веб-Митчелл: столы A1–A%d и D1–D%d, у каждой секции своя копия %d {комплекта|комплектов|комплектов}; пары СЮ остаются на месте, пары ВЗ каждый тур переходят на один стол вверх через обе секции (с A%d на D1, с D%d на A1)."},
		{"An even number of sets: after round %d the EW pairs skip a table once (they move up two tables instead of one); moving up one table every round they would meet the sets they had played again.", "Чётное число комплектов: после тура %d пары ВЗ один раз пропускают стол (переходят на два стола вверх вместо одного); переходя всегда на один стол, они снова встретили бы сыгранные комплекты."},
		{"Boards move down one table a round in each section: section A starts set 1 at A1, section D plays the sets in the opposite order; the sets not on a table wait on the section's bye stand.", "Комплекты в каждой секции переходят на один стол вниз каждый тур: в секции A комплект 1 начинает на столе A1, секция D играет комплекты в обратном порядке; комплекты, которых нет на столах, ждут на стойке своей секции."},
		{"the web variant at %d tables seats %d pairs, or %d with a rover", "веб-Митчелл на %d {стол|стола|столах} рассаживает %d {пару|пары|пар} или %d с блуждающей парой"},
		{"Web Mitchell at an odd number of tables: tables A1–A%d, D1–D%d and F1–F%d, each section with its own copy of the %d sets; NS pairs stay, EW pairs move up one table a round through the three sections (from A%d to D1, from D%d to F1, from F%d to A1).", "Веб-Митчелл на нечётном числе столов: столы A1–A%d, D1–D%d и F1–F%d, у каждой секции своя копия %d {комплекта|комплектов|комплектов}; пары СЮ сидят на месте, пары ВЗ каждый тур переходят на один стол вверх через все три секции (с A%d на D1, с D%d на F1, с F%d на A1)."},
		{"Boards move down one table a round in each section: sections A and D start set 1 at their first table, section F plays the sets in the opposite order; the sets not on a table wait on the section's bye stand.", "Комплекты в каждой секции переходят на один стол вниз каждый тур: в секциях A и D комплект 1 начинает на первом столе, секция F играет комплекты в обратном порядке; комплекты, которых нет на столах, ждут на подставке своей секции."},
		{"a web Mitchell at an odd number of tables plays an odd number of sets; at %d tables, from %d to %d", "веб-Митчелл на нечётном числе столов играет нечётное число комплектов; на %d {столе|столах|столах} — от %d до %d"},
		{"Web Mitchell at an odd number of tables: tables A1–A%d, D1 and F1, each section with its own copy of the %d sets; NS pairs stay, EW pairs move up one table a round through the three sections (from A%d to D1, from D1 to F1, from F1 to A1).", "Веб-Митчелл на нечётном числе столов: столы A1–A%d, D1 и F1, у каждой секции своя копия %d {комплекта|комплектов|комплектов}; пары СЮ сидят на месте, пары ВЗ каждый тур переходят на один стол вверх через все три секции (с A%d на D1, с D1 на F1, с F1 на A1)."},
		{"More tables than rounds: every EW pair plays all %d sets once; the rover and each NS pair it displaces sit out one round.", "Столов больше, чем туров: каждая пара ВЗ играет все %d {sets} по одному разу; блуждающая пара и каждая пара СЮ, которую она заменяет, отдыхают один тур."},
		{"More tables than rounds: every pair plays all %d sets once and nobody sits out; each EW pair meets %d of the %d NS pairs, none twice.", "Столов больше, чем туров: каждая пара играет все %d {sets} по одному разу, никто не отдыхает; каждая пара ВЗ встречает %d из %d пар СЮ, ни одну дважды."},
		{"The report's section lines count each section's rounds alone (the EW pairs play in both); the field is one across the room, every two NS pairs compared on every board.", "Строки секций в отчёте считают только туры внутри каждой секции (пары ВЗ играют в обеих); поле одно на весь зал, каждые две пары СЮ сравниваются на каждой сдаче."},
		{"Hesitation Mitchell: NS pairs 1–%d stay; the moving pairs move up one table a round as EW, and after EW at table %d they play NS at table %d for one round (the hesitation table) before going on as EW at table 1.", "Митчелл с задержкой: пары СЮ 1–%d остаются на месте; переходящие пары каждый тур переходят на один стол вверх на линии ВЗ, а после ВЗ за столом %d один тур играют СЮ за столом %d (стол задержки) и затем идут на ВЗ за стол 1."},
		{"The %d sets move down one table a round; the set not on a table waits on a bye stand between tables %d and %d.", "%d {sets} каждый тур переходят на один стол вниз; комплект, которого нет на столах, ждёт на стойке между столами %d и %d."},
		{"Every pair plays every set once and nobody sits out; nobody meets anybody twice.", "Каждая пара играет каждый комплект один раз, никто не отдыхает; никто не встречается дважды."},
		{"One pair missing: the NS seat of table 1 is empty, so each moving pair sits out once, there; stationary pairs %s sit NS at tables %s.", "Без одной пары: место СЮ за столом 1 пустует, поэтому каждая переходящая пара один раз отдыхает там; стационарные пары %s сидят на СЮ за столами %s."},
		{"One pair missing: the moving pair that would start EW at table %d is left out; each stationary pair sits out once, and so do pairs %s, who meet the missing pair's place at a hesitation table.", "Без одной пары: нет переходящей пары, которая начинала бы на ВЗ за столом %d; каждая стационарная пара один раз отдыхает, как и пары %s, встречающие место недостающей пары за столом задержки."},
		{"Nobody plays a set twice, and nobody meets anybody twice.", "Никто не играет комплект дважды, и никто не встречается дважды."},
		{"One winner: round %s arrow-switched at every table but table %d (the better of switching the last 1 or 2 rounds; balance index %.2f).", "Один победитель: смена направления в туре %s за всеми столами, кроме стола %d (лучшее из смены в последних 1 или 2 турах; индекс баланса %.2f)."},
		{"One winner: rounds %s arrow-switched at every table but table %d (the better of switching the last 1 or 2 rounds; balance index %.2f).", "Один победитель: смена направления в турах %s за всеми столами, кроме стола %d (лучшее из смены в последних 1 или 2 турах; индекс баланса %.2f)."},
		{"Rover: pair %d NS sits out round 1, then takes the NS seat of tables %s in rounds 2–%d; the NS pair it displaces sits out that round and comes back to its table the next.", "Блуждающая пара: пара %d СЮ отдыхает в туре 1, затем занимает место СЮ за столами %s в турах 2–%d; вытесненная пара СЮ отдыхает этот тур и в следующем возвращается за свой стол."},
		{"Every table is full every round; the rover plays a new set and meets a new EW pair every round.", "Каждый тур все столы заняты; блуждающая пара каждый тур играет новый комплект и встречает новую пару ВЗ."},
		{"Every table is full every round; the rover plays a new set every round and meets an EW pair again %s (the fewest a bounded search found).", "Каждый тур все столы заняты; блуждающая пара каждый тур играет новый комплект, а повторные встречи с парами ВЗ у неё случаются %s (меньше ограниченный поиск не нашёл)."},

		// Errors (movement/mitchell options, movegen mitchell --variant).
		{"%d tables for a web Mitchell: want an even number from %d to %d (two groups of tables of the same size)", "%d {tables} для веб-Митчелла: нужно чётное число от %d до %d (две группы столов поровну)"},
		{"%d sets (rounds) for a web Mitchell at %d tables: want an odd number from %d to %d", "%d {sets} (столько же туров) для веб-Митчелла на %d {столе|столах|столах}: нужно нечётное число от %d до %d"},
		{"%d tables: a hesitation Mitchell needs an odd number of tables (with an even number one bye stand cannot give every pair every set once); use the relay or the skip", "%d {tables}: для Митчелла с задержкой нужно нечётное число столов (при чётном одна стойка не даёт каждой паре сыграть каждый комплект один раз); используйте общий комплект или пропуск"},
		{"%d switched rounds: want 1 to %d", "туров со сменой направления %d: нужно от 1 до %d"},
		{"%d tables with a rover: want %d to %d (a larger field is better split into sections)", "%d {tables} с блуждающей парой: нужно от %d до %d (большое поле лучше разделить на секции)"},
		{"%d round: the rover sits out round 1 and plays from round 2; want at least 2", "туров %d: блуждающая пара отдыхает в туре 1 и играет со 2-го; нужно не меньше 2"},
		{"%d tables: no rover schedule keeps the rover off boards it has played", "%d {tables}: нет схемы, в которой блуждающая пара не играет сыгранные сдачи повторно"},
		{"%d pairs: --variant %s at %d tables seats %d pairs", "%d {pairs}: --variant %s на %d {столе|столах|столах} рассаживает %d {пару|пары|пар}"},
		{"variant %q: want web, hesitation or rover", "вариант %q: нужно web, hesitation или rover"},
		{"%s: not with --variant %s", "%s: не сочетается с --variant %s"},
		// movegen plan --share-boards (schedules).
		{"%s, shared boards", "%s, общие сдачи"},
		{"%d Mitchells played side by side on the same boards, each section from its own copy, so pairs are compared across the field (sections A, B, ..., tables numbered within each, every table full); %s of %s", "%d {Митчелл|Митчелла|Митчеллов} рядом на одних и тех же сдачах, у каждой секции своя копия, поэтому пары сравниваются по всему полю (секции A, B, ..., столы нумеруются внутри секции, все столы заняты); %s по %s"},
		{"Shared boards (share_boards) are for sections: %s are too few for two sections of %d tables or more, so no option shares boards.", "Общие сдачи (share_boards) — для секций: %s — слишком мало для двух секций от %d {стола|столов|столов} каждая, поэтому ни один вариант не делит сдачи."},
		{"%s: only for bridge pairs, whose sections can share boards", "%s: только для парного бриджа, где секции могут играть общие сдачи"},
	}...)
}

// mitchellVariantNames are the parts of the variants' movement names
// ("Web Mitchell, 18 tables, 13 rounds"; see MovementName).
func mitchellVariantNames() []Message {
	return []Message{
		{"Web Mitchell", "Веб-Митчелл"},
		{"Hesitation Mitchell", "Митчелл с задержкой"},
		{"Double hesitation Mitchell", "Двойной Митчелл с задержкой"},
		{"missing pair", "без одной пары"},
		{"moving pair missing", "без одной переходящей пары"},
		{"rover", "с блуждающей парой"},
	}
}
