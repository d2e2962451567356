import Foundation
import TemplateSpec

/// `modgen init`: writes modgen.json for the project in the working directory.
enum InitCommand {
  /// The option-table entry.
  static let spec = CommandSpec(
    name: "init",
    summary: "Write modgen.json for this project.",
    discussion: """
      Reads the project in the folder first: an Xcode project (the app target, its unit-test target, \
      their folders and groups, the app's module name), an XcodeGen project.yml or Tuist Project.swift \
      (targets and their sources), or a local Package.swift (its targets, through 'swift package \
      describe'). With several projects in the folder, --project chooses; with several app targets, \
      --target (asked on a terminal). Every field has a \
      flag. Fields without a flag are asked for when standard input is a terminal, with a default shown \
      in brackets; otherwise the defaults are used: what the project says, else the project name from \
      the folder name, the author from 'git config user.name', Sources and Tests as paths. An existing \
      modgen.json is only replaced with --force. The Xcode groups recorded follow the folders chosen: \
      the target's group, down to --sources-path (--group and --test-group name others).
      """,
    options: [
      projectName, author, company, prefix, sourcesPath, testsPath, group, testGroup, project, target, testTarget,
      productModuleName, noProject, templates, param, force, noInput, dryRun,
    ],
    examples: [
      "modgen init", "modgen init --company Acme --prefix AC --no-input",
      "modgen init --target MyApp --test-target MyAppTests --no-input",
    ],
    run: run)

  /// `--project-name`.
  static let projectName = OptionSpec(
    "project-name", kind: .value(placeholder: "name"), help: "Project name (default: the folder name).")
  /// `--author`.
  static let author = OptionSpec(
    "author", kind: .value(placeholder: "name"), help: "Author (default: git config user.name).")
  /// `--company`.
  static let company = OptionSpec("company", kind: .value(placeholder: "name"), help: "Company name for file headers.")
  /// `--prefix`.
  static let prefix = OptionSpec("prefix", kind: .value(placeholder: "prefix"), help: "Class prefix (e.g. AB).")
  /// `--sources-path`.
  static let sourcesPath = OptionSpec(
    "sources-path", kind: .value(placeholder: "dir"),
    help: "Where modules go (default: the target's folder, else Sources).",
    completion: .directory)
  /// `--tests-path`.
  static let testsPath = OptionSpec(
    "tests-path", kind: .value(placeholder: "dir"),
    help: "Where module tests go (default: the test target's folder, else Tests).",
    completion: .directory)
  /// `--group`.
  static let group = OptionSpec(
    "group", kind: .value(placeholder: "path"),
    help: "The Xcode group of --sources-path (default: the target's group followed down to it).")
  /// `--test-group`.
  static let testGroup = OptionSpec(
    "test-group", kind: .value(placeholder: "path"),
    help: "The Xcode group of --tests-path (default: the test target's group followed down to it).")
  /// `--project`.
  static let project = OptionSpec(
    "project", kind: .value(placeholder: "name"),
    help: "The project to read when the folder has several (e.g. MyApp.xcodeproj, Package.swift).")
  /// `--target`.
  static let target = OptionSpec(
    "target", kind: .value(placeholder: "name"),
    help: "The target modules go to: an app, framework or library target (or a package's target).")
  /// `--test-target`.
  static let testTarget = OptionSpec(
    "test-target", kind: .value(placeholder: "name"), help: "The unit-test target module tests go to.")
  /// `--product-module-name`.
  static let productModuleName = OptionSpec(
    "product-module-name", kind: .value(placeholder: "name"),
    help: "The module generated tests import (default: the target's).")
  /// `--no-project`.
  static let noProject = OptionSpec(
    "no-project", help: "Do not read the project in the folder (Xcode project, package, XcodeGen, Tuist).")
  /// `--templates` (repeatable).
  static let templates = OptionSpec(
    "templates", kind: .repeated(placeholder: "dir"), help: "A project template folder (repeatable).",
    completion: .directory)
  /// `--param key=value` (repeatable).
  static let param = OptionSpec(
    "param", short: "p", kind: .repeated(placeholder: "key=value"), help: "A default template parameter (repeatable).")
  /// `--force`.
  static let force = OptionSpec("force", short: "f", help: "Replace an existing modgen.json.")
  /// `--no-input`.
  static let noInput = OptionSpec("no-input", help: "Never ask questions; use flags and defaults.")
  /// `--dry-run`.
  static let dryRun = OptionSpec("dry-run", short: "n", help: "Print the file instead of writing it.")

