import Foundation

/// Rules that keep every output path inside its output root.
package enum PathSafety {
  /// Why a rendered relative path is refused (absolute, `..`, empty, a folder), or `nil` when it
  /// is acceptable.
  package static func lexicalProblem(in path: String) -> String? {
    // One pass over the UTF-8 bytes: this runs for every file and partial of every template, and
    // Character-level or Foundation string searches cost far more than the paths are long.
    var copy = path
    let scan = copy.withUTF8 {
      bytes -> (ascii: Bool, blank: Bool, nul: Bool, dotDot: Bool, everyComponentIsDot: Bool) in
      let slash = UInt8(ascii: "/")
      let dot = UInt8(ascii: ".")
      var ascii = true
      var blank = true
      var nul = false
      var dotDot = false
      var everyComponentIsDot = true
      var length = 0
      var onlyDots = true
      // A component ends: `..` leaves the folder; anything but `.` names something below it.
      func endComponent() {
        if length > 0 {
          if onlyDots && length == 2 { dotDot = true }
          if !(onlyDots && length == 1) { everyComponentIsDot = false }
        }
        length = 0
        onlyDots = true
      }
      for byte in bytes {
        if byte >= 0x80 { ascii = false }
        if !isASCIIWhitespace(byte) { blank = false }
        if byte == 0 { nul = true }
        if byte == slash {
          endComponent()
        } else {
          length += 1
          if byte != dot { onlyDots = false }
        }
      }
      endComponent()
      return (ascii, blank, nul, dotDot, everyComponentIsDot)
    }
    let isBlank = scan.ascii ? scan.blank : path.allSatisfy(\.isWhitespace)
    if isBlank { return "the path is empty" }
    let bytes = path.utf8
    if bytes.first == UInt8(ascii: "/") || bytes.first == UInt8(ascii: "~") {
      return "'\(path)' is absolute; paths are relative to the output folder"
    }
    if bytes.last == UInt8(ascii: "/") { return "'\(path)' names a folder, not a file" }
    if scan.nul { return "'\(path)' contains a NUL character" }
    if scan.dotDot { return "'\(path)' contains '..'; it would leave the output folder" }
    if scan.everyComponentIsDot { return "'\(path)' names the output folder itself" }
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
