#!/usr/bin/env bash
# Benchmark of `modgen check`: cold and warm times on the built-in templates, the time
# after changing one template, and the cold time against a plain `swift build --build-tests`
# (and `swift test`) of the same generated files laid out by hand in a fresh folder.
#
#   scripts/bench-check.sh            # uses a release build of modgen
#   SCRATCH=.build-bench scripts/bench-check.sh
#
# Each figure is one run: cold builds take tens of seconds, so repeat the script to see spread.
set -euo pipefail
cd "$(dirname "$0")/.."
SCRATCH="${SCRATCH:-.build-bench}"
swift build -c release --product modgen --scratch-path "$SCRATCH" >/dev/null
MODGEN="$PWD/$SCRATCH/release/modgen"

WORK="$(mktemp -d "${TMPDIR:-/tmp}/modgen-bench-check.XXXXXX")"
trap 'rm -rf "$WORK"' EXIT
cp -R Templates "$WORK/templates"
export XDG_CACHE_HOME="$WORK/cache"

now() { date +%s.%N; }
seconds() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", b - a }'; }
run_check() { "$MODGEN" check --templates "$WORK/templates" --keep >"$WORK/last.out" 2>"$WORK/last.err"; }

start=$(now); run_check; cold=$(seconds "$start" "$(now)")
start=$(now); run_check; warm=$(seconds "$start" "$(now)")
# Change one template: a comment line in viper's presenter (one file of two variants).
presenter=$(ls "$WORK"/templates/viper/Code/*Presenter*.liquid | head -1)
printf '\n// benchmark edit\n' >>"$presenter"
start=$(now); run_check; changed=$(seconds "$start" "$(now)")

# The same generated files (the scratch package modgen check wrote), laid out by hand in a fresh
# folder and built with plain SwiftPM commands.
package=$(sed -n 's/^note: the scratch package is kept in //p' "$WORK/last.err")
mkdir -p "$WORK/plain"
(cd "$package" && tar --exclude=./.build --exclude=./.modgen -cf - .) | (cd "$WORK/plain" && tar -xf -)
start=$(now); (cd "$WORK/plain" && NO_COLOR=1 swift build --build-tests >/dev/null 2>&1); plain_build=$(seconds "$start" "$(now)")
start=$(now); (cd "$WORK/plain" && NO_COLOR=1 swift test --skip-build >/dev/null 2>&1); plain_test=$(seconds "$start" "$(now)")

ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }
plain_total=$(awk -v a="$plain_build" -v b="$plain_test" 'BEGIN { printf "%.2f", a + b }')
echo "modgen check on the built-in templates ($(grep -c '^[a-z]' "$WORK/last.out" | awk '{print $1 - 1}') variants)"
echo "  cold (empty cache)                      ${cold} s"
echo "  warm (nothing changed)                  ${warm} s"
echo "  one template changed                    ${changed} s"
echo "plain SwiftPM on the same files, cold"
echo "  swift build --build-tests               ${plain_build} s"
echo "  swift build --build-tests + swift test  ${plain_total} s"
echo "ratio cold check / plain build            $(ratio "$cold" "$plain_build")"
echo "ratio cold check / plain build + test     $(ratio "$cold" "$plain_total")"
