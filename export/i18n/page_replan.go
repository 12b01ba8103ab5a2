package i18n

// pageReplanMessages are the words of the page's re-plan form and its
// downloads (web; issue 39).
func pageReplanMessages() []Message {
	return []Message{
		{"Changed cards only (PDF)", "Только изменённые карточки (PDF)"},
		{"Tonight changes: re-plan", "Изменения по ходу турнира: перепланировать"},
		{"From a round on: a late arrival joins, a contestant leaves, or a table is lost. The earlier rounds stay as played; only the cards that change are printed again.",
			"С какого-то тура: опоздавший присоединяется, участник уходит или стол выбывает. Сыгранные туры остаются как были; заново печатаются только изменённые карточки."},
		{"Re-plan", "Перепланировать"},
		{"Re-planned from round %d", "Перепланировано с тура %d"},
		{"only a re-planned movement has changed cards", "изменённые карточки есть только у перепланированной схемы"},
	}
}
