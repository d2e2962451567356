/// Small helpers for slash-separated paths, shared by the file systems, the catalog and the planner.
package enum PathComponents {
  /// The non-empty components of `path` (`"/a//b/"` gives `["a", "b"]`).
  package static func split(_ path: String) -> [String] {
    path.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: true).map { String(Substring($0)) }
  }

  /// An absolute path made of `components` (`[]` gives `"/"`).
  package static func join(_ components: [String]) -> String {
    "/" + components.joined(separator: "/")
  }

  /// Whether `path` is `root` or lies below it (both absolute, already normalised).
  static func isInside(_ path: String, root: String) -> Bool {
    let pathParts = split(path)
    let rootParts = split(root)
    return pathParts.count >= rootParts.count && Array(pathParts.prefix(rootParts.count)) == rootParts
  }

  /// `path` relative to `root` when it lies below it, else `nil`.
  package static func relative(_ path: String, to root: String) -> String? {
    guard isInside(path, root: root) else { return nil }
    return split(path).dropFirst(split(root).count).joined(separator: "/")
  }

  /// An absolute `path` with `.` and `..` resolved and repeated slashes dropped, by text alone
  /// (what `standardizedFileURL` does, without building URLs).
  package static func normalized(_ path: String) -> String {
    var parts: [String] = []
    for part in split(path) {
      if part == "." { continue }
      if part == ".." {
        _ = parts.popLast()
        continue
      }
      parts.append(part)
    }
    return join(parts)
  }
}
