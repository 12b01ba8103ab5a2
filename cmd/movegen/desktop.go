package main

// host is what a run takes from the computer it runs on besides its
// standard streams. The zero host is a terminal's: no file manager, and
// the system's browser opener.
type host struct {
	// fromFileManager reports whether a file manager started the process
	// with a double-click rather than a terminal (startedFromFileManager
	// for the real process); nil is false.
	fromFileManager func() bool
	// openBrowser opens url in the desktop's browser without waiting for
	// it; nil is systemBrowser.
	openBrowser func(url string) error
	// desktopAddr is the address the page listens on when a double-click
	// starts it; empty is the serve command's default.
	desktopAddr string
}

// systemHost is the host of the real process.
func systemHost() host {
	return host{fromFileManager: startedFromFileManager, openBrowser: systemBrowser}
}

// startArgs returns the command line a run executes. Started from a file
// manager with no arguments (a double-click on movegen.exe, or on Linux on
// movegen in a desktop session), movegen runs the page and opens the
// browser: "serve --desktop". Any argument, or a start from a terminal,
// keeps the command line as typed (no arguments prints the help). The
// macOS launcher, movegen.command, runs "movegen serve --desktop" itself,
// since Finder starts a program in a terminal window.
func startArgs(args []string, h host) []string {
	if len(args) > 0 || h.fromFileManager == nil || !h.fromFileManager() {
		return args
	}
	out := []string{"serve", "--desktop"}
	if h.desktopAddr != "" {
		out = append(out, "--addr", h.desktopAddr)
	}
	return out
}
