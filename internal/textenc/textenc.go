package textenc

// sniffBytes is how much of the start of a file UTF16 looks at.
const sniffBytes = 256

// UTF16 reports whether b, the start of a file, looks like UTF-16 text:
// either it starts with a UTF-16 byte order mark (FF FE or FE FF), or, read
// as pairs of bytes, at least three quarters of its first pairs hold one
// zero byte always on the same side, as ASCII characters written as UTF-16
// do. Neither pattern occurs in UTF-8 text: a zero byte is not part of any
// character but NUL, and FF and FE are never valid in UTF-8. Text that is
// mostly NUL bytes on one side is not text movegen could read anyway.
func UTF16(b []byte) bool {
	if len(b) >= 2 && (b[0] == 0xff && b[1] == 0xfe || b[0] == 0xfe && b[1] == 0xff) {
		return true
	}
	if len(b) > sniffBytes {
		b = b[:sniffBytes]
	}
	pairs := len(b) / 2
	if pairs < 2 {
		return false
	}
	little, big := 0, 0 // pairs like 'x' 0 and 0 'x'
	for i := 0; i+1 < len(b); i += 2 {
		switch {
		case b[i] != 0 && b[i+1] == 0:
			little++
		case b[i] == 0 && b[i+1] != 0:
			big++
		}
	}
	return 4*little >= 3*pairs || 4*big >= 3*pairs
}
