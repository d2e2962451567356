import Foundation
import Located
import ModgenSupport
import TemplateSpec

/// The Xcode project a `gen` run adds its files to, and the group and targets of each file:
/// what ``ProjectUpdatePlanner`` turns into the `project.pbxproj` edit.
package struct PlannedProjectEdit: Sendable {
  /// The `.xcodeproj` folder.
  package var folder: URL
  /// Each file with its group and targets.
  package var entries: [ProjectUpdatePlanner.Entry]
  /// Where each entry's group came from in modgen.json, to check that the project finds each file
  /// where it is written (nil: not checked).
  package var referenceCheck: ProjectReferenceCheck?

  /// An edit of the project at `folder`.
  package init(folder: URL, entries: [ProjectUpdatePlanner.Entry], referenceCheck: ProjectReferenceCheck? = nil) {
    self.folder = folder
    self.entries = entries
    self.referenceCheck = referenceCheck
  }

  /// The edit modgen.json asks for (`xcode_project`), or nil when it names no project: each
  /// planned file goes to the configured group plus the file's folders below the output folder,
  /// or else to the groups that mirror the file's folders below the project's folder. The
  /// project's path is resolved by `paths` against modgen.json's folder; `workingDirectory` is
  /// where messages show paths from.
  package static func forConfiguration(
    _ configuration: LocatedConfiguration?, plan: GenerationPlan, paths: PathResolver, workingDirectory: URL
  ) throws -> PlannedProjectEdit? {
    guard let located = configuration, let settings = located.configuration.xcodeProject else { return nil }
    let folder = located.resolve(settings.path, paths: paths)
    let projectParent = PathComponents.normalized(folder.deletingLastPathComponent().filePath)
    var entries: [ProjectUpdatePlanner.Entry] = []
    var origins: [ProjectReferenceCheck.Origin] = []
    for file in plan.files {
      let destination = file.destination
      let isTest = file.role == .test
      let folders = file.relativePath.split(separator: "/").dropLast().joined(separator: "/")
      let group: String
      let configured = isTest ? settings.testGroup : settings.group
      origins.append(
        .init(key: configured == nil ? nil : isTest ? "test_group" : "group", group: configured, root: file.root))
      if let configured {
        group = [configured, folders].filter { !$0.isEmpty }.joined(separator: "/")
      } else {
        let directory = PathComponents.normalized(PathComponents.parent(of: file.destinationPath))
        guard let relative = PathComponents.relative(directory, to: projectParent) else {
          let shown = PathResolver.displayPath(destination, relativeTo: workingDirectory)
          throw Diagnostic(
            "\(shown) is outside the Xcode project's folder, so no group mirrors it",
            notes: ["set xcode_project.\(isTest ? "test_group" : "group") in modgen.json, or pass --no-project"])
        }
        group = relative
      }
      entries.append(
        ProjectUpdatePlanner.Entry(
          destination: destination, group: group, targets: isTest ? settings.testTargets : settings.targets))
    }
    return PlannedProjectEdit(
      folder: folder, entries: entries,
      referenceCheck: ProjectReferenceCheck(configurationFile: located.file, origins: origins))
  }
}
