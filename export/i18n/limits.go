package i18n

// limitsMessages are the readers' refusals of what encoding/json or a
// line scanner would let through (duplicate keys at any level, null,
// control characters, UTF-16 input) and the generators' checks against the
// limits of movement/limits.go.
func limitsMessages() []Message {
	return []Message{
		// export/jsonfile and export/ascfile.
		{"UTF-16 is not supported; save the file as UTF-8", "кодировка UTF-16 не поддерживается; сохраните файл в UTF-8"},
		{"want a number, found null", "нужно число, а найден null"},
		{"want a list, found null", "нужен список, а найден null"},
		{"want a string, found null", "нужна строка, а найден null"},
		{"want true or false, found null", "нужно true или false, а найден null"},
		{"control character %U in the text; remove it", "управляющий символ %U в тексте; удалите его"},
	}
}
