import Foundation

/// Rules that keep every output path inside its output root.
package enum PathSafety {
  /// Why a rendered relative path is refused (absolute, `..`, empty, a folder), or `nil` when it
  /// is acceptable.
  package static func lexicalProblem(in path: String) -> String? {
    if path.allSatisfy(\.isWhitespace) { return "the path is empty" }
    if path.hasPrefix("/") || path.hasPrefix("~") {
      return "'\(path)' is absolute; paths are relative to the output folder"
    }
    if path.hasSuffix("/") { return "'\(path)' names a folder, not a file" }
    if path.contains("\0") { return "'\(path)' contains a NUL character" }
    let components = PathComponents.split(path)
    if components.contains("..") { return "'\(path)' contains '..'; it would leave the output folder" }
    if components.allSatisfy({ $0 == "." }) { return "'\(path)' names the output folder itself" }
    return nil
  }

  /// `path` without `.` components and repeated slashes.
  package static func normalized(_ path: String) -> String {
    PathComponents.split(path).filter { $0 != "." }.joined(separator: "/")
  }

  /// Resolves destinations and checks that each stays below its root (both with every symbolic
  /// link resolved), resolving each root only once.
  package struct Resolver {
    let fileSystem: any FileSystem
    private var roots: [URL: String] = [:]
    /// Folders already resolved, by path: a module's files share a few folders.
    private var folders: [String: String] = [:]

    package init(fileSystem: any FileSystem) {
      self.fileSystem = fileSystem
    }

    /// The destination with links resolved, and whether it is still strictly below its root.
    package mutating func resolve(_ destination: URL, root rootFolder: URL) -> (destination: URL, inside: Bool) {
      let root: String
      if let known = roots[rootFolder] {
        root = known
      } else {
        root = fileSystem.resolvingSymbolicLinks(in: rootFolder).path
        roots[rootFolder] = root
      }
      let resolved = resolveThroughFolder(destination)
      return (resolved, resolved.path != root && PathComponents.isInside(resolved.path, root: root))
    }

    /// `destination` resolved by resolving its folder once per folder, then its last component.
    private mutating func resolveThroughFolder(_ destination: URL) -> URL {
      let path = destination.path
      guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else {
        return fileSystem.resolvingSymbolicLinks(in: destination)
      }
      let name = String(path[path.index(after: slash)...])
      if name.isEmpty || name == "." || name == ".." { return fileSystem.resolvingSymbolicLinks(in: destination) }
      let folderPath = String(path[..<slash])
      let folder: String
      if let known = folders[folderPath] {
        folder = known
      } else {
        folder = fileSystem.resolvingSymbolicLinks(in: URL(fileURLWithPath: folderPath, isDirectory: false)).path
        folders[folderPath] = folder
      }
      let candidate = URL(fileURLWithPath: folder == "/" ? "/" + name : folder + "/" + name, isDirectory: false)
      if case .symbolicLink = fileSystem.itemKind(at: candidate) {
        return fileSystem.resolvingSymbolicLinks(in: candidate)
      }
      return candidate
    }
  }
}
