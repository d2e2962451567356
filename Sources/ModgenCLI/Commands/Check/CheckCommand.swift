import Foundation
import Located
import ModgenCheck
import ModgenGenerate
import ModgenSupport
import TemplateSpec

/// `modgen check`: proves templates render, compile and pass their own generated tests.
enum CheckCommand {
  /// The option-table entry.
  static let spec = CommandSpec(
    name: "check",
    summary: "Compile templates' variants and run their tests.",
    discussion: """
      Lints each template (manifest, Liquid parse, strict render of every variant, output paths), \
      renders variants of its bool and choice parameters and of two builds (a Swift package target, \
      and a new Xcode 26 app target: default MainActor isolation, Approachable Concurrency, \
      ExistentialAny) in which every pair of values meets at least once (--exhaustive: every \
      combination; at most 32 variants per template), each under its own sample module name, builds \
      them all in one Swift package with ModuleCore (Swift 6, warnings as errors) and runs their tests. \
      Compiler errors point at template lines. On a Mac with Xcode the variants are built and tested on \
      an iOS simulator with the iOS SDK; elsewhere on this machine, against the UIKit stand-in. The \
      project's own packages and source folders named in modgen.json's check.dependencies are built \
      with them. The package is kept in $XDG_CACHE_HOME/modgen/check (or ~/.cache/modgen/check), so \
      checking unchanged templates again takes a moment. Without template names, checks the \
      --templates folders' templates; else the project's own templates (its Templates/ folder and \
      those modgen.json names) when it has any; else every template modgen can find. --builtin adds \
      the built-in templates.
      """,
    arguments: [template],
    options: [
      templates, builtin, json, keep, param, jobs, isolation, exhaustive, platform, simulator, shard, timings, list,
      junit, saveTimings,
    ],
    examples: [
      "modgen check", "modgen check viper --keep", "modgen check container -p scope=true -p tests=xctest",
      "modgen check --templates Templates --json",
      "modgen check viper --platform ios-simulator --simulator 'iPhone 16'",
      "modgen check --shard 2/4 --junit check.xml", "modgen check --list --shard 1/4",
    ],
    run: run)

  /// `<template>...`: the templates to check.
  static let template = ArgumentSpec(
    "template", help: "Templates to check (default: all).", isOptional: true, isVariadic: true,
    completion: .templates)
  /// `--templates`: a folder whose templates are checked (repeatable).
  static let templates = OptionSpec(
    "templates", kind: .repeated(placeholder: "dir"), help: "Check the templates in this folder.",
    completion: .directory)
  /// `--builtin`: the built-in templates too.
  static let builtin = OptionSpec(
    "builtin", help: "Check the built-in templates too (a bare check in a project with templates checks only those).")
  /// `--json`.
  static let json = OptionSpec("json", help: "Print the report as JSON.")
  /// `--keep`.
  static let keep = OptionSpec("keep", help: "Print where the scratch package is kept.")
  /// `--param key=value`: pins a bool or choice parameter (repeatable).
  static let param = OptionSpec(
    "param", short: "p", kind: .repeated(placeholder: "key=value"),
    help: "Check only this value of a bool or choice parameter (repeatable).")
  /// `--jobs n`.
  static let jobs = OptionSpec(
    "jobs", short: "j", kind: .value(placeholder: "n"), help: "Parallel jobs for swift build.")
  /// `--isolation mode`.
  static let isolation = OptionSpec(
    "isolation", kind: .value(placeholder: "mode"),
    help: "Default actor isolation to build with: both (default), nonisolated or main-actor.",
    completion: .choices(["both", "nonisolated", "main-actor"]))

  /// `--exhaustive`: every combination of parameter values, not every pair.
  static let exhaustive = OptionSpec(
    "exhaustive",
    help: "Check every combination of parameter values and isolation modes, not a set in which every pair"
      + " meets (also modgen.json's check.exhaustive).")

