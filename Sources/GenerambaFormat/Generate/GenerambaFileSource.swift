import Foundation

/// Read access to a project folder: the Rambafile, `Templates/`, template files and snippets.
/// Paths are relative to the project, `/`-separated.
///
/// A path that does not exist as written is looked up again ignoring letter case, one
/// component at a time: Generamba ran on macOS, whose disks ignore case, and real templates
/// rely on it (`ViewController.h.liquid` naming `viewController.h.liquid`).
package struct GenerambaFileSource: Sendable {
  /// The bytes of the file at a path, or nil when there is none.
  package var readFile: @Sendable (String) -> [UInt8]?
  /// The names in the folder at a path (`""` is the project itself), or nil when there is none.
  package var listDirectory: @Sendable (String) -> [String]?

  /// A source from two closures.
  package init(
    readFile: @escaping @Sendable (String) -> [UInt8]?, listDirectory: @escaping @Sendable (String) -> [String]?
  ) {
    self.readFile = readFile
    self.listDirectory = listDirectory
  }

  /// The project folder at `root` on disk.
  package static func directory(_ root: URL) -> GenerambaFileSource {
    let base = root.path.hasSuffix("/") ? root.path : root.path + "/"
    return GenerambaFileSource(
      readFile: { path in
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: base + path, isDirectory: &isDirectory), !isDirectory.boolValue,
          let data = FileManager.default.contents(atPath: base + path)
        else { return nil }
        return [UInt8](data)
      },
      listDirectory: { path in try? FileManager.default.contentsOfDirectory(atPath: base + path) })
  }

  /// Files held in memory, by relative path; folders are those the paths imply.
  package static func inMemory(_ files: [String: String]) -> GenerambaFileSource {
    GenerambaFileSource(
      readFile: { path in files[path].map { Array($0.utf8) } },
      listDirectory: { path in
        let prefix = path.isEmpty ? "" : path + "/"
        var names: Set<String> = []
        for key in files.keys where key.hasPrefix(prefix) {
          if let name = key.dropFirst(prefix.count).split(separator: "/").first { names.insert(String(name)) }
        }
        return names.isEmpty ? nil : names.sorted()
      })
  }

  /// The file at `path`, or, when there is none, at the one path that matches it ignoring
  /// letter case; returns the path actually read with the bytes.
  package func read(_ path: String) -> (path: String, bytes: [UInt8])? {
    if let bytes = readFile(path) { return (path, bytes) }
    guard let resolved = resolveIgnoringCase(path), resolved != path, let bytes = readFile(resolved) else {
      return nil
    }
    return (resolved, bytes)
  }

  /// `path` with each component replaced by the existing name equal to it ignoring case (the
  /// exact name first, then the first in sorted order), or nil when some component has none.
  package func resolveIgnoringCase(_ path: String) -> String? {
    var resolved = ""
    for component in path.split(separator: "/", omittingEmptySubsequences: true) {
      let name = String(component)
      if name == "." || name == ".." { return nil }
      guard let names = listDirectory(resolved) else { return nil }
      let match =
        names.contains(name) ? name : names.sorted().first { $0.lowercased() == name.lowercased() }
      guard let match else { return nil }
      resolved = resolved.isEmpty ? match : resolved + "/" + match
    }
    return resolved
  }
}
