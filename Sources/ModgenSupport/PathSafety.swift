import Foundation

/// Rules that keep every output path inside its output root.
package enum PathSafety {
  /// Why a rendered relative path is refused (absolute, `..`, empty, a folder), or `nil` when it
  /// is acceptable.
  package static func lexicalProblem(in path: String) -> String? {
    // Byte checks on the UTF-8 view: these run for every file and partial of every template, and
    // Character-level or Foundation string searches cost far more than the paths are long.
    let bytes = path.utf8
    let blank = bytes.allSatisfy { $0 < 0x80 } ? bytes.allSatisfy(isASCIIWhitespace) : path.allSatisfy(\.isWhitespace)
    if blank { return "the path is empty" }
    if bytes.first == UInt8(ascii: "/") || bytes.first == UInt8(ascii: "~") {
      return "'\(path)' is absolute; paths are relative to the output folder"
    }
    if bytes.last == UInt8(ascii: "/") { return "'\(path)' names a folder, not a file" }
    if bytes.contains(0) { return "'\(path)' contains a NUL character" }
    // One pass over the components (empty ones, from `//`, are skipped): a `..` leaves the folder, and
    // nothing but `.` components names the folder itself.
    let slash = UInt8(ascii: "/")
    let dot = UInt8(ascii: ".")
    var length = 0
    var onlyDots = true
    var everyComponentIsDot = true
    func endComponent() -> Bool {
      defer {
        length = 0
        onlyDots = true
      }
      guard length > 0 else { return false }
      if onlyDots && length == 2 { return true }
      if !(onlyDots && length == 1) { everyComponentIsDot = false }
      return false
    }
    for byte in bytes {
      if byte == slash {
        if endComponent() { return "'\(path)' contains '..'; it would leave the output folder" }
      } else {
        length += 1
        if byte != dot { onlyDots = false }
      }
    }
    if endComponent() { return "'\(path)' contains '..'; it would leave the output folder" }
    if everyComponentIsDot { return "'\(path)' names the output folder itself" }
    return nil
  }

  /// Space, tab, line feed, vertical tab, form feed and carriage return.
  private static func isASCIIWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || (0x09...0x0D).contains(byte)
  }

  /// `path` without `.` components and repeated slashes.
  package static func normalized(_ path: String) -> String {
    PathComponents.joinRelative(PathComponents.split(path).filter { $0 != "." })
  }

  /// Resolves destinations and checks that each stays below its root (both with every symbolic
  /// link resolved), resolving each root only once.
  package struct Resolver {
    let fileSystem: any FileSystem
    /// Each root with its resolved path. A list, not a dictionary keyed by `URL`: there are one
    /// or two roots, and the first `URL`-keyed dictionary costs a runtime conformance search.
    private var roots: [(folder: URL, resolved: String)] = []
    /// Folders already resolved, by path: a module's files share a few folders.
    private var folders: [String: String] = [:]

    package init(fileSystem: any FileSystem) {
      self.fileSystem = fileSystem
    }

    /// `destination` (an absolute path) with links resolved, and whether it is still strictly
    /// below its root. Paths stay text: no URL is made per file.
    package mutating func resolvePath(_ destination: String, root rootFolder: URL) -> (path: String, inside: Bool) {
      let root: String
      if let known = roots.first(where: { $0.folder == rootFolder }) {
        root = known.resolved
      } else {
        root = fileSystem.resolvingSymbolicLinks(inPath: rootFolder.filePath)
        roots.append((rootFolder, root))
      }
      let resolved = resolveThroughFolder(destination)
      return (resolved, resolved != root && PathComponents.isInside(resolved, root: root))
    }

    /// `path` resolved by resolving its folder once per folder, then its last component.
    private mutating func resolveThroughFolder(_ path: String) -> String {
      guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")), slash != path.startIndex else {
        return fileSystem.resolvingSymbolicLinks(inPath: path)
      }
      let name = String(path[path.index(after: slash)...])
      if name.isEmpty || name == "." || name == ".." { return fileSystem.resolvingSymbolicLinks(inPath: path) }
      let folderPath = String(path[..<slash])
      let folder: String
      if let known = folders[folderPath] {
        folder = known
      } else {
        folder = fileSystem.resolvingSymbolicLinks(inPath: folderPath)
        folders[folderPath] = folder
      }
      let candidate = folder == "/" ? "/" + name : folder + "/" + name
      if case .symbolicLink = fileSystem.itemKind(atPath: candidate) {
        return fileSystem.resolvingSymbolicLinks(inPath: candidate)
      }
      return candidate
    }
  }
}