  /// Lints, builds and tests the selected templates; prints the report; 0 when all passed.
  static func run(_ context: CommandContext) throws -> Int32 {
    let started = Date()
    let jobs = try jobsGiven(context)
    let configuration = try context.loadConfiguration()
    let catalog = try context.loadCatalog(
      configuration: configuration, folders: context.arguments.values(Self.templates))
    let selected = try select(catalog, context: context)
    let pinned = try pins(context, templates: selected)
    let shard = try shardAsked(context)
    let junit = try junitDestination(context)
    let timings = try timingsGiven(context)
    _ = try saveTimingsDestination(context)
    let errors = context.errors
    let cache = CheckCache(
      templatesOf: catalog, workingDirectory: context.workingDirectory, environment: context.environment,
      fileSystem: context.fileSystem)
    // Nothing changed since a run that passed: its report stands, without rendering or building.
    let shortcut = Self.shortcut(
      selected: selected, catalog: catalog, pinned: pinned, shard: shard, timings: timings, cache: cache,
      configuration: configuration, context: context)
    if let shortcut, let stored = cache.storedReport(for: shortcut.key), stored.passed {
      errors.line("check: nothing changed since a passing run of these templates; its results stand")
      return try finish(
        stored.reused(seconds: Date().timeIntervalSince(started)), shard: shard, junit: junit, cache: cache,
        context: context)
    }
    let preparer = try preparer(catalog, pinned: pinned, cache: cache, configuration: configuration, context)
    if context.arguments.flag(Self.list) {
      return try printList(preparer.plan(selected), shard: shard, timings: timings, context: context)
    }
    let destination = try destination(context)
    errors.line(
      "check: linting and rendering \(selected.count) template(s), "
        + (preparer.exhaustive ? "every combination of" : "every pair of")
        + " parameter values, at most \(preparer.variantCap) variants each")
    var prepared = preparer.prepare(selected)
    if let shard {
      let units = prepared.shardUnits(timings: timings)
      prepared = prepared.keeping(Self.units(of: shard, from: units, timed: !timings.isEmpty, errors: errors))
      guard !prepared.subjects.isEmpty else { return try passEmptyShard(shard, cache: cache, context: context) }
    }
    let dependencies = try CheckDependencyResolver(
      fileSystem: context.fileSystem, paths: PathResolver(environment: context.environment)
    ).resolve(configuration, reserved: CheckDependencyResolver.reservedModules(prepared.subjects))
    if case .iOSSimulator(let device) = destination {
      errors.line("check: building and testing on the \(device.name) simulator (\(device.runtime)) with xcodebuild")
    }
    let pipeline = CheckPipeline(
      checking: prepared, in: cache, on: destination, dependencies: dependencies,
      selection: !context.arguments.values(Self.template).isEmpty || !pinned.isEmpty || shard != nil, jobs: jobs,
      environment: context.environment, progress: { errors.line($0) })
    let outcome = Result { () throws(CheckError) -> CheckReport in try pipeline.run(prepared.subjects) }
    if case .failure(.interrupted) = outcome {
      errors.error(CheckError.interrupted.description)
      return ExitCode.interrupted
    }
    let report = try outcome.get()
    if report.passed, let shortcut { try? cache.storeReport(report, for: shortcut.key) }
    return try finish(report, shard: shard, junit: junit, cache: cache, context: context)
  }

  /// `--jobs`: a positive whole number, or nil without the option.
  private static func jobsGiven(_ context: CommandContext) throws -> Int? {
    guard let text = context.arguments.value(Self.jobs) else { return nil }
    guard let value = Int(text), value > 0 else {
      throw UsageError("--jobs needs a positive whole number, not '\(text)'", command: "check")
    }
    return value
  }

  /// Whether every combination is checked: `--exhaustive`, or modgen.json's `check.exhaustive`.
  static func isExhaustive(_ context: CommandContext, configuration: LocatedConfiguration?) -> Bool {
    context.arguments.flag(Self.exhaustive) || configuration?.configuration.checkExhaustive == true
  }

