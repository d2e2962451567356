import Foundation

/// Identifies the Swift toolchain a command would run without running it: the `swift` found on
/// `PATH` with its links followed, its size and modification time, and on macOS the selected
/// Xcode. Starting `swift --version` costs a few hundred milliseconds; this costs a few `stat`s.
/// A different toolchain, or the same one updated in place, gives a different fingerprint.
package enum ToolchainFingerprint {
  /// The fingerprint of `swift` (a name looked up on `PATH`, or a path) for `environment` (its
  /// `PATH`, `DEVELOPER_DIR` and `TOOLCHAINS`), or nil when it is not found.
  package static func current(swift: String = "swift", environment: [String: String]) -> String? {
    guard let found = ExecutableLocator.find(swift, path: environment["PATH"]) else { return nil }
    var parts = [FileFingerprint.describe(URL(fileURLWithPath: found).resolvingSymlinksInPath().path)]
    parts.append("DEVELOPER_DIR=\(environment["DEVELOPER_DIR"] ?? "")")
    parts.append("TOOLCHAINS=\(environment["TOOLCHAINS"] ?? "")")
    #if canImport(Darwin)
      // `/usr/bin/swift` is a shim; the Xcode that `xcode-select` chose decides the toolchain.
      let selected = URL(fileURLWithPath: "/var/db/xcode_select_link").resolvingSymlinksInPath()
      let plist = selected.deletingLastPathComponent().appendingPathComponent("Info.plist")
      parts.append(FileFingerprint.describe(plist.path))
    #endif
    return parts.joined(separator: "\n")
  }
}
