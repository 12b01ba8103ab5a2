package i18n

// familiesMessages are the words of the movement families added for issue
// 40 (movement/mitchell's Bowman and what follows it): their names, notes
// and errors.
func familiesMessages() []Message {
	return append(familiesNames(), []Message{
		// The Bowman's notes.
		{"Bowman (appendix Mitchell): a %d-table Mitchell with two appendix tables; NS pairs stay, EW pairs move up one table a round round all %d tables (from table %d to table 1).", "Боуман (Митчелл с приставными столами): Митчелл на %d {столе|столах|столах} и два приставных стола; пары СЮ остаются на месте, пары ВЗ каждый тур переходят на один стол вверх по кругу из всех %d столов (со стола %d на стол 1)."},
		{"The %d sets move down one table a round round tables %d to 1; table %d always shares the set of table 1, and table %d shares in turn with tables %s.", "%d {sets} каждый тур переходят на один стол вниз по кругу столов с %d по 1; стол %d всегда играет общий комплект со столом 1, а стол %d по очереди делит комплект со столами %s."},
		{"Even base (skip): after round %d the EW pairs move up two tables instead of one.", "Чётная основа (с пропуском): после тура %d пары ВЗ переходят на два стола вверх вместо одного."},
		{"The NS seat of table %d is empty: the EW pair arriving there sits out that round, and table %d shares with nobody.", "Место СЮ за столом %d пустое: пара ВЗ, пришедшая туда, отдыхает этот тур, и стол %d ни с кем не делит комплект."},
		{"Every pair plays every set at most once and nobody meets anybody twice; each EW pair meets %d of the %d NS pairs.", "Каждая пара играет каждый комплект не больше одного раза, никто не встречается дважды; каждая пара ВЗ встречает %d из %d пар СЮ."},
		{"One winner: round %s arrow-switched at every table (%s; balance index %.2f).", "Один победитель: смена направления в туре %s за всеми столами (%s; индекс баланса %.2f)."},
		{"One winner: rounds %s arrow-switched at every table (%s; balance index %.2f).", "Один победитель: смена направления в турах %s за всеми столами (%s; индекс баланса %.2f)."},

		// The Bowman's errors (movement/mitchell, movegen mitchell --variant bowman).
		{"a Bowman wants %d to %d tables (a base Mitchell of at least %d tables and two appendix tables)", "для Боумана нужно от %d до %d {стола|столов|столов} (Митчелл не меньше чем на %d столах и два приставных стола)"},
		{"a Bowman at %d tables seats %d pairs, or %d with the NS seat of table %d empty", "Боуман на %d {столе|столах|столах} рассаживает %d {пару|пары|пар} или %d, если место СЮ за столом %d пустое"},
		// The extra-board Mitchell's notes and errors.
		{"Extra-board Mitchell: NS pairs stay; EW pairs move up one table and boards move down one table each round, %d sets for %d rounds at %d tables.", "Митчелл с дополнительными комплектами: пары СЮ остаются на месте; пары ВЗ каждый тур переходят на один стол вверх, комплекты — на один стол вниз; %d {комплект|комплекта|комплектов} на %d {тур|тура|туров} за %d {столом|столами|столами}."},
		{"One extra set waits on a relay between tables %d and %d: the boards leaving table %d rest there before going on to table %d.", "Один дополнительный комплект ждёт на стойке между столами %d и %d: комплект, уходящий со стола %d, лежит там тур, прежде чем перейти на стол %d."},
		{"%d extra sets wait on a relay between tables %d and %d: the boards leaving table %d rest there before going on to table %d.", "%d {дополнительный комплект ждёт|дополнительных комплекта ждут|дополнительных комплектов ждут} на стойке между столами %d и %d: комплекты, уходящие со стола %d, лежат там, прежде чем перейти на стол %d."},
		{"No special move: the %d rounds take every EW pair round the %d tables %s, so it meets every NS pair %s.", "Особого перехода нет: за %d {тур|тура|туров} каждая пара ВЗ обходит %d {стол|стола|столов} %s и поэтому встречает каждую пару СЮ %s."},
		{"No special move: the %d rounds take every EW pair round the %d tables %s.", "Особого перехода нет: за %d {тур|тура|туров} каждая пара ВЗ обходит %d {стол|стола|столов} %s."},
		{"Rover (McKinnon's card for 4½ tables): pair %d NS sits out round 1, then plays at tables %s in rounds 2–%d, taking the seat of a different pair each round, NS or EW; the pair it displaces sits out that round, so every pair but pair 1 NS sits out once, and the rover meets pair 3 NS twice.", "Блуждающая пара (карточка Маккиннона для 4½ столов): пара %d СЮ отдыхает в туре 1, затем играет за столами %s в турах 2–%d, каждый тур занимая место другой пары, СЮ или ВЗ; вытесненная пара отдыхает этот тур, так что все пары, кроме пары 1 СЮ, отдыхают по одному разу, а с парой 3 СЮ блуждающая пара встречается дважды."},
		{"One winner: rounds %s arrow-switched at every table (the best whole rounds; balance index %.2f).", "Один победитель: смена направления в турах %s за всеми столами (лучшие целые туры; индекс баланса %.2f)."},
		{"Every pair plays every set once and nobody sits out.", "Каждая пара играет каждый комплект один раз, никто не отдыхает."},
		{"Every pair plays every set at most once.", "Каждая пара играет каждый комплект не больше одного раза."},
		{"Special move before round %d: each EW pair goes to table %d minus its pair number (add %d if that is below 1), then moves up one table as before.", "Особый переход перед туром %d: каждая пара ВЗ идёт за стол с номером %d минус номер пары (если меньше 1, прибавьте %d), затем снова переходит на один стол вверх."},
		{"Every pair plays every set once and nobody sits out; every EW pair meets every NS pair, some more than once.", "Каждая пара играет каждый комплект один раз, никто не отдыхает; каждая пара ВЗ встречает каждую пару СЮ, некоторые больше одного раза."},
		{"The NS seat of table %d is empty: the EW pair arriving there sits out that round and its set is not played there.", "Место СЮ за столом %d пустое: пара ВЗ, пришедшая туда, отдыхает этот тур, и её комплект там не играется."},
		{"Every EW pair meets every NS pair, some more than once; every pair plays every set at most once.", "Каждая пара ВЗ встречает каждую пару СЮ, некоторые больше одного раза; каждая пара играет каждый комплект не больше одного раза."},
		{"an extra-board Mitchell at %d tables seats %d pairs, or %d with the NS seat of table %d empty", "Митчелл с дополнительными комплектами на %d {столе|столах|столах} рассаживает %d {пару|пары|пар} или %d, если место СЮ за столом %d пустое"},
		// The planner's extra-board and Bowman options (schedules).
		{"Extra-board Mitchell, %d tables, %d rounds", "Митчелл с дополнительными комплектами, %d {стол|стола|столов}, %d {тур|тура|туров}"},
		{"NS pairs stay, EW pairs move up and sets down a table each round, %d extra sets waiting on bye stands; %s of %s, every EW pair meets every NS pair, some twice", "пары СЮ остаются на месте, пары ВЗ каждый тур переходят на стол вверх, комплекты — на стол вниз, %d {дополнительный комплект ждёт|дополнительных комплекта ждут|дополнительных комплектов ждут} на стойках; %s по %s, каждая пара ВЗ встречает каждую пару СЮ, некоторые дважды"},
		{"Bowman, %d tables", "Боуман, %d {стол|стола|столов}"},
		{"a %d-table Mitchell with two appendix tables sharing its sets (table %d with table 1, table %d with a different table each round); %s of %s, every pair plays the same sets", "Митчелл на %d {столе|столах|столах} и два приставных стола, делящих его комплекты (стол %d со столом 1, стол %d каждый тур с другим столом); %s по %s, все пары играют одни и те же комплекты"},
		{"an extra-board Mitchell wants %d to %d tables", "для Митчелла с дополнительными комплектами нужно от %d до %d {стола|столов|столов}"},
		{"an extra-board Mitchell at %d tables plays %d to %d rounds (1 to %d extra sets)", "Митчелл с дополнительными комплектами на %d {столе|столах|столах} играет от %d до %d {тура|туров|туров} (от 1 до %d дополнительных комплектов)"},
		{"%d extra sets at %d tables: no placement of the relays and no special round gives every EW pair every set once and every NS pair", "%d {дополнительный комплект|дополнительных комплекта|дополнительных комплектов} на %d {столе|столах|столах}: никакое размещение стоек и никакой особый переход не дают каждой паре ВЗ каждый комплект один раз и встречу с каждой парой СЮ"},
		// The Rainbow individual (movement/rainbow, movegen individual --rainbow).
		{"Rainbow", "«Радуга»"},
		{"Rainbow individual: %d players at %d tables; North players stay, South players move up one table a round, East players up two, West players down two, and the boards down one.", "Личный турнир «Радуга»: %d {игрок|игрока|игроков} за %d {столом|столами|столами}; игроки N остаются на месте, игроки S каждый тур переходят на один стол вверх, игроки E — на два вверх, игроки W — на два вниз, комплекты — на один вниз."},
		{"%d is prime, so every two players of different lines meet exactly once in %d rounds (North and South, East and West as partners, the others as opponents) and every player plays every set once; players of the same line never meet.", "%d — простое число, поэтому за %d {тур|тура|туров} каждые два игрока разных линий встречаются ровно один раз (N и S, E и W — как партнёры, остальные — как соперники), и каждый игрок играет каждый комплект один раз; игроки одной линии не встречаются."},
		{"Only %d of the %d rounds are played: some players of different lines do not meet.", "Играется только %d из %d {тура|туров|туров}: некоторые игроки разных линий не встречаются."},
		{"a Rainbow individual wants a prime number of tables from %d to %d (5, 7, 11, 13, …): the lines move 0, 1, 2 and −2 tables a round", "для «Радуги» нужно простое число столов от %d до %d (5, 7, 11, 13, …): линии переходят на 0, 1, 2 и −2 стола за тур"},
		{"a Rainbow individual seats 4 players at each of a prime number of tables from %d to %d: 20, 28, 44, 52, 68, … players", "«Радуга» сажает по 4 игрока за простое число столов от %d до %d: 20, 28, 44, 52, 68, … игроков"},
		// The Thurner (movement/teams, movegen teams --form thurner).
		{"Thurner: NS pairs stay at their home tables; the %d sets move down one table round tables %d to 1, and table %d shares the set of the home table of the EW pair playing there.", "Турнер: пары СЮ остаются за своими домашними столами; %d {комплект|комплекта|комплектов} каждый тур переходят на один стол вниз по кругу столов с %d по 1, а стол %d играет комплект домашнего стола той пары ВЗ, которая за ним сидит."},
		{"EW pairs 1 to %d move up one table a round round tables 1 to %d; in the round they would reach their home table they play at table %d instead. EW pair %d (the last team's) moves up two tables a round.", "Пары ВЗ 1–%d каждый тур переходят на один стол вверх по кругу столов с 1 по %d; в тот тур, когда они пришли бы за свой домашний стол, они играют за столом %d. Пара ВЗ %d переходит на два стола вверх."},
		{"Every team meets every other once, on one set whose two halves are played in different rounds; nobody plays a set twice and no team has a bye.", "Каждая команда встречается с каждой другой один раз на одном комплекте, две половины матча играются в разных турах; никто не играет комплект дважды, ни одна команда не отдыхает."},
		{"the Thurner is for %d teams (EBUScore's club movement)", "Турнер рассчитан на %d {команду|команды|команд} (клубное движение EBUScore)"},
		// The Stagger (movement/teams, movegen teams --form stagger).
		{"Stagger: NS pairs stay at their home tables, set out in two rows, tables 1 to %d and %d to %d; table t shares its set with table t+%d in every round.", "Стаггер: пары СЮ остаются за своими домашними столами, расставленными в два ряда, столы с 1 по %d и с %d по %d; стол t в каждом туре делит свой комплект со столом t+%d."},
		{"First stanza, rounds 1 to %d: sets 1 to %d, set k starting at table k; EW pairs move down two tables to start and every round, the boards down one.", "Первая часть, туры с 1 по %d: комплекты с 1 по %d, комплект k начинает за столом k; пары ВЗ переходят на два стола вниз перед началом и после каждого тура, комплекты — на один вниз."},
		{"Scoring break after round %d: every match begun is complete. Second stanza, rounds %d to %d: new sets %d to %d, set %d+k starting at table k; EW pairs move down one table at the break, then down two and the boards down one every round.", "Перерыв на подсчёт после тура %d: каждый начатый матч завершён. Вторая часть, туры с %d по %d: новые комплекты с %d по %d, комплект %d+k начинает за столом k; в перерыве пары ВЗ переходят на один стол вниз, затем после каждого тура — на два вниз, комплекты — на один вниз."},
		{"Every team meets every other once, on one set, both halves within one stanza: the team across the rows head to head at the two tables sharing the set, the others in two different rounds; nobody plays a set twice and no team has a bye.", "Каждая команда встречается с каждой другой один раз на одном комплекте, обе половины матча — в одной части: с командой из другого ряда напрямую за двумя столами, делящими комплект, с остальными — в двух разных турах; никто не играет комплект дважды, ни одна команда не отдыхает."},
		{"the Stagger wants an even number of teams, %d to %d (two rows of tables sharing boards)", "для Стаггера нужно чётное число команд, от %d до %d (два ряда столов, делящих комплекты)"},
		// Pivot teams (movement/teams, movegen teams --form pivot).
		{"Pivot teams: three stanzas of %d rounds, each a complete American whist of %d teams on new sets: NS places stay at their home tables, EW pairs move down two tables and the boards down one, to start and every round.", "Командный турнир со сменой партнёров: три части по %d {туру|тура|туров}, каждая — полный американский вист %d {команды|команд|команд} на новых комплектах: места СЮ остаются за домашними столами, пары ВЗ переходят на два стола вниз перед началом и после каждого тура, комплекты — на один вниз."},
		{"Stanza 1: rounds 1 to %d, sets 1 to %d; stanza 2: rounds %d to %d, sets %d to %d; stanza 3: rounds %d to %d, sets %d to %d.", "Часть 1: туры с 1 по %d, комплекты с 1 по %d; часть 2: туры с %d по %d, комплекты с %d по %d; часть 3: туры с %d по %d, комплекты с %d по %d."},
		{"Scoring break and pivot after rounds %d and %d: every match begun is complete; the four players of each team change partners, so that each plays one stanza with each teammate. The captain stays North at the home table and partners a different teammate each stanza; the other two play EW.", "Перерыв на подсчёт и смена партнёров после туров %d и %d: каждый начатый матч завершён; четверо игроков каждой команды меняются партнёрами так, чтобы каждый сыграл одну часть с каждым товарищем по команде. Капитан остаётся на месте N за домашним столом и в каждой части играет с другим партнёром; двое других играют на линии ВЗ."},
		{"Every two teams meet once in each stanza, three times in all, each time with different partnerships; nobody plays a set twice and no team has a bye.", "Каждые две команды встречаются один раз в каждой части, всего три раза, и каждый раз в других парах; никто не играет комплект дважды, ни одна команда не отдыхает."},
		{"pivot teams is for %d or %d teams (three American whists, one a stanza)", "командный турнир со сменой партнёров рассчитан на %d или %d команд (три американских виста, по одному на часть)"},
		{"want web, hesitation, rover, bowman or extra-board", "нужно web, hesitation, rover, bowman или extra-board"},
	}...)
}

// familiesNames are the parts of the names the new families give their
// movements ("Bowman, 11 tables, one winner").
func familiesNames() []Message {
	return []Message{
		{"Bowman", "Боуман"},
		{"Extra-board Mitchell", "Митчелл с дополнительными комплектами"},
		{"Rainbow individual", "Личный турнир «Радуга»"},
		{"Thurner", "Турнер"},
		{"Stagger", "Стаггер"},
		{"Pivot teams", "Командный турнир со сменой партнёров"},
	}
}
