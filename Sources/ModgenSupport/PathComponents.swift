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
    root == "/" || path == root || path.hasPrefix(root + "/")
  }

  /// `path` relative to `root` when it lies below it, else `nil` (both absolute, normalised).
  package static func relative(_ path: String, to root: String) -> String? {
    if path == root { return "" }
    if root == "/" { return path.hasPrefix("/") ? String(path.dropFirst()) : nil }
    guard path.hasPrefix(root + "/") else { return nil }
    return String(path.dropFirst(root.utf8.count + 1))
  }

  /// An absolute `path` with `.` and `..` resolved and repeated slashes dropped, by text alone
  /// (what `standardizedFileURL` does, without building URLs).
  package static func normalized(_ path: String) -> String {
    if isNormalized(path) { return path }
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

  /// Whether absolute `path` is already what ``normalized(_:)`` gives: no empty, `.` or `..`
  /// component and no trailing slash (most paths are; checking costs less than splitting).
  private static func isNormalized(_ path: String) -> Bool {
    let bytes = Array(path.utf8)
    guard bytes.first == UInt8(ascii: "/") else { return false }
    if bytes.count == 1 { return true }
    if bytes.last == UInt8(ascii: "/") { return false }
    for index in bytes.indices where bytes[index] == UInt8(ascii: "/") && index + 1 < bytes.count {
      let next = bytes[index + 1]
      if next == UInt8(ascii: "/") { return false }
      if next == UInt8(ascii: ".") {
        let after = index + 2 < bytes.count ? bytes[index + 2] : UInt8(ascii: "/")
        if after == UInt8(ascii: "/") { return false }
        if after == UInt8(ascii: "."), index + 3 >= bytes.count || bytes[index + 3] == UInt8(ascii: "/") {
          return false
        }
      }
    }
    return true
  }
}
