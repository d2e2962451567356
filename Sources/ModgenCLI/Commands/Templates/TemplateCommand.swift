import Foundation
import Located
import ModgenSupport
import TemplateSources
import TemplateSpec

/// `modgen template install|list|search|create|import`: the project's template sources, done safely
/// (what `generamba template …` did).
enum TemplateCommand {
  /// The option-table entry.
  static let spec = CommandSpec(
    name: "template",
    summary: "Install, find, create and import templates.",
    discussion: """
      install: installs the templates the project declares (a Rambafile's templates:, modgen.json's \
      template_sources) from a folder, a git repository (branch, tag or commit) or the catalogs, into \
      Templates/, and records each in modgen-templates.lock (a git template's exact commit, so teammates \
      and CI get the same bytes; --update moves the lock). It never removes or replaces a folder it did \
      not install, nor one edited since (--force replaces an edited one).
      list / search TERM: the templates the catalogs offer (a Rambafile's catalogs:, modgen.json's \
      catalogs; a Rambafile project also searches Generamba's catalog).
      create NAME: writes a new modgen template to Templates/NAME that passes 'modgen check' as written;       with --from TEMPLATE, a copy of that template (a built-in one, say) to change instead.
      import PATH: converts a Generamba template (a folder with a .rambaspec, or the .rambaspec) into a \
      modgen template: writes its template.json beside the spec, or with --output DIR a copy of the \
      template with its template.json in DIR/<name>. The result renders the bytes Generamba wrote; in a \
      Rambafile project, the Rambafile's settings (prefix, author, paths, Xcode project) go into modgen.json.
      """,
    arguments: [action, name],
    options: [update, force, output, from, dryRun],
    examples: [
      "modgen template install", "modgen template install --update", "modgen template search viper",
      "modgen template create Settings", "modgen template create Screen --from viper",
      "modgen template import Templates/swifty_viper",
    ],
    run: run)

  /// `<action>`: install, list, search, create or import.
  static let action = ArgumentSpec(
    "action", help: "install, list, search, create or import.",
    completion: .choices(["install", "list", "search", "create", "import"]))
  /// `[<name>]`: the action's argument.
  static let name = ArgumentSpec(
    "name", help: "search: the term; create: the template's name; import: the Generamba template's path.",
    isOptional: true)
  /// `--update`.
  static let update = OptionSpec("update", help: "install: move git templates to their branch's current commit.")
  /// `--force`.
  static let force = OptionSpec(
    "force", short: "f",
    help:
      "install: replace installed templates edited since; import: replace a differing template.json, and"
      + " modgen.json values that differ from the Rambafile's.")
  /// `--output dir`.
  static let output = OptionSpec(
    "output", short: "o", kind: .value(placeholder: "dir"),
    help: "create: the folder the new template goes in (default Templates); import: copy the template there.",
    completion: .directory)

  /// `--dry-run`.
  static let dryRun = OptionSpec(
    "dry-run", short: "n", help: "import: show what would be written (template.json, modgen.json), write nothing.")

  /// `--from template`.
  static let from = OptionSpec(
    "from", kind: .value(placeholder: "template"),
    help: "create: start from a copy of this template (e.g. a built-in one) instead of the scaffold.",
    completion: .templates)

  static func run(_ context: CommandContext) throws -> Int32 {
    let action = context.arguments.argument(Self.action)
    let argument = context.arguments.optionalArgument(Self.name)
    switch action {
    case "install", "list":
      if let argument {
        throw UsageError("'template \(action)' takes no argument, got '\(argument)'", command: spec.name)
      }
    case "search", "create", "import":
      guard argument != nil else {
        let what = ["search": "a term", "create": "a name", "import": "the Generamba template's path"][action]!
        throw UsageError("'template \(action)' needs \(what)", command: spec.name)
      }
    default: break
    }
    if action != "create", context.arguments.value(Self.from) != nil {
      throw UsageError("'--from' applies to 'template create'", command: spec.name)
    }
    switch action {
    case "install": return try install(context)
    case "list", "search": return try list(context, term: argument)
    case "import": return try importRambaspec(context, path: argument!)
    default: return try create(context, name: argument!)
    }
  }

  /// What the project in the working folder declares (its Rambafile, its modgen.json).
  static func declarations(_ context: CommandContext) throws -> [ProjectTemplateSources] {
    try ProjectTemplateSources.declared(
      in: context.workingDirectory, environment: context.environment, fileSystem: context.fileSystem)
  }

  private static func git(_ context: CommandContext) -> GitClient {
    GitClient(runner: ProcessRunner(environment: context.environment))
  }

  private static func scratch() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent(
      "modgen-template-\(UInt32.random(in: .min ... .max))", isDirectory: true)
  }

  private static func install(_ context: CommandContext) throws -> Int32 {
    var failed = false
    var declaredAny = false
    for project in try declarations(context) {
      declaredAny = declaredAny || !project.templates.isEmpty
      let scratchFolder = scratch()
      defer { try? context.fileSystem.removeItem(at: scratchFolder) }
      let installer = TemplateInstaller(
        fileSystem: context.fileSystem, git: git(context), projectRoot: project.root,
        templatesFolder: project.templatesFolder, catalogs: project.catalogs, scratch: scratchFolder)
      try context.fileSystem.createDirectories(at: project.templatesFolder)
      let (outcomes, failures) = try installer.install(
        project.templates, update: context.arguments.flag(Self.update), force: context.arguments.flag(Self.force))
      for outcome in outcomes {
        let path = installer.display(project.templatesFolder.appendingPathComponent(outcome.name))
        context.output.line(
          ActionLine.format(outcome.action.rawValue, "\(path)  (\(outcome.detail))", style: context.output.style))
      }
      for failure in failures { failure.diagnostics.forEach(context.errors.print) }
      failed = failed || !failures.isEmpty
    }
    if !declaredAny {
      context.errors.warning("no templates are declared (a Rambafile's templates:, modgen.json's template_sources)")
    }
    return failed ? ExitCode.failure : ExitCode.success
  }

  private static func list(_ context: CommandContext, term: String?) throws -> Int32 {
    let catalogs = try declarations(context).flatMap(\.catalogs)
    guard !catalogs.isEmpty else {
      context.errors.warning("no catalogs are declared (a Rambafile's catalogs:, modgen.json's catalogs)")
      return ExitCode.success
    }
    let scratchFolder = scratch()
    defer { try? context.fileSystem.removeItem(at: scratchFolder) }
    let browser = CatalogBrowser(fileSystem: context.fileSystem, git: git(context), scratch: scratchFolder)
    let offers = try browser.offers(in: catalogs, matching: term)
    if offers.isEmpty {
      context.errors.note(
        term.map { "no catalog template's name contains '\($0)'" } ?? "the catalogs hold no templates")
      return ExitCode.success
    }
    let width = offers.map(\.name.count).max() ?? 0
    for offer in offers {
      let name = offer.name.padding(toLength: width + 2, withPad: " ", startingAt: 0)
      context.output.line(name + (offer.summary ?? "") + "  (" + offer.catalog + ")")
    }
    return ExitCode.success
  }
}
