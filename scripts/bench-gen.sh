#!/usr/bin/env bash
# Benchmark: `modgen gen Passcode <template>` end to end against `cp -r` of the same output files,
# side by side with hyperfine, in a scratch project on the disk the repository is on. Three
# commands are measured: `gen --no-record` (the files only, as `cp -r` writes them), `gen` with
# its module record in .modgen/, and `cp -r`. Prints hyperfine's table, then the medians and the
# ratios to `cp -r`.
#
# Usage: scripts/bench-gen.sh [template] [runs]     (defaults: viper, 60; at least 50 runs)
# Environment:
#   MODGEN=<binary>           measure this binary instead of building one as `make install` does
#   MODGEN_BASELINE=<binary>  also measure this binary's `gen --no-record` (an earlier build), in the same run
#   BENCH_DIR=<folder>        where the scratch project goes (default: .build/bench-gen; not tmpfs)
#   WARMUP=<n>                warm-up runs of each command (default 5)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
template=${1:-viper}
runs=${2:-60}
if [ "$runs" -lt 50 ]; then echo "error: use at least 50 runs" >&2; exit 64; fi
if ! command -v hyperfine >/dev/null; then
  echo "skipped: hyperfine is not installed (apt-get install hyperfine, brew install hyperfine)" >&2
  exit 0
fi

if [ -z "${MODGEN:-}" ]; then
  # The flags `make install` uses: a release build, fully static on Linux.
  flags=(-c release)
  if [ "$(uname -s)" = Linux ]; then flags+=(--static-swift-stdlib -Xswiftc -static-executable); fi
  swift build "${flags[@]}" --product modgen >&2
  MODGEN="$(swift build "${flags[@]}" --show-bin-path)/modgen"
fi
for binary in "$MODGEN" ${MODGEN_BASELINE:+"$MODGEN_BASELINE"}; do
  [ -x "$binary" ] || { echo "error: $binary is not an executable" >&2; exit 1; }
done

bench=${BENCH_DIR:-$root/.build/bench-gen}
rm -rf "$bench"
mkdir -p "$bench/project" "$bench/copy"
trap 'rm -rf "$bench"' EXIT
if [ "$(stat -f -c %T "$bench" 2>/dev/null || true)" = tmpfs ]; then
  echo "warning: $bench is on tmpfs; creating files costs almost nothing there (set BENCH_DIR)" >&2
fi

# The reference output, also the source of `cp -r`: made in the project (an empty folder, so no
# modgen.json or Templates/ of this checkout is picked up; its name is the project's name), then
# moved out of it.
(cd "$bench/project" && "$MODGEN" gen Passcode "$template" --no-input --no-record >/dev/null)
mkdir "$bench/ref"
mv "$bench/project/Sources" "$bench/project/Tests" "$bench/ref/"
files=$(find "$bench/ref" -type f | wc -l | tr -d ' ')
bytes=$(find "$bench/ref" -type f -exec cat {} + | wc -c | tr -d ' ')

gen=(gen Passcode "$template" --no-input)
# gen with its record goes last, so its files are there to compare afterwards.
commands=(-n "cp -r" "cp -r $bench/ref/Sources $bench/ref/Tests $bench/copy")
if [ -n "${MODGEN_BASELINE:-}" ]; then
  commands+=(-n "baseline gen --no-record" "$MODGEN_BASELINE ${gen[*]} --no-record")
fi
commands+=(-n "gen --no-record" "$MODGEN ${gen[*]} --no-record" -n "gen (with its record)" "$MODGEN ${gen[*]}")
cd "$bench/project"
hyperfine -N --warmup "${WARMUP:-5}" --runs "$runs" --export-csv "$bench/times.csv" \
  --prepare "rm -rf $bench/project/Sources $bench/project/Tests $bench/project/.modgen $bench/copy/Sources $bench/copy/Tests" \
  "${commands[@]}" >&2

# The last run of each command left its files: they must be the reference files.
diff -r "$bench/ref/Sources" "$bench/project/Sources" >/dev/null && diff -r "$bench/ref/Tests" "$bench/project/Tests" >/dev/null \
  || { echo "error: gen's output differs from the reference output" >&2; exit 1; }

echo "modgen gen Passcode $template: $files files, $bytes bytes, $runs runs each, in $bench"
awk -F, 'NR > 1 { name[NR] = $1; median[NR] = $4 * 1000; if ($1 == "cp -r") cp = $4 * 1000 }
  END { for (i = 2; i <= NR; i++) printf "  %-26s median %6.2f ms  %5.2fx cp -r\n", name[i], median[i], median[i] / cp }' \
  "$bench/times.csv"
