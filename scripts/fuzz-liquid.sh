#!/usr/bin/env bash
# Fuzz the Liquid engine with libFuzzer + AddressSanitizer.
#   scripts/fuzz-liquid.sh [seconds]      (default 600)
# Builds .fuzz/liquid-fuzz from Sources/Liquid/**/*.swift and Fuzz/LiquidFuzz.swift, seeds a
# corpus from the conformance templates (../shared/conformance/golden-liquid) when present, and
# runs for the given time. Crashing inputs land in .fuzz/crashes/; turn each into a test in
# Tests/LiquidTests/FuzzRegressionTests.swift.
set -euo pipefail
seconds="${1:-600}"
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$root/.fuzz"
mkdir -p "$work/corpus" "$work/crashes"

mapfile -t sources < <(find "$root/Sources/Liquid" -name '*.swift' | sort)
echo "building liquid-fuzz from ${#sources[@]} engine files" >&2
swiftc -sanitize=fuzzer,address -parse-as-library -swift-version 6 -O -g \
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
exec ./liquid-fuzz -max_total_time="$seconds" -max_len=4096 -timeout=10 -rss_limit_mb=4096 \
  -artifact_prefix="$work/crashes/" -print_final_stats=1 "$work/corpus"
