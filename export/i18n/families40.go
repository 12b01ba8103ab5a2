package i18n

// families40Messages are the words of the families added by the second
// issue-40 wave (wt/families): the appendix Mitchell on a prime core and
// what follows it; one block, to merge beside the other helpers' blocks.
func families40Messages() []Message {
	return append(families40Names(), []Message{
		// The appendix Mitchell (movement/mitchell, movegen mitchell --variant appendix).
		{"Appendix Mitchell: a %d-table core Mitchell with %d appendix tables; appendix table %d stands beside table 1 and shares its set, and so on to table %d beside table %d.", "Митчелл с приставными столами: основной Митчелл на %d {столе|столах|столах} и %d {приставной стол|приставных стола|приставных столов}; приставной стол %d стоит рядом со столом 1 и играет его комплект, и так далее до стола %d рядом со столом %d."},
		{"The %d sets move down one table a round round tables %d to 1 and never leave the core; an appendix table plays the set of the table it stands beside.", "%d {sets} каждый тур переходят на один стол вниз по кругу столов с %d по 1 и не покидают основу; приставной стол играет комплект стола, рядом с которым стоит."},
		{"The NS pairs at tables 1 to %d and the EW pairs at tables %d to %d stay; the other NS pairs move up one table a round round the core and the other EW pairs down two, playing at the appendix table or the core table where the core is doubled (NS at the appendix, EW at the core table).", "Пары СЮ за столами 1–%d и пары ВЗ за столами %d–%d остаются на месте; остальные пары СЮ каждый тур переходят на один стол вверх по кругу основы, остальные пары ВЗ — на два вниз; там, где у стола основы есть приставной, СЮ играют за приставным столом, ВЗ — за столом основы."},
		{"Every pair plays every set once, nobody sits out and nobody meets anybody twice; the stationary pairs meet every moving pair of the other line.", "Каждая пара играет каждый комплект один раз, никто не отдыхает, никто не встречается дважды; стоящие пары встречают каждую движущуюся пару другой линии."},
		{"The EW seat of table %d is empty: the moving NS pair arriving there sits out that round, each in turn, and table %d shares with nobody.", "Место ВЗ за столом %d пустое: движущаяся пара СЮ, пришедшая туда, отдыхает этот тур, каждая по очереди, и стол %d ни с кем не делит комплект."},
		{"Every pair plays every set at most once and nobody meets anybody twice; the stationary pairs meet every moving pair of the other line.", "Каждая пара играет каждый комплект не больше одного раза, никто не встречается дважды; стоящие пары встречают каждую движущуюся пару другой линии."},
		{"an appendix Mitchell at %d tables seats %d pairs, or %d with the EW seat of table %d empty", "Митчелл с приставными столами на %d {столе|столах|столах} рассаживает %d {пару|пары|пар} или %d, если место ВЗ за столом %d пустое"},
		{"an appendix Mitchell wants %d to %d tables (a core Mitchell of at least %d tables and appendix tables beside it)", "для Митчелла с приставными столами нужно от %d до %d {стола|столов|столов} (основной Митчелл не меньше чем на %d столах и приставные столы рядом)"},
		{"the core of an appendix Mitchell is an odd number of tables, at least %d and not a multiple of 3 (5, 7, 11, 13, 17, 19, 23, 25, …), not %d", "основа Митчелла с приставными столами — нечётное число столов, не меньше %d и не кратное 3 (5, 7, 11, 13, 17, 19, 23, 25, …), а не %d"},
		{"a core of %d tables takes %d to %d tables (one appendix table to one beside every core table), not %d", "основа из %d {стола|столов|столов} принимает от %d до %d {стола|столов|столов} (от одного приставного стола до приставного у каждого стола основы), а не %d"},
		{"each appendix table shares the set of its core table, and one board cannot be at two tables at once; want at least 2", "каждый приставной стол делит комплект со своим столом основы, а одна сдача не может быть за двумя столами сразу; нужно не меньше 2"},
		// The planner's appendix Mitchell (schedules).
		{"a %d-table Mitchell with %d appendix tables beside its first tables, sharing their sets; the two lines move in opposite directions, the pairs at the doubled tables stay; %s of %s, every pair plays the same sets", "Митчелл на %d {столе|столах|столах} и %d {приставной стол|приставных стола|приставных столов} рядом с первыми его столами, делящих их комплекты; линии движутся в противоположные стороны, пары за сдвоенными столами остаются на месте; %s по %s, все пары играют одни и те же комплекты"},
		{"an appendix Mitchell", "Митчелл с приставными столами"},
		{"the EW seat of the last table is empty, so the moving NS pairs sit out there in turn", "место ВЗ за последним столом пустое, поэтому движущиеся пары СЮ по очереди отдыхают там"},
		// The barometer Howell (movement/howell, movegen howell --barometer).
		{"Barometer", "Барометр"},
		{"Barometer: every table plays the same set in each round (set 1 in round 1, set 2 in round 2, and so on), so each board needs a copy for each of the %d tables (duplicated boards), and each round can be scored before the next.", "Барометр: в каждом туре все столы играют один и тот же комплект (комплект 1 в туре 1, комплект 2 в туре 2 и так далее), поэтому каждая сдача нужна в копии на каждый из %d {стола|столов|столов} (дублированные сдачи), и каждый тур можно подсчитать до начала следующего."},
		{"A short barometer: the first %d rounds of the complete %d-round movement.", "Короткий барометр: первые %d {тур|тура|туров} полного движения из %d туров."},
		{"The NS seats of the base round form a difference set: every two pairs meet once and sit in the same direction, so are compared, in the same number of rounds.", "Места СЮ базового тура образуют разностное множество: каждые две пары встречаются один раз и сидят в одном направлении, то есть сравниваются, одинаковое число туров."},
		{"Every two pairs meet at most once; single tables are turned round (the two pairs change seats for that round) where that makes the comparisons more even, and the report shows how even they are.", "Каждые две пары встречаются не больше одного раза; за отдельными столами пары меняются местами на этот тур там, где это выравнивает сравнения, а отчёт показывает, насколько они ровны."},
		{"Barometer Howell, %d tables", "Хоуэлл-барометр, %d {стол|стола|столов}"},
		{"the pairs move as in the complete Howell and every table plays the same set each round, a copy for each table; %s of %s, each round scored before the next", "пары переходят как в полном Хоуэлле, а все столы в каждом туре играют один и тот же комплект, по копии на стол; %s по %s, каждый тур подсчитывается до начала следующего"},
		{"want web, hesitation, rover, bowman, extra-board, appendix, twin, criss-cross, combined, square or pivot", "нужно web, hesitation, rover, bowman, extra-board, appendix, twin, criss-cross, combined, square или pivot"},
	}...)
}

// families40Names are the parts of the names these families give their
// movements ("Appendix Mitchell, 17 tables, 13-table core").
func families40Names() []Message {
	return []Message{
		{"Appendix Mitchell", "Митчелл с приставными столами"},
		{"%d-table core", "основа на %d {столе|столах|столах}"},
		{"barometer", "барометр"},
		{"Appendix Mitchell, %d tables, %d-table core", "Митчелл с приставными столами, %d {стол|стола|столов}, основа на %d {столе|столах|столах}"},
	}
}
