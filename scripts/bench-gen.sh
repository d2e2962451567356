#!/usr/bin/env bash
# Benchmark: `modgen gen Passcode <template>` end to end (release build, a fresh output folder
# each run) against `cp -r` of the same output files. Prints both medians and their ratio.
#
# Usage: scripts/bench-gen.sh [template] [runs]     (defaults: viper, 25)
# Environment: SCRATCH=<build folder> (default .build), MODGEN=<binary> to skip the build,
#              STATIC=0 to build a dynamically linked binary on Linux.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
template=${1:-viper}
runs=${2:-25}
if [ "$runs" -lt 20 ]; then echo "error: use at least 20 runs" >&2; exit 64; fi

if [ -z "${MODGEN:-}" ]; then
  scratch=${SCRATCH:-.build}
  # On Linux the Swift runtime is linked statically, as for a binary copied to another machine;
  # it also saves the dynamic loader most of its start-up work. STATIC=0 measures a plain build.
  flags=()
  if [ "$(uname -s)" = Linux ] && [ "${STATIC:-1}" = 1 ]; then flags+=(--static-swift-stdlib -Xswiftc -static-executable); fi
  swift build -c release --product modgen --scratch-path "$scratch" ${flags[@]+"${flags[@]}"} >&2
  MODGEN="$root/$scratch/release/modgen"
fi
[ -x "$MODGEN" ] || { echo "error: $MODGEN is not an executable" >&2; exit 1; }

work=$(mktemp -d "${TMPDIR:-/tmp}/modgen-bench.XXXXXX")
trap 'rm -rf "$work"' EXIT
# Run from an empty folder so no modgen.json or Templates/ of this checkout is picked up.
cd "$work"

now_us() {  # microseconds, from bash's clock (no process start in the measurement)
  local t=${EPOCHREALTIME/[.,]/}
  echo "$t"
}

median_ms() {  # median of the microsecond figures on stdin, in milliseconds
  sort -n | awk '{ v[NR] = $1 } END {
    m = (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2
    printf "%.2f", m / 1000 }'
}

# The reference output, also the source of `cp -r`.
"$MODGEN" gen Passcode "$template" --no-input -o ref/Sources --tests-output ref/Tests >/dev/null
files=$(find ref -type f | wc -l | tr -d ' ')
bytes=$(find ref -type f -exec cat {} + | wc -c | tr -d ' ')

# One warm-up of each, not measured.
"$MODGEN" gen Passcode "$template" --no-input -o warm/Sources --tests-output warm/Tests >/dev/null
cp -r ref warm-cp

gen_times=()
cp_times=()
for i in $(seq 1 "$runs"); do
  start=$(now_us)
  "$MODGEN" gen Passcode "$template" --no-input -o "gen-$i/Sources" --tests-output "gen-$i/Tests" >/dev/null
  end=$(now_us)
  gen_times+=($((end - start)))

  start=$(now_us)
  cp -r ref "cp-$i"
  end=$(now_us)
  cp_times+=($((end - start)))
done

# Every run must have produced exactly the reference files.
for i in 1 "$runs"; do
  diff -r ref "gen-$i" >/dev/null || { echo "error: run $i differs from the reference output" >&2; exit 1; }
done

gen_ms=$(printf '%s\n' "${gen_times[@]}" | median_ms)
cp_ms=$(printf '%s\n' "${cp_times[@]}" | median_ms)
ratio=$(awk -v g="$gen_ms" -v c="$cp_ms" 'BEGIN { printf "%.2f", g / c }')
echo "modgen gen Passcode $template: $files files, $bytes bytes, $runs runs each"
echo "  modgen gen (median): $gen_ms ms"
echo "  cp -r      (median): $cp_ms ms"
echo "  ratio: ${ratio}x (target: within 2x)"
