package i18n

// paperdocMessages are the words the composer (export/cards Compose) adds
// to the paper document: the key under every chart.
func paperdocMessages() []Message {
	return []Message{
		// The chart's key: what a cell holds, in seat order ("cell: N–E–S–W : deals").
		{"cell: %s : %s", "клетка: %s : %s"},
		{"cell: %s", "клетка: %s"},
		// A pairs chart cell: the NS pair, then the EW pair.
		{"%s pair – %s pair", "пара %s – пара %s"},
		// A chart cell where one contestant faces empty seats.
		{"%s sits out", "%s отдыхает"},
		// The setup sheet's heading at preferans.
		{"Deals to prepare", "Что подготовить"},
		// The setup sheet: who sits out in round 1 at a table with no opponents.
		{"%s sits out at table %s: the opponents' seat is empty.", "%s отдыхает за столом %s: место соперников пустует."},
	}
}
