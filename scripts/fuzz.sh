#!/usr/bin/env bash
# Runs every fuzz target of movegen for FUZZTIME each (default 30s).
# New failing inputs land in the package's testdata/fuzz/<Target>/ folder;
# "go test ./..." replays them from then on.
#
#   FUZZTIME=2m scripts/fuzz.sh
set -euo pipefail
cd "$(dirname "$0")/.."
fuzztime=${FUZZTIME:-30s}

# Find every "func FuzzXxx(" in test files, as "package-dir target".
mapfile -t targets < <(grep -rl --include='*_test.go' '^func Fuzz' . |
	while read -r f; do
		dir=$(dirname "$f")
		grep -o '^func Fuzz[A-Za-z0-9_]*' "$f" | sed 's/^func //' | sed "s|^|$dir |"
	done | sort -u)

if [ ${#targets[@]} -eq 0 ]; then
	echo "no fuzz targets found" >&2
	exit 1
fi
for t in "${targets[@]}"; do
	read -r dir name <<<"$t"
	echo "== $name in $dir for $fuzztime"
	go test "$dir" -run '^$' -fuzz "^${name}\$" -fuzztime "$fuzztime"
done
