#!/usr/bin/env bash
# Rewrites scripts/link-order.txt: the functions modgen runs in its everyday commands and the
# global variables they touch, which `make install` asks the linker (lld, on Linux) to place next
# to each other in the order they are first used. A short command then touches a few hundred
# kilobytes of code instead of pages spread over 19 MB, and a few dozen pages of data instead of
# pages spread over 40 MB, and the kernel maps them with far fewer page faults (docs/performance.md).
#
# Both lists come from running the commands below under valgrind's lackey, which traces every
# instruction and memory access; scripts/touched-symbols.py names the functions and variables, each
# in the order a run first touched it. `--version` runs first and `gen Passcode viper --no-record`
# next, so the start-up every command shares and then the everyday command lie in the order they use
# their code and data; the other commands add what they use beyond them. Run this script again after large changes to what those commands do; a name that no
# longer exists is skipped by the linker, and a name missing from the list still works (it is only
# placed farther away).
#
# Usage: scripts/make-link-order.sh        (needs valgrind; builds modgen as `make install` does)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
command -v valgrind >/dev/null || { echo "error: valgrind is not installed (apt-get install valgrind)" >&2; exit 1; }

make -s build >&2
modgen="$(make -s print-bin-path)/modgen"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
runs=0
# Runs modgen under lackey; the functions and variables it touched go to $work/functions.N and
# $work/variables.N.
profile() {
  runs=$((runs + 1))
  { valgrind --tool=lackey --trace-mem=yes --log-fd=3 "$modgen" "$@" 3>&1 >/dev/null 2>/dev/null || true; } \
    | python3 "$root/scripts/touched-symbols.py" "$modgen" "$work/functions.$runs" "$work/variables.$runs"
}
examples=$(python3 "$root/scripts/builtin-examples.py" "$modgen")
mkdir "$work/project"
cd "$work/project"
# The shortest command first (its start-up is every command's), then the everyday one, then every
# built-in template (with the example values it requires) with and without its record, then the
# other short commands.
gen_run() {
  profile gen Passcode "$@" --no-input --no-record
  rm -rf Sources Tests
  profile gen Passcode "$@" --no-input
  profile status
  rm -rf Sources Tests .modgen
}
profile --version
gen_run viper
while IFS=$'\t' read -r template arguments <&3; do
  [ "$template" != viper ] || continue
  read -r -a params <<<"$arguments"
  gen_run "$template" "${params[@]}"
done 3<<<"$examples"
profile list
profile info viper
cd "$root"

# Each name once, where the earliest run first touched it.
in_order() {
  for run in $(seq 1 "$runs"); do cat "$work/$1.$run"; done | awk '!seen[$0]++'
}
in_order functions >"$work/functions"
in_order variables >"$work/variables"
{
  echo "# Functions modgen runs in its everyday commands, then the global variables they touch, each in the"
  echo "# order first used, for the linker to place together; written by scripts/make-link-order.sh (see"
  echo "# docs/performance.md). One mangled name per line."
  cat "$work/functions" "$work/variables"
} >scripts/link-order.txt
echo "scripts/link-order.txt: $(wc -l <"$work/functions") functions and $(wc -l <"$work/variables") variables from $runs runs" >&2
