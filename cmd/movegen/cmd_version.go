package main

import (
	"context"
	"fmt"
	"runtime/debug"

	"github.com/spf13/cobra"
)

// version is the release number of movegen, set when the release is built:
//
//	go build -ldflags "-X main.version=v1.2.0" ./cmd/movegen
//
// (internal/release and .goreleaser.yaml do). Empty, the version comes from
// the build information instead: see versionOf.
var version string

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
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		bi = nil
	}
	goVersion := "unknown"
	if bi != nil {
		goVersion = bi.GoVersion
	}
	if _, err := fmt.Fprintf(g.stdout, "movegen %s (%s)\n", versionOf(version, bi), goVersion); err != nil {
		return writeErr(fmt.Errorf("write version: %w", err))
	}
	return nil
}

// develVersion is the version of a build that says nothing about its
// source: "go build" or "go run" in a clone with -buildvcs=false.
const develVersion = "devel"

// versionOf returns the version a build reports: stamped, the stamp (the
// release builder's tag); else the module version "go install
// github.com/movegen/movegen/cmd/movegen@v1.2.0" records; else the VCS
// revision "go build" records in a clone (its first 12 hex digits, with
// "-dirty" when files were modified); else develVersion. bi may be nil.
func versionOf(stamped string, bi *debug.BuildInfo) string {
	if stamped != "" {
		return stamped
	}
	if bi == nil {
		return develVersion
	}
	if v := bi.Main.Version; v != "" && v != "(devel)" {
		return v
	}
	var rev string
	var dirty bool
	for _, s := range bi.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.modified":
			dirty = s.Value == "true"
		}
	}
	if rev == "" {
		return develVersion
	}
	if len(rev) > 12 {
		rev = rev[:12]
	}
	if dirty {
		rev += "-dirty"
	}
	return develVersion + "-" + rev
}