  /// Reads the folder's project, asks for or takes each field, and writes (or prints) modgen.json.
  static func run(_ context: CommandContext) throws -> Int32 {
    let arguments = context.arguments
    let file = context.workingDirectory.appendingPathComponent(ProjectConfiguration.fileName, isDirectory: false)
    let exists = context.fileSystem.exists(at: file)
    if exists && !arguments.flag(Self.force) && !arguments.flag(Self.dryRun) {
      throw CLIError("\(ProjectConfiguration.fileName) already exists; use --force to replace it")
    }
    let found = try findings(context)
    let report = arguments.flag(Self.dryRun) ? context.errors : context.output
    for (what, detail) in found.shown { report.line(ActionLine.format(what, detail, style: report.style)) }
    for warning in found.requirementWarnings { context.errors.warning(warning) }
    var configuration = ProjectConfiguration()
    // In a Generamba project, the Rambafile's settings are the defaults.
    let rambafile = try rambafileDefaults(context)
    let prompting = context.canPrompt(unless: Self.noInput)
    let field = { (flag: OptionSpec, question: String, fallback: String?) throws -> String? in
      try Self.field(flag, question, default: fallback, prompting: prompting, context)
    }
    configuration.projectName = try field(
      Self.projectName, "Project name",
      rambafile?.projectName ?? found.projectName ?? context.workingDirectory.lastPathComponent)
    // The Rambafile's module name goes with its project name.
    let rambafileModuleName =
      configuration.projectName == rambafile?.projectName ? rambafile?.productModuleName : nil
    configuration.productModuleName = try productModuleName(
      given: arguments.value(Self.productModuleName) ?? rambafileModuleName ?? found.moduleName,
      projectName: configuration.projectName, context)
    configuration.author = try field(
      Self.author, "Author", arguments.value(Self.author) == nil ? rambafile?.author ?? context.gitUserName : nil)
    configuration.company = try field(Self.company, "Company", rambafile?.company)
    configuration.prefix = try field(Self.prefix, "Class prefix", rambafile?.prefix)
    configuration.sourcesPath = try field(
      Self.sourcesPath, "Where modules go", rambafile?.sourcesPath ?? found.sourcesPath ?? "Sources")
    configuration.testsPath = try field(
      Self.testsPath, "Where module tests go", rambafile?.testsPath ?? found.testsPath ?? "Tests")
    // A generated .xcodeproj (XcodeGen, Tuist) is never edited, whatever a Rambafile beside it names.
    configuration.xcodeProject = try xcodeProject(
      found.projectIsGenerated ? nil : rambafile?.xcodeProject ?? found.xcodeProject, chosen: configuration,
      defaults: rambafile ?? found.defaults, context)
    configuration.templates = arguments.values(Self.templates)
    configuration.parameters = try defaultParameters(arguments.values(Self.param))
    let text = configuration.jsonText()
    if arguments.flag(Self.dryRun) {
      context.io.writeOutput(text)
      return ExitCode.success
    }
    try context.fileSystem.writeData(Data(text.utf8), to: file)
    let output = context.output
    output.line(ActionLine.format(exists ? "overwrite" : "create", context.displayPath(file), style: output.style))
    for (what, detail) in summary(of: configuration) {
      output.line(ActionLine.format(what, detail, style: output.style))
    }
    return ExitCode.success
  }
}
