import Foundation
import Located
import ModgenGenerate

extension GenCommand {
  /// Plans the project edit and adds `project.pbxproj` to the plan (one all-or-nothing write);
  /// says which synchronized folders Xcode picks the files up from, and which exception sets
  /// keep files out of a named target. Returns the planned edit.
  static func addProjectEdit(_ project: PlannedProjectEdit, to plan: inout GenerationPlan, _ context: CommandContext)
    throws -> ProjectUpdatePlanner.Update
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
    let name = project.folder.lastPathComponent
    for folder in update.synchronizedFolders {
      let targets = update.included.filter { $0.folder == folder }.map(\.target)
      if targets.isEmpty {
        context.errors.note("\(folder) is a synchronized folder of \(name): Xcode picks the files up; no project edit")
      } else {
        let list = targets.joined(separator: ", ")
        context.errors.note(
          "\(folder) is a synchronized folder of \(name) that \(list) \(targets.count == 1 ? "does" : "do") not own: "
            + "an exception set adds the files to \(targets.count == 1 ? "it" : "them"), as Target Membership in Xcode does"
        )
      }
    }
    for excluded in update.excluded {
      let shown = excluded.paths.prefix(3).joined(separator: ", ")
      let more = excluded.paths.count > 3 ? " and \(excluded.paths.count - 3) more" : ""
      context.errors.warning(
        "an exception set of the synchronized folder \(excluded.folder) keeps \(shown)\(more) out of target "
          + "\(excluded.target); tick the target under Target Membership in Xcode to build "
          + (excluded.paths.count == 1 ? "it" : "them"))
    }
    return update
  }
}
