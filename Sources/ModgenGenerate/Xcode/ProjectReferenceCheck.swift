import Foundation
import Located
import ModgenSupport
import XcodeProject

/// The check that every file a `gen` run adds to an Xcode project is found by Xcode where it is
/// written: each new reference, followed through its groups' `path`s and `sourceTree`s (or the
/// synchronized folder it lies in), must lead to the file's destination. A group in modgen.json
/// that stands for another folder than the one the files go to (`xcode_project.group` left at the
/// app's folder after `sources_path` moved, say) is refused before anything is written, naming
/// both values and modgen.json.
package struct ProjectReferenceCheck: Sendable {
  /// Where one file's group came from.
  package struct Origin: Sendable {
    /// The modgen.json key that gave the group (`group`, `test_group`); nil when the groups mirror
    /// the folders.
    package var key: String?
    /// The configured group, when `key` is set.
    package var group: String?
    /// The folder the module's files of this kind go to (the output root).
    package var root: URL
  }

  /// modgen.json, which the configured groups come from.
  package var configurationFile: URL
  /// Each planned entry's origin, in the order of the edit's entries.
  package var origins: [Origin]

  /// Checks `entries` against `text`, the project after the edit (`projectFolder` is the
  /// `.xcodeproj`); the first file whose reference leads elsewhere is an error.
  func verify(
    _ entries: [ProjectUpdatePlanner.Entry], text: String, projectFolder: URL, fileSystem: any FileSystem,
    display: (URL) -> String
  ) throws {
    guard let project = try? XcodeProjectFile(text: text, file: display(projectFolder)) else { return }
    let base = PathComponents.normalized(projectFolder.deletingLastPathComponent().filePath)
    for (entry, origin) in zip(entries, origins) {
      let written = PathComponents.normalized(entry.destination.filePath)
      guard let expected = PathComponents.relative(written, to: base) else { continue }
      let resolved = project.resolvedPath(ofFile: entry.destination.lastPathComponent, inGroupPath: entry.group)
      if resolved == expected { continue }
      throw GenerationError(
        diagnostics: [
          diagnostic(
            origin, project: project, projectFolder: projectFolder, base: base, file: expected, resolved: resolved,
            fileSystem: fileSystem, display: display)
        ])
    }
  }

  /// The error for a file the project would list at `resolved` instead of `file`.
  private func diagnostic(
    _ origin: Origin, project: XcodeProjectFile, projectFolder: URL, base: String, file: String, resolved: String?,
    fileSystem: any FileSystem, display: (URL) -> String
  ) -> Diagnostic {
    let name = projectFolder.lastPathComponent
    let root =
      PathComponents.relative(PathComponents.normalized(origin.root.filePath), to: base) ?? display(origin.root)
    let listed = resolved.map { "would point at \($0), not at \(file), the file written" } ?? "would not find \(file)"
    guard let key = origin.key, let group = origin.group else {
      return Diagnostic(
        "the groups of \(name) that mirror \(root) lead elsewhere: the project \(listed)",
        notes: [
          "set xcode_project.group (or test_group) in modgen.json to the group of \(root), or pass --no-project",
          "nothing was written",
        ])
    }
    let folder = project.resolvedFolder(ofGroupPath: group).map { $0.isEmpty ? "the project's folder" : $0 }
    let place = placeOf(key: key, in: fileSystem)
    return Diagnostic(
      "xcode_project.\(key) \"\(group)\" is the folder \(folder ?? "outside the project's folder") in \(name), "
        + "but the module's files go to \(root): the project \(listed)",
      file: display(configurationFile), line: place?.line, column: place?.column, sourceLine: place?.text,
      notes: [
        "set \"\(key)\" to the group of \(root), or remove it so that the groups mirror the folders",
        "nothing was written",
      ])
  }

  /// The line and column of `"key"` in modgen.json, for the caret.
  private func placeOf(key: String, in fileSystem: any FileSystem) -> (line: Int, column: Int, text: String)? {
    guard let text = try? fileSystem.readText(at: configurationFile) else { return nil }
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      if let range = line.range(of: "\"\(key)\"") {
        return (index + 1, line.distance(from: line.startIndex, to: range.lowerBound) + 1, String(line))
      }
    }
    return nil
  }
}
