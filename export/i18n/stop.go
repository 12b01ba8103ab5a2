package i18n

// stopMessages are the words of issue 16's remainder: how a capped problem
// list counts what it left out, and the progress of a search before its
// first move.
func stopMessages() []Message {
	return []Message{
		// export/text: the problems check leaves out, counted by code.
		{"of these, by code: %s", "из них по кодам: %s"},
		{"%s %d", "%s %d"},
	}
}
