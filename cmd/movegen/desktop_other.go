//go:build !windows && !linux

package main

// startedFromFileManager is false: Finder on macOS starts a program in a
// terminal window, where nothing tells a double-click from a typed
// command, so the launcher movegen.command asks for the page itself
// ("movegen serve --desktop"); other systems keep the command line.
func startedFromFileManager() bool { return false }
