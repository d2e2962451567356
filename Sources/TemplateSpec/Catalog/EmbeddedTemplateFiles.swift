import BuiltinFiles
import ModgenSupport

/// A template carried inside the binary (see ``EmbeddedFiles``).
package struct EmbeddedTemplateFiles: TemplateFiles {
  /// The template's folder inside the embedded tree, e.g. `Templates/viper`.
  package var root: String
  /// The embedded tree: relative path to contents.
  package var files: [String: String]

  /// Creates embedded template files for the folder `root` of `files`.
  package init(root: String, files: [String: String] = EmbeddedFiles.files) {
    self.root = root
    self.files = files
  }

  /// `<built-in>/name`.
  package var location: String {
    "<built-in>/" + (root.lastIndex(of: "/").map { String(root[root.index(after: $0)...]) } ?? root)
  }

  /// Reads an embedded file.
  package func read(_ relativePath: String) throws -> String? {
    if let file = files[root + "/" + relativePath] { return file }
    return files[root + "/" + PathComponents.split(relativePath).joined(separator: "/")]
  }

  /// Every embedded file of the template, sorted.
  package func allFiles() -> [String] {
    files.keys.compactMap { key in key.hasPrefix(root + "/") ? String(key.dropFirst(root.count + 1)) : nil }.sorted()
  }
}
