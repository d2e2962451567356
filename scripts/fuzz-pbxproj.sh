#!/usr/bin/env bash
# Fuzz the project.pbxproj reader and editor with libFuzzer + AddressSanitizer.
#   scripts/fuzz-pbxproj.sh [seconds]   (default 600)
# Builds .fuzz-pbxproj/pbxproj-fuzz from Sources/XcodeProject and Sources/Located with
# Fuzz/PbxprojFuzz.swift, seeds the corpus with the conformance projects when present
# (../shared/conformance/xcodeproj), and runs. Crashes land in .fuzz-pbxproj/crashes/.
set -euo pipefail
seconds="${1:-600}"
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$root/.fuzz-pbxproj"
mkdir -p "$work/corpus" "$work/crashes"
rm -rf "$work/src" && mkdir -p "$work/src"
while IFS= read -r file; do
  sed '/^import Located$/d' "$file" > "$work/src/$(echo "${file#/}" | tr '/' '_')"
done < <(find "$root/Sources/XcodeProject" "$root/Sources/Located" -name '*.swift' | sort)
mapfile -t sources < <(find "$work/src" -name '*.swift' | sort)
echo "building pbxproj-fuzz from ${#sources[@]} files" >&2
swiftc -sanitize=fuzzer,address -parse-as-library -swift-version 6 -package-name modgen -O -g \
  -module-name PbxprojFuzz "${sources[@]}" "$root/Fuzz/PbxprojFuzz.swift" -o "$work/pbxproj-fuzz"
shared="$root/../shared/conformance/xcodeproj"
if [ -d "$shared" ] && [ -z "$(ls -A "$work/corpus")" ]; then
  cp "$shared"/*.pbxproj "$work/corpus/"
fi
cd "$work"
exec ./pbxproj-fuzz -max_total_time="$seconds" -max_len=65536 -timeout=10 -rss_limit_mb=4096 \
  -artifact_prefix="$work/crashes/" -print_final_stats=1 "$work/corpus"
