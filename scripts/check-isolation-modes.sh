#!/usr/bin/env bash
# Builds and tests what the built-in templates generate in the isolation modes app targets use today: Swift 6
# with nonisolated default isolation (`plain`); Xcode 26's `defaultIsolation(MainActor.self)` together with the
# `ExistentialAny` upcoming feature on the code and test targets (`main`); and on the code target only, its tests
# staying nonisolated (`app`). Warnings are errors in all three.
#
# Each variant (viper, vip, mvvm × xctest, swift-testing) is generated twice, for `Passcode` and for
# `URLShortener` (vip's second module with `-p use_case=loadCart`), into a code target and a test target of one
# scratch package outside the repository. Every code target also declares an app's own `class ViewController`
# (Xcode's app template has one), so a generated type that named ViewController unqualified would subclass it.
#
# Usage: scripts/check-isolation-modes.sh [scratch-folder]     (default: /tmp/modgen-isolation-check)
# Not run in CI: it builds 12 targets three times. Needs `swift build --product modgen` first.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
scratch="${1:-/tmp/modgen-isolation-check}"
modgen="$root/.build/debug/modgen"
[[ -x "$modgen" ]] || { echo "build modgen first: swift build --product modgen" >&2; exit 1; }

rm -rf "$scratch/Sources" "$scratch/Tests" "$scratch/work"
mkdir -p "$scratch/Sources" "$scratch/Tests" "$scratch/work"
cp -R "$root/Sources/ModuleCore" "$scratch/Sources/ModuleCore"

targets=()
for template in viper vip mvvm; do
  for tests in xctest swift-testing; do
    target="$(echo "$template" | awk '{print toupper(substr($0,1,1)) substr($0,2)}')$(echo "$tests" | tr -d '-' | awk '{print toupper(substr($0,1,1)) substr($0,2)}')"
    targets+=("$target")
    work="$scratch/work/$target"
    mkdir -p "$work"
    printf '{ "project_name": "%s", "author": "modgen", "company": "modgen" }\n' "$target" >"$work/modgen.json"
    second=()
    [[ "$template" == vip ]] && second=(-p use_case=loadCart)
    (cd "$work" &&
      "$modgen" gen Passcode "$template" --templates "$root/Templates" -p "tests=$tests" -o "$scratch/Sources/$target" \
        --tests-output "$scratch/Tests/${target}Tests" --no-input >/dev/null &&
      "$modgen" gen URLShortener "$template" --templates "$root/Templates" -p "tests=$tests" "${second[@]}" -o "$scratch/Sources/$target" \
        --tests-output "$scratch/Tests/${target}Tests" --no-input >/dev/null)
    cat >"$scratch/Sources/$target/AppViewController.swift" <<'SWIFT'
import ModuleCore

/// The app's own view controller, as Xcode's app template declares it: generated code must not subclass it.
class ViewController: ModuleCore.ViewController {}
SWIFT
  done
done

{
  echo '// swift-tools-version:6.2'
  echo 'import PackageDescription'
  echo ''
  echo '// MODGEN_ISOLATION=main: the generated code and tests build as in a new Xcode 26 app target;'
  echo '// MODGEN_ISOLATION=app: only the code does, its tests keep nonisolated default isolation.'
  echo 'let mode = Context.environment["MODGEN_ISOLATION"] ?? "plain"'
  echo 'let xcode26: [SwiftSetting] = [.defaultIsolation(MainActor.self), .enableUpcomingFeature("ExistentialAny")]'
  echo 'let appSettings: [SwiftSetting] = mode == "plain" ? [] : xcode26'
  echo 'let testSettings: [SwiftSetting] = mode == "main" ? xcode26 : []'
  echo ''
  echo 'let package = Package('
  echo '  name: "IsolationCheck",'
  echo '  platforms: [.macOS(.v13), .iOS(.v16)],'
  echo '  targets: ['
  echo '    .target(name: "ModuleCore"),'
  for target in "${targets[@]}"; do
    echo "    .target(name: \"$target\", dependencies: [\"ModuleCore\"], swiftSettings: appSettings),"
    echo "    .testTarget(name: \"${target}Tests\", dependencies: [\"$target\", \"ModuleCore\"], swiftSettings: testSettings),"
  done
  echo '  ],'
  echo '  swiftLanguageModes: [.v6]'
  echo ')'
} >"$scratch/Package.swift"

status=0
for mode in plain main app; do
  echo "== $mode isolation" >&2
  if MODGEN_ISOLATION="$mode" swift build --build-tests --package-path "$scratch" \
    --scratch-path "$scratch/.build-$mode" -Xswiftc -warnings-as-errors >"$scratch/build-$mode.log" 2>&1; then
    if MODGEN_ISOLATION="$mode" swift test --skip-build --package-path "$scratch" \
      --scratch-path "$scratch/.build-$mode" >"$scratch/test-$mode.log" 2>&1; then
      echo "   built and tested: $(grep -E 'Executed [0-9]+ tests|Test run with' "$scratch/test-$mode.log" | tail -2 | tr '\n' ' ')" >&2
    else
      echo "   tests FAILED: see $scratch/test-$mode.log" >&2
      status=1
    fi
  else
    echo "   build FAILED: see $scratch/build-$mode.log" >&2
    grep -E 'error:' "$scratch/build-$mode.log" | sort -u | head -40 >&2 || true
    status=1
  fi
done
exit "$status"