  /// The preparer of this run: rendering into `cache`'s scratch package, with the `--isolation`
  /// modes, `--param` pins and coverage, finding the templates a composite names in `catalog`.
  private static func preparer(
    _ catalog: TemplateCatalog, pinned: [String: String], cache: CheckCache, configuration: LocatedConfiguration?,
    _ context: CommandContext
  ) throws -> CheckPreparer {
    var preparer = CheckPreparer(
      generator: Generator(fileSystem: context.fileSystem), outputRoot: cache.packageDirectory,
      isolations: try isolations(context))
    preparer.templateLookup = { name in try? catalog.template(named: name) }
    preparer.pinned = pinned
    preparer.exhaustive = isExhaustive(context, configuration: configuration)
    return preparer
  }

  /// A shard with no variants (there are fewer variants than shards): it passes, and says so.
  private static func passEmptyShard(_ shard: CheckShard, cache: CheckCache, context: CommandContext) throws -> Int32 {
    context.errors.note("shard \(shard) has no variants to check (there are fewer variants than shards); it passes")
    let empty = CheckReport(templates: [], cacheDirectory: cache.directory.filePath)
    context.io.writeOutput(
      context.arguments.flag(Self.json)
        ? try JSONOutput.text(empty) : "check passed (shard \(shard)): no variants in this shard\n")
    return ExitCode.success
  }

  /// Prints the report (problems to stderr, the table or JSON to stdout), writes the CI reports, and
  /// gives the exit code: 0 when everything passed.
  private static func finish(
    _ report: CheckReport, shard: CheckShard?, junit: URL?, cache: CheckCache, context: CommandContext
  ) throws -> Int32 {
    let errors = context.errors
    printProblems(of: report, to: errors)
    if context.arguments.flag(Self.json) {
      context.io.writeOutput(try JSONOutput.text(report))
    } else {
      context.io.writeOutput(report.table(shard: shard?.description))
    }
    try writeCIReports(report, shard: shard, junit: junit, cache: cache, context: context)
    if context.arguments.flag(Self.keep) {
      errors.note("the scratch package is kept in \(cache.packageDirectory.filePath)")
    }
    return report.passed ? ExitCode.success : ExitCode.failure
  }

  /// The isolation modes asked for; MainActor needs a Swift 6.2 toolchain, so with an older one
  /// `both` builds the nonisolated variants only and says so.
  static func isolations(_ context: CommandContext) throws -> [CheckVariant.Isolation] {
    let mode = context.arguments.value(Self.isolation) ?? "both"
    switch mode {
    case "nonisolated": return [.nonisolated]
    case "main-actor": return [.mainActor]
    case "both":
      let version = try? PackageBuilder(runner: ProcessRunner(environment: context.environment)).toolchainVersion()
      if let version, let (major, minor) = swiftVersion(in: version), (major, minor) < (6, 2) {
        context.errors.note(
          "Swift \(major).\(minor) cannot build with default MainActor isolation (6.2 can); skipping it")
        return [.nonisolated]
      }
      return [.nonisolated, .mainActor]
    default:
      throw UsageError(
        "--isolation must be both, nonisolated or main-actor, not '\(mode)'",
        suggestion: Suggestion.nearest(to: mode, in: ["both", "nonisolated", "main-actor"]), command: "check")
    }
  }

  /// Major and minor version from `swift --version`'s first line ("Swift version 6.3.1 (…)").
  static func swiftVersion(in line: String) -> (Int, Int)? {
    guard let range = line.range(of: "Swift version ") else { return nil }
    let numbers = line[range.upperBound...].prefix { $0.isNumber || $0 == "." }.split(separator: ".")
    guard numbers.count >= 2, let major = Int(numbers[0]), let minor = Int(numbers[1]) else { return nil }
    return (major, minor)
  }

