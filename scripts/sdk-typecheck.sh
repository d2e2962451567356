#!/usr/bin/env bash
# Type-checks Swift files against Apple's iPhoneOS SDK with the Linux (or any non-Xcode) Swift toolchain.
#
#   scripts/sdk-typecheck.sh <path-to-iPhoneOS17.0.sdk> [files...]
#
# Without files it type-checks ModuleCore's sources (Sources/ModuleCore). It runs
#   swiftc -typecheck -swift-version 6 -target arm64-apple-ios16.0 -sdk <sdk> -resource-dir <folder>
# where <folder> is a copy (links) of the toolchain's resource folder ($(dirname $(which swiftc))/../lib/swift)
# without the CoreFoundation, Dispatch and os module maps and headers, which would shadow the SDK's, and with an
# `os.apinotes` the SDK's `os` Swift overlay needs (Xcode's toolchain carries one; the Linux one does not).
#
# Environment: SWIFTC (default: swiftc on PATH), SDK_TYPECHECK_TARGET (default arm64-apple-ios16.0, the
# package's deployment target), SDK_TYPECHECK_FLAGS (extra swiftc flags, split on spaces),
# SDK_TYPECHECK_CACHE (where the resource folder and module cache go; default a folder under $TMPDIR).
# The exit status is swiftc's.
set -euo pipefail

if [[ $# -lt 1 || "$1" == "-h" || "$1" == "--help" ]]; then
  sed -n '2,14p' "$0" | sed 's/^# \{0,1\}//'
  [[ $# -lt 1 ]] && exit 2 || exit 0
fi

sdk=$(cd "$1" && pwd)
shift
if [[ ! -d "$sdk/System/Library/Frameworks/UIKit.framework" ]]; then
  echo "error: $sdk is not an iPhoneOS SDK (no System/Library/Frameworks/UIKit.framework)" >&2
  exit 2
fi

root=$(cd "$(dirname "$0")/.." && pwd)
swiftc=${SWIFTC:-$(command -v swiftc)}
target=${SDK_TYPECHECK_TARGET:-arm64-apple-ios16.0}
resources=$(cd "$(dirname "$swiftc")/../lib/swift" && pwd)
cache=${SDK_TYPECHECK_CACHE:-${TMPDIR:-/tmp}/modgen-sdk-typecheck-$(id -u)}

files=("$@")
module=SDKTypecheck
if [[ ${#files[@]} -eq 0 ]]; then
  module=ModuleCore
  while IFS= read -r file; do files+=("$file"); done < <(find "$root/Sources/ModuleCore" -name '*.swift' | sort)
fi

# The resource folder: every entry linked except the CoreFoundation, dispatch and os folders (the Linux
# toolchain's own CoreFoundation, Dispatch and os headers and module maps, which shadow the SDK's);
# `apinotes/` is rebuilt as a folder of links that gains `os.apinotes`.
folder="$cache/resource-dir"
if [[ ! -f "$folder/.complete" || "$(cat "$folder/.complete")" != "$resources" ]]; then
  rm -rf "$folder"
  mkdir -p "$folder"
  for entry in "$resources"/*; do
    name=$(basename "$entry")
    case "$name" in
    CoreFoundation | dispatch | os) ;;
    apinotes)
      mkdir "$folder/$name"
      for file in "$entry"/*; do ln -s "$file" "$folder/$name/"; done
      ;;
    *) ln -s "$entry" "$folder/$name" ;;
    esac
  done
  # What the SDK's `os` overlay (usr/lib/swift/os.swiftmodule) expects of the C module `os`: the Swift
  # names of its log and signpost types, the two C entry points it calls under `__` names, and the other
  # C entry points it wraps hidden from Swift.
  cat >"$folder/apinotes/os.apinotes" <<'NOTES'
Name: os
Typedefs:
- Name: os_log_type_t
  SwiftName: OSLogType
- Name: os_signpost_type_t
  SwiftName: OSSignpostType
- Name: os_log_t
  Availability: nonswift
- Name: os_trace_payload_t
  Availability: nonswift
Classes:
- Name: OS_os_log
  SwiftName: OSLog
Enumerators:
- Name: OS_LOG_TYPE_DEFAULT
  SwiftPrivate: true
- Name: OS_LOG_TYPE_INFO
  SwiftPrivate: true
- Name: OS_LOG_TYPE_DEBUG
  SwiftPrivate: true
- Name: OS_LOG_TYPE_ERROR
  SwiftPrivate: true
- Name: OS_LOG_TYPE_FAULT
  SwiftPrivate: true
- Name: OS_SIGNPOST_EVENT
  SwiftPrivate: true
- Name: OS_SIGNPOST_INTERVAL_BEGIN
  SwiftPrivate: true
- Name: OS_SIGNPOST_INTERVAL_END
  SwiftPrivate: true
Functions:
- Name: os_log_create
  SwiftName: 'OSLog.init(__subsystem:category:)'
  SwiftPrivate: true
  NullabilityOfRet: N
- Name: os_log_type_enabled
  SwiftName: 'OSLog.isEnabled(self:type:)'
- Name: os_signpost_enabled
  SwiftPrivate: true
- Name: os_signpost_id_generate
  SwiftPrivate: true
  NullabilityOfRet: O
- Name: os_signpost_id_make_with_pointer
  SwiftPrivate: true
  NullabilityOfRet: O
- Name: _os_log_impl
  SwiftPrivate: true
- Name: _os_log_error_impl
  Availability: nonswift
- Name: _os_log_fault_impl
  Availability: nonswift
- Name: _os_log_create
  Availability: nonswift
- Name: _os_log_sensitive_deprecated
  Availability: nonswift
- Name: _os_trace_with_buffer
  Availability: nonswift
- Name: _os_signpost_emit_with_name_impl
  SwiftPrivate: true
- Name: os_log_is_enabled
  Availability: nonswift
- Name: os_log_is_debug_enabled
  Availability: nonswift
NOTES
  echo "$resources" >"$folder/.complete"
fi

extra=()
if [[ -n "${SDK_TYPECHECK_FLAGS:-}" ]]; then read -r -a extra <<<"$SDK_TYPECHECK_FLAGS"; fi
exec "$swiftc" -typecheck -swift-version 6 -target "$target" -sdk "$sdk" -resource-dir "$folder" \
  -module-cache-path "$cache/module-cache" -module-name "$module" ${extra[@]+"${extra[@]}"} "${files[@]}"
