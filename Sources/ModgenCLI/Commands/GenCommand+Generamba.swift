import Foundation
import GenerambaFormat
import Located
import ModgenGenerate
import ModgenSupport

extension GenCommand {
  /// Plans `gen` with a Generamba template as `generamba gen` would write it. Undefined
  /// variables are warnings (Generamba rendered them as nothing), or errors with `--strict`.
  static func makeGenerambaPlan(
    _ project: GenerambaProject, _ context: CommandContext
  ) throws -> (GenerationPlan, ProjectTarget?) {
    let arguments = context.arguments
    for option in [Self.output, Self.testsOutput, Self.param, Self.noTests] where arguments.flag(option) {
      throw UsageError(
        "'--\(option.name)' does not apply to Generamba templates; use --module_path, --test_path or "
          + "--custom_parameters key:value", command: spec.name)
    }
    var options = GenerambaOptions(
      moduleName: arguments.argument(Self.moduleName), templateName: arguments.argument(Self.template),
      description: arguments.value(Self.moduleDescription), author: arguments.value(Self.author),
      userName: GenerambaProject.userName(environment: context.environment, fileSystem: context.fileSystem)
        ?? context.gitUserNameFromFiles,
      projectTargets: arguments.value(Self.projectTargets).map(GenerambaOptions.splitTargets),
      testTargets: arguments.value(Self.testTargets).map(GenerambaOptions.splitTargets),
      projectFilePath: arguments.value(Self.projectFilePath), projectGroupPath: arguments.value(Self.projectGroupPath),
      testFilePath: arguments.value(Self.testFilePath), testGroupPath: arguments.value(Self.testGroupPath),
      modulePath: arguments.value(Self.modulePath), testPath: arguments.value(Self.testPath),
      customParameters: GenerambaOptions.parseCustomParameters(arguments.values(Self.customParameters)),
      now: context.now)
    options.timeZone = .current
    if arguments.flag(Self.verbose) {
      context.errors.note(
        "Rambafile: \(context.displayPath(project.root.appendingPathComponent("Rambafile", isDirectory: false)))")
      context.errors.note("template '\(options.templateName)': Generamba template in Templates/")
    }
    let (plan, warnings, entries) = try project.planWithProject(options, fileSystem: context.fileSystem)
    try reportUndefined(warnings, context)
    guard let xcodeproj = project.xcodeProjectPath, !xcodeproj.isEmpty else { return (plan, nil) }
    let folder = project.root.appendingPathComponent(xcodeproj, isDirectory: false)
    return (plan, ProjectTarget(folder: folder, entries: entries))
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
