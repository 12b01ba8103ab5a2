package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/movegen/movegen/internal/release"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	if err := run(ctx, os.Args[1:], os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "release:", err)
		os.Exit(1)
	}
}

func run(ctx context.Context, args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("release", flag.ContinueOnError)
	out := fs.String("out", "dist", "folder for the archives and "+release.SumsFile)
	version := fs.String("version", "", "version to stamp (default: git describe --tags --always --dirty)")
	targets := fs.String("targets", "", "comma-separated GOOS/GOARCH list (default: all six)")
	date := fs.Int64("date", -1, "time of the archive entries, in Unix seconds (default: SOURCE_DATE_EPOCH, else the last commit's time)")
	licences := fs.String("licences", "", "only write NOTICE.txt and LICENSES into this folder")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("unexpected arguments %q", fs.Args())
	}
	dir, err := moduleRoot(ctx)
	if err != nil {
		return err
	}
	var ts []release.Target
	if *targets != "" {
		for _, s := range strings.Split(*targets, ",") {
			t, err := release.ParseTarget(strings.TrimSpace(s))
			if err != nil {
				return err
			}
			ts = append(ts, t)
		}
	}
	if *licences != "" {
		entries, err := release.Licences(ctx, dir, release.Targets())
		if err != nil {
			return err
		}
		return release.WriteLicences(entries, *licences)
	}
	if *version == "" {
		*version = gitOr(ctx, dir, "devel", "describe", "--tags", "--always", "--dirty")
	}
	mtime, err := entryTime(ctx, dir, *date)
	if err != nil {
		return err
	}
	outDir := *out
	if !filepath.IsAbs(outDir) {
		wd, err := os.Getwd()
		if err != nil {
			return err
		}
		outDir = filepath.Join(wd, outDir)
	}
	fmt.Fprintf(stdout, "movegen %s, entries dated %s, into %s\n", *version, mtime.UTC().Format(time.RFC3339), outDir)
	start := time.Now()
	arts, err := release.Run(ctx, release.Config{Dir: dir, Out: outDir, Version: *version, Time: mtime, Targets: ts, Log: stdout})
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "%d archives in %.1f s; %s:\n%s", len(arts), time.Since(start).Seconds(), release.SumsFile, release.Sums(arts))
	return nil
}

// moduleRoot is the folder of the go.mod that the go command uses here.
func moduleRoot(ctx context.Context) (string, error) {
	out, err := exec.CommandContext(ctx, "go", "env", "GOMOD").Output()
	if err != nil {
		return "", fmt.Errorf("go env GOMOD: %w", err)
	}
	gomod := strings.TrimSpace(string(out))
	if gomod == "" || gomod == os.DevNull {
		return "", errors.New("run it inside the movegen repository")
	}
	return filepath.Dir(gomod), nil
}

// entryTime is the archive entries' time: flag seconds when not negative,
// else SOURCE_DATE_EPOCH, else the last commit's time; without git, the
// earliest time a zip can hold.
func entryTime(ctx context.Context, dir string, flag int64) (time.Time, error) {
	if flag >= 0 {
		return time.Unix(flag, 0), nil
	}
	if s := os.Getenv("SOURCE_DATE_EPOCH"); s != "" {
		n, err := strconv.ParseInt(s, 10, 64)
		if err != nil {
			return time.Time{}, fmt.Errorf("SOURCE_DATE_EPOCH=%q: %w", s, err)
		}
		return time.Unix(n, 0), nil
	}
	if n, err := strconv.ParseInt(gitOr(ctx, dir, "", "log", "-1", "--format=%ct"), 10, 64); err == nil {
		return time.Unix(n, 0), nil
	}
	return time.Time{}, nil
}

// gitOr runs git with args in dir and returns its output's first line, or
// def when git fails (no git, or not a clone).
func gitOr(ctx context.Context, dir, def string, args ...string) string {
	cmd := exec.CommandContext(ctx, "git", args...)
	cmd.Dir = dir
	out, err := cmd.Output()
	if err != nil {
		return def
	}
	line, _, _ := strings.Cut(strings.TrimSpace(string(out)), "\n")
	if line == "" {
		return def
	}
	return line
}
