#!/usr/bin/env bash
# Fuzz Generamba mode's YAML reader and .rambaspec path with libFuzzer + AddressSanitizer.
#   scripts/fuzz-yaml.sh [seconds] [runs]   (default 600 seconds; runs: stop after that many inputs)
# Builds .fuzz/yaml/yaml-fuzz from Sources/{Located,Liquid,GenerambaFormat}/**/*.swift and
# Fuzz/YAMLFuzz.swift, seeds a corpus from the conformance Rambafiles and .rambaspec files
# (../shared/conformance/generamba) when present, and runs for the given time. Crashing inputs
# land in .fuzz/yaml/crashes/; turn each into a test in Tests/GenerambaFormatTests.
set -euo pipefail
seconds="${1:-600}"
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$root/.fuzz/yaml"
mkdir -p "$work/corpus" "$work/crashes"

# The three layers are compiled into one module with the harness, so their imports of each
# other are dropped from the copies.
rm -rf "$work/src" && mkdir -p "$work/src"
while IFS= read -r file; do
  sed -e '/^import Located$/d' -e '/^import Liquid$/d' "$file" > "$work/src/$(echo "${file#/}" | tr '/' '_')"
done < <(find "$root/Sources/Located" "$root/Sources/Liquid" "$root/Sources/GenerambaFormat" -name '*.swift' | sort)
mapfile -t sources < <(find "$work/src" -name '*.swift' | sort)
echo "building yaml-fuzz from ${#sources[@]} files" >&2
swiftc -sanitize=fuzzer,address -parse-as-library -swift-version 6 -package-name modgen -O -g \
  -module-name YAMLFuzz "${sources[@]}" "$root/Fuzz/YAMLFuzz.swift" -o "$work/yaml-fuzz"

shared="$root/../shared/conformance/generamba"
if [ -d "$shared" ] && [ -z "$(ls -A "$work/corpus")" ]; then
  i=0
  while IFS= read -r file; do
    cp "$file" "$work/corpus/seed-$(printf '%04d' "$i")"
    i=$((i + 1))
  done < <(find "$shared/rambafiles" "$shared/inputs" "$shared/templates" \( -name Rambafile -o -name '*.rambaspec' \) | sort)
  echo "seeded $i corpus files" >&2
fi

cd "$work"
exec ./yaml-fuzz -max_total_time="$seconds" ${2:+-runs="$2"} -max_len=4096 -timeout=10 -rss_limit_mb=4096 \
  -artifact_prefix="$work/crashes/" -print_final_stats=1 "$work/corpus"
