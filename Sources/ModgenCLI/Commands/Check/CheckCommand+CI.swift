import Foundation
import Located
import ModgenCheck
import ModgenSupport

extension CheckCommand {
  /// `--shard K/N`: check one share of the variants.
  static let shard = OptionSpec(
    "shard", kind: .value(placeholder: "K/N"),
    help: "Check shard K of N (counting from 1) of the variants; the N shards together check every variant once"
      + " (default: from BUILDKITE_PARALLEL_JOB/_COUNT, CI_NODE_INDEX/CI_NODE_TOTAL or"
      + " CIRCLE_NODE_INDEX/CIRCLE_NODE_TOTAL when set).")
  /// `--list`: print the plan and build nothing.
  static let list = OptionSpec(
    "list", help: "Print the variants that would be checked (one a line) and build nothing.")
  /// `--timings FILE`: balance shards by the seconds in these files.
  static let timings = OptionSpec(
    "timings", kind: .repeated(placeholder: "file"),
    help: "Balance --shard by the variant seconds in this file, as --save-timings writes it (repeatable: the"
      + " files of several shards merge); give every shard the same files. Without it, shards are balanced"
      + " by count.",
    completion: .file)
  /// `--save-timings FILE`: write the run's variant seconds.
  static let saveTimings = OptionSpec(
    "save-timings", kind: .value(placeholder: "file"),
    help: "Write each built variant's seconds to this file (over what it holds), for --timings.",
    completion: .file)
  /// `--junit PATH`: write a JUnit XML report.
  static let junit = OptionSpec(
    "junit", kind: .value(placeholder: "path"), help: "Also write the results as JUnit XML to this file.",
    completion: .file)

  /// The shard asked for with `--shard`, else by the CI service's parallel-job variables; nil for all.
  static func shardAsked(_ context: CommandContext) throws -> CheckShard? {
    do {
      if let text = context.arguments.value(Self.shard) { return try CheckShard.parse(text) }
      return try CheckShard.fromEnvironment(context.environment)
    } catch {
      throw UsageError(error.description, command: "check")
    }
  }

  /// Where `--junit` writes, checked before anything is built: its folder must exist.
  static func junitDestination(_ context: CommandContext) throws -> URL? {
    try outputFile(of: Self.junit, writing: "the JUnit report: its folder does", context)
  }

  /// The file an option names for check to write at the end, checked before anything is built: it
  /// must not be a folder, and its folder must exist (`writing` completes "cannot write …").
  private static func outputFile(of option: OptionSpec, writing: String, _ context: CommandContext) throws -> URL? {
    guard let path = context.arguments.value(option) else { return nil }
    let url = context.url(for: path)
    guard !context.fileSystem.isDirectory(at: url) else {
      throw Diagnostic("--\(option.name) names a folder; it needs a file path", file: path)
    }
    guard context.fileSystem.isDirectory(at: url.deletingLastPathComponent()) else {
      throw Diagnostic("cannot write \(writing) not exist", file: path)
    }
    return url
  }

  /// The timings `--timings` names, merged (empty without the option). They are read before anything
  /// is rendered, so a bad file stops the run at once.
  static func timingsGiven(_ context: CommandContext) throws -> CheckTimings {
    let paths = context.arguments.values(Self.timings)
    return try CheckTimings.read(
      from: paths.map { (context.url(for: $0), $0) }, fileSystem: context.fileSystem)
  }

  /// Where `--save-timings` writes, checked before anything is built: its folder must exist.
  static func saveTimingsDestination(_ context: CommandContext) throws -> URL? {
    try outputFile(of: Self.saveTimings, writing: "the timings: their folder does", context)
  }

  /// Writes the seconds of `report`'s built variants to `url`, over the timings the file holds (a file
  /// that cannot be read as timings is replaced).
  static func saveTimings(of report: CheckReport, to url: URL, context: CommandContext) throws {
    let path = url.filePath
    let earlier =
      context.fileSystem.isFile(at: url)
      ? (try? CheckTimings.read(from: url, fileSystem: context.fileSystem, displayPath: path)) ?? CheckTimings()
      : CheckTimings()
    do {
      try context.fileSystem.writeData(Data(earlier.updated(with: report).jsonText.utf8), to: url)
    } catch {
      throw Diagnostic("cannot write the timings: \(error)", file: path)
    }
  }

