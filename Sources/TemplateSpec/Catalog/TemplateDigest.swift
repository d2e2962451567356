import Foundation
import ModgenSupport

/// The one digest of a template's files: `sha256:<hex>`, SHA-256 over each file in sorted relative
/// path order as its path, a NUL byte, its bytes and a NUL byte.
///
/// A module's record pins the template it was made from with it, and the template lock file pins
/// an installed template folder with it (to tell whether it was edited since modgen installed it).
/// A template read from a folder of its own digests the same either way.
package enum TemplateDigest {
  /// The digest of `template`'s files, files inherited from a base template included: any change
  /// to a file it renders from, or to its manifest, changes it.
  package static func of(_ template: CatalogTemplate) -> String {
    var hash = SHA256()
    for path in template.files.allFiles() {
      let text = (try? template.files.read(path)) ?? nil
      add(path, (text ?? "").utf8, to: &hash)
    }
    return "sha256:" + hash.hex
  }

  /// The digest of the files below `folder` as they are on disk, `.git` left out.
  package static func of(folder: URL, fileSystem: any FileSystem) throws -> String {
    var hash = SHA256()
    for path in try fileSystem.tree(below: folder).files.sorted() where !isGitPath(path) {
      add(path, try fileSystem.readData(at: folder.appendingPathComponent(path, isDirectory: false)), to: &hash)
    }
    return "sha256:" + hash.hex
  }

  /// Whether `path` (relative to a template folder) is inside a `.git` folder, or is one.
  package static func isGitPath(_ path: String) -> Bool {
    path == ".git" || path.hasPrefix(".git/") || path.contains("/.git/")
  }

  private static func add(_ path: String, _ bytes: some Sequence<UInt8>, to hash: inout SHA256) {
    hash.update(path.utf8)
    hash.update([0])
    hash.update(bytes)
    hash.update([0])
  }
}
