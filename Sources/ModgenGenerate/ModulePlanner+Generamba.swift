import Foundation
import Located
import ModgenSupport
import TemplateSpec

extension ModulePlanner {
  /// Plans `gen` with a Generamba template as `generamba gen` would write it, for the command line
  /// `words`, in the Generamba project of the working directory. Undefined variables are warnings
  /// (Generamba rendered them as nothing), or errors when ``strict``. When `checkProject`, the Xcode
  /// project the Rambafile names must exist and have the targets it names.
  package func planGeneramba(
    _ words: GenerambaCommandLine, template: CatalogTemplate, environment: [String: String], checkProject: Bool
  ) throws -> PlannedModule {
    let project = try GenerambaProject.load(from: workingDirectory, fileSystem: fileSystem)
    if verbose {
      note("Rambafile: \(display(project.root.appendingPathComponent("Rambafile", isDirectory: false)))")
      note("template '\(words.templateName)': Generamba template in Templates/")
    }
    let userName = GenerambaProject.userName(environment: environment, fileSystem: fileSystem) ?? fallbackAuthor()
    let (plan, warnings, edit) = try project.planWithProject(
      words, userName: userName, now: date, fileSystem: fileSystem)
    try reportUndefined(warnings)
    if let edit, checkProject { try checkProjectExists(edit, project) }
    return PlannedModule(plan: plan, projectEdit: edit, template: template, ownTarget: false)
  }

  /// The project the Rambafile names must exist and have the targets it names; otherwise the
  /// error is at the Rambafile line that names them (`Rambafile:12:3: error: …`).
  private func checkProjectExists(_ edit: PlannedProjectEdit, _ project: GenerambaProject) throws {
    let pbxproj = edit.folder.appendingPathComponent("project.pbxproj", isDirectory: false)
    let rambafile = project.root.appendingPathComponent("Rambafile", isDirectory: false)
    let settings =
      (try? RambafileSettings(text: fileSystem.readText(at: rambafile), file: display(rambafile)))?
      .settings ?? []
    guard fileSystem.isFile(at: pbxproj) else {
      let message = "there is no Xcode project at \(display(pbxproj))"
      let notes = ["fix 'xcodeproj_path' in the Rambafile, or pass --no-project"]
      let setting = settings.first { $0.name == "xcode_project.path" }
      throw GenerationError(
        diagnostics: [setting?.diagnostic(message, notes: notes) ?? Diagnostic(message, notes: notes)])
    }
    do {
      _ = try ProjectUpdatePlanner.plan(
        projectFolder: edit.folder, entries: edit.entries, fileSystem: fileSystem,
        displayPath: display(pbxproj))
    } catch let diagnostic as Diagnostic {
      // A target the project lacks: a typo in the Rambafile, shown there.
      let prefix = "the project has no target '"
      guard diagnostic.message.hasPrefix(prefix),
        let name = diagnostic.message.dropFirst(prefix.count).split(separator: "'").first.map(String.init),
        let setting = settings.first(where: { $0.name.hasSuffix("targets") && $0.value.list.contains(name) })
      else { return }
      throw GenerationError(
        diagnostics: [
          setting.diagnostic(
            item: name,
            "\(display(pbxproj)) has no target '\(name)'"
              + diagnostic.message.dropFirst(prefix.count + name.count + 1), notes: diagnostic.notes)
        ])
    }
  }
}
