package i18n

// notesMessages are the notes the generator commands print after the chart
// and report (movegen mitchell, howell, preferans), and the preferans
// explanations that movement/preferans returns as data (preferans.Text).
func notesMessages() []Message {
	return []Message{
		// movegen mitchell.
		{"Movement: NS pairs stay; EW pairs move up one table and boards move down one table each round.", "Движение: пары СЮ остаются на месте; каждый тур пары ВЗ переходят на один стол вверх, а комплекты — на один стол вниз."},
		{"Even tables (skip): after round %d the EW pairs move up two tables instead of one.", "Чётное число столов (пропуск): после тура %d пары ВЗ переходят на два стола вверх вместо одного."},
		{"Even tables (relay and bye stand): tables 1 and %d share a set every round; the set not in play waits on a bye stand between tables %d and %d.", "Чётное число столов (общий комплект и стойка): столы 1 и %d каждый тур играют общий комплект; комплект, который не играется, ждёт на стойке между столами %d и %d."},
		{"Pair %d EW is missing: the NS pair it would meet sits out that round.", "Пары %d ВЗ нет: пара СЮ, которая должна играть с ней, в этом туре отдыхает."},
		{"The NS seat of table %d is empty: the EW pair arriving there sits out that round.", "Место СЮ за столом %d пустое: пара ВЗ, которая туда приходит, в этом туре отдыхает."},
		{"One winner: arrow-switched rounds %s (%s; balance index %.2f).", "Один победитель: смена направления в турах %s (%s; индекс баланса %.2f)."},
		{"as given", "как задано"},
		{"chosen for the best balance index", "выбраны по лучшему индексу баланса"},
		{"Boards: %d sets of %d boards.", "Сдачи: комплектов — %d, сдач в комплекте — %d."},
		{"Boards: %d sets of %d boards (default: each pair's %d boards are the nearest to 26).", "Сдачи: комплектов — %d, сдач в комплекте — %d (по умолчанию: у каждой пары сдач — %d, ближе всего к 26)."},

		// movegen howell.
		{"Partial Howell: rounds %s of the complete %d-round movement, chosen for the best balance index (%.2f).", "Неполный Хауэлл: туры %s полного движения (в нём туров — %d), выбраны по лучшему индексу баланса (%.2f)."},
		{"Complete Howell: every two pairs meet once and are compared on the same number of boards.", "Полный Хауэлл: каждые две пары встречаются один раз и сравниваются на одинаковом числе сдач."},
		{"Complete Howell: every two pairs meet once; movegen has no perfectly balanced schedule for %d pairs, so the report shows how even the comparisons are.", "Полный Хауэлл: каждые две пары встречаются один раз; идеально сбалансированной схемы для числа пар %d у movegen нет, поэтому отчёт показывает, насколько ровны сравнения."},
		{"Odd number of pairs: one seat is empty every round (a phantom pair); whoever would meet it sits out.", "Нечётное число пар: в каждом туре одно место пустое (фантом); пара, которая должна играть с ним, отдыхает."},
		{"Shared sets: with %d pairs some tables play the same set in the same round (relays, listed in the report).", "Общие комплекты: при числе пар %d некоторые столы в одном туре играют один и тот же комплект (они перечислены в отчёте)."},

		// movegen preferans: headings.
		{"Method: %s. %s.", "Метод: %s; %s."},
		{"Why: %s", "Почему: %s"},
		{"Promise: %s", "Гарантия: %s"},
		{"rotation (--method rotation)", "ротация (--method rotation)"},
		{"field rotation (--method field)", "ротация над конечным полем (--method field)"},
		{"one rest a round (--method rest)", "один отдыхающий в туре (--method rest)"},
		{"extra move (--method extra-move)", "дополнительный переход (--method extra-move)"},
		{"seating planner (--method auto)", "планировщик рассадки (--method auto)"},
		{"Table instructions: one round, nobody moves.", "Инструкции на столах: один тур, никто не переходит."},
		{"Table instructions (the same after every round; a seat not listed stays):", "Инструкции на столах (одинаковые после каждого тура; не указанная позиция остаётся на месте):"},
		{"Table instructions (they change from round to round; a seat not listed stays):", "Инструкции на столах (меняются от тура к туру; не указанная позиция остаётся на месте):"},
		{"after round %-3d %s", "после тура %-3d %s"},
		{"Set row (sets 1..%d in a row on the director's table; before each round the first set goes to the end):", "Ряд комплектов (комплекты 1..%d лежат в ряд на столе судьи; перед каждым туром первый комплект перекладывается в конец):"},
		{"Each place shows the table that plays the set lying there (Z: nobody; 1+2: shared by tables 1 and 2).", "Под каждым местом — стол, который играет лежащий там комплект (Z — никто; 1+2 — общий для столов 1 и 2)."},
		{"Sets by round (the sets do not travel along a row):", "Комплекты по турам (комплекты не движутся по ряду):"},
		{"round %-3d%s", "тур %-3d%s"},
		{"deal %d by %s", "сдача %d — сдаёт %s"},
		{"Deals: %d per set; set k holds deals %d(k−1)+1 to %dk. In every set %s; the dealer sits out his deal.", "Сдачи: %d в комплекте; комплект k содержит сдачи с %d(k−1)+1 по %dk. В каждом комплекте %s; сдающий свою сдачу не играет."},
		{"Deals: %d per set; set k holds deals %d(k−1)+1 to %dk. In every set %s; the talon lies in the W pocket.", "Сдачи: %d в комплекте; комплект k содержит сдачи с %d(k−1)+1 по %dk. В каждом комплекте %s; прикуп лежит в кармане З."},

		// movement/preferans explanations (preferans.Text formats).
		{"three", "три"},
		{"four", "четыре"},
		{"%d tables of %s", "столов: %d, по %s игрока"},
		{"%s, %d rounds", "%s, туров: %d"},
		{"%d players: %s", "игроков: %d; %s"},
		{"%s with one player resting each round, %d rounds", "%s, в каждом туре один игрок отдыхает, туров: %d"},
		{"N stays, E moves up 1 table, S up 2", "С остаётся, В переходит на 1 стол вверх, Ю — на 2 вверх"},
		{"N stays, E moves up 1 table, S up 2, W down 2", "С остаётся, В переходит на 1 стол вверх, Ю — на 2 вверх, З — на 2 вниз"},
		{"gcd(%d, 6) = 1, so the book's rotation (%s, sets down 1) is perfect.", "НОД(%d, 6) = 1, поэтому ротация из книги (%s, комплекты — на 1 вниз) идеальна."},
		{"%d is a prime power, so a rotation over the field GF(%d) with %d distinct multipliers is perfect; the moves change from round to round.", "%d — степень простого числа, поэтому ротация над полем GF(%d) с %d различными множителями идеальна; переходы меняются от тура к туру."},
		{"the book's rotation needs gcd(T, 6) = 1 and %d tables have gcd %d, but %d is a prime power, so a rotation over the field GF(%d) with %d distinct multipliers is perfect; the moves change from round to round.", "ротации из книги нужен НОД(T, 6) = 1, а при числе столов %d НОД равен %d; но %d — степень простого числа, поэтому ротация над полем GF(%d) с %d различными множителями идеальна; переходы меняются от тура к туру."},
		{"no perfect rotation is known here for %s, so the book's extra move is used: a line that would meet a set it has played moves one table further; the report shows the cost.", "идеальная ротация здесь неизвестна (%s), поэтому применяется дополнительный переход из книги: линия, которой достался бы уже сыгранный комплект, переходит на один стол дальше; цену этого показывает отчёт."},
		{"the extra move was requested: a line that would meet a set it has played moves one table further.", "запрошен дополнительный переход: линия, которой достался бы уже сыгранный комплект, переходит на один стол дальше."},
		{"the extra move was requested; with gcd(%d, 6) = 1 it never triggers and the schedule is the book's rotation.", "запрошен дополнительный переход; при НОД(%d, 6) = 1 он ни разу не нужен, и схема совпадает с ротацией из книги."},
		{"%d ≡ 1 (mod %d), so %s with one player resting each round (%s); %s.", "%d ≡ 1 (mod %d), поэтому %s, в каждом туре один игрок отдыхает (%s); %s."},
		{"cyclic base tables modulo %d", "циклические базовые столы по модулю %d"},
		{"base tables over Z3×Z3", "базовые столы над Z3×Z3"},
		{"cosets of the %d-th roots of unity in GF(%d)", "смежные классы корней %d-й степени из единицы в GF(%d)"},
		{"%s", "%s"},
		{"each table plays its own set", "каждый стол играет свой комплект"},
		{"this design lets no set travel between tables, so all tables of a round play the same set (a relay)", "в этой схеме комплекты не могут переходить между столами, поэтому все столы тура играют один и тот же комплект (общий комплект)"},
		{"each player rests exactly once, every two players meet exactly %d times, and nobody plays a set twice.", "каждый игрок отдыхает ровно один раз, каждые два игрока встречаются ровно %d раза, и никто не играет комплект дважды."},
		{"%d of the %d rounds: nobody rests twice, nobody meets anybody more than %d times, and nobody plays a set twice.", "сыграно туров: %d из %d; никто не отдыхает дважды, никто ни с кем не встречается больше %d раз, и никто не играет комплект дважды."},
		{"every two players of different lines meet exactly once, players of the same line never meet, and everyone plays every set exactly once.", "каждые два игрока разных линий встречаются ровно один раз, игроки одной линии не встречаются, и каждый играет каждый комплект ровно один раз."},
		{"%d of the %d rounds: nobody meets anybody twice and nobody plays a set twice.", "сыграно туров: %d из %d; никто ни с кем не встречается дважды и никто не играет комплект дважды."},
		{"nobody plays a set twice; some players meet more than once and others never, as the report shows.", "никто не играет комплект дважды; одни игроки встречаются больше одного раза, другие ни разу — см. отчёт."},
		{"no perfect rotation exists for %s, so the seating planner searched for the best schedule it could find.", "идеальной ротации нет (%s), поэтому планировщик рассадки искал лучшую схему, какую смог найти."},
		{"no guarantee beyond validity; the report shows how fair the schedule is.", "гарантируется только допустимость; насколько схема справедлива, показывает отчёт."},
	}
}
