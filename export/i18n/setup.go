package i18n

// setupMessages are the words of the director's setup sheet
// (cards.SetupSheet), first in every book and workbook.
func setupMessages() []Message {
	return []Message{
		{"Director's setup", "Подготовка к турниру"},
		{"Setup", "Подготовка"},
		{"Boards to prepare", "Что подготовить"},
		{"Deals %s: %d sets of %d deals.", "Сдачи %s: %d {комплект|комплекта|комплектов} по %d {сдаче|сдачи|сдач}."},
		{"Boards %s: %d sets of %d boards.", "Сдачи %s: %d {комплект|комплекта|комплектов} по %d {сдаче|сдачи|сдач}."},
		{"tables %s play set %d in round %d at the same time: one copy for each", "столы %s играют комплект %d в %d-м туре одновременно: каждому столу своя копия"},
		{"All tables of a round play the same boards (tables %s play set %d in round %d): pass them from table to table within the round, or make a copy for each table to start at once.", "Все столы тура играют одни и те же сдачи (столы %s играют комплект %d в %d-м туре): передавайте их со стола на стол в течение тура или сделайте копию для каждого стола, чтобы все начали сразу."},
		{"sections %s play set %d in round %d at the same time: each section plays its own copy", "секции %s играют комплект %d в %d-м туре одновременно: у каждой секции своя копия"},
		{"One copy of each set.", "По одной копии каждого комплекта."},
		{"Make %d copies of every set.", "Сделайте по %d {копии|копии|копий} каждого комплекта."},
		{"set %d: %d copies", "комплект %d: %d {копия|копии|копий}"},
		{"One copy of each set, except %s.", "По одной копии каждого комплекта, кроме: %s."},
		{"Why: %s.", "Почему: %s."},
		{"Before round 1: the set row", "Перед 1-м туром: ряд комплектов"},
		{"Lay the sets in a row, set 1 first, in this order; under each, the table that takes it in round 1 (— : nobody plays it this round). Before each later round, move the first set to the end of the row.", "Разложите комплекты в ряд по порядку, начиная с 1-го; под каждым — стол, который берёт его в 1-м туре («—» — в этом туре его не играют). Перед каждым следующим туром переносите первый комплект в конец ряда."},
		{"Before round 1: the bye stand", "Перед 1-м туром: стойка"},
		{"set %d (boards %s)", "комплект %d (сдачи %s)"},
		{"Section %s: %s.", "Секция %s: %s."},
		{"The %s pairs keep their table all session: %s.", "Пары %s всю сессию за одним столом: %s."},
		{"%s: table %s", "%s: стол %s"},
		{"Nothing: every set is at a table in round 1.", "Ничего: в 1-м туре все комплекты на столах."},
		{"Relay: tables %s share a set every round (set %d in round 1) and pass the boards between them.", "Эстафета: столы %s в каждом туре делят один комплект (в 1-м туре — комплект %d) и передают сдачи друг другу."},
		{"Before round 1: with the director", "Перед 1-м туром: у судьи"},
		{"No set waits between two rounds of play: hand each set out in its round.", "Ни один комплект не ждёт между турами игры: выдавайте каждый комплект в его туре."},
		{"boards from the director", "комплект от судьи"},
		{"The %s pairs keep their table all session, each at the table of its number (%s at table %s … %s at table %s).", "Пары %s всю сессию за одним столом, каждая за столом своего номера (%s за столом %s … %s за столом %s)."},
		{"Round 1: who sits out", "1-й тур: кто отдыхает"},
		{"%s sits out at table %s (the sit-out table), with no opponents.", "%s отдыхает за столом %s (стол отдыха), без соперников."},
		{"%s rests.", "%s отдыхает."},
		{"%s sits out.", "%s отдыхает."},
		{"%s at %s", "%s: %s"},
		{"Stationary all session: %s.", "Всю сессию на одном месте: %s."},
		{"Timetable", "Расписание"},
		{"%d rounds; no times given (plan the session with a start time to print them).", "%d {тур|тура|туров}; время не задано (задайте начало сессии при планировании, чтобы его напечатать)."},
		{"Check the mark", "Проверка метки"},
		{"Every card and page carries the movement's mark #%s: a card with another mark belongs to another movement.", "На каждой карточке и странице стоит метка движения #%s: карточка с другой меткой — от другого движения."},
	}
}
