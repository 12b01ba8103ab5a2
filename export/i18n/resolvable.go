package i18n

// resolvableMessages name the classical resolvable designs the seating
// planner builds over finite fields (movement/design.Resolvable), for its
// method line.
func resolvableMessages() []Message {
	return []Message{
		// The bounds for 12 players at tables of 3 and 20 at tables of 4 (movement/seating bounds.go).
		{"12 players at 4 tables of 3 for 5 rounds: no nearly Kirkman triple system of order 12 exists, and an exhaustive search of every schedule finds none with fewer repeated meetings", "12 игроков за 4 столами по 3 на 5 туров: почти-киркмановой системы троек порядка 12 не существует, и полный перебор всех рассадок не находит ни одной с меньшим числом повторных встреч"},
		{"20 players at 5 tables of 4 for 6 rounds: without a repeat every player would meet 18 of the 19 others, and an exhaustive search of every such schedule finds none", "20 игроков за 5 столами по 4 на 6 туров: без повторных встреч каждый игрок встретил бы 18 из 19 остальных, а полный перебор всех таких рассадок не находит ни одной"},
		{"Kirkman triple system KTS(%d) over GF(%d) and one fixed player (Ray-Chaudhuri and Wilson)", "система троек Киркмана KTS(%d) над GF(%d) и одним неподвижным игроком (Рэй-Чоудхури и Уилсон)"},
		{"Kirkman triple system KTS(%d) over GF(%d) × Z_3 (Ray-Chaudhuri and Wilson)", "система троек Киркмана KTS(%d) над GF(%d) × Z_3 (Рэй-Чоудхури и Уилсон)"},
		{"Kirkman triple system KTS(%d) from a (%d,4,1) design with every player doubled and one added", "система троек Киркмана KTS(%d) из схемы (%d,4,1), в которой каждый игрок удвоен и добавлен ещё один"},
		{"resolvable (%d,%d,1) design from a resolvable (%d,%d,1) design, each player made %d (transversal designs over GF(%d))", "разрешимая схема (%d,%d,1) из разрешимой схемы (%d,%d,1), где каждый игрок заменён на %d (трансверсальные схемы над GF(%d))"},
		{"resolvable (%d,4,1) design over GF(%d) × Z_3 and one fixed player", "разрешимая схема (%d,4,1) над GF(%d) × Z_3 и одним неподвижным игроком"},
	}
}