  /// The `--param` values, each checked against the selected templates: a parameter of one of
  /// them, `bool` or `choice`, and one of its values (a typo would otherwise check nothing new).
  static func pins(_ context: CommandContext, templates: [CatalogTemplate]) throws -> [String: String] {
    var pinned: [String: String] = [:]
    let manifests = templates.compactMap { template in (try? template.loadManifest()).map { (template.name, $0) } }
    for raw in context.arguments.values(Self.param) {
      guard let assignment = ParameterAssignment(raw) else {
        throw UsageError(ParameterAssignment.formProblem(raw), command: "check")
      }
      var found = false
      for (name, manifest) in manifests {
        guard let parameter = manifest.parameters.first(where: { $0.name == assignment.key }) else { continue }
        found = true
        guard let dimension = CheckPreparer.dimensions(of: manifest).first(where: { $0.name == assignment.key })
        else {
          throw UsageError(
            "--param \(assignment.key): check varies only bool and choice parameters, and '\(assignment.key)'"
              + " of template '\(name)' is a \(parameter.kind) parameter", command: "check")
        }
        guard dimension.values.contains(assignment.value) else {
          throw UsageError(
            "--param \(assignment.key): '\(assignment.value)' is not a value of template '\(name)'"
              + " (\(dimension.values.sorted().joined(separator: ", ")))", command: "check")
        }
      }
      guard found else {
        let names = manifests.map(\.0).joined(separator: ", ")
        throw UsageError(
          "--param \(assignment.key): no checked template (\(names)) has that parameter", command: "check")
      }
      pinned[assignment.key] = assignment.value
    }
    return pinned
  }

  /// The templates named on the command line; else those of the `--templates` folders; else the
  /// project's own templates when it has any; else all modgen templates (a Generamba template has
  /// no manifest to check until it is imported). `--builtin` adds the built-in templates.
  static func select(_ catalog: TemplateCatalog, context: CommandContext) throws -> [CatalogTemplate] {
    let names = context.arguments.values(Self.template)
    if !names.isEmpty {
      var seen: Set<String> = []
      return try names.filter { seen.insert($0).inserted }.map { name in
        let template = try catalog.template(named: name)
        guard template.origin != .generamba else {
          throw CheckError.selection(
            "'\(template.name)' is a Generamba template, which check cannot check; "
              + "'modgen template import \(template.location)' makes a modgen template of it")
        }
        return template
      }
    }
    // An abstract template (a base for others) is checked through the templates based on it.
    let checkable = catalog.templates.filter { $0.origin != .generamba && !$0.isAbstract }
    let own = checkable.filter { $0.origin == .project }
    var selected: [CatalogTemplate]
    if !context.arguments.values(Self.templates).isEmpty {
      selected = checkable.filter { $0.origin == .flag }
    } else {
      selected = own.isEmpty ? checkable : own
    }
    let builtins = checkable.filter { template in
      template.origin == .builtin && !selected.contains { $0.name == template.name }
    }
    if context.arguments.flag(Self.builtin) {
      selected += builtins
    } else if !own.isEmpty && !builtins.isEmpty && selected.allSatisfy({ $0.origin == .project }) {
      context.errors.note(
        "checking the project's own templates (\(selected.count)); --builtin checks the \(builtins.count) built-in "
          + "ones too")
    }
    guard !selected.isEmpty else {
      let searched = catalog.searchPath.map(\.location).joined(separator: ", ")
      throw CheckError.selection("no templates to check" + (searched.isEmpty ? "" : " (searched \(searched))"))
    }
    return selected
  }

  /// Lint problems, compiler diagnostics, failing tests and unexplained logs, to stderr.
  static func printProblems(of report: CheckReport, to errors: Console) {
    for template in report.templates {
      template.problems.forEach(errors.print)
      template.warnings.forEach(errors.print)
    }
    // One template problem met in several variants (and isolation modes) prints once, naming them.
    for group in report.diagnosticGroups {
      group.diagnostics.forEach(errors.print)
    }
    if let log = report.buildLog, !report.diagnostics.contains(where: { $0.severity == .error }) {
      errors.error("swift build failed; the end of its output:")
      errors.line(log)
    }
    for template in report.templates {
      for variant in template.variants {
        for failure in variant.failures {
          let parameters = variant.parameters.isEmpty ? "" : " (\(variant.parameters.joined(separator: ", ")))"
          errors.print(
            Diagnostic(
              "test \(failure.fullName) failed in variant \(variant.module) of template '\(template.name)'\(parameters)",
              file: failure.templateLocation?.file, line: failure.templateLocation?.line, notes: failure.messages))
        }
      }
    }
    if let log = report.testLog {
      errors.error("swift test failed; the end of its output:")
      errors.line(log)
    }
  }
}
