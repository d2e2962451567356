import Foundation

/// Tells a file's version apart without reading it: its path, size and modification time. Caches
/// key on it where hashing the contents would cost more than the work they save (a toolchain's
/// `swift`, modgen's own binary).
package enum FileFingerprint {
  /// `path size mtime`, or the path alone when it cannot be read.
  package static func describe(_ path: String) -> String {
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return path }
    let size = (attributes[.size] as? NSNumber)?.int64Value ?? -1
    let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
    return "\(path) \(size) \(modified)"
  }

  /// The fingerprint of the running program's executable, so a rebuilt or upgraded modgen is told
  /// apart from the one that stored a result, even when its version number is the same.
  package static var runningExecutable: String {
    guard let executable = Bundle.main.executableURL else { return "unknown executable" }
    return describe(executable.resolvingSymlinksInPath().path)
  }
}
