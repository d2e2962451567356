import Foundation
import Located
import ModgenGenerate
import ModgenSupport
import TemplateSpec

extension GenCommand {
  /// Plans `gen` with a Generamba template as `generamba gen` would write it. Undefined
  /// variables are warnings (Generamba rendered them as nothing), or errors with `--strict`.
  static func makeGenerambaPlan(
    _ project: GenerambaProject, _ context: CommandContext
  ) throws -> (GenerationPlan, PlannedProjectEdit?) {
    let arguments = context.arguments
    for option in [Self.output, Self.testsOutput, Self.param, Self.noTests] where arguments.flag(option) {
      throw UsageError(
        "'--\(option.name)' does not apply to Generamba templates; use --module_path, --test_path or "
          + "--custom_parameters key:value", command: spec.name)
    }
    var words = GenerambaCommandLine(
      moduleName: arguments.argument(Self.moduleName), templateName: arguments.argument(Self.template))
    words.description = arguments.value(Self.moduleDescription)
    words.author = arguments.value(Self.author)
    words.projectTargets = arguments.value(Self.projectTargets)
    words.testTargets = arguments.value(Self.testTargets)
    words.projectFilePath = arguments.value(Self.projectFilePath)
    words.projectGroupPath = arguments.value(Self.projectGroupPath)
    words.testFilePath = arguments.value(Self.testFilePath)
    words.testGroupPath = arguments.value(Self.testGroupPath)
    words.modulePath = arguments.value(Self.modulePath)
    words.testPath = arguments.value(Self.testPath)
    words.customParameters = arguments.values(Self.customParameters)
    if arguments.flag(Self.verbose) {
      context.errors.note(
        "Rambafile: \(context.displayPath(project.root.appendingPathComponent("Rambafile", isDirectory: false)))")
      context.errors.note("template '\(words.templateName)': Generamba template in Templates/")
    }
    let userName =
      GenerambaProject.userName(environment: context.environment, fileSystem: context.fileSystem)
      ?? context.gitUserNameFromFiles
    let (plan, warnings, edit) = try project.planWithProject(
      words, userName: userName, now: context.now, fileSystem: context.fileSystem)
    try reportUndefined(warnings, context)
    if let edit, !arguments.flag(Self.noProject) { try checkProjectExists(edit, project, context) }
    return (plan, edit)
  }

  /// The project the Rambafile names must exist and have the targets it names; otherwise the
  /// error is at the Rambafile line that names them (`Rambafile:12:3: error: …`).
  private static func checkProjectExists(
    _ edit: PlannedProjectEdit, _ project: GenerambaProject, _ context: CommandContext
  ) throws {
    let pbxproj = edit.folder.appendingPathComponent("project.pbxproj", isDirectory: false)
    let rambafile = project.root.appendingPathComponent("Rambafile", isDirectory: false)
    let settings =
      (try? RambafileSettings(text: context.fileSystem.readText(at: rambafile), file: context.displayPath(rambafile)))?
      .settings ?? []
    guard context.fileSystem.isFile(at: pbxproj) else {
      let message = "there is no Xcode project at \(context.displayPath(pbxproj))"
      let notes = ["fix 'xcodeproj_path' in the Rambafile, or pass --no-project"]
      let setting = settings.first { $0.name == "xcode_project.path" }
      throw GenerationError(
        diagnostics: [setting?.diagnostic(message, notes: notes) ?? Diagnostic(message, notes: notes)])
    }
    do {
      _ = try ProjectUpdatePlanner.plan(
        projectFolder: edit.folder, entries: edit.entries, fileSystem: context.fileSystem,
        displayPath: context.displayPath(pbxproj))
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
            "\(context.displayPath(pbxproj)) has no target '\(name)'"
              + diagnostic.message.dropFirst(prefix.count + name.count + 1), notes: diagnostic.notes)
        ])
    }
  }

  /// Prints the undefined variables a lax render met as warnings, or fails with them as errors
  /// when `--strict` was given.
  static func reportUndefined(_ warnings: [Diagnostic], _ context: CommandContext) throws {
    if context.arguments.flag(Self.strict), !warnings.isEmpty {
      throw GenerationError(
        diagnostics: warnings.map { warning in
          var error = warning
          error.severity = .error
          return error
        })
    }
    warnings.forEach(context.errors.print)
  }
}
