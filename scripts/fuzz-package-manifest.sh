#!/usr/bin/env bash
# Fuzz the Package.swift reader and editor with libFuzzer + AddressSanitizer.
#   scripts/fuzz-package-manifest.sh [seconds]   (default 600)
# Builds .fuzz-package-manifest/package-manifest-fuzz from Sources/SwiftPackageManifest and
# Sources/Located with Fuzz/PackageManifestFuzz.swift, seeds the corpus with the Package.swift files
# in this repository (its own, the examples' and the test fixtures'), and runs. Crashes land in
# .fuzz-package-manifest/crashes/.
set -euo pipefail
seconds="${1:-600}"
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$root/.fuzz-package-manifest"
mkdir -p "$work/corpus" "$work/crashes"
rm -rf "$work/src" && mkdir -p "$work/src"
while IFS= read -r file; do
  sed '/^import Located$/d' "$file" > "$work/src/$(echo "${file#/}" | tr '/' '_')"
done < <(find "$root/Sources/SwiftPackageManifest" "$root/Sources/Located" -name '*.swift' | sort)
mapfile -t sources < <(find "$work/src" -name '*.swift' | sort)
echo "building package-manifest-fuzz from ${#sources[@]} files" >&2
swiftc -sanitize=fuzzer,address -parse-as-library -swift-version 6 -package-name modgen -O -g \
  -module-name PackageManifestFuzz "${sources[@]}" "$root/Fuzz/PackageManifestFuzz.swift" -o "$work/package-manifest-fuzz"
if [ -z "$(ls -A "$work/corpus")" ]; then
  n=0
  while IFS= read -r manifest; do
    n=$((n + 1)); cp "$manifest" "$work/corpus/seed-$n.swift"
  done < <(find "$root" -name Package.swift -not -path '*/.build*' -not -path '*/.fuzz*' | sort)
fi
cd "$work"
exec ./package-manifest-fuzz -max_total_time="$seconds" -max_len=16384 -timeout=10 -rss_limit_mb=4096 \
  -artifact_prefix="$work/crashes/" -print_final_stats=1 "$work/corpus"
