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
# With --all, the same comparison for every built-in template at once (one run, about an hour on 2 cores):
#
#   (a) cold: `modgen check` (no template names) with an empty cache folder, the core build included;
#   (b) plain SwiftPM: `swift build --build-tests` of the same variants in one self-contained package,
#       copied to a fresh folder with no .build. The package is the one `MODGEN_CHECK_SHARED_CORE=0 modgen
#       check` writes, made without building it: check runs with MODGEN_SWIFT set to a wrapper that answers
#       `swift --version` and refuses `swift build`, so check writes its scratch package and stops there.
#       The script then compares its variant folders with those of (a)'s package, file by file;
#   (c) warm: the full check again right after (a), nothing changed.
#
# --only NAME limits --all to one template (a quick try of the --all path); --exhaustive makes --all
# check every combination instead of the default plan (every pair of values).
#
# With --plans, the two plans of every built-in template, cold, one after the other in one run (about
# 50 minutes on 2 cores): (e) `check --exhaustive` (every combination) and (p) `check` (every pair of
# values), each with an empty cache folder, and their ratio; then (c) the same check warm and (s) `check
# viper` (--template) after it. With MODGEN_BASELINE=<modgen binary> (an earlier build), the before and
# after of a change in one run: (e0) and (p0) are that binary's two plans, (p) this build's default plan.
#
#   scripts/bench-check.sh [--runs N] [--template NAME] [--after-full]
#   scripts/bench-check.sh --all [--only NAME] [--exhaustive]
#   scripts/bench-check.sh --plans
#
# Prints the median of N runs of each figure (N = 1 by default: cold builds take minutes; --all runs
# once) and `uptime` before and after --all. Uses a release build of modgen (SCRATCH chooses its build
# folder).
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=1
TEMPLATE=viper
AFTER_FULL=0
ALL=0
PLANS=0
ONLY=()
PLAN=()
usage() {
  echo "usage: scripts/bench-check.sh [--runs N] [--template NAME] [--after-full]" >&2
  echo "       scripts/bench-check.sh --all [--only NAME] [--exhaustive]" >&2
  echo "       scripts/bench-check.sh --plans" >&2
  exit 64
}
while [ $# -gt 0 ]; do
  case "$1" in
    --runs) [ $# -ge 2 ] || usage; RUNS="$2"; shift 2 ;;
    --template) [ $# -ge 2 ] || usage; TEMPLATE="$2"; shift 2 ;;
    --after-full) AFTER_FULL=1; shift ;;
    --all) ALL=1; shift ;;
    --only) [ $# -ge 2 ] || usage; ONLY=("$2"); shift 2 ;;
    --exhaustive) PLAN=(--exhaustive); shift ;;
    --plans) PLANS=1; shift ;;
    *) usage ;;
  esac
done
if { [ "${#ONLY[@]}" -gt 0 ] || [ "${#PLAN[@]}" -gt 0 ]; } && [ "$ALL" = 0 ]; then usage; fi
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
# the scratch package; BIN runs another modgen binary.
mkdir -p "$WORK/project"
check() {
  local cache="$1"; shift
  local start; start=$(now)
  if ! (cd "$WORK/project" && XDG_CACHE_HOME="$cache" MODGEN_CHECK_SHARED_CORE="${SHARED_CORE:-1}" \
    "${BIN:-$MODGEN}" check "$@" --keep >"$WORK/last.out" 2>"$WORK/last.err"); then
    echo "modgen check failed:" >&2; cat "$WORK/last.out" "$WORK/last.err" >&2; exit 1
  fi
  seconds "$start" "$(now)"
}
package_of_last() { sed -n 's/^note: the scratch package is kept in //p' "$WORK/last.err"; }

if [ "$PLANS" = 1 ]; then
  export MODGEN_CHECK_TIMEOUT="${MODGEN_CHECK_TIMEOUT:-14400}"
  every=$(cd "$WORK/project" && "$MODGEN" check --exhaustive --list | wc -l)
  pairs=$(cd "$WORK/project" && "$MODGEN" check --list | wc -l)
  echo "modgen check of every built-in template, cold, one run"
  echo "  load before: $(uptime)"
  if [ -n "${MODGEN_BASELINE:-}" ]; then
    # Before and after in one run: the earlier build's plans, then this build's default plan.
    before_every=$(cd "$WORK/project" && "$MODGEN_BASELINE" check --exhaustive --list | wc -l)
    before_pairs=$(cd "$WORK/project" && "$MODGEN_BASELINE" check --list | wc -l)
    exhaustive=$(BIN="$MODGEN_BASELINE" check "$WORK/cache-before-exhaustive" --exhaustive)
    echo "  (e0) before: every combination, $before_every variants   $exhaustive s"
    before=$(BIN="$MODGEN_BASELINE" check "$WORK/cache-before-pairs")
    echo "  (p0) before: every pair of values, $before_pairs variants  $before s"
  else
    exhaustive=$(check "$WORK/cache-exhaustive" --exhaustive)
    echo "  (e) every combination, $every variants             $exhaustive s"
  fi
  pairwise=$(check "$WORK/cache-pairs")
  echo "  (p) every pair of values, $pairs variants           $pairwise s"
  warm=$(check "$WORK/cache-pairs")
  echo "  (c) warm, nothing changed                          $warm s"
  subset=$(check "$WORK/cache-pairs" "$TEMPLATE")
  echo "  (s) then check $TEMPLATE                              $subset s"
  awk -v a="$pairwise" -v b="$exhaustive" 'BEGIN { printf "  (p)/(e)                                            %.2f\n", a / b }'
  if [ -n "${MODGEN_BASELINE:-}" ]; then
    awk -v a="$pairwise" -v b="$before" 'BEGIN { printf "  (p)/(p0)                                           %.2f\n", a / b }'
  fi
  echo "  load after: $(uptime)"
  exit 0
