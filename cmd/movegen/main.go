package main

import (
	"context"
	"os"
	"os/signal"
	"syscall"

	"github.com/spf13/cobra"
)

func main() {
	// On Windows cobra refuses a start from Explorer ("This is a command
	// line tool"); movegen runs the page instead (see startArgs).
	cobra.MousetrapHelpText = ""
	os.Exit(mainCode(os.Args[1:]))
}

// mainCode runs movegen as a process: Ctrl-C (SIGINT) and SIGTERM cancel
// the context, so a search stops and its best result is written and said
// to be partial (exit 130); a second signal exits at once, removing any
// temporary output file first.
func mainCode(args []string) int {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	temps := &tempFiles{}
	temps.stopWith(ctx)
	sigs := make(chan os.Signal, 2)
	signal.Notify(sigs, os.Interrupt, syscall.SIGTERM)
	defer signal.Stop(sigs)
	go watchSignals(sigs, cancel, temps, os.Exit)
	return runHost(ctx, temps, systemHost(), args, os.Stdin, os.Stdout, os.Stderr)
}

// watchSignals cancels the run at the first signal on sigs; at the second
// it removes the temporary files still being written and calls exit with
// exitInterrupted without waiting for the command.
func watchSignals(sigs <-chan os.Signal, cancel context.CancelFunc, temps *tempFiles, exit func(int)) {
	if _, ok := <-sigs; !ok {
		return
	}
	cancel()
	if _, ok := <-sigs; !ok {
		return
	}
	temps.removeAll()
	exit(exitInterrupted)
}
