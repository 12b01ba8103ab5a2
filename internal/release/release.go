package release

import (
	"bytes"
	"context"
	"crypto/sha256"
	_ "embed"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"time"
)

// Target is a system the release is built for.
type Target struct {
	GOOS, GOARCH string
}

func (t Target) String() string { return t.GOOS + "/" + t.GOARCH }

// Format is the archive format of t: zip for Windows, where Explorer
// opens it, and tar.gz elsewhere.
func (t Target) Format() Format {
	if t.GOOS == "windows" {
		return Zip
	}
	return TarGz
}

// Binary is the name of the program for t: movegen.exe on Windows.
func (t Target) Binary() string {
	if t.GOOS == "windows" {
		return "movegen.exe"
	}
	return "movegen"
}

// Targets returns the six systems of a release, in a fixed order: Linux,
// macOS and Windows, each on amd64 and arm64. .goreleaser.yaml names the
// same six.
func Targets() []Target {
	var out []Target
	for _, goos := range []string{"linux", "darwin", "windows"} {
		for _, goarch := range []string{"amd64", "arm64"} {
			out = append(out, Target{goos, goarch})
		}
	}
	return out
}

// ParseTarget reads "GOOS/GOARCH", one of Targets.
func ParseTarget(s string) (Target, error) {
	for _, t := range Targets() {
		if t.String() == s {
			return t, nil
		}
	}
	return Target{}, fmt.Errorf("target %q: want one of %v", s, Targets())
}

// launcher is the macOS double-click launcher, movegen.command.
//
//go:embed movegen.command
var launcher []byte

// Compiler builds movegen for t into the file bin.
type Compiler func(ctx context.Context, t Target, bin string) error

// Config says what Run builds.
type Config struct {
	// Dir is the repository: its README.md goes into every archive, its
	// fonts' licences into LICENSES, and its ./cmd/movegen is built.
	Dir string
	// Out is the folder the archives and SHA256SUMS are written to; it is
	// made if missing.
	Out string
	// Version is stamped into the program (main.version) and names the
	// archives ("v1.2.0" gives movegen_1.2.0_linux_amd64.tar.gz).
	Version string
	// Time is the modification time of every archive entry: the commit's,
	// so that a commit always gives the same archives.
	Time time.Time
	// Targets are the systems to build for; empty is Targets().
	Targets []Target
	// Compile builds the program; nil is GoBuild(Dir, Version).
	Compile Compiler
	// Log, when not nil, gets a line per archive as it is built.
	Log io.Writer
}

// Artifact is a file Run wrote.
type Artifact struct {
	Target Target
	// Name is the file's name in Config.Out.
	Name   string
	Size   int64
	SHA256 string // hex
	// Took is the time the build and the packing took.
	Took time.Duration
}

// SumsFile is the name of the checksum file, in the format of
// "sha256sum -c".
const SumsFile = "SHA256SUMS"

// ArchiveBase is the name of t's archive for version without its
// extension, and the folder the archive unpacks into:
// movegen_1.2.0_linux_amd64 (a leading "v" dropped, as goreleaser does).
func ArchiveBase(version string, t Target) string {
	return fmt.Sprintf("movegen_%s_%s_%s", strings.TrimPrefix(version, "v"), t.GOOS, t.GOARCH)
}

// GoBuild returns the Compiler of the release: "go build -trimpath
// -ldflags '-s -w -X main.version=VERSION'" of dir's ./cmd/movegen with
// CGO_ENABLED=0, for the target's GOOS and GOARCH.
func GoBuild(dir, version string) Compiler {
	return func(ctx context.Context, t Target, bin string) error {
		cmd := exec.CommandContext(ctx, "go", "build", "-trimpath",
			"-ldflags", "-s -w -X main.version="+version, "-o", bin, "./cmd/movegen")
		cmd.Dir = dir
		cmd.Env = append(os.Environ(), "CGO_ENABLED=0", "GOOS="+t.GOOS, "GOARCH="+t.GOARCH)
		var out bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &out
		if err := cmd.Run(); err != nil {
			return fmt.Errorf("go build for %s: %w\n%s", t, err, out.Bytes())
		}
		return nil
	}
}

