package i18n

// swissMessages are the Russian of the Swiss pairing's rule and reasons
// (movement/teams), the round's results in the standings file
// (export/standings) and the Swiss command: a pair is «пара», a rematch
// «повторная встреча», the bye «отдых», the Danish Swiss «датская
// система».
func swissMessages() []Message {
	return []Message{
		{"pair %s", "пара %s"},
		{"Rule: the teams are ranked by victory points, ties by number.", "Правило: команды ранжируются по победным очкам, при равенстве — по номеру."},
		{"With an odd number the bye goes to the first team in the bye order (fewest byes first, then the lowest-ranked) whose bye leaves the fewest rematches possible.", "При нечётном числе команд отдыхает первая в очереди на отдых (сначала меньше всего отдыхов, затем самая низкая в таблице), чей отдых оставляет наименьшее возможное число повторных встреч."},
		{"Then, from the top, the highest-ranked team not yet paired meets the highest-ranked team below it that it has not met and that leaves the teams not yet paired a pairing with the fewest rematches possible; it meets a team again only when no team it has not met does.", "Затем сверху вниз самая высокая из ещё не получивших соперника команд играет с самой высокой из команд ниже неё, с которой ещё не встречалась и при встрече с которой оставшиеся команды можно развести с наименьшим возможным числом повторных встреч; повторная встреча — только если ни одна невстречавшаяся команда этого не позволяет."},
		{"The fewest rematches possible is found exactly (a maximum matching of the teams that have not met); unless rematches are allowed it must be none.", "Наименьшее возможное число повторных встреч находится точно (наибольшее паросочетание невстречавшихся команд); если повторные встречи не разрешены, оно должно быть нулём."},
		{"Danish: first v second, third v fourth, and so on down the ranking, whether or not they have met; the bye to the first team in the bye order.", "Датская система: первая — вторая, третья — четвёртая и так далее по таблице, встречались они или нет; отдыхает первая в очереди на отдых."},
		{"Danish: the next two in the ranking", "датская система: следующие две по таблице"},
		{"Danish: the next two in the ranking, meeting again", "датская система: следующие две по таблице, повторная встреча"},
		{"Bye: %s, %s.", "Отдых: %s — %s."},
		{"Match %d: %s v %s: %s.", "Матч %d: %s — %s: %s."},
		{"the lowest-ranked that has not had a bye", "самая низкая в таблице из тех, кто ещё не отдыхал"},
		{"the lowest-ranked with the fewest byes (%d)", "самая низкая в таблице из тех, у кого меньше всего отдыхов (%d)"},
		{"next in the bye order (%d byes so far) after %s, which come first (fewer byes, or as few and ranked lower), but a bye to any of them leaves no pairing without a rematch", "следующая в очереди на отдых (отдыхов пока: %d) после: %s — они раньше в очереди (меньше отдыхов или столько же и ниже в таблице), но отдых любой из них не оставляет жеребьёвки без повторной встречи"},
		{"next in the bye order (%d byes so far) after %s, which come first (fewer byes, or as few and ranked lower), but a bye to any of them forces more than the fewest rematches possible (%d)", "следующая в очереди на отдых (отдыхов пока: %d) после: %s — они раньше в очереди (меньше отдыхов или столько же и ниже в таблице), но отдых любой из них даёт больше повторных встреч, чем наименьшее возможное (%d)"},
		{"the two highest-ranked not yet paired", "две самые высокие в таблице из ещё не получивших соперника"},
		{"%s has already met %s", "уже встречались: %s и %s"},
		{"a match against %s would leave the teams not yet paired no pairing without a rematch", "встреча с соперником из списка (%s) не оставила бы остальным жеребьёвки без повторной встречи"},
		{"a match against %s would give the round more than the fewest rematches possible (%d)", "встреча с соперником из списка (%s) дала бы туру больше повторных встреч, чем наименьшее возможное (%d)"},
		{"a rematch: %s has met every team not yet paired", "повторная встреча: %s уже встречалась со всеми, кто ещё без соперника"},
		{"a rematch: a match of %s against any team it has not met (%s) would give the round more than the fewest rematches possible (%d)", "повторная встреча: у %s любая встреча с ещё не встречавшимися (%s) дала бы туру больше повторных встреч, чем наименьшее возможное (%d)"},
		{"meeting %s again would too", "как и повторная встреча с соперником из списка (%s)"},
		{"Round %d's results entered: victory points, meetings and byes updated.", "Результаты тура %d внесены: победные очки, встречи и отдых обновлены."},
		{"Swiss pairs round %d: %d pairs ranked by victory points (ties by number): %s.", "Парный швейцарский турнир, тур %d: %d {пара|пары|пар} по победным очкам (при равенстве по номеру): %s."},
		{"Rematches: %d, the fewest any pairing of this round has (proved by a maximum matching of the teams that have not met).", "Повторных встреч: %d — меньше не бывает ни при какой жеребьёвке этого тура (доказано наибольшим паросочетанием невстречавшихся команд)."},
		{"round %d cannot be paired without two teams meeting again: every pairing has a rematch (a maximum matching of the teams that have not met proves it); give %s to allow the fewest rematches", "тур %d нельзя разыграть без повторной встречи: она есть в любой жеребьёвке (это доказывает наибольшее паросочетание невстречавшихся команд); укажите %s, чтобы разрешить наименьшее число повторных встреч"},
		{"%q is not another team's number or \"bye\"", "%q — не номер другой команды и не «bye»"},
		{"no opponent, but other teams have one this round (a team number or \"bye\")", "нет соперника, а у других команд в этом туре он есть (номер команды или «bye»)"},
		{"team %d plays team %d, but team %d's line says %s", "команда %d играет с командой %d, но в строке команды %d указано %s"},
		{"unknown column %q (want team, name, vp, met, byes, opp, result)", "неизвестный столбец %q (нужны team, name, vp, met, byes, opp, result)"},
		{"%s is not a folder", "%s — не папка"},
		{"write %s: %v", "запись %s: %v"},
		// export/standings: the round's results.
		{"%q is in IMPs, but the scale is %s", "%q — в IMP, а шкала %s"},
		{"%q is not an IMP margin (such as +7 imps)", "%q — не разница в IMP (например, +7 imps)"},
		{"%q is a percentage, but the scale is %s", "%q — процент, а шкала %s"},
		{"%q is not a percentage (0%% to 100%%)", "%q — не процент (от 0%% до 100%%)"},
		{"%q is not a result: victory points (0 to %d), an IMP margin (+7 imps) or a percentage (58.2%%)", "%q — не результат: победные очки (от 0 до %d), разница в IMP (+7 imps) или процент (58.2%%)"},
		{"%q: want %s", "%q: нужно %s"},
		{"team %d had the bye: enter the victory points it scores for it", "команда %d отдыхала: внесите победные очки, которые она за это получает"},
		{"no result for the match of team %d against team %d: enter it on either line", "нет результата матча команды %d с командой %d: внесите его в любую из двух строк"},
		{"team %d scores %.2f VP and team %d %.2f: a match's VP add up to %d", "команда %d получает %.2f ВП, а команда %d — %.2f: в матче разыгрывается %d ВП"},
	}
}
