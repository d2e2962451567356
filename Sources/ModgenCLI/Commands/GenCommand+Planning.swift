import Foundation
import Located
import ModgenGenerate
import ModgenSupport
import TemplateSpec

extension GenCommand {
  /// Finds the template and renders the module in memory, compared with the disk (`gen`, and
  /// `adopt`, which reads the same arguments and options).
  /// - Returns: the plan, the Xcode project edit modgen.json asks for, the template, and whether the
  ///   module is a package target of its own (`--package-target`, or modgen.json's `package_targets`).
  static func makePlan(_ context: CommandContext) throws -> (
    GenerationPlan, PlannedProjectEdit?, CatalogTemplate, Bool
  ) {
    let arguments = context.arguments
    let configuration = try context.loadConfiguration()
    let catalog = try context.loadCatalog(
      configuration: configuration, folders: context.arguments.values(Self.templates))
    let name = arguments.argument(Self.moduleName)
    let template: CatalogTemplate
    do {
      template = try catalog.template(named: arguments.argument(Self.template))
    } catch {
      // `modgen gen viper Passcode`: the words are swapped.
      guard case .unknownTemplate(_, _, _, let generamba) = error, generamba.isEmpty,
        catalog.templates.contains(where: { $0.name == name })
      else { throw error }
      var diagnostic = Diagnostic.of(error)[0]
      diagnostic.notes.append(
        "the module name comes first: modgen gen \(arguments.argument(Self.template)) \(name)")
      throw diagnostic
    }
    if template.origin == .generamba {
      if arguments.flag(Self.packageTarget) {
        throw UsageError("'--package-target' applies to modgen templates, not Generamba ones", command: spec.name)
      }
      let project = try GenerambaProject.load(from: context.workingDirectory, fileSystem: context.fileSystem)
      let (plan, edit) = try makeGenerambaPlan(project, context)
      return (plan, edit, template, false)
    }
    if let generambaOnly = generambaOptions.first(where: { !arguments.values($0).isEmpty }) {
      throw UsageError(
        "'--\(generambaOnly.name)' applies to Generamba templates (a Rambafile project with "
          + "Templates/<name>/<name>.rambaspec); '\(arguments.argument(Self.template))' is a modgen template",
        command: spec.name)
    }
    if template.shadowsBuiltin {
      context.errors.note(
        "'\(template.name)' is the template in \(template.location), not the built-in one of that name")
    }
    if arguments.flag(Self.verbose) {
      let used = configuration.map { context.displayPath($0.file) } ?? "none (no modgen.json up to the repository root)"
      context.errors.note("modgen.json: \(used)")
      context.errors.note("template '\(template.name)': \(template.location) (\(template.origin.rawValue))")
    }
    var request = GenerationRequest(
      moduleName: arguments.argument(Self.moduleName), template: template, workingDirectory: context.workingDirectory,
      configuration: configuration, paths: context.paths, output: arguments.value(Self.output),
      testsOutput: arguments.value(Self.testsOutput),
      parameters: arguments.values(Self.param), includeTests: !arguments.flag(Self.noTests),
      ask: context.canPrompt(unless: Self.noInput) ? asker(context) : nil,
      fallbackAuthor: configuration?.configuration.author == nil ? context.gitUserNameFromFiles : nil, date: context.now
    )
    if let description = arguments.value(Self.moduleDescription) { request.moduleDescription = description }
    // A module of its own: its tests import the module's target, not the app's module.
    let ownTarget = arguments.flag(Self.packageTarget) || configuration?.configuration.packageTargets == true
    if ownTarget { request.productModuleName = name }
    request.templateLookup = { name in try? catalog.template(named: name) }
    let plan = try Generator(fileSystem: context.fileSystem).plan(request)
    try reportUndefined(plan.warnings, context)
    let edit = try PlannedProjectEdit.forConfiguration(
      configuration, plan: plan, paths: context.paths, workingDirectory: context.workingDirectory)
    return (plan, edit, template, ownTarget)
  }
}
