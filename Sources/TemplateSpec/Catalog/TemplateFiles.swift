/// Read access to one template's files, whether it is a folder on disk or carried in the binary.
package protocol TemplateFiles: Sendable {
  /// Where the template lives, as shown in messages and by `list` (a folder path, or
  /// `<built-in>/viper`).
  var location: String { get }
  /// The text of the file at `relativePath` (slash-separated, relative to the template folder),
  /// or `nil` when there is no such file.
  func read(_ relativePath: String) throws -> String?
  /// The relative paths of every file of the template, sorted.
  func allFiles() -> [String]
  /// `relativePath` as shown in diagnostics: where the file really is (a file inherited from a base
  /// template is shown in the base's folder).
  func displayPath(of relativePath: String) -> String
  /// ``read(_:)`` and ``displayPath(of:)`` together, `nil` when there is no such file: a layered
  /// template learns which layer holds the file once, not once for each.
  func readWithDisplayPath(_ relativePath: String) throws -> (text: String, displayPath: String)?
  /// Whether every file was already parsed and checked when modgen was built (the built-in
  /// templates), so loading the manifest leaves each file to be parsed when it is rendered.
  var isCheckedAtBuild: Bool { get }
  /// Whether reading a file costs no more than a table lookup (files carried in the binary), so a
  /// reader need not list the files up front to learn which exist.
  var readsFromMemory: Bool { get }
}

extension TemplateFiles {
  /// `relativePath` as shown in diagnostics: `location/relativePath`.
  package func displayPath(of relativePath: String) -> String {
    location.hasSuffix("/") ? location + relativePath : location + "/" + relativePath
  }

  /// The text, then the display path.
  package func readWithDisplayPath(_ relativePath: String) throws -> (text: String, displayPath: String)? {
    try read(relativePath).map { ($0, displayPath(of: relativePath)) }
  }

  /// Files read from disk are checked whenever the manifest is loaded.
  package var isCheckedAtBuild: Bool { false }

  /// Files are read from disk unless a type says otherwise.
  package var readsFromMemory: Bool { false }
}
