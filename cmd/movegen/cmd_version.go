package main

import (
	"context"
	"fmt"
	"runtime/debug"

	"github.com/spf13/cobra"
)

// version is the release number of movegen.
const version = "0.1.0"

// versionOptions are the flags of "movegen version" (none yet).
type versionOptions struct{}

func newVersionCmd(g *globalOptions) *cobra.Command {
	var opts versionOptions
	return &cobra.Command{
		Use:   "version",
		Short: "Print the version of movegen",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			return runVersion(cmd.Context(), g, opts)
		},
	}
}

// runVersion prints the movegen release and the Go version it was built
// with.
func runVersion(_ context.Context, g *globalOptions, _ versionOptions) error {
	goVersion := "unknown"
	if bi, ok := debug.ReadBuildInfo(); ok {
		goVersion = bi.GoVersion
	}
	if _, err := fmt.Fprintf(g.stdout, "movegen %s (%s)\n", version, goVersion); err != nil {
		return writeErr(fmt.Errorf("write version: %w", err))
	}
	return nil
}
