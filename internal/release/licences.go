package release

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"slices"
	"strings"
)

// Font is a font export/pdf embeds in the PDFs movegen writes.
type Font struct {
	Name, Maker, Licence string
	// Files are the font files under export/pdf/fonts; none for the Go
	// fonts, which come from the module golang.org/x/image.
	Files []string
	// From is the licence text: a file of the repository, or, when Module
	// is set, a file of that module.
	From, Module string
	// To is the licence's path in the archive.
	To string
}

// Fonts returns the fonts export/pdf embeds, with their licences
// (TestFontsCoverEmbedded holds it true to export/pdf).
func Fonts() []Font {
	return []Font{
		{Name: "PT Sans", Maker: "ParaType", Licence: "ParaType Free Font License",
			Files: []string{"PTS55F.ttf", "PTS75F.ttf"},
			From:  "export/pdf/fonts/LICENSE.txt", To: "LICENSES/fonts/PT-Sans.txt"},
		{Name: "Droid Sans Fallback", Maker: "Google", Licence: "Apache License 2.0",
			Files: []string{"DroidSansFallbackFull.ttf.gz"},
			From:  "export/pdf/fonts/LICENSE-DroidSansFallback.txt", To: "LICENSES/fonts/Droid-Sans-Fallback.txt"},
		// The Go fonts' licence is the README beside the font files
		// (golang.org/x/image/font/gofont/ttfs).
		{Name: "Go Regular and Go Bold", Maker: "Bigelow & Holmes", Licence: "BSD-style licence",
			Module: "golang.org/x/image", From: "font/gofont/ttfs/README", To: "LICENSES/fonts/Go-fonts.txt"},
	}
}

// Module is a Go module built into movegen.
type Module struct {
	Path, Version string
	// Dir is the module's folder in the module cache.
	Dir string
}

// Modules lists the modules "go list -deps" finds in dir's ./cmd/movegen
// for any of targets, sorted by path, without movegen's own.
func Modules(ctx context.Context, dir string, targets []Target) ([]Module, error) {
	seen := map[string]Module{}
	for _, t := range targets {
		cmd := exec.CommandContext(ctx, "go", "list", "-deps",
			"-f", "{{with .Module}}{{if not .Main}}{{.Path}}\t{{.Version}}\t{{.Dir}}{{end}}{{end}}", "./cmd/movegen")
		cmd.Dir = dir
		cmd.Env = append(os.Environ(), "CGO_ENABLED=0", "GOOS="+t.GOOS, "GOARCH="+t.GOARCH)
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		out, err := cmd.Output()
		if err != nil {
			return nil, fmt.Errorf("go list for %s: %w\n%s", t, err, stderr.Bytes())
		}
		sc := bufio.NewScanner(bytes.NewReader(out))
		for sc.Scan() {
			f := strings.Split(sc.Text(), "\t")
			if len(f) != 3 {
				continue // a package of the standard library, or of movegen
			}
			if f[2] == "" {
				return nil, fmt.Errorf("go list for %s: module %s %s is not downloaded (go mod download)", t, f[0], f[1])
			}
			seen[f[0]] = Module{Path: f[0], Version: f[1], Dir: f[2]}
		}
	}
	mods := make([]Module, 0, len(seen))
	for _, m := range seen {
		mods = append(mods, m)
	}
	slices.SortFunc(mods, func(a, b Module) int { return strings.Compare(a.Path, b.Path) })
	return mods, nil
}

// isLicenceFile reports whether a module's top-level file name is one of
// its licence texts.
func isLicenceFile(name string) bool {
	n := strings.ToUpper(name)
	for _, p := range []string{"LICENSE", "LICENCE", "COPYING", "NOTICE", "PATENTS"} {
		if strings.HasPrefix(n, p) {
			return true
		}
	}
	return false
}

// licenceFiles returns the licence texts at the top of dir, sorted.
func licenceFiles(dir string) ([]string, error) {
	des, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	var out []string
	for _, de := range des {
		if de.Type().IsRegular() && isLicenceFile(de.Name()) {
			out = append(out, de.Name())
		}
	}
	return out, nil
}

