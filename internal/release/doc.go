// Package release builds the archives a director downloads: movegen
// cross-built for Windows, macOS and Linux on amd64 and arm64, each
// archive holding the program, the README, the licences of the fonts and
// modules built into it (LICENSES and NOTICE.txt) and, for macOS, the
// double-clickable launcher movegen.command, with a SHA256SUMS file beside
// them.
//
// The same commit gives the same bytes: the binaries are built with
// -trimpath and CGO_ENABLED=0, and every archive lists its entries sorted
// by name with one fixed time (the commit's) and fixed owners.
//
// Run it from the repository:
//
//	go run ./internal/release/cmd -out dist
//
// (-targets linux/amd64 builds one archive; -h lists the flags). CI
// (.ci/run) runs it on every change. The owners' tagged releases use
// goreleaser with .goreleaser.yaml, which names the same six targets
// (TestGoreleaserTargets holds the two lists equal).
package release
