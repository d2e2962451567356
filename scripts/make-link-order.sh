#!/usr/bin/env bash
# Rewrites scripts/link-order.txt: the functions modgen runs in its everyday commands, which
# `make install` asks the linker (lld, on Linux) to place next to each other at the start of the
# binary's code. A short command then touches a few hundred kilobytes of code instead of pages spread
# over 19 MB, and the kernel maps them with a third of the page faults (docs/performance.md).
#
# The list comes from running the commands below under valgrind's callgrind, which records every
# function a run executes. Run this script again after large changes to what those commands do; a
# name that no longer exists is skipped by the linker, and a function missing from the list still
# works (it is only placed farther away).
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
profile() {
  valgrind --tool=callgrind --demangle=no --compress-strings=no --dump-instr=no \
    --callgrind-out-file="$work/profile.$((++runs))" "$modgen" "$@" >/dev/null 2>&1 || true
}
runs=0
mkdir "$work/project"
cd "$work/project"
profile --version
profile list
profile info viper
# Every built-in template (with the example values it requires), with and without its record.
examples=$(python3 "$root/scripts/builtin-examples.py" "$modgen")
while IFS=$'\t' read -r template arguments <&3; do
  read -r -a params <<<"$arguments"
  profile gen Passcode "$template" "${params[@]}" --no-input --no-record
  rm -rf Sources Tests
  profile gen Passcode "$template" "${params[@]}" --no-input
  profile status
  rm -rf Sources Tests .modgen
done 3<<<"$examples"
cd "$root"

{
  echo "# Functions modgen runs in its everyday commands, for the linker to place together; written by"
  echo "# scripts/make-link-order.sh (see docs/performance.md). One mangled name per line."
  cat "$work"/profile.* | sed -n 's/^fn=//p' | sed "s/'[0-9]*\$//" | grep -v '^0x' | LC_ALL=C sort -u
} > scripts/link-order.txt
echo "scripts/link-order.txt: $(grep -vc '^#' scripts/link-order.txt) functions from $runs runs" >&2
