import Foundation
import Located
import ModgenGenerate

extension GenCommand {
  /// Plans the project edit and adds `project.pbxproj` to the plan (one all-or-nothing write);
  /// says when synchronized folders make the edit unnecessary.
  static func addProjectEdit(_ project: PlannedProjectEdit, to plan: inout GenerationPlan, _ context: CommandContext)
    throws
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
