#!/bin/sh
# golfer.sh prints the social golfer benchmark table of the seating planner:
# instance g-s-w (g tables of s players, w rounds, nobody meets twice), time
# per solve, moves per second, memory, and whether it was solved.
#
# Usage: scripts/golfer.sh [benchtime]   (default 1x: one solve per instance)
set -eu
cd "$(dirname "$0")/.."
benchtime=${1:-1x}
go test ./movement/seating/ -run '^$' -bench '^BenchmarkGolfer$' -benchtime "$benchtime" -benchmem -timeout 30m |
awk '
BEGIN { printf "%-8s %12s %12s %12s %10s %7s\n", "g-s-w", "time", "moves/s", "bytes/op", "allocs/op", "solved" }
/^BenchmarkGolfer\// {
	split($1, name, "/"); inst = name[2]; sub(/-[0-9]+$/, "", inst)
	t = ""; mps = ""; mem = ""; allocs = ""; solved = ""
	for (i = 2; i <= NF; i++) {
		if ($i == "ns/op") t = $(i-1)
		if ($i == "moves/s") mps = $(i-1)
		if ($i == "B/op") mem = $(i-1)
		if ($i == "allocs/op") allocs = $(i-1)
		if ($i == "solved") solved = $(i-1)
	}
	secs = t / 1e9
	printf "%-8s %11.3fs %12.0f %12s %10s %7s\n", inst, secs, mps, mem, allocs, solved
}'
