#!/usr/bin/env bash
# Runs every fuzz target of movegen for FUZZTIME each (default 30s).
# New failing inputs land in the package's testdata/fuzz/<Target>/ folder;
# "go test ./..." replays them from then on.
#
# Go minimizes every new interesting input for up to -fuzzminimizetime
# (60s by default), trying O(n²) cuts of an n-byte input; meanwhile the
# progress line shows "0/sec" (the runs are counted when it ends). On the
# movement readers' kilobyte-sized inputs that looked like a stall, so the
# minimization is capped at FUZZMINIMIZETIME (default 5s).
#
#   FUZZTIME=2m scripts/fuzz.sh
set -euo pipefail
cd "$(dirname "$0")/.."
fuzztime=${FUZZTIME:-30s}
minimizetime=${FUZZMINIMIZETIME:-5s}

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
	go test "$dir" -run '^$' -fuzz "^${name}\$" -fuzztime "$fuzztime" -fuzzminimizetime "$minimizetime"
done
