// Package scorerfile holds what the readers and writers of the scoring
// programs' movement files (export/ebufile, export/kbsfile) share: the
// error a malformed file gives (*ParseError, with the file, line and field)
// and the error a movement the format cannot express gives (*CannotWrite,
// with a sentence naming what and why). Both keep their sentence as a
// movement.Text, so that a message catalogue can translate it, and both are
// classified with errors.As, never by their text.
package scorerfile
