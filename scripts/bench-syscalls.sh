#!/usr/bin/env bash
# Counts the system calls of `modgen gen Passcode <template>` into an empty folder with
# `strace -f`, split into: process start-up (what `modgen --version` also makes), the writes
# themselves (creating, writing and closing the generated files, making their folders)
# and everything else modgen does (finding configuration and templates, checking destinations).
#
# Usage: scripts/bench-syscalls.sh [template]     (default: viper; Linux with strace)
# Environment: MODGEN=<binary> to skip the release build.
set -euo pipefail
cd "$(dirname "$0")/.."
template=${1:-viper}
command -v strace >/dev/null || { echo "error: strace is not installed (apt-get install strace)" >&2; exit 1; }
if [ -z "${MODGEN:-}" ]; then
  make -s build >&2
  MODGEN="$(make -s print-bin-path)/modgen"
fi
work=$(mktemp -d "${TMPDIR:-/tmp}/modgen-syscalls.XXXXXX")
trap 'rm -rf "$work"' EXIT
cd "$work"

count() {  # the number of system calls in an strace -f log
  grep -cvE '^[0-9]+ +(\+\+\+|---)|resumed>' "$1"
}

strace -f -o version.log "$MODGEN" --version >/dev/null
strace -f -o gen.log "$MODGEN" gen Passcode "$template" --no-input >/dev/null
files=$(find Sources Tests -type f | wc -l | tr -d ' ')
total=$(count gen.log)
startup=$(count version.log)
# The writes: per file open(O_CREAT) + write + close (new files are created in place; a file that
# replaces another is staged, then linked into place and unlinked); mkdir of the module folders
# (and of a staging folder, with its rmdir, when something is replaced).
created=$(grep -cE 'openat\(.*O_CREAT' gen.log)
written=$(grep -cE '^[0-9]+ +write\([3-9]' gen.log)
placed=$(grep -cE 'linkat\(.*= 0$|unlink\(.*= 0$|mkdir\(.*= 0$|rmdir\(.*= 0$' gen.log)
writes=$((created * 2 + written + placed))
reads=$(grep -cE 'openat\(.*O_RDONLY.*= [0-9]+$' gen.log || true)
echo "modgen gen Passcode $template: $files files"
echo "  all system calls:                 $total"
echo "  process start-up (as --version):  $startup"
echo "  the writes themselves:            $writes"
echo "  beyond the writes:                $((total - writes)) (of which modgen's own work: $((total - writes - startup)))"
echo "  (files opened for reading: $reads, including the dynamic loader's)"
