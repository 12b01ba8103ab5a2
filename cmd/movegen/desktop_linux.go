//go:build linux

package main

import (
	"os"

	"golang.org/x/term"
)

// startedFromFileManager reports whether a desktop's file manager started
// movegen: in a graphical session (DISPLAY or WAYLAND_DISPLAY set), with
// neither standard input nor standard output a terminal. A start from a
// terminal, including one with its input or output redirected, is not.
func startedFromFileManager() bool {
	return desktopSession(os.Getenv) && !term.IsTerminal(int(os.Stdin.Fd())) && !term.IsTerminal(int(os.Stdout.Fd()))
}

// desktopSession reports whether getenv describes a graphical session.
func desktopSession(getenv func(string) string) bool {
	return getenv("DISPLAY") != "" || getenv("WAYLAND_DISPLAY") != ""
}