// Licences returns the licence files every archive holds: NOTICE.txt,
// which lists the fonts and modules built into movegen and where their
// licences are, and the folder LICENSES with each licence text (the
// fonts', the Go standard library's and each module's, for the union of
// the modules the targets link).
func Licences(ctx context.Context, dir string, targets []Target) ([]Entry, error) {
	mods, err := Modules(ctx, dir, targets)
	if err != nil {
		return nil, err
	}
	var entries []Entry
	var notice bytes.Buffer
	notice.WriteString(`movegen: notices

The folder LICENSES holds the licence of each work built into movegen:
the fonts it embeds in the PDFs it writes, the Go standard library and the
Go modules it links.

Fonts embedded in the PDFs:
`)
	for _, f := range Fonts() {
		src := filepath.Join(dir, filepath.FromSlash(f.From))
		if f.Module != "" {
			i := slices.IndexFunc(mods, func(m Module) bool { return m.Path == f.Module })
			if i < 0 {
				return nil, fmt.Errorf("licence of %s: module %s is not built into movegen", f.Name, f.Module)
			}
			src = filepath.Join(mods[i].Dir, filepath.FromSlash(f.From))
		}
		data, err := os.ReadFile(src)
		if err != nil {
			return nil, fmt.Errorf("licence of %s: %w", f.Name, err)
		}
		entries = append(entries, Entry{f.To, 0o644, data})
		fmt.Fprintf(&notice, "  %s (%s), %s: %s\n", f.Name, f.Maker, f.Licence, f.To)
	}

	notice.WriteString("\nGo standard library and modules:\n")
	goroot, goversion, err := goEnv(ctx, dir)
	if err != nil {
		return nil, err
	}
	stdFiles, err := licenceFiles(goroot)
	if err != nil || len(stdFiles) == 0 {
		return nil, fmt.Errorf("licence of the Go standard library: none in %s (%v)", goroot, err)
	}
	add := func(name, version, from string, files []string, to string) error {
		var paths []string
		for _, file := range files {
			data, err := os.ReadFile(filepath.Join(from, file))
			if err != nil {
				return fmt.Errorf("licence of %s: %w", name, err)
			}
			p := path.Join(to, file)
			entries = append(entries, Entry{p, 0o644, data})
			paths = append(paths, p)
		}
		fmt.Fprintf(&notice, "  %s %s: %s\n", name, version, strings.Join(paths, ", "))
		return nil
	}
	if err := add("Go standard library", goversion, goroot, stdFiles, "LICENSES/go"); err != nil {
		return nil, err
	}
	for _, m := range mods {
		files, err := licenceFiles(m.Dir)
		if err != nil {
			return nil, fmt.Errorf("licence of %s: %w", m.Path, err)
		}
		if len(files) == 0 {
			return nil, fmt.Errorf("licence of %s %s: no LICENSE, COPYING or NOTICE file in %s", m.Path, m.Version, m.Dir)
		}
		if err := add(m.Path, m.Version, m.Dir, files, "LICENSES/"+m.Path); err != nil {
			return nil, err
		}
	}
	entries = append(entries, Entry{"NOTICE.txt", 0o644, notice.Bytes()})
	return entries, nil
}

// goEnv returns GOROOT and GOVERSION of the go command that builds dir.
func goEnv(ctx context.Context, dir string) (goroot, goversion string, err error) {
	cmd := exec.CommandContext(ctx, "go", "env", "GOROOT", "GOVERSION")
	cmd.Dir = dir
	out, err := cmd.Output()
	if err != nil {
		return "", "", fmt.Errorf("go env: %w", err)
	}
	f := strings.Split(strings.TrimSpace(strings.ReplaceAll(string(out), "\r\n", "\n")), "\n")
	if len(f) != 2 {
		return "", "", fmt.Errorf("go env GOROOT GOVERSION: %q", out)
	}
	return f[0], f[1], nil
}

// WriteLicences writes the entries of Licences under folder dst (for
// goreleaser, whose archives take them from there).
func WriteLicences(entries []Entry, dst string) error {
	for _, e := range entries {
		p := filepath.Join(dst, filepath.FromSlash(e.Name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			return err
		}
		if err := writeFile(p, e.Data); err != nil {
			return err
		}
	}
	return nil
}
