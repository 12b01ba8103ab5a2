#!/bin/sh
# golfer.sh prints the social golfer benchmark table of the seating planner:
# instance g-s-w (g tables of s players, w rounds, nobody meets twice),
# time per solve, repeated meetings left, whether it was solved, whether a
# construction did it (no search move), and the search's moves per second.
#
# Usage: scripts/golfer.sh [default|search] [instances]
#   default  constructions first, then the search, 10 s limit (the command's
#            defaults)
#   search   the search alone (--method search), 60 s limit (GOLFER_LIMIT
#            overrides, such as 30s)
#   instances  a comma list such as 6-3-8,7-4-9 (default: all)
set -eu
cd "$(dirname "$0")/.."
mode=${1:-default}
bench=BenchmarkGolfer
[ "$mode" = search ] && bench=BenchmarkGolferSearch
GOLFER_ONLY=${2:-} go test ./movement/seating/ -run '^$' -bench "^$bench\$" -benchtime 1x -timeout 60m |
awk '
BEGIN { printf "%-8s %10s %8s %7s %12s %12s\n", "g-s-w", "time", "repeats", "solved", "constructed", "moves/s" }
/^BenchmarkGolfer/ {
	split($1, name, "/"); inst = name[2]; sub(/-[0-9]+$/, "", inst)
	t = ""; mps = ""; rep = ""; solved = ""; built = ""
	for (i = 2; i <= NF; i++) {
		if ($i == "ns/op") t = $(i-1)
		if ($i == "moves/s") mps = $(i-1)
		if ($i == "repeats") rep = $(i-1)
		if ($i == "solved") solved = $(i-1)
		if ($i == "constructed") built = $(i-1)
	}
	printf "%-8s %9.2fs %8s %7s %12s %12.0f\n", inst, t / 1e9, rep, solved, built, mps
}'
