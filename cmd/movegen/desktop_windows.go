//go:build windows

package main

import (
	"syscall"
	"unsafe"
)

// startedFromFileManager reports whether Explorer (a double-click or a
// shortcut) started movegen: Windows then gives it a console of its own,
// so the console's process list holds only this process, where a start
// from cmd.exe or PowerShell shares their console. Any failure of the
// check answers false (the command line).
func startedFromFileManager() bool {
	proc := syscall.NewLazyDLL("kernel32.dll").NewProc("GetConsoleProcessList")
	if proc.Find() != nil {
		return false
	}
	var pids [2]uint32
	n, _, _ := proc.Call(uintptr(unsafe.Pointer(&pids[0])), uintptr(len(pids)))
	return n == 1
}
