#!/usr/bin/env bash
# Rewrites scripts/link-order.txt: the functions modgen runs in its everyday commands and the
# global variables they touch, which `make install` asks the linker (lld, on Linux) to place next
# to each other. A short command then touches a few hundred kilobytes of code instead of pages
# spread over 19 MB, and a few dozen pages of data instead of pages spread over 40 MB, and the
# kernel maps them with far fewer page faults (docs/performance.md).
#
# The functions come from running the commands below under valgrind's callgrind, which records
# every function a run executes; the variables from running them again under valgrind's lackey,
# which traces every memory access (scripts/touched-data.py names the variables). Run this script
# again after large changes to what those commands do; a name that no longer exists is skipped by
# the linker, and a name missing from the list still works (it is only placed farther away).
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
# Runs modgen under callgrind (functions) or lackey (variables), as $tool says.
profile() {
  runs=$((runs + 1))
  if [ "$tool" = callgrind ]; then
    valgrind --tool=callgrind --demangle=no --compress-strings=no --dump-instr=no \
      --callgrind-out-file="$work/profile.$runs" "$modgen" "$@" >/dev/null 2>&1 || true
  else
    { valgrind --tool=lackey --trace-mem=yes --log-fd=3 "$modgen" "$@" 3>&1 >/dev/null 2>/dev/null || true; } \
      | python3 "$root/scripts/touched-data.py" "$modgen" >"$work/data.$runs"
  fi
}
examples=$(python3 "$root/scripts/builtin-examples.py" "$modgen")
for tool in callgrind lackey; do
  rm -rf "$work/project"
  mkdir "$work/project"
  cd "$work/project"
  profile --version
  profile list
  profile info viper
  # Every built-in template (with the example values it requires), with and without its record.
  while IFS=$'\t' read -r template arguments <&3; do
    read -r -a params <<<"$arguments"
    profile gen Passcode "$template" "${params[@]}" --no-input --no-record
    rm -rf Sources Tests
    profile gen Passcode "$template" "${params[@]}" --no-input
    profile status
    rm -rf Sources Tests .modgen
  done 3<<<"$examples"
done
cd "$root"

{
  echo "# Functions modgen runs in its everyday commands, then the global variables they touch, for the"
  echo "# linker to place together; written by scripts/make-link-order.sh (see docs/performance.md)."
  echo "# One mangled name per line."
  # Functions most runs use first (start-up, then what every `gen` runs, ...), so the functions of
  # one command lie close together rather than in name order among every other command's.
  for profile in "$work"/profile.*; do
    sed -n 's/^fn=//p' "$profile" | sed "s/'[0-9]*\$//" | grep -v '^0x' | LC_ALL=C sort -u
  done | LC_ALL=C sort | uniq -c | LC_ALL=C sort -k1,1nr -k2,2 | awk '{print $2}'
  # Variables in the order the runs first touched them (the first run's first), each name once.
  for run in $(seq 1 "$runs"); do [ ! -f "$work/data.$run" ] || cat "$work/data.$run"; done | awk '!seen[$0]++'
} > scripts/link-order.txt
functions=$(cat "$work"/profile.* | sed -n 's/^fn=//p' | sed "s/'[0-9]*\$//" | grep -v '^0x' | LC_ALL=C sort -u | wc -l)
variables=$(cat "$work"/data.* | sort -u | wc -l)
echo "scripts/link-order.txt: $functions functions and $variables variables from $runs runs (half under each tool)" >&2
