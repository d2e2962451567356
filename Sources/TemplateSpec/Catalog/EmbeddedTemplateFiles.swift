import BuiltinFiles
import ModgenSupport

/// A template carried inside the binary (see ``EmbeddedFiles``).
struct EmbeddedTemplateFiles: TemplateFiles {
  /// The template's folder inside the embedded tree, e.g. `Templates/viper`.
  var root: String {
    didSet { location = Self.location(of: root) }
  }
  /// The embedded tree: relative path to contents.
  var files: [String: String]

  /// Creates embedded template files for the folder `root` of `files`.
  init(root: String, files: [String: String] = EmbeddedFiles.files) {
    self.root = root
    self.files = files
    location = Self.location(of: root)
  }

  /// `<built-in>/name`, kept with ``root``: every diagnostic and display path starts with it.
  private(set) var location: String

  private static func location(of root: String) -> String {
    "<built-in>/" + PathComponents.lastComponent(of: root)
  }

  /// Reads an embedded file.
  func read(_ relativePath: String) throws -> String? {
    if let file = files[root + "/" + relativePath] { return file }
    return files[root + "/" + PathComponents.joinRelative(PathComponents.split(relativePath))]
  }

  /// Every embedded file of the template, sorted.
  func allFiles() -> [String] {
    files.keys.compactMap { key in key.hasPrefix(root + "/") ? String(key.dropFirst(root.count + 1)) : nil }.sorted()
  }
}
