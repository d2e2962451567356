import Foundation
import ModgenSupport

/// A digest of a template folder's files (paths and bytes, `.git` left out), to tell whether an
/// installed template was edited since modgen installed it.
enum TemplateTreeDigest {
  /// The digest of the files below `folder`.
  static func of(_ folder: URL, fileSystem: any FileSystem) throws -> String {
    var hash = StableHash()
    for path in try fileSystem.tree(below: folder).files where !isGitPath(path) {
      hash.combine(path)
      hash.combine(bytes: try fileSystem.readData(at: folder.appendingPathComponent(path, isDirectory: false)))
      hash.combine(bytes: [0])
    }
    return hash.hex
  }

  /// Whether `path` is inside a `.git` folder (or is one).
  static func isGitPath(_ path: String) -> Bool {
    path == ".git" || path.hasPrefix(".git/") || path.contains("/.git/")
  }
}