fi

if [ "$ALL" = 1 ]; then
  # A cold full check's one `swift build` can pass check's default 30-minute limit on a loaded machine.
  export MODGEN_CHECK_TIMEOUT="${MODGEN_CHECK_TIMEOUT:-14400}"
  label="${ONLY[*]:-every built-in template}"
  variants=$(cd "$WORK/project" && "$MODGEN" check "${ONLY[@]}" "${PLAN[@]}" --list | wc -l)
  echo "modgen check of $label ($variants variants), one run"
  echo "  load before: $(uptime)"
  cache="$WORK/cache-all"
  cold_all=$(check "$cache" "${ONLY[@]}" "${PLAN[@]}")
  echo "  (a) cold, empty cache (core build included)        $cold_all s"
  shared_package=$(package_of_last)
  warm_all=$(check "$cache" "${ONLY[@]}" "${PLAN[@]}")
  echo "  (c) warm, nothing changed                          $warm_all s"

  # The self-contained package, written by check but not built: the wrapper answers `swift --version`
  # (part of check's inputs) and refuses `swift build`, so check fails there with the package written.
  real_swift=$(command -v swift)
  printf '#!/bin/sh\nif [ "$1" = build ]; then echo "swift build refused: only the package is wanted" >&2; exit 1; fi\nexec "%s" "$@"\n' \
    "$real_swift" >"$WORK/swift-write-only"
  chmod +x "$WORK/swift-write-only"
  if (cd "$WORK/project" && XDG_CACHE_HOME="$WORK/self-contained" MODGEN_CHECK_SHARED_CORE=0 \
    MODGEN_SWIFT="$WORK/swift-write-only" "$MODGEN" check "${ONLY[@]}" "${PLAN[@]}" --keep >"$WORK/last.out" 2>"$WORK/last.err"); then
    echo "modgen check passed with swift build refused: the package was not written as expected" >&2; exit 1
  fi
  self_contained=$(package_of_last)
  if [ -z "$self_contained" ] || [ ! -f "$self_contained/Package.swift" ]; then
    echo "no self-contained package was written:" >&2; cat "$WORK/last.out" "$WORK/last.err" >&2; exit 1
  fi
  # Same variants, same files: the packages differ only in Package.swift and the core's targets (ModuleCore
  # and the UIKit stand-in), which the self-contained one holds and the other links from the core build.
  core_names=$(for folder in "$cache"/modgen/check/core/*/Sources/*; do basename "$folder"; done | sort)
  core_count=$(echo "$core_names" | grep -c .)
  expected_only=$(for name in $core_names; do echo "Only in $self_contained/Sources: $name"; done)
  unexpected=$(diff -rq -x .build -x .modgen -x Package.swift "$shared_package" "$self_contained" |
    grep -vxF "$expected_only" || true)
  if [ -n "$unexpected" ]; then
    echo "the self-contained package differs from the check's beyond the core targets:" >&2
    echo "$unexpected" | head -20 >&2; exit 1
  fi
  targets() { grep -cE '^    \.(target|testTarget)\(name: ' "$1/Package.swift"; }
  shared_targets=$(targets "$shared_package")
  self_targets=$(targets "$self_contained")
  if [ "$self_targets" != "$((shared_targets + core_count))" ]; then
    echo "target counts differ: $shared_targets in the check's package, $self_targets in the self-contained" \
      "one ($core_count core targets)" >&2
    exit 1
  fi

  plain_dir="$WORK/plain-all"
  mkdir -p "$plain_dir"
  (cd "$self_contained" && tar --exclude=./.build --exclude=./.modgen -cf - .) | (cd "$plain_dir" && tar -xf -)
  echo "  same variants: $shared_targets targets in the check's package, the same plus the $core_count core" \
    "targets ($(echo $core_names)) in the plain one"
  start=$(now)
  (cd "$plain_dir" && NO_COLOR=1 swift build --build-tests >"$WORK/plain.log" 2>&1) || {
    echo "plain swift build failed:" >&2; tail -40 "$WORK/plain.log" >&2; exit 1
  }
  plain_all=$(seconds "$start" "$(now)")
  echo "  (b) plain swift build --build-tests, same package  $plain_all s"
  awk -v a="$cold_all" -v b="$plain_all" 'BEGIN { printf "  (a)/(b)                                            %.2f\n", a / b }'
  echo "  load after: $(uptime)"
  exit 0
fi

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
