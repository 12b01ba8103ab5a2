#!/usr/bin/env bash
# render.sh: print every paper sample and render its pages to PNG, so that
# anyone can look at what movegen puts on the tables.
#
#   scripts/render.sh [OUT]      (default OUT: ./render)
#
# It builds movegen, writes each sample movement as JSON, prints its cards
# as PDF (English and Russian, A4 and letter, --large) and as a workbook,
# and, when pdftoppm (poppler-utils) is installed, renders every PDF page to
# OUT/<sample>-<page>.png at 60 dpi. Look at the PNGs; Write has already
# run the layout self-check (export/pdf.Check) on every page.
set -euo pipefail

out=${1:-render}
root=$(cd "$(dirname "$0")/.." && pwd)
mkdir -p "$out"
bin="$out/movegen"
(cd "$root" && go build -o "$bin" ./cmd/movegen)

# name | generator command line
samples=(
	"mitchell7|mitchell --tables 7"
	"mitchell8-relay|mitchell --tables 8 --even relay"
	"mitchell13|mitchell --tables 13"
	"mitchell30|mitchell --tables 30"
	"howell9|howell --pairs 9"
	"preferans7|preferans --tables 7"
	"preferans8-field|preferans --tables 8 --method field"
	"preferans13-rest|preferans --players 13"
	"preferans9-rest|preferans --players 9"
)

for s in "${samples[@]}"; do
	name=${s%%|*}
	args=${s#*|}
	# shellcheck disable=SC2086
	"$bin" $args -o "$out/$name.json"
	for lang in en ru; do
		"$bin" --lang "$lang" cards "$out/$name.json" -o "$out/$name.$lang.pdf"
		"$bin" --lang "$lang" cards "$out/$name.json" --large -o "$out/$name.$lang.large.pdf"
		"$bin" --lang "$lang" cards "$out/$name.json" --paper letter -o "$out/$name.$lang.letter.pdf"
		"$bin" --lang "$lang" cards "$out/$name.json" -o "$out/$name.$lang.xlsx"
	done
done

if command -v pdftoppm >/dev/null; then
	for f in "$out"/*.pdf; do
		pdftoppm -r 60 -png "$f" "${f%.pdf}"
	done
	echo "rendered $(ls "$out"/*.png | wc -l) pages to $out"
else
	echo "pdftoppm not found (apt-get install poppler-utils): PDFs are in $out, not rendered" >&2
fi
