import BuiltinFiles
import ModgenSupport

/// A template carried inside the binary (see ``EmbeddedFiles``).
struct EmbeddedTemplateFiles: TemplateFiles {
  /// The template's folder inside the embedded tree, e.g. `Templates/viper`.
  var root: String {
    didSet { location = Self.location(of: root) }
  }
  /// The embedded tree: relative path to contents.
  var files: EmbeddedFileTable

  /// Creates embedded template files for the folder `root` of `files`.
  init(root: String, files: EmbeddedFileTable = EmbeddedFiles.table) {
    self.root = root
    self.files = files
    location = Self.location(of: root)
  }

  /// `<built-in>/name`, kept with ``root``: every diagnostic and display path starts with it.
  private(set) var location: String

  private static func location(of root: String) -> String {
    "<built-in>/" + PathComponents.lastComponent(of: root)
  }

  /// Built-in templates are parsed and checked by modgen's own tests, every file of every one.
  var isCheckedAtBuild: Bool { true }

  /// Files carried in the binary are a table lookup away.
  var readsFromMemory: Bool { true }

  /// Reads an embedded file.
  func read(_ relativePath: String) throws -> String? {
    if let file = files[root + "/" + relativePath] { return file }
    guard Self.hasEmptyComponents(relativePath) else { return nil }
    return files[root + "/" + PathComponents.joinRelative(PathComponents.split(relativePath))]
  }

  /// Whether `path` starts or ends with `/` or holds `//`: the only paths that name an embedded file
  /// under another spelling.
  private static func hasEmptyComponents(_ path: String) -> Bool {
    let slash = UInt8(ascii: "/")
    var previousIsSlash = true
    for byte in path.utf8 {
      if byte == slash && previousIsSlash { return true }
      previousIsSlash = byte == slash
    }
    return previousIsSlash
  }

  /// Every embedded file of the template, sorted.
  func allFiles() -> [String] {
    let prefix = root + "/"
    return files.paths(startingWith: prefix).map { String($0.dropFirst(prefix.count)) }
  }
}
