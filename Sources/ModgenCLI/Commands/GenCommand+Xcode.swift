import Foundation
import Located
import ModgenGenerate
import ModgenSupport
import TemplateSpec

/// The Xcode project a `gen` run adds its files to, and where each file goes.
struct ProjectTarget {
  /// The `.xcodeproj` folder.
  var folder: URL
  /// Each file with its group and targets.
  var entries: [ProjectUpdatePlanner.Entry]
}

extension GenCommand {
  /// The project modgen.json names (`xcode_project`), with each planned file's group: the
  /// configured group plus the file's folders below the output folder, or else the groups that
  /// mirror the file's folders below the project's folder.
  static func projectTarget(
    for plan: GenerationPlan, configuration: LocatedConfiguration?, _ context: CommandContext
  ) throws -> ProjectTarget? {
    guard let located = configuration, let settings = located.configuration.xcodeProject else { return nil }
    let base = located.file.deletingLastPathComponent()
    let folder =
      settings.path.hasPrefix("/")
      ? URL(fileURLWithPath: settings.path, isDirectory: false)
      : base.appendingPathComponent(settings.path, isDirectory: false)
    let projectParent = PathComponents.normalized(folder.deletingLastPathComponent().filePath)
    var entries: [ProjectUpdatePlanner.Entry] = []
    for file in plan.files {
      let isTest = file.role == .test
      let folders = file.relativePath.split(separator: "/").dropLast().joined(separator: "/")
      let group: String
      if let configured = isTest ? settings.testGroup : settings.group {
        group = [configured, folders].filter { !$0.isEmpty }.joined(separator: "/")
      } else {
        let directory = PathComponents.normalized(file.destination.deletingLastPathComponent().filePath)
        guard let relative = PathComponents.relative(directory, to: projectParent) else {
          throw Diagnostic(
            "\(context.displayPath(file.destination)) is outside the Xcode project's folder, so no group mirrors it",
            notes: ["set xcode_project.\(isTest ? "test_group" : "group") in modgen.json, or pass --no-project"])
        }
        group = relative
      }
      entries.append(
        ProjectUpdatePlanner.Entry(
          destination: file.destination, group: group, targets: isTest ? settings.testTargets : settings.targets))
    }
    return ProjectTarget(folder: folder, entries: entries)
  }

  /// Plans the project edit and adds `project.pbxproj` to the plan (one all-or-nothing write);
  /// says when synchronized folders make the edit unnecessary.
  static func addProjectEdit(_ project: ProjectTarget, to plan: inout GenerationPlan, _ context: CommandContext) throws
  {
    let display = context.displayPath(project.folder.appendingPathComponent("project.pbxproj", isDirectory: false))
    let update: ProjectUpdatePlanner.Update
    do {
      update = try ProjectUpdatePlanner.plan(
        projectFolder: project.folder, entries: project.entries, fileSystem: context.fileSystem, displayPath: display)
    } catch let diagnostic as Diagnostic {
      throw GenerationError(diagnostics: [diagnostic])
    }
    if let file = update.file { plan.files.append(file) }
    for folder in update.synchronizedFolders {
      context.errors.note(
        "\(folder) is a synchronized folder of \(project.folder.lastPathComponent): Xcode picks the files up; no project edit"
      )
    }
    for excluded in update.excluded {
      context.errors.warning("an exception set of the synchronized folder keeps \(excluded) out; edit it in Xcode")
    }
  }
}
