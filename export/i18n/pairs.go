package i18n

// pairsMessages are the words of the pairs movements of issue 18: how the
// one-winner arrow switches were chosen, sections and stationary pairs.
func pairsMessages() []Message {
	return []Message{
		// movegen mitchell --winners 1.
		{"--switch-per-table gives one winner, but --winners 2 asks for two", "--switch-per-table даёт одного победителя, а --winners 2 просит двух"},
		{"per-table arrow switches give one winner, but two winners were asked for", "смена направления по столам даёт одного победителя, а просили двух"},
		{"the best of all %d choices of whole rounds", "лучший из всех вариантов выбора целых туров (их %d)"},
		{"the best of %d evenly spaced choices, not proved best", "лучший из %d равномерных вариантов; что он лучший вообще, не доказано"},
		{"found by a local search of %d choices, not proved best", "найдены локальным поиском среди %d вариантов; что это лучший выбор, не доказано"},
		{"Per-table arrow switches: %d tables in single rounds switched differently from their round; balance index %.2f with whole rounds, %.2f with the per-table switches.", "Смена направления по столам: за %d столами в отдельных турах направление сменено не так, как во всём туре; индекс баланса %.2f при смене целыми турами, %.2f со сменой по столам."},
	}
}
