/// Small helpers for slash-separated paths, shared by the file systems, the catalog and the planner.
package enum PathComponents {
  /// The non-empty components of `path` (`"/a//b/"` gives `["a", "b"]`). One pass over the bytes:
  /// planning a module splits a few hundred paths, and the standard library's `split` then `map`
  /// made two arrays and a substring per component.
  package static func split(_ path: String) -> [String] {
    var path = path
    return path.withUTF8 { bytes in
      var components: [String] = []
      var start = 0
      for index in 0..<bytes.count where bytes[index] == slash {
        if index > start {
          components.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
        }
        start = index + 1
      }
      if bytes.count > start {
        components.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self))
      }
      return components
    }
  }

  private static let slash = UInt8(ascii: "/")

  /// An absolute path made of `components` (`[]` gives `"/"`).
  package static func join(_ components: [String]) -> String {
    "/" + joinRelative(components)
  }

  /// `components` joined with `/`, appended by hand: `joined(separator:)` costs a runtime
  /// conformance search on its first use, a noticeable part of a short `gen`.
  package static func joinRelative(_ components: [String]) -> String {
    var path = ""
    path.reserveCapacity(components.reduce(0) { $0 + $1.utf8.count + 1 })
    for (index, component) in components.enumerated() {
      if index > 0 { path.append("/") }
      path.append(component)
    }
    return path
  }

  /// `path` made absolute and normalized: an absolute path stays, any other is joined to `base`
  /// (an absolute folder). No `~`: this is the rule for paths written in other tools' files (git's),
  /// not for the paths a user gives modgen (``PathResolver``).
  package static func absolute(_ path: String, base: String) -> String {
    normalized(path.hasPrefix("/") ? path : base + "/" + path)
  }

  /// `name` inside absolute folder `folder` (`"/"` gives `"/name"`): what `appendingPathComponent`
  /// gives a file URL, as text.
  package static func child(_ name: String, of folder: String) -> String {
    folder.utf8.last == UInt8(ascii: "/") ? folder + name : folder + "/" + name
  }

  /// The last component of `path` (`"a/b.swift"` gives `"b.swift"`; a path without a slash is
  /// its own last component).
  package static func lastComponent(of path: String) -> String {
    var copy = path
    return copy.withUTF8 { bytes in
      var end = bytes.count
      while end > 0 && bytes[end - 1] == slash { end -= 1 }
      var start = end
      while start > 0 && bytes[start - 1] != slash { start -= 1 }
      if start >= end || (start == 0 && end == bytes.count) { return path }
      return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }
  }

  /// The folder holding `path` (absolute): `"/a/b"` gives `"/a"`, `"/a"` and `"/"` give `"/"`.
  package static func parent(of path: String) -> String {
    var copy = path
    return copy.withUTF8 { bytes in
      var index = bytes.count
      while index > 1 {
        index -= 1
        if bytes[index] == slash {
          return String(decoding: UnsafeBufferPointer(rebasing: bytes[..<index]), as: UTF8.self)
        }
      }
      return "/"
    }
  }

  /// Absolute `path` (normalized first) and every folder above it, nearest first, ending at `/`.
  package static func selfAndAncestors(of path: String) -> [String] {
    var folders = [normalized(path)]
    while folders[folders.count - 1] != "/" { folders.append(parent(of: folders[folders.count - 1])) }
    return folders
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
  package static func isNormalized(_ path: String) -> Bool {
    var path = path
    return path.withUTF8 { bytes in
      guard bytes.first == slash else { return false }
      if bytes.count == 1 { return true }
      if bytes.last == slash { return false }
      let dot = UInt8(ascii: ".")
      for index in bytes.indices where bytes[index] == slash && index + 1 < bytes.count {
        let next = bytes[index + 1]
        if next == slash { return false }
        if next == dot {
          let after = index + 2 < bytes.count ? bytes[index + 2] : slash
          if after == slash { return false }
          if after == dot, index + 3 >= bytes.count || bytes[index + 3] == slash { return false }
        }
      }
      return true
    }
  }
}