  /// The units of this run's shard, with a progress line saying how they were chosen.
  static func units(
    of shard: CheckShard, from all: [ShardPlanner.Unit], timed: Bool, errors: Console
  ) -> [ShardPlanner.Unit] {
    let mine = ShardPlanner.shard(shard.index, of: shard.count, all)
    let balance = timed ? "balanced by the seconds in --timings" : "balanced by count"
    errors.line("check: shard \(shard): \(mine.count) of \(all.count) variant(s), \(balance)")
    return mine
  }

  /// `--list`: the planned variants of `planned` (of the shard, when sharded, balanced by `timings`),
  /// one a line, or as JSON.
  static func printList(
    _ planned: [CheckPreparer.PlannedTemplate], shard: CheckShard?, timings: CheckTimings, context: CommandContext
  ) throws -> Int32 {
    let all = planned.shardUnits(timings: timings)
    let units = shard.map { Self.units(of: $0, from: all, timed: !timings.isEmpty, errors: context.errors) } ?? all
    let wanted = Set(units.map { "\($0.template)/\($0.variant)" })
    var entries: [ListedVariant] = []
    for template in planned {
      template.problems.forEach(context.errors.print)
      if !template.variants.isEmpty { context.errors.line("check: \(template.name): \(template.coverageSummary)") }
      for variant in template.variants where wanted.contains("\(template.name)/\(variant.moduleName)") {
        entries.append(
          ListedVariant(
            template: template.name, variant: variant.moduleName, parameters: variant.parameterStrings,
            isolation: variant.isolation == .mainActor ? "main-actor" : "nonisolated"))
      }
    }
    if context.arguments.flag(Self.json) {
      let templates = planned.filter { !$0.variants.isEmpty }.map {
        ListedTemplate(
          name: $0.name, coverage: $0.coverage == .everyCombination ? "every combination" : "every pair",
          combinations: $0.combinations, variants: $0.variants.count)
      }
      context.io.writeOutput(try JSONOutput.text(ListedPlan(templates: templates, variants: entries)))
    } else {
      let rows = entries.map { entry in
        [entry.template, entry.variant, (entry.parameters + ["isolation=\(entry.isolation)"]).joined(separator: " ")]
      }
      let widths = (0..<2).map { column in rows.map { $0[column].count }.max() ?? 0 }
      let text = rows.map { row in
        row[0].padding(toLength: widths[0], withPad: " ", startingAt: 0) + "  "
          + row[1].padding(toLength: widths[1], withPad: " ", startingAt: 0) + "  " + row[2]
      }
      context.io.writeOutput(text.map { $0 + "\n" }.joined())
    }
    return planned.contains { !$0.problems.isEmpty } ? ExitCode.failure : ExitCode.success
  }

  /// `--list --json`: the planned variants.
  struct ListedPlan: Encodable {
    /// What each template's variants cover.
    var templates: [ListedTemplate]
    /// The variants, in template and check order.
    var variants: [ListedVariant]
  }

  /// What one template's planned variants cover (all of its variants, whatever the shard).
  struct ListedTemplate: Encodable {
    /// The template's name.
    var name: String
    /// `every pair` (of parameter values and isolation modes) or `every combination`.
    var coverage: String
    /// How many combinations of parameter values it has (isolation modes not counted).
    var combinations: Int
    /// How many variants are planned.
    var variants: Int
  }

  /// One planned variant.
  struct ListedVariant: Encodable {
    /// The template's name.
    var template: String
    /// The variant's sample module name.
    var variant: String
    /// Its `bool`/`choice` values, `name=value`.
    var parameters: [String]
    /// `nonisolated` or `main-actor`.
    var isolation: String
  }

  /// The CI reports: writes `--save-timings` and `--junit`, and on GitHub Actions prints the workflow
  /// commands (to stderr with `--json`, stdout otherwise) and appends the summary to
  /// `$GITHUB_STEP_SUMMARY`.
  static func writeCIReports(
    _ report: CheckReport, shard: CheckShard?, junit: URL?, cache: CheckCache, context: CommandContext
  ) throws {
    if let url = try saveTimingsDestination(context) { try saveTimings(of: report, to: url, context: context) }
    if let junit { try JUnitReport(report).write(to: junit, fileSystem: cache.fileSystem) }
    guard context.environment["GITHUB_ACTIONS"] == "true" else { return }
    let github = GitHubAnnotations(
      report, workingDirectory: context.workingDirectory.standardizedFileURL.path, shard: shard?.description)
    let commands = github.commands
    if context.arguments.flag(Self.json) { context.io.writeError(commands) } else { context.io.writeOutput(commands) }
    if let path = context.environment["GITHUB_STEP_SUMMARY"], !path.isEmpty {
      try github.appendSummary(toPath: path, fileSystem: cache.fileSystem)
    }
  }
}
