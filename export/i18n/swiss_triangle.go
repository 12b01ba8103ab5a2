package i18n

// swissTriangleMessages are the words of a Swiss pairs round with a
// triangle instead of a bye (movement/teams, export/standings).
func swissTriangleMessages() []Message {
	return append(swissNames(), []Message{
		{"Triangle instead of a bye", "Треугольник вместо отдыха"},
		{"The round is written as two rounds, the halves of the boards (%d–%d, then %d–%d): every match but the triangle plays both at its table, so the report counts its pairs as meeting twice; at table %d the odd pair takes the sitter's seat for the second half.", "Тур записан как два тура, две половины сдач (%d–%d, затем %d–%d): каждый матч, кроме треугольника, играет обе за своим столом, поэтому отчёт считает, что его пары встречаются дважды; за столом %d лишняя пара на вторую половину садится на место отдыхающей."},
		{"Triangle (Swiss pairs, an odd number): the pair the bye order gives (byes and triangles in the bye's place counted) plays the second half of the boards, instead of a bye, against the higher-ranked pair that has not met it of the lowest-ranked match that has one, whose opponent sits out the second half; each half is scored as a match of its own, and a pair's score for the round is the mean of its halves' VP.", "Треугольник (швейцарка пар, нечётное число): пара, которую даёт порядок отдыха (считаются отдыхи и треугольники вместо отдыха), вместо отдыха играет вторую половину сдач против старшей по рейтингу пары, ещё не встречавшейся с ней, из самого нижнего матча, где такая есть; её соперник вторую половину отдыхает; каждая половина считается отдельным матчем, а результат пары за тур — среднее ВП её половин."},
		{"Triangle: %s, %s, plays the second half of the boards instead of a bye, against %s of match %d (%s); %s sits out the second half.", "Треугольник: %s, %s, вместо отдыха играет вторую половину сдач против: %s, матч %d (%s); %s вторую половину отдыхает."},
		{"the lowest-ranked match with a pair that has not met it", "самый нижний матч с парой, которая с ней ещё не встречалась"},
		{"every pair has met it, so the lowest-ranked match's higher-ranked pair, meeting it again", "с ней встречались все пары, поэтому старшая пара самого нижнего матча, повторная встреча"},
		{"a triangle is for a Swiss pairs event; an odd number of teams has a bye", "треугольник — для швейцарки пар; при нечётном числе команд одна отдыхает"},
		{"a triangle plays each half of the boards against another pair: want an even number of boards a match", "в треугольнике каждая половина сдач играется против другой пары: нужно чётное число сдач в матче"},
		{"pair %d: %d triangles as the pivot and %d as the odd pair, with %d meetings", "пара %d: %d {треугольник|треугольника|треугольников} осью и %d лишней парой при %d {встрече|встречах|встречах}"},
		{"pair %d and pair %d are both a triangle's pivot: a triangle has one", "пара %d и пара %d обе — оси треугольника: у треугольника одна ось"},
		{"%d triangles as the pivot, with %d teams met: a pivot meets two a triangle", "%d {треугольник|треугольника|треугольников} осью при %d {встреченной команде|встреченных командах|встреченных командах}: ось встречает двоих за треугольник"},
		{"%q is not \"pivot\" or \"odd\"", "%q — не «pivot» и не «odd»"},
		{"%q is not two other pairs' numbers (a triangle's pivot: first half, second half)", "%q — не номера двух других пар (ось треугольника: первая половина, вторая половина)"},
		{"no result for the triangle's half between pair %d and pair %d: enter it on pair %d's line, or on the pivot's (first half; second half)", "нет результата половины треугольника между парой %d и парой %d: впишите его в строку пары %d или в строку оси (первая половина; вторая половина)"},
	}...)
}

// swissNames are the parts of the names of a Swiss pairs round ("Swiss
// pairs, round 3, triangle"), which MovementName translates part by part.
func swissNames() []Message {
	return []Message{
		{"Swiss pairs", "Парный швейцарский турнир"},
		{"triangle", "треугольник"},
	}
}
