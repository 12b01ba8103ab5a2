// Command cmd builds movegen's release archives (see package release):
//
//	go run ./internal/release/cmd -out dist
//
// It prints each archive's size and build time, then the checksums.
// -version defaults to "git describe --tags --always --dirty", the entries'
// time to SOURCE_DATE_EPOCH or the last commit's time. -licences DIR only
// writes NOTICE.txt and LICENSES into DIR (goreleaser's before hook).
package main
