#!/usr/bin/env bash
# Benchmark of `modgen check` on one built-in template (viper by default):
#
#   (a) cold: `modgen check viper` with an empty cache folder (fresh XDG_CACHE_HOME), which builds
#       ModuleCore and the UIKit stand-in once for this toolchain, then the template's variants;
#   (a2) cold scratch package, core already built: the same with the template's cache folder removed
#       but the core build kept (what a second project or template folder costs);
#   (a3) cold with MODGEN_CHECK_SHARED_CORE=0: ModuleCore and the stand-in built in the scratch package;
#   (b) plain SwiftPM: `swift build --build-tests` of the same generated package, self-contained
#       (ModuleCore and the stand-in as targets of its own, as `MODGEN_CHECK_SHARED_CORE=0` writes it),
#       copied to a fresh folder with no .build;
#   (c) warm: the same check again, nothing changed;
#   (d) with --after-full: `modgen check` of every built-in template (about 20 minutes on 2 cores),
#       then `check viper` against that cache.
#
#   scripts/bench-check.sh [--runs N] [--template NAME] [--after-full]
#
# Prints the median of N runs of each figure (N = 1 by default: cold builds take minutes). Uses a
# release build of modgen (SCRATCH chooses its build folder).
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=1
TEMPLATE=viper
AFTER_FULL=0
while [ $# -gt 0 ]; do
  case "$1" in
    --runs) RUNS="$2"; shift 2 ;;
    --template) TEMPLATE="$2"; shift 2 ;;
    --after-full) AFTER_FULL=1; shift ;;
    *) echo "usage: scripts/bench-check.sh [--runs N] [--template NAME] [--after-full]" >&2; exit 64 ;;
  esac
done
SCRATCH="${SCRATCH:-.build-bench}"
swift build -c release --product modgen --scratch-path "$SCRATCH" >/dev/null
MODGEN="$PWD/$SCRATCH/release/modgen"

WORK="$(mktemp -d "${TMPDIR:-/tmp}/modgen-bench-check.XXXXXX")"
trap 'rm -rf "$WORK"' EXIT

now() { date +%s.%N; }
seconds() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", b - a }'; }
median() { tr ' ' '\n' | grep . | sort -g | awk '{ v[NR] = $1 } END { m = int((NR + 1) / 2); if (NR % 2) print v[m]; else printf "%.2f\n", (v[m] + v[m + 1]) / 2 }'; }
# check CACHE [modgen check arguments]: one `modgen check` in an empty folder (so only the built-in
# templates are found) with XDG_CACHE_HOME=CACHE; prints its seconds. SHARED_CORE=0 builds ModuleCore in
# the scratch package.
mkdir -p "$WORK/project"
check() {
  local cache="$1"; shift
  local start; start=$(now)
  if ! (cd "$WORK/project" && XDG_CACHE_HOME="$cache" MODGEN_CHECK_SHARED_CORE="${SHARED_CORE:-1}" \
    "$MODGEN" check "$@" --keep >"$WORK/last.out" 2>"$WORK/last.err"); then
    echo "modgen check failed:" >&2; cat "$WORK/last.out" "$WORK/last.err" >&2; exit 1
  fi
  seconds "$start" "$(now)"
}
package_of_last() { sed -n 's/^note: the scratch package is kept in //p' "$WORK/last.err"; }

cold=(); scratch_only=(); in_package=(); plain=(); warm=()
for run in $(seq "$RUNS"); do
  cache="$WORK/cache-$run"
  cold+=("$(check "$cache" "$TEMPLATE")")
  warm+=("$(check "$cache" "$TEMPLATE")")
  # The template's own cache folder goes; the core build (cache/modgen/check/core) stays.
  package=$(package_of_last)
  rm -rf "$(dirname "$package")"
  scratch_only+=("$(check "$cache" "$TEMPLATE")")

  # The same variants in one self-contained package, built by plain SwiftPM in a fresh folder.
  in_package+=("$(SHARED_CORE=0 check "$WORK/self-contained-$run" "$TEMPLATE")")
  plain_dir="$WORK/plain-$run"
  mkdir -p "$plain_dir"
  (cd "$(package_of_last)" && tar --exclude=./.build --exclude=./.modgen -cf - .) | (cd "$plain_dir" && tar -xf -)
  start=$(now)
  (cd "$plain_dir" && NO_COLOR=1 swift build --build-tests >"$WORK/plain.log" 2>&1) || {
    echo "plain swift build failed:" >&2; tail -40 "$WORK/plain.log" >&2; exit 1
  }
  plain+=("$(seconds "$start" "$(now)")")
  rm -rf "$cache" "$WORK/self-contained-$run" "$plain_dir"
done

variants=$(grep -c "^$TEMPLATE " "$WORK/last.out" || true)
echo "modgen check $TEMPLATE ($variants variants), median of $RUNS run(s)"
echo "  (a) cold, empty cache (core build included)        $(echo "${cold[*]}" | median) s"
echo "  (a2) cold scratch package, core already built      $(echo "${scratch_only[*]}" | median) s"
echo "  (a3) cold, ModuleCore built in the scratch package  $(echo "${in_package[*]}" | median) s"
echo "  (b) plain swift build --build-tests, same package  $(echo "${plain[*]}" | median) s"
echo "  (c) warm, nothing changed                          $(echo "${warm[*]}" | median) s"

if [ "$AFTER_FULL" = 1 ]; then
  cache="$WORK/cache-full"
  full=$(check "$cache")
  after=$(check "$cache" "$TEMPLATE")
  echo "  (d) full check of every built-in template, cold    $full s"
  echo "      then check $TEMPLATE                            $after s"
fi
