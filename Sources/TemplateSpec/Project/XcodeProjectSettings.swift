import Located

/// modgen.json's `xcode_project`: the project `gen` adds generated files to, the targets that
/// build them, and the groups they go in.
package struct XcodeProjectSettings: Sendable, Equatable {
  /// The `.xcodeproj` folder, relative to modgen.json's folder.
  package var path: String
  /// The targets that build the code files.
  package var targets: [String]
  /// The targets that build the test files.
  package var testTargets: [String]
  /// The group of the code files' module folders (default: the groups mirroring the folders).
  package var group: String?
  /// The group of the test files' module folders (default: mirroring the folders).
  package var testGroup: String?

  /// Settings.
  package init(
    path: String, targets: [String], testTargets: [String] = [], group: String? = nil, testGroup: String? = nil
  ) {
    self.path = path
    self.targets = targets
    self.testTargets = testTargets
    self.group = group
    self.testGroup = testGroup
  }
}
