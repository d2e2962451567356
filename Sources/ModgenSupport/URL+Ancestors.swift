import Foundation

extension URL {
  /// This folder and every folder above it, nearest first, ending at the root: the search path
  /// for files found "in this folder or the nearest one above" (modgen.json, `.git`, a checkout).
  /// `.` and `..` are resolved by text first, as `standardizedFileURL` would.
  package var selfAndAncestors: [URL] {
    PathComponents.selfAndAncestors(of: filePath).map { URL(fileURLWithPath: $0, isDirectory: false) }
  }
}
