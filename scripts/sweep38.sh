#!/usr/bin/env bash
# sweep38.sh: issue 38's sweep of command lines. Random generator command
# lines with values inside every documented range, with and without
# --time (down to 1 ms), a third of them stopped by SIGINT after a random
# delay. It counts the exit codes and fails on any exit 3, on an exit 130
# without a signal, and on a movement written that `movegen check` does
# not accept (exit 0).
#
#   scripts/sweep38.sh [RUNS] [SEED]     (default 2000 runs, seed 1)
#
# MOVEGEN names the binary (default: go build into a temporary folder).
set -u
runs=${1:-2000}
RANDOM=${2:-1}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
if [ -z "${MOVEGEN:-}" ]; then
	MOVEGEN=$work/movegen
	(cd "$(dirname "$0")/.." && go build -o "$MOVEGEN" ./cmd/movegen) || exit 2
fi
root=$(cd "$(dirname "$0")/.." && pwd)

pick() { local a=("$@"); echo "${a[RANDOM % ${#a[@]}]}"; }
between() { echo $(($1 + RANDOM % ($2 - $1 + 1))); }

cmdline() {
	case $((RANDOM % 16)) in
	0) echo "mitchell --tables $(between 3 30) $(pick '' '--even relay' '--even skip' '--winners 1')" ;;
	1) echo "howell --pairs $(between 4 40)" ;;
	2) echo "individual --players $(between 8 64)" ;;
	3) echo "preferans --tables $(between 1 60)" ;;
	4) echo "preferans --players $(between 9 400)" ;;
	5) echo "preferans --tables $(between 3 12) --method search" ;;
	6) echo "seating --players $(between 8 200) $(pick '' --sets --lines '--lines --sets') $(pick '' '' '--per-table 3')" ;;
	7) echo "seating --players $(between 8 512) --sets" ;;
	8) echo "replan $(pick "$root/testdata/replan/mitchell13.json --from-round 3 --add-pair" "$root/testdata/movements/howell12.json --from-round $(between 2 9) --remove $(between 1 12)" "$root/testdata/replan/seating20.json --from-round 3 --remove-table 2" "$root/testdata/movements/preferans11.json --from-round 4 --remove 3E")" ;;
	9) echo "plan --pairs $(between 4 60) --time $(pick 2h 3h 3h30m)" ;;
	# The families added for issue 40, each over its documented range.
	10) echo "mitchell $(pick "--variant hesitation --tables $(between 3 30)" "--variant rover --tables $(between 3 20)" "--variant bowman --tables $(between 6 16)" "--variant extra-board --tables $(between 4 16) --rounds $(between 4 18)" "--variant appendix --tables $(between 14 26)" "--variant twin --tables $(between 6 30)" "--variant criss-cross --tables $(between 4 30)" "--variant combined --tables $(between 5 31)" "--variant square --tables 4" "--variant pivot --tables $(between 3 30)" "--variant web --tables $(between 8 26) --rounds $(between 5 15)") $(pick '' '' '--winners 1')" ;;
	11) echo "howell --pairs $(between 4 40) $(pick '' '--barometer' '--interwoven')" ;;
	12) echo "whist --tables $(between 3 20) $(pick '' '--winners 1' "--pairs $(between 5 39)")" ;;
	13) echo "teams --teams $(between 3 40) $(pick '' '--form round-robin' '--form american-whist' '--form flower' '--form thurner' '--form stagger') $(pick '' '--start 19:00')" ;;
	14) echo "plan --teams $(between 3 40) --time $(pick 2h 3h 3h30m)" ;;
	15) echo "plan --pairs $(between 6 30) --time $(pick 3h 3h30m) $(pick '' '--tables-available 6' '--tables-available 9')" ;;
	esac
}

declare -A codes
fail=0 stopped=0 checked=0 nothing=0
start=$(date +%s)
for ((i = 1; i <= runs; i++)); do
	c=$(cmdline)
	t=$(pick '' '' 1ms 10ms 100ms 1s 1ns)
	[ -n "$t" ] && case $c in mitchell* | howell* | whist* | teams* | plan*) t= ;; esac
	out=$work/out.json
	[ "${c%% *}" = plan ] && out=$work/out.txt
	rm -f "$work"/out.*
	args="$c${t:+ --time $t} -o $out"
	sig=$((RANDOM % 3 == 0))
	delay=$(printf '0.%03d' $((RANDOM % 800)))
	# shellcheck disable=SC2086
	timeout -s KILL 60 "$MOVEGEN" $args >/dev/null 2>"$work/err" &
	pid=$!
	if [ $sig = 1 ]; then
		sleep "$delay"
		kill -INT $pid 2>/dev/null || sig=0 # it had ended
	fi
	wait $pid
	rc=$?
	codes[$rc]=$((${codes[$rc]:-0} + 1))
	bad=
	case $rc in
	3) bad="exit 3" ;;
	130) if [ $sig = 0 ]; then bad="exit 130 without a signal"; fi
		stopped=$((stopped + 1)); [ -e "$out" ] || nothing=$((nothing + 1)) ;;
	0 | 2) ;;
	*) bad="exit $rc" ;;
	esac
	if [ -z "$bad" ] && [ -e "$out" ] && [ "${out##*.}" = json ]; then
		checked=$((checked + 1))
		if ! "$MOVEGEN" check "$out" >/dev/null 2>"$work/cerr"; then
			bad="check refuses what it wrote: $(head -c 200 "$work/cerr")"
		fi
	fi
	if ((i % 100 == 0)); then
		echo "… $i runs, $fail failures" >&2
	fi
	if [ -n "$bad" ]; then
		fail=$((fail + 1))
		echo "FAIL: movegen $args (signal $sig after ${delay}s): $bad: $(head -c 300 "$work/err")"
	fi
done
echo "runs: $runs in $(($(date +%s) - start)) s; exit codes: $(for k in "${!codes[@]}"; do printf '%s×%s ' "$k" "${codes[$k]}"; done)"
echo "stopped by a signal: $stopped (nothing written: $nothing); movements checked: $checked; failures: $fail"
[ $fail = 0 ]
