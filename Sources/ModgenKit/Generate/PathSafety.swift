import Foundation

/// Rules that keep every output path inside its output root.
enum PathSafety {
  /// Why a rendered relative path is refused (absolute, `..`, empty, a folder), or `nil` when it
  /// is acceptable.
  static func lexicalProblem(in path: String) -> String? {
    if path.trimmingCharacters(in: .whitespaces).isEmpty { return "the path is empty" }
    if path.hasPrefix("/") || path.hasPrefix("~") { return "'\(path)' is absolute; paths are relative to the output folder" }
    if path.hasSuffix("/") { return "'\(path)' names a folder, not a file" }
    if path.contains("\0") { return "'\(path)' contains a NUL character" }
    if PathComponents.split(path).contains("..") { return "'\(path)' contains '..'; it would leave the output folder" }
    if PathComponents.split(path).allSatisfy({ $0 == "." }) { return "'\(path)' names the output folder itself" }
    return nil
  }

  /// `path` without `.` components and repeated slashes.
  static func normalized(_ path: String) -> String {
    PathComponents.split(path).filter { $0 != "." }.joined(separator: "/")
  }

  /// Whether the file's destination, with every symbolic link resolved, is still below its root
  /// (also resolved).
  static func staysInside(_ file: PlannedFile, fileSystem: any FileSystem) -> Bool {
    let root = fileSystem.resolvingSymbolicLinks(in: file.root).path
    let destination = fileSystem.resolvingSymbolicLinks(in: file.destination).path
    return destination != root && PathComponents.isInside(destination, root: root)
  }
}