// Run builds an archive for each target of c and the checksum file, and
// returns what it wrote in the order of the targets. Each file is written
// under a temporary name and renamed when complete, so a failed run leaves
// no half-written archive.
func Run(ctx context.Context, c Config) ([]Artifact, error) {
	if c.Version == "" {
		return nil, errors.New("release: no version")
	}
	targets := c.Targets
	if len(targets) == 0 {
		targets = Targets()
	}
	compile := c.Compile
	if compile == nil {
		compile = GoBuild(c.Dir, c.Version)
	}
	readme, err := os.ReadFile(filepath.Join(c.Dir, "README.md"))
	if err != nil {
		return nil, fmt.Errorf("release: %w", err)
	}
	// Every archive holds the licences of all six targets' modules, so
	// an archive does not depend on which others were built with it.
	licences, err := Licences(ctx, c.Dir, Targets())
	if err != nil {
		return nil, fmt.Errorf("release: %w", err)
	}
	if err := os.MkdirAll(c.Out, 0o755); err != nil {
		return nil, fmt.Errorf("release: %w", err)
	}
	work, err := os.MkdirTemp("", "movegen-release-")
	if err != nil {
		return nil, fmt.Errorf("release: %w", err)
	}
	defer os.RemoveAll(work)

	var arts []Artifact
	for _, t := range targets {
		start := time.Now()
		bin := filepath.Join(work, t.GOOS+"_"+t.GOARCH, t.Binary())
		if err := compile(ctx, t, bin); err != nil {
			return nil, fmt.Errorf("release: %w", err)
		}
		prog, err := os.ReadFile(bin)
		if err != nil {
			return nil, fmt.Errorf("release: %s: %w", t, err)
		}
		base := ArchiveBase(c.Version, t)
		entries := []Entry{{t.Binary(), 0o755, prog}, {"README.md", 0o644, readme}}
		if t.GOOS == "darwin" {
			entries = append(entries, Entry{"movegen.command", 0o755, launcher})
		}
		entries = append(entries, licences...)
		for i := range entries {
			entries[i].Name = base + "/" + entries[i].Name
		}
		var buf bytes.Buffer
		if err := Pack(&buf, t.Format(), entries, c.Time); err != nil {
			return nil, fmt.Errorf("release: %s: %w", t, err)
		}
		name := base + "." + string(t.Format())
		if err := writeFile(filepath.Join(c.Out, name), buf.Bytes()); err != nil {
			return nil, fmt.Errorf("release: %w", err)
		}
		sum := sha256.Sum256(buf.Bytes())
		a := Artifact{Target: t, Name: name, Size: int64(buf.Len()), SHA256: hex.EncodeToString(sum[:]), Took: time.Since(start)}
		arts = append(arts, a)
		if c.Log != nil {
			fmt.Fprintf(c.Log, "%-14s %-40s %9d bytes  %5.1f s\n", t, name, a.Size, a.Took.Seconds())
		}
	}
	if err := writeFile(filepath.Join(c.Out, SumsFile), Sums(arts)); err != nil {
		return nil, fmt.Errorf("release: %w", err)
	}
	return arts, nil
}

// Sums returns the checksum file of arts, sorted by name: one
// "HEX  NAME" line each, as sha256sum writes them.
func Sums(arts []Artifact) []byte {
	sorted := slices.Clone(arts)
	slices.SortFunc(sorted, func(a, b Artifact) int { return strings.Compare(a.Name, b.Name) })
	var b bytes.Buffer
	for _, a := range sorted {
		fmt.Fprintf(&b, "%s  %s\n", a.SHA256, a.Name)
	}
	return b.Bytes()
}

// writeFile writes data to path through a temporary file in the same
// folder, renamed over path once complete.
func writeFile(path string, data []byte) error {
	f, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".*")
	if err != nil {
		return err
	}
	tmp := f.Name()
	if _, err := f.Write(data); err != nil {
		f.Close()
		os.Remove(tmp)
		return fmt.Errorf("write %s: %w", path, err)
	}
	if err := f.Chmod(0o644); err != nil {
		f.Close()
		os.Remove(tmp)
		return fmt.Errorf("write %s: %w", path, err)
	}
	if err := f.Close(); err != nil {
		os.Remove(tmp)
		return fmt.Errorf("write %s: %w", path, err)
	}
	if err := os.Rename(tmp, path); err != nil {
		os.Remove(tmp)
		return fmt.Errorf("write %s: %w", path, err)
	}
	return nil
}
