/// One file generation would write.
package struct GenerambaPlannedFile: Sendable, Hashable {
  /// Which list of the `.rambaspec` a file comes from.
  package enum Role: String, Sendable, Hashable {
    /// `code_files`: added to the project targets.
    case code
    /// `test_files`: added to the test targets.
    case test
  }

  /// Where it goes, relative to the project (normalized: no `.` or empty components).
  package var path: String
  /// The rendered text, written unchanged.
  package var contents: String
  /// Code or test.
  package var role: Role
  /// `is_resource` (or a `.xib`/`.storyboard`, which Xcode puts in resources anyway).
  package var isResource: Bool
  /// The Xcode group it belongs to (the group path plus the entry's subfolder).
  package var group: String
  /// The template file it was rendered from, relative to the project, as found on disk.
  package var templatePath: String

  /// Creates a planned file.
  package init(path: String, contents: String, role: Role, isResource: Bool, group: String, templatePath: String) {
    self.path = path
    self.contents = contents
    self.role = role
    self.isResource = isResource
    self.group = group
    self.templatePath = templatePath
  }
}
