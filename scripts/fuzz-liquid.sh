#!/usr/bin/env bash
# Fuzz the Liquid engine with libFuzzer + AddressSanitizer.
#   scripts/fuzz-liquid.sh [seconds] [runs]   (default 600 seconds; runs: stop after that many inputs)
# Builds .fuzz/liquid-fuzz from Sources/Liquid/**/*.swift and Fuzz/LiquidFuzz.swift, seeds a
# corpus from the conformance templates (../shared/conformance/golden-liquid) when present, and
# runs for the given time. Crashing inputs land in .fuzz/crashes/; turn each into a test in
# Tests/LiquidTests/FuzzRegressionTests.swift.
set -euo pipefail
seconds="${1:-600}"
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$root/.fuzz"
mkdir -p "$work/corpus" "$work/crashes"

# The engine and the layer below it (Located) are compiled into one module with the harness, so
# their `import Located` lines are dropped from copies. LIQUID_SOURCES may name another engine
# folder (e.g. an older revision, to see that the harness finds a fixed crash again).
engine="${LIQUID_SOURCES:-$root/Sources/Liquid}"
rm -rf "$work/src" && mkdir -p "$work/src"
while IFS= read -r file; do
  sed '/^import Located$/d' "$file" > "$work/src/$(echo "${file#/}" | tr '/' '_')"
done < <(find "$engine" "$root/Sources/Located" -name '*.swift' | sort)
mapfile -t sources < <(find "$work/src" -name '*.swift' | sort)
echo "building liquid-fuzz from ${#sources[@]} files" >&2
swiftc -sanitize=fuzzer,address -parse-as-library -swift-version 6 -package-name modgen -O -g \
  -module-name LiquidFuzz "${sources[@]}" "$root/Fuzz/LiquidFuzz.swift" -o "$work/liquid-fuzz"

shared="$root/../shared/conformance/golden-liquid"
if [ -f "$shared/golden_liquid.json" ] && [ -z "$(ls -A "$work/corpus")" ]; then
  ruby -rjson -e '
    data = JSON.parse(File.read(ARGV[0]))
    data["tests"].each_with_index do |t, i|
      File.write(File.join(ARGV[1], format("golden-%04d.liquid", i)), t["template"])
      (t["templates"] || {}).each_with_index { |(_, s), j| File.write(File.join(ARGV[1], format("golden-%04d-%d.liquid", i, j)), s) }
    end' "$shared/golden_liquid.json" "$work/corpus"
  find "$shared/benchmark_fixtures" -name '*.liquid' -exec cp {} "$work/corpus/" \; 2>/dev/null || true
  echo "seeded $(ls "$work/corpus" | wc -l) corpus files" >&2
fi

cd "$work"
exec ./liquid-fuzz -max_total_time="$seconds" ${2:+-runs="$2"} -max_len=4096 -timeout=10 -rss_limit_mb=4096 \
  -dict="$root/Fuzz/liquid.dict" -artifact_prefix="$work/crashes/" -print_final_stats=1 "$work/corpus"
