package release

import (
	"os"
	"slices"
	"strings"
	"testing"

	"gopkg.in/yaml.v3"
)

// goreleaserConfig is the part of .goreleaser.yaml the release builder
// must agree with.
type goreleaserConfig struct {
	Version int `yaml:"version"`
	Builds  []struct {
		ID      string             `yaml:"id"`
		Main    string             `yaml:"main"`
		Binary  string             `yaml:"binary"`
		Env     []string           `yaml:"env"`
		Flags   []string           `yaml:"flags"`
		Ldflags []string           `yaml:"ldflags"`
		Goos    []string           `yaml:"goos"`
		Goarch  []string           `yaml:"goarch"`
		Ignore  []goreleaserIgnore `yaml:"ignore"`
	} `yaml:"builds"`
	Archives []struct {
		IDs             []string `yaml:"ids"`
		Formats         []string `yaml:"formats"`
		FormatOverrides []struct {
			Goos    string   `yaml:"goos"`
			Formats []string `yaml:"formats"`
		} `yaml:"format_overrides"`
		NameTemplate    string `yaml:"name_template"`
		WrapInDirectory bool   `yaml:"wrap_in_directory"`
		Files           []struct {
			Src string `yaml:"src"`
		} `yaml:"files"`
	} `yaml:"archives"`
	Checksum struct {
		NameTemplate string `yaml:"name_template"`
		Algorithm    string `yaml:"algorithm"`
	} `yaml:"checksum"`
}

// goreleaserIgnore is a build's "ignore" entry: a target left out.
type goreleaserIgnore struct {
	Goos   string `yaml:"goos"`
	Goarch string `yaml:"goarch"`
}

// TestGoreleaserTargets: .goreleaser.yaml builds the targets of Targets(),
// as the release builder does (trimmed, stamped, without cgo), and packs
// each in the same format with the same files: README, notices and
// licences, and the launcher for macOS only.
func TestGoreleaserTargets(t *testing.T) {
	t.Parallel()
	data, err := os.ReadFile("../../.goreleaser.yaml")
	if err != nil {
		t.Fatal(err)
	}
	var c goreleaserConfig
	if err := yaml.Unmarshal(data, &c); err != nil {
		t.Fatal(err)
	}
	if c.Version != 2 {
		t.Errorf("version %d, want goreleaser v2's 2", c.Version)
	}
	buildOf := map[Target]string{} // target → build id
	for _, b := range c.Builds {
		if b.Main != "./cmd/movegen" || b.Binary != "movegen" {
			t.Errorf("build %s: main %q binary %q", b.ID, b.Main, b.Binary)
		}
		if !slices.Contains(b.Env, "CGO_ENABLED=0") || !slices.Contains(b.Flags, "-trimpath") {
			t.Errorf("build %s: env %q flags %q, want CGO_ENABLED=0 and -trimpath", b.ID, b.Env, b.Flags)
		}
		if ld := strings.Join(b.Ldflags, " "); !strings.Contains(ld, "-s -w") || !strings.Contains(ld, "-X main.version={{ .Version }}") {
			t.Errorf("build %s: ldflags %q", b.ID, ld)
		}
		for _, goos := range b.Goos {
			for _, goarch := range b.Goarch {
				if slices.ContainsFunc(b.Ignore, func(i goreleaserIgnore) bool {
					return (i.Goos == "" || i.Goos == goos) && (i.Goarch == "" || i.Goarch == goarch)
				}) {
					continue
				}
				tg := Target{goos, goarch}
				if id, ok := buildOf[tg]; ok {
					t.Errorf("%s is built twice: %s and %s", tg, id, b.ID)
				}
				buildOf[tg] = b.ID
			}
		}
	}
	var got []Target
	for tg := range buildOf {
		got = append(got, tg)
	}
	less := func(a, b Target) int { return strings.Compare(a.String(), b.String()) }
	slices.SortFunc(got, less)
	want := slices.SortedFunc(slices.Values(Targets()), less)
	if !slices.Equal(got, want) {
		t.Fatalf(".goreleaser.yaml builds %v, the release builder %v", got, want)
	}

	for _, tg := range Targets() {
		var n int
		for _, a := range c.Archives {
			if len(a.IDs) > 0 && !slices.Contains(a.IDs, buildOf[tg]) {
				continue
			}
			n++
			format := a.Formats
			for _, o := range a.FormatOverrides {
				if o.Goos == tg.GOOS {
					format = o.Formats
				}
			}
			if !slices.Equal(format, []string{string(tg.Format())}) {
				t.Errorf("%s: goreleaser packs %q, the release builder %s", tg, format, tg.Format())
			}
			if a.NameTemplate != "movegen_{{ .Version }}_{{ .Os }}_{{ .Arch }}" || !a.WrapInDirectory {
				t.Errorf("%s: name %q, wrapped %v; want ArchiveBase's name, in its folder", tg, a.NameTemplate, a.WrapInDirectory)
			}
			var files []string
			for _, f := range a.Files {
				files = append(files, f.Src)
			}
			wantFiles := []string{"README.md", "NOTICE.txt", "LICENSES/**/*"}
			if tg.GOOS == "darwin" {
				wantFiles = append(wantFiles, "internal/release/movegen.command")
			}
			if !slices.Equal(files, wantFiles) {
				t.Errorf("%s: goreleaser adds %q, want %q", tg, files, wantFiles)
			}
		}
		if n != 1 {
			t.Errorf("%s is in %d archives, want 1", tg, n)
		}
	}
	if c.Checksum.NameTemplate != SumsFile || c.Checksum.Algorithm != "sha256" {
		t.Errorf("checksum %q %q, want %s sha256", c.Checksum.NameTemplate, c.Checksum.Algorithm, SumsFile)
	}
}
