import Located

/// What `generamba gen` would do, computed without touching the disk: folders to create, files
/// to write (in order; a later entry with the same path has replaced an earlier one), and
/// warnings.
package struct GenerambaPlan: Sendable {
  /// Folders to create even when empty (the module folders and path-less group entries),
  /// relative to the project, in the order Generamba creates them.
  package var directories: [String]
  /// The files, in the order Generamba writes them (code files, then test files).
  package var files: [GenerambaPlannedFile]
  /// Located warnings: undefined variables read by the spec, names or contents; files that
  /// replace an earlier file of the same module.
  package var warnings: [Diagnostic]

  /// A plan of the given folders, files and warnings, each empty unless given.
  package init(directories: [String] = [], files: [GenerambaPlannedFile] = [], warnings: [Diagnostic] = []) {
    self.directories = directories
    self.files = files
    self.warnings = warnings
  }

  /// Every folder the plan leaves behind, ancestors included (for comparing with a tree).
  package var allDirectories: Set<String> {
    var result: Set<String> = []
    func addWithAncestors(_ path: String) {
      var current = path
      while !current.isEmpty, current != ".", current != "/", result.insert(current).inserted {
        current = GenerambaPath.dirname(current)
      }
    }
    for directory in directories { addWithAncestors(directory) }
    for file in files { addWithAncestors(GenerambaPath.dirname(file.path)) }
    return result
  }
}
