package i18n

// plan40Messages are the words of issue 40's planner and of the
// hesitation Mitchell at even and double tables (schedules,
// movement/mitchell).
func plan40Messages() []Message {
	return []Message{
		// Hesitation Mitchell, even tables and double hesitation.
		{"Double hesitation Mitchell: the NS pairs of every table but 2 and %d stay; the moving pairs move up one table a round as EW, and after EW at table %d they play NS at table 2, then NS at table %d, before going on as EW at table 1.", "Двойной Митчелл с задержкой: пары СЮ всех столов, кроме 2 и %d, остаются на месте; переходящие пары каждый тур переходят на один стол вверх на линии ВЗ, а после ВЗ за столом %d играют СЮ за столом 2, затем СЮ за столом %d и только потом идут на ВЗ за стол 1."},
		{"The %d sets move down one table a round; the two sets not on a table wait on two bye stands between tables %d and %d.", "%d {комплект|комплекта|комплектов} каждый тур переходят на один стол вниз; два комплекта, которых нет на столах, ждут на двух стойках между столами %d и %d."},
		{"The %d sets move down one table a round; tables 1 and %d share a set, and the two sets not on a table wait on two bye stands between tables %d and %d.", "%d {комплект|комплекта|комплектов} каждый тур переходят на один стол вниз; столы 1 и %d играют один комплект, а два комплекта, которых нет на столах, ждут на двух стойках между столами %d и %d."},
		{"One winner: round %s arrow-switched at every table but tables %d and %d (the better of switching the last 1 or 2 rounds; balance index %.2f).", "Один победитель: в туре %s стрелки переключены за всеми столами, кроме столов %d и %d (лучшее из переключения последних 1 или 2 туров; индекс баланса %.2f)."},
		{"One winner: rounds %s arrow-switched at every table but tables %d and %d (the better of switching the last 1 or 2 rounds; balance index %.2f).", "Один победитель: в турах %s стрелки переключены за всеми столами, кроме столов %d и %d (лучшее из переключения последних 1 или 2 туров; индекс баланса %.2f)."},
		{"a double hesitation Mitchell needs an odd number of tables, 5 or more", "двойному Митчеллу с задержкой нужно нечётное число столов, не меньше 5"},
		{"tables 1 and %d share a set, which needs at least 2 boards", "столы 1 и %d играют один комплект, а для этого в нём нужно не меньше 2 сдач"},
	}
}
