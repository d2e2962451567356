import Foundation
import Located
import ModgenGenerate
import TemplateSpec

/// The arguments and options of a command that renders a template into a module as `gen` does
/// (`gen`, `adopt`): `<Name> <template>`, where the files go, the parameters, and Generamba's own
/// options. Declared once, listed by each such command, and read back as one value that plans the
/// module through ``ModulePlanner``.
struct GenerationOptions {
  /// The options of the group.
  static let group = OptionGroup(
    options: [
      output, testsOutput, param, templates, noTests, noInput, moduleDescription, verbose, strict, packageTarget,
    ] + generambaOptions)

  /// `<Name>`: the module's name.
  static let moduleName = ArgumentSpec(
    "Name", help: "The module name, an UpperCamelCase Swift identifier (e.g. Passcode).")
  /// `<template>`: the template to render.
  static let template = ArgumentSpec(
    "template", help: "The template to use (see 'modgen list').", completion: .templates)

  /// `--output`: where module folders go.
  static let output = OptionSpec(
    "output", short: "o", kind: .value(placeholder: "dir"),
    help: "Where module folders go (default: modgen.json sources_path, else Sources).", completion: .directory)
  /// `--tests-output`: where test folders go.
  static let testsOutput = OptionSpec(
    "tests-output", kind: .value(placeholder: "dir"),
    help: "Where test folders go (default: modgen.json tests_path, else Tests).", completion: .directory)
  /// `--param key=value`, repeatable.
  static let param = OptionSpec(
    "param", short: "p", kind: .repeated(placeholder: "key=value"),
    help: "Set a template parameter (repeatable).", completion: .parameters(templateArgument: 1))
  /// `--templates`: a template folder searched first.
  static let templates = OptionSpec(
    "templates", kind: .value(placeholder: "dir"), help: "Look for templates in this folder first.",
    completion: .directory)
  /// `--no-tests`.
  static let noTests = OptionSpec("no-tests", help: "Do not generate the test files.")
  /// `--no-input`.
  static let noInput = OptionSpec("no-input", help: "Never ask questions; fail if a parameter is missing.")
  /// `--description`: `module_info.description`.
  static let moduleDescription = OptionSpec(
    "description", short: "d", kind: .value(placeholder: "text"),
    help: "The module's description (module_info.description).")
  /// `--verbose`.
  static let verbose = OptionSpec(
    "verbose", short: "v", help: "Say which modgen.json and which template folder were used.")
  /// `--strict`.
  static let strict = OptionSpec(
    "strict", help: "Generamba and lax templates: an undefined variable is an error, not a warning.")
  /// `--package-target`.
  static let packageTarget = OptionSpec(
    "package-target",
    help:
      "Make the module a target of its own (and its tests a test target) in the Package.swift above it"
      + " (modgen.json: package_targets).")

  /// Generamba's own `gen` options, accepted as scripts spell them (`--module_path` or
  /// `--module-path`); they apply to Generamba templates (a `Rambafile` project).
  static let generambaOptions: [OptionSpec] = [
    author, modulePath, testPath, customParameters, projectTargets, projectFilePath, projectGroupPath, testTargets,
    testFilePath, testGroupPath, moduleFilePath, moduleGroupPath, projectXcodeprojPath, testXcodeprojPath,
  ]
  /// `--author`.
  static let author = OptionSpec(
    "author", kind: .value(placeholder: "name"), help: "Generamba: the author (developer.name).")
  /// `--module-path` (`--module_path`).
  static let modulePath = OptionSpec(
    "module-path", kind: .value(placeholder: "dir"), help: "Generamba: where the code files go (both paths).",
    completion: .directory)
  /// `--test-path`.
  static let testPath = OptionSpec(
    "test-path", kind: .value(placeholder: "dir"), help: "Generamba: where the test files go (both paths).",
    completion: .directory)
  /// `--custom-parameters a:1 b:2`.
  static let customParameters = OptionSpec(
    "custom-parameters", kind: .keyValueWords(placeholder: "key:value"),
    help: "Generamba: custom_parameters, as key:value words.")
  /// `--project-targets`.
  static let projectTargets = OptionSpec(
    "project-targets", kind: .value(placeholder: "a,b"), help: "Generamba: the code files' targets.")
  /// `--project-file-path`.
  static let projectFilePath = OptionSpec(
    "project-file-path", kind: .value(placeholder: "dir"), help: "Generamba: where the code files go.",
    completion: .directory)
  /// `--project-group-path`.
  static let projectGroupPath = OptionSpec(
    "project-group-path", kind: .value(placeholder: "group"), help: "Generamba: the code files' group.")
  /// `--test-targets`.
  static let testTargets = OptionSpec(
    "test-targets", kind: .value(placeholder: "a,b"), help: "Generamba: the test files' targets.")
  /// `--test-file-path`.
  static let testFilePath = OptionSpec(
    "test-file-path", kind: .value(placeholder: "dir"), help: "Generamba: where the test files go.",
    completion: .directory)
  /// `--test-group-path`.
  static let testGroupPath = OptionSpec(
    "test-group-path", kind: .value(placeholder: "group"), help: "Generamba: the test files' group.")

  /// The parsed command line.
  let arguments: ParsedArguments
  /// The command reading the group (usage errors name it).
  let command: CommandSpec

