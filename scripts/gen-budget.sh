#!/usr/bin/env bash
# gen's budget: the instructions one `modgen gen Passcode viper` (with its module record) executes
# in an empty project, counted by valgrind's callgrind. An instruction count does not depend on
# what else the machine is doing, so CI can hold it to a fixed budget where a timed test could
# not. Exits 1 when the count is over the budget.
#
# gen is fast enough (a few milliseconds); the budget only keeps it so. Performance work goes
# where users wait: `modgen check`.
#
# Usage: scripts/gen-budget.sh [modgen-binary]   (default: the release build `make build` makes)
# Environment: GEN_BUDGET=<instructions>         (default 25000000)
set -euo pipefail
cd "$(dirname "$0")/.."
budget=${GEN_BUDGET:-25000000}
command -v valgrind >/dev/null || { echo "error: valgrind is not installed (apt-get install valgrind)" >&2; exit 1; }
modgen=${1:-}
if [ -z "$modgen" ]; then
  make -s build >&2
  modgen="$(make -s print-bin-path)/modgen"
fi
[ -x "$modgen" ] || { echo "error: $modgen is not an executable" >&2; exit 1; }
modgen=$(cd "$(dirname "$modgen")" && pwd)/$(basename "$modgen")

work=$(mktemp -d "${TMPDIR:-/tmp}/modgen-budget.XXXXXX")
trap 'rm -rf "$work"' EXIT
mkdir "$work/App"
cd "$work/App"
count=$(valgrind --tool=callgrind --callgrind-out-file=/dev/null "$modgen" gen Passcode viper --no-input 2>&1 >/dev/null \
  | sed -n 's/.*Collected : \([0-9]*\).*/\1/p')
[ -n "$count" ] || { echo "error: callgrind printed no instruction count" >&2; exit 1; }
[ -s .modgen/modules/Passcode.json ] || { echo "error: gen wrote no module record" >&2; exit 1; }
percent=$((count * 100 / budget))
echo "gen Passcode viper: $count instructions, ${percent}% of the budget of $budget"
if [ "$count" -gt "$budget" ]; then
  echo "error: gen is over its budget; see docs/performance.md for how to find what grew" >&2
  exit 1
fi
