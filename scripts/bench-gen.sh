#!/usr/bin/env bash
# Benchmark: `modgen gen Passcode <template>` end to end against `cp -r` of the same output files,
# side by side with hyperfine, in a scratch project on the disk the repository is on. Three
# commands are measured: `gen --no-record` (the files only, as `cp -r` writes them), `gen` with
# its module record in .modgen/, and `cp -r`. Prints hyperfine's table, then the medians and the
# ratios to `cp -r`.
#
# The runs are split into rounds, and each round runs the commands in a different order: on this
# kind of machine the same command measures up to a third slower or faster depending on where it
# runs in a sequence (the file system's state after the previous command's files were removed), so
# a fixed order would favour one command. The medians are over every run of every round.
#
# Usage: scripts/bench-gen.sh [template] [runs]     (defaults: viper, 60; at least 50 runs)
# Environment:
#   ROUNDS=<n>                how many rounds the runs are split into (default: one per command)
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
  # The build `make install` installs (release; on Linux static, with its functions laid out in order).
  make -s build >&2
  MODGEN="$(make -s print-bin-path)/modgen"
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
names=("cp -r")
commands=("cp -r $bench/ref/Sources $bench/ref/Tests $bench/copy")
if [ -n "${MODGEN_BASELINE:-}" ]; then
  names+=("baseline gen --no-record")
  commands+=("$MODGEN_BASELINE ${gen[*]} --no-record")
fi
names+=("gen --no-record" "gen (with its record)")
commands+=("$MODGEN ${gen[*]} --no-record" "$MODGEN ${gen[*]}")
count=${#commands[@]}
rounds=${ROUNDS:-$count}
if [ "$rounds" -lt 1 ]; then echo "error: ROUNDS must be at least 1" >&2; exit 64; fi
per_round=$(((runs + rounds - 1) / rounds))
if [ "$per_round" -lt 2 ]; then echo "error: use at least 2 runs per round" >&2; exit 64; fi
cd "$bench/project"
for ((round = 0; round < rounds; round++)); do
  # Round r starts with command r (mod count) and keeps the cyclic order, so over `count` rounds
  # each command runs once in each position.
  arguments=()
  for ((k = 0; k < count; k++)); do
    index=$(((round + k) % count))
    arguments+=(-n "${names[$index]}" "${commands[$index]}")
  done
  echo "round $((round + 1)) of $rounds, $per_round runs each" >&2
  hyperfine -N --warmup "${WARMUP:-5}" --runs "$per_round" --export-json "$bench/round-$round.json" \
    --prepare "rm -rf $bench/project/Sources $bench/project/Tests $bench/project/.modgen $bench/copy/Sources $bench/copy/Tests" \
    "${arguments[@]}" >&2
done
# gen (with its record) must still write the reference files.
rm -rf "$bench/project/Sources" "$bench/project/Tests" "$bench/project/.modgen"
"$MODGEN" "${gen[@]}" >/dev/null
diff -r "$bench/ref/Sources" "$bench/project/Sources" >/dev/null && diff -r "$bench/ref/Tests" "$bench/project/Tests" >/dev/null \
  || { echo "error: gen's output differs from the reference output" >&2; exit 1; }

echo "modgen gen Passcode $template: $files files, $bytes bytes, $((per_round * rounds)) runs each in $rounds rounds, in $bench"
python3 - "$bench" "$rounds" "${names[@]}" <<'PY'
import json, statistics, sys
bench, rounds, names = sys.argv[1], int(sys.argv[2]), sys.argv[3:]
times = {name: [] for name in names}
by_round = {name: [] for name in names}
for round_index in range(rounds):
    with open(f"{bench}/round-{round_index}.json") as file:
        for result in json.load(file)["results"]:
            times[result["command"]].extend(result["times"])
            by_round[result["command"]].append(statistics.median(result["times"]) * 1000)
medians = {name: statistics.median(values) * 1000 for name, values in times.items()}
for name in names:
    rounds_text = ", ".join(f"{value:.2f}" for value in by_round[name])
    print(f"  {name:<26} median {medians[name]:6.2f} ms  {medians[name] / medians['cp -r']:5.2f}x cp -r"
          f"   (rounds: {rounds_text})")
PY