  /// The group's values in `arguments`, parsed for `command`; a `--param` that is not `key=value`
  /// is a usage error.
  init(_ arguments: ParsedArguments, command: CommandSpec) throws {
    self.arguments = arguments
    self.command = command
    for raw in arguments.values(Self.param) where ParameterAssignment(raw) == nil {
      throw UsageError(ParameterAssignment.formProblem(raw), command: command.name)
    }
  }

  /// The module's name.
  var moduleName: String { arguments.argument(Self.moduleName) }
  /// The template's name, as given.
  var templateName: String { arguments.argument(Self.template) }
  /// Whether `--package-target` was given.
  var packageTarget: Bool { arguments.flag(Self.packageTarget) }

  /// The planner of this run: the project's modgen.json and templates (`--templates` first),
  /// `--strict` and `--verbose`, notes and warnings printed on standard error as they come.
  func planner(_ context: CommandContext) throws -> ModulePlanner {
    let configuration = try context.loadConfiguration()
    let catalog = try context.loadCatalog(configuration: configuration, folders: arguments.values(Self.templates))
    var planner = ModulePlanner(
      fileSystem: context.fileSystem, workingDirectory: context.workingDirectory, paths: context.paths,
      configuration: configuration, catalog: catalog, date: context.now,
      fallbackAuthor: { context.gitUserNameFromFiles }, display: context.displayPath,
      report: { context.errors.print($0) })
    planner.strict = arguments.flag(Self.strict)
    planner.verbose = arguments.flag(Self.verbose)
    return planner
  }

  /// Finds the template and plans the module in memory with `planner`, compared with the disk, reporting notes
  /// and warnings on standard error as they come. An option that does not apply to the kind of
  /// template found is a usage error; `checkProject` makes a Generamba project's Xcode project
  /// be checked.
  func plan(with planner: ModulePlanner, _ context: CommandContext, checkProject: Bool) throws
    -> ModulePlanner.PlannedModule
  {
    let template = try planner.template(named: templateName, moduleName: moduleName)
    if template.origin == .generamba {
      try refuseModgenOptions()
      return try planner.planGeneramba(
        generambaWords(), template: template, environment: context.environment, checkProject: checkProject)
    }
    var request = ModulePlanner.Request(moduleName: moduleName)
    request.output = arguments.value(Self.output)
    request.testsOutput = arguments.value(Self.testsOutput)
    request.parameters = arguments.values(Self.param)
    try applyGenerambaWords(to: &request)
    request.includeTests = !arguments.flag(Self.noTests)
    request.moduleDescription = arguments.value(Self.moduleDescription)
    request.packageTarget = packageTarget
    if context.canPrompt(unless: Self.noInput) {
      let prompter = ParameterPrompter(context)
      request.ask = { prompter.ask($0) }
    }
    return try planner.plan(request, template: template)
  }

  /// The options a Generamba template does not take: a usage error naming the first one given.
  private func refuseModgenOptions() throws {
    for option in [Self.projectXcodeprojPath, Self.testXcodeprojPath] where arguments.value(option) != nil {
      throw UsageError(
        "'--\(option.name.replacingOccurrences(of: "-", with: "_"))' is not supported; set the Rambafile's "
          + "xcodeproj_path (or test_xcodeproj_path) instead", command: command.name)
    }
    if packageTarget {
      throw UsageError("'--package-target' applies to modgen templates, not Generamba ones", command: command.name)
    }
    for option in [Self.output, Self.testsOutput, Self.param, Self.noTests] where arguments.flag(option) {
      throw UsageError(
        "'--\(option.name)' does not apply to Generamba templates; use --module_path, --test_path or "
          + "--custom_parameters key:value", command: command.name)
    }
  }

  /// The command line as `generamba gen` reads it.
  private func generambaWords() -> GenerambaCommandLine {
    var words = GenerambaCommandLine(moduleName: moduleName, templateName: templateName)
    words.description = arguments.value(Self.moduleDescription)
    words.author = arguments.value(Self.author)
    words.projectTargets = arguments.value(Self.projectTargets)
    words.testTargets = arguments.value(Self.testTargets)
    words.projectFilePath = arguments.value(Self.projectFilePath) ?? arguments.value(Self.moduleFilePath)
    words.projectGroupPath = arguments.value(Self.projectGroupPath) ?? arguments.value(Self.moduleGroupPath)
    words.testFilePath = arguments.value(Self.testFilePath)
    words.testGroupPath = arguments.value(Self.testGroupPath)
    words.modulePath = arguments.value(Self.modulePath)
    words.testPath = arguments.value(Self.testPath)
    words.customParameters = arguments.values(Self.customParameters)
    return words
  }

  /// Prints why a plan could not be made, each diagnostic pointed at the command line where that
  /// is where its cause was typed; with `explainMissing`, a note says why missing values were not
  /// asked for. Returns the exit code: a usage error when only values were missing.
  func reportFailure(_ error: GenerationError, _ context: CommandContext, explainMissing: Bool) -> (
    diagnostics: [Diagnostic], status: Int32
  ) {
    let diagnostics = locatedOnCommandLine(error.diagnostics, context)
    diagnostics.forEach(context.errors.print)
    if explainMissing && !error.missingParameters.isEmpty {
      let why = arguments.flag(Self.noInput) ? "--no-input was given" : "standard input is not a terminal"
      context.errors.note("modgen did not ask for missing values because \(why)")
    }
    // Only values missing from the command line: a usage error, like a missing argument.
    let onlyMissing = !error.missingParameters.isEmpty && error.missingParameters.count == error.diagnostics.count
    return (diagnostics, onlyMissing ? ExitCode.usage : ExitCode.failure)
  }
}
